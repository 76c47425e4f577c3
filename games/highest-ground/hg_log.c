/*
 * hg_log.c - the event list resolve() returns, the Movement Record Charts
 * the server writes for each side, and the commitments to them.  Each
 * happening is written once per viewer (the referee, then each side that
 * saw it) with that viewer's names: own units by id, enemies by alias.
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

#define HG_EVENT_MAX	4096

void
hg_log_init(struct hg_log *log)
{
	log->events = json_array();
	log->failed = log->events == NULL;
}

static void
ev_end(const struct hg_game *g, struct hg_log *log, int viewer,
    struct buf *text)
{
	json_t *ev = json_object(), *sides = json_array();

	if (ev == NULL || sides == NULL || text->failed) {
		log->failed = 1;
		json_decref(ev);
		json_decref(sides);
		buf_free(text);
		return;
	}
	if (viewer >= 0)
		json_array_append_new(sides, json_string(g->side[viewer]));
	json_object_set_new(ev, "sides", sides);
	json_object_set_new(ev, "referee", json_boolean(viewer < 0));
	json_object_set_new(ev, "turn", json_integer(g->turn));
	json_object_set_new(ev, "round", json_integer(g->round));
	json_object_set_new(ev, "text", json_string(buf_str(text)));
	if (json_array_append_new(log->events, ev) != 0)
		log->failed = 1;
	buf_free(text);
}

void
hg_say(const struct hg_game *g, struct hg_log *log, unsigned mask,
    const char *fmt, ...)
{
	struct buf t;
	va_list ap;
	const char *p, *sa;
	char b[32];
	int v, prec, bad;

	for (v = -1; v < HG_NSIDES; v++) {
		bad = 0;
		if (!(mask & (v < 0 ? HG_V_REF : HG_V_SIDE(v))))
			continue;
		buf_init(&t, HG_EVENT_MAX);
		va_start(ap, fmt);
		for (p = fmt; *p != '\0'; p++) {
			if (*p != '%' || p[1] == '\0') {
				buf_addc(&t, *p);
				continue;
			}
			prec = -1;
			if (p[1] == '.' && isdigit((unsigned char)p[2])) {
				for (p += 2, prec = 0; isdigit((unsigned char)*p) &&
				    prec < 1000; p++)
					prec = prec * 10 + (*p - '0');
				p--;
			}
			switch (*++p) {
			case 's':
				sa = va_arg(ap, const char *);
				if (sa == NULL)
					sa = "";
				if (prec < 0)
					buf_adds(&t, sa);
				else
					buf_addf(&t, "%.*s", prec, sa);
				break;
			case '%':
				buf_addc(&t, '%');
				break;
			case 'd':
				buf_addf(&t, "%d", va_arg(ap, int));
				break;
			case 'U':
				buf_adds(&t, hg_name(g, v, va_arg(ap, int), b,
				    sizeof b));
				break;
			case 'H':
				buf_adds(&t, hg_label(g, va_arg(ap, int), b));
				break;
			default:
				/* a conversion this formatter does not know:
				 * the arguments no longer line up with the
				 * text, so nothing more is written (an
				 * argument read as the wrong one could print a
				 * secret, such as a raw chart record) */
				buf_adds(&t, "[?]");
				bad = 1;
				break;
			}
			if (prec >= 0 && *p != 's')
				bad = 1, buf_adds(&t, "[?]");
			if (bad)
				break;
		}
		va_end(ap);
		ev_end(g, log, v, &t);
	}
}

/* Referee and owner always; the enemy only while it sees the unit. */
unsigned
hg_viewers(const struct hg_game *g, int u)
{
	unsigned m = HG_V_REF | HG_V_SIDE(g->u[u].side);

	if (hg_visible(g, 1 - g->u[u].side, u))
		m |= HG_V_SIDE(1 - g->u[u].side);
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
hg_commit(struct hg_game *g, struct hg_log *log)
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
	hg_say(g, log, HG_V_ALL, "Chart commitments T%d.%s: %s %s, %s %s",
	    g->turn, rl, g->side[0], hex[0], g->side[1], hex[1]);
}
