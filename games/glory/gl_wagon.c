/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_wagon.c - wagons (digest 2.2 transports, 3.3, 3.5 and 8.1's
 * TRANSPORT-ID verbs).  Scenario: `WAGON id @cmd horses=N|mules=N|oxen=N
 * driver=ID x,y facing [cap=N] [ammo]`: 2 MP a horse, 1 a mule or ox
 * (no mixed teams), up to cap men aboard (8 unless given [P]); `ammo`
 * makes it an ammunition wagon: a gun next to it draws its rounds from
 * it as from its caisson, and a man short of rounds (4.11) who ends a
 * turn next to it fills his pouch.  In B.4 a wagon does one thing a
 * turn [T]: `W1 MOVE x,y ...` (as a limber: wheels pay 3x in rough and
 * plowed ground, 4x in conifer woods, never enter mixed woods, deep
 * water or a building nor cross a wall, fence or wire), `W1 LOAD U3
 * U4` (the men named, of its side, standing within reach and free to
 * act, climb aboard, up to its capacity [P]) or `W1 UNLOAD` (everyone
 * aboard gets down behind it).  A wagon moves only with its driver
 * aboard its box: able and not demoralized.  Men aboard ride with it,
 * neither fire nor move nor charge, are never seen by the enemy ("what
 * a wagon carries is not known to the enemy") and so never shot at by
 * aim; area fire (canister, shells, bursts) where the wagon stands
 * reaches them [P].  A man made to flee gets down and flees on foot.
 * The enemy sees the wagon as it sees a limber: never its load.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

int
gl_find_wagon(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->nwag; i++)
		if (strcasecmp(g->wag[i].id, id) == 0)
			return i;
	return -1;
}

int
gl_wagon_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	const char *form = "WAGON id @cmd horses=N|mules=N|oxen=N driver=id "
	    "x,y facing [cap=N] [ammo] [stores=0..100]";
	struct gl_wagon *w;
	int i;

	if (tk->n < 7 || g->nwag == GL_MAX_WAGONS)
		return gl_kw_fail(why, whylen, form, NULL);
	if (gl_id_claim(g, tk->t[1], why, whylen))
		return -1;
	w = &g->wag[g->nwag];
	memset(w, 0, sizeof *w);
	snprintf(w->id, sizeof w->id, "%s", tk->t[1]);
	if ((w->cmd = gl_find_cmd(g, tk->t[2])) < 0)
		return gl_kw_fail(why, whylen, "unknown command", tk->t[2]);
	w->side = g->cmd[w->cmd].side;
	w->mp_each = strncasecmp(tk->t[3], "horses=", 7) == 0 ? 2 :
	    strncasecmp(tk->t[3], "mules=", 6) == 0 ||
	    strncasecmp(tk->t[3], "oxen=", 5) == 0 ? 1 : 0;
	if (w->mp_each == 0)
		return gl_kw_fail(why, whylen, form, tk->t[3]);
	w->animals = atoi(strchr(tk->t[3], '=') + 1);
	if (w->animals < 1 || w->animals > 12)
		return gl_kw_fail(why, whylen, "animals 1..12", tk->t[3]);
	if (strncasecmp(tk->t[4], "driver=", 7) != 0 ||
	    (w->driver = gl_find_man(g, tk->t[4] + 7)) < 0 ||
	    g->man[w->driver].side != w->side)
		return gl_kw_fail(why, whylen, "unknown driver", tk->t[4]);
	if (gl_point(tk->t[5], g->width, g->height, &w->x, &w->y) ||
	    gl_deg(tk->t[6], &w->facing))
		return gl_kw_fail(why, whylen, "bad wagon position or facing", NULL);
	w->cap = 8;
	for (i = 7; i < tk->n; i++) {
		if (strncasecmp(tk->t[i], "cap=", 4) == 0) {
			w->cap = atoi(tk->t[i] + 4);
			if (w->cap < 0 || w->cap > 30)
				return gl_kw_fail(why, whylen, "cap 0..30", tk->t[i]);
		} else if (strcasecmp(tk->t[i], "ammo") == 0)
			w->ammo = 1;
		else if (strncasecmp(tk->t[i], "stores=", 7) == 0) {
			/* a store wagon (gl_stores.c): percent loaded */
			int pct = atoi(tk->t[i] + 7);

			if (pct < 0 || pct > 100 || tk->t[i][7] < '0' ||
			    tk->t[i][7] > '9')
				return gl_kw_fail(why, whylen, "stores 0..100",
				    tk->t[i]);
			w->store = 1;
			w->stores = (int)((int64_t)gl_store_full() * pct /
			    100);
		} else
			return gl_kw_fail(why, whylen, form, tk->t[i]);
	}
	if (w->store)
		w->cap = 0;	/* it carries stores, not men [P] */
	g->nwag++;
	return 0;
}

