/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_rules_lists.c - the rows an army list's table is read by
 * (games/rules_tables.h): a [min, max] pair that is any when left out
 * (RULES_SPAN), a name read from a base (RULES_WORD_BASE), an object
 * whose members are the struct's own (RULES_NESTED; RULES_DEFAULTS:
 * missing reads its rows' defaults), entries of a list in the list
 * (RULES_EACH in an EACH table), and an after that looks up what the
 * tables read before hold (rules_rd.top).  On a toy set of kinds and
 * lists: read, refused by path, written back and read again byte for
 * byte, and read alike from the memo of a state's decode.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rules_memo.h"
#include "rules_tables.h"

struct toy_kind {
	char key[8];
	unsigned traits;
};

struct toy_entry {
	char key[8];
	int kind, grade, count[2];
};

struct toy_list {
	char key[8];
	int guards[2], lead_lo, lead_hi;
	int nentries;
	struct toy_entry e[4];
	int beasts;		/* entries of a beast kind (after) */
};

struct toy_set {
	int nkinds, nlists;
	struct toy_kind kind[4];
	struct toy_list list[2];
};

static const char *const traits[] = { "beast", "swift" };
static const char *const grades[] = { "green", "line", "elite" };

static const struct rules_field kind_fields[] = {
	RULES_KEY(struct toy_kind, key),
	RULES_FLAGS(struct toy_kind, traits, "traits", traits),
};
static const struct rules_table kind_table = RULES_TABLE(kind_fields);

static const struct rules_field entry_fields[] = {
	RULES_KEY(struct toy_entry, key),
	{ .key = "kind", .kind = RULES_K_REF, .text = "kinds",
	    .off = offsetof(struct toy_entry, kind),
	    .how = RULES_SORTED | RULES_REQUIRED },
	RULES_WORD_BASE(struct toy_entry, grade, "grade", grades, 1, -1),
	RULES_SPAN(struct toy_entry, count, "count", 0, 9),
};
static const struct rules_table entry_table = RULES_TABLE(entry_fields);

static const struct rules_field lead_fields[] = {
	RULES_FIELD_OR(struct toy_list, lead_lo, "lo", 0, 9, 1),
	RULES_FIELD_OR(struct toy_list, lead_hi, "hi", 0, 9, 7),
};
static const struct rules_table lead_table = RULES_TABLE(lead_fields);

static const struct rules_field list_fields[] = {
	RULES_KEY(struct toy_list, key),
	RULES_SPAN(struct toy_list, guards, "guards", 0, 5),
	RULES_NESTED("leaders", lead_table, RULES_DEFAULTS),
	RULES_EACH(struct toy_list, e, nentries, "entries", 8, entry_table,
	    RULES_SORTED),
};

/* The list's beasts, by its entries' kinds in the set read so far. */
static void
count_beasts(struct rules_rd *rd, const json_t *o, void *base)
{
	const struct toy_set *s = rd->top;
	struct toy_list *l = base;
	int k;

	(void)o;
	for (k = 0; k < l->nentries && !rd->bad; k++)
		l->beasts += (s->kind[l->e[k].kind].traits & 1u) != 0;
}
static const struct rules_table list_table = RULES_TABLE_AFTER(list_fields,
    count_beasts);

static const struct rules_entry rows[] = {
	{ NULL, RULES_EACH(struct toy_set, kind, nkinds, "kinds", 8,
	    kind_table, RULES_SORTED) },
	{ NULL, RULES_EACH(struct toy_set, list, nlists, "lists", 8,
	    list_table, RULES_SORTED) },
};
static const struct rules_set toy = RULES_SET(struct toy_set, rows);

