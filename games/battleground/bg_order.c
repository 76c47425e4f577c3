/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_order.c - one order line (digest 8.1) -> struct bg_order, or a
 * message.  The same parser reads a sheet at receipt and the standing
 * lines kept in the state.  An enemy the side has never seen is named
 * "unknown unit" exactly as an id that does not exist (digest 6.7).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bg.h"
#include "sheet_words.h"

#define MAXTOK	32

static const char *const trig_names[BG_NTRIG] = {
	"M", "F", "AM1", "AMX", "AF1", "AFX"
};

struct op {
	const struct bg_game *g;
	int side;
	char **tok;
	int n, i;
	char *err;
	size_t errn;
};

static int
bad(struct op *p, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p->err, p->errn, fmt, ap);
	va_end(ap);
	return -1;
}

static int
is(struct op *p, const char *w)
{
	return p->i < p->n && strcasecmp(p->tok[p->i], w) == 0;
}

/* An enemy wreck the side knows of (every one under wreck_sight: 6.1)
 * named in an order: the words that say so and what to write instead.
 * Only what the side's WRECKS list shows: where it lies, never what it
 * was.  1 when u is such a wreck. */
int
bg_wreck_named(const struct bg_game *g, int side, int u, char *err,
    size_t en)
{
	char at[32];

	if (g->u[u].side == side || !bg_wreck_known(g, u, side))
		return 0;
	bg_pt_out(g, bg_centre(g, &g->u[u]), at, sizeof at);
	snprintf(err, en, "%s is a wreck at %s (your report's WRECKS): orders "
	    "name units in play; to go by it, give a point x,y", g->u[u].id,
	    at);
	return 1;
}

/* A unit the side may name: its own, or an enemy it has seen; a wreck
 * it knows of but never saw in play is refused as a wreck (bg_parse.c
 * refuses the others at receipt), not as an unknown unit. */
static int
unit_ref(struct op *p, const char *id, int own)
{
	int u = bg_unit_find(p->g, id);

	if (u >= 0 && p->g->u[u].side != p->side && !bg_known(p->g, p->side,
	    u) && bg_wreck_named(p->g, p->side, u, p->err, p->errn))
		return -2;
	if (u < 0 || (p->g->u[u].side != p->side && !bg_known(p->g, p->side,
	    u)))
		return bad(p, "unknown unit %s", id), -2;
	if (own == 1 && p->g->u[u].side != p->side)
		return bad(p, "%s is not your unit", id), -2;
	if (own == 0 && p->g->u[u].side == p->side)
		return bad(p, "%s is your own unit", id), -2;
	return u;
}

static int
number(struct op *p, int *v, int lo, int hi, const char *what)
{
	char *e;
	long x;

	if (p->i >= p->n)
		return bad(p, "%s needs a number", what);
	x = strtol(p->tok[p->i], &e, 10);
	if (*e != '\0' || x < lo || x > hi)
		return bad(p, "%s must be %d..%d, not %s", what, lo, hi,
		    p->tok[p->i]);
	*v = (int)x;
	p->i++;
	return 0;
}

static int
inches(struct op *p, int *v, const char *what)
{
	if (p->i >= p->n || bg_inches_parse(p->tok[p->i], v) != 0 || *v < 0 ||
	    *v > BG_MAX_TABLE * BG_INCH)
		return bad(p, "%s needs inches", what);
	p->i++;
	return 0;
}

static int
points(struct op *p, struct bg_order *o)
{
	while (p->i < p->n && (strchr(p->tok[p->i], ',') != NULL ||
	    p->tok[p->i][0] == '@')) {
		if (o->npts >= BG_MAX_PTS)
			return bad(p, "at most %d points", BG_MAX_PTS);
		if (bg_point_parse(p->g, p->tok[p->i], &o->pts[o->npts]) != 0)
			return bad(p, "bad point %s (x,y in inches on the table,"
			    " or @feature)", p->tok[p->i]);
		o->npts++;
		p->i++;
	}
	return 0;
}

