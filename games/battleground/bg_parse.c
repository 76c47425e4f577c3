/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_parse.c - one side's order sheet (digest 5, 8.1): each line parsed
 * as bg_order.c reads it, errors with the sheet's line numbers; the
 * orders are the canonical lines (and CLEAR ids) merged into the side's
 * standing lines at resolution: a line with the same trigger, unit and
 * condition replaces the standing one, a new one goes last.  The receipt
 * says, unit by unit, which lines stand after the merge, in the order
 * they are tried, and what each condition will test.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"
#include "sheet_read.h"

static const char *const cond_words[] = {
	"your side's fire card already came this turn",
	"your side's move card already came this turn",
	"the enemy's fire card already came this turn",
	"the enemy's move card already came this turn",
	"the unit carries a run marker",
	"the unit is dug in",
	"the unit is still hidden",
	"the named enemy is in sight",
	"the distance to the named enemy",
	"the unit's figures",
	"the odds in figures",
};

static const char *const trig_words[BG_NTRIG] = {
	"own move card", "own fire card", "ace: first move (one unit)",
	"ace: extra move (one unit)", "ace: first fire (one unit)",
	"ace: extra fire (one unit)"
};

/* Does the line name an enemy wreck the side knows of (a target, a
 * charge, a SEEN or DIST condition)?  The words in msg. */
static int
names_wreck(const struct bg_game *g, int side, const struct bg_order *o,
    char *msg, size_t mn)
{
	int w, k;

	for (w = 0; w < BG_MAX_WEAP; w++)
		for (k = 0; k < o->ntgtw[w] && k < BG_MAX_TGT; k++)
			if (o->tgt[w][k] >= 0 && bg_wreck_named(g, side,
			    o->tgt[w][k], msg, mn))
				return 1;
	for (k = 0; k < o->ncond; k++)
		if ((o->cond[k].kind == BG_C_SEEN || o->cond[k].kind ==
		    BG_C_DIST) && bg_wreck_named(g, side, o->cond[k].unit,
		    msg, mn))
			return 1;
	return 0;
}

static void
merge_line(struct bg_game *g, int side, const char *line)
{
	struct bg_order o, s;
	char msg[160];
	int k;

	if (bg_order_parse(g, side, line, &o, msg, sizeof msg) != 0)
		return;
	for (k = 0; k < g->orders[side].n; k++)
		if (bg_order_parse(g, side, g->orders[side].line[k], &s, msg,
		    sizeof msg) == 0 && strcmp(s.key, o.key) == 0) {
			snprintf(g->orders[side].line[k], BG_LINE_LEN, "%s", o.text);
			return;
		}
	if (g->orders[side].n < BG_MAX_ORDERS)
		snprintf(g->orders[side].line[g->orders[side].n++], BG_LINE_LEN, "%s",
		    o.text);
}

static void
clear_unit(struct bg_game *g, int side, const char *id)
{
	struct bg_order o;
	char msg[160];
	int k, j = 0;

	for (k = 0; k < g->orders[side].n; k++)
		if (bg_order_parse(g, side, g->orders[side].line[k], &o, msg,
		    sizeof msg) != 0 || o.unit < 0 ||
		    strcasecmp(g->u[o.unit].id, id) != 0)
			memmove(g->orders[side].line[j++], g->orders[side].line[k],
			    BG_LINE_LEN);
	g->orders[side].n = j;
}

void
bg_orders_merge(struct bg_game *g, int side, const json_t *orders)
{
	const json_t *v;
	size_t i;

	json_array_foreach(json_object_get(orders, "clear"), i, v)
		if (json_is_string(v))
			clear_unit(g, side, json_string_value(v));
	json_array_foreach(json_object_get(orders, "lines"), i, v)
		if (json_is_string(v))
			merge_line(g, side, json_string_value(v));
}