void
gl_wagon_sight(struct gl_game *g)
{
	int i;

	for (i = 0; i < g->nwag; i++) {
		struct gl_wagon *w = &g->wag[i];

		w->seen = !w->destroyed && gl_sees_point(g, 1 - w->side, w->x,
		    w->y);
		if (w->seen) {
			w->ever_seen = 1;
			w->last_x = w->x, w->last_y = w->y;
			w->last_turn = g->turn;
		}
	}
	gl_dump_sight(g);		/* gl_dump.c */
	gl_ladder_sight(g);		/* gl_ladder.c */
}

int
gl_driving(const struct gl_game *g, int m)
{
	int i;

	for (i = 0; i < g->nlimb; i++)
		if (g->limb[i].driver == m && !g->limb[i].destroyed &&
		    !g->limb[i].left)
			return i + 1;
	for (i = 0; i < g->nwag; i++)
		if (g->wag[i].driver == m && !g->wag[i].destroyed &&
		    !g->wag[i].left)
			return g->nlimb + i + 1;
	return 0;
}

/* Man m drove transport t (gl_driving's, before his flight, gl_flee.c)
 * and has fled: he has left it (digest 2.2: a driver made to flee
 * without his transport flees as foot), and it stands unmanned where it
 * is until a man takes it up with CREW (3.5 [P]), he too once steady;
 * told to his side and the referee, and to the enemy if it sees the
 * transport (never who drove it). */
void
gl_driver_fled(struct gl_game *g, int m, int t, struct event_log *log)
{
	int x, y, seen, side;
	const char *id;
	char p[48];

	if (t <= 0)
		return;
	if (--t < g->nlimb) {
		struct gl_limber *l = &g->limb[t];

		x = l->x, y = l->y, id = l->id, seen = l->seen;
		side = g->gun[l->gun].side, l->left = 1;
	} else {
		struct gl_wagon *w = &g->wag[t - g->nlimb];

		x = w->x, y = w->y, id = w->id, seen = w->seen;
		side = w->side, w->left = 1;
	}
	gl_fmt_pos(p, sizeof p, x, y);
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "%s leaves %s: it stands "
	    "unmanned at %s and moves no more until a man of his side takes "
	    "it up (CREW %s)", g->man[m].id, id, p, id);
	if (seen)
		gl_say(log, EVENT_V_SIDE(1 - side), "%s stands unmanned at %s",
		    id, p);
}

/* Men aboard neither fire, move nor charge this turn; nor does a
 * transport's driver: "drivers only drive" (digest 3.5), and his
 * transport takes him along in B.4. */
void
gl_wagon_plan(struct gl_game *g, struct gl_plan *plan)
{
	int m;

	for (m = 0; m < g->nman; m++)
		if ((g->man[m].aboard || gl_driving(g, m)) &&
		    gl_able(&g->man[m])) {
			plan[m].has_move = 0;
			plan[m].nway = 0;
			plan[m].charge = -1;
			plan[m].nofire = 1;
			plan[m].face = -1;
			plan[m].prone = plan[m].up = 0;
		}
	gl_ladder_plan(g, plan);	/* ladder carriers (gl_ladder.c) */
}

