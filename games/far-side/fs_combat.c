/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_combat.c - combat (§9): the 2D6 (+ leader die) roll, shooting and
 * melee with every modifier of §11, the result table (§12), retreat and
 * last stand (§9.5-9.6, R-22, R-23), elimination, leader death (§5),
 * gatling jams, the army morale check and the end of play (§10).
 * Every roll is logged with its full breakdown to both sides involved
 * (a roll against a side's unit is always shown in full, §15).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs.h"

/* §5 leader dice: higher unit die + the leader die, which must be kept. */
int
fs_roll2(struct dice *d, int lead, struct fs_roll_out *o)
{
	memset(o, 0, sizeof *o);
	o->d1 = dice_roll(d, 6);
	o->d2 = dice_roll(d, 6);
	o->leader = lead >= 0;
	if (o->leader) {
		o->ld = dice_roll(d, 6);
		o->raw = (o->d1 > o->d2 ? o->d1 : o->d2) + o->ld;
	} else
		o->raw = o->d1 + o->d2;
	return o->raw;
}

static void
dice_text(const struct fs_game *g, const struct fs_roll_out *o, int lead,
    struct buf *b)
{
	if (o->leader)
		buf_addf(b, "dice %d+%d, leader %s die %d -> %d", o->d1, o->d2,
		    g->l[lead].name, o->ld, o->raw);
	else
		buf_addf(b, "dice %d+%d = %d", o->d1, o->d2, o->raw);
}

static void
mod(struct buf *why, int *sum, int v, const char *name)
{
	if (v == 0)
		return;
	*sum += v;
	buf_addf(why, ", %s %+d", name, v);
}

static int
trait_fits(const struct fs_game *g, const struct fs_trait *t, int u)
{
	if (t->cls == 0 && t->types == 0 && t->quals == 0)
		return 1;
	return (t->cls & FS_CLS(fs_class(g, u))) ||
	    (t->types & (1u << g->u[u].type)) ||
	    (t->quals & (1u << g->u[u].qual));
}

/*
 * §5.1 with: traits of friendly leaders whose unit is within
 * the command radius of u; each trait once, opposites cancel.  *leaders
 * gets a mask of the leaders whose traits counted (for §15 reveals).
 */
int
fs_trait_mods(const struct fs_game *g, int u, int roll, int *leaders,
    struct buf *why)
{
	unsigned have = 0, from[FS_MAX_TRAITS];
	int i, t, sum = 0, lu;
	const struct fs_trait *tr;

	memset(from, 0, sizeof from);
	for (i = 0; i < g->nleaders; i++) {
		if (!g->l[i].alive || g->l[i].side != g->u[u].side)
			continue;
		lu = g->l[i].unit;
		if (grid_dist(g->u[lu].x, g->u[lu].y, g->u[u].x, g->u[u].y) >
		    g->r.radius)
			continue;
		have |= g->l[i].traits;
		for (t = 0; t < g->r.ntraits; t++)
			if (g->l[i].traits & (1u << t))
				from[t] |= 1u << i;
	}
	for (t = 0; t < g->r.ntraits; t++) {
		tr = &g->r.trait[t];
		if (!(have & (1u << t)))
			continue;
		if (tr->roll != roll && !(tr->roll == FS_R_COMBAT &&
		    (roll == FS_R_SHOOT || roll == FS_R_MELEE)))
			continue;
		if (tr->cancels >= 0 && (have & (1u << tr->cancels)))
			continue;
		if (!trait_fits(g, tr, u))
			continue;
		mod(why, &sum, tr->value, tr->key);
		if (leaders != NULL)
			*leaders |= (int)from[t];
	}
	return sum;
}

static int
cap(const struct fs_game *g, int v)
{
	if (g->r.cap > 0 && v > g->r.cap)
		return g->r.cap;
	if (g->r.cap > 0 && v < -g->r.cap)
		return -g->r.cap;
	return v;
}

/* §11 activation: Resolve-3, adjacent (own) leader, adjacent enemy leader,
 * Veteran/Green.  Returns the whole modifier including the base. */
int
fs_activation_mods(const struct fs_game *g, int u, struct buf *why)
{
	int i, lu, own = 0, foe = 0, sum = 0, base;

	base = fs_resolve_val(g, u) - 3;
	buf_addf(why, "base Resolve %d-3 = %+d", fs_resolve_val(g, u), base);
	for (i = 0; i < g->nleaders; i++) {
		if (!g->l[i].alive)
			continue;
		lu = g->l[i].unit;
		if (g->l[i].side == g->u[u].side && (lu == u ||
		    grid_ortho_adjacent(g->u[lu].x, g->u[lu].y, g->u[u].x,
		    g->u[u].y)))
			own = 1;
		if (g->l[i].side != g->u[u].side && g->u[lu].placed &&
		    grid_ortho_adjacent(g->u[lu].x, g->u[lu].y, g->u[u].x,
		    g->u[u].y))
			foe = 1;
	}
	if (own)
		mod(why, &sum, g->r.mod.adj_leader, "leader adjacent");
	if (foe)
		mod(why, &sum, g->r.mod.adj_enemy_leader,
		    "enemy leader adjacent");
	sum += fs_trait_mods(g, u, FS_R_ACT, NULL, why);
	return base + cap(g, sum);
}

static int
enemies_adjacent(const struct fs_game *g, int u)
{
	int i, n = 0;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].alive && g->u[i].placed &&
		    g->u[i].side != g->u[u].side &&
		    grid_ortho_adjacent(g->u[i].x, g->u[i].y, g->u[u].x,
		    g->u[u].y))
			n++;
	return n;
}

