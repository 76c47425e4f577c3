/*
 * hg_combat.c - combat (§7): eligibility, simultaneous resolution from a
 * snapshot, odds, the morale contest (Tables 3, 5, 6), the
 * CRT (Table 4), results applied in canonical order (the retreats and
 * routs themselves: hg_retreat.c), mercenary ammunition and the 8.4
 * assist, leaders' defence and fate (9.2, 9.3; their bonus: hg_leaders.c),
 * indirect fire (16.2), and Army Morale (§8.1, Table 1).  Every combat
 * draws exactly one die, in combat-list order, so the dice stream never
 * depends on the results (§19).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hg.h"

#define MAXC	64
#define MAXA	16

struct combat {
	int def;			/* the defending stack's primary unit */
	int na, att[MAXA], ind[MAXA];	/* ind: fires indirectly (16.2) */
	int res, die, col, shift, af, df, am, dm;
};

struct effect {
	int elim, retreat, rout;
	int dis_order;		/* place of its first disruption, 0: none */
	int dis_again;		/* a second one this phase: a retreat */
};

static int
range_to(const struct hg_game *g, int a, int t)
{
	const struct hg_unit *x = &g->u[a], *y = &g->u[t];
	int d = hg_dist(g, x->hex, y->hex);

	if (y->tail >= 0 && hg_dist(g, x->hex, y->tail) < d)
		d = hg_dist(g, x->hex, y->tail);
	return d;
}

int
hg_can_attack(const struct hg_game *g, int a, int t, char *why, size_t n)
{
	const struct hg_unit *x = &g->u[a];
	const struct hg_type *tp = hg_type(g, a);
	int d;

	if (!hg_on(g, a) || !hg_on(g, t) || x->side == g->u[t].side) {
		snprintf(why, n, "no such target in play");
		return 0;
	}
	if (tp->leader) {
		snprintf(why, n, "leaders do not attack");
		return 0;
	}
	if (x->mode != HG_T) {
		snprintf(why, n, "only Tactical units attack (not Strategic or "
		    "building)");
		return 0;
	}
	if (x->boat != HG_BOAT_NONE) {
		snprintf(why, n, "a unit embarking does not attack (16.3)");
		return 0;
	}
	if (hg_val(g, a, 0) <= 0 || (tp->merc && x->ammo <= 0)) {
		snprintf(why, n, "no attack factor (or no ammunition)");
		return 0;
	}
	d = range_to(g, a, t);
	if (d > tp->rng) {
		snprintf(why, n, "target out of range");
		return 0;
	}
	/* revealed to the player and in the attacker's LOS */
	if (d > 0 && (!hg_visible(g, x->side, t) || !(hg_los(g, x->hex,
	    g->u[t].hex) || (g->u[t].tail >= 0 && hg_los(g, x->hex,
	    g->u[t].tail))))) {
		snprintf(why, n, "target not visible to the attacker");
		return 0;
	}
	return 1;
}

/*
 * 16.2 (walkie-talkies): a mercenary weapon with a range over 3 may fire
 * at a target a friendly walkie-talkie carrier can see: the target must
 * be within the firer's range and revealed to its side, and the
 * spotter must have LOS to it; the firer needs none.  It costs 2 rounds.
 */
int
hg_can_fire_indirect(const struct hg_game *g, int a, int t, int sp,
    char *why, size_t n)
{
	const struct hg_unit *x = &g->u[a];
	const struct hg_type *tp = hg_type(g, a);
	int d;

	if (!g->r.opt.walkie) {
		snprintf(why, n, "walkie-talkies are not in this scenario");
		return 0;
	}
	if (!hg_on(g, a) || !hg_on(g, t) || x->side == g->u[t].side) {
		snprintf(why, n, "no such target in play");
		return 0;
	}
	if (!tp->merc || tp->leader || tp->rng <= g->r.indirect_over) {
		snprintf(why, n, "only mercenary weapons with a range over %d "
		    "fire indirectly", g->r.indirect_over);
		return 0;
	}
	if (x->mode != HG_T) {
		snprintf(why, n, "only Tactical units attack (not Strategic or "
		    "building)");
		return 0;
	}
	if (hg_val(g, a, 0) <= 0 || x->ammo < g->r.ammo_indirect) {
		snprintf(why, n, "indirect fire needs %d rounds of ammunition",
		    g->r.ammo_indirect);
		return 0;
	}
	d = range_to(g, a, t);
	if (d > tp->rng || d == 0) {
		snprintf(why, n, d ? "target out of range" : "a target in the "
		    "firer's own hex is fought directly");
		return 0;
	}
	if (sp < 0 || !hg_on(g, sp) || g->u[sp].side != x->side ||
	    !g->u[sp].radio) {
		snprintf(why, n, "the spotter has no walkie-talkie in play");
		return 0;
	}
	if (!hg_visible(g, x->side, t) || !hg_sees_unit(g, sp, t)) {
		snprintf(why, n, "target not visible to the spotter");
		return 0;
	}
	return 1;
}