static int
within(int ax, int ay, int bx, int by, int yd)
{
	return plane_cmp_dist(gl_pt(ax, ay), gl_pt(bx, by), (int64_t)yd *
	    GL_YD) <= 0;
}

/* Is an ammunition wagon of `side` within yd of (x, y)? */
int
gl_wagon_caisson(const struct gl_game *g, int side, int x, int y, int yd)
{
	int i;

	for (i = 0; i < g->nwag; i++)
		if (g->wag[i].ammo && !g->wag[i].destroyed &&
		    (!g->wag[i].store || g->wag[i].stores > 0) &&
		    g->wag[i].side == side && within(g->wag[i].x, g->wag[i].y,
		    x, y, yd))
			return 1;
	/* an ammunition dump holding stores serves as well (gl_dump.c) */
	return gl_dump_ammo_near(g, side, x, y, yd);
}

static unsigned
wmask(const struct gl_wagon *w)
{
	return EVENT_V_REF | EVENT_V_SIDE(w->side) | (w->seen ?
	    EVENT_V_SIDE(1 - w->side) : 0);
}

static int
aboard_count(const struct gl_game *g, int k)
{
	int m, n = 0;

	for (m = 0; m < g->nman; m++)
		n += g->man[m].aboard == k + 1;
	return n;
}

/* Carry the men aboard and the driver to the wagon's place. */
static void
carry(struct gl_game *g, int k)
{
	const struct gl_wagon *w = &g->wag[k];
	int m;

	for (m = 0; m < g->nman; m++)
		if (g->man[m].aboard == k + 1 || (m == w->driver &&
		    gl_able(&g->man[m]))) {	/* it moved: he drove it */
			g->man[m].x = w->x, g->man[m].y = w->y;
			g->man[m].moved_turn = g->turn;
		}
	/* a packed gun rides with its animal (gl_pack.c) */
	if (w->pgun && g->gun[w->pgun - 1].limbered && !w->pload)
		g->gun[w->pgun - 1].x = w->x, g->gun[w->pgun - 1].y = w->y;
}

static int
enemy_close(const struct gl_game *g, int side, int x, int y)
{
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != side && gl_able(&g->man[e]) &&
		    !g->man[e].aboard && within(x, y, g->man[e].x,
		    g->man[e].y, 4))
			return 1;
	return 0;
}

int
gl_wheel_breaks(struct gl_game *g, int x0, int y0, int x1, int y1,
    const char *id, unsigned mask, struct dice *d, struct event_log *log)
{
	int a0 = gl_area_at(g, x0, y0), a1 = gl_area_at(g, x1, y1), r;

	if ((a1 != GL_A_ROUGH && a1 != GL_A_PLOWED) || a1 == a0)
		return 0;
	r = gl_roll(d);
	gl_say(log, mask, "%s's wheels go into %s: d10 %d, %s", id,
	    a1 == GL_A_ROUGH ? "rough ground" : "a plowed field", r, r % 2 ?
	    "a wheel breaks: it moves no more" : "they hold");
	return r % 2;
}

static void
move(struct gl_game *g, int k, const json_t *mv, struct dice *d,
    struct event_log *log)
{
	struct gl_wagon *w = &g->wag[k];
	const json_t *v;
	int64_t budget, len, step, c;
	int x0 = w->x, y0 = w->y, wx, wy, nx, ny, brg, i;
	int turned = 0, cut = 0, f0 = w->facing, saw0;
	size_t n;
	char p0[48], p1[48];