/* §11 rally (also the army check): Resolve-3, quality, BUA/fort, each
 * adjacent enemy, Inspiring/Stammering. */
int
fs_rally_mods(const struct fs_game *g, int u, struct buf *why)
{
	const struct fs_terrain *t = fs_terr_at(g, g->u[u].x, g->u[u].y);
	int sum = 0, base = fs_resolve_val(g, u) - 3;

	buf_addf(why, "base Resolve %d-3 = %+d", fs_resolve_val(g, u), base);
	mod(why, &sum, g->r.qual[g->u[u].qual].rally,
	    g->r.qual[g->u[u].qual].name);
	if ((t != NULL && t->bua) || g->fort[g->u[u].y * g->cols + g->u[u].x])
		mod(why, &sum, g->r.mod.rally_cover, "in BUA/fortification");
	mod(why, &sum, g->r.mod.rally_enemy_adj * enemies_adjacent(g, u),
	    "enemy adjacent");
	sum += fs_trait_mods(g, u, FS_R_RALLY, NULL, why);
	return base + cap(g, sum);
}

static void
reveal_leaders(struct fs_game *g, int mask, int viewer)
{
	int i;

	for (i = 0; i < g->nleaders; i++)
		if ((mask & (1 << i)) && g->l[i].side != viewer)
			g->l[i].known[viewer] = 1;
}

/* Both sides see a combat between their units in full (§15). */
static void
combat_seen(struct fs_game *g, int a, int t, int lead, int tmask)
{
	int as = g->u[a].side, ts = g->u[t].side;

	fs_reveal(g, a, ts);
	g->u[a].qual_known[ts] = 1;
	g->u[t].qual_known[as] = 1;
	if (lead >= 0)
		g->l[lead].known[ts] = 1;
	reveal_leaders(g, tmask, ts);
}

void
fs_check_end(struct fs_game *g)
{
	int a, b;

	if (g->over)
		return;
	a = fs_alive_count(g, 0);
	b = fs_alive_count(g, 1);
	if (a > 0 && b > 0)
		return;
	g->over = 1;
	if (a == 0 && b == 0) {
		g->winner = -1;
		snprintf(g->result, sizeof g->result,
		    "Draw: both armies destroyed");
	} else {
		g->winner = a > 0 ? 0 : 1;
		snprintf(g->result, sizeof g->result,
		    "%s wins: no %s units are left on the field",
		    g->side[g->winner], g->side[1 - g->winner]);
	}
}

static void leader_death(struct fs_game *g, int lead, struct dice *d,
    struct event_log *log);

