/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_setup.c - the numbers an army is made of, worked out once when a
 * game is created: each unit's size, hits, VP, save factor, ammunition
 * and points from its army-list entry and options (§2.1-§2.3, §6), each
 * command's VP, the army's medals (§5.1), the camps' ammunition reserve
 * (§2.3, §8.24), and a fixed set-up's placements checked against the box
 * rules (§1.1, §1.3).
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

/* Points classes of the Quick Reference: light, standard, deep. */
static int
cost_class(const struct ts_unit *u)
{
	return u->size == TS_LIGHT ? 0 : u->size == TS_DEEP ||
	    u->size == TS_XDEEP ? 2 : 1;
}

static int
bad(struct ts_game *g, const char *why)
{
	snprintf(g->result, sizeof g->result, "%s", why);
	return -1;
}

static int
size_of(struct ts_game *g, struct ts_unit *u, const struct ts_type *t)
{
	u->size = t->size;
	if (u->small) {
		if (t->size != TS_REG)
			return bad(g, "only a standard unit may be small");
		u->size = TS_SMALL;
	}
	if (u->deep >= 1 && t->size != TS_DEEP) {
		if (t->pts_deep == 0)	/* no price deep */
			return bad(g, "that unit type cannot be deep");
		u->size = TS_DEEP;
	}
	if (u->deep == 2)
		u->size = TS_XDEEP;
	if (u->escorted && !(t->flags & TSF_ELEPHANT))
		return bad(g, "only elephants are escorted");
	if (u->small && u->deep)
		return bad(g, "a unit cannot be both small and deep");
	return 0;
}

static void
hits_vp(const struct ts_game *g, struct ts_unit *u, const struct ts_type *t)
{
	const struct ts_rules *r = &g->r;

	if (t->flags & TSF_ART) {
		u->hits = r->art_hits;
		u->vp = r->art_vp;
	} else if (t->flags & TSF_ELEPHANT) {
		u->hits = u->escorted ? r->escort_hits : r->eleph_hits;
		u->vp = u->escorted ? r->escort_vp : r->eleph_vp;
	} else {
		u->hits = r->size_hits[u->size];
		u->vp = u->size == TS_XDEEP ? r->opt.xdeep_vp :
		    r->size_vp[u->size];
	}
}

/* §2.3: the type's chits (or the list's), the more generous of an
 * extra weapon's, one more for veterans, one fewer for raw troops. */
static int
ammo_of(const struct ts_game *g, const struct ts_unit *u,
    const struct ts_type *t, const struct ts_entry *e)
{
	const struct ts_rules *r = &g->r;
	int a = e->ammo >= 0 ? e->ammo : t->ammo, ex = u->extra & 63;

	if (u->escorted && a < r->escort_ammo)
		a = r->escort_ammo;
	if (ex) {
		int light = ex == TS_W_JAV ? r->jav_ammo :
		    r->light_ammo_missile;

		if (light > a)
			a = light;
	}
	if (a > 0 && u->quality > 0)
		a += r->vet_ammo;
	if (a > 0 && u->quality < 0)
		a += r->raw_ammo;
	return a < 0 ? 0 : a;
}

static int
points_of(const struct ts_game *g, const struct ts_unit *u,
    const struct ts_type *t, const struct ts_entry *e)
{
	const struct ts_rules *r = &g->r;
	int p = e->cost, c = cost_class(u);

	if (u->deep && t->size != TS_DEEP)
		p += t->pts_deep - t->pts;
	if (u->quality > e->quality)
		p += r->cost_vet[c];
	if (u->quality < e->quality)
		p += r->cost_raw[c];
	if (u->deep == 2)
		p += r->xdeep_cost;
	if (u->escorted)
		p += r->escort_cost;
	if (u->extra & 63)
		p += r->extra_cost[c == 0 ? 0 : 1];
	p += r->equip_cost * (u->pavise + u->boat + u->nstakes + ((u->extra & 64) !=
	    0) + (u->shock && !(t->flags & TSF_SHOCK)) + u->mounts);
	if (u->small)			/* half, after the rest; .5 up */
		p = (p * r->small_pct + 99) / 100;
	return p + r->hero_cost * u->heroes;
}

