/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_game_kit.c - toy tests of what every rules module's plumbing
 * shares: the scenario reading loop (scenario_read), the phase a game
 * is in (game_phase_due) and a run of points (word_points).
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "game.h"
#include "scenario_lines.h"
#include "sheet_words.h"

/* A toy reader: remembers each line's number and first word, refuses
 * the keyword BAD with the reason a module would give. */
struct toy {
	int n, line[8], words[8];
	char first[8][16];
};

static int
toy_line(void *tv, int line, char **tok, int n, struct pbem_err *err)
{
	struct toy *t = tv;

	if (strcmp(tok[0], "BAD") == 0)
		return scenario_fail(err, line, "unknown keyword %s", tok[0]);
	if (t->n < 8) {
		t->line[t->n] = line;
		t->words[t->n] = n;
		snprintf(t->first[t->n], sizeof t->first[0], "%s", tok[0]);
		t->n++;
	}
	return PBEM_OK;
}

static int
toy_read(const char *text, unsigned flags, int max, struct toy *t,
    int *lines, struct pbem_err *err)
{
	memset(t, 0, sizeof *t);
	memset(err, 0, sizeof *err);
	return scenario_read(text, strlen(text), flags, max, toy_line, t,
	    lines, err);
}

START_TEST(scenario_read_lines_words_and_errors)
{
	struct pbem_err err;
	struct toy t;
	char big[PBEM_MAX_LINE + 40];
	int lines = -1;

	/* blank and comment lines skipped, numbers kept, CR LF too */
	ck_assert_int_eq(toy_read("A 1 2\r\n\n# note\nB \"x y\" z\n\n",
	    SHEET_WORDS_QUOTES, 8, &t, &lines, &err), PBEM_OK);
	ck_assert_int_eq(t.n, 2);
	ck_assert_int_eq(t.line[0], 1);
	ck_assert_int_eq(t.words[0], 3);
	ck_assert_str_eq(t.first[1], "B");
	ck_assert_int_eq(t.line[1], 4);
	ck_assert_int_eq(t.words[1], 3);	/* "x y" is one word */
	ck_assert_int_eq(lines, 5);		/* the end, for a last check */
	/* the reader's refusal stops the reading at its line */
	ck_assert_int_eq(toy_read("A\nBAD x\nC\n", 0, 8, &t, &lines, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: unknown keyword BAD");
	ck_assert_int_eq(err.line, 2);
	ck_assert_int_eq(t.n, 1);
	/* too many words, and the open quote under CLOSE_QUOTE */
	ck_assert_int_eq(toy_read("A\nB 1 2 3\n", 0, 3, &t, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: too many words");
	ck_assert_int_eq(toy_read("A \"open\n", SHEET_WORDS_QUOTES |
	    SHEET_WORDS_CLOSE_QUOTE, 8, &t, NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: too many words or an "
	    "open quote");
	/* a line too long is named by its own number */
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	big[0] = 'A';
	big[1] = '\n';
	ck_assert_int_eq(toy_read(big, 0, 8, &t, NULL, &err),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 2: line too long");
	ck_assert_int_eq(t.n, 1);
	/* SCENARIO_RAW: every line whole, blank ones too, unsplit */
	ck_assert_int_eq(toy_read("A b c\n\n# d\n", SCENARIO_RAW, 1, &t,
	    &lines, &err), PBEM_OK);
	ck_assert_int_eq(t.n, 3);
	ck_assert_str_eq(t.first[0], "A b c");
	ck_assert_str_eq(t.first[1], "");
	ck_assert_str_eq(t.first[2], "# d");
	ck_assert_int_eq(t.words[2], 1);
	/* SCENARIO_SEMICOLON: statements, each with the line's number,
	 * but a ';' after a '#' is comment */
	ck_assert_int_eq(toy_read("A 1; B 2 ;;C\nD # x; E\n",
	    SCENARIO_SEMICOLON, 8, &t, NULL, &err), PBEM_OK);
	ck_assert_int_eq(t.n, 4);
	ck_assert_str_eq(t.first[1], "B");
	ck_assert_int_eq(t.line[2], 1);
	ck_assert_str_eq(t.first[2], "C");
	ck_assert_str_eq(t.first[3], "D");
	ck_assert_int_eq(t.line[3], 2);
	ck_assert_int_eq(toy_read("A; BAD\n", SCENARIO_SEMICOLON, 8, &t,
	    NULL, &err), PBEM_ERR_PARSE);
	ck_assert_str_eq(err.msg, "scenario line 1: unknown keyword BAD");
	/* nothing at all: no line, no call */
	ck_assert_int_eq(toy_read("", 0, 8, &t, &lines, &err), PBEM_OK);
	ck_assert_int_eq(lines, 0);
	ck_assert_int_eq(t.n, 0);
}
END_TEST

START_TEST(phase_due_and_over)
{
	struct game_phase ph;
	const char south[] = "SOUTH";

	memset(&ph, 'x', sizeof ph);		/* all of it set anew */
	game_phase_due(&ph, 3, "turn", "orders", GAME_DUE_ALL, 2, "NORTH",
	    south);
	ck_assert_int_eq(ph.turn, 3);
	ck_assert_str_eq(ph.name, "turn");
	ck_assert_str_eq(ph.kind, "orders");
	ck_assert_int_eq(ph.nsides, 2);
	ck_assert_str_eq(ph.sides[0], "NORTH");
	ck_assert_str_eq(ph.sides[1], "SOUTH");
	ck_assert_int_eq(ph.over, 0);
	ck_assert_str_eq(ph.summary, "");	/* the module's own words */
	ck_assert_str_eq(ph.result, "");
	/* one side due: its own phase, named in lower case */
	game_phase_due(&ph, 4, NULL, "turn", 1u << 1, 2, "NORTH", south);
	ck_assert_int_eq(ph.nsides, 1);
	ck_assert_str_eq(ph.sides[0], "SOUTH");
	ck_assert_str_eq(ph.name, "south");
	/* the mask picks among three, in the game's order */
	game_phase_due(&ph, 1, "r2", "fire", 5u, 3, "A", "B", "C");
	ck_assert_int_eq(ph.nsides, 2);
	ck_assert_str_eq(ph.sides[0], "A");
	ck_assert_str_eq(ph.sides[1], "C");
	/* nobody due */
	game_phase_due(&ph, 1, NULL, "none", 0u, 2, "A", "B");
	ck_assert_int_eq(ph.nsides, 0);
	ck_assert_str_eq(ph.name, "");
	/* over, also set anew */
	memset(&ph, 'x', sizeof ph);
	game_phase_over(&ph, 7, 8, "SOUTH wins");
	ck_assert_int_eq(ph.over, 1);
	ck_assert_int_eq(ph.nsides, 0);
	ck_assert_str_eq(ph.name, "over");
	ck_assert_str_eq(ph.summary, "Game over after turn 7 of 8: SOUTH "
	    "wins");
	game_phase_over(&ph, 7, 0, "a draw");
	ck_assert_str_eq(ph.summary, "Game over after turn 7: a draw");
	ck_assert_str_eq(ph.result, "a draw");
}
END_TEST

START_TEST(points_in_a_run)
{
	static const struct word_unit in[] = { { "", 1000 }, { "in", 1000 },
		{ NULL, 0 } };
	char w0[] = "1,2", w1[] = "4.5,0in", w2[] = "48,12", w3[] = "width",
	    w4[] = "3,3", bad[] = "49,1", half[] = "1,", plain[] = "7";
	char *run[] = { w0, w1, w2, w3, w4 };
	char *off[] = { w0, bad, w2 };
	char *open[] = { w0, half };
	char *none[] = { plain, w0 };
	int64_t x[4], y[4];

	/* the run ends at the first word with no comma */
	ck_assert_int_eq(word_points(run, 5, in, 48000, 12000, x, y, 4), 3);
	ck_assert_int_eq(x[0], 1000);
	ck_assert_int_eq(y[0], 2000);
	ck_assert_int_eq(x[1], 4500);
	ck_assert_int_eq(y[1], 0);
	ck_assert_int_eq(x[2], 48000);
	ck_assert_int_eq(y[2], 12000);
	/* n bounds it; a comma word that is no point on the board: -1 - i */
	ck_assert_int_eq(word_points(run, 2, in, 48000, 12000, x, y, 4), 2);
	ck_assert_int_eq(word_points(off, 3, in, 48000, 12000, x, y, 4), -2);
	ck_assert_int_eq(word_points(open, 2, in, 48000, 12000, x, y, 4),
	    -2);
	/* one more than max, also -1 - i; none at all, 0 */
	ck_assert_int_eq(word_points(run, 3, in, 48000, 12000, x, y, 2), -3);
	ck_assert_int_eq(word_points(run, 3, in, 48000, 12000, x, y, 3), 3);
	ck_assert_int_eq(word_points(none, 2, in, 48000, 12000, x, y, 4), 0);
	ck_assert_int_eq(word_points(run, 0, in, 48000, 12000, x, y, 4), 0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("game_kit");
	TCase *tc = tcase_create("kit");
	SRunner *sr;
	int failed;

	tcase_add_test(tc, scenario_read_lines_words_and_errors);
	tcase_add_test(tc, phase_due_and_over);
	tcase_add_test(tc, points_in_a_run);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
