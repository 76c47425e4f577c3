/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_pack.c - pack animals and pack guns (digest 3.3, 3.5; rulebook
 * 5.41, 5.44, 5.46, 5.533).  Scenario: `PACK id @cmd mule|horse|camel|
 * elephant driver=ID x,y facing [gun=GUN] [stores=0..100]`, kept as a
 * wagon of one animal (gl_wagon.c) with its kind in `pack`.
 *
 * [T]: a pack animal moves "at the rate printed on the counter" (lost:
 * rules.json transport.pack_mp, mule or pack horse 5, camel 7, elephant
 * 6 [P]); a pack-carried gun moves at that rate (5.533); a pack animal
 * is unloaded in 4 turns, and one carrying a gun is unloaded and the gun
 * deployed in 10 (5.46); it cannot cross a fence, wire or wall (9.312,
 * 9.323).  Rulings [P]: a pack animal pays ground as wheels do (rough
 * 3x, conifer woods 4x, never mixed woods) but has no wheel to break and
 * turns as a horseman does (1 MP a change, no 45-degree limit); its
 * driver alone loads or unloads it (`P1 LOAD`, `P1 UNLOAD`: no men
 * named), a load in pack_turns turns as unloading; a gun is packed again
 * (`P1 LOAD`, its gun unlimbered within reach) in the same pack_gun_turns
 * as it is deployed, doubled with two crew or fewer (digest 3.5: "with 2
 * crew, every time doubles"); the turns count only while the order is
 * given every turn and the animal stays (a turn without it starts again),
 * and a gun being packed is out of action from the first turn of it
 * (set up again if the work stops).  A packed gun is `limbered`
 * (it neither fires nor turns) and rides with the animal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

static const char *const kind_word[] = { "-", "mule", "horse", "camel",
	"elephant" };

const char *
gl_pack_name(int pack)
{
	return pack > 0 && pack < 5 ? kind_word[pack] : "pack animal";
}

int
gl_pack_mp(const struct gl_game *g, const struct gl_wagon *w)
{
	switch (w->pack) {
	case 1: case 2: return g->x.pack_mp_mule;
	case 3: return g->x.pack_mp_camel;
	case 4: return g->x.pack_mp_elephant;
	default: return 0;
	}
}

/* PACK id @cmd kind driver=ID x,y facing [gun=GUN] [stores=P]: through
 * the WAGON reader, then made a pack animal. */
int
gl_pack_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	const char *form = "PACK id @cmd mule|horse|camel|elephant driver=id "
	    "x,y facing [gun=GUN] [stores=0..100]";
	struct gl_toks w;
	char team[] = "mules=1";
	int i, kind = 0, gun = -1, k;

	if (tk->n < 7)
		return gl_kw_fail(why, whylen, form, NULL);
	for (i = 1; i < 5; i++)
		if (strcasecmp(tk->t[3], kind_word[i]) == 0)
			kind = i;
	if (kind == 0)
		return gl_kw_fail(why, whylen, form, tk->t[3]);
	w = *tk;
	w.n = 0;
	for (i = 0; i < tk->n; i++) {
		if (i == 3)
			w.t[w.n++] = team;
		else if (strncasecmp(tk->t[i], "gun=", 4) == 0) {
			if ((gun = gl_find_gun(g, tk->t[i] + 4)) < 0 ||
			    GL_IS_MG(g->gun[gun].kind))
				return gl_kw_fail(why, whylen, "unknown cannon",
				    tk->t[i]);
		} else
			w.t[w.n++] = tk->t[i];
	}
	if (gl_wagon_kw(g, &w, why, whylen))
		return -1;
	k = g->nwag - 1;
	g->wag[k].pack = kind;
	g->wag[k].cap = 0;
	if (gun >= 0) {
		if (g->wag[k].store || g->gun[gun].side != g->wag[k].side) {
			g->nwag--;
			return gl_kw_fail(why, whylen, "a pack animal carries a gun of "
			    "its side or stores", tk->t[1]);
		}
		g->wag[k].pgun = gun + 1;
		/* a gun that starts packed rides with its animal */
		if (g->gun[gun].limbered)
			g->gun[gun].x = g->wag[k].x, g->gun[gun].y = g->wag[k].y;
	}
	return 0;
}

