/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_text.c - what a side is told of its campaign: its roster as
 * lines, and the mails (kept, so the archive and the leak test read
 * exactly what was sent).
 */
#include <stdio.h>
#include <string.h>

#include "campaign_core.h"
#include "mailer.h"

static const char *
s_of(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

/* A list field (a leader's traits): "traits a,b", "traits none". */
static void
list_text(struct buf *b, const char *key, const json_t *a)
{
	const json_t *x;
	size_t i;

	buf_addf(b, "%s %s", key, json_array_size(a) ? "" : "none");
	json_array_foreach(a, i, x)
		if (json_is_string(x))
			buf_addf(b, "%s%s", i ? "," : "", json_string_value(x));
}

/* A field's name as words: "traits_fixed" -> "traits fixed". */
static void
key_text(struct buf *b, const char *key)
{
	for (; *key; key++)
		buf_addc(b, *key == '_' ? ' ' : *key);
}

/* One entry's module fields, joined by ", ": the unit's kind as it is
 * ("unit", "camp"), the others with their names ("grade veteran"); a
 * flag only when set.  Returns how many were written. */
static int
fields_text(struct buf *b, const struct game_rules *r, const json_t *e)
{
	const char *const *f;
	const json_t *v;
	int n = 0;

	for (f = r->campaign->fields; f && *f; f++) {
		v = json_object_get(e, *f);
		if (v == NULL || json_is_null(v) || json_is_false(v))
			continue;
		if (json_is_string(v) && json_string_value(v)[0] == '\0')
			continue;
		if (!json_is_string(v) && !json_is_integer(v) &&
		    !json_is_boolean(v) && !json_is_array(v))
			continue;
		buf_adds(b, n++ ? ", " : "");
		if (json_is_array(v)) {
			list_text(b, *f, v);
			continue;
		}
		if (!(json_is_string(v) && strcmp(*f, "kind") == 0))
			key_text(b, *f);
		if (json_is_string(v))
			buf_addf(b, "%s%s", strcmp(*f, "kind") == 0 ? "" : " ",
			    json_string_value(v));
		else if (json_is_integer(v))
			buf_addf(b, " %lld", (long long)json_integer_value(v));
	}
	return n;
}

/* The roster, an entry a line: "U3   3rd cohort - unit, grade veteran
 * - ready, 1 battle fought". */
void
campaign_roster_text(struct buf *b, const struct game_rules *r,
    const json_t *roster)
{
	const json_t *e;
	const char *name;
	size_t i;
	int battles;

	json_array_foreach(json_object_get(roster, "entries"), i, e) {
		/* a long name only where it says more than the id */
		name = s_of(e, "name");
		battles = (int)json_integer_value(json_object_get(e,
		    "battles"));
		buf_addf(b, "  %-4s ", s_of(e, "id"));
		if (name[0] && strcmp(name, s_of(e, "id")) != 0)
			buf_addf(b, "%s - ", name);
		if (fields_text(b, r, e) > 0)
			buf_adds(b, " - ");
		buf_addf(b, "%s, %d battle%s fought\n", s_of(e, "status"), battles,
		    battles == 1 ? "" : "s");
	}
	/* a bank the module keeps for the side (GLORY's force points) */
	if (json_is_integer(json_object_get(roster, "points")))
		buf_addf(b, "  points banked: %lld\n", (long long)
		    json_integer_value(json_object_get(roster, "points")));
}

struct mail_ctx {
	struct home *h;
	const char *name, *side, *kind, *rendered;
	int n;
	struct pbem_err *err;
	int rc;
};

static int
mail_one(const char *side, const char *email, const char *fpr,
    const char *key, void *arg)
{
	struct mail_ctx *x = arg;

	(void)fpr;
	(void)key;
	if (strcmp(side, x->side) != 0)
		return 0;
	x->rc = outbox_enqueue(x->h, email, x->kind, NULL, side, x->n,
	    x->rendered, NULL, x->err);
	if (x->rc == PBEM_OK)
		x->rc = store_campaign_text_put(x->h->db, x->name, x->n, side,
		    x->kind, x->rendered);
	return 1;
}

int
campaign_mail(struct home *h, const char *name, int n, const char *side,
    const char *kind, const char *rendered, struct pbem_err *err)
{
	struct mail_ctx x = { h, name, side, kind, rendered, n, err,
	    PBEM_ERR_NOTFOUND };

	store_campaign_side_each(h->db, name, mail_one, &x);
	if (x.rc != PBEM_OK && err->rc == 0)
		pbem_fail(err, x.rc, 0, "cannot queue the %s mail to %s", kind,
		    side);
	return x.rc;
}

struct addr_ctx {
	const char *side;
	char *to;
	size_t n;
};

static int
addr_one(const char *side, const char *email, const char *fpr,
    const char *key, void *arg)
{
	struct addr_ctx *x = arg;

	(void)fpr;
	(void)key;
	if (strcmp(side, x->side) != 0)
		return 0;
	snprintf(x->to, x->n, "%s", email);
	return 1;
}

void
campaign_side_address(struct home *h, const char *name, const char *side,
    char *to, size_t n)
{
	struct addr_ctx x = { side, to, n };

	to[0] = '\0';
	store_campaign_side_each(h->db, name, addr_one, &x);
}
