/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_amend.c - the referee's verbs for Battleground (ORDERS.md, "Referee
 * amendments"), one change a line, points and bearings as a sheet writes
 * them:
 *
 *   MOVE U POINT [BEARING]          a unit on the table to another place
 *   REMOVE U                        a unit out of play (as if lost)
 *   RESTORE U POINT [DEG] [FIGS]    a lost unit back, with its figures
 *   SET U STATUS | CLEAR U STATUS   HIDDEN, DUG, RUN, ROAD, CLOSEASSAULT,
 *                                   IMMOBILIZED, HALFWEAPONS, SMOKE,
 *                                   FLARES, MINECLEAR, ROUTING, HIT
 *                                   (emplacements)
 *   FIGS U LETTERS                  a unit's figures (R L H M E C)
 *   GRADE U A|B|C|D                 a unit's grade
 *   SMOKE SIDE POINT BEARING|RING   smoke laid (bg_amend_fire.c)
 *   NOSMOKE POINT                   the smoke over a point gone
 *   LANE SIDE|BOTH FIELD POINT BEARING DEPTH   a lane cleared
 *   NOLANE FIELD POINT              the lane over a point mined again
 *
 * A change the rules could not leave is refused with the reason: a point
 * off the table, a vehicle in a building, a building the enemy holds, a
 * status the unit cannot have, more figures than it started with, hiding
 * a unit within the reveal distance of an enemy (digest 6: it would be
 * noticed at once).  Each change is told to the referee, the owner and
 * the sides that see the unit before or after it; afterwards the table is
 * sighted again as after any move (bg_sight_update: a hidden unit an
 * enemy now stands near is revealed).  No dice on a referee's word.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg_amend.h"

/* The statuses: the word, its field, what the unit must be (1 vehicle,
 * 0 infantry, -1 either). */
static const struct {
	const char *word, *set, *clear;
	int veh;
} statuses[] = {
	{ "HIDDEN", "hidden", "no longer hidden", -1 },
	{ "DUG", "dug in", "no longer dug in", -1 },
	{ "RUN", "marked as running", "no longer marked as running", -1 },
	{ "ROAD", "marked as on the road", "no longer marked as on the road",
	    -1 },
	{ "CLOSEASSAULT", "close-assault troops", "no longer close-assault "
	    "troops", 0 },
	{ "IMMOBILIZED", "immobilized", "mobile again", 1 },
	{ "HALFWEAPONS", "firing at half weapons", "firing all its weapons", 1 },
	/* 4.15, 4.16: who may lay smoke, fire flares, clear by driving */
	{ "SMOKE", "designated to lay smoke", "no longer laying smoke", 0 },
	{ "FLARES", "designated to fire flares", "no longer firing flares",
	    0 },
	{ "MINECLEAR", "a mine-clearing vehicle", "no longer clearing mines",
	    1 },
	{ "ROUTING", "routing", "rallied", 0 },	/* option 4.20d */
	/* 2.5: an emplacement's hit marker (emplacements only) */
	{ "HIT", "marked as hit", "no longer marked as hit", 0 },
};
#define NSTATUS	(int)(sizeof statuses / sizeof statuses[0])

static int *
status_field(struct bg_unit *x, int k)
{
	switch (k) {
	case 0: return &x->hidden;
	case 1: return &x->dug;
	case 2: return &x->run;
	case 3: return &x->road;
	case 4: return &x->closeassault;
	case 5: return &x->immob;
	case 7: return &x->can_smoke;
	case 8: return &x->can_flare;
	case 9: return &x->clearer;
	case 10: return &x->routing;
	case 11: return &x->empl_hits;
	default: return &x->halfw;
	}
}

int
bg_am_err(struct bg_am *a, const char *fmt, ...)
{
	char text[240];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	sheet_check_error(a->k.out, a->k.rd.line, "%s", text);
	return -1;
}

/* The sides (and the referee) that see unit u now. */
static unsigned
seers(const struct bg_game *g, int u)
{
	return bg_mask_of(g, u, -1);
}

/* The building whose footprint holds p, -1 for none. */
static int
bldg_at(const struct bg_game *g, struct plane_pt p)
{
	int i;

	for (i = 0; i < g->nterr; i++)
		if (g->t[i].kind == BG_T_BLDG && !g->t[i].line &&
		    bg_in_poly(&g->t[i], p))
			return i;
	return -1;
}

