/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_dump.c - dumps of stores on the table (digest 3.5; rulebook 5.41,
 * 5.47).  The rulebook says only that transports are loaded and unloaded;
 * where the stores go is [P] (ORDERS.md "Stores"):
 *
 * - Stores a wagon's men or a pack animal's driver unload are put down
 *   where it stands, as a dump of its side: onto a dump of its side of
 *   the same kind within reach (limber_reach_yd + 5 yd) if there is one,
 *   else a new dump named by where it lies in yards, D100_60 (D100_60A
 *   for ammunition): an id that tells the enemy no count of dumps.  A scenario may place
 *   one: `DUMP id @cmd x,y stores=P [ammo]`.
 * - A store wagon or pack animal loads only from a dump of its side
 *   within the same reach, the nearest first, and the dump loses what it
 *   gains; with none, nothing is loaded.
 * - A side uses a dump (load, unload onto, rounds, a runner) only while
 *   it sees its point [P] (gl_dump_pick; gl_dump_take.c says why).
 * - An ammunition dump (put down by an ammunition wagon, or `ammo`)
 *   holding stores serves as an ammunition wagon does: a gun next to it
 *   draws its rounds, a man short of rounds next to it fills his pouch,
 *   and a RUNNER may fetch rounds from it (RUNNER G1 D1).
 * - A dump is its own side's: the enemy sees one where his men see its
 *   point, never what it holds.  The rulebook and the digest say
 *   nothing of taking an enemy's stores; [P] an unguarded dump is taken
 *   at the end of a turn (gl_dump_take.c), and only then does the taker
 *   learn what it holds.  The referee may amend a load: STORES D1 N.
 * - `VICTORY side "text" STORES N`: the side wins if its dumps hold N
 *   percent of a whole load between them at the end (gl_turn.c).
 *
 * State: "dumps" and "vic_stores" only when a game has them, so an older
 * game encodes as it did.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

int
gl_find_dump(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->ndump; i++)
		if (strcasecmp(g->dump[i].id, id) == 0)
			return i;
	return -1;
}

int
gl_dump_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	const char *form = "DUMP id @cmd x,y stores=0..100 [ammo]";
	struct gl_dump *d;
	int c, i, pct;

	if (tk->n < 5 || tk->n > 6 || g->ndump == GL_MAX_DUMPS) {
		snprintf(why, whylen, "%s (at most %d dumps)", form,
		    GL_MAX_DUMPS);
		return -1;
	}
	if (gl_id_claim(g, tk->t[1], why, whylen))
		return -1;
	if ((c = gl_find_cmd(g, tk->t[2])) < 0) {
		snprintf(why, whylen, "unknown command \"%.16s\"", tk->t[2]);
		return -1;
	}
	d = &g->dump[g->ndump];
	memset(d, 0, sizeof *d);
	snprintf(d->id, sizeof d->id, "%s", tk->t[1]);
	d->side = g->cmd[c].side;
	if (gl_point(tk->t[3], g->width, g->height, &d->x, &d->y)) {
		snprintf(why, whylen, "bad dump position \"%.24s\"", tk->t[3]);
		return -1;
	}
	if (strncasecmp(tk->t[4], "stores=", 7) != 0 || tk->t[4][7] < '0' ||
	    tk->t[4][7] > '9' || (pct = atoi(tk->t[4] + 7)) < 0 || pct > 100) {
		snprintf(why, whylen, "%s: stores 0..100", form);
		return -1;
	}
	d->stores = (int)((int64_t)gl_store_full() * pct / 100);
	for (i = 5; i < tk->n; i++) {
		if (strcasecmp(tk->t[i], "ammo") != 0) {
			snprintf(why, whylen, "%s: \"%.16s\"", form, tk->t[i]);
			return -1;
		}
		d->ammo = 1;
	}
	g->ndump++;
	return 0;
}

static int
within(int ax, int ay, int bx, int by, int yd)
{
	return plane_cmp_dist(gl_pt(ax, ay), gl_pt(bx, by), (int64_t)yd *
	    GL_YD) <= 0;
}

static int
reach(const struct gl_game *g)
{
	return g->r.limber_reach_yd + 5;
}

int
gl_dump_pick(const struct gl_game *g, int side, int x, int y, int yd,
    int use)
{
	int i, best = -1, st;
	int64_t bd = 0, dd;

	for (i = 0; i < g->ndump; i++) {
		const struct gl_dump *d = &g->dump[i];

		if (!gl_dump_own(g, i, side, &st) || !within(d->x, d->y, x, y,
		    yd) || (use == GL_DU_LOAD && st <= 0) ||
		    (use == GL_DU_STORES && d->ammo) || (use == GL_DU_AMMO &&
		    !d->ammo) || (use == GL_DU_ROUNDS && (!d->ammo ||
		    st <= 0)) || !gl_sees_point(g, side, d->x, d->y))
			continue;
		dd = plane_dist2(gl_pt(d->x, d->y), gl_pt(x, y));
		if (best < 0 || dd < bd)
			best = i, bd = dd;
	}
	return best;
}

int
gl_dump_use(struct gl_game *g, int side, int x, int y, int yd, int use,
    struct event_log *log)
{
	int i, n;

