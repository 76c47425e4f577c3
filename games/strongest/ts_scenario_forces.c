/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_scenario_forces.c - the forces of a TTSMAP scenario (ORDERS.md,
 * "Scenario files"): CMD, GEN, UNIT and CAMP lines, each army's unit
 * from the army lists of rules.json by key (§6) with its derived numbers
 * (ts_unit_derive), the stratagem HANDs and the PLACE lines of a fixed
 * set-up, and the attaching of generals once every unit is known.  The
 * reader and the map lines are ts_scenario.c; as there, the text is
 * hostile and an error names the line.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scenario_lines.h"
#include "ts_parse.h"
#include "util.h"

int
sc_cmd(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_cmd *c;
	int s, k;

	if (n < 3 || (s = sc_side_of(p, t[1])) < 0 || sc_idnum(t[2], "C", &k))
		return p->err->rc ? -1 : sc_fail(p, "CMD <SIDE> C<n> [name]%s",
		    NULL);
	if (ts_find_cmd(g, s, k) >= 0)
		return sc_fail(p, "command %.8s given twice", t[2]);
	if (g->ncmds == TS_MAX_CMDS)
		return sc_fail(p, "too many commands%s", NULL);
	c = &g->cmd[g->ncmds++];
	memset(c, 0, sizeof *c);
	c->side = s;
	c->num = k;
	c->gen = -1;
	snprintf(c->name, sizeof c->name, "%s", n > 3 ? t[3] : t[2]);
	return 0;
}

static int
cmd_ref(struct sp *p, int s, const char *t)
{
	int k, c;

	if (strcasecmp(t, "NONE") == 0)
		return -1;
	if (sc_idnum(t, "C", &k) || (c = ts_find_cmd(p->g, s, k)) < 0) {
		sc_fail(p, "no command %.8s on that side (CMD lines first)", t);
		return -2;
	}
	return c;
}

static int
gen_word(struct sp *p, struct ts_gen *x, char **t, int *i, int n)
{
	const char *w = t[*i];
	int k;

	if (strcasecmp(w, "foot") == 0)
		x->mounted = 0;
	else if (strcasecmp(w, "mounted") == 0)
		x->mounted = 1;
	else if (strcasecmp(w, "detached") == 0)
		x->detached = 1;
	else if (strcasecmp(w, "heroic") == 0)
		x->heroic = 1;
	else if (strcasecmp(w, "senior") == 0)
		x->senior = 1;
	else if (strcasecmp(w, "brilliant") == 0)
		x->brilliant = 1;
	else if (strcasecmp(w, "attached") == 0 && *i + 1 < n &&
	    sc_idnum(t[*i + 1], "U", &k) == 0) {
		x->detached = 0;
		x->unit = -100 - k;	/* resolved once the units exist */
		(*i)++;
	} else if (*i == n - 1)
		snprintf(x->name, sizeof x->name, "%s", w);
	else
		return sc_fail(p, "unknown general word \"%.24s\"", w);
	return 0;
}

/* GEN <SIDE> G<n> C<n>|NONE [foot|mounted] [detached|attached U<n>]
 *     [heroic] [senior] [brilliant] [name] */
int
sc_gen(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_gen *x;
	int s, k, c, i;

	if (n < 4 || (s = sc_side_of(p, t[1])) < 0 || sc_idnum(t[2], "G", &k))
		return p->err->rc ? -1 : sc_fail(p, "GEN <SIDE> G<n> C<n> "
		    "[foot|mounted] [detached|attached U<n>] [heroic] [senior] "
		    "[brilliant] [name]%s", NULL);
	if ((c = cmd_ref(p, s, t[3])) == -2)
		return -1;
	if (ts_find_gen(g, s, k) >= 0 || g->ngens == TS_MAX_GENS)
		return sc_fail(p, "general %.8s given twice, or too many", t[2]);
	x = &g->gen[g->ngens];
	memset(x, 0, sizeof *x);
	x->side = s;
	x->num = k;
	x->cmd = c;
	x->unit = -1;
	x->status = TS_UNPLACED;
	x->x = x->y = -1;
	snprintf(x->name, sizeof x->name, "%s", t[2]);
	for (i = 4; i < n; i++)
		if (gen_word(p, x, t, &i, n))
			return -1;
	if (x->brilliant && (!x->senior || !x->detached))
		return sc_fail(p, "a brilliant general must be detached and "
		    "senior (rule 2.4)%s", NULL);
	if (x->unit == -1 && !x->detached)
		return sc_fail(p, "a general is detached or attached U<n>%s",
		    NULL);
	if (c >= 0) {
		if (g->cmd[c].gen >= 0)
			return sc_fail(p, "command %.8s already has a general",
			    t[3]);
		g->cmd[c].gen = g->ngens;
	} else if (!x->senior)
		return sc_fail(p, "only the senior general may have no "
		    "command%s", NULL);
	g->ngens++;
	return 0;
}