static void
receipt(struct bg_game *g, int side, struct buf *out)
{
	struct bg_order o;
	char msg[160];
	int u, k, c, t, any;

	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != side || (!bg_alive(&g->u[u]) &&
		    !g->u[u].enter))
			continue;
		buf_addf(out, "%s:\n", g->u[u].id);
		for (t = 0; t < BG_NTRIG; t++) {
			any = 0;
			for (k = 0; k < g->orders[side].n; k++) {
				if (bg_order_parse(g, side, g->orders[side].line[k],
				    &o, msg, sizeof msg) != 0 || o.unit != u ||
				    o.trig != t)
					continue;
				buf_addf(out, "  %s: %s\n", trig_words[t],
				    o.text);
				for (c = 0; c < o.ncond; c++)
					buf_addf(out, "    IF %s%s\n",
					    o.cond[c].neg ? "NOT: " : "",
					    cond_words[o.cond[c].kind]);
				any = 1;
			}
			if (!any && t == BG_O_M)
				buf_addf(out, "  %s: default HOLD\n",
				    trig_words[t]);
			if (!any && t == BG_O_F)
				buf_addf(out, "  %s: default %s\n",
				    trig_words[t], g->u[u].hidden ? "HOLD "
				    "(hidden)" : g->u[u].empl == BG_E_BUNKER ?
				    "none (a bunker has no weapon)" :
				    "FIRE NEAREST");
		}
		bg_react_receipt(g, side, u, out);
	}
}

/* A sheet being read: the game (its standing lines merged as they
 * come), the side, the orders' two lists, a refusal's words. */
struct bg_sheet {
	struct bg_game *g;
	int side;
	json_t *lines, *clear;
	struct sheet_check *out;
	char msg[160];
};

/* sheet_read's line: CLEAR, or an order as bg_order.c reads it. */
static const char *
read_line(void *ctx, int ln, char **tok, int ntok)
{
	struct bg_sheet *s = ctx;
	struct bg_game *g = s->g;
	struct bg_order o;
	char line[BG_LINE_LEN];
	int i, u;
	size_t l;

	if (strcasecmp(tok[0], "END") == 0 || strcasecmp(tok[0], "ORDERS") == 0)
		return NULL;
	if (strcasecmp(tok[0], "CLEAR") == 0) {
		if (ntok != 2 || (u = bg_unit_find(g, tok[1])) < 0 ||
		    g->u[u].side != s->side)
			return "CLEAR needs one of your units";
		clear_unit(g, s->side, g->u[u].id);
		json_array_append_new(s->clear, json_string(g->u[u].id));
		return NULL;
	}
	/* the words again, one space apart, for bg_order_parse */
	line[0] = '\0';
	for (i = 0; i < ntok; i++) {
		l = strlen(line);
		if (l + strlen(tok[i]) + 2 > sizeof line)
			break;
		snprintf(line + l, sizeof line - l, "%s%s", i ? " " : "",
		    tok[i]);
	}
	if (i < ntok)
		return "line too long";
	/* a wreck it saw in play is refused too, at receipt only: a
	 * standing line naming a unit since lost keeps its old reading */
	if (bg_order_parse(g, s->side, line, &o, s->msg, sizeof s->msg) != 0 ||
	    names_wreck(g, s->side, &o, s->msg, sizeof s->msg))
		return s->msg;
	/* 4.15: only designated units (checked at receipt only: a standing
	 * line stays valid if a referee changes that) */
	if ((o.act == BG_A_SMOKE && !g->u[o.unit].can_smoke) ||
	    (o.act == BG_A_FLARE && !g->u[o.unit].can_flare)) {
		sheet_check_error(s->out, ln, "%s is not designated to %s (the "
		    "scenario's %s flag)", g->u[o.unit].id,
		    o.act == BG_A_SMOKE ? "lay smoke" : "fire flares",
		    o.act == BG_A_SMOKE ? "SMOKE" : "FLARES");
		return NULL;
	}
	merge_line(g, s->side, o.text);
	json_array_append_new(s->lines, json_string(o.text));
	return NULL;
}

/* ... and its end: a sheet without errors is answered with the lines
 * that stand after it. */
static void
read_end(void *ctx, int line, int ended)
{
	struct bg_sheet *s = ctx;

	(void)line;
	(void)ended;
	if (s->out->nerrors > 0)
		return;
	buf_adds(&s->out->understood, "Standing orders after this sheet, "
	    "tried in this order:\n");
	receipt(s->g, s->side, &s->out->understood);
	bg_arty_receipt(s->g, s->side, &s->out->understood);
}

int
bg_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	static const struct sheet_reader reader = { .line = read_line,
	    .end = read_end };
	struct bg_sheet s = { .g = gv, .side = side, .out = out };
	json_t *orders = json_object();

	if (orders == NULL || json_object_set_new(orders, "lines",
	    s.lines = json_array()) != 0 || json_object_set_new(orders,
	    "clear", s.clear = json_array()) != 0) {
		json_decref(orders);
		return PBEM_ERR_NOMEM;
	}
	return sheet_read(&reader, &s, text, len, first_line, orders, out);
}