void
fs_eliminate(struct fs_game *g, int u, struct dice *d, struct event_log *log)
{
	struct fs_unit *e = &g->u[u];
	int v, l;

	if (!e->alive)
		return;
	for (v = 0; v < FS_NSIDES; v++)
		if (v != e->side && fs_visible(g, v, u))
			e->gone_seen[v] = 1;
	event_say(log, fs_viewers(g, u), "%U is eliminated.", u);
	event_kind(log, EVENT_K_LOSS);
	l = fs_unit_leader(g, u);
	if (l >= 0) {
		g->l[l].alive = 0;
		g->l[l].killed_turn = g->turn > 0 ? g->turn : 1;
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(e->side),
		    "Leader %s falls with %U.", g->l[l].name, u);
		event_kind(log, EVENT_K_LOSS);
	}
	e->alive = 0;
	e->elim_turn = g->turn;
	fs_unlink_all(g, u);
	g->lost[e->side]++;
	/* §10, R-24: once, straight after the loss that crosses half */
	if (!g->army_checked[e->side] &&
	    2 * g->lost[e->side] > g->start_units[e->side]) {
		g->army_checked[e->side] = 1;
		fs_army_check(g, e->side, d, log);
	}
	fs_check_end(g);
}

static void
leader_death(struct fs_game *g, int lead, struct dice *d, struct event_log *log)
{
	struct fs_leader *l = &g->l[lead];
	struct buf why;
	int d1, d2, sum = 0, t;

	buf_init(&why, 512);
	d1 = dice_roll(d, 6);
	d2 = dice_roll(d, 6);
	for (t = 0; t < g->r.ntraits; t++)
		if ((l->traits & (1u << t)) && g->r.trait[t].roll == FS_R_DEATH)
			mod(&why, &sum, g->r.trait[t].value, g->r.trait[t].key);
	if (d1 + d2 + sum <= g->r.res.death_max) {
		l->alive = 0;
		l->killed_turn = g->turn;
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(l->side),
		    "Leader %s death roll: dice %d+%d%s => %d (dies on %d or "
		    "less): %s is killed.", l->name, d1, d2, buf_str(&why),
		    d1 + d2 + sum, g->r.res.death_max, l->name);
		event_kind(log, EVENT_K_LOSS);
		if (fs_visible(g, 1 - l->side, l->unit)) {
			event_say(log, EVENT_V_SIDE(1 - l->side),
			    "The leader with %U is killed.", l->unit);
			event_kind(log, EVENT_K_LOSS);
		}
	} else
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(l->side),
		    "Leader %s death roll: dice %d+%d%s => %d (dies on %d or "
		    "less): %s survives.", l->name, d1, d2, buf_str(&why),
		    d1 + d2 + sum, g->r.res.death_max, l->name);
	buf_free(&why);
}

/* §4.3: a unit that *becomes* Bloodied with a leader: death roll. */
static void
bloody(struct fs_game *g, int t, struct dice *d, struct event_log *log)
{
	int l;

	if (g->u[t].blo)
		return;
	g->u[t].blo = 1;
	if ((l = fs_unit_leader(g, t)) >= 0)
		leader_death(g, l, d, log);
}

/* the 8 neighbours that are passable, a legal end, empty and not
 * orthogonally adjacent to any enemy.  Cells as y*cols+x. */
int
fs_retreat_cells(const struct fs_game *g, int u, int *cells, int max)
{
	int dir, dx, dy, x, y, n = 0, i, ok;

	for (dir = 0; dir < 8; dir++) {
		grid_dir8_vec(dir, &dx, &dy);
		x = g->u[u].x + dx;
		y = g->u[u].y + dy;
		if (!fs_in_bounds(g, x, y) || !fs_can_enter(g, u, x, y) ||
		    !fs_can_end(g, u, x, y) || fs_unit_at(g, x, y) >= 0)
			continue;
		ok = 1;
		for (i = 0; i < g->nunits && ok; i++)
			if (g->u[i].alive && g->u[i].placed &&
			    g->u[i].side != g->u[u].side &&
			    grid_ortho_adjacent(g->u[i].x, g->u[i].y, x, y))
				ok = 0;
		if (ok && n < max)
			cells[n++] = y * g->cols + x;
	}
	return n;
}

static int
nearest_enemy(const struct fs_game *g, int u, int x, int y)
{
	int i, best = INT_MAX, dd;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].alive && g->u[i].placed &&
		    g->u[i].side != g->u[u].side) {
			dd = grid_dist(x, y, g->u[i].x, g->u[i].y);
			if (dd < best)
				best = dd;
		}
	return best;
}

/* The owner's baseline row: the edge behind its deployment zone. */
static int
baseline(const struct fs_game *g, int side)
{
	return g->zone_lo[side] <= g->zone_lo[1 - side] ? 0 : g->rows - 1;
}