/* POINT for unit u: on the table; in a building only for infantry, and
 * not one an enemy unit holds.  *b: the building, -1 none. */
static int
point_for(struct bg_am *a, int u, const char *w, struct plane_pt *p, int *b)
{
	struct bg_game *g = a->g;
	int v;

	if (w == NULL || bg_point_parse(g, w, p) != 0)
		return bg_am_err(a, "\"%.24s\" is not a point on this table "
		    "(X,Y in inches from the south-west corner, or @FEATURE)",
		    w ? w : "");
	if ((*b = bldg_at(g, *p)) < 0)
		return 0;
	if (g->u[u].veh)
		return bg_am_err(a, "%s is a vehicle: it cannot stand in building "
		    "%s (digest 4.2)", g->u[u].id, g->t[*b].id);
	for (v = 0; v < g->nunits; v++)
		if (v != u && g->u[v].bldg == *b && bg_alive(&g->u[v]) &&
		    g->u[v].side != g->u[u].side)
			return bg_am_err(a, "building %s is held by the enemy (%s)",
			    g->t[*b].id, g->u[v].id);
	return 0;
}

/* Put u at p (in building b, -1 none), facing f (-1: keep). */
static void
place(struct bg_game *g, int u, struct plane_pt p, int b, int f)
{
	struct bg_unit *x = &g->u[u];

	x->bldg = b;
	if (b >= 0) {
		p = bg_centre(g, &(struct bg_unit){ .bldg = b });
		x->form = BG_BLDG;
	} else if (x->form == BG_BLDG)
		x->form = BG_MASS;
	x->x = (int)p.x;
	x->y = (int)p.y;
	if (f >= 0)
		x->facing = f;
}

/* What sides that saw u before and not now are told; the new place to
 * those that see it now. */
static void
told_moved(struct bg_am *a, int u, unsigned before, const char *what)
{
	struct bg_game *g = a->g;
	char at[32];
	unsigned after;

	bg_sight_update(g, a->t.log);
	after = seers(g, u);
	bg_pt_out(g, bg_centre(g, &g->u[u]), at, sizeof at);
	bg_say_mask(&a->t, after, "Referee: %s %s %s.", g->u[u].id, what, at);
	if (before & ~after)
		bg_say_mask(&a->t, before & ~after, "Referee: %s has been moved "
		    "out of your sight.", g->u[u].id);
}

/* MOVE U POINT [BEARING] */
static int
do_move(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	struct plane_pt p;
	int u, b, f = -1;
	unsigned before;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (!bg_alive(&g->u[u]) && !(g->u[u].enter && !bg_lost(&g->u[u])))
		return bg_am_err(a, "%s is out of play: RESTORE %s POINT brings it "
		    "back", g->u[u].id, g->u[u].id);
	if (point_for(a, u, AM_W(2), &p, &b) < 0)
		return -1;
	if (AM_W(3) != NULL && word_bearing(AM_W(3), &f) != 0)
		return bg_am_err(a, "\"%.16s\" is not a bearing (0 to 359 degrees "
		    "or a compass point)", AM_W(3));
	if (am_too_many(a, 4, "MOVE U POINT [BEARING]") < 0)
		return -1;
	before = seers(g, u);
	g->u[u].enter = 0;	/* a reinforcement put on the table */
	place(g, u, p, b, f);
	told_moved(a, u, before, "is now at");
	return 0;
}

/* REMOVE U: lost this turn, as shooting or melee leaves a unit. */
static int
do_remove(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	int u;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (!bg_alive(&g->u[u]))
		return bg_am_err(a, "%s is already out of play", g->u[u].id);
	if (am_too_many(a, 2, "REMOVE U") < 0)
		return -1;
	bg_say_mask(&a->t, seers(g, u), "Referee: %s is removed from play.",
	    g->u[u].id);
	g->u[u].gone = 1;
	g->u[u].lost_turn = g->turn;
	return 0;
}

