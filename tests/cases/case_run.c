/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * case_run.c - play one rules case through the seam (games/game.h): load
 * the scenario (plus the case's extra lines), then for each round check
 * that the phase named is due, parse each sheet with parse_sheet, resolve
 * with the case's seeded dice, render every side's report and the
 * referee's, and check the round's expectations against them.
 *
 * Two checks need no line in the case, because every game owes them:
 *  1. the hidden-information promise (game.h rule 3): after every round,
 *     no report to a side holds any token secrets() lists for that side,
 *     and no receipt or refusal parse_sheet writes for a side does either
 *     (except what the side's own sheet says: echoing it tells nothing);
 *  2. a refused sheet is a failure unless the round expects the refusal.
 * Runs against the module's shipped tables (games/<id>/rules.json), never
 * touches mail, the store or the clock.
 */
#include <regex.h>
#include <stdarg.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "case.h"
#include "deck.h"
#include "pbem_limits.h"

struct run {
	const struct case_file *f;
	const struct case_def *c;
	const struct case_opts *o;
	const struct game_rules *R;
	int failed;
	int nsides;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	/* the last round's results */
	struct buf report[GAME_MAX_SIDES + 1];	/* per side; last: referee */
	struct sheet_check chk[GAME_MAX_SIDES];	/* per sheet of the round */
	int nchk;
	unsigned long rolls;
	int shown;				/* reports printed for a failure */
	const json_t *events;			/* the last round's events */
};

static void
fail(struct run *r, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void
fail(struct run *r, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%d: FAIL [%s] ", r->f->path, line, r->c->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	r->failed = 1;
}

static void
show(const char *title, const char *text)
{
	const char *p = text, *nl;

	fprintf(stderr, "----- %s\n", title);
	for (; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL) {
			fprintf(stderr, "| %s\n", p);
			break;
		}
		fprintf(stderr, "| %.*s\n", (int)(nl - p), p);
	}
}

/*
 * The scenario: a shipped one (games/<rules>/scenarios/<name>) or, for a
 * name with a '/', a file below the case file's directory; minus the lines
 * whose first word is omitted; plus the case's extra lines.
 */
static int
scenario_text(struct run *r, struct buf *out)
{
	const struct case_def *c = r->c;
	struct pbem_err err = { 0 };
	struct buf raw;
	char path[CASE_PATH_LEN * 2];
	const char *p, *nl, *w;
	size_t wl;
	int i, keep;

	if (strchr(c->scenario, '/') != NULL)
		snprintf(path, sizeof path, "%s/%s", r->f->dir, c->scenario);
	else
		snprintf(path, sizeof path, "%s/games/%s/scenarios/%s",
		    r->o->root, c->rules, c->scenario);
	if (case_read_file(path, PBEM_MAX_SCENARIO, &raw, &err)) {
		fail(r, c->line, "scenario: %s", err.msg);
		return -1;
	}
	buf_init(out, PBEM_MAX_SCENARIO);
	for (p = buf_str(&raw); *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		for (w = p; *w == ' ' || *w == '\t'; w++)
			;
		for (wl = 0; w + wl < nl && w[wl] != ' ' && w[wl] != '\t' &&
		    w[wl] != '\r'; wl++)
			;
		keep = 1;
		for (i = 0; i < c->nomit; i++)
			if (wl == strlen(c->omit[i]) &&
			    strncasecmp(w, c->omit[i], wl) == 0)
				keep = 0;
		if (keep && (buf_add(out, p, (size_t)(nl - p)) ||
		    buf_addc(out, '\n')))
			break;
		if (*nl == '\0')
			break;
	}
	buf_free(&raw);
	if (buf_add(out, c->extra.data ? c->extra.data : "", c->extra.len)) {
		fail(r, c->line, "scenario plus extra lines too large");
		buf_free(out);
		return -1;
	}
	return 0;
}

static int
side_index(const struct run *r, const char *side)
{
	int i;

	for (i = 0; i < r->nsides; i++)
		if (strcmp(r->sides[i], side) == 0)
			return i;
	return -1;
}

/* tok in s as a whole word, as test_leak.c reads a mail: a label must not
 * be caught inside a longer one ("I-K07" in "II-K07", "IK07" in "IIK07"). */
static int
has_word(const char *s, const char *tok)
{
	size_t n = strlen(tok);
	const char *p;

	for (p = strstr(s, tok); p; p = strstr(p + 1, tok))
		if ((p == s || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

/* The sheet wrote tok itself, in any spelling the module reads as the
 * same ("IK07" for "I-K07"): the receipt echoes it back normalised. */
static int
wrote(const char *own, const char *tok)
{
	char bare[128];
	size_t i, n = 0;

	if (strcasestr(own, tok) != NULL)
		return 1;
	for (i = 0; tok[i] != '\0' && n + 1 < sizeof bare; i++)
		if (tok[i] != '-')
			bare[n++] = tok[i];
	bare[n] = '\0';
	return n > 0 && strcasestr(own, bare) != NULL;
}

/* Rule 1: no token of secrets(side) in `text` meant for that side,
 * unless the side wrote it itself (`own`: its sheet, echoed back). */
static void
no_leak(struct run *r, int line, const json_t *state, const json_t *events,
    const char *side, const char *text, const char *own, const char *what)
{
	json_t *tok = NULL, *v;
	size_t i;

	if (r->R->secrets(r->R, state, events, side, &tok) != PBEM_OK) {
		fail(r, line, "secrets() failed for %s", side);
		return;
	}
	json_array_foreach(tok, i, v) {
		const char *s = json_string_value(v);

		if (s != NULL && *s != '\0' && has_word(text, s) &&
		    (own == NULL || !wrote(own, s))) {
			fail(r, line, "%s to %s leaks the secret \"%.60s\"",
			    what, side, s);
			if (!r->shown++)
				show(what, text);
		}
	}
	json_decref(tok);
}

static void
reports(struct run *r, int line, const json_t *state, const json_t *events)
{
	int i;

	for (i = 0; i <= r->nsides; i++) {
		const char *side = i < r->nsides ? r->sides[i] : NULL;

		buf_reset(&r->report[i]);
		if (r->R->report(r->R, state, events, side, &r->report[i]) !=
		    PBEM_OK) {
			fail(r, line, "report() failed for %s",
			    side ? side : "the referee");
			continue;
		}
		if (side != NULL)
			no_leak(r, line, state, events, side,
			    buf_str(&r->report[i]), NULL, "the report");
		if (r->o->verbose) {
			char t[96];

			snprintf(t, sizeof t, "%s:%d report to %s", r->f->path,
			    line, side ? side : "the referee");
			show(t, buf_str(&r->report[i]));
		}
	}
}

/* contains / lacks / matches (POSIX ERE, line by line). */
static int
text_ok(struct run *r, const struct case_expect *e, const char *text)
{
	regex_t re;
	int m;

	if (e->op == OP_CONTAINS)
		return strstr(text, e->text) != NULL;
	if (e->op == OP_LACKS)
		return strstr(text, e->text) == NULL;
	if (regcomp(&re, e->text, REG_EXTENDED | REG_NOSUB | REG_NEWLINE)) {
		fail(r, e->line, "bad regular expression \"%s\"", e->text);
		return 1;
	}
	m = regexec(&re, text, 0, NULL, 0) == 0;
	regfree(&re);
	return m;
}

static const char *const opname[] = { "contains", "lacks", "matches" };

/* The sheet the side may send now (sheet_template), then the start
 * mail's lesson (examples, how to win), checked for leaks as a report
 * is. */
static void
check_sheet(struct run *r, const struct case_expect *e, const json_t *state)
{
	struct buf text, lesson;

	if (r->R->sheet_template == NULL) {
		fail(r, e->line, "rules module %s writes no sheet", r->R->id);
		return;
	}
	if (side_index(r, e->side) < 0) {
		fail(r, e->line, "no side %s in this game", e->side);
		return;
	}
	buf_init(&text, PBEM_MAX_REPORT);
	buf_init(&lesson, PBEM_MAX_REPORT);
	if (r->R->sheet_template(r->R, state, e->side, &text, &lesson) !=
	    PBEM_OK) {
		fail(r, e->line, "sheet_template() failed for %s", e->side);
		buf_free(&text);
		buf_free(&lesson);
		return;
	}
	buf_adds(&text, buf_str(&lesson));	/* the start mail's too */
	buf_free(&lesson);
	no_leak(r, e->line, state, r->events, e->side, buf_str(&text), NULL,
	    "the sheet");
	if (!text_ok(r, e, buf_str(&text))) {
		fail(r, e->line, "the %s sheet %s \"%s\": it does not",
		    e->side, opname[e->op], e->text);
		if (!r->shown++)
			show("the sheet", buf_str(&text));
	}
	buf_free(&text);
}

/* The map `side` (NULL: the referee) is drawn, as text: each item of the
 * drawing's JSON (drawing_to_json) on a line of its own, keys sorted;
 * checked for leaks as a report is. */
static void
check_map(struct run *r, const struct case_expect *e, const json_t *state)
{
	const char *side = e->side[0] ? e->side : NULL;
	struct drawing d;
	struct buf text;
	json_t *j = NULL, *it;
	size_t i;
	char *line;

	if (r->R->draw == NULL) {
		fail(r, e->line, "rules module %s draws no map", r->R->id);
		return;
	}
	if (side != NULL && side_index(r, side) < 0) {
		fail(r, e->line, "no side %s in this game", side);
		return;
	}
	buf_init(&text, PBEM_MAX_REPORT);
	drawing_init(&d, "unit", 1, 1, 1);
	if (r->R->draw(r->R, state, r->events, side, &d) != PBEM_OK ||
	    drawing_to_json(&d, &j) != PBEM_OK) {
		fail(r, e->line, "draw() failed for %s", side ? side :
		    "the referee");
		goto out;
	}
	json_array_foreach(json_object_get(j, "items"), i, it) {
		if ((line = json_dumps(it, JSON_SORT_KEYS | JSON_COMPACT)) ==
		    NULL)
			continue;
		buf_addf(&text, "%s\n", line);
		free(line);
	}
	if (side != NULL)
		no_leak(r, e->line, state, r->events, side, buf_str(&text),
		    NULL, "the map");
	if (!text_ok(r, e, buf_str(&text))) {
		fail(r, e->line, "the %s map %s \"%s\": it does not", side ?
		    side : "referee's", opname[e->op], e->text);
		if (!r->shown++)
			show("the map", buf_str(&text));
	}
out:
	json_decref(j);
	drawing_free(&d);
	buf_free(&text);
}

static void
check_phase(struct run *r, const struct case_expect *e, const json_t *state)
{
	struct game_phase ph;
	int i, k, ok;

	if (r->R->phase(r->R, state, &ph) != PBEM_OK) {
		fail(r, e->line, "phase() failed");
		return;
	}
	if (e->kind == EX_OVER) {
		if (!ph.over || strstr(ph.result, e->text) == NULL)
			fail(r, e->line, "expected the game over with \"%s\"; "
			    "it is %s: %s", e->text, ph.over ? "over" :
			    "not over", ph.over ? ph.result : ph.summary);
		return;
	}
	ok = strcasecmp(ph.name, e->text) == 0 && (e->n == 0 ||
	    ph.turn == e->n);
	if (e->due_given) {
		ok &= ph.nsides == e->ndue;
		for (i = 0; i < e->ndue; i++) {
			for (k = 0; k < ph.nsides; k++)
				if (strcmp(ph.sides[k], e->due[i]) == 0)
					break;
			ok &= k < ph.nsides;
		}
	}
	if (!ok)
		fail(r, e->line, "expected phase %s; due is %s, turn %d, from "
		    "%d side(s): %s", e->text, ph.name, ph.turn, ph.nsides,
		    ph.summary);
}

/* expect-news: some event of the round holding the text carries the
 * kind (event_log.h's word; "none": carries none), and none holding it
 * carries another: every copy of a happening is the same news. */
static void
check_news(struct run *r, const struct case_expect *e)
{
	const json_t *ev;
	const char *t, *k;
	size_t i;
	int found = 0, other = 0;

	json_array_foreach(r->events, i, ev) {
		t = json_string_value(json_object_get(ev, "text"));
		if (t == NULL || strstr(t, e->text) == NULL)
			continue;
		k = json_string_value(json_object_get(ev, "kind"));
		if ((k == NULL && strcmp(e->side, "none") == 0) ||
		    (k != NULL && strcmp(k, e->side) == 0))
			found = 1;
		else
			other = 1;
	}
	if (!found || other)
		fail(r, e->line, "expected the events holding \"%s\" to be "
		    "news of kind %s; %s", e->text, e->side, !found && !other ?
		    "no event holds it" : "an event holding it is not");
}

static void
check(struct run *r, const struct case_round *rd, const struct case_expect *e,
    const json_t *state)
{
	const struct sheet_check *c = NULL;
	int i, s;

	for (i = 0; i < rd->nsheets && i < r->nchk; i++)
		if (strcmp(rd->sheet[i].side, e->side) == 0)
			c = &r->chk[i];
	switch (e->kind) {
	case EX_PHASE:
	case EX_OVER:
		check_phase(r, e, state);
		return;
	case EX_ROLLS:
		if (r->rolls != (unsigned long)e->n)
			fail(r, e->line, "expected %d dice drawn; the round "
			    "drew %lu", e->n, r->rolls);
		return;
	case EX_LOAD_ERROR:
		return;				/* checked at load */
	case EX_REFUSED:
		if (c == NULL) {
			fail(r, e->line, "no sheet from %s in this round",
			    e->side);
			return;
		}
		for (i = 0; i < c->nerrors; i++)
			if (strstr(c->errors[i].msg, e->text) != NULL &&
			    (e->n == 0 || c->errors[i].line == e->n))
				return;
		if (c->nerrors == 0)
			fail(r, e->line, "expected %s's sheet refused with "
			    "\"%s\"; it was accepted", e->side, e->text);
		else
			fail(r, e->line, "expected %s's sheet refused with "
			    "\"%s\"%s; the first of %d error(s): line %d: %s",
			    e->side, e->text, e->n ? " on that line" : "",
			    c->nerrors, c->errors[0].line, c->errors[0].msg);
		return;
	case EX_ERRORS:
		if (c == NULL)
			fail(r, e->line, "no sheet from %s in this round",
			    e->side);
		else if (c->nerrors != e->n)
			fail(r, e->line, "expected %s's sheet refused with %d "
			    "error(s); it had %d (the first: line %d: %s)",
			    e->side, e->n, c->nerrors, c->nerrors ?
			    c->errors[0].line : 0, c->nerrors ?
			    c->errors[0].msg : "none");
		return;
	case EX_UNDERSTOOD:
		if (c == NULL || c->nerrors > 0) {
			fail(r, e->line, "no accepted sheet from %s", e->side);
			return;
		}
		if (!text_ok(r, e, buf_str(&c->understood))) {
			fail(r, e->line, "the receipt to %s should %s \"%s\"",
			    e->side, e->op == OP_LACKS ? "lack" : "hold",
			    e->text);
			show("the receipt", buf_str(&c->understood));
		}
		return;
	case EX_MAP:
		check_map(r, e, state);
		return;
	case EX_NEWS:
		check_news(r, e);
		return;
	case EX_SHEET:
		check_sheet(r, e, state);
		return;
	case EX_REPORT:
		s = e->side[0] == '\0' ? r->nsides : side_index(r, e->side);
		if (s < 0) {
			fail(r, e->line, "no side %s in this game", e->side);
			return;
		}
		if (!text_ok(r, e, buf_str(&r->report[s]))) {
			fail(r, e->line, "the %s report %s \"%s\": it does not",
			    s == r->nsides ? "referee's" : e->side,
			    opname[e->op], e->text);
			if (!r->shown++)
				show(s == r->nsides ? "the referee's report" :
				    e->side, buf_str(&r->report[s]));
		}
		return;
	}
}

/* Parse a round's sheets; the accepted ones go into `orders`. */
static void
sheets(struct run *r, const struct case_round *rd, const json_t *state,
    const struct game_phase *ph, json_t *orders)
{
	const struct case_sheet *sh;
	struct buf msgs;
	json_t *none = json_array();
	int i, k, e;

	for (i = 0; i < rd->nsheets; i++) {
		sh = &rd->sheet[i];
		sheet_check_init(&r->chk[i]);
		r->nchk = i + 1;
		for (k = 0; k < ph->nsides; k++)
			if (strcmp(ph->sides[k], sh->side) == 0)
				break;
		if (k == ph->nsides) {
			fail(r, sh->line, "no sheet is due from %s in phase %s "
			    "(%s)", sh->side, ph->name, ph->summary);
			continue;
		}
		r->chk[i].sealed = sh->sealed;
		if (r->R->parse_sheet(r->R, state, sh->side, buf_str(&sh->text),
		    sh->text.len, 1, &r->chk[i]) != PBEM_OK) {
			fail(r, sh->line, "parse_sheet() failed");
			continue;
		}
		/* everything the receipt or the refusal tells the side */
		buf_init(&msgs, PBEM_MAX_REPORT);
		buf_adds(&msgs, buf_str(&r->chk[i].understood));
		for (e = 0; e < r->chk[i].nerrors; e++)
			buf_addf(&msgs, "line %d: %s\n", r->chk[i].errors[e].line,
			    r->chk[i].errors[e].msg);
		no_leak(r, sh->line, state, none, sh->side, buf_str(&msgs),
		    buf_str(&sh->text), "the receipt");
		buf_free(&msgs);
		if (r->chk[i].nerrors == 0 && r->chk[i].orders != NULL)
			json_object_set(orders, sh->side, r->chk[i].orders);
	}
	json_decref(none);
}

/* Rule 2: a refusal nobody expected fails the case. */
static void
unexpected_refusals(struct run *r, const struct case_round *rd)
{
	int i, k, expected;

	for (i = 0; i < r->nchk; i++) {
		if (r->chk[i].nerrors == 0)
			continue;
		for (expected = 0, k = 0; k < rd->nexpect; k++)
			expected |= (rd->expect[k].kind == EX_REFUSED ||
			    rd->expect[k].kind == EX_ERRORS) &&
			    strcmp(rd->expect[k].side, rd->sheet[i].side) == 0;
		if (!expected)
			fail(r, rd->sheet[i].line, "%s's sheet was refused: "
			    "line %d: %s", rd->sheet[i].side,
			    r->chk[i].errors[0].line, r->chk[i].errors[0].msg);
	}
}

static void
free_checks(struct run *r)
{
	int i;

	for (i = 0; i < r->nchk; i++)
		sheet_check_free(&r->chk[i]);
	r->nchk = 0;
}

/*
 * `cards` lines: the dice script that makes the round's reshuffles deal
 * the named cards first.  The convention (README.md): a card module
 * starts each resolution by reshuffling (deck_reshuffle: the discards go
 * onto the draw pile, then Fisher-Yates) every deck of the
 * state's top-level "decks" array, in array order, and draws nothing else
 * from the dice.  So the script is, deck by deck, the index each
 * Fisher-Yates step must pick (deck.h: the first value picks the first
 * card dealt); where nothing is stacked the value comes from the case's
 * own stream.  Returns the number of script values, or -1.
 */
static int
stack_script(struct run *r, const struct case_round *rd, const json_t *state,
    struct dice *d, int *script, int max)
{
	const json_t *decks = json_object_get(state, "decks");
	const struct case_stack *st;
	struct pbem_err err;
	struct deck k;
	int p[DECK_MAX_CARDS], n, i, j, t, s, want, ns = 0, used = 0;
	size_t di;

	if (!json_is_array(decks)) {
		fail(r, rd->line, "cards: the state has no \"decks\" array");
		return -1;
	}
	for (di = 0; di < json_array_size(decks); di++) {
		if (deck_from_json(json_array_get(decks, di), &k, &err)) {
			fail(r, rd->line, "cards: %s", err.msg);
			return -1;
		}
		memcpy(p, k.draw, (size_t)k.ndraw * sizeof *p);
		memcpy(p + k.ndraw, k.discard, (size_t)k.ndiscard * sizeof *p);
		n = k.ndraw + k.ndiscard;
		for (st = NULL, s = 0; s < rd->nstacks; s++)
			if (strcmp(rd->stack[s].deck, k.name) == 0)
				st = &rd->stack[s];
		used += st != NULL;
		for (i = n - 1; i > 0 && ns < max; i--) {
			j = (int)dice_uniform(d, (uint32_t)i + 1);
			if (st != NULL && n - 1 - i < st->n) {
				want = st->ids[n - 1 - i];
				for (j = 0; j <= i; j++)
					if (st->mod ? p[j] % st->mod ==
					    want % st->mod : p[j] == want)
						break;
				if (j > i) {
					fail(r, st->line, "cards: no card %d "
					    "left for place %d of deck %s", want,
					    n - i, k.name);
					return -1;
				}
			}
			script[ns++] = j;
			t = p[i];
			p[i] = p[j];
			p[j] = t;
		}
		if (st != NULL && st->n > n) {
			fail(r, st->line, "cards: deck %s has %d cards", k.name,
			    n);
			return -1;
		}
	}
	if (used != rd->nstacks) {
		fail(r, rd->line, "cards: a deck named there is not in the "
		    "state");
		return -1;
	}
	return ns;
}

/* `round amend`: the `sheet referee` block is the referee's amendment
 * (game.h amend, the module's own verbs) on the state as it stands; a
 * refused amendment changes nothing (`expect-refused referee ...`). */
static json_t *
amend_round(struct run *r, const struct case_round *rd, json_t *state)
{
	const struct case_sheet *sh = rd->nsheets == 1 ? &rd->sheet[0] : NULL;
	json_t *ns = NULL, *ev = NULL;
	int i;

	if (r->R->amend == NULL || sh == NULL || strcmp(sh->side,
	    "referee") != 0) {
		fail(r, rd->line, "round amend needs a module with referee "
		    "verbs and one `sheet referee` block");
		json_decref(state);
		return NULL;
	}
	sheet_check_init(&r->chk[0]);
	r->nchk = 1;
	if (r->R->amend(r->R, state, buf_str(&sh->text), sh->text.len, 1,
	    &ns, &ev, &r->chk[0]) != PBEM_OK) {
		fail(r, rd->line, "amend() failed");
		free_checks(r);
		json_decref(state);
		return NULL;
	}
	if (ns == NULL) {		/* refused: nothing changes */
		ns = json_incref(state);
		json_decref(ev);
		ev = json_array();
	}
	json_decref(state);
	r->rolls = 0;
	reports(r, rd->line, ns, ev);
	r->events = ev;
	for (i = 0; i < rd->nexpect; i++)
		check(r, rd, &rd->expect[i], ns);
	r->events = NULL;
	unexpected_refusals(r, rd);
	free_checks(r);
	json_decref(ev);
	return ns;
}

/* One round: returns the new state, or NULL; either way the old one is
 * released. */
static json_t *
play_round(struct run *r, const struct case_round *rd, json_t *state,
    struct dice *d, int *seeded)
{
	struct game_phase ph;
	struct pbem_err err = { 0 };
	json_t *orders = json_object(), *ns = NULL, *ev = NULL;
	unsigned long before;
	struct dice stacked, *use = d;
	int i, nscript = 0, *script = NULL;

	if (strcasecmp(rd->phase, "amend") == 0) {
		json_decref(orders);
		return amend_round(r, rd, state);
	}
	if (r->R->phase(r->R, state, &ph) != PBEM_OK || ph.over ||
	    strcasecmp(ph.name, rd->phase) != 0 || (rd->turn != 0 &&
	    ph.turn != rd->turn)) {
		fail(r, rd->line, "round %s is not what is due: %s",
		    rd->phase, ph.over ? ph.result : ph.summary);
		json_decref(orders);
		json_decref(state);
		return NULL;
	}
	if (rd->has_seed)
		dice_init_text(d, rd->seed);
	else if (!*seeded)
		dice_init_text(d, r->c->seed);
	*seeded = 1;
	if (rd->nstacks > 0) {
		script = malloc(4 * DECK_MAX_CARDS * sizeof *script);
		if (script == NULL || (nscript = stack_script(r, rd, state, d,
		    script, 4 * DECK_MAX_CARDS)) < 0) {
			free(script);
			json_decref(orders);
			json_decref(state);
			return NULL;
		}
		dice_init_script(&stacked, script, (size_t)nscript);
		use = &stacked;
	}
	sheets(r, rd, state, &ph, orders);
	before = use->rolls;
	if (r->R->resolve(r->R, state, orders, use, &ns, &ev, &err) !=
	    PBEM_OK) {
		fail(r, rd->line, "resolve() failed: %s", err.msg);
		json_decref(orders);
		json_decref(state);
		free_checks(r);
		free(script);
		return NULL;
	}
	r->rolls = use->rolls - before;
	free(script);
	json_decref(orders);
	json_decref(state);
	reports(r, rd->line, ns, ev);
	r->events = ev;
	for (i = 0; i < rd->nexpect; i++)
		check(r, rd, &rd->expect[i], ns);
	r->events = NULL;
	unexpected_refusals(r, rd);
	free_checks(r);
	json_decref(ev);
	return ns;
}

/* The case's rules-omit keys taken out of rules (the module's
 * rules.json text); each must be there, so a misspelt key fails the
 * case rather than test nothing.  0, or -1 (failed). */
static int
rules_omit(struct run *r, struct buf *rules)
{
	const struct case_def *c = r->c;
	json_error_t je;
	json_t *j;
	char *text;
	int i, rc = 0;

	if (c->nromit == 0)
		return 0;
	if ((j = json_loadb(buf_str(rules), rules->len, 0, &je)) == NULL ||
	    !json_is_object(j)) {
		fail(r, c->line, "rules data: not a JSON object");
		json_decref(j);
		return -1;
	}
	for (i = 0; i < c->nromit && rc == 0; i++)
		if (json_object_del(j, c->romit[i]) != 0) {
			fail(r, c->line, "rules-omit: no key \"%s\" in the "
			    "rules data", c->romit[i]);
			rc = -1;
		}
	text = rc == 0 ? json_dumps(j, JSON_PRESERVE_ORDER) : NULL;
	json_decref(j);
	if (rc == 0 && text == NULL) {
		fail(r, c->line, "rules data: out of memory");
		return -1;
	}
	if (rc == 0) {
		buf_reset(rules);
		if (buf_adds(rules, text)) {
			fail(r, c->line, "rules data: too long");
			rc = -1;
		}
	}
	free(text);
	return rc;
}

/* Load the scenario; 0 and *state, or -1 (a failure, or the expected
 * load error, which ends the case: *state stays NULL). */
static int
load(struct run *r, json_t **state)
{
	const struct case_def *c = r->c;
	const struct case_expect *le = NULL;
	struct pbem_err err = { 0 };
	struct buf sc, rules;
	char path[CASE_PATH_LEN * 2];
	int i, rc;

	*state = NULL;
	for (i = 0; i < c->opening.nexpect; i++)
		if (c->opening.expect[i].kind == EX_LOAD_ERROR)
			le = &c->opening.expect[i];
	snprintf(path, sizeof path, "%s/games/%s/rules.json", r->o->root,
	    c->rules);
	if (case_read_file(path, PBEM_MAX_SCENARIO, &rules, &err)) {
		fail(r, c->line, "rules data: %s", err.msg);
		return -1;
	}
	if (rules_omit(r, &rules)) {
		buf_free(&rules);
		return -1;
	}
	if (scenario_text(r, &sc)) {
		buf_free(&rules);
		return -1;
	}
	rc = r->R->scenario_load(r->R, buf_str(&sc), sc.len, buf_str(&rules),
	    rules.len, state, &err);
	if (rc == PBEM_OK && le != NULL)
		fail(r, le->line, "the scenario loaded; expected the error "
		    "\"%s\"", le->text);
	else if (rc != PBEM_OK && le == NULL)
		fail(r, c->line, "scenario_load: %s", err.msg);
	else if (rc != PBEM_OK && strstr(err.msg, le->text) == NULL)
		fail(r, le->line, "scenario_load said \"%s\"; expected \"%s\"",
		    err.msg, le->text);
	buf_free(&sc);
	buf_free(&rules);
	if (rc != PBEM_OK || le != NULL) {
		json_decref(*state);
		*state = NULL;
		return -1;
	}
	return 0;
}

int
case_run(const struct case_file *f, const struct case_def *c,
    const struct case_opts *o)
{
	struct run r;
	struct dice d;
	json_t *state = NULL, *none = json_array();
	int i, seeded = 0;

	memset(&r, 0, sizeof r);
	r.f = f;
	r.c = c;
	r.o = o;
	for (i = 0; i <= GAME_MAX_SIDES; i++)
		buf_init(&r.report[i], PBEM_MAX_REPORT);
	memset(&d, 0, sizeof d);
	if ((r.R = game_rules_find(c->rules)) == NULL)
		fail(&r, c->line, "no rules module \"%s\"", c->rules);
	else if (load(&r, &state) == 0) {
		r.nsides = r.R->sides(r.R, state, r.sides, GAME_MAX_SIDES);
		/* the opening reports, before anything is resolved */
		reports(&r, c->line, state, none);
		r.events = none;
		for (i = 0; i < c->opening.nexpect; i++)
			check(&r, &c->opening, &c->opening.expect[i], state);
		for (i = 0; i < c->nrounds && state != NULL && !r.failed; i++)
			state = play_round(&r, c->round[i], state, &d, &seeded);
	}
	json_decref(state);
	json_decref(none);
	for (i = 0; i <= GAME_MAX_SIDES; i++)
		buf_free(&r.report[i]);
	return r.failed;
}
