/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_layout.c - a token's badges laid out so none hides
 * another (render_layout.c): for every set of badges a token can carry,
 * with and without a combat burst in its place, facing every way or
 * none, at every size the maps draw a token, each badge is placed, no
 * two parts overlap and none covers the facing pointer.  The checks
 * themselves are checked first on parts that do overlap.
 */
#include <math.h>
#include <string.h>

#include "render_layout.h"
#include "test_pictures.h"

/* What is wrong with layout l of a token with status st, or NULL. */
static const char *
layout_fault(const struct rl_token *l, unsigned st, int combat)
{
	int i, j, want = combat;
	unsigned b;

	for (b = 0; b < DRAW_ST_COUNT; b++)
		if ((st & (1u << b)) && (1u << b) != DRAW_ST_LAST_KNOWN &&
		    (1u << b) != DRAW_ST_SPOTTED && (1u << b) != DRAW_ST_LOST)
			want++;
	if (l->n != want)
		return "a badge left out";
	for (i = 0; i < l->n; i++) {
		if (l->has_pointer && rl_circle_triangle(l->spot[i].x,
		    l->spot[i].y, l->spot[i].r, l->ptr, 0))
			return "a badge on the facing pointer";
		for (j = i + 1; j < l->n; j++)
			if (hypot(l->spot[i].x - l->spot[j].x, l->spot[i].y -
			    l->spot[j].y) < l->spot[i].r + l->spot[j].r)
				return "two badges overlap";
	}
	if (((st & DRAW_ST_SPOTTED) != 0) != (l->ring > 0))
		return "the spotted ring missing or unwanted";
	return NULL;
}

static void
checks_can_fail(void)
{
	struct draw_token t;
	struct rl_token l;

	memset(&t, 0, sizeof t);
	t.facing = 0;
	rl_token_layout(&t, 20, 0, &l);
	/* a badge on the pointer's tip, then two badges on one spot */
	l.spot[0] = (struct rl_spot){ 0, l.ptr[0][0], l.ptr[0][1], 6 };
	l.n = 1;
	CHECK(layout_fault(&l, DRAW_ST_DISORDERED, 0) != NULL,
	    "a badge on the pointer not seen");
	l.spot[0] = (struct rl_spot){ 0, 20, 0, 6 };
	l.spot[1] = (struct rl_spot){ 3, 25, 3, 6 };
	l.n = 2;
	CHECK(layout_fault(&l, DRAW_ST_DISORDERED | DRAW_ST_BLOODIED, 0) !=
	    NULL, "two overlapping badges not seen");
	l.n = 1;
	CHECK(layout_fault(&l, DRAW_ST_DISORDERED | DRAW_ST_BLOODIED, 0) !=
	    NULL, "a missing badge not seen");
}

/* A game's result longer than a legend line is told whole, over as many
 * notes as it needs, cut between words (it was cut at "BLUE 9 o"). */
static void
long_note(void)
{
	const char *res = "Army morale: RED demoralised with 9 of 14 VP "
	    "lost, BLUE 9 of 15 VP lost; RED wins on medals at the turn "
	    "limit (turn 10)";
	struct drawing d;
	char back[512] = "";
	int i;

	drawing_init(&d, "unit", 100, 100, 10);
	drawing_note(&d, "first");
	CHECK(drawing_note_wrapped(&d, res) == 0, "a long note refused");
	CHECK(d.nnotes == 3, "%d notes, not 1 + 2", d.nnotes);
	for (i = 1; i < d.nnotes; i++) {
		CHECK(d.note[i][0] != ' ' && d.note[i][strlen(d.note[i]) - 1]
		    != ' ', "a note cut inside a word: \"%s\"", d.note[i]);
		snprintf(back + strlen(back), sizeof back - strlen(back),
		    "%s%s", i > 1 ? " " : "", d.note[i]);
	}
	CHECK(strcmp(back, res) == 0, "the result not told whole: %s", back);
	for (i = 0; i < 20; i++)
		drawing_note_wrapped(&d, res);
	CHECK(!drawing_failed(&d) && d.nnotes == DRAW_MAX_NOTES, "notes "
	    "past the limit made the drawing fail");
	drawing_free(&d);
}

void
test_layout(void)
{
	static const double radius[] = { 6, 10, 13.5, 16.5, 23, 30, 60 };
	struct draw_token t;
	struct rl_token l;
	const char *why;
	unsigned st;
	size_t k;
	int f, combat, bad = 0;

	checks_can_fail();
	long_note();
	memset(&t, 0, sizeof t);
	for (k = 0; k < sizeof radius / sizeof radius[0]; k++)
		for (st = 0; st < (1u << DRAW_ST_COUNT); st++) {
			if (st & DRAW_ST_LAST_KNOWN)
				continue;
			for (f = -15; f < 360; f += 15)
				for (combat = 0; combat < 2; combat++) {
					t.status = st;
					t.facing = f < 0 ? DRAW_NO_FACING : f;
					rl_token_layout(&t, radius[k], combat,
					    &l);
					why = layout_fault(&l, st, combat);
					if (why != NULL && bad++ < 5)
						CHECK(0, "r %.1f status %#x "
						    "facing %d combat %d: %s",
						    radius[k], st, f, combat,
						    why);
				}
		}
	CHECK(bad == 0, "%d token layouts with parts overlapping", bad);
	/* the case the Far Side demo showed: a burst beside a disordered,
	 * bloodied gun with a leader, facing NW */
	t.status = DRAW_ST_DISORDERED | DRAW_ST_BLOODIED | DRAW_ST_LEADER;
	t.facing = 315;
	rl_token_layout(&t, 22, 1, &l);
	CHECK(l.n == 4 && l.spot[0].bit == RL_COMBAT && layout_fault(&l,
	    t.status, 1) == NULL, "ART1's burst and badges");
}
