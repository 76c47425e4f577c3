/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * draw_rulings.c - the rulings of the events a side saw, onto its map
 * (draw_rulings.h).
 */
#include "draw_rulings.h"
#include "event_log.h"

int
draw_rulings_run(struct drawing *d, const json_t *events,
    int (*event_for)(void *ctx, const json_t *e), void *ctx)
{
	struct draw_ruling r;
	const json_t *e, *a, *j;
	size_t i, k;
	int rc = PBEM_OK, n = 0;

	if (!json_is_array(events))
		return d->failed;
	json_array_foreach(events, i, e) {
		a = json_object_get(e, "rulings");
		if (a == NULL || !event_for(ctx, e))
			continue;
		if (!json_is_array(a) || json_array_size(a) >
		    EVENT_MAX_RULINGS) {
			rc = PBEM_ERR_PARSE;
			continue;
		}
		json_array_foreach(a, k, j) {
			if (drawing_ruling_from_json(j, &r) != 0) {
				rc = PBEM_ERR_PARSE;
				continue;
			}
			if (n++ >= DRAW_RULINGS_MAX)
				return PBEM_ERR_LIMIT;
			if (drawing_ruling(d, &r) != PBEM_OK)
				return d->failed;
		}
	}
	return d->failed ? d->failed : rc;
}

/* ctx: the side's name, NULL for the referee */
static int
told_to(void *ctx, const json_t *e)
{
	return event_is_for(e, ctx);
}

int
draw_rulings_for(struct drawing *d, const json_t *events, const char *side)
{
	/* told_to only reads the name */
	return draw_rulings_run(d, events, told_to, (void *)side);
}

struct draw_ruling
draw_ruler_bases(const struct plane_base *a, const struct plane_base *b)
{
	struct plane_pt pa, pb;
	int64_t gap = plane_base_gap(a, b, &pa, &pb);

	return draw_ruler((int)pa.x, (int)pa.y, (int)pb.x, (int)pb.y,
	    (int)gap);
}

struct draw_ruling
draw_sight_ruled(struct plane_pt from, struct plane_pt to,
    const struct plane_sight *s, int side)
{
	return draw_sight((int)from.x, (int)from.y, (int)to.x, (int)to.y,
	    !s->clear, (int)s->at.x, (int)s->at.y, side);
}