/* The stack a target belongs to: its hex's combat unit, else itself. */
static int
primary(const struct hg_game *g, int t)
{
	int c = hg_combat_in(g, g->u[t].hex, g->u[t].side, -1);

	return c >= 0 ? c : t;
}

static int
in_stack(const struct hg_game *g, int def, int k)
{
	return g->u[k].side == g->u[def].side && hg_on(g, k) &&
	    (hg_in_hex(g, k, g->u[def].hex) || (g->u[def].tail >= 0 &&
	    hg_in_hex(g, k, g->u[def].tail)));
}

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

/* who takes part in this phase's combats: 1 defending (leaders
 * aside), 2 attacking; then hg_leaders hands out the bonuses. */
static void
leaders(const struct hg_game *g, const struct combat *c, int nc,
    const json_t *orders, int *lead, struct event_log *log)
{
	int part[HG_MAX_UNITS], i, k;

	memset(part, 0, sizeof part);
	for (i = 0; i < nc; i++) {
		for (k = 0; k < c[i].na; k++)
			part[c[i].att[k]] = 2;
		for (k = 0; k < g->nunits; k++)
			if (in_stack(g, c[i].def, k) && !hg_type(g, k)->leader)
				part[k] = 1;
	}
	hg_leaders(g, part, orders, lead, log);
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

static void
compute(struct hg_game *g, struct combat *c, const int *lead,
    struct dice *d, struct event_log *log)
{
	int t = c->def, k, i, af = 0, df = 0, am = 0, dm = 0, merc_fire = 0;
	int combat_unit = hg_is_combat(g, t), hill_ok = 1, kdir = 0, r0 = 0;
	int mounted_def = 0, dv, alone = 1;
	char diff[16];
	const struct hg_terrain *tr = hg_terr(g, g->u[t].hex);

	for (i = 0; i < c->na; i++) {
		int a = c->att[i];
		const struct hg_type *tp = hg_type(g, a);

		if (tp->merc)
			merc_fire = 1;
		if (tp->merc)
			am += hg_val(g, a, 0);	/* M3: * factors to morale */
		else
			af += hg_val(g, a, 0);
		am += morale(g, a, lead);
		if (hg_terr(g, g->u[a].hex)->hill || (range_to(g, a, t) == 0 &&
		    g->u[a].entry_hill))
			hill_ok = 0;
		if (range_to(g, a, t) == 0) {
			int kk = direction(g, a, t);

			if (!r0 || g->r.dir_mod[kk][0] > g->r.dir_mod[kdir][0])
				kdir = kk;
			r0 = 1;
			if (g->u[a].entry_river && g->u[a].entry_seq >
			    g->u[t].entry_seq)
				am += g->r.mod.river;		/* M8 */
			if (tp->cls == HG_MOUNTED && (tr->closed ||
			    (g->fort[g->u[t].hex] & 1)))
				am += g->r.mod.mounted_closed;	/* M9 */
			if (tp->cls == HG_MOUNTED && hg_type(g, t)->pike &&
			    (kk <= 1 || kk == 5))
				am += g->r.mod.mounted_pike;	/* M10 */
		}
	}
	/* the defending stack: the primary's D (4.2.6: a column's halved,
	 * round down; building: 0), then its companions */
	dv = g->u[t].mode == HG_B ? 0 : hg_val(g, t, 1);
	if (hg_is_column(g, t))
		dv /= 2;
	for (k = 0; k < g->nunits; k++)
		if (in_stack(g, t, k) && !hg_type(g, k)->leader)
			alone = 0;
	for (k = 0; k < g->nunits; k++) {
		const struct hg_type *tp;

		if (!in_stack(g, t, k))
			continue;
		tp = hg_type(g, k);
		if (tp->cls == HG_MOUNTED && !tp->leader)
			mounted_def = 1;
		/* §7.3: leaders' morale stays out of a stack's total; a
		 * leader alone defends with morale L (§11 [D]) */
		if (!tp->leader || alone)
			dm += morale(g, k, lead);
		if (k == t)
			df += dv;
		else if (!combat_unit && tp->merc && !tp->leader)
			df += hg_val(g, k, 1);	/* mercs alone: own DF */
		else if (combat_unit && tp->merc && g->u[k].assist &&
		    !g->u[k].noammo)
			/* 8.4; R-42: a mercenary leader adds the D it holds
			 * under 9.2, the stacked unit's */
			df += tp->leader ? dv : hg_val(g, k, 1);
	}
	if (tr->hill ? hill_ok : 1)
		df += tr->df;
	for (k = 0; k < 2; k++)
		if (g->fort[g->u[t].hex] & (1 << k)) {
			df += g->r.fort[k].df;
			dm += g->r.mod.fort[k];		/* M6 */
		}
	if (tr->village)
		dm += g->r.mod.village;			/* M7 */
	if (mounted_def && merc_fire)
		dm += g->r.mod.mounted_merc;		/* M11 */
	if (r0) {
		am += g->r.dir_mod[kdir][0];		/* Table 5 */
		dm += g->r.dir_mod[kdir][1];
	}
	c->af = af;
	c->df = df;
	c->am = am;
	c->dm = dm;
	c->col = odds_col(af, df);
	c->die = dice_roll(d, 6);
	c->res = -1;
	c->shift = 0;
	for (i = 0; i < g->r.nmeff; i++)
		if (am - dm <= g->r.meff[i].max) {
			c->res = g->r.meff[i].result;
			c->shift = g->r.meff[i].shift;
			break;
		}
	if (c->res < 0) {
		if (af == 0)
			c->res = HG_NE;			/* */
		else {
			i = c->col + c->shift;
			i = i < 0 ? 0 : i > 7 ? 7 : i;
			c->res = g->r.crt[c->die - 1][i];
			c->col = i;
		}
	}
	/* the breakdown, to everyone who took part (both sides) */
	snprintf(diff, sizeof diff, "%+d", am - dm);
	event_say(log, EVENT_V_ALL, "Combat at %H on %U: AF %d vs DF %d (odds %s); "
	    "morale %d vs %d (diff %s%s%s); die %d -> %s", g->u[t].hex, t,
	    af, df, af ? colname[odds_col(af, df)] : "none", am, dm, diff,
	    c->shift ? ", shift " : "", c->shift ? (c->shift > 0 ? "right" :
	    "left") : "", c->die, hg_res_name(c->res));
	if (hg_is_column(g, t))
		event_say(log, EVENT_V_ALL, "  defender %U is a Strategic column: "
		    "A, D and morale halved (4.2.6)", t);
	for (i = 0; i < c->na; i++)
		event_say(log, EVENT_V_ALL, "  attacker %U (%s, range %d%s)",
		    c->att[i], hg_type(g, c->att[i])->name,
		    range_to(g, c->att[i], t), c->ind[i] ? ", indirect fire" :
		    "");
}

void
hg_eliminate(struct hg_game *g, int u, struct event_log *log)
{
	struct hg_unit *x = &g->u[u];

	if (x->status != HG_ON)
		return;
	x->elim_seen = 1;
	hg_chart(g, u, "eliminated at %s", hg_label(g, x->hex,
	    (char[HEX_LABEL_LEN]){ 0 }));
	x->status = HG_ELIM;
	x->hex = x->tail = -1;
	x->seen = 0;
	g->lost[x->side]++;
	(void)log;
}

/* Hex-label order (the combat list, retreats); in one hex, Allied first,
 * then as seen (hg_sight_cmp), never in the order of battle. */
static int
cmp_label(const struct hg_game *g, int a, int b)
{
	char la[HEX_LABEL_LEN], lb[HEX_LABEL_LEN];
	int c = strcmp(hg_label(g, g->u[a].hex, la), hg_label(g, g->u[b].hex,
	    lb));

	return c ? c : hg_sight_cmp(g, a, b);
}

/*
 * §6.5 (6.1): combat units of both sides in one hex must attack each
 * other, and a unit attacks once a phase (5.4).  The digest is silent on
 * an order naming another target; our resolution: the same-hex attack is
 * the unit's one attack, so such an order is refused for that unit (its
 * ELSE targets are tried the same way) and AUTO picks the same-hex enemy.
 * Mercenaries are combat units here (2.1.2.1): they attack and are
 * attacked so.  The enemy stack is its combat unit's, else its
 * mercenaries'.  The stack unit a must attack, or -1.  Rules version 1
 * leaves mercenaries out (hg_rule_merc_fights, in hg_fights too) and
 * lets an order elsewhere stand (hg_rule_same_hex_owed).
 */
static int
must_attack(const struct hg_game *g, int a)
{
	char why[96];
	int t, k;

	if (!hg_on(g, a) || !hg_fights(g, a))
		return -1;
	t = hg_enemy_combat_in(g, g->u[a].hex, g->u[a].side);
	/* mercenaries alone: the first as seen (rules version 1: none) */
	if (t < 0 && hg_rule_merc_fights(g))
		for (k = 0; k < g->nunits; k++)
			if (g->u[k].side != g->u[a].side && hg_fights(g, k) &&
			    hg_in_hex(g, k, g->u[a].hex) && (t < 0 ||
			    hg_sight_cmp(g, k, t) < 0))
				t = k;
	if (t < 0 || !hg_can_attack(g, a, t, why, sizeof why))
		return -1;
	return primary(g, t);
}

/* Pick a target for AUTO: a same-hex enemy, else the best odds. */
static int
auto_target(const struct hg_game *g, int a)
{
	int t, best = -1, bd = 1000, dv;
	char why[64];

	for (t = 0; t < g->nunits; t++) {
		if (!hg_can_attack(g, a, t, why, sizeof why) ||
		    hg_type(g, t)->leader)
			continue;
		if (range_to(g, a, t) == 0 && hg_is_combat(g, t))
			return t;
		dv = hg_val(g, primary(g, t), 1) * 10 + range_to(g, a, t);
		if (dv < bd) {
			bd = dv;
			best = t;
		}
	}
	return best;
}

/* A combat's attackers as seen (they are named, listed and their
 * results told in this order), not in sheet or battle order.  Rules
 * version 1: as the attacks were added (hg_rule_named_as_seen). */
static void
sort_attackers(const struct hg_game *g, struct combat *c)
{
	int i, k, t;

	if (!hg_rule_named_as_seen(g))
		return;
	for (i = 1; i < c->na; i++)
		for (k = i; k > 0 && hg_sight_cmp(g, c->att[k - 1],
		    c->att[k]) > 0; k--) {
			t = c->att[k];
			c->att[k] = c->att[k - 1];
			c->att[k - 1] = t;
			t = c->ind[k];
			c->ind[k] = c->ind[k - 1];
			c->ind[k - 1] = t;
		}
}

static void
add_attack(struct combat *c, int *nc, int a, int def, int ind)
{
	int i;

	for (i = 0; i < *nc; i++)
		if (c[i].def == def)
			break;
	if (i == *nc) {
		if (*nc >= MAXC)
			return;
		memset(&c[i], 0, sizeof c[i]);
		c[i].def = def;
		(*nc)++;
	}
	if (c[i].na < MAXA) {
		c[i].ind[c[i].na] = ind;
		c[i].att[c[i].na++] = a;
	}
}

static void
mark(struct effect *e, int u, int elim, int ret, int rout, int *order)
{
	if (elim)
		e[u].elim = 1;
	if (ret > e[u].retreat)
		e[u].retreat = ret;
	if (rout)
		e[u].rout = 1;
	if (!elim && !ret && !rout) {
		if (e[u].dis_order == 0)
			e[u].dis_order = ++*order;
		else
			e[u].dis_again = 1;
	}
}

/* Apply one combat's result to the effect table (not yet to the units). */
static void
effects(const struct hg_game *g, const struct combat *c, struct effect *e,
    int *follow, int *order, const int *list)
{
	int i, j, k, a, r = c->res, R = g->r.retreat_hexes;

	for (i = 0; i < c->na; i++) {
		int ranged;

		a = c->att[i];
		ranged = range_to(g, a, c->def) > 0;
		switch (r) {
		case HG_AE:
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 1, 0, 0, order);
			break;
		case HG_AR:
		case HG_REFUSED:
			if (ranged && r == HG_REFUSED)
				break;
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else {
				mark(e, a, 0, R, 0, order);
				mark(e, a, 0, 0, 0, order);
			}
			break;
		case HG_AD:
			mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			break;
		case HG_EX:
			if (ranged || !g->u[a].dis)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 1, 0, 0, order);
			break;
		case HG_COLLAPSE:
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 0, g->r.rout_hexes, 1, order);
			break;
		default:
			break;
		}
	}
	for (j = 0; j < g->nunits; j++) {
		if (!in_stack(g, c->def, k = list[j]))
			continue;
		if (hg_type(g, k)->leader) {
			/* 9.3: a stacked leader shares its unit's fate (it
			 * follows it after the retreats); a leader has no
			 * disrupted side, so DD and EX leave it alone */
			if (c->def != k)
				follow[k] = c->def;
			if (r == HG_DE)
				mark(e, k, 1, 0, 0, order);
			else if (c->def == k && (r == HG_DR || r == HG_ROUT))
				e[k].retreat = r == HG_ROUT ? g->r.rout_hexes :
				    R;
			e[k].rout |= c->def == k && r == HG_ROUT;
			continue;
		}
		switch (r) {
		case HG_DD:
			mark(e, k, 0, g->u[k].dis ? R : 0, 0, order);
			break;
		case HG_DR:
			mark(e, k, 0, R, 0, order);
			mark(e, k, 0, 0, 0, order);
			break;
		case HG_DE:
			mark(e, k, 1, 0, 0, order);
			break;
		case HG_EX:
			mark(e, k, g->u[k].dis, 0, 0, order);
			break;
		case HG_ROUT:
			mark(e, k, 0, g->r.rout_hexes, 1, order);
			break;
		default:
			break;
		}
	}
}