static int
move_opts(struct op *p, struct bg_order *o)
{
	int f;

	while (p->i < p->n && !is(p, "IF")) {
		if (is(p, "MAX")) {
			p->i++;
			if (inches(p, &o->max, "MAX"))
				return -1;
		} else if (is(p, "FACE")) {
			p->i++;
			if (number(p, &o->face, 0, 359, "FACE"))
				return -1;
		} else if (is(p, "FORM") && o->act != BG_A_DRIVE) {
			p->i++;
			for (f = 0; f < BG_BLDG && p->i < p->n; f++)
				if (strcasecmp(p->tok[p->i], bg_form_names[f]) == 0)
					break;
			if (f == BG_BLDG || p->i >= p->n)
				return bad(p, "FORM is COLUMN, LINE or MASS");
			o->form = f;
			p->i++;
		} else if (is(p, "ROAD") && (o->act == BG_A_WALK ||
		    o->act == BG_A_RUN || o->act == BG_A_DRIVE)) {
			o->road = 1;	/* 4.1: +1/3, vehicles +50% */
			p->i++;
		} else if (is(p, "REV") && o->act == BG_A_DRIVE) {
			o->rev = 1;	/* 4.2: reversing at 1/3 speed */
			p->i++;
		} else if (is(p, "ROAD") || is(p, "REV"))
			return bad(p, "%s goes with %s", p->tok[p->i],
			    is(p, "ROAD") ? "WALK, RUN or DRIVE" : "DRIVE");
		else
			return bad(p, "unknown move word %s", p->tok[p->i]);
	}
	return 0;
}

