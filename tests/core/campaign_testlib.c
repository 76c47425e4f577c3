/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_testlib.c - what the campaign case tests share
 * (campaign_testlib.h).
 */
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "util.h"

int campaign_failures;

const char *
s_of(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

char *
slurp(const char *dir, const char *rel, size_t *len)
{
	char path[4096], *text = NULL;
	struct pbem_err err = { 0 };

	snprintf(path, sizeof path, "%s/%s", dir, rel);
	if (util_read_file(path, 1 << 20, &text, len, &err) != PBEM_OK)
		fprintf(stderr, "cannot read %s: %s\n", path, err.msg);
	return text;
}

/* Keep in a side's roster only the units named (and what is no unit). */
void
bring(json_t *side, const char *const *ids)
{
	json_t *keep = json_array();
	const json_t *e;
	const char *const *p;
	size_t i;

	json_array_foreach(json_object_get(side, "entries"), i, e) {
		int take = !json_is_true(json_object_get(e, "muster"));

		for (p = ids; *p && !take; p++)
			take = strcmp(*p, s_of(e, "id")) == 0;
		if (take)
			json_array_append(keep, (json_t *)e);
	}
	json_object_set_new(side, "entries", keep);
}


void
set(json_t *roster, const char *id, const char *status, const char *last)
{
	json_t *e = campaign_entry(roster, id);

	json_object_set_new(e, "status", json_string(status));
	json_object_set_new(e, "last", json_string(last));
}

char *
between_log(const struct game_rules *r, const char *params, const char *side,
    const char *result, json_t *roster, const unsigned char seed[32])
{
	struct pbem_err err = { 0 };
	json_t *p = json_loads(params, 0, NULL);
	struct buf log;
	char *s;

	buf_init(&log, 1 << 16);
	CHECK(r->campaign->between(r, p, side, result, roster, seed, &log,
	    &err) == PBEM_OK, "between: %s", err.msg);
	s = strdup(buf_str(&log));
	buf_free(&log);
	json_decref(p);
	return s;
}