/* One combat phase's working tables, indexed by unit. */
struct phase {
	struct combat *c;		/* the combat list */
	int nc;
	struct effect e[HG_MAX_UNITS];	/* results, not yet applied */
	int lead[HG_MAX_UNITS];		/* leader bonus to morale (§11) */
	int used[HG_MAX_UNITS];		/* has made its one attack (5.4) */
	int must[HG_MAX_UNITS];		/* the stack it must attack, or -1 */
	int assisted[HG_MAX_UNITS];	/* to be disrupted by 8.3/8.4 */
	int list[HG_MAX_UNITS];		/* every unit, in alias order */
	int follow[HG_MAX_UNITS];	/* a leader's unit (9.3), or -1 */
	int order;			/* disruptions marked so far */
};

static void
phase_init(const struct hg_game *g, struct phase *p, struct combat *c)
{
	int k;

	p->c = c;
	p->nc = 0;
	p->order = 0;
	memset(p->used, 0, sizeof p->used);
	memset(p->assisted, 0, sizeof p->assisted);
	memset(p->e, 0, sizeof p->e);
	for (k = 0; k < HG_MAX_UNITS; k++)
		p->follow[k] = -1;
	for (k = 0; k < g->nunits; k++)
		p->must[k] = must_attack(g, k);
}