/* The work stops: a gun being packed is set up again where it stands. */
static void
reset(struct gl_game *g, struct gl_wagon *w)
{
	if (w->pload && w->pgun)
		g->gun[w->pgun - 1].limbered = 0;
	w->pload = 0;
	w->pwork = 0;
}

static int
crew_of(const struct gl_game *g, int k)
{
	int m, n = 0;

	for (m = 0; m < g->nman; m++)
		n += g->man[m].gun == k + 1 && gl_able(&g->man[m]);
	return n;
}

int
gl_pack_need(const struct gl_game *g, int k)
{
	const struct gl_wagon *w = &g->wag[k];

	return w->pgun ? g->x.pack_gun_turns * (crew_of(g, w->pgun - 1) <= 2 ?
	    2 : 1) : g->x.pack_turns;
}

/* One pack animal's LOAD or UNLOAD this turn (o: its order). */
static void
work(struct gl_game *g, int k, const json_t *o, struct event_log *log)
{
	struct gl_wagon *w = &g->wag[k];
	const struct gl_man *drv = &g->man[w->driver];
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(w->side);
	int unload = json_is_true(json_object_get(o, "unload")), load =
	    json_is_true(json_object_get(o, "load_pack")), need, step, before, d;
	struct gl_gun *gun = w->pgun ? &g->gun[w->pgun - 1] : NULL;

	if (!unload && !load) {
		reset(g, w);	/* no order this turn: the count starts again */
		return;
	}
	if (!gl_able(drv) || drv->demor || drv->locked || w->destroyed ||
	    w->left ||
	    gl_team(g, g->nlimb + k) == 0) {
		reset(g, w);
		gl_say(log, mask, "%s cannot be %s this turn: no driver or no "
		    "animal", w->id, unload ? "unloaded" : "loaded");
		return;
	}
	if (gun) {
		if (unload ? !gun->limbered || w->pload : !w->pload &&
		    (gun->limbered || gun->destroyed || plane_cmp_dist(gl_pt(
		    gun->x, gun->y), gl_pt(w->x, w->y), (int64_t)(
		    g->r.limber_reach_yd + 5) * GL_YD) > 0)) {
			reset(g, w);
			gl_say(log, mask, "%s: %s", w->id, unload ? "its gun is "
			    "not packed" : "its gun is packed already or not "
			    "within reach");
			return;
		}
		if (load && !w->pload) {	/* out of action from now */
			w->pload = 1;
			gun->limbered = 1;
		}
		need = gl_pack_need(g, k);
		w->pwork++;
		if (w->pwork < need) {
			gl_say(log, mask, "%s: %s %s, turn %d of %d", w->id,
			    unload ? "unloading and deploying" : "packing",
			    gun->id, w->pwork, need);
			return;
		}
		w->pwork = 0;
		w->pload = 0;
		gun->limbered = !unload;
		gun->x = w->x, gun->y = w->y;
		if (unload)
			gun->facing = w->facing;
		gl_say(log, mask, "%s: %s is %s (%d turns)", w->id, gun->id,
		    unload ? "unloaded and deployed: it may fire from next "
		    "turn" : "packed", need);
		return;
	}
	if (!w->store) {
		gl_say(log, mask, "%s carries nothing to %s", w->id, unload ?
		    "unload" : "load");
		return;
	}
	before = w->stores;
	step = (gl_store_full() + g->x.pack_turns - 1) / g->x.pack_turns;
	if (step > (unload ? w->stores : gl_store_full() - w->stores))
		step = unload ? w->stores : gl_store_full() - w->stores;
	if (step == 0) {
		gl_say(log, mask, "%s is already %s", w->id, unload ? "empty" :
		    "full");
		return;
	}
	/* stores come off onto a dump, or off one (gl_dump.c) */
	d = unload ? gl_dump_put(g, w->side, w->x, w->y, step, w->ammo, log,
	    w->id) : gl_dump_near(g, w->side, w->x, w->y, log);
	if (d < 0) {
		gl_say(log, mask, unload ? "%s cannot unload: the table holds "
		    "the most dumps kept" : "%s: no dump of stores of its side "
		    "in its sight within reach to load from", w->id);
		return;
	}
	if (!unload) {
		if (step > g->dump[d].stores)
			step = g->dump[d].stores;
		g->dump[d].stores -= step;
	}
	w->stores += unload ? -step : step;
	gl_say(log, mask, "%s: %s stores (%d turns for a whole load): %d%% -> "
	    "%d%%; %s %s", w->id, unload ? "unloading" : "loading",
	    g->x.pack_turns, gl_store_pct(before), gl_store_pct(w->stores),
	    unload ? "onto" : "from", g->dump[d].id);
}

