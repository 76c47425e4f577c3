/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_scen_rows.c - the kit's scenario rows (scenario_rows.h) on a toy
 * game: every word kind, every refusal with its line, lists and their
 * bounds, sides, keywords only after another, required ones named at
 * the end, a module's check; hostile lines (huge numbers, too many
 * rows, empty words).  Also word_xy (sheet_words.h).
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "plane.h"
#include "scenario_lines.h"
#include "scenario_rows.h"
#include "sheet_words.h"

struct toy_unit {
	char id[6];
	int side, x, y, facing;
};
struct toy_wall {
	int n;
	struct plane_pt p[4];
};
struct toy_level {
	int max;
	char text[8];
};
struct toy {
	char name[16], banner[16];
	int banner_at, w, h, turns, spot_x, spot_y;
	char side[2][12];
	int supplies[2];
	int nunits;
	struct toy_unit u[3];
	int nwalls;
	struct toy_wall wall[2];
	int nfences;
	struct toy_wall fence[1];
	int nlevels;
	struct toy_level level[2];
};

static const struct word_unit inches[] = {
	{ "", 10 }, { "in", 10 }, { NULL, 0 },
};

/* A unit may not stand on the spot (a rule the rows cannot say). */
static const char *
off_spot(void *gv, void *at)
{
	const struct toy *g = gv;
	const struct toy_unit *u = at;

	return u->x == g->spot_x && u->y == g->spot_y ? "UNIT: on the spot" :
	    NULL;
}

#define G	struct toy
#define U	struct toy_unit
#define W	struct toy_wall
#define L	struct toy_level
static const struct scen_row toy_rows[] = {
	SR_KEY("NAME", "NAME text"),
	  SR_TEXT(G, name),
	SR_KEY("BANNER", "BANNER text row"),		/* text, then a word */
	  SR_TEXT(G, banner),
	  SR_INT(G, banner_at, 1, 9),
	SR_KEY_REQUIRED("TABLE", "TABLE: width and depth, 1 to 50 in"),
	  SR_LENGTH(G, w, 10, 500),
	  SR_LENGTH(G, h, 10, 500),
	SR_KEY_REQUIRED("TURNS", "TURNS: 1 to 99"),
	  SR_INT(G, turns, 1, 99),
	SR_KEY("SIDE", "SIDE: two sides, each a new word"),
	  SR_NEW_SIDE(8, NULL),
	SR_KEY("SUPPLIES", "SUPPLIES side n"),
	  SR_SIDE_COLUMN(NULL),
	  SR_INT_OF_SIDE(G, supplies, 0, 9),
	SR_KEY("SPOT", "SPOT x,y on the table"),
	  SR_AFTER("TABLE"),
	  SR_POINT(G, spot_x, spot_y, NULL),
	SR_LIST("UNIT", G, u, nunits, 3, "UNIT id side x y facing",
	    "UNIT: too many"),
	  SR_AFTER("TABLE"),
	  SR_ID(U, id, sizeof ((U *)0)->id, "UNIT: a new id"),
	  SR_SIDE(U, side, "UNIT: no such side"),
	  SR_XY(U, x, y, "UNIT: x y on the table"),
	  SR_BEARING(U, facing, "UNIT: a facing"),
	  SR_CHECK(off_spot),
	SR_LIST("WALL", G, wall, nwalls, 2, "WALL x y x y x y ...",
	    "WALL: too many"),
	  SR_AFTER("TABLE"),
	  SR_POLY_XY(W, p, n, 3, "WALL: points on the table"),
	SR_LIST("FENCE", G, fence, nfences, 1, "FENCE x,y x,y ...", NULL),
	  SR_AFTER("TABLE"),
	  SR_POLY(W, p, n, 2, "FENCE: points on the table"),
	SR_LIST("LEVEL", G, level, nlevels, 2, "LEVEL max text", NULL),
	  SR_INT(L, max, -999, 9999),
	  SR_WORD(L, text),
};
#undef G
#undef U
#undef W
#undef L

static const struct scen_rows toy_table = {
	.rows = toy_rows, .nrows = SCEN_NF(toy_rows), .how = SCEN_FOLD,
	.units = inches, .width = offsetof(struct toy, w),
	.depth = offsetof(struct toy, h), .sides = offsetof(struct toy, side),
	.nsides = 2, .side_size = sizeof ((struct toy *)0)->side[0],
};