/*
 * Unit a of side s attacks target tn (an alias or AUTO); sp: the spotter
 * for indirect fire, -2: direct.  1 if the attack joins the combat list,
 * else 0 and the player is told why.
 */
static int
order_attack(struct hg_game *g, struct phase *p, int s, int a,
    const char *tn, int sp, struct event_log *log)
{
	char why[96];
	int t, owed;

	/* 5.4: the same-hex attack is its one (rules version 1: not yet) */
	owed = hg_rule_same_hex_owed(g) ? p->must[a] : -1;
	t = strcasecmp(tn, "AUTO") == 0 ? (owed >= 0 ? owed :
	    auto_target(g, a)) : hg_find_alias(g, s, tn);
	if (t >= 0 && owed >= 0 && (sp != -2 || primary(g, t) != owed)) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "ATTACK %U %s: "
		    "it must attack the enemy in its own hex (6.1), and "
		    "attacks once a phase (5.4)", a, tn);
		return 0;
	}
	if (t < 0 || (sp == -2 ? !hg_can_attack(g, a, t, why, sizeof why) :
	    !hg_can_fire_indirect(g, a, t, sp, why, sizeof why))) {
		if (t >= 0 || strcasecmp(tn, "AUTO"))
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s),
			    "ATTACK %U %s: %s", a, tn, t < 0 ?
			    "no visible enemy by that name" : why);
		return 0;
	}
	p->used[a] = 1;
	add_attack(p->c, &p->nc, a, primary(g, t), sp != -2);
	return 1;
}

