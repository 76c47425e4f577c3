/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_join.c - combining units (digest 4.12): `M <unit> JOIN <unit>` (and
 * a non-standing unit's NS JOIN) walks towards the other unit's centre;
 * the two combine, free, when the centres end within join_dist
 * (rules.json units, [P] 2") - at once when they already are.  The grade
 * is the average on A=1..D=4: each unit rolls 1D6 + its figures, the
 * higher pulls a whole average one grade towards its own (a between
 * average to the neighbour on its side); a tie keeps a whole average and
 * re-rolls a between one; the larger unit rolling 1 while the smaller
 * rolls 6 lets the smaller win.  A leader from a unit of a lower grade
 * than the result counts as a normal figure.  Over max_figs figures the
 * result splits into two units as equal as can be.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

static const char grade_letters[] = "ABCDE";

/* The combined grade of grades a (na figures) and b (nb); the rolls
 * into txt. */
static int
combined_grade(struct bg_turn *t, int a, int na, int b, int nb, char *txt,
    size_t tn)
{
	int sum = a + b, lo = sum / 2, between = sum % 2, ra, rb, wa, win;
	size_t l;

	txt[0] = '\0';
	if (a == b)
		return a;
	for (;;) {
		ra = dice_roll(t->dice, 6);
		rb = dice_roll(t->dice, 6);
		l = strlen(txt);
		snprintf(txt + l, tn - l, "%s%d+%d v %d+%d", l ? ", re-roll " :
		    "", ra, na, rb, nb);
		if ((na > nb && ra == 1 && rb == 6) || (nb > na && rb == 1 &&
		    ra == 6))
			wa = na < nb;	/* the override: the smaller wins */
		else if (ra + na != rb + nb)
			wa = ra + na > rb + nb;
		else if (!between)
			return lo;
		else
			continue;
		win = wa ? a : b;
		if (!between)
			return win < lo ? lo - 1 : win > lo ? lo + 1 : lo;
		return win <= lo ? lo : lo + 1;
	}
}

/* Who reads a join: the owner and the referee; the enemy when it sees
 * both units, else (seeing v only) that v grew, never who joined. */
static void
tell(struct bg_turn *t, int u, int v, int e_both, int e_v, const char *full)
{
	const struct bg_unit *y = &t->g->u[v];
	int e = 1 - y->side;

	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(y->side) |
	    (e_both ? EVENT_V_SIDE(e) : 0), "%s", full);
	if (!e_both && e_v)
		bg_say_mask(t, EVENT_V_SIDE(e), "%s is joined by another "
		    "unit: %d figures, grade %c.", y->id, bg_nfigs(y),
		    "ABCDE"[y->grade]);
	(void)u;
}

static void
combine(struct bg_turn *t, int u, int v)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *y = &g->u[v];
	char all[2 * BG_MAX_FIGS + 1], rolls[160], txt[400];
	int nx = bg_nfigs(x), ny = bg_nfigs(y), grade, n, i, keep;
	int e = 1 - y->side, e_v = bg_sees(g, e, v),
	    e_both = e_v && bg_sees(g, e, u);

	grade = combined_grade(t, y->grade, ny, x->grade, nx, rolls,
	    sizeof rolls);
	/* a leader of a lower-grade original unit is a normal figure now */
	snprintf(all, sizeof all, "%s%s", y->figs, x->figs);
	for (i = 0; all[i]; i++)
		if (all[i] == 'L' && (i < ny ? y->grade : x->grade) > grade)
			all[i] = 'R';
	n = nx + ny;
	keep = n > g->ur.max_figs ? (n + 1) / 2 : n;
	memcpy(y->figs, all, (size_t)keep);
	y->figs[keep] = '\0';
	y->grade = grade;
	y->run |= x->run;
	y->hidden = y->hidden && x->hidden;
	y->start_figs += keep - ny;
	x->start_figs -= keep - ny;
	if (keep < n) {
		/* 4.12: over the maximum, two units as equal as can be */
		memcpy(x->figs, all + keep, (size_t)(n - keep));
		x->figs[n - keep] = '\0';
		x->grade = grade;
		snprintf(txt, sizeof txt, "%s and %s combine%s%s%s and split "
		    "again: %s "
		    "%d figures, %s %d, grade %c.", x->id, y->id,
		    rolls[0] ? " (grade rolls " : "", rolls, rolls[0] ? ")" :
		    "", y->id, keep, x->id, n - keep, grade_letters[grade]);
		tell(t, u, v, e_both, e_v, txt);
		return;
	}
	x->figs[0] = '\0';
	x->gone = 1;
	x->joined = 1;
	snprintf(txt, sizeof txt, "%s joins %s%s%s%s: %d figures, grade %c.",
	    x->id, y->id, rolls[0] ? " (grade rolls " : "", rolls[0] ? rolls :
	    "", rolls[0] ? ")" : "", keep, grade_letters[grade]);
	tell(t, u, v, e_both, e_v, txt);
}

/* The move of u towards v and the combining.  1: u acted (moved or
 * joined); 0: it cannot (v gone, a vehicle, on the other side). */
int
bg_join_move(struct bg_turn *t, int u, int v)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *y;
	struct bg_order m;

	if (v < 0 || v >= g->nunits || v == u)
		return 0;
	y = &g->u[v];
	if (!bg_alive(y) || y->veh || x->veh || y->side != x->side ||
	    y->carrier || x->carrier)
		return 0;
	if (plane_cmp_dist(bg_centre(g, x), bg_centre(g, y),
	    g->ur.join_dist) > 0) {
		memset(&m, 0, sizeof m);
		m.unit = u;
		m.act = BG_A_WALK;
		m.face = m.form = m.bldg = -1;
		m.npts = 1;
		m.pts[0] = bg_centre(g, y);
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s moves "
		    "to join %s.", x->id, y->id);
		bg_move(t, u, &m);
		if (!bg_alive(x) || !bg_alive(y) ||
		    plane_cmp_dist(bg_centre(g, x), bg_centre(g, y),
		    g->ur.join_dist) > 0) {
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s does not reach %s: no combining.", x->id,
			    y->id);
			return 1;
		}
	}
	combine(t, u, v);
	return 1;
}
