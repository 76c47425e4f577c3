/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_dice.c - what every module's campaign part shares: the dice of
 * one roster entry between battles, and finding or adding an entry.
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

json_t *
campaign_entry(const json_t *roster, const char *id)
{
	const json_t *e;
	size_t i;

	json_array_foreach(json_object_get(roster, "entries"), i, e)
		if (strcmp(json_string_value(json_object_get(e, "id")) ?
		    json_string_value(json_object_get(e, "id")) : "", id) == 0)
			return (json_t *)e;
	return NULL;
}

json_t *
campaign_entry_add(json_t *roster, const char *id, const char *name,
    int muster)
{
	json_t *a = json_object_get(roster, "entries"), *e;

	if (a == NULL) {
		a = json_array();
		if (a == NULL || json_object_set_new(roster, "entries", a))
			return NULL;
	}
	if (json_array_size(a) >= CAMPAIGN_MAX_ENTRIES ||
	    (e = json_pack("{s:s, s:s, s:s, s:b, s:i}", "id", id, "name", name,
	    "status", "ready", "muster", muster, "battles", 0)) == NULL)
		return NULL;
	if (json_array_append_new(a, e))
		return NULL;
	return e;
}

const char *
campaign_str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

int
campaign_param(const json_t *params, const char *group, const char *key,
    int dflt, int lo, int hi)
{
	const json_t *v = json_object_get(json_object_get(params, group), key);
	json_int_t x;

	if (!json_is_integer(v))
		return dflt;
	x = json_integer_value(v);
	return x < lo ? lo : x > hi ? hi : (int)x;
}

int
campaign_return_roll(const json_t *params, const char *side,
    const char *result, json_t *e, const unsigned char seed[DICE_SEED_LEN],
    struct buf *log)
{
	struct dice d;
	int die, on, roll;

	die = campaign_param(params, "returns", "die", 6, 2, 100);
	on = campaign_param(params, "returns", result,
	    strcmp(result, "won") == 0 ? 3 : 4, 1, die + 1);
	campaign_unit_dice(seed, side, campaign_str(e, "id"), &d);
	roll = dice_roll(&d, die);
	buf_addf(log, "  %s %s, lost: returns on %d+ (d%d, %s): rolled %d, "
	    "%s\n", campaign_str(e, "id"), campaign_str(e, "name"), on, die,
	    result, roll, roll >= on ? "returns" : "gone for good");
	json_object_set_new(e, "status", json_string(roll >= on ? "ready" :
	    "gone"));
	json_object_set_new(e, "returned", json_boolean(roll >= on));
	return roll >= on;
}
