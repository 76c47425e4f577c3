/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * deadline.c - a phase's deadline bookkeeping: the deadline a newly opened
 * (or reopened) phase gets from the game's settings (schedule.h says
 * the rules), and at resolution each due side's record: on time, late or
 * missed.  Called by the phase engine and the life cycle; calls only the
 * store and schedule.c.
 */
#include <stdio.h>

#include "phase.h"
#include "schedule.h"

static void
setting(struct home *h, const char *game, const char *key, const char *dflt,
    char *out, size_t n)
{
	if (store_setting_get(h->db, game, key, out, n) != PBEM_OK ||
	    out[0] == '\0')
		snprintf(out, n, "%s", dflt);
}

int
deadline_set(struct home *h, const struct phase_rec *p,
    struct pbem_err *err)
{
	char key[64], rule[128], tz[80];
	time_t dl;
	int rc;

	snprintf(key, sizeof key, "deadline.%s", p->kind);
	if (store_setting_get(h->db, p->game, key, rule, sizeof rule) !=
	    PBEM_OK)
		setting(h, p->game, "deadline", "none", rule, sizeof rule);
	setting(h, p->game, "timezone", "UTC", tz, sizeof tz);
	if ((rc = schedule_deadline(rule, tz, p->opened, &dl, err)) != PBEM_OK)
		return rc;
	if (dl == 0)
		return PBEM_OK;
	return store_phase_set_deadline(h->db, p->game, p->seq, dl);
}

int
deadline_record_sides(struct home *h, const struct phase_rec *p,
    const struct game_phase *gp, struct pbem_err *err)
{
	time_t dl, at;
	int i, rc;
	const char *what;

	(void)err;
	store_phase_get_deadline(h->db, p->game, p->seq, &dl);
	for (i = 0; i < gp->nsides; i++) {
		if (store_sheet_received(h->db, p->game, p->seq, gp->sides[i],
		    &at) != PBEM_OK)
			what = "missed";
		else
			what = dl == 0 || at <= dl ? "on_time" : "late";
		if ((rc = store_reliability_add(h->db, p->game, gp->sides[i],
		    what)) != PBEM_OK)
			return rc;
	}
	return PBEM_OK;
}
