/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_seam_decl.c - the kit's small pieces of a module's seam and
 * views, on a toy module: its callbacks declared in one line
 * (games/module.h: GAME_SEAM_DECLARE, GAME_SEAM_DECLARE_SIDE), filled
 * into a struct game_module and called through it; the phase due from
 * the sides' names with its summary from a format (games/game.h:
 * game_phase_due_said), as game_phase_due gives it; and a report's
 * section (game_report_section, game_report_none): its heading, what
 * was listed, or its "none".
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "pbem_limits.h"

struct toy_game {
	char side[2][GAME_NAME_LEN];
	int turn, over, nlisted;
};

/* The callbacks, declared by the kit's macros: a definition whose type
 * differed from its slot's would not compile. */
GAME_SEAM_DECLARE(toy);
GAME_SEAM_DECLARE_SIDE(toy2);

int
toy_scenario(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct toy_game *g = gv;

	(void)text, (void)len, (void)rules, (void)err;
	strcpy(g->side[0], "RED");
	strcpy(g->side[1], "BLUE");
	g->turn = 4;
	return PBEM_OK;
}

void
toy_phase(const void *gv, struct game_phase *out)
{
	const struct toy_game *g = gv;

	game_phase_due_said(out, g->turn, NULL, "orders", 1u << 1, g->side, 2,
	    "Turn %d: %s to act", g->turn, g->side[1]);
}

int
toy_parse(void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	(void)g, (void)text, (void)len, (void)first_line, (void)out;
	return side == 1 ? PBEM_OK : PBEM_ERR_PARSE;
}

int
toy_sheet(const void *g, int viewer, struct buf *out, struct buf *lesson)
{
	(void)g, (void)lesson;
	return buf_addf(out, "sheet %d\n", viewer);
}

int
toy_resolve(void *gv, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err)
{
	struct toy_game *g = gv;

	(void)orders, (void)dice, (void)log, (void)err;
	g->turn++;
	return PBEM_OK;
}

/* A section listing nlisted bases, "  none" when it lists nothing. */
int
toy_report(const void *gv, const json_t *events, int viewer,
    struct buf *out)
{
	const struct toy_game *g = gv;
	size_t at;
	int i;

	(void)events;
	at = game_report_section(out, "\n%s BASES%s\n", g->side[0],
	    viewer == 1 ? " IN SIGHT" : "");
	for (i = 0; i < g->nlisted; i++)
		buf_addf(out, "  B%d\n", i + 1);
	game_report_none(out, at, "  none\n");
	return out->failed;
}

int
toy_secrets(const void *g, const json_t *events, int viewer, json_t *tokens)
{
	(void)g, (void)events;
	return viewer == 0 ? json_array_append_new(tokens,
	    json_string("B9 at 1,2")) : PBEM_OK;
}

int
toy_draw(const void *g, const json_t *events, int viewer,
    struct drawing *out)
{
	(void)g, (void)events, (void)viewer;
	return drawing_failed(out);
}

/* toy2: only the side's five by the second macro */
void
toy2_phase(const void *g, struct game_phase *out)
{
	toy_phase(g, out);
}

int
toy2_sheet(const void *g, int viewer, struct buf *out, struct buf *lesson)
{
	return toy_sheet(g, viewer + 10, out, lesson);
}

int
toy2_parse(void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	return toy_parse(g, 1 - side, text, len, first_line, out);
}

int
toy2_report(const void *g, const json_t *events, int viewer,
    struct buf *out)
{
	return toy_report(g, events, viewer, out);
}

int
toy2_secrets(const void *g, const json_t *events, int viewer,
    json_t *tokens)
{
	return toy_secrets(g, events, 1 - viewer, tokens);
}

static const struct game_module toy_module = {
	GAME_MODULE_SIDES(struct toy_game, side),
	.scenario = toy_scenario,
	.phase = toy_phase,
	.parse = toy_parse,
	.sheet = toy_sheet,
	.resolve = toy_resolve,
	.report = toy_report,
	.secrets = toy_secrets,
	.draw = toy_draw,
};

static const struct game_module toy2_module = {
	GAME_MODULE_SIDES(struct toy_game, side),
	.scenario = toy_scenario,
	.phase = toy2_phase,
	.parse = toy2_parse,
	.sheet = toy2_sheet,
	.resolve = toy_resolve,
	.report = toy2_report,
	.secrets = toy2_secrets,
};