/*
 * One ATTACK order of side s: its targets are tried in turn (ELSE), each
 * by every unit not yet attacking, until one of them is attacked.
 */
static void
order_attacks(struct hg_game *g, struct phase *p, int s, const json_t *o,
    struct event_log *log)
{
	json_t *units = json_object_get(o, "units");
	json_t *targets = json_object_get(o, "targets");
	json_t *via = json_object_get(o, "via");
	json_t *v, *w;
	size_t ti, ui;
	int a, ok;

	json_array_foreach(targets, ti, v) {
		const char *tn = json_string_value(v);
		const char *vs = json_string_value(json_array_get(via, ti));
		int sp = vs && vs[0] ? hg_find_unit(g, vs) : -2;

		if (tn == NULL)
			continue;
		ok = 0;
		json_array_foreach(units, ui, w) {
			a = hg_find_unit(g, json_string_value(w) ?
			    json_string_value(w) : "");
			if (a < 0 || g->u[a].side != s || p->used[a] ||
			    !hg_on(g, a))
				continue;
			if (order_attack(g, p, s, a, tn, sp, log))
				ok = 1;
		}
		if (ok)
			break;
	}
}

/* The ordered attacks, side by side, then (§6.5) the mandatory same-hex
 * attacks, ordered or not. */
