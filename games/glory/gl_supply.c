/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_supply.c - a gun's ammunition supply (digest 3.5) and the rules
 * tables "supply" and "transport", added after the first games were
 * stored (gl_state.c keeps them).
 *
 * The crew draw rounds from a caisson next to the gun (a limber of the
 * gun's side within limber_reach_yd + 5 of it, the footprints' half
 * depths).  Away from it the gun holds ready_rounds rounds [P]; each
 * shot spends one, and with none left it cannot fire.  A man told
 * `RUNNER G1 LG1` (standing) runs for more: once a round is spent he
 * leaves the gun (and its crew, if he served it), goes to the caisson
 * in B.2, takes up rounds on reaching it (B.4), comes back, and on
 * reaching the gun (B.4) the gun holds ready_rounds again and he serves
 * it again.  A gun the scenario gave no limber keeps its rounds at hand
 * (4.11: unlimited unless the scenario says).  What a runner carries and
 * a gun's ready rounds are its own side's alone (digest 7: never the
 * enemy's ammunition); the enemy sees the man run as any man moving.
 */
#include <stdio.h>
#include <string.h>

#include "rules_tables.h"
#include "gl.h"

/* rules.json "supply": every value [P] (digest 3.3, 3.5) */
#define X(f, key, lo, hi, dflt) \
	RULES_FIELD_OR(struct gl_xrules, f, key, lo, hi, dflt)
static const struct rules_field supply_f[] = {
	X(ready_rounds, "ready_rounds", 1, 99, 4),
	X(fence_work, "fence_work", 1, 99, 4),
	X(fence_gap_yd, "fence_gap_yd", 1, 50, 10),
	X(bridge_work, "bridge_work", 1, 99, 2),
	X(bridge_gap_yd, "bridge_gap_yd", 1, 50, 3),
	X(breach_hits, "breach_hits", 1, 99, 3),
	X(breach_yd, "breach_yd", 0, 50, 2),
	X(flee_exits, "flee_exits", 0, 1, 0),
};
/* rules.json "transport": digest 3.5 and 5.47 */
static const struct rules_field transport_f[] = {
	X(turn_deg, "turn_deg", 0, 180, 45),
	X(store_turns, "store_turns", 1, 99, 10),
	X(store_men, "store_men", 1, 12, 4),
	X(store_short, "store_short", 0, 20, 2),
	X(pack_mp_mule, "pack_mp_mule", 1, 20, 5),
	X(pack_mp_camel, "pack_mp_camel", 1, 20, 7),
	X(pack_mp_elephant, "pack_mp_elephant", 1, 20, 6),
	X(pack_turns, "pack_turns", 1, 99, 4),
	X(pack_gun_turns, "pack_gun_turns", 1, 99, 10),
	X(craft_cap, "craft_cap", 0, 30, 12),
	X(land_reach_yd, "land_reach_yd", 1, 50, 10),
	X(ladder_mp, "ladder_mp", 0, 10, 1),
	X(ladder_take_mp, "ladder_take_mp", 0, 10, 1),
	X(ladder_reach_yd, "ladder_reach_yd", 0, 20, 2),
	X(dump_guard_yd, "dump_guard_yd", 0, 100, 10),
	X(dump_take_yd, "dump_take_yd", 0, 20, 2),
};
#undef X

int
gl_xrules_read(const json_t *rules, struct gl_xrules *x,
    struct pbem_err *err)
{
	struct rules_rd rd;
	const json_t *o;
	size_t mark;

	memset(x, 0, sizeof *x);
	rules_rd_init(&rd, err);
	o = rules_obj(&rd, rules, "supply", 1);
	mark = rules_enter(&rd, "supply");
	rules_fields(&rd, o, x, supply_f, RULES_NFIELDS(supply_f));
	rules_leave(&rd, mark);
	o = rules_obj(&rd, rules, "transport", 1);
	mark = rules_enter(&rd, "transport");
	rules_fields(&rd, o, x, transport_f, RULES_NFIELDS(transport_f));
	rules_leave(&rd, mark);
	return rules_rd_end(&rd);
}

/* The same tables kept in the state (gl_state.c's rows). */
const struct rules_table gl_supply_table = RULES_TABLE(supply_f);
const struct rules_table gl_transport_table = RULES_TABLE(transport_f);

/* Has the scenario given gun k a limber (so its supply counts)? */
static int
supplied(const struct gl_game *g, int k)
{
	int l;

	for (l = 0; l < g->nlimb; l++)
		if (g->limb[l].gun == k)
			return 1;
	return 0;
}

static int
near_gun(const struct gl_game *g, int k, int x, int y, int yd)
{
	return plane_cmp_dist(gl_pt(g->gun[k].x, g->gun[k].y), gl_pt(x, y),
	    (int64_t)yd * GL_YD) <= 0;
}

/* A caisson of the gun's side at hand: the crew draw from it. */
static int
caisson_near(const struct gl_game *g, int k)
{
	int l;

	for (l = 0; l < g->nlimb; l++)
		if (!g->limb[l].destroyed && g->gun[g->limb[l].gun].side ==
		    g->gun[k].side && near_gun(g, k, g->limb[l].x,
		    g->limb[l].y, g->r.limber_reach_yd + 5))
			return 1;
	/* an ammunition wagon serves as a caisson (gl_wagon.c) */
	return gl_wagon_caisson(g, g->gun[k].side, g->gun[k].x, g->gun[k].y,
	    g->r.limber_reach_yd + 5);
}

int
gl_gun_at_caisson(const struct gl_game *g, int k)
{
	return caisson_near(g, k);
}

int
gl_gun_draw(struct gl_game *g, int k)
{
	if (!supplied(g, k))
		return 1;
	if (caisson_near(g, k))
		g->gun[k].spent = 0;
	return g->gun[k].spent < g->x.ready_rounds;
}

int
gl_gun_ready(const struct gl_game *g, int k)
{
	return !supplied(g, k) || caisson_near(g, k) || g->gun[k].spent <
	    g->x.ready_rounds;
}

void
gl_gun_spend(struct gl_game *g, int k)
{
	if (supplied(g, k) && !caisson_near(g, k) && g->gun[k].spent < 99)
		g->gun[k].spent++;
}

static unsigned
own(int side)
{
	return EVENT_V_REF | EVENT_V_SIDE(side);
}

/* A runner's source l (run_limb - 1): a limber or caisson, then from
 * nlimb on an ammunition dump (gl_dump.c). */
static const char *
src_id(const struct gl_game *g, int l)
{
	return l < g->nlimb ? g->limb[l].id : g->dump[l - g->nlimb].id;
}

static void
src_xy(const struct gl_game *g, int l, int *x, int *y)
{
	if (l < g->nlimb)
		*x = g->limb[l].x, *y = g->limb[l].y;
	else
		*x = g->dump[l - g->nlimb].x, *y = g->dump[l - g->nlimb].y;
}

/* Gone: a limber destroyed, a dump with nothing left or lost, as side
 * knows it (gl_dump_take.c). */
static int
src_gone(const struct gl_game *g, int l, int side)
{
	int st;

	return l < g->nlimb ? g->limb[l].destroyed :
	    !gl_dump_own(g, l - g->nlimb, side, &st) || st <= 0;
}

/* The source named w for a runner of side s, or -1. */
static int
src_find(const struct gl_game *g, int s, const char *w)
{
	int l;

	for (l = 0; w && l < g->nlimb; l++)
		if (strcmp(g->limb[l].id, w) == 0)
			return g->gun[g->limb[l].gun].side == s ? l : -1;
	l = w ? gl_find_dump(g, w) : -1;
	return l >= 0 && gl_dump_own(g, l, s, NULL) && g->dump[l].ammo ?
	    g->nlimb + l : -1;
}

/* RUNNER orders (standing; a demoralized man keeps his old one, 3.21),
 * then this turn's run into each runner's plan: to the caisson or back
 * to the gun, in B.2 with the other foot. */
void
gl_runner_plan(struct gl_game *g, const json_t *orders, struct gl_plan *plan,
    struct event_log *log)
{
	const json_t *men, *o, *r;
	const char *key, *w;
	struct gl_man *a;
	int s, m, k, l, x, y;

	for (s = 0; s < GL_NSIDES; s++) {
		men = json_object_get(json_object_get(orders, g->side[s]),
		    "men");
		json_object_foreach((json_t *)men, key, o) {
			if ((r = json_object_get(o, "runner")) == NULL ||
			    (m = gl_find_man(g, key)) < 0 ||
			    g->man[m].side != s || !gl_able(&g->man[m]) ||
			    g->man[m].demor)
				continue;
			a = &g->man[m];
			w = json_string_value(json_array_get(r, 0));
			k = w ? gl_find_gun(g, w) : -1;
			l = src_find(g, s, json_string_value(json_array_get(r,
			    1)));
			if (k < 0 || l < 0 || g->gun[k].side != s)
				k = l = -1;	/* RUNNER NONE */
			if (a->runner == k + 1 && a->run_limb == l + 1)
				continue;	/* the same order again */
			if (a->run_crew)	/* the errand ends: back to
						 * his gun's crew */
				a->gun = a->runner, a->run_crew = 0;
			a->runner = k + 1, a->run_limb = l + 1, a->run_leg = 0;
			if (k >= 0)
				gl_say(log, own(s), "%s will run for %s's rounds "
				    "from %s", a->id, g->gun[k].id,
				    src_id(g, l));
		}
	}
	for (m = 0; m < g->nman; m++) {
		a = &g->man[m];
		if (!a->runner || !a->run_leg || !gl_able(a) || a->demor ||
		    a->locked || plan[m].charge >= 0)
			continue;
		if (a->run_leg == 1)
			src_xy(g, a->run_limb - 1, &x, &y);
		else
			x = g->gun[a->runner - 1].x, y = g->gun[a->runner - 1].y;
		plan[m].has_move = 1;
		plan[m].nway = 1;
		plan[m].wx[0] = x, plan[m].wy[0] = y;
		plan[m].stopif_enemy = -1;
		plan[m].stopif_seen = 0;
	}
}

/* B.4: a runner leaves, takes up rounds, or brings them. */
void
gl_runner_phase(struct gl_game *g, struct event_log *log)
{
	struct gl_man *a;
	int m, k, l, sx, sy, reach = g->r.adjacent_yd + 3;

	for (m = 0; m < g->nman; m++) {
		a = &g->man[m];
		if (!a->runner)
			continue;
		k = a->runner - 1, l = a->run_limb - 1;
		if (!gl_able(a) || g->gun[k].destroyed || src_gone(g, l,
		    a->side)) {
			a->run_leg = 0;		/* the errand ends */
			continue;
		}
		if (a->demor || a->locked)
			continue;
		if (a->run_leg == 0 && g->gun[k].spent > 0 &&
		    !caisson_near(g, k) && near_gun(g, k, a->x, a->y,
		    reach)) {
			a->run_leg = 1;
			if (a->gun == k + 1)
				a->gun = 0, a->run_crew = 1;
			gl_say(log, own(a->side), "%s leaves %s to fetch rounds "
			    "from %s", a->id, g->gun[k].id, src_id(g, l));
		} else if (a->run_leg == 1 && (src_xy(g, l, &sx, &sy),
		    plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(sx, sy),
		    (int64_t)reach * GL_YD) <= 0)) {
			/* a dump: only one his side sees; one lost is
			 * learned so, and the errand ends (gl_dump.c) */
			if (l >= g->nlimb && !gl_sees_point(g, a->side, sx, sy))
				continue;
			if (l >= g->nlimb && g->dump[l - g->nlimb].side !=
			    a->side) {
				gl_dump_learn(g, l - g->nlimb, log);
				gl_say(log, own(a->side), "%s reaches %s and "
				    "finds it in enemy hands: no rounds there; "
				    "his errand ends", a->id, src_id(g, l));
				a->run_leg = 0;
				continue;
			}
			a->run_leg = 2;
			gl_say(log, own(a->side), "%s takes up rounds at %s",
			    a->id, src_id(g, l));
		} else if (a->run_leg == 2 && near_gun(g, k, a->x, a->y,
		    reach)) {
			a->run_leg = 0;
			g->gun[k].spent = 0;
			if (a->run_crew)
				a->gun = k + 1, a->run_crew = 0;
			gl_say(log, own(a->side), "%s brings %s its rounds: %d "
			    "ready", a->id, g->gun[k].id, g->x.ready_rounds);
		}
	}
}

void
gl_supply_note_man(const struct gl_game *g, const struct gl_man *m,
    struct buf *out)
{
	gl_ladder_note(g, (int)(m - g->man), out);	/* gl_ladder.c */
	if (!m->runner)
		return;
	buf_addf(out, ", RUNNER %s %s%s", g->gun[m->runner - 1].id,
	    src_id(g, m->run_limb - 1), m->run_leg == 1 ? " (going for "
	    "rounds)" : m->run_leg == 2 ? " (bringing rounds)" : "");
}

void
gl_supply_note_gun(const struct gl_game *g, int k, struct buf *out)
{
	if (g->gun[k].broken)
		buf_adds(out, "        a broken wheel: it neither fires nor "
		    "moves\n");
	if (!supplied(g, k) || caisson_near(g, k))
		return;
	buf_addf(out, "        away from its caisson: %d of %d ready rounds "
	    "left\n", g->x.ready_rounds - g->gun[k].spent < 0 ? 0 :
	    g->x.ready_rounds - g->gun[k].spent, g->x.ready_rounds);
}
