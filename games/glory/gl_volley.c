/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_volley.c - formation volley fire, in A.2 before the men fire alone.
 * The rulebook's 7.2 is lost (digest 4.1); what survives says a volley
 * has a kill zone stopped as canister's is (7.51) and that a man in a
 * unit formation checks morale at +1 (3.31).  The rest is [P], every
 * number in rules.json "volley":
 *
 * - `@U1 VOLLEY target [ELSE NEAREST|NONE]`, this turn only: the file of
 *   command @U1 fires together.  The file is its drilled foot with a
 *   long arm (SBM and better), steady, not locked, crewing a gun, aboard,
 *   away running or prone, each within gap_yd of another: the largest
 *   such group (ties: the one with the lowest man).
 * - The aim: a man (an enemy the side sees, not in a melee), the nearest
 *   enemy leader or enemy seen by a man of the file (LEADER, NEAREST), or
 *   a point.  The firers are the men of the file with the aim within arc
 *   degrees of their facing, in their weapon's range (7.13) and in their
 *   sight (a man) or reach (a point); at least min_men of them.
 * - Every man within radius_yd of the aim, friend or foe but the firers,
 *   whom some firer's fire reaches (gl_zone_clear: 4.3's 5-yd rule),
 *   rolls once: hit on d10 >= TAN = the highest to-hit number among the
 *   firers' weapons at their ranges, each with his own 7.14 firer
 *   modifiers (wounded, in brush), -1 for every per_bonus muskets (at
 *   most bonus_max), + his 7.14 cover (the least any firer gives him),
 *   prone and gully modifiers; above 10 he cannot be hit.  Then the 7.15
 *   casualty roll, as skirmish fire; casualties come off with A.2's.
 * - Neither aim nor its ELSE NEAREST: no volley, the file fires as
 *   skirmishers; ELSE NONE: the file holds its fire.
 *
 * The firing side is told who fired, the TAN and the zone; the enemy
 * the same if it sees every firer, else that a volley was heard, with
 * the bearing it came from; each roll goes to the man's side and to the
 * firers' if it sees him (digest 7).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

int gl_wound_roll(const struct gl_game *g, int t, struct dice *d, int *roll);

void
gl_res_merge(int *res, int r)
{
	int horse = (*res | r) & GL_RES_HORSE, a = *res & 3, b = r & 3;

	if (a == 2 || b == 2)
		a = 2;
	else if (b == 1)
		a = a == 0 ? 1 : 3;	/* two wounds at once */
	*res = a | horse;
}

/* May man m stand in a file this turn? */
static int
may_form(const struct gl_game *g, int m, const struct gl_plan *plan)
{
	const struct gl_man *a = &g->man[m];

	return gl_able(a) && a->type == GL_FOOT && a->training == GL_DRILLED &&
	    !a->demor && !a->locked && !a->gun && !a->aboard && !a->prone &&
	    !a->run_leg && gl_fire_class(a) >= GL_C_SBM &&
	    !(a->low_ammo && a->fired_turn == g->turn - 1) &&
	    (plan == NULL || (!plan[m].nofire && !plan[m].save));
}

int
gl_volley_file(const struct gl_game *g, int k, const struct gl_plan *plan,
    int *file)
{
	int grp[GL_MAX_MEN], cand[GL_MAX_MEN], nc = 0, i, j, head, n, best = 0;
	int mark[GL_MAX_MEN];
	int64_t gap = (int64_t)g->f.v.gap_yd * GL_YD;

	for (i = 0; i < g->nman; i++)
		if (g->man[i].cmd == k && may_form(g, i, plan))
			cand[nc++] = i;
	memset(mark, 0, sizeof mark);
	for (i = 0; i < nc; i++) {
		if (mark[i])
			continue;
		/* one group: every candidate linked to it by gap_yd steps */
		n = 0;
		grp[n++] = i;
		mark[i] = 1;
		for (head = 0; head < n; head++)
			for (j = 0; j < nc; j++)
				if (!mark[j] && plane_cmp_dist(gl_pt(
				    g->man[cand[grp[head]]].x,
				    g->man[cand[grp[head]]].y),
				    gl_pt(g->man[cand[j]].x, g->man[cand[j]].y),
				    gap) <= 0) {
					mark[j] = 1;
					grp[n++] = j;
				}
		if (n > best) {	/* the first found wins a tie */
			best = n;
			for (j = 0; j < n; j++)
				file[j] = cand[grp[j]];
		}
	}
	/* in man order, so the rolls and the text do not depend on the
	 * walk */
	for (i = 1; i < best; i++)
		for (j = i; j > 0 && file[j - 1] > file[j]; j--) {
			n = file[j];
			file[j] = file[j - 1];
			file[j - 1] = n;
		}
	return best;
}