/* Figure letters from words k.. into figs (at most max): 0, else -1. */
static int
letters(struct bg_am *a, int k, char *figs, int max)
{
	const char *w;
	int n = 0;

	for (; (w = AM_W(k)) != NULL; k++)
		for (; *w; w++) {
			char c = (char)(*w >= 'a' && *w <= 'z' ? *w - 32 : *w);

			if (strchr(BG_FIG_LETTERS, c) == NULL || c == '\0')
				return bg_am_err(a, "\"%.16s\" is not figure "
				    "letters (R L H M E C)", AM_W(k));
			if (n >= max) {
				char cap[8];

				snprintf(cap, sizeof cap, "%d", max);
				return bg_am_err(a, "more figures than the unit "
				    "started with (%s)", cap);
			}
			figs[n++] = c;
		}
	figs[n] = '\0';
	if (n == 0)
		return bg_am_err(a, "no figure letters (R L H M E C)");
	return 0;
}

/* RESTORE U POINT [DEG] [FIGS...]: back in play, its loss undone; an
 * infantry unit with the figures given (or those it kept). */
static int
do_restore(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	struct bg_unit *x;
	struct plane_pt p;
	char figs[BG_MAX_FIGS + 1];
	int u, b, f = -1, k = 3;
	int64_t deg;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	x = &g->u[u];
	if (bg_alive(x))
		return bg_am_err(a, "%s is in play: MOVE %s POINT moves it", x->id,
		    x->id);
	if (point_for(a, u, AM_W(2), &p, &b) < 0)
		return -1;
	if (AM_W(3) != NULL && word_int(AM_W(3), 0, 359, &deg) == 0) {
		f = (int)deg;
		k = 4;
	}
	if (x->veh) {
		if (am_too_many(a, k, "RESTORE U POINT [DEG]") < 0)
			return -1;
		snprintf(figs, sizeof figs, "V");
	} else if (AM_W(k) != NULL) {
		if (letters(a, k, figs, x->start_figs) < 0)
			return -1;
	} else if (x->figs[0] != '\0')
		snprintf(figs, sizeof figs, "%s", x->figs);
	else
		return bg_am_err(a, "%s has no figures left: name them (RESTORE "
		    "U POINT [DEG] L H R R ...)", x->id);
	x->gone = 0;
	x->exited = 0;
	x->lost_turn = 0;
	x->immob = x->halfw = 0;
	snprintf(x->figs, sizeof x->figs, "%s", figs);
	place(g, u, p, b, f);
	told_moved(a, u, EVENT_V_REF, "is restored to play at");
	return 0;
}

static int
status_of(struct bg_am *a, int u, const char *w)
{
	int k;

	for (k = 0; w != NULL && k < NSTATUS; k++)
		if (strcasecmp(w, statuses[k].word) == 0)
			break;
	if (k == NSTATUS)
		return bg_am_err(a, "\"%.16s\" is not a status of Battleground "
		    "(HIDDEN, DUG, RUN, ROAD, CLOSEASSAULT, IMMOBILIZED, "
		    "HALFWEAPONS, SMOKE, FLARES, MINECLEAR, ROUTING, HIT)",
		    w ? w : "");
	/* HIT is an emplacement's alone; an emplacement has no
	 * close-assault troops, smoke, flares or rout */
	if ((k == 11) != (a->g->u[u].empl != 0) && (k == 11 || k == 4 ||
	    k == 7 || k == 8 || k == 10))
		return bg_am_err(a, "%s cannot be %s: %s", a->g->u[u].id,
		    statuses[k].set, k == 11 ? "only emplacements can" :
		    "an emplacement cannot");
	if (statuses[k].veh >= 0 && statuses[k].veh != a->g->u[u].veh)
		return bg_am_err(a, "%s cannot be %s: only %s can",
		    a->g->u[u].id, statuses[k].set,
		    statuses[k].veh ? "vehicles" : "infantry");
	return k;
}

/* Within the reveal distance of an enemy centre (digest 6). */
static int
near_enemy(const struct bg_game *g, int u)
{
	struct plane_pt c = bg_centre(g, &g->u[u]);
	int v;

	for (v = 0; v < g->nunits; v++)
		if (g->u[v].side != g->u[u].side && bg_alive(&g->u[v]) &&
		    plane_cmp_dist(c, bg_centre(g, &g->u[v]),
		    g->r.reveal_dist) <= 0)
			return 1;
	return 0;
}

