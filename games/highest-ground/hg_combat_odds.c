/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_combat_odds.c - one combat resolved (§7, §8): the attackers' and
 * the defending stack's factors and morale with every modifier (M1-M11,
 * Table 5), the odds column, the morale contest (Tables 3, 6) and
 * the CRT (Table 4), one die drawn, and the breakdown told to all.  It
 * changes only the combat record; hg_combat_results.c applies results.
 */
#include <stdio.h>
#include <string.h>

#include "hg_combat.h"

static int
army_mod(const struct hg_game *g, int u)
{
	if (hg_type(g, u)->merc)
		return 0;			/* */
	return g->r.band[g->army[g->u[u].side]].morale;
}

/* A unit's morale in a contest: M4 / M5 first, then M1 and M2. */
static int
morale(const struct hg_game *g, int u, const int *lead)
{
	int m = hg_val(g, u, 2);

	if (hg_is_column(g, u))
		m /= 2;
	if (g->u[u].mode == HG_B && g->u[u].bld_attacked)
		m = g->r.mod.building;
	return m + army_mod(g, u) + lead[u];
}

/* Table 5 index k for a range-0 attack by a on t, or -1 (front). */
static int
direction(const struct hg_game *g, int a, int t)
{
	const struct hg_unit *x = &g->u[a], *y = &g->u[t];

	if (x->entry_seq <= y->entry_seq || x->entry_dir < 0 ||
	    hg_terr(g, y->hex)->village)
		return 0;			/* */
	if (y->tail >= 0) {
		if (x->hex == y->hex && x->entry_dir == y->face)
			return 0;
		if (x->hex == y->tail && x->entry_dir == hex_opposite(y->face))
			return 3;
		return 2;
	}
	return ((x->entry_dir - y->face) % 6 + 6) % 6;
}

static int
odds_col(int af, int df)
{
	int r;

	if (af <= 0)
		return 0;		/* no CRT roll anyway */
	if (df <= 0)
		return 7;
	if (af >= df) {
		r = af / df;
		return r >= 6 ? 7 : r + 1;
	}
	r = (df + af - 1) / af;			/* */
	return r >= 3 ? 0 : 1;
}

static const char *const colname[8] = {
	"1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1"
};

/* A combat's running totals: factors, morale, and what the modifiers
 * depend on. */
struct tally {
	int af, df, am, dm;	/* attack and defence factors, morale */
	int merc_fire;		/* a mercenary among the attackers (M11) */
	int hill_ok;		/* no attacker on or from a hill: DF bonus */
	int kdir, r0;		/* Table 5 row of the range-0 attacks, if any */
};

/* The attackers' factors and morale, with M3, M8-M10 and Table 5's row. */
static void
tally_attackers(const struct hg_game *g, const struct combat *c,
    const int *lead, struct tally *s)
{
	int t = c->def, i;
	const struct hg_terrain *tr = hg_terr(g, g->u[t].hex);

	for (i = 0; i < c->na; i++) {
		int a = c->att[i];
		const struct hg_type *tp = hg_type(g, a);

		if (tp->merc)
			s->merc_fire = 1;
		if (tp->merc)
			s->am += hg_val(g, a, 0); /* M3: * factors to morale */
		else
			s->af += hg_val(g, a, 0);
		s->am += morale(g, a, lead);
		if (hg_terr(g, g->u[a].hex)->hill || (hg_range(g, a, t) == 0 &&
		    g->u[a].entry_hill))
			s->hill_ok = 0;
		if (hg_range(g, a, t) == 0) {
			int kk = direction(g, a, t);

			if (!s->r0 ||
			    g->r.dir_mod[kk][0] > g->r.dir_mod[s->kdir][0])
				s->kdir = kk;
			s->r0 = 1;
			if (g->u[a].entry_river && g->u[a].entry_seq >
			    g->u[t].entry_seq)
				s->am += g->r.mod.river;		/* M8 */
			if (tp->cls == HG_MOUNTED && (tr->closed ||
			    (g->fort[g->u[t].hex] & 1)))
				s->am += g->r.mod.mounted_closed;	/* M9 */
			if (tp->cls == HG_MOUNTED && hg_type(g, t)->pike &&
			    (kk <= 1 || kk == 5))
				s->am += g->r.mod.mounted_pike;	/* M10 */
		}
	}
}

/* The defending stack's factors and morale, with its terrain, works,
 * village, M11 and Table 5. */