	/* whether the enemy saw where it starts, before anything moves
	 * (a hull rides along with a craft, gl_metal.c) */
	saw0 = gl_sees_point(g, 1 - w->side, x0, y0);
	if (w->craft) {		/* a boat or a train (gl_craft.c) */
		gl_craft_move(g, k, mv);
		goto done;
	}
	/* the team still pulling (gl_equip.c) */
	budget = (int64_t)gl_team(g, g->nlimb + k) * (w->pack ?
	    gl_pack_mp(g, w) : w->mp_each) * g->r.yd_per_mp * GL_YD;
	json_array_foreach(json_object_get(mv, "pts"), n, v) {
		if (json_unpack((json_t *)v, "[ii]", &wx, &wy) != 0)
			break;
		brg = gl_bearing(w->x, w->y, wx, wy);
		if (brg != w->facing && (w->x != wx || w->y != wy)) {
			budget -= (int64_t)g->r.face_cost * g->r.yd_per_mp *
			    GL_YD;
			/* 3.5 [P]: at most turn_deg of turning a turn (a
			 * pack animal turns as a horseman, gl_pack.c) */
			w->facing = w->pack ? brg : gl_transport_heading(g,
			    w->facing, brg, &turned, &cut);
			if (cut)
				goto done;
		}
		for (i = 0; i < 2000 && budget > 0; i++) {
			len = gl_dist(w->x, w->y, wx, wy);
			if (len == 0)
				break;
			step = len < GL_YD ? len : GL_YD;
			nx = w->x + (int)((int64_t)(wx - w->x) * step / len);
			ny = w->y + (int)((int64_t)(wy - w->y) * step / len);
			if ((c = gl_wheel_cost(g, w->x, w->y, nx, ny, step)) < 0
			    || c > budget || enemy_close(g, w->side, nx, ny))
				goto done;
			budget -= c;
			if (!w->pack && gl_wheel_breaks(g, w->x, w->y, nx, ny,
			    w->id, wmask(w), d, log))
				w->broken = 1;
			w->x = nx, w->y = ny;
			if (w->broken)
				goto done;
		}
	}
done:
	if (cut)
		gl_say(log, wmask(w), "%s turns from %d to %d, as far as its "
		    "team turns in a turn (%d degrees), and stops", w->id, f0,
		    w->facing, g->x.turn_deg);
	if (w->x == x0 && w->y == y0)
		return;
	carry(g, k);
	gl_fmt_pos(p0, sizeof p0, x0, y0);
	gl_fmt_pos(p1, sizeof p1, w->x, w->y);
	gl_say(log, wmask(w) | (saw0 ? EVENT_V_SIDE(1 - w->side) : 0),
	    "%s moves %s -> %s", w->id, p0, p1);
	gl_shot_add(g, GL_SH_MOVE, x0, y0, w->x, w->y, 0, EVENT_V_REF |
	    EVENT_V_SIDE(w->side));
}

/* LOAD: the men named climb aboard (its own side alone is told). */
static void
load(struct gl_game *g, int k, const json_t *ids, struct event_log *log)
{
	struct gl_wagon *w = &g->wag[k];
	struct gl_man *a;
	const json_t *v;
	size_t i;
	int m, reach = g->r.limber_reach_yd + 5;

	json_array_foreach(ids, i, v) {
		m = gl_find_man(g, json_string_value(v) ?
		    json_string_value(v) : "");
		if (m < 0)
			continue;
		a = &g->man[m];
		if (a->side != w->side || !gl_able(a) || a->demor ||
		    a->locked || a->aboard || a->gun || m == w->driver ||
		    a->type == GL_MOUNTED || !within(a->x, a->y, w->x, w->y,
		    reach) || aboard_count(g, k) >= w->cap) {
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(w->side), "%s "
			    "cannot climb aboard %s", a->id, w->id);
			continue;
		}
		a->aboard = k + 1;
		a->prone = 0;
		a->x = w->x, a->y = w->y;
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(w->side), "%s climbs "
		    "aboard %s", a->id, w->id);
	}
}

/* UNLOAD: everyone aboard gets down behind the wagon, a yard and a
 * half apart across its width. */