static int
parse_move(struct op *p, struct bg_order *o)
{
	const struct bg_unit *u = &p->g->u[o->unit];

	if (u->empl && p->i < p->n && !is(p, "HOLD"))
		return bad(p, "emplacements do not move (digest 2.5)");
	if (is(p, "HOLD")) {
		o->act = BG_A_HOLD;
		p->i++;
		return move_opts(p, o);
	}
	if (is(p, "DIG") || is(p, "UNDIG")) {
		if (u->veh)
			return bad(p, "vehicles do not dig in during play");
		o->act = is(p, "DIG") ? BG_A_DIG : BG_A_UNDIG;
		p->i++;
		if (o->act == BG_A_UNDIG && points(p, o))
			return -1;
		return move_opts(p, o);
	}
	if (is(p, "WALK") || is(p, "RUN")) {
		if (u->veh)
			return bad(p, "vehicles DRIVE");
		o->act = is(p, "WALK") ? BG_A_WALK : BG_A_RUN;
		p->i++;
		if (points(p, o))
			return -1;
		if (o->npts == 0)
			return bad(p, "%s needs a point",
			    o->act == BG_A_WALK ? "WALK" : "RUN");
		if (move_opts(p, o))
			return -1;
		/* 4.1: road movement requires a column */
		if (o->road && o->form >= 0 && o->form != BG_COLUMN)
			return bad(p, "ROAD needs FORM COLUMN (digest 4.1)");
		return 0;
	}
	if (is(p, "ENTER")) {
		/* a reinforcement's way onto the table (bg_enter.c) */
		o->act = BG_A_ENTER;
		p->i++;
		if (points(p, o))
			return -1;
		if (o->npts == 0)
			return bad(p, "ENTER needs a point: the way onto the "
			    "table from the unit's entry point");
		return move_opts(p, o);
	}
	if (is(p, "DRIVE")) {
		if (!u->veh)
			return bad(p, "only vehicles DRIVE");
		o->act = BG_A_DRIVE;
		p->i++;
		if (number(p, &o->ndice, 1, u->vdice, "DRIVE dice"))
			return -1;
		if (points(p, o))
			return -1;
		if (o->npts == 0)
			return bad(p, "DRIVE needs a point");
		return move_opts(p, o);
	}
	if (is(p, "CHARGE")) {
		/* 4.10.4: tanks (tracked, armour 3+ [P]) may charge
		 * infantry; vehicles never melee each other */
		if (u->veh && !(u->tracked && u->armour >= 3))
			return bad(p, "only tanks charge (digest 4.10.4)");
		o->act = BG_A_CHARGE;
		p->i++;
		if (p->i >= p->n)
			return bad(p, "CHARGE needs an enemy unit");
		if ((o->tgt[0][0] = unit_ref(p, p->tok[p->i], 0)) < 0)
			return -1;
		if (p->g->u[o->tgt[0][0]].empl)
			return bad(p, "emplacements cannot be charged (digest "
			    "2.5)");
		if (u->veh && p->g->u[o->tgt[0][0]].veh)
			return bad(p, "vehicles never melee each other");
		o->ntgtw[0] = 1;
		p->i++;
		return 0;
	}
	if (is(p, "JOIN")) {
		int v;

		if (u->veh)
			return bad(p, "vehicles never combine (digest 4.9)");
		p->i++;
		if (p->i >= p->n || (v = bg_unit_find(p->g, p->tok[p->i])) < 0 ||
		    p->g->u[v].side != p->side || p->g->u[v].veh ||
		    v == o->unit)
			return bad(p, "JOIN needs another of your infantry "
			    "units");
		o->act = BG_A_JOIN;
		o->tgt[0][0] = v;
		o->ntgtw[0] = 1;
		p->i++;
		return 0;
	}
	if (is(p, "EMBARK") || is(p, "DISEMBARK")) {
		int v;

		if (u->veh)
			return bad(p, "vehicles do not embark");
		o->act = is(p, "EMBARK") ? BG_A_EMBARK : BG_A_DISEMBARK;
		p->i++;
		if (o->act == BG_A_DISEMBARK) {
			if (points(p, o))
				return -1;
			if (o->npts != 1)
				return bad(p, "DISEMBARK needs one point");
			return move_opts(p, o);
		}
		if (p->i >= p->n || (v = bg_unit_find(p->g, p->tok[p->i])) < 0 ||
		    p->g->u[v].side != p->side || !p->g->u[v].veh ||
		    !p->g->u[v].transport)
			return bad(p, "EMBARK needs one of your vehicles that "
			    "carries (CARRY)");
		o->tgt[0][0] = v;
		o->ntgtw[0] = 1;
		p->i++;
		return 0;
	}
	if (is(p, "MOUNT") || is(p, "DISMOUNT") || is(p, "DROPHORSES")) {
		if (u->veh || (u->cav == BG_CAV_NONE))
			return bad(p, "%s is for cavalry", p->tok[p->i]);
		o->act = is(p, "MOUNT") ? BG_A_MOUNT : is(p, "DISMOUNT") ?
		    BG_A_DISMOUNT : BG_A_DROPHORSES;
		p->i++;
		if (o->act != BG_A_DROPHORSES && points(p, o))
			return -1;
		return move_opts(p, o);
	}
	if (is(p, "OCCUPY")) {
		if (u->veh)
			return bad(p, "vehicles cannot occupy buildings");
		o->act = BG_A_OCCUPY;
		p->i++;
		if (p->i >= p->n || (o->bldg = bg_terr_find(p->g,
		    p->tok[p->i])) < 0 || p->g->t[o->bldg].kind != BG_T_BLDG)
			return bad(p, "OCCUPY needs a building id");
		p->i++;
		return move_opts(p, o);
	}
	if (p->i < p->n)
		return bad(p, "%s is not a move", p->tok[p->i]);
	return bad(p, "a move is missing");
}

/* A,B,C: unit ids or NEAREST, WEAKEST, ANY. */
static int
targets(struct op *p, const char *list, int *tgt, int *n)
{
	char buf[BG_LINE_LEN], *s, *c;
	int u;

	snprintf(buf, sizeof buf, "%s", list);
	*n = 0;
	for (s = buf; s != NULL; s = c) {
		if ((c = strchr(s, ',')) != NULL)
			*c++ = '\0';
		if (*n >= BG_MAX_TGT)
			return bad(p, "at most %d targets", BG_MAX_TGT);
		if (strcasecmp(s, "NEAREST") == 0)
			u = BG_TGT_NEAREST;
		else if (strcasecmp(s, "WEAKEST") == 0)
			u = BG_TGT_WEAKEST;
		else if (strcasecmp(s, "ANY") == 0)
			u = BG_TGT_ANY;
		else if ((u = unit_ref(p, s, 0)) < 0)
			return -1;
		tgt[(*n)++] = u;
	}
	return 0;
}