/* Three lines every scenario below starts with. */
#define HEAD	"TABLE 30 20.5\nTURNS 7\nSIDE RED\n"

static int
toy_read(const struct scen_rows *t, const char *text, struct toy *g,
    int *end, struct pbem_err *err)
{
	memset(g, 0, sizeof *g);
	memset(err, 0, sizeof *err);
	return scen_rows_read(t, g, text, strlen(text), SHEET_WORDS_QUOTES,
	    SHEET_MAX_WORDS, end, err);
}

START_TEST(every_kind_read)
{
	struct pbem_err err;
	struct toy g;
	int end = 0;

	ck_assert_int_eq(toy_read(&toy_table, "# a toy\n"
	    "NAME  The   long  field\n" HEAD "side Blue\n"
	    "SUPPLIES blue 4\nSPOT 3,4.5\n"
	    "UNIT a1 RED 1.5 2 NE\nUNIT B_2 blue 30 20.5 270\n"
	    "WALL 1 1 2 1 2 2 1 2\nFENCE 0,0 30,20.5\n"
	    "LEVEL -5 \"Draw game\"\nBANNER  Up the   reds 3\n\n", &g, &end,
	    &err), PBEM_OK);
	ck_assert_int_eq(end, 15);
	ck_assert_str_eq(g.banner, "Up the reds");
	ck_assert_int_eq(g.banner_at, 3);
	ck_assert_str_eq(g.name, "The long field");	/* one blank */
	ck_assert_int_eq(g.w, 300);
	ck_assert_int_eq(g.h, 205);
	ck_assert_int_eq(g.turns, 7);
	ck_assert_str_eq(g.side[0], "RED");
	ck_assert_str_eq(g.side[1], "Blue");		/* as written */
	ck_assert_int_eq(g.supplies[0], 0);
	ck_assert_int_eq(g.supplies[1], 4);
	ck_assert_int_eq(g.spot_x, 30);
	ck_assert_int_eq(g.spot_y, 45);
	ck_assert_int_eq(g.nunits, 2);
	ck_assert_str_eq(g.u[0].id, "a1");
	ck_assert_int_eq(g.u[0].side, 0);
	ck_assert_int_eq(g.u[0].x, 15);
	ck_assert_int_eq(g.u[0].y, 20);
	ck_assert_int_eq(g.u[0].facing, 45);
	ck_assert_str_eq(g.u[1].id, "B_2");
	ck_assert_int_eq(g.u[1].side, 1);
	ck_assert_int_eq(g.u[1].x, 300);
	ck_assert_int_eq(g.u[1].y, 205);
	ck_assert_int_eq(g.u[1].facing, 270);
	ck_assert_int_eq(g.nwalls, 1);
	ck_assert_int_eq(g.wall[0].n, 4);
	ck_assert_int_eq(g.wall[0].p[2].x, 20);
	ck_assert_int_eq(g.wall[0].p[2].y, 20);
	ck_assert_int_eq(g.wall[0].p[3].x, 10);
	ck_assert_int_eq(g.nfences, 1);
	ck_assert_int_eq(g.fence[0].n, 2);
	ck_assert_int_eq(g.fence[0].p[1].x, 300);
	ck_assert_int_eq(g.fence[0].p[1].y, 205);
	ck_assert_int_eq(g.nlevels, 1);
	ck_assert_int_eq(g.level[0].max, -5);
	ck_assert_str_eq(g.level[0].text, "Draw ga");	/* cut to size */
}
END_TEST