static int
fixed_rank(const struct fs_game *g, int u, int x, int y)
{
	int dx = x - g->u[u].x, dy = y - g->u[u].y, i, dir;

	/* the fixed order is read from the owner's side of the table */
	if (baseline(g, g->u[u].side) != 0) {
		dx = -dx;
		dy = -dy;
	}
	dir = grid_dir8_of(dx, dy);
	for (i = 0; i < 8; i++)
		if (g->r.retreat_order[i] == dir)
			return i;
	return 8;
}

static int
cell_cover(const struct fs_game *g, int u, int x, int y)
{
	const struct fs_terrain *t = fs_terr_at(g, x, y);
	int c = t->cover;

	if (t->cover_inf_only && fs_class(g, u) != FS_INF)
		c = 0;
	if (g->fort[y * g->cols + x] && g->r.fort_cover > c)
		c = g->r.fort_cover;
	return c;
}

/* §9.5: standing order first, else the published default ranking. */
static int
pick_retreat(const struct fs_game *g, int u, int cause)
{
	int cells[8], n, i, j, x, y, dx, dy, best = -1, c;
	long key, bkey = LONG_MIN;
	int base = baseline(g, g->u[u].side);

	n = fs_retreat_cells(g, u, cells, 8);
	if (n == 0)
		return -1;
	for (i = 0; i < g->u[u].nret; i++) {
		c = g->u[u].ret[i];
		if (c < 0) {
			grid_dir8_vec(-1 - c, &dx, &dy);
			if (!fs_in_bounds(g, g->u[u].x + dx, g->u[u].y + dy))
				continue;
			c = (g->u[u].y + dy) * g->cols + g->u[u].x + dx;
		}
		for (j = 0; j < n; j++)
			if (cells[j] == c)
				return c;
	}
	for (i = 0; i < n; i++) {
		x = cells[i] % g->cols;
		y = cells[i] / g->cols;
		key = (long)nearest_enemy(g, u, x, y) * 100000000L;
		if (cause >= 0)
			key += (long)grid_dist(x, y, g->u[cause].x,
			    g->u[cause].y) * 1000000L;
		key += (long)(99 - abs(y - base)) * 1000L;
		key += (long)cell_cover(g, u, x, y) * 10L;
		key += 9 - fixed_rank(g, u, x, y);
		if (key > bkey) {
			bkey = key;
			best = cells[i];
		}
	}
	return best;
}

/*
 * The §11 melee modifiers every melee attack shares (an attack, a turnover
 * melee, a last stand): units orthogonally adjacent to the defender other
 * than the two, hill to open, open to hill/forest/BUA, flank or
 * rear (R-2; none in a BUA), and leader traits.  u attacks t from its
 * origin (ox, oy).  Charge bonus, press and terror are the caller's.
 */
static int
melee_mods(const struct fs_game *g, int u, int t, int ox, int oy,
    int *leaders, struct buf *why)
{
	const struct fs_terrain *from = fs_terr_at(g, ox, oy);
	const struct fs_terrain *to = fs_terr_at(g, g->u[t].x, g->u[t].y);
	int i, fr = 0, en = 0, m = 0, tx = g->u[t].x, ty = g->u[t].y;

	for (i = 0; i < g->nunits; i++) {
		if (i == u || i == t || !g->u[i].alive || !g->u[i].placed ||
		    !grid_ortho_adjacent(g->u[i].x, g->u[i].y, tx, ty))
			continue;
		if (g->u[i].side == g->u[u].side)
			fr++;
		else
			en++;
	}
	mod(why, &m, fr * g->r.mod.friend_adj, "friends adjacent to target");
	mod(why, &m, en * g->r.mod.enemy_adj, "enemies adjacent to target");
	if (from->hill && to->open)
		mod(why, &m, g->r.mod.hill_to_open, "hill to open");
	if (from->open && (to->hill || to->melee_closed))
		mod(why, &m, g->r.mod.open_to_closed, "open to hill/forest/BUA");
	if (!to->bua && !grid_in_front(g->u[t].face, ox - tx, oy - ty))
		mod(why, &m, g->r.mod.flank, "flank/rear");
	return m + fs_trait_mods(g, u, FS_R_MELEE, leaders, why);
}

static void last_stand(struct fs_game *g, int t, int cause, struct dice *d,
    struct event_log *log);