static int
weapon_index(const struct bg_unit *u, const char *w)
{
	int k, nmg = 0;

	for (k = 0; k < u->nweap; k++) {
		if (u->weap[k] == BG_W_MG) {
			nmg++;
			if ((strcasecmp(w, "MG1") == 0 && nmg == 1) ||
			    (strcasecmp(w, "MG2") == 0 && nmg == 2))
				return k;
		} else if (strcasecmp(w, "GUN") == 0)
			return k;
	}
	return -1;
}

static int
parse_fire(struct op *p, struct bg_order *o)
{
	const struct bg_unit *u = &p->g->u[o->unit];
	char w[16], *eq;
	int k;

	if (is(p, "HOLD")) {
		o->act = BG_A_HOLDFIRE;
		p->i++;
		return 0;
	}
	/* 4.15, 4.16, 4.18: the F actions of bg_smoke.c, bg_clear.c */
	if (is(p, "SMOKE") || is(p, "FLARE"))
		return bg_smoke_order(p->g, u, p->tok, p->n, &p->i, o, p->err,
		    p->errn);
	if (is(p, "CLEAR"))
		return bg_clear_order(p->g, u, p->tok, p->n, &p->i, o, p->err,
		    p->errn);
	if (is(p, "HEAL")) {
		o->act = BG_A_HEAL;
		p->i++;
		return 0;
	}
	if (is(p, "FIRE"))
		p->i++;
	o->act = BG_A_FIRE;
	if (!u->veh) {
		if (p->i >= p->n || is(p, "IF"))
			return bad(p, "FIRE needs targets (ids, NEAREST, "
			    "WEAKEST, ANY)");
		if (targets(p, p->tok[p->i], o->tgt[0], &o->ntgtw[0]))
			return -1;
		p->i++;
		return 0;
	}
	while (p->i < p->n && !is(p, "IF")) {
		if ((eq = strchr(p->tok[p->i], '=')) == NULL ||
		    eq - p->tok[p->i] >= (long)sizeof w)
			return bad(p, "vehicles fire by weapon: MG1=... GUN=...");
		snprintf(w, sizeof w, "%.*s", (int)(eq - p->tok[p->i]),
		    p->tok[p->i]);
		if ((k = weapon_index(u, w)) < 0)
			return bad(p, "%s has no weapon %s", u->id, w);
		if (targets(p, eq + 1, o->tgt[k], &o->ntgtw[k]))
			return -1;
		p->i++;
	}
	return 0;
}

static int
parse_cond(struct op *p, struct bg_order *o)
{
	static const char *const simple[] = {
		"FIRED", "MOVED", "EFIRED", "EMOVED", "RUN", "DUG", "HIDDEN"
	};
	static const char *const ops[] = { "<", "<=", ">", ">=", "=" };
	struct bg_cond_t *c;
	const char *w;
	int k;

	while (p->i < p->n) {
		if (is(p, "&")) {
			p->i++;
			continue;
		}
		if (o->ncond >= BG_MAX_COND)
			return bad(p, "at most %d conditions", BG_MAX_COND);
		c = &o->cond[o->ncond++];
		w = p->tok[p->i++];
		if ((c->neg = w[0] == '!'))
			w++;
		for (k = 0; k < 7; k++)
			if (strcasecmp(w, simple[k]) == 0)
				break;
		if (k < 7) {
			c->kind = k;
			continue;
		}
		if (strcasecmp(w, "SEEN") == 0 || strcasecmp(w, "DIST") == 0) {
			c->kind = strcasecmp(w, "SEEN") == 0 ? BG_C_SEEN :
			    BG_C_DIST;
			if (p->i >= p->n)
				return bad(p, "%s needs a unit", w);
			if ((c->unit = unit_ref(p, p->tok[p->i++], 0)) < 0)
				return -1;
			if (c->kind == BG_C_SEEN)
				continue;
		} else if (strcasecmp(w, "FIGS") == 0)
			c->kind = BG_C_FIGS;
		else if (strcasecmp(w, "ODDS") == 0) {
			/* R lines: charger's figures to own; CHARGE lines:
			 * own to the target's (digest 8.1) */
			if (o->trig != BG_O_R && o->act != BG_A_CHARGE)
				return bad(p, "ODDS is for R and CHARGE lines");
			c->kind = BG_C_ODDS;
		} else
			return bad(p, "unknown condition %s", w);
		for (k = 0; k < 5 && p->i < p->n; k++)
			if (strcmp(p->tok[p->i], ops[k]) == 0)
				break;
		if (k == 5 || p->i >= p->n)
			return bad(p, "%s needs < <= > >= or =", w);
		c->op = k;
		p->i++;
		if (c->kind == BG_C_DIST ? inches(p, &c->val, "DIST") :
		    c->kind == BG_C_ODDS ? inches(p, &c->val, "ODDS") :
		    number(p, &c->val, 0, 24, "FIGS"))
			return -1;
	}
	return 0;
}