static int
unit_word(struct sp *p, struct ts_unit *u, const char *w)
{
	int v;
	const char *eq = strchr(w, '=');

	if (strcasecmp(w, "vet") == 0 || strcasecmp(w, "veteran") == 0)
		u->quality = 1;
	else if (strcasecmp(w, "raw") == 0)
		u->quality = -1;
	else if (strcasecmp(w, "small") == 0)
		u->small = 1;
	else if (strcasecmp(w, "deep") == 0)
		u->deep = 1;
	else if (strcasecmp(w, "xdeep") == 0)
		u->deep = 2;
	else if (strcasecmp(w, "fanatic") == 0)
		u->fanatic = 1;
	else if (strcasecmp(w, "escorted") == 0)
		u->escorted = 1;
	else if (strcasecmp(w, "hero") == 0)
		u->heroes++;
	else if (strncasecmp(w, "hero=", 5) == 0 && sc_intval(w + 5, 0, 4,
	    &v) == 0)
		u->heroes = v;
	else if (strcasecmp(w, "pavise") == 0)
		u->pavise = 1;
	else if (strcasecmp(w, "swim") == 0)
		u->swim = 1;
	else if (strcasecmp(w, "boat") == 0)
		u->boat = 1;
	else if (strcasecmp(w, "stakes") == 0)
		u->nstakes = 1;
	else if (strcasecmp(w, "shock") == 0)
		u->shock = 1;
	else if (strcasecmp(w, "2hcw") == 0)
		u->extra |= 64;
	else if (strncasecmp(w, "extra=", 6) == 0 && eq) {
		for (v = 1; v < TS_NWEAPON; v++)
			if (strcasecmp(eq + 1, ts_weapon_name(v)) == 0)
				break;
		if (v >= TS_W_CATAPULT)
			return sc_fail(p, "extra=<jav|bow|sling|crossbow|longbow|"
			    "handgun>, not \"%.16s\"", eq + 1);
		u->extra = (u->extra & ~63) | v;
	} else if (strcasecmp(w, "wedge") == 0) {
		u->form = TS_WEDGE;		/* allowed, and begun in */
		u->formok |= 1 << TS_WEDGE;
	} else if (strcasecmp(w, "rhomboid") == 0) {
		u->form = TS_RHOMBOID;
		u->formok |= 1 << TS_RHOMBOID;
	} else if (strcasecmp(w, "mounts") == 0)
		u->mounts = 1;
	else
		return 1;
	return 0;
}

/* UNIT <SIDE> U<n> C<n> <list entry> [options] [name] */
int
sc_unit(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	const struct ts_list *l;
	struct ts_unit *u;
	int s, k, c, e, i, rc;
	size_t nl;

	if (n < 5 || (s = sc_side_of(p, t[1])) < 0 || sc_idnum(t[2], "U", &k))
		return p->err->rc ? -1 : sc_fail(p, "UNIT <SIDE> U<n> C<n> <list "
		    "entry> [vet|raw] [small|deep|xdeep] [fanatic] [hero] ... "
		    "[name]%s", NULL);
	if ((c = cmd_ref(p, s, t[3])) < 0)
		return c == -1 ? sc_fail(p, "a unit belongs to a command%s",
		    NULL) : -1;
	l = &g->r.list[g->side[s].list];
	if ((e = ts_tables_entry(l, t[4])) < 0)
		return sc_fail(p, "no entry \"%.24s\" in that side's army list",
		    t[4]);
	if (ts_find_unit(g, s, k) >= 0 || g->nunits == TS_MAX_UNITS)
		return sc_fail(p, "unit %.8s given twice, or too many", t[2]);
	u = &g->u[g->nunits];
	memset(u, 0, sizeof *u);
	u->side = s;
	u->num = k;
	u->cmd = c;
	u->entry = e;
	u->type = l->e[e].type;
	u->status = TS_UNPLACED;
	u->x = u->y = -1;
	u->slot = 0;
	u->quality = l->e[e].quality;
	/* the list entry's name (GCC cannot tell the two never overlap) */
	nl = strnlen(l->e[e].name, sizeof u->name - 1);
	memmove(u->name, l->e[e].name, nl);
	u->name[nl] = '\0';
	for (i = 5; i < n; i++) {
		if ((rc = unit_word(p, u, t[i])) < 0)
			return -1;
		if (rc == 1 && i == n - 1)
			snprintf(u->name, sizeof u->name, "%s", t[i]);
		else if (rc == 1)
			return sc_fail(p, "unknown unit word \"%.24s\"", t[i]);
	}
	if (u->quality != l->e[e].quality && l->e[e].quality != 0)
		return sc_fail(p, "that list entry is already veteran or raw%s",
		    NULL);
	if (ts_unit_derive(g, u) != 0)
		return sc_fail(p, "%s", g->result);
	g->nunits++;
	return 0;
}