/* Compulsory one-cell retreat (§9.5); no cell: last stand (§9.6). */
static void
retreat(struct fs_game *g, int t, int cause, struct dice *d,
    struct event_log *log)
{
	int c = pick_retreat(g, t, cause), ox, oy, saw;
	struct fs_unit *u = &g->u[t];

	if (c < 0) {
		last_stand(g, t, cause, d, log);
		return;
	}
	ox = u->x;
	oy = u->y;
	saw = fs_visible(g, 1 - u->side, t);
	u->x = c % g->cols;
	u->y = c / g->cols;
	fs_unlink_all(g, t);
	if (u->st_face >= 0 && u->st_face < 4)
		u->face = u->st_face;
	else if (cause >= 0)
		u->face = grid_facing_toward(u->face, g->u[cause].x - u->x,
		    g->u[cause].y - u->y);
	event_say(log, EVENT_V_REF | EVENT_V_SIDE(u->side),
	    "%U retreats from %H to %H, now facing %s.", t, ox, oy, u->x,
	    u->y, grid_facing_name(u->face));
	if (saw) {
		if (fs_visible(g, 1 - u->side, t))
			event_say(log, EVENT_V_SIDE(1 - u->side),
			    "%U retreats from %H to %H.", t, ox, oy, u->x, u->y);
		else
			event_say(log, EVENT_V_SIDE(1 - u->side),
			    "%U retreats from %H out of sight.", t, ox, oy);
	}
	fs_sight(g);
}

/* §12 10+: gain Bloodied and Disordered; with both already, eliminated. */
static void
hard_hit(struct fs_game *g, int t, struct dice *d, struct event_log *log)
{
	if (g->u[t].dis && g->u[t].blo) {
		fs_eliminate(g, t, d, log);
		return;
	}
	event_say(log, EVENT_V_ALL, "%U is bloodied and disordered.", t);
	event_kind(log, EVENT_K_HURT);
	g->u[t].dis = 1;
	bloody(g, t, d, log);
}

static void
last_stand(struct fs_game *g, int t, int cause, struct dice *d,
    struct event_log *log)
{
	struct fs_roll_out o;
	struct buf why;
	int lead = fs_unit_leader(g, t), sum, tm = 0, hits;

	buf_init(&why, 1024);
	fs_roll2(d, lead, &o);
	dice_text(g, &o, lead, &why);
	sum = fs_melee_val(g, t) - (cause >= 0 ? fs_melee_val(g, cause) : 0);
	buf_addf(&why, "; base Melee %d - Melee %d = %+d", fs_melee_val(g, t),
	    cause >= 0 ? fs_melee_val(g, cause) : 0, sum);
	{
		int m = 0;

		/* §9.6, §11: a melee attack at +1 for terror, with the usual
		 * melee modifiers against the unit that caused the retreat */
		mod(&why, &m, g->r.mod.terror, "terror");
		if (cause >= 0)
			m += melee_mods(g, t, cause, g->u[t].x, g->u[t].y, &tm,
			    &why);
		else
			m += fs_trait_mods(g, t, FS_R_MELEE, &tm, &why);
		sum += cap(g, m);
	}
	o.total = o.raw + sum;
	if (cause >= 0)
		combat_seen(g, t, cause, lead, tm);
	hits = cause >= 0 && g->u[cause].alive &&
	    (grid_ortho_adjacent(g->u[t].x, g->u[t].y, g->u[cause].x,
	    g->u[cause].y) || fs_linked(g, t, cause));
	event_say(log, EVENT_V_ALL, "%U cannot retreat and makes a last stand: "
	    "%s => %d (needs %d to survive).", t, buf_str(&why), o.total,
	    g->r.res.last_stand_min);
	buf_free(&why);
	if (o.total < g->r.res.last_stand_min) {
		fs_eliminate(g, t, d, log);
		return;
	}
	event_say(log, EVENT_V_ALL, "%U holds its ground.", t);
	if (hits)
		hard_hit(g, cause, d, log);	/* */
}

/* Apply the §12 result of a ranged or melee attack on t. */
static void
apply(struct fs_game *g, int a, int t, int total, struct dice *d,
    struct event_log *log)
{
	if (total <= g->r.res.fail_max) {
		event_say(log, EVENT_V_ALL, "No effect on %U.", t);
		return;
	}
	if (total <= g->r.res.basic_max) {
		if (!g->u[t].dis) {
			g->u[t].dis = 1;
			event_say(log, EVENT_V_ALL, "%U is disordered.", t);
			event_kind(log, EVENT_K_HURT);
		} else {
			event_say(log, EVENT_V_ALL, "%U, already disordered, "
			    "must retreat.", t);
			retreat(g, t, a, d, log);
		}
		return;
	}
	hard_hit(g, t, d, log);
}

