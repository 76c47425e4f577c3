/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_between.c - the between-battle frame every module shares
 * (campaign.h, campaign_between_start): each entry of one side's roster
 * through the module's between_entry(), in roster order, then its
 * between_after(), then the battle's marks spent.
 */
#include <string.h>

#include "campaign.h"
#include "game.h"

int
campaign_between_start(const struct game_rules *self, const json_t *params,
    const char *side, const char *result, json_t *roster,
    const unsigned char seed[DICE_SEED_LEN], struct buf *log,
    struct pbem_err *err)
{
	const struct campaign_between b = { params, side, result, roster, seed,
	    log, strcmp(result, "won") == 0 };
	json_t *e;
	size_t i;

	if (self->campaign->between_entry == NULL)	/* a module's slip */
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "%s: campaign has "
		    "no between_entry", self->id);
	json_array_foreach(json_object_get(roster, "entries"), i, e)
		self->campaign->between_entry(&b, e);
	if (self->campaign->between_after != NULL)
		self->campaign->between_after(&b);
	campaign_battle_spent(roster);
	return log->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

int
campaign_cost_grade(const json_t *params, const json_t *e)
{
	(void)params;
	return campaign_cost_of(e, "grade");
}
