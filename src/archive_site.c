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

#include "event_log.h"
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
"code{font-size:90%}img.thumb{width:160px;border:1px solid #ccc}"
".result{font-size:130%;font-weight:bold}td.headline{max-width:30em}"
"</style>\n";

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
    long long *bytes, struct pbem_err *err)
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
	*bytes += (long long)b->len;
	buf_free(b);
	return rc;
}

/* ---- the story: a headline per phase, from its events ---- */

/* How big an event's news is, from the kind its module gave it
 * (event_log.h): the game's end, then a unit lost, a place taken, a
 * rout, a unit hurt, a fight; 0 for an event with no kind. */
static int
news_rank(const json_t *e)
{
	static const int rank[EVENT_K_COUNT] = {
		[EVENT_K_END] = 6, [EVENT_K_LOSS] = 5, [EVENT_K_CAPTURE] = 4,
		[EVENT_K_ROUT] = 3, [EVENT_K_HURT] = 2, [EVENT_K_FIGHT] = 1,
	};

	return rank[event_kind_of(json_string_value(json_object_get(e,
	    "kind")))];
}

/* One event's text cut at its first sentence and at 90 characters. */
static void
clause(struct buf *b, const char *t)
{
	size_t n = 0;

	while (t[n] && t[n] != '\n' && n < 90 && !(t[n] == '.' &&
	    (t[n + 1] == ' ' || t[n + 1] == '\0')) && !(t[n] == ';'))
		n++;
	while (n > 0 && t[n - 1] == ' ')
		n--;
	for (size_t i = 0; i < n; i++) {
		char c[2] = { t[i], '\0' };
		esc(b, c);
	}
	if (t[n] && t[n] != '.' && t[n] != ';' && t[n] != '\n')
		buf_adds(b, "&hellip;");
}

#define HEADLINE_CLAUSES	3

/*
 * A phase's headline: its (up to three) biggest news events, in the order
 * they happened, each cut to its first clause, and how many fights there
 * were; a phase whose only news is fighting names its first fight; one
 * with no news says how many things happened.  Taken from the referee's copy of the events,
 * the full record, which a finished game publishes whole.
 */
static void
headline(struct buf *b, const json_t *ph)
{
	json_t *ev = json_loads(str(ph, "events"), 0, NULL), *e;
	const char *pick[HEADLINE_CLAUSES], *fight = NULL;
	int rank[HEADLINE_CLAUSES], np = 0, nev = 0, nfight = 0, r, k, low;
	size_t i;

	json_array_foreach(ev, i, e) {
		const char *t = str(e, "text");
		if (!json_is_true(json_object_get(e, "referee")))
			continue;
		nev++;
		if ((r = news_rank(e)) == 1 && nfight++ == 0)
			fight = t;
		if (r <= 1)	/* a fight is news when nothing else is */
			continue;
		if (np < HEADLINE_CLAUSES) {
			pick[np] = t;
			rank[np++] = r;
			continue;
		}
		for (low = 0, k = 1; k < np; k++)	/* replace the least */
			if (rank[k] < rank[low])
				low = k;
		if (r > rank[low]) {
			memmove(&pick[low], &pick[low + 1], (size_t)(np - 1 -
			    low) * sizeof pick[0]);
			memmove(&rank[low], &rank[low + 1], (size_t)(np - 1 -
			    low) * sizeof rank[0]);
			pick[np - 1] = t;
			rank[np - 1] = r;
		}
	}
	for (k = 0; k < np; k++) {
		if (k)
			buf_adds(b, "; ");
		clause(b, pick[k]);
	}
	if (np == 0 && fight != NULL) {
		clause(b, fight);
		if (nfight > 1)
			buf_addf(b, "; %d more fight%s", nfight - 1, nfight > 2 ?
			    "s" : "");
	} else if (nfight > 0)
		buf_addf(b, " (%d fight%s)", nfight, nfight > 1 ? "s" : "");
	if (np == 0 && nev == 0)
		buf_adds(b, strcmp(str(ph, "status"), "resolved") == 0 ?
		    "nothing happened" : "(in play)");
	else if (np == 0 && fight == NULL)
		buf_addf(b, "manoeuvre (%d event%s)", nev, nev == 1 ? "" :
		    "s");
	json_decref(ev);
}