int
sc_camp(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_camp *c;
	int s, k, cm, i, v;

	if (n < 4 || (s = sc_side_of(p, t[1])) < 0 || sc_idnum(t[2], "K", &k))
		return p->err->rc ? -1 : sc_fail(p, "CAMP <SIDE> K<n> C<n> "
		    "[forts=<n>]%s", NULL);
	if ((cm = cmd_ref(p, s, t[3])) < 0)
		return cm == -1 ? sc_fail(p, "a camp belongs to a command%s",
		    NULL) : -1;
	if (ts_find_camp(g, s, k) >= 0 || g->ncamps == TS_MAX_CAMPS)
		return sc_fail(p, "camp %.8s given twice, or too many", t[2]);
	c = &g->camp[g->ncamps];
	memset(c, 0, sizeof *c);
	c->side = s;
	c->num = k;
	c->cmd = cm;
	c->x = c->y = -1;
	c->holder = s;
	for (i = 4; i < n; i++) {
		if (strncasecmp(t[i], "forts=", 6) == 0 &&
		    sc_intval(t[i] + 6, 0, 4, &v) == 0)
			c->forts = v;
		else
			return sc_fail(p, "unknown camp word \"%.24s\"", t[i]);
	}
	g->ncamps++;
	return 0;
}

int
sc_hand(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_side *sd;
	int s, i, k, id;
	char b[16];

	if (n < 2 || (s = sc_side_of(p, t[1])) < 0)
		return p->err->rc ? -1 : sc_fail(p, "HAND <SIDE> [card ...]%s",
		    NULL);
	sd = &g->side[s];
	sd->nhand = 0;
	sd->hand_fixed = 1;	/* the hand is fixed: nothing is drawn */
	for (i = 2; i < n; i++) {
		for (k = 0; k < ST_N; k++) {
			ts_strat_label(-1 - k, b, sizeof b);
			if (strcasecmp(t[i], b) == 0)
				break;
		}
		if (k == ST_N || sd->nhand == TS_MAX_HAND)
			return sc_fail(p, "\"%.8s\" is not a stratagem card (JH.."
			    "KS, JOKER), or too many", t[i]);
		if ((id = ts_take_strat(g, k)) < 0)
			return sc_fail(p, "no %.8s left in the stratagem deck",
			    t[i]);
		sd->hand[sd->nhand++] = id;
	}
	return 0;
}

static int
place_opt(struct sp *p, struct ts_unit *u, char **t, int *i, int n)
{
	int v;

	if (strcasecmp(t[*i], "FRONT") == 0)
		u->slot = 1;
	else if (strcasecmp(t[*i], "BEHIND") == 0)
		u->slot = -1;
	else if (*i + 1 < n && strcasecmp(t[*i], "DIS") == 0 &&
	    sc_intval(t[*i + 1], 0, u->hits - 1, &v) == 0) {
		u->dis = v;
		(*i)++;
	} else if (*i + 1 < n && strcasecmp(t[*i], "AMMO") == 0 &&
	    sc_intval(t[*i + 1], 0, u->ammo0, &v) == 0) {
		u->ammo = v;
		(*i)++;
	} else if (*i + 1 < n && strcasecmp(t[*i], "FORM") == 0) {
		if (strcasecmp(t[*i + 1], "testudo") == 0)
			u->form = TS_TESTUDO;
		else if (strcasecmp(t[*i + 1], "orbis") == 0)
			u->form = TS_ORBIS;
		else if (strcasecmp(t[*i + 1], "wedge") == 0)
			u->form = TS_WEDGE;
		else if (strcasecmp(t[*i + 1], "rhomboid") == 0)
			u->form = TS_RHOMBOID;
		else
			return sc_fail(p, "unknown formation %.16s", t[*i + 1]);
		(*i)++;
	} else
		return sc_fail(p, "unknown PLACE word \"%.24s\"", t[*i]);
	return 0;
}

