/* SPDX-License-Identifier: GPL-3.0-or-later */
/* amend_lines.c - a referee's amendment sheet, line by line
 * (amend_lines.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "amend_lines.h"
#include "event_log.h"
#include "buf.h"

void
amend_init(struct amend *k, const char *text, size_t len, int first_line,
    struct sheet_check *out, const char *system)
{
	k->out = out;
	k->system = system;
	memset(&k->units, 0, sizeof k->units);
	memset(&k->lost, 0, sizeof k->lost);
	sheet_lines_init(&k->rd, text, len, first_line, 0);
}

/* "an unknown verb of SYSTEM (V1, V2, ...)" */
static void
unknown_verb(struct amend *k, const struct amend_verb *verbs)
{
	char list[200];
	size_t n = 0;
	int i;

	list[0] = '\0';
	for (i = 0; verbs[i].verb != NULL && n < sizeof list; i++)
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s",
		    i ? ", " : "", verbs[i].verb);
	sheet_check_error(k->out, k->rd.line, "\"%.16s\" is not a referee "
	    "verb of %s (%s)", k->rd.tok[0], k->system, list);
}

/* A change done: its words, as read, to what was understood. */
static void
echo(struct amend *k)
{
	int i;

	for (i = 0; i < k->rd.ntok; i++)
		buf_addf(&k->out->understood, "%s%s", i ? " " : "",
		    k->rd.tok[i]);
	buf_addc(&k->out->understood, '\n');
}

void
amend_run(struct amend *k, const struct amend_verb *verbs)
{
	int rc, i;

	while ((rc = sheet_lines_next(&k->rd)) != 0) {
		if (rc < 0) {
			sheet_check_error(k->out, k->rd.line, "%s", k->rd.why);
			continue;
		}
		if (k->rd.ntok == 0)
			continue;
		for (i = 0; verbs[i].verb != NULL; i++)
			if (strcasecmp(k->rd.tok[0], verbs[i].verb) == 0)
				break;
		if (verbs[i].verb == NULL)
			unknown_verb(k, verbs);
		else if (verbs[i].fn(k, verbs[i].arg) == 0)
			echo(k);
	}
}

int
amend_err(struct amend *k, const char *fmt, const char *w1, const char *w2)
{
	sheet_check_error(k->out, k->rd.line, fmt, w1 ? w1 : "",
	    w2 ? w2 : "");
	return -1;
}

const char *
amend_word(const struct amend *k, int i)
{
	return i >= 0 && i < k->rd.ntok ? k->rd.tok[i] : NULL;
}

int
amend_too_many(struct amend *k, int i, const char *form)
{
	if (i < k->rd.ntok)
		return amend_err(k, "%s: \"%.16s\" is one word too many", form,
		    amend_word(k, i));
	return 0;
}

int
amend_count(struct amend *k, int i, int lo, int hi, const char *form,
    int *v)
{
	char lim[48];
	int64_t n;

	if (amend_word(k, i) == NULL ||
	    word_int(amend_word(k, i), lo, hi, &n) != 0) {
		snprintf(lim, sizeof lim, "%d to %d", lo, hi);
		return amend_err(k, "%s: N from %s", form, lim);
	}
	*v = (int)n;
	return 0;
}

int
amend_side(struct amend *k, int i, int (*side_index)(const void *,
    const char *), const void *g)
{
	const char *w = amend_word(k, i);
	int s;

	if ((s = side_index(g, w ? w : "")) < 0)
		return amend_err(k, "there is no side \"%.16s\" in this game%s",
		    w, NULL);
	return s;
}

int
amend_unit(struct amend *k, int i)
{
	const struct amend_units *t = &k->units;
	const char *w = amend_word(k, i);
	int u;

	if (w == NULL)
		return amend_err(k, "a unit id is missing%s%s", NULL, NULL);
	if ((u = game_find_name(t->u, t->n, t->size, t->id_at, w)) < 0)
		return amend_err(k, "there is no unit \"%.16s\" in this game%s",
		    w, NULL);
	return u;
}

int
amend_lost_verb(struct amend *k, int arg)
{
	const struct amend_units *t = &k->units;
	const struct amend_lost *l = &k->lost;
	char cap[16];
	int64_t v;
	int s, u, units = 0, us;

	(void)arg;
	if (l->side_index != NULL)
		s = amend_side(k, 1, l->side_index, l->g);
	else if ((s = game_find_name(l->side, l->nsides, GAME_NAME_LEN, 0,
	    amend_word(k, 1))) < 0)
		s = amend_err(k, "there is no side \"%.16s\" in this game%s",
		    amend_word(k, 1), NULL);
	if (s < 0)
		return -1;
	for (u = 0; u < t->n; u++) {
		memcpy(&us, (const char *)t->u + (size_t)u * t->size +
		    t->side_at, sizeof us);
		units += us == s;
	}
	snprintf(cap, sizeof cap, "%d", units);
	if (amend_word(k, 2) == NULL ||
	    word_int(amend_word(k, 2), 0, units, &v) != 0 ||
	    k->rd.ntok > 3)
		return amend_err(k, "LOST SIDE N: N from 0 to the side's %s "
		    "units%s", cap, NULL);
	l->lost[s] = (int)v;
	event_say(l->log, EVENT_V_REF | EVENT_V_SIDE(s), "Referee: %s's "
	    "losses now count %d unit%s (%s).", l->side[s], l->lost[s],
	    l->lost[s] == 1 ? "" : "s", l->rule);
	return 0;
}
