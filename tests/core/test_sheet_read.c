/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_sheet_read.c - the kit's order-sheet loop and order rows
 * (games/sheet_read.h) on toy sheets: refusals and reader errors with
 * their line numbers, blank and comment lines, END by flag, the
 * whole-sheet callback, the orders dropped on any error; rows filling
 * the JSON and the receipt, refusing wrong words, unknown ids and a
 * second order, noting a fallen unit; hostile sheets (long lines, too
 * many lines or words, unknown words).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sheet_read.h"

/* A toy reader: "OK ..." is read, "BAD" refused, "NOTE" writes its own
 * error; every line read is counted, the end remembered. */
struct toy {
	int lines, last, end_line, ended;
};

static const char *
toy_line(void *ctx, int line, char **tok, int n)
{
	struct toy *t = ctx;

	t->lines++;
	t->last = line;
	(void)n;
	if (strcasecmp(tok[0], "OK") == 0)
		return NULL;
	return "not a toy order";
}

static void
toy_end(void *ctx, int line, int ended)
{
	struct toy *t = ctx;

	t->end_line = line;
	t->ended = ended;
}

static int
read_toy(unsigned flags, size_t max_len, const char *text, int first,
    struct toy *t, struct sheet_check *out)
{
	const struct sheet_reader r = { .flags = flags, .max_len = max_len,
	    .line = toy_line, .end = toy_end };

	memset(t, 0, sizeof *t);
	sheet_check_init(out);
	return sheet_read(&r, t, text, strlen(text), first, json_array(), out);
}

START_TEST(errors_name_their_lines)
{
	struct toy t;
	struct sheet_check out;
	const char *text = "OK 1\n\n# a comment\nBAD\n   \nOK 2 # note\n"
	    "FOO bar\n";

	ck_assert_int_eq(read_toy(0, 0, text, 10, &t, &out), PBEM_OK);
	ck_assert_int_eq(t.lines, 4);		/* blank lines skipped */
	ck_assert_int_eq(out.nerrors, 2);
	ck_assert_int_eq(out.errors[0].line, 13);
	ck_assert_str_eq(out.errors[0].msg, "not a toy order");
	ck_assert_int_eq(out.errors[1].line, 16);
	ck_assert_ptr_null(out.orders);		/* errors drop the orders */
	ck_assert_int_eq(t.end_line, 17);	/* the line after the last */
	ck_assert_int_eq(t.ended, 0);
	sheet_check_free(&out);
}
END_TEST

START_TEST(orders_kept_without_errors)
{
	struct toy t;
	struct sheet_check out;

	ck_assert_int_eq(read_toy(0, 0, "OK\r\nok 3\r\n", 1, &t, &out),
	    PBEM_OK);
	ck_assert_int_eq(out.nerrors, 0);
	ck_assert_ptr_nonnull(out.orders);
	ck_assert(json_is_array(out.orders));
	ck_assert_int_eq(t.end_line, 3);
	sheet_check_free(&out);
	/* no orders given: out->orders stays the module's */
	{
		const struct sheet_reader r = { .line = toy_line };

		sheet_check_init(&out);
		out.orders = json_string("the module's");
		sheet_read(&r, &t, "OK\n", 3, 1, NULL, &out);
		ck_assert_str_eq(json_string_value(out.orders),
		    "the module's");
		sheet_check_free(&out);
	}
	/* an empty sheet: no line, the end at the first */
	read_toy(0, 0, "", 7, &t, &out);
	ck_assert_int_eq(t.lines, 0);
	ck_assert_int_eq(t.end_line, 7);
	ck_assert_ptr_nonnull(out.orders);
	sheet_check_free(&out);
}
END_TEST