/* The to-hit number of man f's weapon at (x, y), 0: out of range. */
static int
tohit_at(const struct gl_game *g, int f, int x, int y)
{
	const struct gl_man *a = &g->man[f];
	int i, c = gl_fire_class(a);

	for (i = 0; i < GL_NBAND; i++)
		if (plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(x, y),
		    (int64_t)g->r.band[i] * GL_YD) <= 0)
			break;
	return c < 0 || i == GL_NBAND ? 0 : g->r.tohit[c][i];
}

/* The men of the file who fire at the aim: a man t (>= 0) or the point
 * (x, y); into fire[], their count. */
static int
firers(const struct gl_game *g, const int *file, int nf, int t, int x,
    int y, int *fire)
{
	int i, n = 0, f;

	for (i = 0; i < nf; i++) {
		f = file[i];
		if (!gl_in_arc(&g->man[f], g->f.v.arc, x, y) ||
		    tohit_at(g, f, x, y) == 0)
			continue;
		if (t >= 0 ? !gl_los(g, g->man[f].x, g->man[f].y, x, y, NULL) :
		    !gl_zone_clear(g, g->man[f].x, g->man[f].y, x, y))
			continue;
		fire[n++] = f;
	}
	return n;
}

/* The file's centre (for NEAREST and the range told). */
static void
centre(const struct gl_game *g, const int *file, int n, int *x, int *y)
{
	int64_t sx = 0, sy = 0;
	int i;

	for (i = 0; i < n; i++)
		sx += g->man[file[i]].x, sy += g->man[file[i]].y;
	*x = (int)(sx / n), *y = (int)(sy / n);
}

/* May the file volley at man t: an able enemy its side sees, not in a
 * melee, and enough firers? */
static int
man_aim(const struct gl_game *g, const int *file, int nf, int t, int *fire,
    int *nfire)
{
	const struct gl_man *b = &g->man[t];

	if (b->side == g->man[file[0]].side || !gl_able(b) || !b->seen ||
	    b->locked)
		return 0;
	*nfire = firers(g, file, nf, t, b->x, b->y, fire);
	return *nfire >= g->f.v.min_men;
}

/* NEAREST (leader 0) or LEADER (1): the nearest to the file's centre
 * that a man of the file sees himself and enough firers reach; -1. */
static int
nearest_aim(const struct gl_game *g, const int *file, int nf, int leader,
    int *fire, int *nfire)
{
	int cx, cy, e, i, best = -1, tmp[GL_MAX_MEN], nt;
	int64_t d, bd = -1;

	centre(g, file, nf, &cx, &cy);
	for (e = 0; e < g->nman; e++) {
		if (leader && g->man[e].leader == GL_LD_NONE)
			continue;
		for (i = 0; i < nf && !gl_man_sees(g, file[i], e); i++)
			;
		if (i == nf || !man_aim(g, file, nf, e, tmp, &nt))
			continue;
		d = plane_dist2(gl_pt(cx, cy), gl_pt(g->man[e].x, g->man[e].y));
		if (bd < 0 || d < bd) {
			bd = d, best = e;
			memcpy(fire, tmp, sizeof tmp[0] * (size_t)nt);
			*nfire = nt;
		}
	}
	return best;
}

static const char *
result_word(int r)
{
	return r == 2 ? "KILLED" : r == 1 ? "wounded" : "miss";
}