/* §9.2 eligibility, as the rules stand (visibility is the caller's). */
int
fs_can_fire_at(const struct fs_game *g, int u, int t)
{
	const struct fs_unit *s = &g->u[u], *e = &g->u[t];
	const struct fs_utype *ty = &g->r.type[s->type];
	const struct fs_terrain *here = fs_terr_at(g, s->x, s->y), *c;
	int xs[64], ys[64], n, i, o, over;

	if (!s->alive || !e->alive || !e->placed || e->side == s->side ||
	    fs_shoot_val(g, u) <= 0 || ty->range < 1 || s->jam)
		return 0;
	if (grid_dist(s->x, s->y, e->x, e->y) > ty->range)
		return 0;
	if (!here->bua && !grid_in_front(s->face, e->x - s->x, e->y - s->y))
		return 0;
	if (!fs_los(g, s->x, s->y, e->x, e->y))
		return 0;
	over = (ty->flags & FS_F_OVER_FRIENDS) && here->hill;
	n = grid_trace(s->x, s->y, e->x, e->y, xs, ys, 64);
	for (i = 0; i < n - 1 && i < 64; i++) {
		o = fs_unit_at(g, xs[i], ys[i]);
		if (o < 0)
			continue;
		if (over && g->u[o].side == s->side)
			continue;
		return 0;
	}
	(void)c;
	return 1;
}

/* §9.2 shooting.  Returns 0. */
int
fs_shoot(struct fs_game *g, int u, int t, int volley, struct dice *d,
    struct event_log *log)
{
	const struct fs_utype *ty = &g->r.type[g->u[u].type];
	struct fs_roll_out o;
	struct buf why;
	int lead = fs_unit_leader(g, u), base, m = 0, tm = 0, dist, cov;

	buf_init(&why, 1024);
	fs_roll2(d, lead, &o);
	dice_text(g, &o, lead, &why);
	base = fs_shoot_val(g, u) - fs_resolve_val(g, t);
	buf_addf(&why, "; base Shooting %d - Resolve %d = %+d", fs_shoot_val(g, u),
	    fs_resolve_val(g, t), base);
	if (volley)
		mod(&why, &m, g->r.mod.volley, "volley");
	cov = fs_cover(g, t);
	if (!(ty->flags & FS_F_IGNORE_COVER))
		mod(&why, &m, cov >= 2 ? g->r.mod.cover_heavy : cov == 1 ?
		    g->r.mod.cover_light : 0, cov >= 2 ? "heavy cover" :
		    "light cover");
	dist = grid_dist(g->u[u].x, g->u[u].y, g->u[t].x, g->u[t].y);
	if (dist == ty->range && !(ty->flags & FS_F_NO_MAXRANGE))
		mod(&why, &m, g->r.mod.max_range, "max range");
	if ((ty->flags & FS_F_MOUNTS) && g->u[u].mounted)
		mod(&why, &m, g->r.mod.mounted_shoot, "from mount");
	m += fs_trait_mods(g, u, FS_R_SHOOT, &tm, &why);
	o.total = o.raw + base + cap(g, m);
	g->u[u].fired = 1;
	g->u[u].fought = 1;
	combat_seen(g, u, t, lead, tm);
	event_say(log, EVENT_V_ALL, "%U %s %U at %H (distance %d): %s => %d.",
	    u, volley ? "volleys at" : "fires at", t, g->u[t].x, g->u[t].y,
	    dist, buf_str(&why), o.total);
	event_kind(log, EVENT_K_FIGHT);
	buf_free(&why);
	apply(g, u, t, o.total, d, log);
	/* doubles on the unit dice jam the gun after the shot */
	if ((ty->flags & FS_F_JAMS) && o.d1 == o.d2 && g->u[u].alive) {
		g->u[u].jam = 1;
		event_say(log, EVENT_V_ALL, "Doubles: %U jams.", u);
	}
	return 0;
}

/*
 * §9.3 a melee attack by u, standing at its origin (ox, oy), on t.
 * charge: initial contact (charge bonus); press: +1; turnover: no advance.
 * Returns 1 if t's cell was vacated.
 */
