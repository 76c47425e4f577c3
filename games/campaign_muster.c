/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_muster.c - a battle's scenario from the army scenario, the
 * reading every module shares (campaign.h, campaign_muster_start): the
 * lines in order, each through the module's muster_line().
 */
#include "campaign.h"
#include "game.h"
#include "scenario_lines.h"

struct muster_read {
	const struct game_rules *self;
	struct campaign_muster m;
};

static int
muster_line(void *mv, int line, char **text, int n, struct pbem_err *err)
{
	struct muster_read *mr = mv;

	(void)n;
	mr->m.line = line;
	return mr->self->campaign->muster_line(&mr->m, text[0], err);
}

int
campaign_muster_start(const struct game_rules *self, const char *scenario,
    size_t slen, const json_t *mustered, struct buf *out,
    struct pbem_err *err)
{
	struct muster_read mr = { self, { out, mustered, 0, 0 } };
	int rc;

	if ((rc = scenario_read(scenario, slen, SCENARIO_RAW, 1, muster_line,
	    &mr, NULL, err)) != PBEM_OK)
		return rc;
	return out->failed ? pbem_fail(err, PBEM_ERR_LIMIT, 0, "the battle's "
	    "scenario is too long") : PBEM_OK;
}
