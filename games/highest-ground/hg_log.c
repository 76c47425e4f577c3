/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_log.c - The Highest Ground's words for the shared event log
 * (games/event_log.c): own units by id, enemies by alias, hexes by their
 * map labels, and the round of each event; and the Movement Record Charts
 * the server writes for each side, with the commitments to them.
 * A chart is a list of text lines under "charts"/<side>; at the end of
 * every round a line "commit T<t>.R<r>" closes it and its SHA-256 goes
 * into both sides' reports, so at the game's end each side can check that
 * the opponent's revealed chart is the one the server held all along.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <gcrypt.h>

#include "hg.h"

/* %H for event_log.c: a hex, from its index. */
static void
name_hex(const void *g, va_list *ap, struct buf *out)
{
	char b[32];

	buf_adds(out, hg_label(g, va_arg(*ap, int), b));
}

/* Every event also carries the round it happened in. */
static void
round_of(const void *g, int viewer, const char *text, json_t *ev)
{
	(void)viewer, (void)text;
	json_object_set_new(ev, "round",
	    json_integer(((const struct hg_game *)g)->round));
}

void
hg_event_names(const void *gv, struct event_names *n)
{
	const struct hg_game *g = gv;

	event_names_set(n, g, HG_NSIDES, g->side, &g->turn, hg_name, name_hex,
	    round_of);
}

/* Referee and owner always; the enemy only while it sees the unit. */
unsigned
hg_viewers(const struct hg_game *g, int u)
{
	unsigned m = EVENT_V_REF | EVENT_V_SIDE(g->u[u].side);

	if (hg_visible(g, 1 - g->u[u].side, u))
		m |= EVENT_V_SIDE(1 - g->u[u].side);
	return m;
}

static json_t *
chart_of(struct hg_game *g, int side)
{
	json_t *a = json_object_get(g->charts, g->side[side]);

	if (a == NULL) {
		a = json_array();
		json_object_set_new(g->charts, g->side[side], a);
	}
	return a;
}

/* One MRC record: "T3.R2 LEG1 <what>". */
void
hg_chart(struct hg_game *g, int u, const char *fmt, ...)
{
	char line[HG_CHART_LINE], rec[HG_CHART_LINE];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rec, sizeof rec, fmt, ap);
	va_end(ap);
	snprintf(line, sizeof line, "T%d.R%d %s %s", g->turn, g->round,
	    g->u[u].id, rec);
	json_array_append_new(chart_of(g, g->u[u].side), json_string(line));
}

/* SHA-256 of the first n lines of a chart, each ended by "\n". */
void
hg_chart_hash(const json_t *chart, size_t n, char hex[65])
{
	gcry_md_hd_t h;
	unsigned char *d;
	size_t i;
	const char *s;

	hex[0] = '\0';
	if (gcry_md_open(&h, GCRY_MD_SHA256, 0) != 0)
		return;
	for (i = 0; i < n && i < json_array_size(chart); i++) {
		s = json_string_value(json_array_get(chart, i));
		gcry_md_write(h, s ? s : "", s ? strlen(s) : 0);
		gcry_md_write(h, "\n", 1);
	}
	d = gcry_md_read(h, GCRY_MD_SHA256);
	for (i = 0; i < 32; i++)
		snprintf(hex + 2 * i, 3, "%02x", d[i]);
	gcry_md_close(h);
}

/* Close every chart for this round and publish the commitments.  The
 * six-round turn commits twice in round 2: after the modes (R2a, when
 * r2b has just opened) and after Player 1's move (R2b). */
void
hg_commit(struct hg_game *g, struct event_log *log)
{
	char hex[2][65], line[64], rl[8];
	json_t *c;
	int s;

	snprintf(rl, sizeof rl, "R%d%s", g->round, g->r.opt.rounds == 6 &&
	    g->round == 2 ? (g->r2_moves ? "a" : "b") : "");
	for (s = 0; s < HG_NSIDES; s++) {
		c = chart_of(g, s);
		snprintf(line, sizeof line, "commit T%d.%s", g->turn, rl);
		json_array_append_new(c, json_string(line));
		hg_chart_hash(c, json_array_size(c), hex[s]);
		json_array_append_new(g->commits, json_pack("{s:i,s:i,s:s,s:s,"
		    "s:i}", "turn", g->turn, "round", g->round, "side",
		    g->side[s], "sha256", hex[s], "lines",
		    (int)json_array_size(c)));
		if (rl[2] != '\0')	/* R2a/R2b: named, the rest as before */
			json_object_set_new(json_array_get(g->commits,
			    json_array_size(g->commits) - 1), "label",
			    json_string(rl));
	}
	event_say(log, EVENT_V_ALL, "Chart commitments T%d.%s: %s %s, %s %s",
	    g->turn, rl, g->side[0], hex[0], g->side[1], hex[1]);
}
