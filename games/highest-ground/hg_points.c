/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_points.c - the point system of 14.6 (digest §15.2): what a side's
 * order of battle costs, and the checks a points-built scenario must pass
 * (its POINTS budget and the baggage ratio of 14.6.5).  Every cost comes
 * from the rules data (hg_tables.c); counts are in quarter points, since
 * a defence supply costs 1/4.  It reads the scenario's order of battle
 * (ammunition as bought, not as left) and never changes the game; a
 * side's total is shown to that side only: it counts hidden units.
 */
#include <stdio.h>
#include <string.h>

#include "hg.h"

/* 16.4: a mercenary on the Roman side is a defector, at double cost. */
static int
defector(const struct hg_game *g, int u)
{
	return hg_type(g, u)->merc && g->u[u].side == HG_ROMAN;
}

void
hg_points(const struct hg_game *g, int side, struct hg_points *p)
{
	const struct hg_rules *r = &g->r;
	int u, mult, extra, blocks;

	memset(p, 0, sizeof *p);
	for (u = 0; u < g->nunits; u++) {
		const struct hg_type *t = hg_type(g, u);

		if (g->u[u].side != side)
			continue;
		mult = defector(g, u) ? r->pts.defect_mult : 1;
		if (t->leader)
			p->leaders += 4 * t->pts * mult;	/* */
		else if (t->merc)
			p->mercs += 4 * t->pts * mult;		/* 14.6.1 */
		else
			p->units += 4 * t->pts;			/* 14.6.1 */
		if (t->merc && !t->leader) {
			/* 14.6.6: each further 3 attacks cost the unit's
			 * attack factor */
			extra = g->u[u].ammo0 - r->ammo_default;
			blocks = extra > 0 ? (extra + r->pts.ammo_block - 1) /
			    r->pts.ammo_block : 0;
			p->ammo += 4 * blocks * t->full[0] * mult;
		}
		/* 14.6.5: one baggage train per 4 combat units, round up
		 * leaders and mercenaries do not count */
		if (t->cls == HG_WAGON)
			p->baggage++;
		else if (!t->leader && !t->merc)
			p->combat++;
		p->need_baggage += r->pts.extra_bag[g->u[u].type];
	}
	p->need_baggage += (p->combat + r->pts.per_baggage - 1) /
	    r->pts.per_baggage;
	p->supplies = g->supplies[side] * r->pts.supply;	/* 14.6.4 */
	p->forts = g->fort_pts[side];			/* 14.6.2, 14.6.3 */
	p->radios = g->radios[side] * r->pts.radio;		/* 16.2 */
	p->boats = g->boats[side] * r->pts.boat;		/* 16.3 */
	p->total = p->units + p->leaders + p->mercs + p->ammo + p->supplies +
	    p->forts + p->radios + p->boats;
}

/* Quarter points as text: "88.5", "87", "3.25". */
const char *
hg_points_text(int q, char *buf, size_t n)
{
	static const char *const frac[4] = { "", ".25", ".5", ".75" };

	snprintf(buf, n, "%s%d%s", q < 0 ? "-" : "", (q < 0 ? -q : q) / 4,
	    frac[(q < 0 ? -q : q) % 4]);
	return buf;
}

/*
 * A scenario that declares a POINTS budget for a side is point-built:
 * its order of battle must not cost more, and it must carry the baggage
 * 14.6.5 asks for.  Returns 0, or -1 with the reason.
 */
int
hg_points_check(const struct hg_game *g, char *why, size_t n)
{
	struct hg_points p;
	char a[16], b[16];
	int s;

	for (s = 0; s < HG_NSIDES; s++) {
		if (g->budget[s] <= 0)
			continue;
		hg_points(g, s, &p);
		if (p.total > g->budget[s]) {
			snprintf(why, n, "the %s order of battle costs %s "
			    "points, over its budget of %s (14.6)", g->side[s],
			    hg_points_text(p.total, a, sizeof a),
			    hg_points_text(g->budget[s], b, sizeof b));
			return -1;
		}
		if (p.baggage < p.need_baggage) {
			snprintf(why, n, "%s has %d baggage trains for %d combat "
			    "units; 14.6.5 asks for %d", g->side[s], p.baggage,
			    p.combat, p.need_baggage);
			return -1;
		}
	}
	return 0;
}

static void
side_line(const struct hg_game *g, int s, const char *head, struct buf *out)
{
	struct hg_points p;
	char t[8][16];

	hg_points(g, s, &p);
	buf_addf(out, "%s: %s points (combat units %s, leaders %s, "
	    "mercenaries %s, extra ammunition %s, defence supplies %s", head,
	    hg_points_text(p.total, t[0], sizeof t[0]),
	    hg_points_text(p.units, t[1], sizeof t[1]),
	    hg_points_text(p.leaders, t[2], sizeof t[2]),
	    hg_points_text(p.mercs, t[3], sizeof t[3]),
	    hg_points_text(p.ammo, t[4], sizeof t[4]),
	    hg_points_text(p.supplies, t[5], sizeof t[5]));
	if (p.forts)
		buf_addf(out, ", fortifications %s", hg_points_text(p.forts,
		    t[6], sizeof t[6]));
	if (p.radios)
		buf_addf(out, ", walkie-talkies %s", hg_points_text(p.radios,
		    t[6], sizeof t[6]));
	if (p.boats)
		buf_addf(out, ", boats %s", hg_points_text(p.boats, t[6],
		    sizeof t[6]));
	buf_adds(out, ")");
	if (g->budget[s] > 0)
		buf_addf(out, "; budget %s", hg_points_text(g->budget[s],
		    t[7], sizeof t[7]));
	buf_addc(out, '\n');
}

/* The order of battle's cost: the viewer's own side only (the enemy's
 * count would tell of units never sighted); the referee sees both. */
void
hg_points_report(const struct hg_game *g, int viewer, struct buf *out)
{
	char head[64];
	int s;

	for (s = 0; s < HG_NSIDES; s++) {
		if (viewer >= 0 && s != viewer)
			continue;
		snprintf(head, sizeof head, "%s ORDER OF BATTLE (14.6)",
		    viewer >= 0 ? "YOUR" : g->side[s]);
		side_line(g, s, head, out);
	}
}
