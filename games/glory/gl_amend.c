/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_amend.c - the referee's verbs for GLORY (ORDERS.md, "Referee
 * amendments"), one change a line, by the ids the scenario gave:
 *
 *   MOVE ID X,Y [FACE DEG]        a man, gun or limber to another point
 *   MOVE HULL X,Y [TURN DEG]      a metal hull alone (gl_amend_hull.c)
 *   REMOVE ID [KILLED|CAPTURED|GONE]   a man out of play; a gun or
 *                                 limber destroyed
 *   RESTORE ID [X,Y] [FACE DEG] [WOUNDS N]   back into play (where he
 *                                 was, or at the point)
 *   SET ID PRONE|DEMORALIZED|LOWAMMO      a status on (FLED and ROUTED
 *   CLEAR ID PRONE|DEMORALIZED|LOWAMMO|LOCKED   are DEMORALIZED)
 *   WOUNDS ID N                   his wounds, 0 to 3 (the 4th kills)
 *   AMMO GUN CAN|ISHR|BURSTS N|UNLIMITED   a gun's rounds
 *   AMMO GUN READY N                       its ready rounds (gl_supply.c)
 *   ORDER @CMD HOLD|ATTACK|FIRE|WITHDRAW|SKIRMISH   a command's order
 *   TURNS N                       the game's length
 *
 * Refused with the reason: a point off the table or ground the casting
 * may not stand on (deep water; mixed woods or a building for a horse
 * or wheels), a man put in contact with an enemy (melee comes only from
 * a charge, 6.1), a status he cannot have (animals never go prone, 4.22;
 * an option that is off), a count past its limit.  After each change
 * the table is sighted again (gl_sight): the enemy is told of a change
 * only to what it sees before or after it, and only what it could see
 * (a wound, never how many; never ammunition or orders); whatever comes
 * into or goes out of a side's sight by the change is told as such.
 * No dice: a referee's change rolls nothing, not even a morale check.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sheet_words.h"
#include "gl.h"

enum { SUB_NONE = -1, SUB_MAN, SUB_GUN, SUB_LIMB, SUB_WAG };

struct am {
	struct gl_game *g;
	struct sheet_check *out;
	struct event_log *log;
	struct sheet_lines rd;
	int kind, idx;			/* the line's subject */
	int idx2;			/* CLEAR LOCKED: his partner */
	int removal;			/* it left play by this line */
	char own[EVENT_TEXT_MAX];	/* told to the referee and its side */
	char foe[EVENT_TEXT_MAX];	/* to the enemy that sees it ("" none) */
};

/* What each side saw before the line, to tell what the change showed
 * or hid. */
struct seen_snap {
	unsigned char man[GL_MAX_MEN], gun[GL_MAX_GUNS], limb[GL_MAX_LIMB];
	unsigned char wag[GL_MAX_WAGONS];
};

static const char *const statuses[] = { "PRONE", "DEMORALIZED",
	"LOWAMMO", "LOCKED", "FLED", "ROUTED" };

static int
am_err(struct am *a, const char *fmt, const char *w)
{
	sheet_check_error(a->out, a->rd.line, fmt, w ? w : "");
	return -1;
}

static const char *
word(const struct am *a, int k)
{
	return k < a->rd.ntok ? a->rd.tok[k] : NULL;
}

static int
too_many(struct am *a, int k, const char *form)
{
	if (k < a->rd.ntok) {
		sheet_check_error(a->out, a->rd.line, "%s: \"%.16s\" is one "
		    "word too many", form, word(a, k));
		return -1;
	}
	return 0;
}

static int
find_limb(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->nlimb; i++)
		if (strcasecmp(g->limb[i].id, id) == 0)
			return i;
	return -1;
}

/* Word k names a man, gun or limber: a->kind, a->idx. */
static int
subject(struct am *a, int k, int men_only)
{
	const char *w = word(a, k);

	if (w == NULL)
		return am_err(a, "a casting, gun or limber id is missing%s",
		    NULL);
	if ((a->idx = gl_find_man(a->g, w)) >= 0)
		return a->kind = SUB_MAN;
	if (!men_only && (a->idx = gl_find_gun(a->g, w)) >= 0)
		return a->kind = SUB_GUN;
	if (!men_only && (a->idx = find_limb(a->g, w)) >= 0)
		return a->kind = SUB_LIMB;
	if (!men_only && (a->idx = gl_find_wagon(a->g, w)) >= 0)
		return a->kind = SUB_WAG;	/* gl_wagon.c */
	return am_err(a, men_only ? "there is no casting \"%.16s\" in this "
	    "game" : "there is no casting, gun or limber \"%.16s\" in this "
	    "game", w);
}