START_TEST(end_by_flag)
{
	struct toy t;
	struct sheet_check out;
	const char *text = "OK\nEND\nBAD\n";

	/* without the flag END is a line like any other */
	read_toy(0, 0, text, 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 2);
	ck_assert_int_eq(t.ended, 0);
	sheet_check_free(&out);
	read_toy(SHEET_READ_END, 0, text, 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 0);
	ck_assert_int_eq(t.lines, 1);
	ck_assert_int_eq(t.ended, 1);
	ck_assert_int_eq(t.end_line, 2);
	ck_assert_ptr_nonnull(out.orders);
	sheet_check_free(&out);
	/* "END now" ends only under _ANY */
	read_toy(SHEET_READ_END, 0, "end now\nOK\n", 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 1);
	ck_assert_int_eq(t.lines, 2);
	sheet_check_free(&out);
	read_toy(SHEET_READ_END_ANY, 0, "end now\nBAD\n", 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 0);
	ck_assert_int_eq(t.lines, 0);
	ck_assert_int_eq(t.end_line, 1);
	sheet_check_free(&out);
}
END_TEST

START_TEST(hostile_lines)
{
	struct toy t;
	struct sheet_check out;
	struct buf b;
	int i;

	buf_init(&b, PBEM_MAX_SHEET);
	/* a line longer than the kit's bound, then one past the module's */
	for (i = 0; i < PBEM_MAX_LINE + 10; i++)
		buf_adds(&b, "x");
	buf_adds(&b, "\nOK 1234567890\nOK\n");
	read_toy(SHEET_READ_END, 10, buf_str(&b), 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 2);
	ck_assert_int_eq(out.errors[0].line, 1);
	ck_assert_str_eq(out.errors[0].msg, "line too long or not text");
	ck_assert_int_eq(out.errors[1].line, 2);
	ck_assert_str_eq(out.errors[1].msg, "line longer than 10 characters");
	ck_assert_int_eq(t.lines, 1);
	sheet_check_free(&out);
	/* too many words */
	buf_reset(&b);
	for (i = 0; i < SHEET_WORDS_DEFAULT + 1; i++)
		buf_adds(&b, "OK ");
	read_toy(0, 0, buf_str(&b), 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 1);
	ck_assert_str_eq(out.errors[0].msg, "too many words");
	ck_assert_int_eq(t.lines, 0);
	sheet_check_free(&out);
	/* too many lines: the reader stops, naming the first past it */
	buf_reset(&b);
	for (i = 0; i < PBEM_MAX_SHEET_LINES + 50; i++)
		buf_adds(&b, "OK\n");
	read_toy(0, 0, buf_str(&b), 1, &t, &out);
	ck_assert_int_eq(t.lines, PBEM_MAX_SHEET_LINES);
	ck_assert_int_eq(out.nerrors, 1);
	ck_assert_int_eq(out.errors[0].line, PBEM_MAX_SHEET_LINES + 1);
	ck_assert_str_eq(out.errors[0].msg, "too many lines");
	ck_assert_ptr_null(out.orders);
	sheet_check_free(&out);
	read_toy(SHEET_READ_SAY_MAX, 0, buf_str(&b), 1, &t, &out);
	ck_assert_int_eq(out.nerrors, 1);
	ck_assert_str_eq(out.errors[0].msg, "too many lines (at most 500)");
	sheet_check_free(&out);
	/* many unknown words: errors stop at the cap, the count stays */
	buf_reset(&b);
	for (i = 0; i < SHEET_MAX_ERRORS + 20; i++)
		buf_addf(&b, "W%d ZZZ\n", i);
	read_toy(0, 0, buf_str(&b), 1, &t, &out);
	ck_assert_int_eq(t.lines, SHEET_MAX_ERRORS + 20);
	ck_assert_int_eq(out.nerrors, SHEET_MAX_ERRORS);
	ck_assert_ptr_null(out.orders);
	sheet_check_free(&out);
	buf_free(&b);
}
END_TEST

/* A toy game for the rows: RED's A1, A2 (fallen), BLUE's B1. */
struct toy_unit {
	char id[8];
	int side, gone;
};
struct toy_game {
	int w, h, nunits;
	struct toy_unit u[3];
};

static const struct toy_game toy_game = { 2000, 1000, 3, {
	{ "A1", 0, 0 }, { "A2", 0, 1 }, { "B1", 1, 0 } } };