/* SET U STATUS | CLEAR U STATUS */
static int
do_status(struct amend *am, int on)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	int u, s, *f;
	unsigned before;

	if ((u = amend_unit(&a->k, 1)) < 0 ||
	    (s = status_of(a, u, AM_W(2))) < 0)
		return -1;
	if (!bg_alive(&g->u[u]))
		return bg_am_err(a, "%s is out of play: RESTORE it first",
		    g->u[u].id);
	if (am_too_many(a, 3, "SET|CLEAR U STATUS") < 0)
		return -1;
	f = status_field(&g->u[u], s);
	if (*f == on)
		return bg_am_err(a, "%s is %s already", g->u[u].id, on ?
		    statuses[s].set : statuses[s].clear);
	if (s == 0 && on && near_enemy(g, u))
	{
		char d[16];

		bg_len_out(g->r.reveal_dist, d, sizeof d);
		return bg_am_err(a, "%s is within %s\" of an enemy: it would be "
		    "noticed at once (digest 6)", g->u[u].id, d);
	}
	before = seers(g, u);
	*f = on;
	if (s == 0) {	/* hidden or shown: told as a move is */
		told_moved(a, u, before, on ? "is hidden at" : "is shown at");
		return 0;
	}
	bg_say_mask(&a->t, before, "Referee: %s is %s.", g->u[u].id,
	    on ? statuses[s].set : statuses[s].clear);
	return 0;
}

/* FIGS U LETTERS: an infantry unit's figures, no more than it started
 * with. */
static int
do_figs(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	char figs[BG_MAX_FIGS + 1];
	int u;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (g->u[u].veh)
		return bg_am_err(a, "%s is a vehicle: it has no figures to count "
		    "(REMOVE or RESTORE it)", g->u[u].id);
	if (!bg_alive(&g->u[u]))
		return bg_am_err(a, "%s is out of play: RESTORE it with its "
		    "figures", g->u[u].id);
	if (letters(a, 2, figs, g->u[u].start_figs) < 0)
		return -1;
	snprintf(g->u[u].figs, sizeof g->u[u].figs, "%s", figs);
	bg_say_mask(&a->t, seers(g, u), "Referee: %s now has %d figure%s (%s).",
	    g->u[u].id, (int)strlen(figs), figs[1] ? "s" : "", figs);
	bg_sight_update(g, a->t.log);	/* 3+ figures block sight */
	return 0;
}

/* GRADE U A|B|C|D */
static int
do_grade(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	const char *w = AM_W(2), *p;
	int u;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (w == NULL || w[0] == '\0' || w[1] != '\0' ||
	    (p = strchr("ABCDabcd", w[0])) == NULL)
		return bg_am_err(a, "GRADE U A|B|C|D: \"%.8s\" is not a grade",
		    w ? w : "");
	if (am_too_many(a, 3, "GRADE U A|B|C|D") < 0)
		return -1;
	g->u[u].grade = (int)(p - "ABCDabcd") % 4;
	bg_say_mask(&a->t, EVENT_V_REF | EVENT_V_SIDE(g->u[u].side),
	    "Referee: %s is now grade %c.", g->u[u].id, "ABCD"[g->u[u].grade]);
	return 0;
}

static const struct amend_verb verbs[] = {
	AMEND_UNIT_VERBS(do_move, do_remove, do_restore, do_status),
	{ "FIGS", do_figs, 0 },
	{ "GRADE", do_grade, 0 },
	{ "SMOKE", bg_am_smoke, 0 },
	{ "NOSMOKE", bg_am_nosmoke, 0 },
	{ "LANE", bg_am_lane, 0 },
	{ "NOLANE", bg_am_nolane, 0 },
	{ NULL, NULL, 0 },
};

int
bg_amend(void *gv, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log)
{
	struct bg_am a = { { 0 }, gv, { gv, NULL, log } };

	bg_sight_update(a.g, NULL);
	amend_init(&a.k, text, len, first_line, out, "Battleground");
	a.k.units = AMEND_UNITS(a.g->u, a.g->nunits);
	amend_run(&a.k, verbs);
	if (out->nerrors == 0)
		bg_sight_update(a.g, log);
	return PBEM_OK;
}