static const char *
sub_id(const struct am *a)
{
	return a->kind == SUB_MAN ? a->g->man[a->idx].id : a->kind ==
	    SUB_GUN ? a->g->gun[a->idx].id : a->kind == SUB_WAG ?
	    a->g->wag[a->idx].id : a->g->limb[a->idx].id;
}

static int
sub_side(const struct am *a)
{
	return a->kind == SUB_MAN ? a->g->man[a->idx].side : a->kind ==
	    SUB_GUN ? a->g->gun[a->idx].side : a->kind == SUB_WAG ?
	    a->g->wag[a->idx].side : a->g->gun[a->g->limb[a->idx].gun].side;
}

static int
count(struct am *a, int k, int lo, int hi, const char *form, int *v)
{
	int64_t n;

	if (word(a, k) == NULL || word_int(word(a, k), lo, hi, &n) != 0) {
		sheet_check_error(a->out, a->rd.line, "%s: N from %d to %d",
		    form, lo, hi);
		return -1;
	}
	*v = (int)n;
	return 0;
}

const char *
gl_amend_ground(const struct gl_game *g, int type, int x, int y)
{
	int k = gl_area_at(g, x, y);

	if (k == GL_A_DEEP)
		return "deep, swift water no casting may enter (3.3)";
	if (type == GL_FOOT)
		return NULL;
	if (k == GL_A_MIXED)
		return type < 0 ? "mixed woods, closed to wheels (3.3)" :
		    "mixed woods, prohibited to mounted men (3.3)";
	if (k == GL_A_PLATFORM)
		return "a fortification's platform, for men on foot (9.42)";
	if (gl_in_building(g, x, y))
		return type < 0 ? "inside a building, closed to wheels" :
		    "inside a building, where no horse goes";
	return NULL;
}

/* May the subject stand at x,y (`w` as the referee wrote it)? */
static int
check_point(struct am *a, const char *w, int x, int y)
{
	const struct gl_game *g = a->g;
	int type = a->kind == SUB_MAN ? g->man[a->idx].type : -1, e;
	const char *why;
	struct gl_man probe;

	if ((why = gl_amend_ground(g, type, x, y)) != NULL) {
		sheet_check_error(a->out, a->rd.line, "%s cannot stand at "
		    "%s: %s", sub_id(a), w, why);
		return -1;
	}
	if (a->kind != SUB_MAN)
		return 0;
	probe = g->man[a->idx];
	probe.x = x, probe.y = y;
	if ((e = gl_amend_contact(g, &probe)) >= 0) {
		sheet_check_error(a->out, a->rd.line, "%s at %s would be in "
		    "contact with %s: melee comes only from a charge (6.1)",
		    probe.id, w, g->man[e].id);
		return -1;
	}
	return 0;
}

int
gl_amend_contact(const struct gl_game *g, const struct gl_man *probe)
{
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != probe->side && gl_able(&g->man[e]) &&
		    gl_gap_cmp(probe, &g->man[e], (int64_t)g->r.contact_yd *
		    GL_YD) <= 0)
			return e;
	return -1;
}

/* X,Y [FACE DEG] from word k for the subject, checked: the word after
 * them, or -1. */
static int
place(struct am *a, int k, int *x, int *y, int *face)
{
	const struct gl_game *g = a->g;
	const char *w = word(a, k);

	if (w == NULL || gl_point(w, g->width, g->height, x, y) != 0)
		return am_err(a, "\"%.24s\" is not a point on this table (X,Y "
		    "in yards)", w ? w : "");
	k++;
	if (word(a, k) && strcasecmp(word(a, k), "FACE") == 0) {
		if (word(a, k + 1) == NULL || gl_deg(word(a, k + 1), face))
			return am_err(a, "FACE DEG: a bearing 0 to 359%s",
			    NULL);
		k += 2;
	}
	return check_point(a, w, *x, *y) < 0 ? -1 : k;
}

static void
pos_text(char *b, size_t n, int x, int y, int face)
{
	char p[48];

	gl_fmt_pos(p, sizeof p, x, y);
	snprintf(b, n, "%s, facing %d", p, face);
}

/* A wagon moved by the referee takes along what rides with it: its men
 * aboard, its driver, a pack animal's packed gun (gl_wagon.c). */