/* text read into t: "", or the message of the first error. */
static const char *
read_set(const char *text, struct toy_set *t)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(&err, 0, sizeof err);
	rc = rules_set_read(&toy, j, t, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

#define KINDS	"\"kinds\":{\"FOOT\":{},\"OLIFANT\":{\"traits\":[\"beast\"]}," \
		"\"CAMEL\":{\"traits\":[\"beast\",\"swift\"]}}"

START_TEST(a_list_read)
{
	struct toy_set t;

	ck_assert_str_eq(read_set("{" KINDS ",\"lists\":{\"EAST\":{\"guards\":"
	    "[1,3],\"leaders\":{\"hi\":4},\"entries\":{\"B\":{\"kind\":"
	    "\"olifant\",\"grade\":\"green\",\"count\":[1,2]},\"A\":{\"kind\":"
	    "\"FOOT\",\"grade\":\"elite\"},\"C\":{\"kind\":\"camel\"}}},"
	    "\"WEST\":{\"entries\":{\"X\":{\"kind\":\"FOOT\"}}}}}", &t), "");
	ck_assert_int_eq(t.nlists, 2);
	/* EAST: given pairs, a partial nested object, entries sorted */
	ck_assert_int_eq(t.list[0].guards[0], 1);
	ck_assert_int_eq(t.list[0].guards[1], 3);
	ck_assert_int_eq(t.list[0].lead_lo, 1);		/* its default */
	ck_assert_int_eq(t.list[0].lead_hi, 4);
	ck_assert_int_eq(t.list[0].nentries, 3);
	ck_assert_str_eq(t.list[0].e[0].key, "A");
	ck_assert_int_eq(t.list[0].e[0].kind, 1);	/* sorted: FOOT */
	ck_assert_int_eq(t.list[0].e[0].grade, 1);	/* elite: -1 + 2 */
	ck_assert_int_eq(t.list[0].e[0].count[0], 0);	/* any */
	ck_assert_int_eq(t.list[0].e[0].count[1], 9);
	ck_assert_int_eq(t.list[0].e[1].grade, -1);	/* green */
	ck_assert_int_eq(t.list[0].e[1].count[1], 2);
	ck_assert_int_eq(t.list[0].e[2].grade, 0);	/* left out: line */
	ck_assert_int_eq(t.list[0].beasts, 2);		/* olifant, camel */
	/* WEST: every pair any, the nested object left out: its defaults */
	ck_assert_int_eq(t.list[1].guards[0], 0);
	ck_assert_int_eq(t.list[1].guards[1], 5);
	ck_assert_int_eq(t.list[1].lead_lo, 1);
	ck_assert_int_eq(t.list[1].lead_hi, 7);
	ck_assert_int_eq(t.list[1].beasts, 0);
}
END_TEST

START_TEST(a_list_refused_by_path)
{
	static const struct {
		const char *list, *msg;
	} bad[] = {
		{ "{\"guards\":[3,1]}", "lists.L.guards: not in rising order" },
		{ "{\"guards\":[1,6]}", "lists.L.guards: not 2 integers 0..5" },
		{ "{\"guards\":null}", "lists.L.guards: not 2 integers 0..5" },
		{ "{\"leaders\":3}",
		    "lists.L.leaders: missing or not an object" },
		{ "{\"leaders\":{\"lo\":10}}",
		    "lists.L.leaders.lo: not an integer 0..9" },
		{ "{\"entries\":{\"E\":{\"kind\":\"FOOT\",\"count\":[2]}}}",
		    "lists.L.entries.E.count: not 2 integers 0..9" },
		{ "{\"entries\":{\"E\":{\"kind\":\"FOOT\",\"grade\":"
		    "\"Elite\"}}}",
		    "lists.L.entries.E.grade: missing or not a known name" },
		{ "{\"entries\":{\"E\":{\"grade\":\"line\"}}}",
		    "lists.L.entries.E.kind: missing" },
		{ "{\"entries\":[]}",
		    "lists.L.entries: missing or not an object" },
	};
	struct toy_set t;
	char text[512], want[160];
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(text, sizeof text, "{" KINDS ",\"lists\":{\"L\":%s}}",
		    bad[i].list);
		snprintf(want, sizeof want, "rules data: %s", bad[i].msg);
		ck_assert_str_eq(read_set(text, &t), want);
	}
	/* a list needs its entries (not a nested default) */
	ck_assert_str_eq(read_set("{" KINDS ",\"lists\":{\"L\":{}}}", &t),
	    "rules data: lists.L.entries: missing or not an object");
}
END_TEST

/* A pair left out written back as the range it read, and read again to
 * the same bytes. */
static const struct rules_field span_fields[] = {
	RULES_SPAN(struct toy_entry, count, "count", 0, 9),
};
static const struct rules_table span_table = RULES_TABLE(span_fields);

START_TEST(a_span_written_back)
{
	struct toy_entry a, b;
	json_t *o = json_object(), *back;
	char *text;

	memset(&a, 0, sizeof a);
	memset(&b, 0, sizeof b);
	ck_assert_int_eq(rules_table_read(o, 1, &a, &span_table, NULL),
	    PBEM_OK);
	back = rules_fields_encode(&a, span_fields, RULES_NFIELDS(span_fields));
	ck_assert_ptr_nonnull(back);
	text = json_dumps(back, JSON_COMPACT);
	ck_assert_str_eq(text, "{\"count\":[0,9]}");
	ck_assert_int_eq(rules_table_read(back, 1, &b, &span_table, NULL),
	    PBEM_OK);
	ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
	free(text);
	json_decref(back);
	json_decref(o);
}
END_TEST

/* Read twice inside a decode's memo: the second read, from the memo,
 * writes the defaults of what was left out too. */
START_TEST(a_list_read_again_from_the_memo)
{
	static struct toy_set a, b;
	json_t *j = json_loads("{" KINDS ",\"lists\":{\"L\":{\"entries\":"
	    "{\"E\":{\"kind\":\"camel\"}}}}}", 0, NULL);

	ck_assert_ptr_nonnull(j);
	rules_memo_scope(1);
	ck_assert_int_eq(rules_set_read(&toy, j, &a, NULL), PBEM_OK);
	ck_assert_int_eq(rules_set_read(&toy, j, &b, NULL), PBEM_OK);
	rules_memo_scope(0);
	ck_assert_int_eq(b.list[0].e[0].count[0], 0);
	ck_assert_int_eq(b.list[0].e[0].count[1], 9);
	ck_assert_int_eq(b.list[0].e[0].grade, 0);
	ck_assert_int_eq(b.list[0].beasts, 1);
	ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
	json_decref(j);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules_lists");
	TCase *tc = tcase_create("lists");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, a_list_read);
	tcase_add_test(tc, a_list_refused_by_path);
	tcase_add_test(tc, a_span_written_back);
	tcase_add_test(tc, a_list_read_again_from_the_memo);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