/* Each bad fourth line (after HEAD) and the refusal it gets. */
static const struct {
	const char *line, *msg;
} bad[] = {
	{ "TURNS 0", "TURNS: 1 to 99" },
	{ "TURNS 100", "TURNS: 1 to 99" },
	{ "TURNS 7.5", "TURNS: 1 to 99" },
	{ "TURNS", "TURNS: 1 to 99" },
	{ "TURNS 7 8", "TURNS: 1 to 99" },
	{ "TURNS 99999999999999999999999999", "TURNS: 1 to 99" },
	{ "TURNS -9223372036854775808", "TURNS: 1 to 99" },
	{ "TURNS \"\"", "TURNS: 1 to 99" },
	{ "TABLE 30", "TABLE: width and depth, 1 to 50 in" },
	{ "TABLE 30 50.1", "TABLE: width and depth, 1 to 50 in" },
	{ "TABLE 30 0.05", "TABLE: width and depth, 1 to 50 in" },
	{ "TABLE 30 20yd", "TABLE: width and depth, 1 to 50 in" },
	{ "TABLE 1e9 20", "TABLE: width and depth, 1 to 50 in" },
	{ "NAME", "NAME text" },
	{ "SIDE RED", "SIDE: two sides, each a new word" },
	{ "SIDE red", "SIDE: two sides, each a new word" },
	{ "SIDE 9LIVES", "SIDE: two sides, each a new word" },
	{ "SIDE NINELIVES", "SIDE: two sides, each a new word" },
	{ "SIDE \"\"", "SIDE: two sides, each a new word" },
	{ "SUPPLIES GREEN 3", "SUPPLIES side n" },
	{ "SUPPLIES RED 10", "SUPPLIES side n" },
	{ "SUPPLIES RED", "SUPPLIES side n" },
	{ "SPOT 3 4", "SPOT x,y on the table" },
	{ "SPOT 31,4", "SPOT x,y on the table" },
	{ "SPOT -1,4", "SPOT x,y on the table" },
	{ "UNIT a1 RED 1 2", "UNIT id side x y facing" },
	{ "UNIT 1a RED 1 2 N", "UNIT: a new id" },
	{ "UNIT abcdef RED 1 2 N", "UNIT: a new id" },
	{ "UNIT \"\" RED 1 2 N", "UNIT: a new id" },
	{ "UNIT a1 BLUE 1 2 N", "UNIT: no such side" },
	{ "UNIT a1 RED 1 20.6 N", "UNIT: x y on the table" },
	{ "UNIT a1 RED 1,2 3 N", "UNIT: x y on the table" },
	{ "UNIT a1 RED 1 2 360", "UNIT: a facing" },
	{ "UNIT a1 RED 0 0 N", "UNIT: on the spot" },
	{ "WALL 1 1 2 1", "WALL x y x y x y ..." },
	{ "WALL 1 1 2 1 2 2 1", "WALL x y x y x y ..." },
	{ "WALL 1 1 2 1 2 2 1 2 3 3", "WALL: too many" },
	{ "WALL 1 1 2 1 2 99", "WALL: points on the table" },
	{ "FENCE 1,1", "FENCE x,y x,y ..." },
	{ "FENCE 1,1 2,2 3,3 4,4 5,5", "FENCE: points on the table" },
	{ "FENCE 1,1 2", "FENCE: points on the table" },
	{ "LEVEL x y", "LEVEL max text" },
	{ "BANNER 3", "BANNER text row" },
	{ "BANNER", "BANNER text row" },
	{ "BANNER Up 0", "BANNER text row" },
	{ "LEVEL 10000 y", "LEVEL max text" },
	{ "UNITS a1 RED 1 2 N", "unknown keyword \"UNITS\"" },
	{ "AVERYLONGKEYWORDOFTHIRTYTWOLETTERS",
	    "unknown keyword \"AVERYLONGKEYWORDOFTHIRTY\"" },
};

START_TEST(each_refusal_names_its_line)
{
	char text[300], want[200];
	struct pbem_err err;
	struct toy g;
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		snprintf(text, sizeof text, HEAD "\n%s\nTURNS 5\n", bad[i].line);
		snprintf(want, sizeof want, "scenario line 5: %s", bad[i].msg);
		ck_assert_msg(toy_read(&toy_table, text, &g, NULL, &err) ==
		    PBEM_ERR_PARSE, "accepted: %s", bad[i].line);
		ck_assert_msg(strcmp(err.msg, want) == 0, "%s: got \"%s\"",
		    bad[i].line, err.msg);
		ck_assert_int_eq(err.line, 5);
	}
}
END_TEST