static void
wagon_carry(struct gl_game *g, int k)
{
	const struct gl_wagon *w = &g->wag[k];
	int m;

	for (m = 0; m < g->nman; m++)
		if (g->man[m].aboard == k + 1 || (m == w->driver &&
		    gl_able(&g->man[m])))
			g->man[m].x = w->x, g->man[m].y = w->y;
	if (w->pgun && g->gun[w->pgun - 1].limbered && !w->pload)
		g->gun[w->pgun - 1].x = w->x, g->gun[w->pgun - 1].y = w->y;
}

/* MOVE ID X,Y [FACE DEG] */
static int
do_move(struct am *a)
{
	struct gl_game *g = a->g;
	int x, y, k, *px, *py, *pf, face, ox, oy, of;
	char pos[64];

	if (subject(a, 1, 0) < 0)
		return -1;
	if (a->kind == SUB_MAN) {
		struct gl_man *m = &g->man[a->idx];

		if (!gl_able(m))
			return am_err(a, "%s is out of play: RESTORE brings him "
			    "back", m->id);
		if (m->locked)
			return am_err(a, "%s is locked in melee: CLEAR ... "
			    "LOCKED first", m->id);
		px = &m->x, py = &m->y, pf = &m->facing;
	} else if (a->kind == SUB_GUN) {
		if (g->gun[a->idx].destroyed)
			return am_err(a, "%s is destroyed: RESTORE brings it "
			    "back", g->gun[a->idx].id);
		px = &g->gun[a->idx].x, py = &g->gun[a->idx].y;
		pf = &g->gun[a->idx].facing;
	} else if (a->kind == SUB_WAG) {
		if (g->wag[a->idx].destroyed)
			return am_err(a, "%s is destroyed: RESTORE brings it "
			    "back", g->wag[a->idx].id);
		px = &g->wag[a->idx].x, py = &g->wag[a->idx].y;
		pf = &g->wag[a->idx].facing;
	} else {
		if (g->limb[a->idx].destroyed)
			return am_err(a, "%s is destroyed: RESTORE brings it "
			    "back", g->limb[a->idx].id);
		px = &g->limb[a->idx].x, py = &g->limb[a->idx].y;
		pf = &g->limb[a->idx].facing;
	}
	face = *pf;
	if ((k = place(a, 2, &x, &y, &face)) < 0 ||
	    too_many(a, k, "MOVE ID X,Y [FACE DEG]") < 0)
		return -1;
	if (a->kind == SUB_WAG && g->wag[a->idx].craft) {  /* gl_craft.c */
		char why[200];

		if (gl_craft_place(g, a->idx, &x, &y, face, why, sizeof why))
			return am_err(a, "%s", why);
	}
	ox = *px, oy = *py, of = *pf;
	*px = x, *py = y, *pf = face;
	if (a->kind == SUB_WAG && g->wag[a->idx].craft)	/* its hulls */
		gl_metal_carry(g, a->idx, ox, oy, of);
	if (a->kind == SUB_WAG)		/* its men, driver, packed gun */
		wagon_carry(g, a->idx);
	pos_text(pos, sizeof pos, x, y, face);
	snprintf(a->own, sizeof a->own, "Referee: %s is now at %s.",
	    sub_id(a), pos);
	snprintf(a->foe, sizeof a->foe, "%s", a->own);
	return 0;
}

