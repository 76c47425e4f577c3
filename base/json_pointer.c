/* SPDX-License-Identifier: GPL-3.0-or-later */
/* json_pointer.c - RFC 6901 pointers into a state (see json_pointer.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_pointer.h"

/* The container holding the place ptr names, and the place's own token
 * (unescaped: ~0 is '~', ~1 is '/') in last; NULL if a step is missing. */
static json_t *
pointer_parent(json_t *root, const char *ptr, char *last, size_t n)
{
	char tok[128];
	const char *p = ptr, *slash;
	size_t len, i, o;
	json_t *cur = root;

	if (*p != '/')
		return NULL;
	for (;;) {
		p++;
		slash = strchr(p, '/');
		len = slash ? (size_t)(slash - p) : strlen(p);
		for (i = o = 0; i < len && o + 1 < sizeof tok; i++) {
			if (p[i] == '~' && i + 1 < len && (p[i + 1] == '0' ||
			    p[i + 1] == '1')) {
				tok[o++] = p[i + 1] == '0' ? '~' : '/';
				i++;
			} else
				tok[o++] = p[i];
		}
		tok[o] = '\0';
		if (slash == NULL) {
			snprintf(last, n, "%s", tok);
			return cur;
		}
		if (json_is_object(cur))
			cur = json_object_get(cur, tok);
		else if (json_is_array(cur))
			cur = json_array_get(cur, (size_t)strtoul(tok, NULL, 10));
		else
			return NULL;
		if (cur == NULL)
			return NULL;
		p = slash;
	}
}

int
json_pointer_set(json_t *root, const char *ptr, json_t *val, int add,
    json_t **old)
{
	char last[128];
	json_t *parent, *cur;
	size_t idx;

	if (old)
		*old = NULL;
	if ((parent = pointer_parent(root, ptr, last, sizeof last)) == NULL)
		return -1;
	idx = (size_t)strtoul(last, NULL, 10);
	cur = json_is_object(parent) ? json_object_get(parent, last) :
	    json_array_get(parent, idx);
	if (cur == NULL && !(add && json_is_object(parent)))
		return -1;
	if (old)
		*old = json_incref(cur);
	if ((json_is_object(parent) ? json_object_set(parent, last, val) :
	    json_array_set(parent, idx, val)) != 0) {
		if (old) {
			json_decref(*old);
			*old = NULL;
		}
		return -1;
	}
	return 0;
}
