/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_muster.c - a battle's scenario from the army scenario, the
 * reading every module shares (campaign.h, campaign_muster_start): the
 * lines in order, each through the module's muster_line().
 */
#include "campaign.h"
#include "game.h"
#include "scenario_lines.h"

int
campaign_muster_start(const struct game_rules *self, const char *scenario,
    size_t slen, const json_t *mustered, struct buf *out,
    struct pbem_err *err)
{
	struct scenario_lines rd;
	struct campaign_muster m = { out, mustered, 0, 0 };
	int rc;

	scenario_lines_init(&rd, scenario, slen);
	while ((rc = scenario_lines_next(&rd)) > 0) {
		m.line = rd.line;
		if ((rc = self->campaign->muster_line(&m, rd.buf, err)) !=
		    PBEM_OK)
			return rc;
	}
	if (rc < 0)
		return scenario_fail(err, rd.line + 1, "line too long%s", "");
	return out->failed ? pbem_fail(err, PBEM_ERR_LIMIT, 0, "the battle's "
	    "scenario is too long") : PBEM_OK;
}