static void
collect_attacks(struct hg_game *g, struct phase *p, const json_t *orders,
    struct event_log *log)
{
	json_t *atk, *o;
	size_t ai;
	int s, a;

	for (s = 0; s < HG_NSIDES; s++) {
		atk = json_object_get(json_object_get(orders, g->side[s]),
		    "attacks");
		json_array_foreach(atk, ai, o)
			order_attacks(g, p, s, o, log);
	}
	for (a = 0; a < g->nunits; a++) {
		if (p->used[a] || p->must[a] < 0)
			continue;
		p->used[a] = 1;
		add_attack(p->c, &p->nc, a, p->must[a], 0);
	}
}

/* The combat list, in defender hex-label order; each combat's attackers
 * as seen. */
static void
sort_combats(const struct hg_game *g, struct combat *c, int nc)
{
	int i, k;

	for (i = 1; i < nc; i++)
		for (k = i; k > 0 && cmp_label(g, c[k - 1].def, c[k].def) > 0;
		    k--) {
			struct combat tmp = c[k];

			c[k] = c[k - 1];
			c[k - 1] = tmp;
		}
	for (i = 0; i < nc; i++)
		sort_attackers(g, &c[i]);
}

/* Firing reveals the attackers (§7.1); the attacked stack is seen. */
static void
reveal_combatants(struct hg_game *g, const struct combat *c, int nc,
    struct event_log *log)
{
	unsigned char set[HG_MAX_UNITS];
	int i, k;

	for (i = 0; i < nc; i++) {
		memset(set, 0, sizeof set);
		for (k = 0; k < c[i].na; k++)
			if (hg_rule_named_as_seen(g))
				set[c[i].att[k]] = 1;
			else	/* rules version 1: in attack order */
				hg_reveal_ev(g, c[i].att[k],
				    g->u[c[i].def].side, "it attacked", log);
		hg_reveal_set(g, set, "it attacked", log);
		for (k = 0; k < g->nunits; k++)
			set[k] = in_stack(g, c[i].def, k);
		hg_reveal_set(g, set, "in the attacked stack", log);
	}
}

/* M5: a building unit's morale is -2 in the very attack on it. */
static void
mark_buildings_attacked(struct hg_game *g, const struct combat *c, int nc)
{
	int i, k;

	for (i = 0; i < nc; i++)
		for (k = 0; k < g->nunits; k++)
			if (in_stack(g, c[i].def, k) && g->u[k].mode == HG_B)
				g->u[k].bld_attacked = 1;
}

/* The attackers fought and spent their ammunition; a mercenary that
 * assisted the defence is out of it (8.4). */
static void
spend_ammunition(struct hg_game *g, struct phase *p, const struct combat *c)
{
	int k, a;

	for (k = 0; k < c->na; k++) {
		a = c->att[k];
		g->u[a].fought = 1;
		/* 8.2; 16.2: indirect fire uses 2 rounds */
		if (hg_type(g, a)->merc)
			g->u[a].ammo -= c->ind[k] ? g->r.ammo_indirect : 1;
		if (g->u[a].ammo < 0)
			g->u[a].ammo = 0;
	}
	for (k = 0; k < g->nunits; k++)
		if (in_stack(g, c->def, k) && hg_type(g, k)->merc &&
		    g->u[k].assist && hg_is_combat(g, c->def) &&
		    !g->u[k].noammo) {
			g->u[k].noammo = 1;	/* 8.4 */
			/* 8.3: disrupted below (rules version 1: only out
			 * of ammunition) */
			p->assisted[k] = hg_rule_assist_disrupts(g);
			hg_chart(g, k, "assisted the defence: out of "
			    "ammunition");
		}
}