static void
phase_row(struct buf *b, const json_t *ph, int has_thumb)
{
	int seq = (int)json_integer_value(json_object_get(ph, "seq"));

	buf_addf(b, "<tr><td>");
	if (has_thumb)
		buf_addf(b, "<a href=\"phase-%03d.html\"><img class=\"thumb\" "
		    "src=\"thumb-%03d.png\" alt=\"phase %d\" loading=\"lazy\">"
		    "</a>", seq, seq, seq);
	buf_addf(b, "</td><td><a href=\"phase-%03d.html\">%d</a></td><td>%d"
	    "</td><td>", seq, seq,
	    (int)json_integer_value(json_object_get(ph, "turn")));
	esc(b, str(ph, "name"));
	buf_adds(b, "</td><td class=\"headline\">");
	headline(b, ph);
	buf_adds(b, "</td></tr>\n");
}

static void
hash_row(struct buf *b, const json_t *ph)
{
	int seq = (int)json_integer_value(json_object_get(ph, "seq"));

	buf_addf(b, "<tr><td><a href=\"phase-%03d.html\">%d</a></td><td>",
	    seq, seq);
	esc(b, str(ph, "status"));
	buf_adds(b, "</td><td><code>");
	esc(b, str(ph, "record_sha"));
	buf_adds(b, "</code></td></tr>\n");
}

static int
index_page(const json_t *a, const char *dir, const char *verified,
    const unsigned char *thumbs, int final_seq, long long *bytes,
    struct pbem_err *err)
{
	const json_t *g = json_object_get(a, "game"), *v;
	const char *scen = str(g, "scenario");
	struct buf b;
	char title[256];
	size_t i;
	int any_email = 0;

	buf_init(&b, SITE_MAX_PAGE);
	snprintf(title, sizeof title, "%s%s%s", *scen ? scen : str(g, "id"),
	    " \xe2\x80\x94 ", str(g, "title"));
	head(&b, a, title);
	buf_adds(&b, "<h1 id=\"scenario\">");
	esc(&b, *scen ? scen : str(g, "id"));
	buf_adds(&b, "</h1>\n<p>");
	esc(&b, str(g, "title"));
	buf_adds(&b, ", game <code>");
	esc(&b, str(g, "id"));
	buf_adds(&b, "</code>, ");
	esc(&b, str(g, "status"));
	buf_addf(&b, ", %zu phases.</p>\n<p class=\"result\">Result: <span "
	    "id=\"result\">", json_array_size(json_object_get(a, "phases")));
	esc(&b, *str(g, "result") ? str(g, "result") : "(still in play)");
	buf_adds(&b, "</span></p>\n<h2>Sides</h2>\n<table id=\"players\">"
	    "<tr><th>side</th><th>played by</th>");
	json_array_foreach(json_object_get(a, "sides"), i, v)
		any_email |= json_object_get(v, "email") != NULL;
	if (any_email)
		buf_adds(&b, "<th>mail</th>");
	buf_adds(&b, "</tr>\n");
	json_array_foreach(json_object_get(a, "sides"), i, v) {
		buf_adds(&b, "<tr><td>");
		esc(&b, str(v, "side"));
		buf_adds(&b, "</td><td class=\"player\">");
		esc(&b, *str(v, "player") ? str(v, "player") : "(unnamed)");
		if (any_email) {
			buf_adds(&b, "</td><td>");
			esc(&b, str(v, "email"));
		}
		buf_adds(&b, "</td></tr>\n");
	}
	buf_adds(&b, "</table>\n");
	if (final_seq > 0)
		buf_addf(&b, "<h2>The final map</h2>\n<p><a href=\"phase-%03d"
		    ".png\"><img id=\"final-map\" src=\"phase-%03d.png\" alt=\""
		    "the field at the end\" style=\"max-width:100%%\"></a><br>"
		    "<small>after phase %d; full size when clicked</small></p>"
		    "\n", final_seq, final_seq, final_seq);
	buf_adds(&b, "<h2>The game, phase by phase</h2>\n<table id=\"phases\">"
	    "<tr><th>map</th><th>#</th><th>turn</th><th>phase</th><th>what "
	    "happened</th></tr>\n");
	json_array_foreach(json_object_get(a, "phases"), i, v)
		phase_row(&b, v, thumbs[i]);
	buf_adds(&b, "</table>\n<p><small>This archive shows the whole game as "
	    "the referee saw it: every sealed sheet, every event, both sides' "
	    "reports. A finished game hides nothing, so publishing it reveals "
	    "nothing a player could still use. Players are named as their "
	    "OpenPGP keys name them; mail addresses only if the host exported "
	    "with <code>--addresses</code>.</small></p>\n"
	    "<h2>The record</h2>\n<p>Verification: <span id=\"verified\">");
	esc(&b, verified);
	buf_adds(&b, "</span></p>\n<table id=\"keys\"><tr><th>side</th><th>"
	    "OpenPGP key</th></tr>\n");
	json_array_foreach(json_object_get(a, "sides"), i, v) {
		buf_adds(&b, "<tr><td>");
		esc(&b, str(v, "side"));
		buf_adds(&b, "</td><td><code>");
		esc(&b, str(v, "fpr"));
		buf_adds(&b, "</code></td></tr>\n");
	}
	buf_adds(&b, "</table>\n<table id=\"hashes\"><tr><th>#</th><th>status"
	    "</th><th>record hash</th></tr>\n");
	json_array_foreach(json_object_get(a, "phases"), i, v)
		hash_row(&b, v);
	buf_adds(&b, "</table>\n<p>All of it as JSON: <a href=\"game.json\">"
	    "game.json</a>. Anyone can re-adjudicate it with <code>pbemd "
	    "replay --archive DIR</code>.</p>\n");
	return write_page(dir, "index.html", &b, bytes, err);
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
 * phase's events drawn as arrows.  Written as phase-NNN.png, and small as
 * thumb-NNN.png for the index; a rules module that draws nothing, or a
 * phase not yet resolved, has none.
 */
#define THUMB_SIDE	240

static int
write_png(const struct buf *png, const char *dir, const char *name,
    long long *bytes)
{
	struct pbem_err e = { 0 };
	char path[PATH_MAX];
	int rc;

	if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, name) >=
	    sizeof path)
		return PBEM_ERR_LIMIT;
	if ((rc = util_write_file(path, png->data, png->len, 0644, &e)) ==
	    PBEM_OK)
		*bytes += (long long)png->len;
	return rc;
}