static void
unload(struct gl_game *g, int k, struct event_log *log)
{
	struct gl_wagon *w = &g->wag[k];
	struct plane_pt back = plane_step(gl_pt(w->x, w->y), w->facing + 180,
	    4 * GL_YD), p;
	int m, n = 0, x, y;

	for (m = 0; m < g->nman; m++) {
		if (g->man[m].aboard != k + 1)
			continue;
		p = plane_step(back, w->facing + 90, (int64_t)((n % 2 ? 1 : -1) *
		    ((n + 1) / 2)) * 3 * GL_YD / 2);
		x = (int)p.x, y = (int)-p.y;
		/* a boat's men land on dry ground or stay (gl_craft.c) */
		if (w->craft == 1 && gl_boat_landing(g, k, &x, &y) != 0) {
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(w->side), "%s "
			    "stays aboard %s: no dry ground within %d yd of "
			    "it to land on", g->man[m].id, w->id,
			    g->x.land_reach_yd);
			continue;
		}
		g->man[m].x = x < 0 ? 0 : x > g->width ? g->width : x;
		g->man[m].y = y < 0 ? 0 : y > g->height ? g->height : y;
		g->man[m].aboard = 0;
		g->man[m].facing = w->facing;
		g->man[m].moved_turn = g->turn;
		n++;
		if (w->craft == 1) {
			char at[48];

			gl_fmt_pos(at, sizeof at, g->man[m].x, g->man[m].y);
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(w->side), "%s "
			    "lands from %s at %s", g->man[m].id, w->id, at);
		} else
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(w->side), "%s "
			    "gets down from %s", g->man[m].id, w->id);
	}
}

void
gl_wagon_phase(struct gl_game *g, const json_t *orders, struct dice *d,
    struct event_log *log)
{
	const json_t *o;
	struct gl_wagon *w;
	int k, m, drv;

	/* a man fled, fallen or the wagon lost: he is no longer aboard */
	for (m = 0; m < g->nman; m++) {
		k = g->man[m].aboard - 1;
		if (k >= 0 && (!gl_able(&g->man[m]) || g->man[m].demor ||
		    g->wag[k].destroyed || g->man[m].x != g->wag[k].x ||
		    g->man[m].y != g->wag[k].y))
			g->man[m].aboard = 0;
	}
	for (k = 0; k < g->nwag; k++) {
		w = &g->wag[k];
		if (w->destroyed)
			continue;
		o = json_object_get(json_object_get(json_object_get(orders,
		    g->side[w->side]), "guns"), w->id);
		drv = gl_able(&g->man[w->driver]) && !g->man[w->driver].demor
		    && !g->man[w->driver].locked && !w->left;
		/* one of move, load or unload a turn [T] */
		if (json_object_get(o, "move") && drv && !w->broken)
			move(g, k, json_object_get(o, "move"), d, log);
		else if (w->store || w->pack)
			continue;	/* gl_stores.c, gl_pack.c */
		else if (json_is_array(json_object_get(o, "load")))
			load(g, k, json_object_get(o, "load"), log);
		else if (json_is_true(json_object_get(o, "unload")))
			unload(g, k, log);
	}
	gl_pack_phase(g, orders, log);
	/* 4.11: a man short of rounds next to an ammunition wagon */
	for (m = 0; m < g->nman; m++)
		if (g->man[m].low_ammo && gl_able(&g->man[m]) &&
		    gl_wagon_caisson(g, g->man[m].side, g->man[m].x,
		    g->man[m].y, g->r.adjacent_yd + 3)) {
			g->man[m].low_ammo = 0;
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->man[m].side),
			    "%s fills his pouch at an ammunition wagon",
			    g->man[m].id);
		}
}

