/*
 * ts_scenario.c - the TTSMAP text a game is made from (the format is in
 * games/strongest/ORDERS.md, "Scenario files"): the box grid, the host's
 * terrain, both armies from the army lists of rules.json by key (§6), and
 * optionally a fixed set-up (active side, stratagem hands, placements) so
 * a host or a rules case can start at any stage.  Every derived number
 * (save factor, hits, VP, ammunition, points, medals) is worked out here
 * from the tables (§2.1-§2.3, §5.1).  The text is hostile: every line and
 * value is checked, and an error names the line.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../scenario_lines.h"
#include "ts.h"
#include "util.h"

#define MAXTOK	24

struct sp {
	struct ts_game *g;
	struct pbem_err *err;
	int line, with_units;
	int nside;
	int start;		/* 0 pregame, 1 deploy, 2 play */
	int active;		/* -1 none given */
	int picks;
	int extra_ammo[TS_NSIDES];
};

/* Split on blanks; "quoted text" is one token (quotes dropped). */
static int
tokens(char *s, char **tok, int max)
{
	int n = 0;
	char *h;

	for (h = s; *h; h++)
		if (*h == '#' && (h == s || isspace((unsigned char)h[-1])))
			break;
	*h = '\0';
	for (;;) {
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			return n;
		if (n == max)
			return -1;
		if (*s == '"') {
			tok[n++] = ++s;
			while (*s && *s != '"')
				s++;
			if (*s == '\0')
				return -1;
		} else {
			tok[n++] = s;
			while (*s && !isspace((unsigned char)*s))
				s++;
			if (*s == '\0')
				return n;
		}
		*s++ = '\0';
	}
}

static int
fail(struct sp *p, const char *fmt, const char *arg)
{
	return scenario_fail(p->err, p->line, fmt, arg);
}

static int
intval(const char *s, int lo, int hi, int *v)
{
	char *end;
	long n;

	if (s == NULL || *s == '\0')
		return -1;
	n = strtol(s, &end, 10);
	if (*end != '\0' || n < lo || n > hi)
		return -1;
	*v = (int)n;
	return 0;
}

/* "U12" with prefix "U": 12. */
static int
idnum(const char *s, const char *prefix, int *v)
{
	size_t n = strlen(prefix);

	if (strncasecmp(s, prefix, n) != 0 || !isdigit((unsigned char)s[n]))
		return -1;
	return intval(s + n, 1, 99, v);
}

static int
side_of(struct sp *p, const char *s)
{
	int i;

	for (i = 0; i < p->nside; i++)
		if (strcasecmp(p->g->side[i].name, s) == 0)
			return i;
	fail(p, "no side called \"%.32s\" (SIDE lines come first)", s);
	return -1;
}

static int
box_of(struct sp *p, const char *s, int *x, int *y)
{
	if (ts_parse_box(p->g, s, x, y) != 0)
		return fail(p, "\"%.16s\" is not a box on this table", s);
	return 0;
}

static int
do_grid(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int clear = ts_tables_terrain(&g->r, "clear"), i;

	if (n != 3 || intval(t[1], 3, TS_MAX_W, &g->w) ||
	    intval(t[2], 3, TS_MAX_D, &g->d))
		return fail(p, "GRID <width 3..20> <depth 3..16>%s", NULL);
	for (i = 0; i < g->w * g->d; i++)
		g->terr[i] = (unsigned char)clear;
	return 0;
}

static int
do_side(struct sp *p, char **t, int n)
{
	struct ts_side *s;
	int l;

	if (n < 3)
		return fail(p, "SIDE <NAME> <army list> [title]%s", NULL);
	if (p->nside == TS_NSIDES)
		return fail(p, "only two SIDE lines%s", NULL);
	if (!util_valid_name(t[1]))
		return fail(p, "bad side name \"%.32s\"", t[1]);
	if ((l = ts_tables_list(&p->g->r, t[2])) < 0)
		return fail(p, "no army list \"%.24s\" in the rules data",
		    t[2]);
	s = &p->g->side[p->nside];
	snprintf(s->name, sizeof s->name, "%s", t[1]);
	snprintf(p->g->sname[p->nside], sizeof p->g->sname[0], "%s", t[1]);
	snprintf(s->title, sizeof s->title, "%s", n > 3 ? t[3] :
	    p->g->r.list[l].name);
	s->list = l;
	s->jh = s->jc = -1;
	if (p->nside == 1 && strcasecmp(t[1], p->g->side[0].name) == 0)
		return fail(p, "the sides need two names%s", NULL);
	p->nside++;
	return 0;
}