void
gl_pack_phase(struct gl_game *g, const json_t *orders,
    struct event_log *log)
{
	const json_t *o;
	int k;

	for (k = 0; k < g->nwag; k++) {
		if (!g->wag[k].pack)
			continue;
		o = json_object_get(json_object_get(json_object_get(orders,
		    g->side[g->wag[k].side]), "guns"), g->wag[k].id);
		if (json_object_get(o, "move")) {
			reset(g, &g->wag[k]);
			continue;
		}
		work(g, k, o, log);
	}
}

/* The receipt's line for pack animal k: its load or gun and what the
 * sheet (o: its order) has its driver do this turn. */
void
gl_pack_receipt(const struct gl_game *g, int k, const json_t *o,
    struct buf *out)
{
	const struct gl_wagon *w = &g->wag[k];
	int unload = json_is_true(json_object_get(o, "unload")), load =
	    json_is_true(json_object_get(o, "load_pack"));

	buf_addf(out, "#   %s: ", w->id);
	if (w->pgun)
		buf_addf(out, "%s %s", g->gun[w->pgun - 1].id, w->pload ?
		    "being packed" : g->gun[w->pgun - 1].limbered ? "packed" :
		    "deployed");
	else
		buf_addf(out, "stores %d%%", gl_store_pct(w->stores));
	if (!unload && !load)
		buf_addf(out, "; no %s this turn%s\n", w->pgun ? "gun work" :
		    "loading", w->pwork ? " (the work under way starts again)" :
		    "");
	else if (w->pgun)
		buf_addf(out, "; %s this turn by its driver: turn %d of %d\n",
		    unload ? "UNLOAD" : "LOAD", w->pwork + 1, gl_pack_need(g,
		    k));
	else {
		buf_addf(out, "; %s this turn by its driver: %d turns for a "
		    "whole load (%d%% a turn)", unload ? "UNLOAD" : "LOAD",
		    g->x.pack_turns, gl_store_pct((gl_store_full() +
		    g->x.pack_turns - 1) / g->x.pack_turns));
		gl_dump_note(g, k, unload, out);	/* gl_stores.c */
	}
}

/* The own side's report line of a pack animal. */
void
gl_pack_report(const struct gl_game *g, int k, struct buf *out)
{
	const struct gl_wagon *w = &g->wag[k];
	char p[48];

	gl_fmt_pos(p, sizeof p, w->x, w->y);
	buf_addf(out, "  %-5s pack %s%s, driver %s, at %s facing %d%s",
	    w->id, gl_pack_name(w->pack), w->killed ? " (dead)" : "",
	    g->man[w->driver].id, p, w->facing, w->destroyed ? " DESTROYED" :
	    "");
	if (w->pgun)
		buf_addf(out, "; %s %s", g->gun[w->pgun - 1].id, w->pload ?
		    "being packed" : g->gun[w->pgun - 1].limbered ? "packed" :
		    "deployed");
	if (w->store)
		buf_addf(out, "; stores %d%%", gl_store_pct(w->stores));
	if (w->pwork)
		buf_addf(out, "; work under way, turn %d", w->pwork);
	buf_adds(out, "\n");
}