static int
place_unit(struct sp *p, int s, int u, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_unit *x = &g->u[u];
	int bx, by, f, i, zone;

	if (strcasecmp(t[3], "FLANK") == 0 && n == 5) {
		x->status = TS_WAIT;
		x->away = TS_AWAY_FLANK;
		x->away_arg = strcasecmp(t[4], "RIGHT") == 0;
		return strcasecmp(t[4], "LEFT") && strcasecmp(t[4], "RIGHT") ?
		    sc_fail(p, "FLANK LEFT|RIGHT%s", NULL) : 0;
	}
	if (strcasecmp(t[3], "RESERVE") == 0 && n == 5) {
		zone = strcasecmp(t[4], "LEFT") == 0 ? 3 : strcasecmp(t[4],
		    "CENTRE") == 0 || strcasecmp(t[4], "CENTER") == 0 ? 2 :
		    strcasecmp(t[4], "RIGHT") == 0 ? 1 : 0;
		x->status = TS_WAIT;
		x->away = TS_AWAY_RESERVE;
		x->away_arg = zone;
		return zone ? 0 : sc_fail(p, "RESERVE LEFT|CENTRE|RIGHT%s", NULL);
	}
	if (strcasecmp(t[3], "LOST") == 0 && n == 4) {
		x->status = TS_WAIT;
		x->away = TS_AWAY_LOST;
		return 0;
	}
	i = 3;
	if (strcasecmp(t[3], "AMBUSH") == 0)
		i = 4;
	if (n < i + 2 || sc_box_of(p, t[i], &bx, &by))
		return p->err->rc ? -1 : sc_fail(p, "PLACE <SIDE> U<n> [AMBUSH] "
		    "<box> <N|E|S|W> [FRONT|BEHIND] [DIS n] [AMMO n] | FLANK "
		    "LEFT|RIGHT | RESERVE LEFT|CENTRE|RIGHT | LOST%s", NULL);
	if ((f = ts_parse_face(t[i + 1])) < 0)
		return sc_fail(p, "\"%.8s\" is not a facing N, E, S or W",
		    t[i + 1]);
	x->x = bx;
	x->y = by;
	x->face = f;
	x->status = i == 4 ? TS_AMBUSH : TS_ON;
	x->slot = 0;
	for (i += 2; i < n; i++)
		if (place_opt(p, x, t, &i, n))
			return -1;
	(void)s;
	return 0;
}

/* PLACE <SIDE> U<n>|G<n>|K<n> ... */
int
sc_place(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int s, k, i, x, y;

	if (n < 4 || (s = sc_side_of(p, t[1])) < 0)
		return p->err->rc ? -1 : sc_fail(p, "PLACE <SIDE> <id> ...%s",
		    NULL);
	if (sc_idnum(t[2], "U", &k) == 0) {
		if ((i = ts_find_unit(g, s, k)) < 0)
			return sc_fail(p, "no unit %.8s on that side", t[2]);
		return place_unit(p, s, i, t, n);
	}
	if (sc_idnum(t[2], "G", &k) == 0) {
		if ((i = ts_find_gen(g, s, k)) < 0 || !g->gen[i].detached)
			return sc_fail(p, "no detached general %.8s on that side",
			    t[2]);
		if (sc_box_of(p, t[3], &x, &y))
			return -1;
		g->gen[i].x = x;
		g->gen[i].y = y;
		g->gen[i].status = TS_ON;
		return 0;
	}
	if (sc_idnum(t[2], "K", &k) == 0) {
		if ((i = ts_find_camp(g, s, k)) < 0)
			return sc_fail(p, "no camp %.8s on that side", t[2]);
		if (sc_box_of(p, t[3], &x, &y))
			return -1;
		g->camp[i].x = x;
		g->camp[i].y = y;
		g->camp[i].placed = 1;
		if (n == 6 && strcasecmp(t[4], "FORT") == 0)
			return ts_fort_mask(t[5], &g->camp[i].fortmask) ?
			    sc_fail(p, "FORT <edges, e.g. N,E>%s", NULL) : 0;
		return n == 4 ? 0 : sc_fail(p, "PLACE <SIDE> K<n> <box> [FORT "
		    "<edges>]%s", NULL);
	}
	return sc_fail(p, "PLACE names a unit U<n>, general G<n> or camp K<n>, "
	    "not \"%.8s\"", t[2]);
}

/* Attached generals join their units once every unit is known. */
int
sc_attach_generals(struct sp *p)
{
	struct ts_game *g = p->g;
	int k, u;

	for (k = 0; k < g->ngens; k++) {
		if (g->gen[k].unit > -100)
			continue;
		u = ts_find_unit(g, g->gen[k].side, -100 - g->gen[k].unit);
		if (u < 0 || (g->gen[k].cmd >= 0 && g->u[u].cmd !=
		    g->gen[k].cmd)) {
			snprintf(g->result, sizeof g->result, "general G%d: "
			    "attached to a unit not of his command",
			    g->gen[k].num);
			return -1;
		}
		g->gen[k].unit = u;
	}
	return 0;
}