static int
phase_picture(const json_t *a, const json_t *ph, const json_t *next,
    const char *dir, int seq, int *thumb, struct archive_site_stats *st)
{
	const struct game_rules *r = game_rules_find(str(json_object_get(a,
	    "game"), "rules"));
	const char *after = next ? str(next, "state") :
	    str(json_object_get(a, "game"), "final_state");
	struct render_opts o;
	struct pbem_err e = { 0 };
	struct buf png, small;
	char name[32];
	json_t *state, *events;
	int rc = PBEM_ERR_NOTFOUND;

	*thumb = 0;
	if (r == NULL || strcmp(str(ph, "status"), "resolved") != 0 ||
	    *after == '\0')
		return rc;
	state = json_loads(after, 0, NULL);
	events = json_loads(str(ph, "events"), 0, NULL);
	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	buf_init(&small, PBEM_MAX_PICTURE);
	snprintf(name, sizeof name, "phase-%03d.png", seq);
	if (state && events && (rc = render_view(r, state, events, NULL, &o,
	    &png, NULL, &e)) == PBEM_OK && (rc = write_png(&png, dir, name,
	    &st->map_bytes)) == PBEM_OK) {
		st->maps++;
		snprintf(name, sizeof name, "thumb-%03d.png", seq);
		if (render_thumb(&png, THUMB_SIDE, &small, &e) == PBEM_OK &&
		    write_png(&small, dir, name, &st->map_bytes) == PBEM_OK) {
			st->thumbs++;
			*thumb = 1;
		}
	}
	buf_free(&png);
	buf_free(&small);
	json_decref(state);
	json_decref(events);
	return rc;
}

