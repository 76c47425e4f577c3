/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * archive_site.c - a game's archive (archive.c) as a static web site that
 * opens from file:// with no server and no script: index.html (the game,
 * its sides, the result and replay's verdict, one row per phase), one
 * page per phase (the record hashes, the host secret and seed, the
 * events, the sealed sheets with their hashes, each side's report as it
 * was sent), and game.json, the archive itself, which `pbemd replay
 * --archive` re-adjudicates with no database and no keys.
 * Everything taken from the archive is HTML-escaped: sheet text is a
 * player's words.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "phase.h"
#include "pbem_limits.h"
#include "render.h"
#include "util.h"

#define SITE_MAX_PAGE	(64 * 1024 * 1024)

static const char style[] =
"<style>body{font-family:sans-serif;max-width:62em;margin:1em auto;"
"padding:0 1em;color:#222}pre{background:#f6f6f2;padding:.6em;"
"overflow-x:auto;font-size:90%}table{border-collapse:collapse}"
"td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}"
".warn{background:#fde8e8;border:2px solid #b00;padding:.6em}"
"code{font-size:90%}</style>\n";

static void
esc(struct buf *b, const char *s)
{
	for (; s && *s; s++)
		switch (*s) {
		case '&':	buf_adds(b, "&amp;"); break;
		case '<':	buf_adds(b, "&lt;"); break;
		case '>':	buf_adds(b, "&gt;"); break;
		case '"':	buf_adds(b, "&quot;"); break;
		default:	buf_addc(b, *s); break;
		}
}

static const char *
str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

static void
head(struct buf *b, const json_t *a, const char *title)
{
	const json_t *g = json_object_get(a, "game");

	buf_adds(b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta "
	    "charset=\"utf-8\"><title>");
	esc(b, title);
	buf_addf(b, "</title>\n%s</head><body>\n", style);
	if (strcmp(str(a, "view"), "public") != 0) {
		buf_adds(b, "<p class=\"warn\" id=\"referee-only\"><b>Referee "
		    "only.</b> Game ");
		esc(b, str(g, "id"));
		buf_adds(b, " is still in play: this archive holds sealed "
		    "orders and hidden positions. Do not show it to a "
		    "player.</p>\n");
	}
}

static int
write_page(const char *dir, const char *name, struct buf *b,
    struct pbem_err *err)
{
	char path[PATH_MAX];
	int rc;

	buf_adds(b, "</body></html>\n");
	if (b->failed)
		return pbem_fail(err, b->failed, 0, "%s: page too large", name);
	if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >=
	    sizeof path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	rc = util_write_file(path, b->data ? b->data : "", b->len, 0644, err);
	buf_free(b);
	return rc;
}

static void
phase_row(struct buf *b, const json_t *ph)
{
	int seq = (int)json_integer_value(json_object_get(ph, "seq"));

	buf_addf(b, "<tr><td><a href=\"phase-%03d.html\">%d</a></td><td>%d"
	    "</td><td>", seq, seq,
	    (int)json_integer_value(json_object_get(ph, "turn")));
	esc(b, str(ph, "name"));
	buf_adds(b, "</td><td>");
	esc(b, str(ph, "status"));
	buf_adds(b, "</td><td><code>");
	esc(b, str(ph, "record_sha"));
	buf_adds(b, "</code></td></tr>\n");
}

static int
index_page(const json_t *a, const char *dir, const char *verified,
    struct pbem_err *err)
{
	const json_t *g = json_object_get(a, "game"), *v;
	struct buf b;
	char title[160];
	size_t i;

