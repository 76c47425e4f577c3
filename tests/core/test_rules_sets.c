/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_rules_sets.c - a module's whole rules data read by one table of
 * sections (games/rules_tables.h, rules_set_read: the struct zeroed,
 * the data an object), and a table's array of names of several kinds,
 * each the first kind's that knows it, as bits (RULES_ANY: words of a
 * fixed list, exactly; keys of a table of the data, case ignored).  On
 * a toy set: unit types and boons that apply to classes, types and
 * grades; read, refused by path, and never written back as numbers.
 */
#include <check.h>
#include <string.h>

#include "rules_tables.h"

struct toy_type {
	char key[8];
	int move;
};

struct toy_boon {
	char key[8];
	unsigned cls, types, grades;
};

struct toy_set {
	int ntypes, nboons, ngrades, turns;
	struct toy_type type[4];
	struct toy_boon boon[4];
	struct toy_type grade[2];
};

static const char *const classes[] = { "FOOT", "HORSE" };

static const struct rules_field type_fields[] = {
	RULES_KEY(struct toy_type, key),
	RULES_FIELD_OR(struct toy_type, move, "move", 0, 9, 1),
};
static const struct rules_table type_table = RULES_TABLE(type_fields);

static const struct rules_field applies_fields[] = {
	RULES_FLAGS(struct toy_boon, cls, NULL, classes),
	RULES_ANY_KEY(struct toy_boon, types, "types"),
	RULES_ANY_KEY(struct toy_boon, grades, "grades"),
};
static const struct rules_table applies_to = RULES_TABLE(applies_fields);
static const struct rules_field boon_fields[] = {
	RULES_KEY(struct toy_boon, key),
	RULES_ANY("applies", applies_to, "a class, type or grade"),
};
static const struct rules_table boon_table = RULES_TABLE(boon_fields);

#define EACH(f, c, k, tb)	{ NULL, RULES_EACH(struct toy_set, f, c, k, 8, \
				    tb, 0) }
static const struct rules_entry rows[] = {
	EACH(type, ntypes, "types", type_table),
	EACH(grade, ngrades, "grades", type_table),
	EACH(boon, nboons, "boons", boon_table),
	{ "defaults", RULES_FIELD(struct toy_set, turns, "turns", 1, 9) },
};
static const struct rules_set toy = RULES_SET(struct toy_set, rows);

/* text read into t: PBEM_OK, or the message of the first error. */
static const char *
read_set(const char *text, struct toy_set *t)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(t, 0x5a, sizeof *t);	/* the reader zeroes it */
	memset(&err, 0, sizeof err);
	rc = rules_set_read(&toy, j, t, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

#define TYPES	"\"types\":{\"LINE\":{\"move\":2},\"SKIRM\":{}," \
		"\"LANCER\":{\"move\":4}},\"grades\":{\"GREEN\":{}," \
		"\"ELITE\":{}},\"defaults\":{\"turns\":6}"

START_TEST(a_set_read_whole)
{
	struct toy_set t;

	ck_assert_str_eq(read_set("{" TYPES ",\"boons\":{\"DRILL\":"
	    "{\"applies\":[\"FOOT\",\"lancer\",\"Elite\"]},\"BOLD\":{},"
	    "\"SWIFT\":{\"applies\":[\"HORSE\",\"FOOT\",\"SKIRM\"]}}}", &t),
	    "");
	ck_assert_int_eq(t.ntypes, 3);
	ck_assert_int_eq(t.nboons, 3);
	ck_assert_int_eq(t.turns, 6);
	ck_assert_int_eq(t.type[1].move, 1);
	ck_assert_int_eq(t.type[3].move, 0);	/* zeroed beyond */
	ck_assert_str_eq(t.boon[0].key, "DRILL");
	ck_assert_uint_eq(t.boon[0].cls, 1u);
	ck_assert_uint_eq(t.boon[0].types, 1u << 2);
	ck_assert_uint_eq(t.boon[0].grades, 1u << 1);
	ck_assert_uint_eq(t.boon[1].cls | t.boon[1].types |
	    t.boon[1].grades, 0u);		/* none: missing */
	ck_assert_uint_eq(t.boon[2].cls, 3u);
	ck_assert_uint_eq(t.boon[2].types, 1u << 1);
	ck_assert_uint_eq(t.boon[2].grades, 0u);
	/* a class's word is matched exactly, and first: "foot" is none */
	ck_assert_str_eq(read_set("{" TYPES ",\"boons\":{\"X\":{\"applies\":"
	    "[\"foot\"]}}}", &t), "rules data: boons.X.applies: not a class, "
	    "type or grade");
	/* not written back as numbers: the data keeps its own text */
	ck_assert_ptr_null(rules_fields_encode(&t.boon[0], boon_fields,
	    RULES_NFIELDS(boon_fields)));
}
END_TEST

START_TEST(a_set_refused_by_path)
{
	struct toy_set t;

	ck_assert_str_eq(read_set("[]", &t),
	    "rules data: not a JSON object");
	ck_assert_int_eq(t.ntypes, 0);		/* zeroed all the same */
	ck_assert_str_eq(read_set("{" TYPES ",\"boons\":{\"X\":{\"applies\":"
	    "[\"LINE\",\"PIKE\"]}}}", &t), "rules data: boons.X.applies: not "
	    "a class, type or grade");
	ck_assert_str_eq(read_set("{" TYPES ",\"boons\":{\"X\":{\"applies\":"
	    "[\"LINE\",3]}}}", &t), "rules data: boons.X.applies: not a "
	    "class, type or grade");
	ck_assert_str_eq(read_set("{" TYPES ",\"boons\":{\"X\":{\"applies\":"
	    "\"LINE\"}}}", &t), "rules data: boons.X.applies: not an array");
	ck_assert_str_eq(read_set("{\"types\":{},\"grades\":{},\"boons\":{},"
	    "\"defaults\":{\"turns\":10}}", &t), "rules data: defaults.turns: "
	    "not an integer 1..9");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules_sets");
	TCase *tc = tcase_create("sets");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, a_set_read_whole);
	tcase_add_test(tc, a_set_refused_by_path);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
