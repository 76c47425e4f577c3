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
#include "sheet_words.h"

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

int
bg_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	struct bg_game *g = gv;
	struct bg_order o;
	struct sheet_lines rd;
	char line[BG_LINE_LEN], msg[160];
	json_t *lines = json_array(), *clear = json_array();
	int k, i, u;
	size_t l;

	if (lines == NULL || clear == NULL) {
		json_decref(lines);
		json_decref(clear);
		return PBEM_ERR_NOMEM;
	}
	/* the kit's sheet reader: numbered lines, # comments, words */
	sheet_lines_init(&rd, text, len, first_line, 0);
	while ((k = sheet_lines_next(&rd)) != 0) {
		if (k < 0) {
			sheet_check_error(out, rd.line, "%s", rd.why);
			continue;
		}
		if (rd.ntok == 0 || strcasecmp(rd.tok[0], "END") == 0 ||
		    strcasecmp(rd.tok[0], "ORDERS") == 0)
			continue;
		if (strcasecmp(rd.tok[0], "CLEAR") == 0) {
			if (rd.ntok != 2 || (u = bg_unit_find(g,
			    rd.tok[1])) < 0 || g->u[u].side != side) {
				sheet_check_error(out, rd.line, "CLEAR needs "
				    "one of your units");
				continue;
			}
			clear_unit(g, side, g->u[u].id);
			json_array_append_new(clear, json_string(g->u[u].id));
			continue;
		}
		/* the words again, one space apart, for bg_order_parse */
		line[0] = '\0';
		for (i = 0; i < rd.ntok; i++) {
			l = strlen(line);
			if (l + strlen(rd.tok[i]) + 2 > sizeof line)
				break;
			snprintf(line + l, sizeof line - l, "%s%s",
			    i ? " " : "", rd.tok[i]);
		}
		if (i < rd.ntok) {
			sheet_check_error(out, rd.line, "line too long");
			continue;
		}
		if (bg_order_parse(g, side, line, &o, msg, sizeof msg) != 0) {
			sheet_check_error(out, rd.line, "%s", msg);
			continue;
		}
		/* a wreck it saw in play is refused too, at receipt only:
		 * a standing line naming a unit since lost keeps its old
		 * reading */
		if (names_wreck(g, side, &o, msg, sizeof msg)) {
			sheet_check_error(out, rd.line, "%s", msg);
			continue;
		}
		/* 4.15: only designated units (checked at receipt only: a
		 * standing line stays valid if a referee changes that) */
		if ((o.act == BG_A_SMOKE && !g->u[o.unit].can_smoke) ||
		    (o.act == BG_A_FLARE && !g->u[o.unit].can_flare)) {
			sheet_check_error(out, rd.line, "%s is not designated "
			    "to %s (the scenario's %s flag)", g->u[o.unit].id,
			    o.act == BG_A_SMOKE ? "lay smoke" : "fire flares",
			    o.act == BG_A_SMOKE ? "SMOKE" : "FLARES");
			continue;
		}
		merge_line(g, side, o.text);
		json_array_append_new(lines, json_string(o.text));
	}
	if (out->nerrors > 0) {
		json_decref(lines);
		json_decref(clear);
		return PBEM_OK;
	}
	out->orders = json_pack("{s:o,s:o}", "lines", lines, "clear", clear);
	buf_adds(&out->understood, "Standing orders after this sheet, tried "
	    "in this order:\n");
	receipt(g, side, &out->understood);
	bg_arty_receipt(g, side, &out->understood);
	return out->orders ? PBEM_OK : PBEM_ERR_NOMEM;
}