void
gl_wagon_report(const struct gl_game *g, int v, struct buf *out)
{
	const struct gl_wagon *w;
	char p[48];
	int k, m;

	for (k = 0; k < g->nwag; k++) {
		w = &g->wag[k];
		if (v >= 0 && w->side != v && !w->seen)
			continue;
		gl_fmt_pos(p, sizeof p, w->x, w->y);
		if (v >= 0 && w->side != v) {
			buf_addf(out, "  (enemy %s %s at %s)\n", w->pack ?
			    gl_pack_name(w->pack) : gl_craft_name(w->craft),
			    w->id, p);
			continue;
		}
		if (w->pack) {
			gl_pack_report(g, k, out);
			continue;
		}
		if (w->craft) {		/* gl_craft.c */
			buf_addf(out, "  %-5s %s, %d MP, driver %s, at %s "
			    "facing %d%s%s", w->id, gl_craft_name(w->craft),
			    w->mp_craft, g->man[w->driver].id, p, w->facing,
			    w->metal ? ", metal cover" : "", w->destroyed ?
			    " DESTROYED" : "");
			buf_addf(out, "; aboard (%d of %d):", aboard_count(g,
			    k), w->cap);
			for (m = 0; m < g->nman; m++)
				if (g->man[m].aboard == k + 1)
					buf_addf(out, " %s", g->man[m].id);
			buf_adds(out, "\n");
			continue;
		}
		buf_addf(out, "  %-5s wagon, %d %s, driver %s%s, at %s facing "
		    "%d%s%s%s", w->id, w->animals - w->killed,
		    w->mp_each == 2 ? "horses" : "mules or oxen",
		    g->man[w->driver].id, w->left ? " (fled: unmanned)" : "", p,
		    w->facing, w->ammo ?
		    ", ammunition" : "", w->broken ? ", a broken wheel" : "",
		    w->destroyed ? " DESTROYED" : "");
		if (w->store) {		/* gl_stores.c */
			buf_addf(out, "; stores %d%%\n",
			    gl_store_pct(w->stores));
			continue;
		}
		buf_addf(out, "; aboard (%d of %d):", aboard_count(g, k),
		    w->cap);
		for (m = 0; m < g->nman; m++)
			if (g->man[m].aboard == k + 1)
				buf_addf(out, " %s", g->man[m].id);
		buf_adds(out, "\n");
	}
	gl_dump_report(g, v, out);	/* gl_dump.c */
}

/* An ammunition dump side v holds as it believes (one taken out of its
 * sight still is, gl_dump_own): a RUNNER may fetch rounds from it for
 * one of v's cannon (a machine gun has no runner, gl_parse_verb.c), so
 * the line offers one only to a side with such a gun, naming its own. */
static void
dump_sheet(const struct gl_game *g, int v, int k, struct buf *out)
{
	int i, n = 0, first = -1;

	buf_addf(out, "# %s ammunition dump", g->dump[k].id);
	for (i = 0; i < g->ngun; i++) {
		if (g->gun[i].side != v || g->gun[i].destroyed ||
		    GL_IS_MG(g->gun[i].kind))
			continue;
		buf_addf(out, "%s%s", n++ ? ", " : ": a runner may fetch "
		    "rounds from it for ", g->gun[i].id);
		if (first < 0)
			first = i;
	}
	if (first >= 0)
		buf_addf(out, ": ID RUNNER %s %s", g->gun[first].id,
		    g->dump[k].id);
	buf_adds(out, "\n");
}

void
gl_wagon_sheet(const struct gl_game *g, int v, struct buf *out)
{
	const struct gl_wagon *w;
	int k;

	for (k = 0; k < g->nlimb; k++)
		if (g->gun[g->limb[k].gun].side == v && !g->limb[k].destroyed)
			buf_addf(out, "# %s limber facing %d: MOVE x,y\n",
			    g->limb[k].id, g->limb[k].facing);
	for (k = 0; k < g->nwag; k++) {
		w = &g->wag[k];
		if (w->side != v || w->destroyed)
			continue;
		buf_addf(out, "# %s %s facing %d: MOVE x,y | %s\n", w->id,
		    w->pack ? gl_pack_name(w->pack) : gl_craft_name(w->craft),
		    w->facing, w->pack ? "LOAD | UNLOAD (its driver)" :
		    w->store ? "LOAD ids | UNLOAD ids (the men at work)" :
		    "LOAD ids | UNLOAD");
	}
	/* ladders where this side knows them lying, its carriers, its
	 * ammunition dumps (gl_ladder.c, gl_dump.c) */
	for (k = 0; k < g->nladder; k++) {
		int x, y, m = g->ladder[k].by - 1;
		char p[48];

		if (m >= 0 && g->man[m].side == v)
			buf_addf(out, "# %s carries ladder %s: %s DROP\n",
			    g->man[m].id, g->ladder[k].id, g->man[m].id);
		else if (gl_ladder_view(g, k, v, &x, &y)) {
			gl_fmt_pos(p, sizeof p, x, y);
			buf_addf(out, "# ladder %s at %s: a man within %d yd of "
			    "it: ID TAKE %s\n", g->ladder[k].id, p,
			    g->x.ladder_reach_yd, g->ladder[k].id);
		}
	}
	for (k = 0; k < g->ndump; k++)
		if (gl_dump_own(g, k, v, NULL) && g->dump[k].ammo)
			dump_sheet(g, v, k, out);
}

