/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_intake_units.c - unit tests of intake's defences that need no key:
 * RFC 3676 unflowing, what counts as text outside a clearsigned block, a
 * signed part buried in a multipart/mixed, byte-order marks, the MIME
 * limits from the config, the sheet shape limits and the limit keys.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "config.h"
#include "orders.h"

static const char block[] =
    "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n"
    "Game: fx\nSide: SOUTH\nTurn: 0\nPhase: deploy\n\nEND\n"
    "-----BEGIN PGP SIGNATURE-----\n\nAAAA\n-----END PGP SIGNATURE-----\n";

static struct mime_msg
parse_body(const char *before, const char *after)
{
	struct mime_msg m;
	char raw[4096];

	snprintf(raw, sizeof raw, "From: a@b.c\nMessage-ID: <1@b.c>\n\n%s%s%s",
	    before, block, after);
	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m), PBEM_OK);
	return m;
}

START_TEST(outside_text_is_classified)
{
	struct mime_msg m;

	m = parse_body("", "");
	ck_assert_int_eq(m.kind, MIME_CLEARSIGNED);
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_NONE);
	mime_msg_free(&m);
	m = parse_body("On Sunday, pbemd wrote:\n> Game: fx\n>\n> old\n\n", "");
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_QUOTE);
	mime_msg_free(&m);
	m = parse_body("", "\n-- \nAlice\nMOVE ALL\n");
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_QUOTE);
	mime_msg_free(&m);
	m = parse_body("DEPLOY R1 J8\n", "");
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_TEXT);
	mime_msg_free(&m);
	m = parse_body("> quoted\n", "DEPLOY R1 J8\n");
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_TEXT);
	mime_msg_free(&m);
	/* "wrote:" excuses a line above the block only. */
	m = parse_body("", "someone wrote:\n");
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_TEXT);
	mime_msg_free(&m);
	m = parse_body("", block);
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_BLOCK);
	mime_msg_free(&m);
	/* A byte-order mark before the armor is not outside text. */
	m = parse_body("\xef\xbb\xbf", "");
	ck_assert_int_eq(m.kind, MIME_CLEARSIGNED);
	ck_assert_int_eq(m.outside_text, MIME_OUTSIDE_NONE);
	mime_msg_free(&m);
}
END_TEST

START_TEST(preview_skips_bom)
{
	struct mime_msg m;
	struct envelope e;
	const char *raw = "From: a@b.c\n\n-----BEGIN PGP SIGNED MESSAGE-----\n"
	    "Hash: SHA256\n\n\xef\xbb\xbfGame: fx\nSide: S\nTurn: 0\nPhase: d\n"
	    "-----BEGIN PGP SIGNATURE-----\n-----END PGP SIGNATURE-----\n";

	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m), PBEM_OK);
	ck_assert_int_eq(m.kind, MIME_CLEARSIGNED);
	ck_assert_int_eq(envelope_parse(m.preview, m.preview_len, &e, NULL),
	    PBEM_OK);
	ck_assert_str_eq(e.game, "fx");
	mime_msg_free(&m);
}
END_TEST

START_TEST(signed_part_anywhere_in_mixed_is_not_toplevel)
{
	struct mime_msg m;
	const char *raw = "From: a@b.c\nMIME-Version: 1.0\nContent-Type: "
	    "multipart/mixed; boundary=\"m\"\n\n--m\nContent-Type: text/plain"
	    "\n\nunsigned\n--m\nContent-Type: multipart/alternative; "
	    "boundary=\"a\"\n\n--a\nContent-Type: multipart/signed; "
	    "protocol=\"application/pgp-signature\"; boundary=\"s\"\n\n--s\n"
	    "Content-Type: text/plain\n\nx\n--s\nContent-Type: application/"
	    "pgp-signature\n\nsig\n--s--\n\n--a--\n\n--m--\n";

	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m), PBEM_OK);
	ck_assert_int_eq(m.kind, MIME_NOT_TOPLEVEL);
	mime_msg_free(&m);
	/* The config may lower the limits: three levels are too many. */
	ck_assert_int_eq(mime_parse_limited(raw, strlen(raw), 2, 32, &m),
	    PBEM_OK);
	ck_assert_int_eq(m.kind, MIME_MALFORMED);
	mime_msg_free(&m);
	ck_assert_int_eq(mime_parse_limited(raw, strlen(raw), 8, 5, &m),
	    PBEM_OK);
	ck_assert_int_eq(m.kind, MIME_MALFORMED);
	mime_msg_free(&m);
}
END_TEST