START_TEST(lists_are_bounded)
{
	struct pbem_err err;
	struct toy g;

	/* a third side, a fourth unit, a third wall, a second fence */
	ck_assert_int_eq(toy_read(&toy_table, HEAD "SIDE BLUE\nSIDE GREEN\n",
	    &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 5: SIDE: two sides, each a "
	    "new word");
	ck_assert_int_eq(toy_read(&toy_table, HEAD "UNIT a RED 1 1 N\n"
	    "UNIT b RED 1 1 N\nUNIT c RED 1 1 N\nUNIT d RED 1 1 N\n", &g,
	    NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 7: UNIT: too many");
	ck_assert_int_eq(g.nunits, 3);
	ck_assert_int_eq(toy_read(&toy_table, HEAD "WALL 1 1 2 1 2 2\n"
	    "WALL 1 1 2 1 2 2\nWALL 1 1 2 1 2 2\n", &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 6: WALL: too many");
	ck_assert_int_eq(toy_read(&toy_table, HEAD "FENCE 1,1 2,2\n"
	    "FENCE 1,1 2,2\n", &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 5: FENCE x,y x,y ...");
	/* an id is new within its list, case ignored; a refused element is
	 * not counted */
	ck_assert_int_eq(toy_read(&toy_table, HEAD "UNIT a RED 1 1 N\n"
	    "UNIT A RED 1 1 N\n", &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 5: UNIT: a new id");
	ck_assert_int_eq(g.nunits, 1);
	/* a full list stays refused however many more lines come */
	ck_assert_int_eq(toy_read(&toy_table, HEAD "LEVEL 1 a\nLEVEL 2 b\n"
	    "LEVEL 3 c\nLEVEL 4 d\n", &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 6: LEVEL max text");
	ck_assert_int_eq(g.nlevels, 2);
}
END_TEST

START_TEST(after_and_required)
{
	struct pbem_err err;
	struct toy g;
	int end = 0;

	ck_assert_int_eq(toy_read(&toy_table, "TURNS 3\nUNIT a RED 1 1 N\n",
	    &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: UNIT comes after TABLE");
	ck_assert_int_eq(toy_read(&toy_table, "SPOT 1,1\n", &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: SPOT comes after TABLE");
	/* a missing required keyword is named at the last line read */
	ck_assert_int_eq(toy_read(&toy_table, "TABLE 5 5\n\n# end\n", &g,
	    &end, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 3: no TURNS line");
	ck_assert_int_eq(toy_read(&toy_table, "TURNS 5\n", &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: no TABLE line");
	ck_assert_int_eq(toy_read(&toy_table, "", &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 0: no TABLE line");
	/* a keyword read twice keeps the last */
	ck_assert_int_eq(toy_read(&toy_table, HEAD "TURNS 9\n", &g, &end,
	    &err), PBEM_OK);
	ck_assert_int_eq(g.turns, 9);
	ck_assert_int_eq(end, 4);
}
END_TEST

/* A module's own texts, exact keywords, a miscount as unknown. */
static const struct scen_rows strict_table = {
	.rows = toy_rows, .nrows = SCEN_NF(toy_rows),
	.how = SCEN_MISCOUNT_UNKNOWN, .units = inches,
	.width = offsetof(struct toy, w), .depth = offsetof(struct toy, h),
	.sides = offsetof(struct toy, side), .nsides = 2,
	.side_size = sizeof ((struct toy *)0)->side[0],
	.unknown = "not a line of mine: %s", .early = "too early for %s",
	.missing = "TABLE and TURNS",
};

START_TEST(module_texts)
{
	struct pbem_err err;
	struct toy g;

	ck_assert_int_eq(toy_read(&strict_table, "turns 5\n", &g, NULL,
	    &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: not a line of mine: "
	    "turns");
	ck_assert_int_eq(toy_read(&strict_table, "TURNS 5 6\n", &g, NULL,
	    &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: not a line of mine: "
	    "TURNS");
	ck_assert_int_eq(toy_read(&strict_table, "TABLE 5 5\nWALL 1 1 2 2\n",
	    &g, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: not a line of mine: "
	    "WALL");
	ck_assert_int_eq(toy_read(&strict_table, "TURNS 500\n", &g, NULL,
	    &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: TURNS: 1 to 99");
	ck_assert_int_eq(toy_read(&strict_table, "WALL 1 1 2 2 3 3\n", &g,
	    NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: too early for WALL");
	ck_assert_int_eq(toy_read(&strict_table, "TABLE 5 5\n", &g, NULL,
	    &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: TABLE and TURNS");
}
END_TEST

/* A module's own reader: the rows take their lines, the rest is its. */
START_TEST(line_by_line)
{
	struct scen_rows_rd rd;
	struct pbem_err err;
	struct toy g;
	char l1[] = "TURNS 4", l2[] = "TERRAIN ...", *w[4];

	memset(&g, 0, sizeof g);
	memset(&err, 0, sizeof err);
	scen_rows_init(&rd, &toy_table, &g);
	ck_assert_int_eq(sheet_words(l1, w, 4, 0), 2);
	ck_assert_int_eq(scen_rows_line(&rd, 3, w, 2, &err), PBEM_OK);
	ck_assert_int_eq(g.turns, 4);
	ck_assert_int_eq(sheet_words(l2, w, 4, 0), 2);
	ck_assert_int_eq(scen_rows_line(&rd, 4, w, 2, &err), SCEN_ROWS_OTHER);
	ck_assert_str_eq(err.msg, "");
	ck_assert_int_eq(scen_rows_end(&rd, 9, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 9: no TABLE line");
	ck_assert_int_eq(err.line, 9);
}
END_TEST

START_TEST(hostile_input)
{
	static char text[40000];
	struct pbem_err err;
	struct toy g;
	size_t n = 0;
	int i;

	/* thousands of rows: the lists stay within their bounds */
	n = (size_t)snprintf(text, sizeof text, "%s", HEAD);
	for (i = 0; i < 2000 && n + 40 < sizeof text; i++)
		n += (size_t)snprintf(text + n, sizeof text - n,
		    "UNIT u%d RED 1 1 N\n", i);
	ck_assert_int_eq(toy_read(&toy_table, text, &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 7: UNIT: too many");
	ck_assert_int_eq(g.nunits, 3);
	/* a line of more words than a reader takes */
	n = (size_t)snprintf(text, sizeof text, "TABLE 5 5\nWALL");
	for (i = 0; i < 100; i++)	/* 201 words, 404 bytes */
		n += (size_t)snprintf(text + n, sizeof text - n, " 1 1");
	ck_assert_int_eq(toy_read(&toy_table, text, &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: too many words");
	/* a name far longer than its field is cut, not overrun */
	memset(text, 'x', 500);
	memcpy(text, "NAME ", 5);
	text[500] = '\0';
	ck_assert_int_eq(toy_read(&toy_table, text, &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_int_eq((int)strlen(g.name), 15);
	/* empty words, NUL-free junk */
	ck_assert_int_eq(toy_read(&toy_table, "NAME \"\"\n" HEAD, &g, NULL,
	    &err), PBEM_OK);
	ck_assert_str_eq(g.name, "");
	ck_assert_int_eq(toy_read(&toy_table, "\"\" 5\n", &g, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: unknown keyword \"\"");
}
END_TEST

START_TEST(word_xy_reads_two_words)
{
	int x = -1, y = -1;

	ck_assert_int_eq(word_xy("1.5", "2in", inches, 300, 205, &x, &y), 0);
	ck_assert_int_eq(x, 15);
	ck_assert_int_eq(y, 20);
	ck_assert_int_eq(word_xy("30", "20.5", inches, 300, 205, &x, &y), 0);
	ck_assert_int_eq(x, 300);
	ck_assert_int_eq(y, 205);
	x = y = -1;
	ck_assert_int_eq(word_xy("30.1", "0", inches, 300, 205, &x, &y), -1);
	ck_assert_int_eq(word_xy("0", "-1", inches, 300, 205, &x, &y), -1);
	ck_assert_int_eq(word_xy("1,2", "0", inches, 300, 205, &x, &y), -1);
	ck_assert_int_eq(word_xy("0.05", "0", inches, 300, 205, &x, &y), -1);
	ck_assert_int_eq(word_xy("", "0", inches, 300, 205, &x, &y), -1);
	ck_assert_int_eq(word_xy("1", "1", inches, 3000000000, 205, &x, &y),
	    -1);
	ck_assert_int_eq(x, -1);	/* untouched when refused */
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("scen_rows");
	TCase *tc = tcase_create("rows");

	tcase_add_test(tc, every_kind_read);
	tcase_add_test(tc, each_refusal_names_its_line);
	tcase_add_test(tc, lists_are_bounded);
	tcase_add_test(tc, after_and_required);
	tcase_add_test(tc, module_texts);
	tcase_add_test(tc, line_by_line);
	tcase_add_test(tc, hostile_input);
	tcase_add_test(tc, word_xy_reads_two_words);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