/* REMOVE ID [KILLED|CAPTURED|GONE] */
static int
do_remove(struct am *a)
{
	static const char *const how[] = { "KILLED", "CAPTURED", "GONE" };
	static const char *const said[] = { "killed", "captured",
		"off the table" };
	struct gl_game *g = a->g;
	int st = 0, k = 2, t;

	if (subject(a, 1, 0) < 0)
		return -1;
	if (a->kind == SUB_MAN && word(a, 2)) {
		for (st = 0; st < 3; st++)
			if (strcasecmp(word(a, 2), how[st]) == 0)
				break;
		if (st == 3)
			return am_err(a, "REMOVE ID [KILLED|CAPTURED|GONE]: "
			    "\"%.16s\" is none of them", word(a, 2));
		k = 3;
	}
	if (too_many(a, k, a->kind == SUB_MAN ? "REMOVE ID [KILLED|CAPTURED|"
	    "GONE]" : "REMOVE GUN|LIMBER|WAGON") < 0)
		return -1;
	if (a->kind == SUB_MAN) {
		struct gl_man *m = &g->man[a->idx];

		if (!gl_able(m))
			return am_err(a, "%s is already out of play", m->id);
		if ((t = m->locked - 1) >= 0 && g->man[t].locked == a->idx + 1)
			g->man[t].locked = 0;
		m->locked = 0;
		m->status = GL_ST_DEAD + st;
		snprintf(a->own, sizeof a->own, "Referee: %s is removed from "
		    "play (%s).", m->id, said[st]);
	} else if (a->kind == SUB_GUN) {
		if (g->gun[a->idx].destroyed)
			return am_err(a, "%s is already destroyed",
			    g->gun[a->idx].id);
		g->gun[a->idx].destroyed = 1;
		snprintf(a->own, sizeof a->own, "Referee: %s is destroyed.",
		    g->gun[a->idx].id);
	} else if (a->kind == SUB_WAG) {
		if (g->wag[a->idx].destroyed)
			return am_err(a, "%s is already destroyed",
			    g->wag[a->idx].id);
		g->wag[a->idx].destroyed = 1;
		for (t = 0; t < g->nman; t++)	/* its men get down */
			if (g->man[t].aboard == a->idx + 1)
				g->man[t].aboard = 0;
		snprintf(a->own, sizeof a->own, "Referee: %s is destroyed.",
		    g->wag[a->idx].id);
	} else {
		if (g->limb[a->idx].destroyed)
			return am_err(a, "%s is already destroyed",
			    g->limb[a->idx].id);
		g->limb[a->idx].destroyed = 1;
		snprintf(a->own, sizeof a->own, "Referee: %s is destroyed.",
		    g->limb[a->idx].id);
	}
	snprintf(a->foe, sizeof a->foe, "%s", a->own);
	a->removal = 1;
	return 0;
}

/* RESTORE ID [X,Y] [FACE DEG] [WOUNDS N] */
static int
do_restore(struct am *a)
{
	struct gl_game *g = a->g;
	int x, y, face, k = 2, wounds = 0, *px, *py, *pf;
	char pos[64];
	if (subject(a, 1, 0) < 0)
		return -1;
	if (a->kind == SUB_MAN) {
		struct gl_man *m = &g->man[a->idx];

		if (gl_able(m))
			return am_err(a, "%s is in play: MOVE moves him", m->id);
		px = &m->x, py = &m->y, pf = &m->facing;
	} else if (a->kind == SUB_GUN) {
		if (!g->gun[a->idx].destroyed)
			return am_err(a, "%s is not destroyed: MOVE moves it",
			    g->gun[a->idx].id);
		px = &g->gun[a->idx].x, py = &g->gun[a->idx].y;
		pf = &g->gun[a->idx].facing;
	} else if (a->kind == SUB_WAG) {
		if (!g->wag[a->idx].destroyed)
			return am_err(a, "%s is not destroyed: MOVE moves it",
			    g->wag[a->idx].id);
		px = &g->wag[a->idx].x, py = &g->wag[a->idx].y;
		pf = &g->wag[a->idx].facing;
	} else {
		if (!g->limb[a->idx].destroyed)
			return am_err(a, "%s is not destroyed: MOVE moves it",
			    g->limb[a->idx].id);
		px = &g->limb[a->idx].x, py = &g->limb[a->idx].y;
		pf = &g->limb[a->idx].facing;
	}
	x = *px, y = *py, face = *pf;
	if (word(a, k) && strchr(word(a, k), ',') != NULL) {
		if ((k = place(a, k, &x, &y, &face)) < 0)
			return -1;
	} else {
		/* back where it was: checked as a MOVE there would be */
		char here[48];

		gl_fmt_pos(here, sizeof here, x, y);
		if (check_point(a, here, x, y) < 0)
			return -1;
	}
	if (a->kind == SUB_MAN && word(a, k) &&
	    strcasecmp(word(a, k), "WOUNDS") == 0) {
		if (count(a, k + 1, 0, 3, "WOUNDS N (the 4th wound kills, "
		    "6.39)", &wounds) < 0)
			return -1;
		k += 2;
	}
	if (too_many(a, k, a->kind == SUB_MAN ? "RESTORE ID [X,Y] [FACE DEG] "
	    "[WOUNDS N]" : "RESTORE GUN|LIMBER|WAGON [X,Y] [FACE DEG]") < 0)
		return -1;
	*px = x, *py = y, *pf = face;
	pos_text(pos, sizeof pos, x, y, face);
	if (a->kind == SUB_MAN) {
		struct gl_man *m = &g->man[a->idx];

		m->status = GL_ST_OK;
		m->wounds = wounds;
		m->demor = m->prone = m->locked = 0;
		snprintf(a->own, sizeof a->own, "Referee: %s is restored to "
		    "play at %s, with %d wound%s.", m->id, pos, wounds,
		    wounds == 1 ? "" : "s");
		snprintf(a->foe, sizeof a->foe, "Referee: %s is restored to "
		    "play at %s%s.", m->id, pos, wounds ? ", wounded" : "");
	} else {
		if (a->kind == SUB_GUN)
			g->gun[a->idx].destroyed = 0;
		else if (a->kind == SUB_WAG)
			g->wag[a->idx].destroyed = 0;
		else
			g->limb[a->idx].destroyed = 0;
		snprintf(a->own, sizeof a->own, "Referee: %s is restored to "
		    "play at %s.", sub_id(a), pos);
		snprintf(a->foe, sizeof a->foe, "%s", a->own);
	}
	return 0;
}

