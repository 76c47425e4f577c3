/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_morale.c - individual morale (digest 4.8) and flee moves (3.4).
 * A check is made per cause at the moment it occurs: the causes a
 * sub-step finds go onto a FIFO queue in the seeded side order, then by
 * casting (scenario order), each man's causes as found (digest 2, [P]);
 * a failure flees at once, which may add causes behind them (a leader
 * seen fleeing: the cascade).  d10 + modifiers >= morale_pass.
 *
 * The side order is rolled once a turn, the first time a batch holds
 * checks of both sides (a d10: odd, the first side of the scenario goes
 * first); a turn where only one side checks rolls nothing for it.  Only
 * the referee is told of that roll: it would tell a side that the enemy
 * had a check to make.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

int
gl_roll(struct dice *d)
{
	return dice_roll(d, 10);
}

void
gl_mq_push(struct gl_mq *q, int man, int cause)
{
	if (q->n < (int)(sizeof q->man / sizeof q->man[0])) {
		q->man[q->n] = man;
		q->cause[q->n++] = cause;
	}
}

int
gl_morale_mod(const struct gl_game *g, int m, int cause)
{
	const struct gl_man *a = &g->man[m];
	int mod = a->rating;

	if (gl_in_cover(g, a))
		mod += g->r.morale_cover;
	if (a->leader)
		mod += g->r.morale_leader;
	if (cause == GL_CAUSE_LEADER)
		mod += g->r.morale_leader_cas;
	if (a->demor)
		mod += g->r.morale_demor;
	if (a->wounds)
		mod += g->r.morale_wounded;
	/* 3.31: in a unit formation: a file that volleyed (gl_volley.c) or
	 * a man in his place in a formed body (gl_form.c) */
	if ((a->formed || gl_form_member(g, m) >= 0) && !a->demor)
		mod += g->f.v.morale_formation;
	return mod;
}

/* Men of k's side who see the death of k: causes 2 and 4. */
void
gl_mq_deaths(struct gl_game *g, struct gl_mq *q, const int *died, int nd)
{
	const struct gl_man *k;
	int i, o;

	for (i = 0; i < nd; i++) {
		k = &g->man[died[i]];
		for (o = 0; o < g->nman; o++) {
			const struct gl_man *a = &g->man[o];

			if (a->side != k->side || !gl_able(a) || a->demor ||
			    !gl_los(g, a->x, a->y, k->x, k->y, NULL))
				continue;
			if (k->leader >= GL_LD_MAJOR)
				gl_mq_push(q, o, GL_CAUSE_LEADER);
			if (plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(k->x, k->y),
			    (int64_t)g->r.morale_radius_yd * GL_YD) <= 0)
				gl_mq_push(q, o, GL_CAUSE_FRIEND);
		}
	}
}

static const char *const cause_words[] = {
	"", "wounded", "saw a leader fall", "a demoralized leader near",
	"saw a comrade killed near him", "in a machine-gun zone", "recovery",
};

/* Put the batch q[head..n) in the seeded side order, then by casting;
 * a man's own causes keep the order they were found in. */
static void
mq_order(struct gl_game *g, struct gl_mq *q, struct dice *d,
    struct event_log *log)
{
	int i, j, m, c, seen[GL_NSIDES] = { 0 }, r;

	for (i = q->head; i < q->n; i++)
		seen[g->man[q->man[i]].side] = 1;
	if (!seen[0] || !seen[1] || !g->r.opt_morale)
		return;
	if (g->mq_first == 0) {
		r = gl_roll(d);
		g->mq_first = r % 2 ? 1 : 2;
		gl_say(log, EVENT_V_REF, "Morale checks of both sides this turn: "
		    "d10 %d, %s's first", r, g->side[g->mq_first - 1]);
	}
#define RANK(k)	((g->man[q->man[k]].side == g->mq_first - 1 ? 0 :	\
	GL_MAX_MEN) + q->man[k])
	for (i = q->head + 1; i < q->n; i++)	/* insertion: stable */
		for (j = i; j > q->head && RANK(j - 1) > RANK(j); j--) {
			m = q->man[j], c = q->cause[j];
			q->man[j] = q->man[j - 1], q->cause[j] = q->cause[j - 1];
			q->man[j - 1] = m, q->cause[j - 1] = c;
		}
#undef RANK
}

void
gl_mq_run(struct gl_game *g, struct gl_mq *q, struct dice *d,
    struct event_log *log)
{
	struct gl_man *a;
	int m, c, r, mod, pass;

	mq_order(g, q, d, log);
	for (; q->head < q->n; q->head++) {
		m = q->man[q->head];
		c = q->cause[q->head];
		a = &g->man[m];
		if (!g->r.opt_morale || !gl_able(a) ||
		    (a->demor && c != GL_CAUSE_RECOVER) || a->locked)
			continue;
		r = gl_roll(d);
		mod = gl_morale_mod(g, m, c);
		pass = r + mod >= g->r.morale_pass;
		/* the enemy sees only the outcome (digest 7) */
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s morale "
		    "check (%s): d10 %d %+d = %d, %s", a->id, cause_words[c], r,
		    mod, r + mod, pass ? "passes" : c == GL_CAUSE_RECOVER ?
		    "stays demoralized" : "FAILS");
		if (c == GL_CAUSE_RECOVER) {
			if (pass) {
				a->demor = 0;
				gl_say(log, gl_mask_man(g, m), "%s recovers "
				    "his nerve", a->id);
			}
			continue;
		}
		if (pass)
			continue;
		a->demor = 1;
		gl_flee(g, m, -1, d, log);
		/* a leader seen fleeing: cause 2 for those who see him */
		if (a->leader >= GL_LD_MAJOR) {
			int o;

			for (o = 0; o < g->nman; o++)
				if (o != m && g->man[o].side == a->side &&
				    gl_able(&g->man[o]) && !g->man[o].demor &&
				    gl_los(g, g->man[o].x, g->man[o].y, a->x,
				    a->y, NULL))
					gl_mq_push(q, o, GL_CAUSE_LEADER);
		}
	}
}

/* Cause 3 after movement: a man who came within morale_radius_yd of a
 * demoralized leader of his side (either of them moved); once per leader
 * per turn, as the movement left them (digest 9.6). */
void
gl_mq_leaders(struct gl_game *g, const struct gl_plan *plan, struct dice *d,
    struct event_log *log)
{
	struct gl_mq q;
	int64_t r = (int64_t)g->r.morale_radius_yd * GL_YD;
	int o, l;

	memset(&q, 0, sizeof q);
	for (l = 0; l < g->nman; l++) {
		const struct gl_man *L = &g->man[l];

		if (!gl_able(L) || !L->demor || L->leader == GL_LD_NONE)
			continue;
		for (o = 0; o < g->nman; o++) {
			const struct gl_man *a = &g->man[o];

			if (o == l || a->side != L->side || !gl_able(a) ||
			    a->demor)
				continue;
			if (plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(L->x, L->y),
			    r) <= 0 && plane_cmp_dist(gl_pt(plan[o].sx,
			    plan[o].sy), gl_pt(plan[l].sx, plan[l].sy), r) > 0)
				gl_mq_push(&q, o, GL_CAUSE_DEMOR_LEADER);
		}
	}
	gl_mq_run(g, &q, d, log);
}