int
fs_melee(struct fs_game *g, int u, int t, int ox, int oy, int charge,
    int press, int noadv, int turnover, struct dice *d, struct event_log *log)
{
	const struct fs_utype *ty = &g->r.type[g->u[u].type];
	struct fs_roll_out o;
	struct buf why;
	int lead = fs_unit_leader(g, u), base, m = 0, tm = 0;
	int tx = g->u[t].x, ty2 = g->u[t].y, vacated;

	buf_init(&why, 1024);
	fs_roll2(d, lead, &o);
	dice_text(g, &o, lead, &why);
	base = fs_melee_val(g, u) - fs_melee_val(g, t);
	buf_addf(&why, "; base Melee %d - Melee %d = %+d", fs_melee_val(g, u),
	    fs_melee_val(g, t), base);
	if (charge)
		mod(&why, &m, ty->charge, "charge bonus");
	if (press)
		mod(&why, &m, g->r.mod.press, "press");
	m += melee_mods(g, u, t, ox, oy, &tm, &why);
	o.total = o.raw + base + cap(g, m);
	g->u[u].fought = 1;
	combat_seen(g, u, t, lead, tm);
	event_say(log, EVENT_V_ALL, "%U %s %U at %H from %H: %s => %d.", u,
	    turnover ? "fights on (turnover melee) against" : charge ?
	    (press ? "charges and presses" : "charges") : press ?
	    "presses the attack on" : "attacks in melee", t, tx, ty2, ox, oy,
	    buf_str(&why), o.total);
	event_kind(log, EVENT_K_FIGHT);
	buf_free(&why);
	if (o.total <= g->r.res.fail_max) {
		if (o.total < g->r.res.melee_dis_below && !g->u[u].dis) {
			g->u[u].dis = 1;
			event_say(log, EVENT_V_ALL, "The attack fails badly: %U is "
			    "disordered.", u);
			event_kind(log, EVENT_K_HURT);
		} else
			event_say(log, EVENT_V_ALL, "No effect on %U.", t);
	} else
		apply(g, u, t, o.total, d, log);
	vacated = !g->u[t].alive || g->u[t].x != tx || g->u[t].y != ty2;
	if (!g->u[u].alive)
		return vacated;
	if (!vacated) {
		fs_link(g, u, t);
		return 0;
	}
	/* §9.3: advance into the vacated cell unless NOADV or illegal */
	if (!noadv && !turnover && fs_unit_at(g, tx, ty2) < 0 &&
	    fs_can_end(g, u, tx, ty2) && fs_can_enter(g, u, tx, ty2)) {
		g->u[u].x = tx;
		g->u[u].y = ty2;
		event_say(log, fs_viewers(g, u), "%U advances into %H.", u, tx,
		    ty2);
		fs_sight(g);
	}
	return 1;
}

/* §10: every remaining unit rolls as for a rally; below 7 disordered, or
 * eliminated if already bloodied and disordered. */
void
fs_army_check(struct fs_game *g, int side, struct dice *d,
    struct event_log *log)
{
	struct buf why;
	int i, d1, d2, m, tot;

	event_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "%s has lost more than "
	    "half its units: army morale check.", g->side[side]);
	for (i = 0; i < g->nunits; i++) {
		if (g->u[i].side != side || !g->u[i].alive || !g->u[i].placed)
			continue;
		buf_init(&why, 512);
		d1 = dice_roll(d, 6);
		d2 = dice_roll(d, 6);
		m = fs_rally_mods(g, i, &why);
		tot = d1 + d2 + m;
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "Morale %U: dice "
		    "%d+%d; %s => %d (needs %d).", i, d1, d2, buf_str(&why),
		    tot, g->r.res.army_pass);
		buf_free(&why);
		if (tot >= g->r.res.army_pass)
			continue;
		if (g->u[i].dis && g->u[i].blo) {
			event_say(log, fs_viewers(g, i), "%U breaks and "
			    "flees.", i);
			event_kind(log, EVENT_K_ROUT);
			fs_eliminate(g, i, d, log);
		} else if (!g->u[i].dis) {
			g->u[i].dis = 1;
			event_say(log, fs_viewers(g, i), "%U wavers: "
			    "disordered.", i);
			event_kind(log, EVENT_K_HURT);
		}
	}
}