	buf_init(&b, SITE_MAX_PAGE);
	snprintf(title, sizeof title, "%s: %s", str(g, "id"), str(g, "title"));
	head(&b, a, title);
	buf_adds(&b, "<h1>");
	esc(&b, title);
	buf_adds(&b, "</h1>\n<p>Status: <span id=\"status\">");
	esc(&b, str(g, "status"));
	buf_adds(&b, "</span>. Result: <span id=\"result\">");
	esc(&b, *str(g, "result") ? str(g, "result") : "(still in play)");
	buf_adds(&b, "</span></p>\n<p>Verification: <span id=\"verified\">");
	esc(&b, verified);
	buf_adds(&b, "</span></p>\n<h2>Sides</h2>\n<table><tr><th>side</th>"
	    "<th>OpenPGP key</th></tr>\n");
	json_array_foreach(json_object_get(a, "sides"), i, v) {
		buf_adds(&b, "<tr><td>");
		esc(&b, str(v, "side"));
		buf_adds(&b, "</td><td><code>");
		esc(&b, str(v, "fpr"));
		buf_adds(&b, "</code></td></tr>\n");
	}
	buf_adds(&b, "</table>\n<h2>Phases</h2>\n<table id=\"phases\"><tr>"
	    "<th>#</th><th>turn</th><th>phase</th><th>status</th><th>record "
	    "hash</th></tr>\n");
	json_array_foreach(json_object_get(a, "phases"), i, v)
		phase_row(&b, v);
	buf_adds(&b, "</table>\n<p>All of it as JSON: <a href=\"game.json\">"
	    "game.json</a>. Anyone can re-adjudicate it with <code>pbemd "
	    "replay --archive DIR</code>.</p>\n");
	return write_page(dir, "index.html", &b, err);
}

static void
record_table(struct buf *b, const json_t *ph)
{
	static const char *const keys[] = { "prev_sha", "state_sha",
	    "secret_sha", "secret", "seed", "record_sha" };
	size_t k;

	buf_adds(b, "<h2>Record</h2>\n<table id=\"record\">\n");
	for (k = 0; k < sizeof keys / sizeof keys[0]; k++) {
		buf_addf(b, "<tr><th>%s</th><td><code>", keys[k]);
		esc(b, *str(ph, keys[k]) ? str(ph, keys[k]) : "(not yet)");
		buf_adds(b, "</code></td></tr>\n");
	}
	buf_adds(b, "</table>\n");
}

/* The referee's view of the phase's events: every happening once. */
static void
events_list(struct buf *b, const json_t *ph)
{
	json_t *ev = json_loads(str(ph, "events"), 0, NULL), *e;
	size_t i;

	buf_adds(b, "<h2>Events</h2>\n<ol id=\"events\">\n");
	json_array_foreach(ev, i, e) {
		if (!json_is_true(json_object_get(e, "referee")))
			continue;
		buf_adds(b, "<li>");
		esc(b, str(e, "text"));
		buf_adds(b, "</li>\n");
	}
	buf_adds(b, "</ol>\n");
	json_decref(ev);
}

/* The referee's amendments that led to the state this phase opened with
 * (only where there are some): who, the change as written, the reason,
 * the state hashes and the record's link. */
static void
amendments_table(struct buf *b, const json_t *ph)
{
	static const char *const keys[] = { "who", "change", "reason", "from",
	    "to", "link" };
	const json_t *am = json_object_get(ph, "amendments"), *v;
	size_t i, k;

	if (json_array_size(am) == 0)
		return;
	buf_adds(b, "<h2>Referee amendments</h2>\n<table id=\"amendments\">"
	    "\n<tr><th>who</th><th>change</th><th>reason</th><th>state "
	    "before</th><th>state after</th><th>record</th></tr>\n");
	json_array_foreach(am, i, v) {
		buf_adds(b, "<tr>");
		if (!json_is_object(v)) {	/* a record of an older pbemd */
			buf_adds(b, "<td colspan=\"6\"><code>");
			esc(b, json_string_value(v));
			buf_adds(b, "</code></td></tr>\n");
			continue;
		}
		for (k = 0; k < sizeof keys / sizeof keys[0]; k++) {
			buf_adds(b, k < 3 ? "<td>" : "<td><code>");
			esc(b, str(v, keys[k]));
			buf_adds(b, k < 3 ? "</td>" : "</code></td>");
		}
		buf_adds(b, "</tr>\n");
	}
	buf_adds(b, "</table>\n");
}

static void
texts(struct buf *b, const json_t *ph, const char *key, const char *title,
    const char *field)
{
	const json_t *v;
	size_t i;

	buf_addf(b, "<h2>%s</h2>\n", title);
	if (json_array_size(json_object_get(ph, key)) == 0)
		buf_adds(b, "<p>(none)</p>\n");
	json_array_foreach(json_object_get(ph, key), i, v) {
		buf_addf(b, "<h3 class=\"%s\">", key);
		esc(b, str(v, "side"));
		if (*str(v, "sha")) {
			buf_adds(b, " <code>SHA-256 ");
			esc(b, str(v, "sha"));
			buf_adds(b, "</code>");
		}
		buf_adds(b, "</h3>\n<pre>");
		esc(b, str(v, field));
		buf_adds(b, "</pre>\n");
	}
}

