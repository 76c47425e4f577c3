/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_cap.c - how much each side may bring to a battle.
 *
 * The referee sets it when calling the battle (`pbemd campaign battle C
 * --scenario FILE --points N|SIDE=N,... --units N|SIDE=N,...`): the most
 * points, and the most units, a side's muster may bring (0 or absent: no
 * cap).  A unit's points are its module's (campaign.h, cost: the
 * rulebook's where it has them).  The caps are kept with the battle
 * (campaign_text, side "", kind "caps", as {SIDE: {"points", "units"}}),
 * go into the battle's between-battle record when there are any, and into
 * the exported campaign, whose re-run checks every muster against them.
 *
 * Fog of war: a side is told its own cap and its own units' costs, and a
 * refusal names its own muster's cost and cap only: nothing of the
 * enemy's roster, muster or cap.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign_core.h"
#include "phase.h"
#include "util.h"

#define CAP_MAX	1000000

/* One referee's cap text ("130", or "RED=130,BLUE=120") into caps[side]
 * [key] for every side it names (a bare number: every side). */
static int
cap_parse(const char *text, const char *key, char sides[][GAME_NAME_LEN],
    int n, json_t *caps, struct pbem_err *err)
{
	char copy[512], *tok, *save = NULL, *eq, *end;
	long v;
	int i, found;

	if (text == NULL)
		return PBEM_OK;
	if (strlen(text) >= sizeof copy)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "--%s: too long", key);
	snprintf(copy, sizeof copy, "%s", text);
	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",",
	    &save)) {
		eq = strchr(tok, '=');
		v = strtol(eq ? eq + 1 : tok, &end, 10);
		if (*end != '\0' || end == (eq ? eq + 1 : tok) || v < 0 ||
		    v > CAP_MAX)
			return pbem_fail(err, PBEM_ERR_USAGE, 0, "--%s: '%s' is "
			    "not N or SIDE=N (0-%d)", key, tok, CAP_MAX);
		if (eq)
			*eq = '\0';
		for (i = 0, found = 0; i < n; i++) {
			if (eq && strcasecmp(tok, sides[i]) != 0)
				continue;
			found = 1;
			if (v > 0)
				json_object_set_new(json_object_get(caps,
				    sides[i]), key, json_integer(v));
			else
				json_object_del(json_object_get(caps, sides[i]),
				    key);
		}
		if (!found)
			return pbem_fail(err, PBEM_ERR_USAGE, 0, "--%s: the "
			    "campaign has no side '%s'", key, tok);
	}
	return PBEM_OK;
}

int
campaign_caps_parse(const char *points, const char *units,
    char sides[][GAME_NAME_LEN], int n, json_t **caps, struct pbem_err *err)
{
	json_t *c = json_object();
	int i, rc;

	for (i = 0; i < n && c; i++)
		json_object_set_new(c, sides[i], json_object());
	if (c == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if ((rc = cap_parse(points, "points", sides, n, c, err)) != PBEM_OK ||
	    (rc = cap_parse(units, "units", sides, n, c, err)) != PBEM_OK) {
		json_decref(c);
		return rc;
	}
	for (i = 0; i < n; i++)
		if (json_object_size(json_object_get(c, sides[i])) == 0)
			json_object_del(c, sides[i]);
	*caps = c;
	return PBEM_OK;
}

int
campaign_caps_get(struct home *h, const char *name, int battle,
    json_t **caps)
{
	char *text = NULL;

	*caps = NULL;
	if (store_campaign_text_get(h->db, name, battle, "", "caps", &text) ==
	    PBEM_OK)
		*caps = json_loads(text, 0, NULL);
	free(text);
	if (*caps == NULL)
		*caps = json_object();
	return *caps ? PBEM_OK : PBEM_ERR_NOMEM;
}

void
campaign_caps_text(const json_t *caps, char *out, size_t n)
{
	char *d = json_object_size(caps) ? game_state_dump(caps) : NULL;

	snprintf(out, n, "%s", d ? d : "");
	free(d);
}

void
campaign_caps_stored(struct home *h, const char *name, int battle, char *out,
    size_t n)
{
	json_t *caps;

	out[0] = '\0';
	if (campaign_caps_get(h, name, battle, &caps) == PBEM_OK)
		campaign_caps_text(caps, out, n);
	json_decref(caps);
}

/* A side's cap of `key`, 0 when none. */
static int
cap_of(const json_t *caps, const char *side, const char *key)
{
	return (int)json_integer_value(json_object_get(json_object_get(caps,
	    side), key));
}

int
campaign_cap_check(const struct game_rules *r, const json_t *params,
    const json_t *caps, int battle, const char *side, const json_t *roster,
    const json_t *ids, char *why, size_t wn)
{
	int pts = cap_of(caps, side, "points"), units = cap_of(caps, side,
	    "units"), sum = 0, c;
	const char *id;
	const json_t *v;

	if (units > 0 && (int)json_object_size(ids) > units) {
		snprintf(why, wn, "it brings %zu units and battle %d allows "
		    "%s at most %d", json_object_size(ids), battle, side, units);
		return -1;
	}
	if (pts <= 0)
		return 0;
	json_object_foreach((json_t *)ids, id, v) {
		c = r->campaign->cost ? r->campaign->cost(params,
		    campaign_entry(roster, id)) : -1;
		if (c < 0) {
			snprintf(why, wn, "%.32s has no points in the roster, "
			    "and battle %d caps %s's points", id, battle, side);
			return -1;
		}
		sum += c;
	}
	if (sum > pts) {
		snprintf(why, wn, "it costs %d points and battle %d allows %s "
		    "at most %d (each unit's cost is in the muster call)", sum,
		    battle, side, pts);
		return -1;
	}
	return 0;
}

int
campaign_cap_recheck(const struct game_rules *r, const json_t *params,
    const json_t *caps, const struct campaign_rec *c, int battle,
    const char *side, const json_t *roster, const char *text, char *why,
    size_t wn)
{
	json_t *ids = json_object();
	int rc;

	if (ids == NULL)
		return -1;
	rc = campaign_muster_read(text, c, battle, side, roster, ids, why, wn)
	    == 0 ? campaign_cap_check(r, params, caps, battle, side, roster,
	    ids, why, wn) : -1;
	json_decref(ids);
	return rc;
}

void
campaign_cap_call(struct buf *m, const struct game_rules *r,
    const json_t *params, const json_t *caps, const char *side,
    const json_t *roster)
{
	int pts = cap_of(caps, side, "points"), units = cap_of(caps, side,
	    "units"), k = 0, c;
	const json_t *e;
	size_t i;

	if (pts <= 0 && units <= 0)
		return;
	buf_adds(m, "\nWHAT YOU MAY BRING\n");
	if (pts > 0)
		buf_addf(m, "At most %d points.\n", pts);
	if (units > 0)
		buf_addf(m, "At most %d units.\n", units);
	if (pts <= 0)
		return;
	buf_adds(m, "Each unit's points:");
	json_array_foreach(json_object_get(roster, "entries"), i, e) {
		if (!json_is_true(json_object_get(e, "muster")) ||
		    strcmp(campaign_str(e, "status"), "ready") != 0)
			continue;
		c = r->campaign->cost ? r->campaign->cost(params, e) : -1;
		buf_addf(m, "%s %s ", k % 8 ? "," : "\n ", campaign_str(e,
		    "id"));
		if (c < 0)
			buf_adds(m, "(none)");
		else
			buf_addf(m, "%d", c);
		k++;
	}
	buf_addc(m, '\n');
}