/* SET ID STATUS | CLEAR ID STATUS */
static int
do_status(struct am *a, int on)
{
	struct gl_game *g = a->g;
	struct gl_man *m;
	const char *form = on ? "SET ID PRONE|DEMORALIZED|LOWAMMO" :
	    "CLEAR ID PRONE|DEMORALIZED|LOWAMMO|LOCKED";
	int s, *field, t;

	if (subject(a, 1, 1) < 0)
		return -1;
	m = &g->man[a->idx];
	for (s = 0; word(a, 2) && s < (int)(sizeof statuses /
	    sizeof statuses[0]); s++)
		if (strcasecmp(word(a, 2), statuses[s]) == 0)
			break;
	if (word(a, 2) == NULL || s == (int)(sizeof statuses /
	    sizeof statuses[0]) || (on && s == 3)) {
		sheet_check_error(a->out, a->rd.line, "%s: \"%.16s\" is not a "
		    "status GLORY lets the referee %s", form, word(a, 2) ?
		    word(a, 2) : "", on ? "set" : "clear");
		return -1;
	}
	if (s >= 4)
		s = 1;			/* fled, routed: demoralized (3.2) */
	if (too_many(a, 3, form) < 0)
		return -1;
	if (!gl_able(m))
		return am_err(a, "%s is out of play: RESTORE brings him back",
		    m->id);
	field = s == 0 ? &m->prone : s == 1 ? &m->demor : s == 2 ?
	    &m->low_ammo : &m->locked;
	if (on && s == 0 && m->type == GL_MOUNTED)
		return am_err(a, "%s is mounted: animals cannot go prone "
		    "(4.22)", m->id);
	if (on && s == 0 && !g->r.opt_prone)
		return am_err(a, "the prone option (4.22) is off in this "
		    "game%s", NULL);
	if (on && s == 2 && !g->r.opt_ammo)
		return am_err(a, "the ammunition option (4.11) is off in this "
		    "game%s", NULL);
	if ((*field != 0) == on) {
		sheet_check_error(a->out, a->rd.line, "%s is %s%s", m->id,
		    on ? "already " : "not ", s == 0 ? "prone" : s == 1 ?
		    "demoralized" : s == 2 ? "short of rounds" :
		    "locked in melee");
		return -1;
	}
	if (s == 3) {
		t = m->locked - 1;
		if (g->man[t].locked == a->idx + 1)
			g->man[t].locked = 0;
		m->locked = 0;
		snprintf(a->own, sizeof a->own, "Referee: %s and %s are no "
		    "longer locked in melee.", m->id, g->man[t].id);
		/* told to the enemy only if it sees both (gl_mask_men) */
		snprintf(a->foe, sizeof a->foe, "%s", a->own);
		a->idx2 = t;
		return 0;
	}
	*field = on;
	snprintf(a->own, sizeof a->own, "Referee: %s %s.", m->id,
	    s == 0 ? (on ? "is prone" : "is no longer prone") :
	    s == 1 ? (on ? "is demoralized" : "is no longer demoralized") :
	    on ? "is short of rounds" : "has his rounds again");
	if (s != 2)		/* never an enemy's ammunition (7) */
		snprintf(a->foe, sizeof a->foe, "%s", a->own);
	return 0;
}