static const struct word_unit toy_inches[] = {
	{ "", 100 }, { "in", 100 }, { NULL, 0 },
};

/* A module's own point reader: whole inches only, "x y". */
static int
toy_point(const void *g, char *const *w, int *x, int *y)
{
	int64_t vx, vy;

	(void)g;
	if (word_int(w[0], 0, 20, &vx) != 0 || word_int(w[1], 0, 10, &vy))
		return -1;
	*x = (int)vx * 100;
	*y = (int)vy * 100;
	return 0;
}

static int
toy_alive(const void *gv, int u)
{
	return !((const struct toy_game *)gv)->u[u].gone;
}

/* MOVE: no farther east than 15 in (what the table cannot say). */
static const char *
toy_move_check(const void *g, int side, int unit, const int64_t *v)
{
	(void)g;
	(void)side;
	(void)unit;
	return v[0] > 1500 ? "too far east" : NULL;
}

static const struct sheet_order toy_rows[] = {
	{ "MOVE", { { SHEET_ARG_POINT, "x", "y", 0, 0 } },
	    "%s moves to %s", "MOVE id x y: a point", toy_move_check },
	{ "FIRE", { { SHEET_ARG_ENEMY, "target", NULL, 0, 0 } },
	    "%s fires at %s", "FIRE id enemy", NULL },
	{ "SET", { { SHEET_ARG_INT, "level", NULL, 1, 6 },
	    { SHEET_ARG_BEARING, "facing", NULL, 0, 0 },
	    { SHEET_ARG_LENGTH, "run", NULL, 0, 1200 } },
	    "%s sets %s facing %s for %s in", "SET id 1-6 bearing length",
	    NULL },
	{ NULL, { { 0 } }, NULL, NULL, NULL },
};

static const struct sheet_orders toy_orders = {
	.order = toy_rows, .unit_key = "unit", .op_key = "op",
	SHEET_ORDER_UNITS(struct toy_game, u, nunits, id, side),
	.alive = toy_alive, .units = toy_inches, .per = 100,
	SHEET_ORDER_BOARD(struct toy_game, w, h),
};

static void
read_rows(const char *text, int side, struct sheet_check *out)
{
	sheet_check_init(out);
	ck_assert_int_eq(sheet_orders_read(&toy_orders, &toy_game, side, text,
	    strlen(text), 1, out), PBEM_OK);
}

START_TEST(rows_fill_json_and_receipt)
{
	struct sheet_check out;
	json_t *o;

	read_rows("move a1 12.5 3\n# fallen\nFIRE A2 B1\n", 0, &out);
	ck_assert_int_eq(out.nerrors, 0);
	ck_assert_str_eq(buf_str(&out.understood), "line 1: A1 moves to 12.5,3\n"
	    "line 3: A2 is gone: no order\n");
	ck_assert_uint_eq(json_array_size(out.orders), 1);
	o = json_array_get(out.orders, 0);
	ck_assert_str_eq(json_string_value(json_object_get(o, "unit")), "A1");
	ck_assert_str_eq(json_string_value(json_object_get(o, "op")), "MOVE");
	ck_assert_int_eq(json_integer_value(json_object_get(o, "x")), 1250);
	ck_assert_int_eq(json_integer_value(json_object_get(o, "y")), 300);
	ck_assert_uint_eq(json_object_size(o), 4);
	sheet_check_free(&out);
	read_rows("SET B1 6 NE 4.5in\n", 1, &out);
	ck_assert_int_eq(out.nerrors, 0);
	ck_assert_str_eq(buf_str(&out.understood),
	    "line 1: B1 sets 6 facing 45 for 4.5 in\n");
	o = json_array_get(out.orders, 0);
	ck_assert_int_eq(json_integer_value(json_object_get(o, "level")), 6);
	ck_assert_int_eq(json_integer_value(json_object_get(o, "facing")), 45);
	ck_assert_int_eq(json_integer_value(json_object_get(o, "run")), 450);
	sheet_check_free(&out);
	read_rows("FIRE b1 a1\n", 1, &out);
	ck_assert_str_eq(buf_str(&out.understood), "line 1: B1 fires at A1\n");
	sheet_check_free(&out);
	/* the board's edge is the game's, x 0..20 in, y 0..10 in */
	read_rows("MOVE A1 0 10in\n", 0, &out);
	ck_assert_int_eq(out.nerrors, 0);
	sheet_check_free(&out);
	read_rows("MOVE A1 0 10.01\n", 0, &out);
	ck_assert_int_eq(out.nerrors, 1);
	sheet_check_free(&out);
	/* a module's own point reader instead */
	{
		struct sheet_orders t = toy_orders;

		t.point = toy_point;
		sheet_check_init(&out);
		sheet_orders_read(&t, &toy_game, 0, "MOVE A1 12.5 3\n"
		    "MOVE A2 12 3\n", 27, 1, &out);
		ck_assert_int_eq(out.nerrors, 1);
		ck_assert_int_eq(out.errors[0].line, 1);
		ck_assert_str_eq(buf_str(&out.understood),
		    "line 2: A2 is gone: no order\n");
		sheet_check_free(&out);
	}
}
END_TEST

