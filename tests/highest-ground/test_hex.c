/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hex.c - games/common/hex.c: labels (read from the right), the odd-q
 * neighbours, distances and hexsides of the digest's §3.1 and §15.4.
 */
#include <check.h>
#include <stdlib.h>

#include "games/common/hex.h"

static struct hex_layout L;

static void
intro(void)
{
	hex_layout_init(&L, 20, 14);
	hex_layout_add(&L, 1, 0, 0);
	hex_layout_add(&L, 2, 1, 0);
}

static void
at(const char *s, int *c, int *r)
{
	ck_assert_msg(hex_parse(&L, s, c, r) == 0, "parse %s", s);
}

START_TEST(labels)
{
	int c, r;
	char b[HEX_LABEL_LEN];

	intro();
	at("IIC08", &c, &r);
	ck_assert_int_eq(c, 22);
	ck_assert_int_eq(r, 7);
	hex_label(&L, c, r, b);
	ck_assert_str_eq(b, "IIC08");
	at("III12", &c, &r);		/* map II, column I */
	ck_assert_int_eq(c, 28);
	ck_assert_int_eq(r, 11);
	at("II13", &c, &r);		/* map I, column I */
	ck_assert_int_eq(c, 8);
	at("II-C08", &c, &r);
	ck_assert_int_eq(c, 22);
	ck_assert_int_ne(hex_parse(&L, "IIIC01", &c, &r), 0);	/* no map III */
	ck_assert_int_ne(hex_parse(&L, "IU01", &c, &r), 0);
	ck_assert_int_ne(hex_parse(&L, "IA15", &c, &r), 0);
}
END_TEST

START_TEST(neighbours)
{
	static const char *want[6] = { "IID07", "IIE08", "IIE09", "IID09",
	    "IIC09", "IIC08" };
	int c, r, d, nc, nr;
	char b[HEX_LABEL_LEN];

	intro();
	at("IID08", &c, &r);
	for (d = 0; d < 6; d++) {
		hex_neighbour(c, r, d, &nc, &nr);
		hex_label(&L, nc, nr, b);
		ck_assert_str_eq(b, want[d]);
		ck_assert_int_eq(hex_dir_to(c, r, nc, nr), d);
	}
}
END_TEST

START_TEST(distances)
{
	int c0, r0, c1, r1;

	intro();
	at("IA04", &c0, &r0);
	at("IID04", &c1, &r1);
	ck_assert_int_eq(hex_distance(c0, r0, c1, r1), 23);
	at("IIT08", &c0, &r0);
	at("IID08", &c1, &r1);
	ck_assert_int_eq(hex_distance(c0, r0, c1, r1), 16);
	ck_assert_int_eq(hex_distance(c1, r1, c1, r1), 0);
}
END_TEST

START_TEST(hexsides)
{
	int c, r, cc, cr, cd, nc, nr;

	intro();
	at("IID08", &c, &r);
	hex_side_canon(c, r, HEX_S, &cc, &cr, &cd);
	hex_neighbour(c, r, HEX_S, &nc, &nr);
	ck_assert_int_eq(cc, nc);
	ck_assert_int_eq(cr, nr);
	ck_assert_int_eq(cd, HEX_N);
	hex_side_canon(c, r, HEX_NW, &cc, &cr, &cd);
	ck_assert_int_eq(cd, HEX_SE);
	ck_assert_int_eq(hex_dir_parse("sw"), HEX_SW);
	ck_assert_int_eq(hex_opposite(HEX_NE), HEX_SW);
}
END_TEST

START_TEST(trace)
{
	int cs[64], rs[64], n, c0, r0, c1, r1, i, seen_b = 0;

	intro();
	at("IIA04", &c0, &r0);
	at("IIE04", &c1, &r1);
	n = hex_trace(c0, r0, c1, r1, cs, rs, 64);
	ck_assert_int_ge(n, 5);
	ck_assert_int_eq(cs[0], c0);
	for (i = 0; i < n; i++) {
		ck_assert_int_le(hex_distance(c0, r0, cs[i], rs[i]), 4);
		seen_b |= cs[i] == c1 && rs[i] == r1;
	}
	ck_assert(seen_b);
	/* a line along a hexside touches both hexes: N-S neighbours' line
	 * between IIB04 and IIB06 passes exactly through IIB05 only */
	at("IIB04", &c0, &r0);
	at("IIB06", &c1, &r1);
	ck_assert_int_eq(hex_trace(c0, r0, c1, r1, cs, rs, 64), 3);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("hex");
	TCase *t = tcase_create("geometry");
	SRunner *sr;
	int nf;

	tcase_add_test(t, labels);
	tcase_add_test(t, neighbours);
	tcase_add_test(t, distances);
	tcase_add_test(t, hexsides);
	tcase_add_test(t, trace);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