/*
 * The phase's picture, the referee's whole view: the state the phase left
 * (the next phase's opening state, or the game's final one) with the
 * phase's events drawn as arrows.  Written as phase-NNN.png; a rules
 * module that draws nothing, or a phase not yet resolved, has none.
 */
static int
phase_picture(const json_t *a, const json_t *ph, const json_t *next,
    const char *dir, const char *name)
{
	const struct game_rules *r = game_rules_find(str(json_object_get(a,
	    "game"), "rules"));
	const char *after = next ? str(next, "state") :
	    str(json_object_get(a, "game"), "final_state");
	struct render_opts o;
	struct pbem_err e = { 0 };
	struct buf png;
	char path[PATH_MAX];
	json_t *state, *events;
	int rc = PBEM_ERR_NOTFOUND;

	if (r == NULL || strcmp(str(ph, "status"), "resolved") != 0 ||
	    *after == '\0')
		return rc;
	state = json_loads(after, 0, NULL);
	events = json_loads(str(ph, "events"), 0, NULL);
	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	if (state && events && (rc = render_view(r, state, events, NULL, &o,
	    &png, NULL, &e)) == PBEM_OK &&
	    (size_t)snprintf(path, sizeof path, "%s/%s", dir, name) <
	    sizeof path)
		rc = util_write_file(path, png.data, png.len, 0644, &e);
	buf_free(&png);
	json_decref(state);
	json_decref(events);
	return rc;
}

static int
phase_page(const json_t *a, const json_t *ph, size_t n, const char *dir,
    struct pbem_err *err)
{
	int seq = (int)json_integer_value(json_object_get(ph, "seq"));
	struct buf b;
	char title[160], name[32];

	buf_init(&b, SITE_MAX_PAGE);
	snprintf(title, sizeof title, "%s: phase %d (turn %d, %s)",
	    str(json_object_get(a, "game"), "id"), seq,
	    (int)json_integer_value(json_object_get(ph, "turn")),
	    str(ph, "name"));
	head(&b, a, title);
	buf_adds(&b, "<p><a href=\"index.html\">index</a>");
	if (seq > 1)
		buf_addf(&b, " &middot; <a href=\"phase-%03d.html\">previous"
		    "</a>", seq - 1);
	if ((size_t)seq < n)
		buf_addf(&b, " &middot; <a href=\"phase-%03d.html\">next</a>",
		    seq + 1);
	buf_adds(&b, "</p>\n<h1>");
	esc(&b, title);
	buf_adds(&b, "</h1>\n");
	snprintf(name, sizeof name, "phase-%03d.png", seq);
	if (phase_picture(a, ph, json_array_get(json_object_get(a, "phases"),
	    (size_t)seq), dir, name) == PBEM_OK)
		buf_addf(&b, "<p><img id=\"map\" src=\"%s\" alt=\"the "
		    "referee's map after this phase\" style=\"max-width:100%%\">"
		    "</p>\n", name);
	record_table(&b, ph);
	amendments_table(&b, ph);
	events_list(&b, ph);
	texts(&b, ph, "sheets", "Sealed sheets", "text");
	texts(&b, ph, "reports", "Reports as sent", "body");
	snprintf(name, sizeof name, "phase-%03d.html", seq);
	return write_page(dir, name, &b, err);
}

int
archive_write_site(const json_t *a, const char *dir, const char *verified,
    struct pbem_err *err)
{
	const json_t *phases = json_object_get(a, "phases"), *ph;
	char path[PATH_MAX], *js;
	size_t i;
	int rc;

	if ((rc = util_mkdir_p(dir, 0755, err)) != PBEM_OK)
		return rc;
	if ((js = json_dumps(a, JSON_INDENT(1) | JSON_SORT_KEYS)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if ((size_t)snprintf(path, sizeof path, "%s/game.json", dir) >=
	    sizeof path)
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	else
		rc = util_write_file(path, js, strlen(js), 0644, err);
	free(js);
	if (rc == PBEM_OK)
		rc = index_page(a, dir, verified, err);
	json_array_foreach(phases, i, ph)
		if (rc == PBEM_OK)
			rc = phase_page(a, ph, json_array_size(phases), dir,
			    err);
	return rc;
}