/* The fire of one volley at (x, y): what it names, the firers. */
static void
resolve(struct gl_game *g, int k, int x, int y, const char *what,
    const int *fire, int nfire, struct dice *d, struct event_log *log,
    int *res)
{
	const struct gl_vrules *v = &g->f.v;
	int side = g->cmd[k].side, base = 0, bonus, i, m, f, t, cx, cy, yd;
	int behind, b, hit, cas, r, wr, seen_all = 1, nr = 0;
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(side);
	struct draw_ruling rul[EVENT_MAX_RULINGS];
	char names[GL_MAX_MEN * (GL_ID_LEN + 2)], at[48], lab[24];
	char txt[EVENT_TEXT_MAX];
	size_t len = 0;

	names[0] = '\0';
	for (i = 0; i < nfire; i++) {
		f = fire[i];
		/* his own 7.14 firer modifiers: wounded, in brush (foot:
		 * never mounted) */
		t = tohit_at(g, f, x, y) + (g->man[f].wounds ?
		    g->r.tan_wounded : 0) + (gl_area_at(g, g->man[f].x,
		    g->man[f].y) == GL_A_BRUSH ? g->r.tan_brush : 0);
		if (t > base)
			base = t;
		if (!g->man[f].seen)
			seen_all = 0;
		len += (size_t)snprintf(names + len, sizeof names - len, "%s%s",
		    i ? ", " : "", g->man[f].id);
		if (nr < EVENT_MAX_RULINGS - 1)
			rul[nr++] = gl_ruler(g, g->man[f].x, g->man[f].y, x, y,
			    (int)((gl_dist(g->man[f].x, g->man[f].y, x, y) +
			    GL_YD / 2) / GL_YD));
	}
	bonus = nfire / v->per_bonus;
	if (bonus > v->bonus_max)
		bonus = v->bonus_max;
	centre(g, fire, nfire, &cx, &cy);
	yd = (int)((gl_dist(cx, cy, x, y) + GL_YD / 2) / GL_YD);
	gl_fmt_pos(at, sizeof at, x, y);
	snprintf(lab, sizeof lab, "volley %d yd", v->radius_yd);
	rul[nr++] = draw_blast(x, g->height - y, v->radius_yd * GL_YD, lab);
	snprintf(txt, sizeof txt, "volley: %s fire at %s (%d muskets, %d yd: "
	    "TAN %d %+d, and each man's cover), the zone %d yd round %s",
	    names, what, nfire, yd, base, -bonus, v->radius_yd, at);
	/* the command's id is its own side's (gl_secrets) */
	gl_say_rule(log, own, rul, nr, "%s %s", g->cmd[k].id, txt);
	if (seen_all)
		gl_say_rule(log, EVENT_V_SIDE(1 - side), rul, nr, "a %s", txt);
	else
		gl_say_rule(log, EVENT_V_SIDE(1 - side), &rul[nr - 1], 1, "a "
		    "volley falls round %s, the zone %d yd, fired from out of "
		    "sight, bearing %d", at, v->radius_yd, gl_bearing(x, y, cx,
		    cy));
	for (m = 0; m < g->nman; m++) {
		const struct gl_man *a = &g->man[m];

		for (i = 0; i < nfire && fire[i] != m; i++)
			;
		if (i < nfire || !gl_able(a) || gl_unexposed(g, m) ||
		    plane_cmp_dist(gl_pt(x, y), gl_pt(a->x, a->y),
		    (int64_t)v->radius_yd * GL_YD) > 0)
			continue;
		/* reached if some firer's fire gets to him; his cover: the
		 * least of theirs (4.3) */
		behind = -1;
		for (i = 0; i < nfire; i++) {
			f = fire[i];
			b = 0;
			if (gl_zone_clear(g, g->man[f].x, g->man[f].y, a->x,
			    a->y) && gl_los(g, g->man[f].x, g->man[f].y, a->x,
			    a->y, &b) && (behind < 0 || b < behind))
				behind = b;
		}
		if (behind < 0 || gl_metal_stops(g, m, 0, d, log))
			continue;	/* metal cover: gl_craft.c */
		t = base - bonus + behind;
		if (a->prone)
			t += g->r.tan_prone;
		if (gl_area_at(g, a->x, a->y) == GL_A_GULLY)
			t += g->r.tan_gully;
		if (t > 10) {	/* 4.1: above 10 he cannot be hit */
			gl_say(log, gl_mask_man(g, m), "volley on %s: TAN %d, "
			    "he cannot be hit", a->id, t);
			continue;
		}
		hit = gl_roll(d);
		r = cas = 0;
		if (hit >= t) {
			cas = gl_roll(d);
			r = cas <= g->r.fire_kill_max ? 2 :
			    gl_wound_roll(g, m, d, &wr);
			gl_res_merge(&res[m], r);
			gl_say(log, gl_mask_man(g, m), "volley on %s: TAN %d, "
			    "d10 %d hits; casualty d10 %d: %s", a->id, t, hit,
			    cas, result_word(r));
			gl_kind_result(log, r);
		} else
			gl_say(log, gl_mask_man(g, m), "volley on %s: TAN %d, "
			    "d10 %d misses", a->id, t, hit);
		gl_area_mount(g, m, 0, 0, t, "volley", d, log, &res[m]);
	}
}