/* Canonical order, first the eliminations. */
static void
apply_eliminations(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k;

	for (i = 0; i < g->nunits; i++)
		if (p->e[k = p->list[i]].elim && hg_on(g, k)) {
			event_say(log, EVENT_V_ALL, "%U is eliminated", k);
			hg_eliminate(g, k, log);
		}
}

/* Then the disruptions, in the order they were marked; one on a unit
 * already disrupted is a retreat. */
static void
apply_disruptions(struct hg_game *g, struct phase *p, struct event_log *log)
{
	struct effect *e = p->e;
	int i, k;

	for (i = 1; i <= p->order; i++)
		for (k = 0; k < g->nunits; k++)
			if (e[k].dis_order == i && hg_on(g, k)) {
				if (g->u[k].dis && e[k].retreat == 0) {
					e[k].retreat = g->r.retreat_hexes;
					continue;
				}
				/* disrupted once here, so the next
				 * disruption in list order is a retreat */
				if (e[k].dis_again && e[k].retreat == 0)
					e[k].retreat = g->r.retreat_hexes;
				g->u[k].dis = 1;
				if (g->u[k].mode == HG_B)
					g->u[k].bld_paused = 1;
				hg_chart(g, k, "disrupted");
				event_say(log, EVENT_V_ALL, "%U is disrupted",
				    k);
			}
}

/* The units of the other side than `side` that u fought this phase, as
 * attacker or in the attacked stack: its retreat keeps away from them. */
static int
enemies_of(const struct hg_game *g, const struct phase *p, int u, int side,
    int *enemies)
{
	const struct combat *c = p->c;
	int j, k, inv, ne = 0;

	for (k = 0; k < p->nc; k++) {
		inv = 0;
		for (j = 0; j < c[k].na; j++)
			inv |= c[k].att[j] == u;
		inv |= c[k].def == u || in_stack(g, c[k].def, u);
		if (!inv)
			continue;
		for (j = 0; j < c[k].na; j++)
			if (g->u[c[k].att[j]].side != side &&
			    ne < HG_MAX_UNITS)
				enemies[ne++] = c[k].att[j];
		if (g->u[c[k].def].side != side && ne < HG_MAX_UNITS)
			enemies[ne++] = c[k].def;
	}
	return ne;
}

/* Then one side's retreats, in hex-label order. */
static void
apply_retreats(struct hg_game *g, const struct phase *p, int side,
    struct event_log *log)
{
	int order2[HG_MAX_UNITS], enemies[HG_MAX_UNITS], n2 = 0, ne, i, k, u;

	for (k = 0; k < g->nunits; k++)
		if (g->u[k].side == side && hg_on(g, k) && p->e[k].retreat)
			order2[n2++] = k;
	for (i = 1; i < n2; i++)
		for (k = i; k > 0 && cmp_label(g, order2[k - 1],
		    order2[k]) > 0; k--) {
			int tmp = order2[k];

			order2[k] = order2[k - 1];
			order2[k - 1] = tmp;
		}
	for (i = 0; i < n2; i++) {
		u = order2[i];
		if (!hg_on(g, u))
			continue;
		ne = enemies_of(g, p, u, side, enemies);
		if (!hg_type(g, u)->leader)
			g->u[u].dis = 1;
		hg_retreat(g, u, p->e[u].retreat, p->e[u].rout, enemies, ne,
		    log);
	}
}

/* 9.3: a stacked leader goes where its unit went, or falls with it. */
static void
leaders_follow(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k, f;

	for (i = 0; i < g->nunits; i++) {
		f = p->follow[k = p->list[i]];
		if (f < 0 || !hg_on(g, k))
			continue;
		if (!hg_on(g, f)) {
			event_say(log, hg_viewers(g, k), "Leader %U shares the "
			    "fate of %U and is eliminated", k, f);
			hg_eliminate(g, k, log);
		} else if (p->e[f].retreat && g->u[k].hex != g->u[f].hex) {
			g->u[k].hex = g->u[f].hex;
			g->u[k].entry_seq = ++g->seq;
			g->u[k].retreated = 1;
			hg_chart(g, k, "retreats with %s to %s", g->u[f].id,
			    hg_label(g, g->u[k].hex,
			    (char[HEX_LABEL_LEN]){ 0 }));
			event_say(log, hg_viewers(g, k), "Leader %U retreats "
			    "with %U to %H", k, f, g->u[k].hex);
		}
	}
}

/*
 * 8.3: out of ammunition, the unit is disrupted at once: after the
 * combat that used the last round, or that it assisted in (8.4).
 * Not a combat result, so never a second disruption that turns into a
 * retreat; a leader has no disrupted side.
 */