static void
tally_defenders(const struct hg_game *g, const struct combat *c,
    const int *lead, struct tally *s)
{
	int t = c->def, k, combat_unit = hg_is_combat(g, t);
	int mounted_def = 0, dv, alone = 1;
	const struct hg_terrain *tr = hg_terr(g, g->u[t].hex);

	/* the defending stack: the primary's D (4.2.6: a column's halved,
	 * round down; building: 0), then its companions */
	dv = g->u[t].mode == HG_B ? 0 : hg_val(g, t, 1);
	if (hg_is_column(g, t))
		dv /= 2;
	for (k = 0; k < g->nunits; k++)
		if (hg_in_stack(g, t, k) && !hg_type(g, k)->leader)
			alone = 0;
	for (k = 0; k < g->nunits; k++) {
		const struct hg_type *tp;

		if (!hg_in_stack(g, t, k))
			continue;
		tp = hg_type(g, k);
		if (tp->cls == HG_MOUNTED && !tp->leader)
			mounted_def = 1;
		/* §7.3: leaders' morale stays out of a stack's total; a
		 * leader alone defends with morale L (§11 [D]) */
		if (!tp->leader || alone)
			s->dm += morale(g, k, lead);
		if (k == t)
			s->df += dv;
		else if (!combat_unit && tp->merc && !tp->leader)
			s->df += hg_val(g, k, 1); /* mercs alone: own DF */
		else if (combat_unit && tp->merc && g->u[k].assist &&
		    !g->u[k].noammo)
			/* 8.4; R-42: a mercenary leader adds the D it holds
			 * under 9.2, the stacked unit's */
			s->df += tp->leader ? dv : hg_val(g, k, 1);
	}
	if (tr->hill ? s->hill_ok : 1)
		s->df += tr->df;
	for (k = 0; k < 2; k++)
		if (g->fort[g->u[t].hex] & (1 << k)) {
			s->df += g->r.fort[k].df;
			s->dm += g->r.mod.fort[k];		/* M6 */
		}
	if (tr->village)
		s->dm += g->r.mod.village;			/* M7 */
	if (mounted_def && s->merc_fire)
		s->dm += g->r.mod.mounted_merc;		/* M11 */
	if (s->r0) {
		s->am += g->r.dir_mod[s->kdir][0];		/* Table 5 */
		s->dm += g->r.dir_mod[s->kdir][1];
	}
}

/* The one die (§19), the morale contest and the CRT: c's result. */
static void
roll(const struct hg_game *g, struct combat *c, const struct tally *s,
    struct dice *d)
{
	int i;

	c->af = s->af;
	c->df = s->df;
	c->am = s->am;
	c->dm = s->dm;
	c->col = odds_col(s->af, s->df);
	c->die = dice_roll(d, 6);
	c->res = -1;
	c->shift = 0;
	for (i = 0; i < g->r.nmeff; i++)
		if (s->am - s->dm <= g->r.meff[i].max) {
			c->res = g->r.meff[i].result;
			c->shift = g->r.meff[i].shift;
			break;
		}
	if (c->res < 0) {
		if (s->af == 0)
			c->res = HG_NE;			/* */
		else {
			i = c->col + c->shift;
			i = i < 0 ? 0 : i > 7 ? 7 : i;
			c->res = g->r.crt[c->die - 1][i];
			c->col = i;
		}
	}
}

/* The breakdown, to everyone who took part (both sides). */
static void
tell(const struct hg_game *g, const struct combat *c, struct event_log *log)
{
	int t = c->def, i;
	char diff[16];

	snprintf(diff, sizeof diff, "%+d", c->am - c->dm);
	event_say(log, EVENT_V_ALL, "Combat at %H on %U: AF %d vs DF %d (odds %s); "
	    "morale %d vs %d (diff %s%s%s); die %d -> %s", g->u[t].hex, t,
	    c->af, c->df, c->af ? colname[odds_col(c->af, c->df)] : "none",
	    c->am, c->dm, diff,
	    c->shift ? ", shift " : "", c->shift ? (c->shift > 0 ? "right" :
	    "left") : "", c->die, hg_res_name(c->res));
	event_kind(log, EVENT_K_FIGHT);
	if (hg_is_column(g, t))
		event_say(log, EVENT_V_ALL, "  defender %U is a Strategic column: "
		    "A, D and morale halved (4.2.6)", t);
	for (i = 0; i < c->na; i++)
		event_say(log, EVENT_V_ALL, "  attacker %U (%s, range %d%s)",
		    c->att[i], hg_type(g, c->att[i])->name,
		    hg_range(g, c->att[i], t), c->ind[i] ? ", indirect fire" :
		    "");
}

void
hg_combat_compute(struct hg_game *g, struct combat *c, const int *lead,
    struct dice *d, struct event_log *log)
{
	struct tally s = { .hill_ok = 1 };

	tally_attackers(g, c, lead, &s);
	tally_defenders(g, c, lead, &s);
	roll(g, c, &s, d);
	tell(g, c, log);
}