/* Command k's volley; its order read from the plan of man o. */
static void
one_volley(struct gl_game *g, int k, const struct gl_plan *plan, int o,
    struct dice *d, struct event_log *log, int *res, int *fired, int *held)
{
	const struct gl_plan *p = &plan[o];
	int file[GL_MAX_MEN], fire[GL_MAX_MEN], nf, nfire = 0, t = -1, i;
	int x = 0, y = 0, ok = 0, side = g->cmd[k].side;
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(side);
	char what[48], why[160];

	nf = gl_volley_file(g, k, plan, file);
	what[0] = '\0';
	if (nf >= g->f.v.min_men) {
		if (p->vol_tgt >= 0 && (ok = man_aim(g, file, nf, p->vol_tgt,
		    fire, &nfire)))
			t = p->vol_tgt;
		else if (p->vol_tgt == GL_T_LEADER)
			ok = (t = nearest_aim(g, file, nf, 1, fire, &nfire)) >= 0;
		else if (p->vol_tgt == GL_T_POINT) {
			x = p->vol_x, y = p->vol_y;
			nfire = firers(g, file, nf, -1, x, y, fire);
			ok = nfire >= g->f.v.min_men;
			gl_fmt_pos(what, sizeof what, x, y);
		}
		if (!ok && (p->vol_tgt == GL_T_NEAREST || !p->vol_none))
			ok = (t = nearest_aim(g, file, nf, 0, fire, &nfire)) >= 0;
	}
	if (!ok) {
		snprintf(why, sizeof why, "%s cannot volley: %d of its men "
		    "stand in a file, and a volley needs %d of them with the "
		    "aim in front, in range and in sight", g->cmd[k].id, nf,
		    g->f.v.min_men);
		if (p->vol_none) {
			for (i = 0; i < nf; i++)
				held[file[i]] = 1;
			gl_say(log, own, "%s; ELSE NONE: the file holds its "
			    "fire", why);
		} else
			gl_say(log, own, "%s; its men fire as skirmishers", why);
		return;
	}
	if (t >= 0) {
		x = g->man[t].x, y = g->man[t].y;
		snprintf(what, sizeof what, "%s", g->man[t].id);
	}
	for (i = 0; i < nfire; i++) {
		fired[fire[i]] = 1;
		g->man[fire[i]].formed = 1;	/* 3.31: +1 this turn */
	}
	resolve(g, k, x, y, what, fire, nfire, d, log, res);
}

void
gl_volley_phase(struct gl_game *g, const struct gl_plan *plan,
    struct dice *d, struct event_log *log, int *res, int *fired, int *held)
{
	int k, m;

	for (m = 0; m < g->nman; m++)
		g->man[m].formed = 0;
	for (k = 0; k < g->ncmd; k++)
		g->form[k].volleyed = 0;
	/* command by command, in the scenario's order: each volley's rolls
	 * on the state at the start of A.2 (casualties come off later) */
	for (k = 0; k < g->ncmd; k++)
		for (m = 0; m < g->nman; m++)
			if (g->man[m].cmd == k && plan[m].vol) {
				one_volley(g, k, plan, m, d, log, res, fired,
				    held);
				break;
			}
	/* every volley rolled, each file stands formed for the rest of
	 * A.2: a formation to the sight and fire of the men firing alone
	 * (7.312, 7.51; gl_form.c), till B */
	for (m = 0; m < g->nman; m++)
		if (g->man[m].formed)
			g->form[g->man[m].cmd].volleyed = 1;
}