static int
phase_page(const json_t *a, const json_t *ph, size_t n, const char *dir,
    int *has_map, int *has_thumb, struct archive_site_stats *st,
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
	buf_adds(&b, "</h1>\n<p class=\"headline\">");
	headline(&b, ph);
	buf_adds(&b, "</p>\n");
	*has_map = phase_picture(a, ph, json_array_get(json_object_get(a,
	    "phases"), (size_t)seq), dir, seq, has_thumb, st) == PBEM_OK;
	if (*has_map)
		buf_addf(&b, "<p><a id=\"full-map\" href=\"phase-%03d.png\">"
		    "<img id=\"map\" src=\"phase-%03d.png\" alt=\"the referee's "
		    "map after this phase\" style=\"max-width:100%%\"></a><br>"
		    "<small>The map at full size: click it, or open <a href=\""
		    "phase-%03d.png\">phase-%03d.png</a>.</small></p>\n", seq,
		    seq, seq, seq);
	events_list(&b, ph);
	amendments_table(&b, ph);
	texts(&b, ph, "sheets", "Sealed sheets", "text");
	texts(&b, ph, "reports", "Reports as sent", "body");
	record_table(&b, ph);
	snprintf(name, sizeof name, "phase-%03d.html", seq);
	st->pages++;
	return write_page(dir, name, &b, &st->page_bytes, err);
}

/*
 * game.json as exported, "pbemd-archive-2": archive.c's document, but a
 * phase that opened with just the state the phase before produced (no
 * amendment between them) does not store it again: replay re-derives it
 * and checks it against the phase's state_sha (replay.c).  The states
 * were nine tenths of a long game's archive.  NULL: out of memory.
 */
static json_t *
export_form(const json_t *a)
{
	const json_t *ph, *prev = NULL, *am;
	json_t *e = json_copy((json_t *)a), *ps = json_array(), *c;
	size_t i;

	if (e == NULL || ps == NULL)
		goto fail;
	json_array_foreach(json_object_get(a, "phases"), i, ph) {
		if ((c = json_copy((json_t *)ph)) == NULL ||
		    json_array_append_new(ps, c) != 0)
			goto fail;
		am = json_object_get(ph, "amendments");
		if (prev != NULL && json_array_size(am) == 0 && strcmp(
		    json_string_value(json_object_get(prev, "status")) ?
		    json_string_value(json_object_get(prev, "status")) : "",
		    "resolved") == 0)
			json_object_del(c, "state");
		prev = ph;
	}
	if (json_object_set_new(e, "phases", ps) != 0) {
		ps = NULL;
		goto fail;
	}
	if (json_object_set_new(e, "format", json_string("pbemd-archive-2")) !=
	    0) {
		json_decref(e);
		return NULL;
	}
	return e;
fail:
	json_decref(ps);
	json_decref(e);
	return NULL;
}

int
archive_write_site(const json_t *a, const char *dir, const char *verified,
    struct archive_site_stats *stp, struct pbem_err *err)
{
	const json_t *phases = json_object_get(a, "phases"), *ph;
	struct archive_site_stats mine = { 0 }, *st = stp ? stp : &mine;
	unsigned char *thumbs;
	char path[PATH_MAX], *js;
	json_t *e;
	size_t i;
	int rc, map, final_seq = 0;

	memset(st, 0, sizeof *st);
	if ((rc = util_mkdir_p(dir, 0755, err)) != PBEM_OK)
		return rc;
	/* compact: the states and events inside are strings already */
	if ((e = export_form(a)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	js = json_dumps(e, JSON_COMPACT | JSON_SORT_KEYS);
	json_decref(e);
	if (js == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if ((size_t)snprintf(path, sizeof path, "%s/game.json", dir) >=
	    sizeof path)
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	else
		rc = util_write_file(path, js, strlen(js), 0644, err);
	st->json_bytes = (long long)strlen(js);
	free(js);
	if ((thumbs = calloc(json_array_size(phases) + 1, 1)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	json_array_foreach(phases, i, ph) {
		if (rc != PBEM_OK)
			break;
		int thumb = 0;
		rc = phase_page(a, ph, json_array_size(phases), dir, &map,
		    &thumb, st, err);
		thumbs[i] = (unsigned char)thumb;
		if (map)
			final_seq = (int)i + 1;
	}
	if (rc == PBEM_OK) {
		rc = index_page(a, dir, verified, thumbs, final_seq,
		    &st->page_bytes, err);
		st->pages++;
	}
	free(thumbs);
	st->bytes = st->json_bytes + st->map_bytes + st->page_bytes;
	return rc;
}