int
bg_order_parse(const struct bg_game *g, int side, const char *line,
    struct bg_order *o, char *err, size_t errn)
{
	char buf[BG_LINE_LEN], *tok[MAXTOK], *s;
	struct op p = { g, side, tok, 0, 0, err, errn };
	int k, ifat = -1;
	size_t len;

	memset(o, 0, sizeof *o);
	o->face = o->form = o->bldg = -1;
	if (strlen(line) >= sizeof buf)
		return bad(&p, "line too long");
	snprintf(buf, sizeof buf, "%s", line);
	if ((p.n = sheet_words(buf, tok, MAXTOK, 0)) < 0)
		return bad(&p, "too many words");
	if (p.n == 0)
		return bad(&p, "empty line");
	if (strcasecmp(tok[0], "ART") == 0) {
		if (bg_arty_order(g, side, tok, p.n, o, err, errn) != 0)
			return -1;
		goto canonical;
	}
	for (k = 0; k < BG_NTRIG; k++)
		if (strcasecmp(tok[0], trig_names[k]) == 0)
			break;
	if (k == BG_NTRIG && (o->trig = bg_react_kind(tok[0])) >= 0) {
		if (p.n < 3)
			return bad(&p, "%s needs a unit and a choice", tok[0]);
		if ((o->unit = unit_ref(&p, tok[1], 1)) < 0)
			return -1;
		p.i = 2;
		if (bg_react_order(g, tok, p.n, &p.i, o, err, errn) != 0)
			return -1;
		goto conditions;
	}
	if (k == BG_NTRIG)
		return bad(&p, strcasecmp(tok[0], "ENTER") == 0 ? "ENTER is "
		    "a move: M <unit> ENTER x,y ..." : "unknown order %s (M F "
		    "AM1 AMX AF1 AFX)", tok[0]);
	o->trig = k;
	if (p.n < 3)
		return bad(&p, "%s needs a unit and an order", tok[0]);
	if ((o->unit = unit_ref(&p, tok[1], 1)) < 0)
		return -1;
	p.i = 2;
	if (k == BG_O_M || k == BG_O_AM1 || k == BG_O_AMX) {
		if (parse_move(&p, o))
			return -1;
	} else if (parse_fire(&p, o))
		return -1;
conditions:
	if (p.i < p.n) {
		if (!is(&p, "IF"))
			return bad(&p, "unexpected %s", tok[p.i]);
		ifat = p.i++;
		if (p.i >= p.n)
			return bad(&p, "IF needs a condition");
		if (parse_cond(&p, o))
			return -1;
	}
canonical:
	/* the canonical line: the words upper-cased, one space apart */
	o->text[0] = o->key[0] = '\0';
	for (k = 0; k < p.n; k++) {
		for (s = tok[k]; *s; s++)
			*s = (char)toupper((unsigned char)*s);
		len = strlen(o->text);
		snprintf(o->text + len, sizeof o->text - len, "%s%s",
		    k ? " " : "", tok[k]);
	}
	snprintf(o->key, sizeof o->key, "%s %s", tok[0], tok[1]);
	for (k = ifat < 0 ? p.n : ifat; k < p.n; k++) {
		len = strlen(o->key);
		snprintf(o->key + len, sizeof o->key - len, " %s", tok[k]);
	}
	return 0;
}