/* Every derived number of a unit from its entry, type and options. */
int
ts_unit_derive(struct ts_game *g, struct ts_unit *u)
{
	const struct ts_type *t = &g->r.type[u->type];
	const struct ts_entry *e =
	    &g->r.list[g->side[u->side].list].e[u->entry];

	if (size_of(g, u, t))
		return -1;
	if (u->fanatic && u->quality > 0)
		return bad(g, "a unit cannot be both veteran and fanatic");
	hits_vp(g, u, t);
	u->save = e->save - (u->quality - e->quality) + u->fanatic;
	if (u->save < 2)
		u->save = 2;
	u->ammo0 = ammo_of(g, u, t, e);
	u->ammo = u->ammo0;
	if (t->flags & TSF_SHOCK)
		u->shock = 1;
	u->lance = (t->flags & TSF_LANCE) != 0;
	u->elebonus = (t->flags & TSF_ELEPHANT) != 0;
	u->pts = points_of(g, u, t, e);
	return 0;
}

/* §2.4 Quick Reference: 4 on foot, +1 mounted, detached, heroic,
 * senior, +4 brilliant. */
int
ts_gen_cost(const struct ts_game *g, const struct ts_gen *k)
{
	const int *c = g->r.gen_cost;

	return c[0] + c[1] * k->mounted + c[2] * k->detached +
	    c[3] * k->heroic + c[4] * k->senior + c[5] * k->brilliant;
}

int
ts_fort_mask(const char *s, int *mask)
{
	int f;

	*mask = 0;
	for (; *s; s++) {
		if (*s == ',')
			continue;
		if ((f = ts_parse_face((char[]){ *s, '\0' })) < 0)
			return -1;
		*mask |= 1 << f;
	}
	return *mask ? 0 : -1;
}

/* §2.6: a camp's fortification lengths on the edges of its box (the
 * camp box is behind them). */
void
ts_fortify(struct ts_game *g, int c)
{
	int f, fx, fy, x = g->camp[c].x, y = g->camp[c].y;

	if (!g->camp[c].placed || !ts_on_table(g, x, y))
		return;
	for (f = 0; f < 4; f++) {
		if (!(g->camp[c].fortmask & (1 << f)))
			continue;
		ts_face_vec(f, &fx, &fy);
		g->edge[TS_BOX(g, x, y)][f] |= TS_E_FORT_IN;
		if (ts_on_table(g, x + fx, y + fy))
			g->edge[TS_BOX(g, x + fx, y + fy)][(f + 2) & 3] |=
			    TS_E_FORT_OUT;
	}
}

/* §5.1: each command's VP and the army's medals. */
static void
tally(struct ts_game *g)
{
	int s, c, u, k, total[TS_NSIDES] = { 0, 0 }, div = g->r.medals_div;

	for (c = 0; c < g->ncmds; c++) {
		g->cmd[c].vp0 = g->cmd[c].gen >= 0 ? g->r.gen_vp : 0;
		g->cmd[c].vp_lost = 0;
	}
	for (u = 0; u < g->nunits; u++)
		g->cmd[g->u[u].cmd].vp0 += g->u[u].vp;
	for (k = 0; k < g->ncamps; k++)
		g->cmd[g->camp[k].cmd].vp0 += g->r.camp_vp;
	for (c = 0; c < g->ncmds; c++)
		total[g->cmd[c].side] += g->cmd[c].vp0;
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].cmd < 0)		/* a senior with no command */
			total[g->gen[k].side] += g->r.gen_vp;
	for (s = 0; s < TS_NSIDES; s++) {
		g->side[s].vp0 = total[s];
		/* to the nearest whole number (never exactly .5 for 3) */
		g->side[s].medals0 = (2 * total[s] + div) / (2 * div) -
		    g->side[s].medals_adj;
		g->side[s].medals = g->side[s].medals0;
	}
}

