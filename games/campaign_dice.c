/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_dice.c - the dice every module's campaign part shares: one
 * roster entry's stream between battles, its return after a loss and its
 * promotion (the rolls, their numbers and their line of log).
 */
#include <string.h>

#include "campaign.h"
#include "hash.h"

void
campaign_unit_dice(const unsigned char seed[DICE_SEED_LEN], const char *side,
    const char *id, struct dice *d)
{
	char hex[2 * DICE_SEED_LEN + 1];
	unsigned char s[DICE_SEED_LEN];
	struct buf b;

	hash_hex(seed, DICE_SEED_LEN, hex);
	buf_init(&b, 4096);
	/* side and id are bounded names (util_valid_name); a newline
	 * between them keeps "A"+"B1" apart from "AB"+"1" */
	buf_addf(&b, "pbemd-campaign-unit-v1\nseed=%s\nside=%s\nid=%s\n", hex,
	    side, id);
	hash_sha256(buf_str(&b), b.len, s);
	buf_free(&b);
	dice_init(d, s);
}

int
campaign_return_roll(const json_t *params, const char *side,
    const char *result, json_t *e, const unsigned char seed[DICE_SEED_LEN],
    struct buf *log)
{
	struct dice d;
	const char *id = campaign_str(e, "id"), *name = campaign_str(e, "name");
	int die, on, roll;

	die = campaign_param(params, "returns", "die", 6, 2, 100);
	on = campaign_param(params, "returns", result,
	    strcmp(result, "won") == 0 ? 3 : 4, 1, die + 1);
	campaign_unit_dice(seed, side, id, &d);
	roll = dice_roll(&d, die);
	buf_addf(log, "  %s%s%s, lost: returns on %d+ (d%d, %s): rolled %d, "
	    "%s\n", id, strcmp(id, name) ? " " : "", strcmp(id, name) ? name :
	    "", on, die, result, roll, roll >= on ? "returns" :
	    "gone for good");
	json_object_set_new(e, "status", json_string(roll >= on ? "ready" :
	    "gone"));
	json_object_set_new(e, "returned", json_boolean(roll >= on));
	return roll >= on;
}

int
campaign_promote_roll(const json_t *params, const char *side, json_t *e,
    const char *key, const char *from, const char *to, int dflt_on,
    const unsigned char seed[DICE_SEED_LEN], struct buf *log)
{
	struct dice d;
	const char *id = campaign_str(e, "id"), *name = campaign_str(e, "name");
	int die, on, roll;

	die = campaign_param(params, "promotion", "die", 6, 2, 100);
	on = campaign_param(params, "promotion", "on", dflt_on, 1, die + 1);
	campaign_unit_dice(seed, side, id, &d);
	roll = dice_roll(&d, die);
	/* the name only where it says more than the id */
	buf_addf(log, "  %s%s%s, fought and stood: promoted from %s on %d+ "
	    "(d%d): rolled %d, %s\n", id, strcmp(id, name) ? " " : "",
	    strcmp(id, name) ? name : "", from, on, die, roll,
	    roll >= on ? to : "stays");
	if (roll >= on)
		json_object_set_new(e, key, json_string(to));
	return roll >= on;
}