int
gl_find_transport(const struct gl_game *g, int side, const char *id)
{
	int i;

	for (i = 0; i < g->nlimb; i++)
		if (strcasecmp(g->limb[i].id, id) == 0 &&
		    g->gun[g->limb[i].gun].side == side)
			return i;
	i = gl_find_wagon(g, id);
	return i >= 0 && g->wag[i].side == side ? g->nlimb + i : -1;
}

/* Can driver index d (-1: none) drive, the transport not left? */
static int
drives(const struct gl_game *g, int d, int left)
{
	return d >= 0 && !left && gl_able(&g->man[d]) && !g->man[d].demor;
}

/* CREW LG1 | CREW W1 (digest 3.5 [P]): a transport without a driver
 * able to drive waits until a man of its side spends a turn beside it
 * (within reach, neither moving nor in melee); at the end of that B.4
 * he is its driver, and it moves from the next turn. */
void
gl_driver_orders(struct gl_game *g, const json_t *orders,
    struct event_log *log)
{
	const json_t *men, *o;
	const char *key, *t;
	struct gl_man *a;
	int s, m, k, x, y, *drv, *left, reach = g->r.limber_reach_yd + 5;
	const char *id, *why;

	for (s = 0; s < GL_NSIDES; s++) {
		men = json_object_get(json_object_get(orders, g->side[s]),
		    "men");
		json_object_foreach((json_t *)men, key, o) {
			t = json_string_value(json_object_get(o, "drive"));
			m = gl_find_man(g, key);
			if (t == NULL || m < 0 || g->man[m].side != s ||
			    (k = gl_find_transport(g, s, t)) < 0)
				continue;
			a = &g->man[m];
			if (k < g->nlimb) {
				if (g->limb[k].destroyed)
					continue;
				drv = &g->limb[k].driver, id = g->limb[k].id;
				left = &g->limb[k].left;
				x = g->limb[k].x, y = g->limb[k].y;
			} else {
				if (g->wag[k - g->nlimb].destroyed)
					continue;
				drv = &g->wag[k - g->nlimb].driver;
				left = &g->wag[k - g->nlimb].left;
				id = g->wag[k - g->nlimb].id;
				x = g->wag[k - g->nlimb].x;
				y = g->wag[k - g->nlimb].y;
			}
			/* why not, told to his side: what to send instead */
			why = *drv == m && drives(g, *drv, *left) ? "he drives "
			    "it already" : drives(g, *drv, *left) ? "its driver "
			    "is able and steady" : !gl_able(a) || a->demor ?
			    "he is not steady" : a->locked ? "he is locked in a "
			    "melee" : a->aboard ? "he is aboard a wagon" :
			    a->moved_turn == g->turn ? "he moved this turn "
			    "(he must stand a turn beside it)" : !within(a->x,
			    a->y, x, y, reach) ? "he is not within reach of it" :
			    NULL;
			if (why) {
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s "
				    "cannot take over %s this turn: %s", a->id,
				    id, why);
				continue;
			}
			if (a->gun)	/* he leaves the gun's crew */
				a->gun = 0;
			*drv = m, *left = 0;
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s takes "
			    "over %s as its driver", a->id, id);
		}
	}
}