/* WOUNDS ID N: the enemy sees "wounded", never how many (7). */
static int
do_wounds(struct am *a)
{
	struct gl_man *m;
	int n, was;

	if (subject(a, 1, 1) < 0)
		return -1;
	m = &a->g->man[a->idx];
	if (count(a, 2, 0, 3, "WOUNDS ID N (the 4th wound kills, 6.39)", &n) <
	    0 || too_many(a, 3, "WOUNDS ID N") < 0)
		return -1;
	if (!gl_able(m))
		return am_err(a, "%s is out of play: RESTORE ID ... WOUNDS N "
		    "brings him back", m->id);
	was = m->wounds;
	m->wounds = n;
	snprintf(a->own, sizeof a->own, "Referee: %s has %d wound%s.", m->id,
	    n, n == 1 ? "" : "s");
	if ((was > 0) != (n > 0))
		snprintf(a->foe, sizeof a->foe, "Referee: %s is %s.", m->id,
		    n ? "wounded" : "no longer wounded");
	return 0;
}

/* AMMO GUN CAN|ISHR|BURSTS N|UNLIMITED: the gun's own side alone. */
static int
do_ammo(struct am *a)
{
	struct gl_game *g = a->g;
	struct gl_gun *k;
	const char *w = word(a, 2), *form = "AMMO GUN CAN|ISHR|BURSTS "
	    "N|UNLIMITED";
	int *field, n = -1;

	if (word(a, 1) == NULL || (a->idx = gl_find_gun(g, word(a, 1))) < 0)
		return am_err(a, "there is no gun \"%.16s\" in this game",
		    word(a, 1) ? word(a, 1) : "");
	a->kind = SUB_GUN;
	k = &g->gun[a->idx];
	if (w != NULL && strcasecmp(w, "READY") == 0 && !GL_IS_MG(k->kind)) {
		/* the rounds at hand away from its caisson (gl_supply.c) */
		if (count(a, 3, 0, g->x.ready_rounds, "AMMO GUN READY N",
		    &n) < 0 || too_many(a, 4, "AMMO GUN READY N") < 0)
			return -1;
		k->spent = g->x.ready_rounds - n;
		snprintf(a->own, sizeof a->own, "Referee: %s has %d ready "
		    "rounds.", k->id, n);
		return 0;
	}
	if (w == NULL || (strcasecmp(w, "CAN") != 0 && strcasecmp(w,
	    "ISHR") != 0 && strcasecmp(w, "BURSTS") != 0 && strcasecmp(w,
	    "BALL") != 0))
		return am_err(a, "AMMO GUN CAN|ISHR|BALL|BURSTS N|UNLIMITED: CAN, "
		    "ISHR, BALL or BURSTS%s", NULL);
	if (strcasecmp(w, "BALL") == 0 && (k->kind == GL_G_RIFLED ||
	    GL_IS_MG(k->kind)))
		return am_err(a, "%s fires no ball (4.6: a smoothbore or a "
		    "howitzer does)", k->id);
	if (GL_IS_MG(k->kind) != (strcasecmp(w, "BURSTS") == 0))
		return am_err(a, GL_IS_MG(k->kind) ? "%s is a machine gun: "
		    "AMMO GUN BURSTS N" : "%s is a cannon: AMMO GUN CAN|ISHR N",
		    k->id);
	field = strcasecmp(w, "ISHR") == 0 ? &k->ammo_ishr : strcasecmp(w,
	    "BALL") == 0 ? &k->ammo_ball : &k->ammo_can;
	if (word(a, 3) == NULL || strcasecmp(word(a, 3), "UNLIMITED") != 0) {
		if (count(a, 3, 0, 999, form, &n) < 0)
			return -1;
	}
	if (too_many(a, 4, form) < 0)
		return -1;
	*field = n;
	if (n < 0)
		snprintf(a->own, sizeof a->own, "Referee: %s has unlimited %s.",
		    k->id, GL_IS_MG(k->kind) ? "bursts" : field == &k->ammo_can ?
		    "canister" : field == &k->ammo_ball ? "ball" : "shrapnel");
	else
		snprintf(a->own, sizeof a->own, "Referee: %s has %d %s.",
		    k->id, n, GL_IS_MG(k->kind) ? "bursts" : field ==
		    &k->ammo_can ? "rounds of canister" : field == &k->ammo_ball ?
		    "rounds of ball" : "rounds of shrapnel");
	return 0;
}