START_TEST(declared_and_called_through_the_slots)
{
	const struct game_module *m[2] = { &toy_module, &toy2_module };
	struct toy_game g;
	struct game_phase ph;
	struct pbem_err err;
	struct buf b;
	json_t *tok;
	int i;

	for (i = 0; i < 2; i++) {
		memset(&g, 0, sizeof g);
		memset(&err, 0, sizeof err);
		ck_assert_int_eq(m[i]->scenario("", 0, NULL, &g, &err), 0);
		ck_assert_int_eq(game_module_side_index(m[i], &g, "blue"), 1);
		ck_assert_int_eq(m[i]->resolve(&g, NULL, NULL, NULL, &err), 0);
		m[i]->phase(&g, &ph);
		ck_assert_int_eq(ph.turn, 5);
		ck_assert_str_eq(ph.summary, "Turn 5: BLUE to act");
		ck_assert_int_eq(m[i]->parse(&g, i == 0 ? 1 : 0, "", 0, 1,
		    NULL), 0);
		ck_assert_int_ne(m[i]->parse(&g, i == 0 ? 0 : 1, "", 0, 1,
		    NULL), 0);
		buf_init(&b, 1024);
		ck_assert_int_eq(m[i]->sheet(&g, 1, &b, NULL), 0);
		ck_assert_str_eq(buf_str(&b), i == 0 ? "sheet 1\n" :
		    "sheet 11\n");
		buf_free(&b);
		tok = json_array();
		ck_assert_int_eq(m[i]->secrets(&g, NULL, i == 0 ? 0 : 1, tok),
		    0);
		ck_assert_uint_eq(json_array_size(tok), 1);
		json_decref(tok);
	}
	ck_assert_ptr_nonnull(toy_module.draw);
	ck_assert_ptr_null(toy2_module.draw);
}
END_TEST

START_TEST(phase_due_said_as_due)
{
	static const char side[3][GAME_NAME_LEN] = { "NORTH", "SOUTH", "EAST" };
	struct game_phase a, b;

	game_phase_due_said(&a, 3, NULL, "orders", 1u << 1 | 1u << 2, side, 3,
	    "Turn %d of %d: %s and %s", 3, 9, side[1], side[2]);
	game_phase_due(&b, 3, NULL, "orders", 1u << 1 | 1u << 2, 3, side[0],
	    side[1], side[2]);
	ck_assert_str_eq(a.summary, "Turn 3 of 9: SOUTH and EAST");
	memset(a.summary, 0, sizeof a.summary);	/* b's is its own */
	ck_assert_mem_eq(&a, &b, sizeof a);
	ck_assert_str_eq(a.name, "south");	/* the first side due's own */
	ck_assert_int_eq(a.nsides, 2);
	ck_assert_str_eq(a.sides[1], "EAST");

	game_phase_due_said(&a, 0, "deploy", "deploy", GAME_DUE_ALL, side, 2,
	    "%s", "Deployment");
	ck_assert_str_eq(a.name, "deploy");
	ck_assert_str_eq(a.kind, "deploy");
	ck_assert_int_eq(a.nsides, 2);	/* only the game's nsides */
	ck_assert_str_eq(a.summary, "Deployment");
	ck_assert_int_eq(a.over, 0);
}
END_TEST

START_TEST(report_section_with_none)
{
	struct toy_game g;
	struct buf b;
	size_t at;

	memset(&g, 0, sizeof g);
	strcpy(g.side[0], "RED");
	buf_init(&b, 1024);
	toy_report(&g, NULL, 1, &b);
	ck_assert_str_eq(buf_str(&b), "\nRED BASES IN SIGHT\n  none\n");
	buf_reset(&b);
	g.nlisted = 2;
	toy_report(&g, NULL, 0, &b);
	ck_assert_str_eq(buf_str(&b), "\nRED BASES\n  B1\n  B2\n");
	buf_free(&b);

	/* a buffer that fails keeps failing: no "none" past its limit */
	buf_init(&b, 8);
	at = game_report_section(&b, "%s", "\nA LONG HEADING\n");
	game_report_none(&b, at, "  none\n");
	ck_assert_int_ne(b.failed, 0);
	ck_assert_str_eq(buf_str(&b), "");
	buf_free(&b);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("seam_decl");
	TCase *tc = tcase_create("seam");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, declared_and_called_through_the_slots);
	tcase_add_test(tc, phase_due_said_as_due);
	tcase_add_test(tc, report_section_with_none);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