START_TEST(rows_refuse)
{
	struct sheet_check out;
	static const struct {
		const char *line, *why;
	} bad[] = {
		{ "MOVE", "no such order, or not its words" },
		{ "MOVE A1 3", "no such order, or not its words" },
		{ "WALK A1 3 3", "no such order, or not its words" },
		{ "MOVE B1 3 3", "not one of your units" },
		{ "MOVE Z9 3 3", "not one of your units" },
		{ "MOVE A1 30 3", "MOVE id x y: a point" },
		{ "MOVE A1 16 3", "too far east" },
		{ "FIRE A1 A2", "FIRE id enemy" },
		{ "FIRE A1 Q7", "FIRE id enemy" },
		{ "SET A1 7 N 1", "SET id 1-6 bearing length" },
		{ "SET A1 1 NX 1", "SET id 1-6 bearing length" },
		{ "SET A1 1 N 13", "SET id 1-6 bearing length" },
		/* a fallen unit's order is checked before it is noted */
		{ "MOVE A2 16 3", "too far east" },
	};
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		read_rows(bad[i].line, 0, &out);
		ck_assert_msg(out.nerrors == 1, "%s", bad[i].line);
		ck_assert_str_eq(out.errors[0].msg, bad[i].why);
		ck_assert_int_eq(out.errors[0].line, 1);
		ck_assert_ptr_null(out.orders);
		ck_assert_uint_eq(out.understood.len, 0);
		sheet_check_free(&out);
	}
	/* a second order for one unit, even after a refused first */
	read_rows("MOVE A1 30 3\nFIRE A1 B1\n\nMOVE a1 1 1\n", 0, &out);
	ck_assert_int_eq(out.nerrors, 3);
	ck_assert_int_eq(out.errors[1].line, 2);
	ck_assert_str_eq(out.errors[1].msg, "a second order for that unit");
	ck_assert_int_eq(out.errors[2].line, 4);
	ck_assert_ptr_null(out.orders);
	sheet_check_free(&out);
	/* the table's own words instead of the kit's */
	{
		struct sheet_orders t = toy_orders;

		t.twice = "one order a base";
		t.gone = "%s has been removed: no order";
		sheet_check_init(&out);
		sheet_orders_read(&t, &toy_game, 0, "FIRE A2 B1\nFIRE A2 B1\n",
		    22, 1, &out);
		ck_assert_str_eq(out.errors[0].msg, "one order a base");
		ck_assert_str_eq(buf_str(&out.understood),
		    "line 1: A2 has been removed: no order\n");
		sheet_check_free(&out);
	}
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("sheet_read");
	TCase *tc = tcase_create("read");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, errors_name_their_lines);
	tcase_add_test(tc, orders_kept_without_errors);
	tcase_add_test(tc, end_by_flag);
	tcase_add_test(tc, hostile_lines);
	tcase_add_test(tc, rows_fill_json_and_receipt);
	tcase_add_test(tc, rows_refuse);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