/* The army's points, for the order of battle (§5.5). */
static void
points(struct ts_game *g)
{
	int s, u, k, c;

	for (s = 0; s < TS_NSIDES; s++)
		g->side[s].pts = 0;
	for (u = 0; u < g->nunits; u++)
		g->side[g->u[u].side].pts += g->u[u].pts;
	for (k = 0; k < g->ngens; k++)
		g->side[g->gen[k].side].pts += ts_gen_cost(g, &g->gen[k]);
	for (c = 0; c < g->ncamps; c++)
		g->side[g->camp[c].side].pts += g->r.camp_cost +
		    g->r.fort_cost * g->camp[c].forts;
}

/* §2.3, §8.24: a chit per unit with ammunition, plus the extra bought,
 * split evenly between the side's camps, the remainder to the first. */
static void
reserves(struct ts_game *g, const int *extra)
{
	int s, u, c, n, pool, first;

	for (s = 0; s < TS_NSIDES; s++) {
		pool = extra[s] * g->r.chits_per_point;
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && g->u[u].ammo0 > 0)
				pool += g->r.reserve_per_unit;
		for (n = 0, c = 0; c < g->ncamps; c++)
			n += g->camp[c].side == s;
		for (first = 1, c = 0; n > 0 && c < g->ncamps; c++) {
			if (g->camp[c].side != s)
				continue;
			g->camp[c].reserve = pool / n + (first ? pool % n : 0);
			first = 0;
		}
	}
}

/* The army lists' numbers (§6), when the option asks: each entry's
 * count, the entries a footnote caps together, heroes, generals, camps,
 * fortification lengths. */
static int
list_numbers(struct ts_game *g, int side)
{
	const struct ts_list *l = &g->r.list[g->side[side].list];
	int n[TS_MAX_ENTRIES] = { 0 }, u, i, heroes = 0, gens = 0, camps = 0;
	int forts = 0, shared = 0;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side) {
			n[g->u[u].entry]++;
			heroes += g->u[u].heroes;
		}
	for (i = 0; i < g->ngens; i++)
		gens += g->gen[i].side == side;
	for (i = 0; i < g->ncamps; i++)
		if (g->camp[i].side == side) {
			camps++;
			forts += g->camp[i].forts;
		}
	for (i = 0; i < l->nentries; i++)
		if (n[i] < l->e[i].number[0] || n[i] > l->e[i].number[1]) {
			snprintf(g->result, sizeof g->result, "%s: %d of \"%s\"; "
			    "the list allows %d to %d (rule 6)", g->side[side].name,
			    n[i], l->e[i].key, l->e[i].number[0],
			    l->e[i].number[1]);
			return -1;
		}
	for (i = 0; i < l->nentries; i++)
		shared += l->e[i].shared ? n[i] : 0;
	if (shared > l->shared_max) {
		snprintf(g->result, sizeof g->result, "%s: %d %s in all; the "
		    "list allows at most %d together (rule 6)",
		    g->side[side].name, shared, l->shared_what, l->shared_max);
		return -1;
	}
	if (heroes < l->heroes[0] || heroes > l->heroes[1] ||
	    gens < l->gen_min || gens > l->gen_max || camps < l->camps[0] ||
	    camps > l->camps[1] || forts > l->forts[1]) {
		snprintf(g->result, sizeof g->result, "%s: heroes, generals, "
		    "camps or fortifications outside the list's numbers (rule "
		    "6)", g->side[side].name);
		return -1;
	}
	return 0;
}

static int
structure(struct ts_game *g)
{
	int c, u, n;

	for (c = 0; c < g->ncmds; c++) {
		for (n = 0, u = 0; u < g->nunits; u++)
			n += g->u[u].cmd == c;
		if (g->cmd[c].gen < 0)
			return bad(g, "every command has a general (rule 2.4)");
		if (n > 10 || (n < 1 && g->r.opt.list_limits))
			return bad(g, "a command has 1 to 10 units (rule 2.4)");
	}
	for (c = 0; c < TS_NSIDES; c++) {
		for (n = 0, u = 0; u < g->ngens; u++)
			n += g->gen[u].side == c && g->gen[u].senior;
		if (n > 1)
			return bad(g, "at most one senior general a side");
		if (g->r.opt.list_limits && list_numbers(g, c))
			return -1;
	}
	return 0;
}

