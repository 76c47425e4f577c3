/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_schema_walk.c - steps the decoder (state_schema.c) and the
 * encoder (state_schema_encode.c) share: the walk's path named in its
 * first error, an id's test, a fixed list of columns at its defaults
 * (state_schema.h, state_schema_walk.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "rules_tables.h"
#include "sheet_words.h"
#include "state_schema.h"
#include "state_schema_walk.h"

void
state_walk_bad(struct state_walk *w, const char *k)
{
	char what[sizeof w->d.what];
	size_t len = 0;
	int i;

	if (w->d.bad)
		return;
	what[0] = '\0';
	for (i = 0; i < w->depth && i < (int)(sizeof w->path /
	    sizeof w->path[0]); i++) {
		if (w->path[i].index >= 0)	/* key "": "orders[1][3]" */
			snprintf(what + len, sizeof what - len, "%s%s[%d]",
			    len && w->path[i].key[0] ? "." : "",
			    w->path[i].key, w->path[i].index);
		else
			snprintf(what + len, sizeof what - len, "%s%s",
			    len ? "." : "", w->path[i].key);
		len = strlen(what);
	}
	if (k != NULL)
		snprintf(what + len, sizeof what - len, "%s%s", len ? "." : "",
		    k);
	state_bad(&w->d, what[0] ? what : "state");
}

void
state_walk_bad_in(struct state_walk *w, const char *k, const char *sub)
{
	char at[sizeof w->d.what];

	if (sub == NULL || sub[0] == '\0' || k == NULL) {
		state_walk_bad(w, k != NULL ? k : sub);
		return;
	}
	snprintf(at, sizeof at, "%s.%s", k, sub);
	state_walk_bad(w, at);
}

void
state_walk_bad_rules(struct state_walk *w, const char *k, const char *msg)
{
	char sub[sizeof w->d.what];

	rules_err_path(msg, sub, sizeof sub);
	state_walk_bad_in(w, k, sub);
}

int
state_valid_id(const char *s, const char *pre, size_t size)
{
	size_t n = pre != NULL ? strlen(pre) : 0;

	if (s == NULL || n >= size || strncmp(s, pre ? pre : "", n))
		return 0;
	return word_is_id(s + n, size - n);
}

int
state_cols_default(void *base, const struct state_node *n, int set)
{
	struct state_node cols[STATE_MAX_COLS];
	const struct state_node *sub;
	size_t j;
	int i;

	for (i = 0; i < n->max; i++) {
		state_list_elem(n, base, i, cols, &sub);
		for (j = 0; j < n->nsub; j++) {
			if (sub[j].kind != SK_INT)
				continue;
			if (set)
				INT_AT(base, sub[j].off) = INT_DEF(base, &sub[j]);
			else if (INT_AT(base, sub[j].off) != INT_DEF(base,
			    &sub[j]))
				return 0;
		}
	}
	return 1;
}