static void
disrupt_out_of_ammunition(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k;

	for (i = 0; i < g->nunits; i++)
		if (hg_on(g, k = p->list[i]) && hg_type(g, k)->merc &&
		    !hg_type(g, k)->leader && ((g->u[k].ammo == 0 &&
		    !g->u[k].noammo) || p->assisted[k])) {
			g->u[k].noammo = 1;
			g->u[k].dis = 1;
			hg_chart(g, k, "out of ammunition: disrupted");
			event_say(log, hg_viewers(g, k), "%U is out of "
			    "ammunition and disrupted", k);
		}
}

/*
 * One combat phase (3.11 or 3.14).  `orders`: side -> orders object with
 * "attacks": [{"units": [ids], "targets": [alias|"AUTO"...]}].
 */
int
hg_combat_phase(struct hg_game *g, const json_t *orders, int phase,
    struct dice *d, struct event_log *log)
{
	static struct combat c[MAXC];
	struct phase p;
	int i;

	phase_init(g, &p, c);
	collect_attacks(g, &p, orders, log);
	if (p.nc == 0) {
		event_say(log, EVENT_V_ALL, "Combat phase %d: no combats",
		    phase);
		return PBEM_OK;
	}
	sort_combats(g, c, p.nc);
	reveal_combatants(g, c, p.nc, log);
	leaders(g, c, p.nc, orders, p.lead, log);
	event_say(log, EVENT_V_ALL, "Combat phase %d: %d combat%s", phase,
	    p.nc, p.nc == 1 ? "" : "s");
	mark_buildings_attacked(g, c, p.nc);
	for (i = 0; i < p.nc; i++)	/* one die each, in list order (§19) */
		compute(g, &c[i], p.lead, d, log);
	hg_list_all(g, p.list);	/* results are told in alias order */
	for (i = 0; i < p.nc; i++) {
		effects(g, &c[i], p.e, p.follow, &p.order, p.list);
		spend_ammunition(g, &p, &c[i]);
	}
	/* canonical order: eliminations, disruptions, retreats */
	apply_eliminations(g, &p, log);
	apply_disruptions(g, &p, log);
	apply_retreats(g, &p, g->p1, log);
	apply_retreats(g, &p, HG_P2(g), log);
	leaders_follow(g, &p, log);
	disrupt_out_of_ammunition(g, &p, log);
	return PBEM_OK;
}

/*
 * §8.2 optional (OPTION morale_scale): for large battles the band limits
 * are multiplied by S = round(smaller starting total / 60), at least 1.
 * A side's starting total is the full morale of its whole order of
 * battle, reinforcements included, as its army stands before any loss.
 */
static int
band_scale(const struct hg_game *g)
{
	int start[HG_NSIDES] = { 0, 0 }, u, low;

	if (!g->r.opt.morale_scale)
		return 1;
	for (u = 0; u < g->nunits; u++)
		start[g->u[u].side] += hg_type(g, u)->full[2];
	low = (start[0] < start[1] ? start[0] : start[1]) + 30;	/* round */
	return low / 60 > 1 ? low / 60 : 1;
}

/* §8.1 and Table 1: each side's state; only the states are published. */
void
hg_army_morale(struct hg_game *g, struct event_log *log)
{
	int tot[HG_NSIDES] = { 0, 0 }, s, u, adv, b, scale = band_scale(g);
	const struct hg_type *t;

	for (u = 0; u < g->nunits; u++) {
		s = g->u[u].side;
		t = hg_type(g, u);
		if (g->u[u].status == HG_ON) {
			int m = hg_val(g, u, 2);

			if (g->u[u].mode == HG_B && g->u[u].bld_attacked)
				m = g->r.mod.building;
			tot[s] += m;
			if (g->u[u].dis)
				tot[1 - s] += m;
		} else if (g->u[u].status == HG_ELIM)
			tot[1 - s] += t->full[2];
	}
	for (s = 0; s < HG_NSIDES; s++) {
		adv = tot[s] - tot[1 - s];
		for (b = 0; b < g->r.nbands - 1; b++)
			if (adv >= g->r.band[b].min * scale)
				break;
		g->army[s] = b;
		g->broken_run[s] = g->r.band[b].broken ? g->broken_run[s] + 1 : 0;
	}
	event_say(log, EVENT_V_ALL, "Army morale, turn %d: %s %s, %s %s",
	    g->turn, g->side[0], g->r.band[g->army[0]].state, g->side[1],
	    g->r.band[g->army[1]].state);
}