/* Is box (x, y) a legal place for what is in it now (§1.1, §1.3)? */
int
ts_check_box(const struct ts_game *g, int x, int y, char *why, size_t n)
{
	int l[4], k = ts_in_box(g, x, y, l, 4), i;

	for (i = 0; i < k && i < 4; i++)
		if (!ts_water_ok(g, l[i], x, y))
			break;
	if (i < k && i < 4) {
		snprintf(why, n, "a unit stands on impassable terrain");
		return -1;
	}
	if (k > 2 || (k == 2 && (g->u[l[0]].side != g->u[l[1]].side ||
	    !ts_can_share(g, l[1], x, y, g->u[l[1]].face, -1)))) {
		snprintf(why, n, "more than two units, enemies, or units that "
		    "may not share a box (rule 1.3)");
		return -1;
	}
	if (k == 2 && g->u[l[0]].slot == g->u[l[1]].slot) {
		snprintf(why, n, "two units in one box need FRONT and "
		    "BEHIND places");
		return -1;
	}
	return 0;
}

/* Slots of a fixed set-up: FRONT (+1) and BEHIND (-1) were written
 * relative to each unit's own facing. */
static int
fix_slots(struct ts_game *g)
{
	int x, y, l[4], n, i, a;
	char b[8], why[120];

	for (y = 0; y < g->d; y++)
		for (x = 0; x < g->w; x++) {
			n = ts_in_box(g, x, y, l, 4);
			for (i = 0; i < n && i < 4; i++) {
				a = g->u[l[i]].face == TS_N ||
				    g->u[l[i]].face == TS_E ? 1 : -1;
				g->u[l[i]].slot = n == 1 ? 0 :
				    g->u[l[i]].slot * a;
			}
			if (n == 2 && g->u[l[0]].slot == 0 &&
			    g->u[l[1]].slot == 0) {
				g->u[l[0]].slot = 1;
				g->u[l[1]].slot = -1;
			} else if (n == 2 && g->u[l[0]].slot == 0)
				g->u[l[0]].slot = -g->u[l[1]].slot;
			else if (n == 2 && g->u[l[1]].slot == 0)
				g->u[l[1]].slot = -g->u[l[0]].slot;
			if (ts_check_box(g, x, y, why, sizeof why)) {
				snprintf(g->result, sizeof g->result, "at "
				    "%s: %s", ts_box_label(g, x, y, b), why);
				return -1;
			}
		}
	return 0;
}

static int
placed_all(struct ts_game *g)
{
	int u, k, c;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].status == TS_UNPLACED)
			return bad(g, "START PLAY: every unit needs a PLACE");
	for (k = 0; k < g->ngens; k++) {
		if (!g->gen[k].detached) {
			g->gen[k].status = g->u[g->gen[k].unit].status ==
			    TS_ON ? TS_ON : TS_WAIT;
			continue;
		}
		if (g->gen[k].status != TS_ON)
			return bad(g, "START PLAY: every detached general "
			    "needs a PLACE");
	}
	for (c = 0; c < g->ncamps; c++) {
		if (!g->camp[c].placed)
			return bad(g, "START PLAY: every camp needs a PLACE");
		ts_fortify(g, c);
	}
	return fix_slots(g);
}

int
ts_setup_check(struct ts_game *g, int start, const int *extra_ammo,
    struct pbem_err *err)
{
	int rc = structure(g);

	if (rc == 0 && start == 2)
		rc = placed_all(g);
	if (rc != 0)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "scenario: %s",
		    g->result);
	g->result[0] = '\0';
	tally(g);
	points(g);
	reserves(g, extra_ammo);
	if (start == 2)
		ts_start_play(g);
	return PBEM_OK;
}