static int
need_grid(struct sp *p)
{
	if (p->g->w == 0)
		return fail(p, "GRID must come before this line%s", NULL);
	return 0;
}

/* TERRAIN <type> <box>[,<box>] */
static int
do_terrain(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_piece *pc;
	char *b2;
	int ty, x, y, x2, y2;

	if (need_grid(p))
		return -1;
	if (n != 3)
		return fail(p, "TERRAIN <type> <box>[,<box>]%s", NULL);
	if ((ty = ts_tables_terrain(&g->r, t[1])) < 0)
		return fail(p, "no terrain type \"%.24s\"", t[1]);
	if ((b2 = strchr(t[2], ',')) != NULL)
		*b2++ = '\0';
	if (box_of(p, t[2], &x, &y) || (b2 && box_of(p, b2, &x2, &y2)))
		return -1;
	if (b2 && abs(x - x2) + abs(y - y2) != 1)
		return fail(p, "a double piece is two boxes side by side%s",
		    NULL);
	if (g->npieces == TS_MAX_PIECES)
		return fail(p, "too many terrain pieces%s", NULL);
	pc = &g->piece[g->npieces++];
	memset(pc, 0, sizeof *pc);
	pc->type = ty;
	pc->side = -1;
	pc->n = b2 ? 2 : 1;
	pc->box[0] = TS_BOX(g, x, y);
	pc->box[1] = b2 ? TS_BOX(g, x2, y2) : -1;
	g->terr[pc->box[0]] = (unsigned char)ty;
	if (b2)
		g->terr[pc->box[1]] = (unsigned char)ty;
	return 0;
}

static void
set_edge(struct ts_game *g, int x, int y, int f, unsigned here,
    unsigned there)
{
	int fx, fy;

	ts_face_vec(f, &fx, &fy);
	g->edge[TS_BOX(g, x, y)][f] |= (unsigned char)here;
	if (ts_on_table(g, x + fx, y + fy))
		g->edge[TS_BOX(g, x + fx, y + fy)][(f + 2) & 3] |=
		    (unsigned char)there;
}

/* STREAM|WALL <box>:<N|E|S|W> ... */
static int
do_linear(struct sp *p, char **t, int n, unsigned bit)
{
	char *c;
	int i, x, y, f;

	if (need_grid(p))
		return -1;
	if (n < 2)
		return fail(p, "%s <box>:<edge> ...", t[0]);
	for (i = 1; i < n; i++) {
		if ((c = strchr(t[i], ':')) == NULL)
			return fail(p, "\"%.16s\": write <box>:<N|E|S|W>",
			    t[i]);
		*c++ = '\0';
		if (box_of(p, t[i], &x, &y))
			return -1;
		if ((f = ts_parse_face(c)) < 0)
			return fail(p, "\"%.8s\" is not an edge N, E, S or W",
			    c);
		set_edge(p->g, x, y, f, bit, bit);
	}
	return 0;
}

/* ROAD <box> <box> ...: boxes side by side, in order */
static int
do_road(struct sp *p, char **t, int n)
{
	int i, x, y, px = 0, py = 0, f;

	if (need_grid(p))
		return -1;
	if (n < 3)
		return fail(p, "ROAD <box> <box> ...%s", NULL);
	for (i = 1; i < n; i++) {
		if (box_of(p, t[i], &x, &y))
			return -1;
		if (i > 1) {
			if ((f = ts_dir_of(x - px, y - py)) < 0)
				return fail(p, "a road runs between boxes side "
				    "by side (at %.8s)", t[i]);
			set_edge(p->g, px, py, f, TS_E_ROAD, TS_E_ROAD);
		}
		px = x;
		py = y;
	}
	return 0;
}

static int
do_bridge(struct sp *p, char **t, int n)
{
	int x, y;

	if (need_grid(p) || (n != 2 && fail(p, "BRIDGE <box>%s", NULL)))
		return -1;
	if (box_of(p, t[1], &x, &y))
		return -1;
	p->g->bridge[TS_BOX(p->g, x, y)] = 1;
	return 0;
}

