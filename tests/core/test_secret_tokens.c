/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_secret_tokens.c - the kit's usual secrets pieces (games/
 * secret_tokens.h): who is owed secrets (never the referee; at a game's
 * end only while the end is sealed) and the token "ID at PLACE", whole
 * however long, refused without an id or a place.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "secret_tokens.h"

START_TEST(who_is_owed_secrets)
{
	ck_assert(secrets_due(0, 0));
	ck_assert(secrets_due(0, 1));
	ck_assert(!secrets_due(0, -1));
	ck_assert(!secrets_due(1, 0));
	game_end_seal(1);
	ck_assert(secrets_due(1, 0));
	ck_assert(!secrets_due(1, -1));
	game_end_seal(0);
	ck_assert(!secrets_due(1, 1));
}
END_TEST

START_TEST(id_at_place)
{
	json_t *t = json_array();
	char id[5000];

	ck_assert_int_eq(secret_at(t, "B2", "12.5,30"), 0);
	ck_assert_str_eq(json_string_value(json_array_get(t, 0)),
	    "B2 at 12.5,30");
	/* no id, no place, no array: refused, nothing added */
	ck_assert_int_eq(secret_at(t, NULL, "1,2"), -1);
	ck_assert_int_eq(secret_at(t, "B2", NULL), -1);
	ck_assert_int_eq(secret_at(NULL, "B2", "1,2"), -1);
	ck_assert_int_eq(json_array_size(t), 1);
	/* a long id is not cut: a cut token would be a prefix */
	memset(id, 'X', sizeof id - 1);
	id[sizeof id - 1] = '\0';
	ck_assert_int_eq(secret_at(t, id, "0,0"), 0);
	ck_assert_uint_eq(strlen(json_string_value(json_array_get(t, 1))),
	    sizeof id - 1 + strlen(" at 0,0"));
	json_decref(t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("secret_tokens");
	TCase *tc = tcase_create("secrets");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, who_is_owed_secrets);
	tcase_add_test(tc, id_at_place);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