/* ORDER @CMD ORDER: the command's own side alone (7). */
static int
do_order(struct am *a)
{
	struct gl_game *g = a->g;
	int c, o;

	if (word(a, 1) == NULL || (c = gl_find_cmd(g, word(a, 1))) < 0)
		return am_err(a, "there is no command \"%.16s\" in this game "
		    "(commands are @ID)", word(a, 1) ? word(a, 1) : "");
	if (word(a, 2) == NULL || (o = gl_order_parse(word(a, 2))) < 0)
		return am_err(a, "ORDER @CMD HOLD|ATTACK|FIRE|WITHDRAW|"
		    "SKIRMISH%s", NULL);
	if (too_many(a, 3, "ORDER @CMD ORDER") < 0)
		return -1;
	g->cmd[c].order = o;
	gl_say(a->log, EVENT_V_REF | EVENT_V_SIDE(g->cmd[c].side), "Referee: "
	    "%s's order is now %s.", g->cmd[c].id, gl_order_name(o));
	return 0;
}

/* TURNS N: public, as the game's length always is. */
static int
do_turns(struct am *a)
{
	struct gl_game *g = a->g;
	int n;

	if (count(a, 1, g->turn, 99, "TURNS N (from this turn to 99)", &n) <
	    0 || too_many(a, 2, "TURNS N") < 0)
		return -1;
	g->turns = n;
	gl_say(a->log, EVENT_V_ALL, "Referee: the game now lasts %d turns.",
	    n);
	return 0;
}

static void
snap(const struct gl_game *g, struct seen_snap *s)
{
	int i;

	for (i = 0; i < g->nman; i++)
		s->man[i] = (unsigned char)g->man[i].seen;
	for (i = 0; i < g->ngun; i++)
		s->gun[i] = (unsigned char)g->gun[i].seen;
	for (i = 0; i < g->nlimb; i++)
		s->limb[i] = (unsigned char)g->limb[i].seen;
	for (i = 0; i < g->nwag; i++)
		s->wag[i] = (unsigned char)g->wag[i].seen;
}

/* One thing's sight flip, told to the side that looks at it. */
static void
sight_news(struct am *a, int side, int was, int now, const char *id,
    int x, int y)
{
	char p[48];
	unsigned to = EVENT_V_REF | EVENT_V_SIDE(1 - side);

	if (was == now)
		return;
	gl_fmt_pos(p, sizeof p, x, y);
	if (now)
		gl_say(a->log, to, "After the referee's change, %s comes into "
		    "%s's sight at %s.", id, a->g->side[1 - side], p);
	else
		gl_say(a->log, to, "After the referee's change, %s is out of "
		    "%s's sight (last seen at %s).", id, a->g->side[1 - side], p);
}

/* Where the other side saw it: now if it sees it, else where it was
 * last seen (gl_sight keeps that), never a place it did not see. */
#define LX(t)	((t).seen ? (t).x : (t).last_x)
#define LY(t)	((t).seen ? (t).y : (t).last_y)

