/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * seam_helpers.c - the checks and conversions every rules module's seam
 * wrappers (far_side.c, highest_ground.c, ...) would otherwise repeat.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "game.h"
#include "pbem_limits.h"

int
game_state_sides(const json_t *state, char names[][GAME_NAME_LEN], int max)
{
	json_t *a = json_object_get(state, "sides"), *v;
	size_t i;
	int n = 0;

	json_array_foreach(a, i, v) {
		const char *s = json_string_value(v);

		if (s == NULL || n >= max || strlen(s) >= GAME_NAME_LEN)
			break;
		strcpy(names[n++], s);
	}
	return n;
}

int
game_state_side(const json_t *state, const char *side)
{
	const json_t *v;
	size_t i;

	json_array_foreach(json_object_get(state, "sides"), i, v)
		if (side != NULL && json_is_string(v) &&
		    strcmp(json_string_value(v), side) == 0)
			return (int)i;
	return -1;
}

int
game_rules_parse(size_t slen, const char *rules_data, size_t rlen,
    json_t **rules, struct pbem_err *err)
{
	json_error_t je;

	*rules = NULL;
	if (rlen > PBEM_MAX_SCENARIO || slen > PBEM_MAX_SCENARIO)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "scenario or rules "
		    "data too large");
	*rules = json_loadb(rules_data, rlen, JSON_REJECT_DUPLICATES, &je);
	if (*rules == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, je.line, "rules data: "
		    "%s", je.text);
	return PBEM_OK;
}

int
game_resolve_check(int over, const json_t *orders, struct pbem_err *err)
{
	if (over)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "the game is over");
	if (orders != NULL && !json_is_object(orders))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "orders must map side "
		    "to orders");
	return PBEM_OK;
}

void
game_phase_over(struct game_phase *out, int turn, int turns,
    const char *result)
{
	memset(out, 0, sizeof *out);
	out->over = 1;
	out->turn = turn;
	snprintf(out->name, sizeof out->name, "over");
	snprintf(out->kind, sizeof out->kind, "over");
	if (turns > 0)
		snprintf(out->summary, sizeof out->summary, "Game over after "
		    "turn %d of %d: %s", turn, turns, result);
	else
		snprintf(out->summary, sizeof out->summary, "Game over after "
		    "turn %d: %s", turn, result);
	snprintf(out->result, sizeof out->result, "%s", result);
}

/* The phase's name once its sides due are in: `name`, or the first
 * side's own in lower case. */
static void
phase_name(struct game_phase *out, const char *name)
{
	int i;

	if (name != NULL)
		snprintf(out->name, sizeof out->name, "%s", name);
	else	/* a side's own phase: "south" */
		for (i = 0; out->nsides > 0 && out->sides[0][i] != '\0'; i++)
			out->name[i] = (char)tolower((unsigned char)
			    out->sides[0][i]);
}

void
game_phase_due(struct game_phase *out, int turn, const char *name,
    const char *kind, unsigned due, int nsides, ...)
{
	va_list ap;
	const char *side;
	int s;

	memset(out, 0, sizeof *out);
	out->turn = turn;
	snprintf(out->kind, sizeof out->kind, "%s", kind);
	va_start(ap, nsides);
	for (s = 0; s < nsides && s < GAME_MAX_SIDES; s++) {
		side = va_arg(ap, const char *);
		if (due & (1u << s))
			snprintf(out->sides[out->nsides++], GAME_NAME_LEN, "%s",
			    side);
	}
	va_end(ap);
	phase_name(out, name);
}

void
game_phase_due_said(struct game_phase *out, int turn, const char *name,
    const char *kind, unsigned due, const char (*side)[GAME_NAME_LEN],
    int nsides, const char *fmt, ...)
{
	va_list ap;
	int s;

	memset(out, 0, sizeof *out);
	out->turn = turn;
	snprintf(out->kind, sizeof out->kind, "%s", kind);
	for (s = 0; s < nsides && s < GAME_MAX_SIDES; s++)
		if (due & (1u << s))
			snprintf(out->sides[out->nsides++], GAME_NAME_LEN, "%s",
			    side[s]);
	phase_name(out, name);
	va_start(ap, fmt);
	vsnprintf(out->summary, sizeof out->summary, fmt, ap);
	va_end(ap);
}

size_t
game_report_section(struct buf *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(out, fmt, ap);
	va_end(ap);
	return out->len;
}

void
game_report_none(struct buf *out, size_t at, const char *none)
{
	if (out->len == at)
		buf_adds(out, none);
}

int
game_find_name(const void *entries, int n, size_t size, size_t name_off,
    const char *name)
{
	const char *e = entries;
	int i;

	for (i = 0; name != NULL && i < n; i++)
		if (strcasecmp(e + (size_t)i * size + name_off, name) == 0)
			return i;
	return -1;
}

int
game_find_code(const void *entries, int n, size_t size, size_t code_off,
    char code)
{
	const char *e = entries;
	int i;

	for (i = 0; i < n; i++)
		if (e[(size_t)i * size + code_off] == code)
			return i;
	return -1;
}

static int end_sealed;

int
game_end_sealed(void)
{
	return end_sealed;
}

void
game_end_seal(int sealed)
{
	end_sealed = sealed != 0;
}