static int
do_cmd(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_cmd *c;
	int s, k;

	if (n < 3 || (s = side_of(p, t[1])) < 0 || idnum(t[2], "C", &k))
		return p->err->rc ? -1 : fail(p, "CMD <SIDE> C<n> [name]%s",
		    NULL);
	if (ts_find_cmd(g, s, k) >= 0)
		return fail(p, "command %.8s given twice", t[2]);
	if (g->ncmds == TS_MAX_CMDS)
		return fail(p, "too many commands%s", NULL);
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
	if (idnum(t, "C", &k) || (c = ts_find_cmd(p->g, s, k)) < 0) {
		fail(p, "no command %.8s on that side (CMD lines first)", t);
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
	    idnum(t[*i + 1], "U", &k) == 0) {
		x->detached = 0;
		x->unit = -100 - k;	/* resolved once the units exist */
		(*i)++;
	} else if (*i == n - 1)
		snprintf(x->name, sizeof x->name, "%s", w);
	else
		return fail(p, "unknown general word \"%.24s\"", w);
	return 0;
}

/* GEN <SIDE> G<n> C<n>|NONE [foot|mounted] [detached|attached U<n>]
 *     [heroic] [senior] [brilliant] [name] */
static int
do_gen(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_gen *x;
	int s, k, c, i;

	if (n < 4 || (s = side_of(p, t[1])) < 0 || idnum(t[2], "G", &k))
		return p->err->rc ? -1 : fail(p, "GEN <SIDE> G<n> C<n> "
		    "[foot|mounted] [detached|attached U<n>] [heroic] [senior] "
		    "[brilliant] [name]%s", NULL);
	if ((c = cmd_ref(p, s, t[3])) == -2)
		return -1;
	if (ts_find_gen(g, s, k) >= 0 || g->ngens == TS_MAX_GENS)
		return fail(p, "general %.8s given twice, or too many", t[2]);
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
		return fail(p, "a brilliant general must be detached and "
		    "senior (rule 2.4)%s", NULL);
	if (x->unit == -1 && !x->detached)
		return fail(p, "a general is detached or attached U<n>%s",
		    NULL);
	if (c >= 0) {
		if (g->cmd[c].gen >= 0)
			return fail(p, "command %.8s already has a general",
			    t[3]);
		g->cmd[c].gen = g->ngens;
	} else if (!x->senior)
		return fail(p, "only the senior general may have no "
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
	else if (strncasecmp(w, "hero=", 5) == 0 && intval(w + 5, 0, 4,
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
			return fail(p, "extra=<jav|bow|sling|crossbow|longbow|"
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
static int
do_unit(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	const struct ts_list *l;
	struct ts_unit *u;
	int s, k, c, e, i, rc;
	size_t nl;

	if (n < 5 || (s = side_of(p, t[1])) < 0 || idnum(t[2], "U", &k))
		return p->err->rc ? -1 : fail(p, "UNIT <SIDE> U<n> C<n> <list "
		    "entry> [vet|raw] [small|deep|xdeep] [fanatic] [hero] ... "
		    "[name]%s", NULL);
	if ((c = cmd_ref(p, s, t[3])) < 0)
		return c == -1 ? fail(p, "a unit belongs to a command%s",
		    NULL) : -1;
	l = &g->r.list[g->side[s].list];
	if ((e = ts_tables_entry(l, t[4])) < 0)
		return fail(p, "no entry \"%.24s\" in that side's army list",
		    t[4]);
	if (ts_find_unit(g, s, k) >= 0 || g->nunits == TS_MAX_UNITS)
		return fail(p, "unit %.8s given twice, or too many", t[2]);
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
			return fail(p, "unknown unit word \"%.24s\"", t[i]);
	}
	if (u->quality != l->e[e].quality && l->e[e].quality != 0)
		return fail(p, "that list entry is already veteran or raw%s",
		    NULL);
	if (ts_unit_derive(g, u) != 0)
		return fail(p, "%s", g->result);
	g->nunits++;
	return 0;
}

static int
do_camp(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_camp *c;
	int s, k, cm, i, v;

	if (n < 4 || (s = side_of(p, t[1])) < 0 || idnum(t[2], "K", &k))
		return p->err->rc ? -1 : fail(p, "CAMP <SIDE> K<n> C<n> "
		    "[forts=<n>]%s", NULL);
	if ((cm = cmd_ref(p, s, t[3])) < 0)
		return cm == -1 ? fail(p, "a camp belongs to a command%s",
		    NULL) : -1;
	if (ts_find_camp(g, s, k) >= 0 || g->ncamps == TS_MAX_CAMPS)
		return fail(p, "camp %.8s given twice, or too many", t[2]);
	c = &g->camp[g->ncamps];
	memset(c, 0, sizeof *c);
	c->side = s;
	c->num = k;
	c->cmd = cm;
	c->x = c->y = -1;
	c->holder = s;
	for (i = 4; i < n; i++) {
		if (strncasecmp(t[i], "forts=", 6) == 0 &&
		    intval(t[i] + 6, 0, 4, &v) == 0)
			c->forts = v;
		else
			return fail(p, "unknown camp word \"%.24s\"", t[i]);
	}
	g->ncamps++;
	return 0;
}

static int
do_hand(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_side *sd;
	int s, i, k, id;
	char b[16];

	if (n < 2 || (s = side_of(p, t[1])) < 0)
		return p->err->rc ? -1 : fail(p, "HAND <SIDE> [card ...]%s",
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
			return fail(p, "\"%.8s\" is not a stratagem card (JH.."
			    "KS, JOKER), or too many", t[i]);
		if ((id = ts_take_strat(g, k)) < 0)
			return fail(p, "no %.8s left in the stratagem deck",
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
	    intval(t[*i + 1], 0, u->hits - 1, &v) == 0) {
		u->dis = v;
		(*i)++;
	} else if (*i + 1 < n && strcasecmp(t[*i], "AMMO") == 0 &&
	    intval(t[*i + 1], 0, u->ammo0, &v) == 0) {
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
			return fail(p, "unknown formation %.16s", t[*i + 1]);
		(*i)++;
	} else
		return fail(p, "unknown PLACE word \"%.24s\"", t[*i]);
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
		    fail(p, "FLANK LEFT|RIGHT%s", NULL) : 0;
	}
	if (strcasecmp(t[3], "RESERVE") == 0 && n == 5) {
		zone = strcasecmp(t[4], "LEFT") == 0 ? 3 : strcasecmp(t[4],
		    "CENTRE") == 0 || strcasecmp(t[4], "CENTER") == 0 ? 2 :
		    strcasecmp(t[4], "RIGHT") == 0 ? 1 : 0;
		x->status = TS_WAIT;
		x->away = TS_AWAY_RESERVE;
		x->away_arg = zone;
		return zone ? 0 : fail(p, "RESERVE LEFT|CENTRE|RIGHT%s", NULL);
	}
	if (strcasecmp(t[3], "LOST") == 0 && n == 4) {
		x->status = TS_WAIT;
		x->away = TS_AWAY_LOST;
		return 0;
	}
	i = 3;
	if (strcasecmp(t[3], "AMBUSH") == 0)
		i = 4;
	if (n < i + 2 || box_of(p, t[i], &bx, &by))
		return p->err->rc ? -1 : fail(p, "PLACE <SIDE> U<n> [AMBUSH] "
		    "<box> <N|E|S|W> [FRONT|BEHIND] [DIS n] [AMMO n] | FLANK "
		    "LEFT|RIGHT | RESERVE LEFT|CENTRE|RIGHT | LOST%s", NULL);
	if ((f = ts_parse_face(t[i + 1])) < 0)
		return fail(p, "\"%.8s\" is not a facing N, E, S or W",
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
static int
do_place(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int s, k, i, x, y;

	if (n < 4 || (s = side_of(p, t[1])) < 0)
		return p->err->rc ? -1 : fail(p, "PLACE <SIDE> <id> ...%s",
		    NULL);
	if (idnum(t[2], "U", &k) == 0) {
		if ((i = ts_find_unit(g, s, k)) < 0)
			return fail(p, "no unit %.8s on that side", t[2]);
		return place_unit(p, s, i, t, n);
	}
	if (idnum(t[2], "G", &k) == 0) {
		if ((i = ts_find_gen(g, s, k)) < 0 || !g->gen[i].detached)
			return fail(p, "no detached general %.8s on that side",
			    t[2]);
		if (box_of(p, t[3], &x, &y))
			return -1;
		g->gen[i].x = x;
		g->gen[i].y = y;
		g->gen[i].status = TS_ON;
		return 0;
	}
	if (idnum(t[2], "K", &k) == 0) {
		if ((i = ts_find_camp(g, s, k)) < 0)
			return fail(p, "no camp %.8s on that side", t[2]);
		if (box_of(p, t[3], &x, &y))
			return -1;
		g->camp[i].x = x;
		g->camp[i].y = y;
		g->camp[i].placed = 1;
		if (n == 6 && strcasecmp(t[4], "FORT") == 0)
			return ts_fort_mask(t[5], &g->camp[i].fortmask) ?
			    fail(p, "FORT <edges, e.g. N,E>%s", NULL) : 0;
		return n == 4 ? 0 : fail(p, "PLACE <SIDE> K<n> <box> [FORT "
		    "<edges>]%s", NULL);
	}
	return fail(p, "PLACE names a unit U<n>, general G<n> or camp K<n>, "
	    "not \"%.8s\"", t[2]);
}

static int
do_start(struct sp *p, char **t, int n)
{
	if (n != 2)
		return fail(p, "START PREGAME|DEPLOY|PLAY%s", NULL);
	if (strcasecmp(t[1], "PREGAME") == 0)
		p->start = 0;
	else if (strcasecmp(t[1], "DEPLOY") == 0)
		p->start = 1;
	else if (strcasecmp(t[1], "PLAY") == 0)
		p->start = 2;
	else
		return fail(p, "START PREGAME|DEPLOY|PLAY%s", NULL);
	return 0;
}

static int
do_simple(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int s, v;

	if (strcasecmp(t[0], "NAME") == 0 && n >= 2) {
		g->name[0] = '\0';
		for (v = 1; v < n; v++)
			snprintf(g->name + strlen(g->name), sizeof g->name -
			    strlen(g->name), "%s%s", v > 1 ? " " : "", t[v]);
	}
	else if (strcasecmp(t[0], "SCENARIO") == 0 && n == 2 &&
	    intval(t[1], 0, 10, &v) == 0)
		g->scenario = v;
	else if (strcasecmp(t[0], "TURNS") == 0 && n == 2 &&
	    intval(t[1], 0, 99, &v) == 0)
		g->turns = v;
	else if (strcasecmp(t[0], "FOW") == 0 && n == 2) {
		if (ts_tables_option(&g->r.opt, "fow", t[1]))
			return fail(p, "FOW open|los%s", NULL);
	} else if (strcasecmp(t[0], "OPTION") == 0 && n == 3) {
		if (ts_tables_option(&g->r.opt, t[1], t[2]))
			return fail(p, "unknown option or bad value: %.40s",
			    t[1]);
	} else if (strcasecmp(t[0], "BID") == 0 && n == 2 &&
	    (strcasecmp(t[1], "ON") == 0 || strcasecmp(t[1], "OFF") == 0))
		g->bid = strcasecmp(t[1], "ON") == 0;
	else if (strcasecmp(t[0], "PICKS") == 0 && n == 2 &&
	    intval(t[1], 0, 40, &v) == 0)
		p->picks = v;
	else if (strcasecmp(t[0], "ACTIVE") == 0 && n == 2) {
		if ((s = side_of(p, t[1])) < 0)
			return -1;
		p->active = s;
	} else if (strcasecmp(t[0], "AMMO") == 0 && n == 3) {
		if ((s = side_of(p, t[1])) < 0)
			return -1;
		if (intval(t[2], 0, 20, &p->extra_ammo[s]))
			return fail(p, "AMMO <SIDE> <points 0..20>%s", NULL);
	} else if (strcasecmp(t[0], "MEDALS") == 0 && n == 3) {
		if ((s = side_of(p, t[1])) < 0)
			return -1;
		if (intval(t[2], -20, 20, &g->side[s].medals_adj))
			return fail(p, "MEDALS <SIDE> <adjustment>%s", NULL);
	} else
		return 1;
	return 0;
}

static int
line_of(struct sp *p, char **t, int n)
{
	static const struct {
		const char *kw;
		int (*fn)(struct sp *, char **, int);
		int units;	/* read only with the forces */
	} kw[] = {
		{ "BRIDGE", do_bridge, 0 }, { "CAMP", do_camp, 1 },
		{ "CMD", do_cmd, 1 }, { "GEN", do_gen, 1 },
		{ "GRID", do_grid, 0 }, { "HAND", do_hand, 1 },
		{ "PLACE", do_place, 1 }, { "ROAD", do_road, 0 },
		{ "SIDE", do_side, 0 }, { "START", do_start, 0 },
		{ "TERRAIN", do_terrain, 0 }, { "UNIT", do_unit, 1 },
	};
	size_t i;
	int rc;

	if (strcasecmp(t[0], "STREAM") == 0)
		return do_linear(p, t, n, TS_E_STREAM);
	if (strcasecmp(t[0], "WALL") == 0 || strcasecmp(t[0], "HEDGE") == 0)
		return do_linear(p, t, n, TS_E_WALL);
	for (i = 0; i < sizeof kw / sizeof kw[0]; i++)
		if (strcasecmp(t[0], kw[i].kw) == 0) {
			if (kw[i].units && p->nside < TS_NSIDES)
				return fail(p, "both SIDE lines come before "
				    "%s lines", kw[i].kw);
			if (kw[i].units && need_grid(p))
				return -1;
			return kw[i].fn(p, t, n);
		}
	if ((rc = do_simple(p, t, n)) <= 0)
		return rc;
	return fail(p, "unknown or malformed line \"%.24s\"", t[0]);
}

/* Attached generals join their units once every unit is known. */
static int
attach_generals(struct sp *p)
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

static int
finish(struct sp *p)
{
	struct ts_game *g = p->g;
	int s, rc;

	if (p->nside != TS_NSIDES || g->w == 0)
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: needs "
		    "GRID and two SIDE lines");
	if (!p->with_units)
		return PBEM_OK;
	if (attach_generals(p))
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: %s",
		    g->result);
	g->result[0] = '\0';
	for (s = 0; s < TS_NSIDES; s++)
		g->side[s].picks = p->picks;
	g->first = p->active;
	g->pregame = p->start == 0;
	g->stage = p->start == 0 ? TS_ST_PREGAME : p->start == 1 ?
	    TS_ST_DEPLOY1 : TS_ST_PLAY;
	if (p->start > 0 && p->active < 0)
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: START "
		    "DEPLOY or PLAY needs ACTIVE <SIDE> (no scouting)");
	if (g->turns == 0)
		g->turns = g->r.opt.turn_cap;
	if ((rc = ts_decks_init(g, p->err)) != PBEM_OK)
		return rc;
	return ts_setup_check(g, p->start, p->extra_ammo, p->err);
}

int
ts_scenario_parse(const char *text, size_t len, json_t *rules,
    struct ts_game *g, int with_units, struct pbem_err *err)
{
	struct scenario_lines rd;
	struct sp p;
	char *t[MAXTOK];
	int n, rc, first = 1;

	if ((rc = ts_tables_load(rules, &g->r, err)) != PBEM_OK)
		return rc;
	g->rules_json = rules;
	memset(&p, 0, sizeof p);
	p.g = g;
	p.err = err;
	p.with_units = with_units;
	p.active = -1;
	p.start = 0;
	p.picks = -1;
	g->first = -1;
	if ((rc = ts_strat_deck_init(g, err)) != PBEM_OK)
		return rc;
	scenario_lines_init(&rd, text, len);
	while ((rc = scenario_lines_next(&rd)) > 0) {
		p.line = rd.line;
		if ((n = tokens(rd.buf, t, MAXTOK)) < 0)
			return scenario_fail(err, rd.line, "too many words or "
			    "an open quote%s", NULL);
		if (n == 0)
			continue;
		if (first) {
			if (n != 2 || strcmp(t[0], "TTSMAP") != 0 ||
			    strcmp(t[1], "1") != 0)
				return scenario_fail(err, rd.line, "the first "
				    "line must be \"TTSMAP 1\"%s", NULL);
			first = 0;
			continue;
		}
		if (!with_units && (strcasecmp(t[0], "UNIT") == 0 ||
		    strcasecmp(t[0], "GEN") == 0))
			continue;
		if (line_of(&p, t, n))
			return PBEM_ERR_PARSE;
	}
	if (rc < 0)
		return scenario_fail(err, rd.line + 1, "line too long%s", NULL);
	if (first)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "scenario: empty");
	return finish(&p);
}