/* Tell the line's change, then what came into or went out of sight. */
static void
tell(struct am *a, const struct seen_snap *b)
{
	struct gl_game *g = a->g;
	int i, s, was, now, x, y;

	if (a->kind != SUB_NONE) {
		s = sub_side(a);
		was = a->kind == SUB_MAN ? b->man[a->idx] : a->kind ==
		    SUB_GUN ? b->gun[a->idx] : a->kind == SUB_WAG ?
		    b->wag[a->idx] : b->limb[a->idx];
		now = a->kind == SUB_MAN ? g->man[a->idx].seen : a->kind ==
		    SUB_GUN ? g->gun[a->idx].seen : a->kind == SUB_WAG ?
		    g->wag[a->idx].seen : g->limb[a->idx].seen;
		if (a->idx2 >= 0)	/* two men: the enemy must see both */
			now = was = (gl_mask_men(g, a->idx, a->idx2) &
			    EVENT_V_SIDE(1 - s)) != 0;
		gl_say(a->log, EVENT_V_REF | EVENT_V_SIDE(s), "%s", a->own);
		if (was && (now || a->removal) && a->foe[0])
			gl_say(a->log, EVENT_V_SIDE(1 - s), "%s", a->foe);
		else if (was && !now && !a->removal)
			gl_say(a->log, EVENT_V_SIDE(1 - s), "Referee: %s is no "
			    "longer in your sight.", sub_id(a));
		else if (!was && now) {
			x = a->kind == SUB_MAN ? g->man[a->idx].x : a->kind ==
			    SUB_GUN ? g->gun[a->idx].x : a->kind == SUB_WAG ?
			    g->wag[a->idx].x : g->limb[a->idx].x;
			y = a->kind == SUB_MAN ? g->man[a->idx].y : a->kind ==
			    SUB_GUN ? g->gun[a->idx].y : a->kind == SUB_WAG ?
			    g->wag[a->idx].y : g->limb[a->idx].y;
			sight_news(a, s, 0, 1, sub_id(a), x, y);
		}
	}
	for (i = 0; i < g->nman; i++)
		if (a->kind != SUB_MAN || i != a->idx)
			sight_news(a, g->man[i].side, b->man[i],
			    g->man[i].seen, g->man[i].id, LX(g->man[i]),
			    LY(g->man[i]));
	for (i = 0; i < g->ngun; i++)
		if (a->kind != SUB_GUN || i != a->idx)
			sight_news(a, g->gun[i].side, b->gun[i],
			    g->gun[i].seen, g->gun[i].id, LX(g->gun[i]),
			    LY(g->gun[i]));
	for (i = 0; i < g->nlimb; i++)
		if (a->kind != SUB_LIMB || i != a->idx)
			sight_news(a, g->gun[g->limb[i].gun].side, b->limb[i],
			    g->limb[i].seen, g->limb[i].id, LX(g->limb[i]),
			    LY(g->limb[i]));
	for (i = 0; i < g->nwag; i++)
		if (a->kind != SUB_WAG || i != a->idx)
			sight_news(a, g->wag[i].side, b->wag[i],
			    g->wag[i].seen, g->wag[i].id, LX(g->wag[i]),
			    LY(g->wag[i]));
}

static int
one_line(struct am *a)
{
	const char *v = a->rd.tok[0];
	int x;

	/* transports, runners, work (gl_amend_wagon.c) */
	if ((x = gl_amend_x(a->g, a->rd.tok, a->rd.ntok, a->rd.line, a->out,
	    a->log)) <= 0)
		return x;
	if (strcasecmp(v, "MOVE") == 0)
		return do_move(a);
	if (strcasecmp(v, "REMOVE") == 0)
		return do_remove(a);
	if (strcasecmp(v, "RESTORE") == 0)
		return do_restore(a);
	if (strcasecmp(v, "SET") == 0 || strcasecmp(v, "CLEAR") == 0)
		return do_status(a, strcasecmp(v, "SET") == 0);
	if (strcasecmp(v, "WOUNDS") == 0)
		return do_wounds(a);
	if (strcasecmp(v, "AMMO") == 0)
		return do_ammo(a);
	if (strcasecmp(v, "ORDER") == 0)
		return do_order(a);
	if (strcasecmp(v, "TURNS") == 0)
		return do_turns(a);
	return am_err(a, "\"%.16s\" is not a referee verb of GLORY (MOVE, "
	    "REMOVE, RESTORE, SET, CLEAR, WOUNDS, AMMO, ORDER, TURNS, STORES, "
	    "TEAM, DRIVER, ABOARD, RUNNER, LADDER, WORK)", v);
}

int
gl_amend(void *gv, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log)
{
	struct gl_game *g = gv;
	struct am a;
	struct seen_snap before;
	int k, i;

	memset(&a, 0, sizeof a);
	a.g = g, a.out = out, a.log = log;
	sheet_lines_init(&a.rd, text, len, first_line, 0);
	if (len == 0) {		/* after a change made by JSON pointer */
		char why[SHEET_ERROR_LEN - 8];

		if (gl_ids_check(g, why, sizeof why))	/* gl_ids.c */
			sheet_check_error(out, first_line, "%s", why);
		gl_sight(g);
	}
	while ((k = sheet_lines_next(&a.rd)) != 0) {
		if (k < 0) {
			sheet_check_error(out, a.rd.line, "%s", a.rd.why);
			continue;
		}
		if (a.rd.ntok == 0)
			continue;
		a.kind = SUB_NONE, a.idx2 = -1, a.removal = 0;
		a.own[0] = a.foe[0] = '\0';
		snap(g, &before);
		if (one_line(&a) != 0)
			continue;
		gl_sight(g);
		if (out->nerrors == 0)
			tell(&a, &before);
		for (i = 0; i < a.rd.ntok; i++)
			buf_addf(&out->understood, "%s%s", i ? " " : "",
			    a.rd.tok[i]);
		buf_addc(&out->understood, '\n');
	}
	return PBEM_OK;
}
