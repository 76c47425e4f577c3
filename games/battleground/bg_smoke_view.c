/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_smoke_view.c - smoke and flares in a side's report and on its map
 * (digest 4.15, 6.1): each screen the side sees (bg_smoke_seen), thin or
 * not and until when, and every flare burning now (both sides see them).
 */
#include <stdio.h>
#include <string.h>

#include "drawing.h"
#include "bg.h"

/* A line as the vocabulary's smoke line; a ring as a blast template
 * labelled smoke. */
struct draw_ruling
bg_smoke_ruling(const struct bg_smoke *m)
{
	struct draw_ruling r;

	if (m->ring)
		return draw_blast(m->x0, m->y0, m->r, "smoke");
	memset(&r, 0, sizeof r);
	r.kind = DRAW_R_SMOKE;
	r.n = 2;
	r.p[0] = (struct draw_pt){ m->x0, m->y0 };
	r.p[1] = (struct draw_pt){ m->x1, m->y1 };
	r.width = m->width;
	r.side = -1;
	snprintf(r.label, sizeof r.label, "smoke");
	return r;
}

void
bg_smoke_report(const struct bg_game *g, int viewer, struct buf *out)
{
	struct plane_pt a, b;
	char pa[32], pb[32];
	int k, any = 0;

	for (k = 0; k < g->nsmoke; k++) {
		const struct bg_smoke *m = &g->smoke[k];

		if (!bg_smoke_seen(g, viewer, k))
			continue;
		if (!any++)
			buf_adds(out, "\nSMOKE (blocks sight)\n");
		a = (struct plane_pt){ m->x0, m->y0 };
		b = (struct plane_pt){ m->x1, m->y1 };
		bg_pt_out(g, a, pa, sizeof pa);
		bg_pt_out(g, b, pb, sizeof pb);
		if (m->ring)
			buf_addf(out, "  ring at %s, %d.%d\" across", pa,
			    2 * m->r / BG_INCH, 2 * m->r % BG_INCH / 100);
		else
			buf_addf(out, "  line from %s to %s", pa, pb);
		buf_addf(out, "%s, gone after turn %d\n", g->turn > m->thin ?
		    ", thin" : "", m->until);
	}
	for (k = 0; k < g->nflare; k++) {
		const struct bg_flare *f = &g->flare[k];

		if (f->until < g->turn)
			continue;
		a = (struct plane_pt){ f->x, f->y };
		bg_pt_out(g, a, pa, sizeof pa);
		/* an infantry flare's point is its firer's: the owner and
		 * a side that saw it fired read it in the events */
		if (viewer < 0 || viewer == f->side || f->from < f->until)
			buf_addf(out, "\nFLARE over %s: the table is lit "
			    "through turn %d.\n", pa, f->until);
		else
			buf_addf(out, "\nFLARE: the table is lit through turn "
			    "%d.\n", f->until);
	}
}

void
bg_smoke_draw(struct drawing *d, const struct bg_game *g, int viewer)
{
	struct draw_ruling r;
	int k;

	for (k = 0; k < g->nsmoke; k++) {
		if (!bg_smoke_seen(g, viewer, k))
			continue;
		r = bg_smoke_ruling(&g->smoke[k]);
		if (g->turn > g->smoke[k].thin)
			snprintf(r.label, sizeof r.label, "thin smoke");
		drawing_ruling(d, &r);
	}
	for (k = 0; k < g->nflare; k++)
		if (g->flare[k].until >= g->turn && (viewer < 0 ||
		    viewer == g->flare[k].side ||
		    g->flare[k].from < g->flare[k].until)) {
			r = draw_blast(g->flare[k].x, g->flare[k].y,
			    g->fr.smoke_ring / 2, "flare");
			drawing_ruling(d, &r);
		}
}

/* What a side must not read: where a smoke screen it cannot see stands,
 * and the lanes it does not know of. */
void
bg_fire_secrets(const struct bg_game *g, int viewer, json_t *tokens)
{
	struct plane_pt p;
	char at[32];
	int k;

	for (k = 0; k < g->nsmoke; k++) {
		if (bg_smoke_seen(g, viewer, k))
			continue;
		p = (struct plane_pt){ g->smoke[k].x0, g->smoke[k].y0 };
		bg_pt_out(g, p, at, sizeof at);
		json_array_append_new(tokens, json_string(at));
	}
	for (k = 0; k < g->nlanes; k++) {
		if (g->lanes[k].known & (1 << viewer))
			continue;
		p = (struct plane_pt){ g->lanes[k].x0, g->lanes[k].y1 };
		bg_pt_out(g, p, at, sizeof at);
		json_array_append_new(tokens, json_string(at));
	}
}

/* The sheet template's extra line for a unit that may lay smoke, fire
 * flares, heal or clear mines. */
void
bg_fire_hint(const struct bg_game *g, int u, struct buf *out)
{
	const struct bg_unit *x = &g->u[u];
	int any = 0;

	if (x->veh || x->empl)
		return;
	if (x->can_smoke)
		buf_addf(out, "%s F %s SMOKE x,y deg", any++ ? ";" : "#",
		    x->id);
	if (x->can_flare)
		buf_addf(out, "%s F %s FLARE", any++ ? ";" : "#", x->id);
	if (bg_count(x, 'M'))
		buf_addf(out, "%s F %s HEAL", any++ ? ";" : "#", x->id);
	if (bg_count(x, 'E'))
		buf_addf(out, "%s F %s CLEAR <minefield> x,y 0|90|180|270",
		    any++ ? ";" : "#", x->id);
	if (any)
		buf_adds(out, "\n");
}