	/* a lost dump in sight is learned lost, and the next one tried */
	for (n = 0; n <= g->ndump; n++) {
		i = gl_dump_pick(g, side, x, y, yd, use);
		if (i < 0 || g->dump[i].side == side)
			return i;
		gl_dump_learn(g, i, log);	/* gl_dump_take.c */
	}
	return -1;
}

int
gl_dump_put(struct gl_game *g, int side, int x, int y, int amount, int ammo,
    struct event_log *log, const char *from)
{
	struct gl_dump *d;
	char id[GL_ID_LEN], at[48];
	int n, best;

	best = gl_dump_use(g, side, x, y, reach(g), ammo ? GL_DU_AMMO :
	    GL_DU_STORES, log);
	if (best < 0) {
		if (g->ndump == GL_MAX_DUMPS)
			return -1;
		/* named by where it lies, never by a count: the enemy who
		 * sees D100_60 learns nothing he does not see (digest 7) */
		for (n = 0; n < 27; n++) {
			snprintf(id, sizeof id, "D%d_%d%s%c", x / GL_YD, y / GL_YD,
			    ammo ? "A" : "", n ? 'A' + n - 1 : '\0');
			if (gl_id_holder(g, id) == NULL)
				break;
		}
		if (n == 27)
			return -1;
		d = &g->dump[g->ndump++];
		memset(d, 0, sizeof *d);
		snprintf(d->id, sizeof d->id, "%s", id);
		d->side = side, d->ammo = ammo;
		d->x = x, d->y = y;
		gl_fmt_pos(at, sizeof at, x, y);
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "%s puts its "
		    "stores down as a new %sdump %s at %s", from, ammo ?
		    "ammunition " : "", d->id, at);
	} else
		d = &g->dump[best];
	if (amount > 0)
		d->stores = d->stores + amount > gl_store_full() * 10 ?
		    gl_store_full() * 10 : d->stores + amount;
	return (int)(d - g->dump);
}

int
gl_dump_near(struct gl_game *g, int side, int x, int y,
    struct event_log *log)
{
	return gl_dump_use(g, side, x, y, reach(g), GL_DU_LOAD, log);
}

int
gl_dump_seen_near(const struct gl_game *g, int side, int x, int y)
{
	return gl_dump_pick(g, side, x, y, reach(g), GL_DU_LOAD);
}

int
gl_dump_ammo_near(const struct gl_game *g, int side, int x, int y, int yd)
{
	int i;

	/* its own, in its sight (a lost one in sight is the enemy's) */
	for (i = 0; i < g->ndump; i++)
		if (g->dump[i].side == side && g->dump[i].ammo &&
		    g->dump[i].stores > 0 && within(g->dump[i].x, g->dump[i].y,
		    x, y, yd) && gl_sees_point(g, side, g->dump[i].x,
		    g->dump[i].y))
			return 1;
	return 0;
}

int
gl_dump_total(const struct gl_game *g, int side)
{
	int64_t n = 0;
	int i;

	for (i = 0; i < g->ndump; i++)
		if (g->dump[i].side == side)
			n += g->dump[i].stores;
	return gl_store_pct(n > 10 * (int64_t)gl_store_full() ?
	    10 * gl_store_full() : (int)n);
}

void
gl_dump_sight(struct gl_game *g)
{
	int i;

	for (i = 0; i < g->ndump; i++) {
		struct gl_dump *d = &g->dump[i];

		d->seen = gl_sees_point(g, 1 - d->side, d->x, d->y);
		if (d->seen) {
			d->ever_seen = 1;
			d->last_x = d->x, d->last_y = d->y;
			d->last_turn = g->turn;
		}
	}
}

void
gl_dump_report(const struct gl_game *g, int v, struct buf *out)
{
	const struct gl_dump *d;
	char p[48];
	int i;

	for (i = 0; i < g->ndump; i++) {
		d = &g->dump[i];
		gl_fmt_pos(p, sizeof p, d->x, d->y);
		if (v >= 0 && d->lost == v + 1) {	/* as it last knew it */
			buf_addf(out, "  %-5s %sdump of stores at %s: %d%% of a "
			    "load%s\n", d->id, d->ammo ? "ammunition " : "", p,
			    gl_store_pct(d->lost_stores), d->lost_stores ? "" :
			    " (empty)");
			continue;
		}
		if (v >= 0 && d->side != v) {
			if (d->seen)	/* never what it holds (digest 7) */
				buf_addf(out, "  (enemy dump %s at %s)\n",
				    d->id, p);
			continue;
		}
		buf_addf(out, "  %-5s %sdump of stores at %s: %d%% of a load%s\n",
		    d->id, d->ammo ? "ammunition " : "", p,
		    gl_store_pct(d->stores), d->stores ? "" : " (empty)");
	}
}

void
gl_dump_secrets(const struct gl_game *g, int v, json_t *tokens)
{
	int i;

	for (i = 0; i < g->ndump; i++)
		if (g->dump[i].side != v && !g->dump[i].ever_seen)
			json_array_append_new(tokens, json_string(
			    g->dump[i].id));
}
