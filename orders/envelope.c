/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * envelope.c - the signed header lines that bind a sheet to one game, side,
 * turn and phase, so a replayed old mail can never move a unit.
 *
 *   Game: g1
 *   Side: south
 *   Turn: 3
 *   Phase: south
 *   (Nonce: anything)         optional, ignored, makes two sheets differ
 *
 * Instead of Turn: and Phase:, a player may send one `Request: status |
 * resend | wait | help | key | chart`, and the referee `Referee: COMMAND` lines (then
 * Side: is not needed either).
 *
 * Blank lines before the envelope are skipped; it ends at the first line
 * that is not `Key: value` with a known key.  Keys are case-insensitive.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "orders.h"
#include "util.h"

static int
set_name(char *dst, int *has, const char *v, const char *key, int line,
    struct pbem_err *err)
{
	if (*has)
		return pbem_fail(err, PBEM_ERR_PARSE, line, "%s: appears twice",
		    key);
	if (!util_valid_name(v))
		return pbem_fail(err, PBEM_ERR_PARSE, line, "%s: '%s' is not a "
		    "valid name (letters, digits, - and _)", key, v);
	snprintf(dst, PBEM_MAX_NAME + 1, "%s", v);
	*has = 1;
	return PBEM_OK;
}

int
envelope_parse(const char *text, size_t len, struct envelope *e,
    struct pbem_err *err)
{
	const char *p = text, *end = text + len, *nl;
	char line[PBEM_MAX_LINE], *colon, *key, *val;
	size_t n;
	long long turn;
	int lineno = 0, rc, started = 0;

	memset(e, 0, sizeof *e);
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (n >= sizeof line)
			return pbem_fail(err, PBEM_ERR_PARSE, lineno + 1,
			    "line too long");
		memcpy(line, p, n);
		line[n] = '\0';
		key = util_trim(line);
		if (*key == '\0' && !started) {
			lineno++;
			p = nl ? nl + 1 : end;
			continue;
		}
		if ((colon = strchr(key, ':')) == NULL)
			break;
		*colon = '\0';
		val = util_trim(colon + 1);
		key = util_trim(key);
		rc = PBEM_OK;
		if (strcasecmp(key, "Game") == 0)
			rc = set_name(e->game, &e->has_game, val, "Game",
			    lineno + 1, err);
		else if (strcasecmp(key, "Side") == 0)
			rc = set_name(e->side, &e->has_side, val, "Side",
			    lineno + 1, err);
		else if (strcasecmp(key, "Phase") == 0)
			rc = set_name(e->phase, &e->has_phase, val, "Phase",
			    lineno + 1, err);
		else if (strcasecmp(key, "Turn") == 0) {
			if (e->has_turn)
				return pbem_fail(err, PBEM_ERR_PARSE,
				    lineno + 1, "Turn: appears twice");
			if (util_parse_int(val, 0, 100000, &turn) != 0)
				return pbem_fail(err, PBEM_ERR_PARSE,
				    lineno + 1, "Turn: '%s' is not a turn "
				    "number", val);
			e->turn = (int)turn;
			e->has_turn = 1;
		} else if (strcasecmp(key, "Nonce") == 0)
			;
		else if (strcasecmp(key, "Request") == 0) {
			if (e->request[0])
				return pbem_fail(err, PBEM_ERR_PARSE,
				    lineno + 1, "Request: appears twice; one "
				    "request per mail");
			if (strcasecmp(val, "status") != 0 &&
			    strcasecmp(val, "resend") != 0 &&
			    strcasecmp(val, "wait") != 0 &&
			    strcasecmp(val, "help") != 0 &&
			    strcasecmp(val, "key") != 0 &&
			    strcasecmp(val, "chart") != 0)
				return pbem_fail(err, PBEM_ERR_PARSE,
				    lineno + 1, "Request: '%s' is not one of "
				    "status, resend, wait, help, key, chart",
				    val);
			snprintf(e->request, sizeof e->request, "%s", val);
			util_lower(e->request);
		} else if (strcasecmp(key, "Referee") == 0) {
			if (e->nreferee >= 16)
				return pbem_fail(err, PBEM_ERR_PARSE,
				    lineno + 1, "at most 16 Referee: lines");
			snprintf(e->referee[e->nreferee++], PBEM_MAX_LINE,
			    "%s", val);
		}
		else
			break;
		if (rc != PBEM_OK)
			return rc;
		started = 1;
		lineno++;
		p = nl ? nl + 1 : end;
	}
	/* A request needs only Game: and Side:; referee commands only
	 * Game: (the referee key says who it is). */
	if (e->has_game && e->nreferee > 0)
		goto body;
	if (e->has_game && e->has_side && e->request[0])
		goto body;
	if (!e->has_game || !e->has_side || !e->has_turn || !e->has_phase)
		return pbem_fail(err, PBEM_ERR_PARSE, lineno + 1, "the sheet "
		    "must start with the lines Game:, Side:, Turn: and Phase: "
		    "(missing %s)", !e->has_game ? "Game:" : !e->has_side ?
		    "Side:" : !e->has_turn ? "Turn:" : "Phase:");
body:
	e->body = p;
	e->body_len = (size_t)(end - p);
	e->body_line = lineno + 1;
	return PBEM_OK;
}