START_TEST(flowed_text_is_unflowed)
{
	const char *ent = "Content-Type: text/plain; charset=utf-8; "
	    "format=flowed\r\n\r\nGame: fx\r\nINITIATIVE SECOND  # a long \r\n"
	    "comment\r\n  stuffed\r\n-- \r\nsig\r\n";
	const char *ds = "Content-Type: text/plain; format=flowed; delsp=yes"
	    "\r\n\r\nab \r\ncd\r\n";
	char *t;
	size_t n;

	ck_assert_int_eq(mime_entity_text(ent, strlen(ent), &t, &n, NULL),
	    PBEM_OK);
	ck_assert_str_eq(t, "Game: fx\nINITIATIVE SECOND  # a long comment\n"
	    " stuffed\n-- \nsig\n");
	free(t);
	ck_assert_int_eq(mime_entity_text(ds, strlen(ds), &t, &n, NULL),
	    PBEM_OK);
	ck_assert_str_eq(t, "abcd\n");
	free(t);
}
END_TEST

START_TEST(sheet_shape_limits)
{
	struct pbem_err e;

	ck_assert_int_eq(limits_sheet_shape("a\nb\nc\n", 6, 3, 10, &e), PBEM_OK);
	ck_assert_int_eq(limits_sheet_shape("a\nb\nc\nd", 7, 3, 10, &e),
	    PBEM_ERR_LIMIT);
	ck_assert_int_eq(e.line, 4);
	ck_assert_int_eq(limits_sheet_shape("a\n0123456789x\n", 14, 3, 10, &e),
	    PBEM_ERR_LIMIT);
	ck_assert_int_eq(e.line, 2);
}
END_TEST

START_TEST(limit_keys_parse_and_bound)
{
	struct config c;
	struct pbem_err err;

	config_defaults(&c);
	ck_assert_int_eq(c.sheets_per_phase, 50);
	ck_assert_str_eq(c.unknown_sender_reply, "daily");
	ck_assert_int_eq(config_parse(&c, "x.conf", "mime_max_depth 3\n"
	    "mime_max_parts 10\nsheet_max_lines 100\nsheet_max_line_length 80\n"
	    "sheets_per_phase 5\nunknown_sender_reply never\n", &err), PBEM_OK);
	ck_assert_int_eq(c.mime_max_depth, 3);
	ck_assert_int_eq(c.mime_max_parts, 10);
	ck_assert_int_eq(c.sheet_max_lines, 100);
	ck_assert_int_eq(c.sheet_max_line, 80);
	ck_assert_int_eq(c.sheets_per_phase, 5);
	ck_assert_str_eq(c.unknown_sender_reply, "never");
	/* Never past the compiled bounds the buffers are sized by. */
	ck_assert_int_eq(config_parse(&c, "x.conf", "mime_max_depth 9\n", &err),
	    PBEM_ERR_PARSE);
	ck_assert_int_eq(config_parse(&c, "x.conf", "sheet_max_lines 501\n",
	    &err), PBEM_ERR_PARSE);
	ck_assert_int_eq(config_parse(&c, "x.conf", "sheet_max_line_length 512"
	    "\n", &err), PBEM_ERR_PARSE);
	ck_assert_int_eq(config_parse(&c, "x.conf", "unknown_sender_reply "
	    "always\n", &err), PBEM_ERR_PARSE);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("intake-security");
	TCase *tc = tcase_create("units");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, outside_text_is_classified);
	tcase_add_test(tc, preview_skips_bom);
	tcase_add_test(tc, signed_part_anywhere_in_mixed_is_not_toplevel);
	tcase_add_test(tc, flowed_text_is_unflowed);
	tcase_add_test(tc, sheet_shape_limits);
	tcase_add_test(tc, limit_keys_parse_and_bound);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
