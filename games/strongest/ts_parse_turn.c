/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse_turn.c - the turn sheet (§9.3, §9.4): the script for the own
 * player turn (command blocks in the order they run, labelled orders
 * with REQ conditions, ALT fallbacks and REPEAT, GMOVE and STOPIF) and the
 * standing orders (POLICY, STRAT) for the own turn and the enemy's next.
 * Orders become JSON objects resolve() runs (ts_script.c); each is echoed
 * in the receipt as understood.  This file reads the lines and the REQ
 * conditions; one order's grammar is ts_parse_order.c.  Syntax only, and
 * static facts (ids, the block's command): whether an order is legal is
 * decided when it is reached, since earlier orders change the table (§7:
 * an illegal order is skipped with no card drawn).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts_parse.h"

/* ----- conditions: NOT, &, and the atoms of §9.3 ----- */

struct cp {
	struct tp *s;
	const char *p;
	int bad;
};

static void
skipws(struct cp *c)
{
	while (*c->p == ' ')
		c->p++;
}

static int
accept(struct cp *c, const char *w)
{
	size_t n = strlen(w);

	skipws(c);
	if (strncasecmp(c->p, w, n) != 0)
		return 0;
	if (isalpha((unsigned char)w[n - 1]) && isalnum((unsigned char)c->p[n]))
		return 0;
	c->p += n;
	return 1;
}

static int
cword(struct cp *c, char *w, size_t n)
{
	size_t k = 0;

	skipws(c);
	while ((isalnum((unsigned char)*c->p) || *c->p == '_') && k + 1 < n)
		w[k++] = *c->p++;
	w[k] = '\0';
	return k > 0;
}

static json_t *
cop(struct cp *c)
{
	static const char *const ops[] = { "<=", ">=", "<", ">", "=" };
	size_t i;

	for (i = 0; i < 5; i++)
		if (accept(c, ops[i]))
			return json_string(ops[i]);
	tp_err(c->s, "a comparison needs <=, >=, <, > or =");
	c->bad = 1;
	return json_string("=");
}

static int
cnum(struct cp *c)
{
	char w[16];

	if (!cword(c, w, sizeof w) || !isdigit((unsigned char)w[0]) ||
	    strlen(w) > 3) {
		tp_err(c->s, "a condition needs a number here");
		c->bad = 1;
		return 0;
	}
	return atoi(w);
}

static int
cunit(struct cp *c)
{
	char w[16];
	int u;

	if (!cword(c, w, sizeof w) || (u = tp_any_unit(c->s, w)) < 0) {
		c->bad = 1;
		return 0;
	}
	return u;
}

static void
expect_ch(struct cp *c, const char *ch)
{
	if (!accept(c, ch)) {
		tp_err(c->s, "a condition is missing \"%s\"", ch);
		c->bad = 1;
	}
}

static json_t *
atom_args(struct cp *c, const char *name)
{
	json_t *a = json_pack("[s]", name);
	char w[16];
	int x, y, u;

	expect_ch(c, "(");
	if (strcmp(name, "ok") == 0 || strcmp(name, "failed") == 0) {
		int l = cnum(c);

		json_array_append_new(a, json_integer(l));
		if (c->s->nrefs < TP_MAX_LABELS) {
			c->s->refs[c->s->nrefs] = l;
			c->s->ref_line[c->s->nrefs++] = c->s->line;
		}
	} else if (strcmp(name, "medals") == 0) {
		cword(c, w, sizeof w);
		if (strcasecmp(w, "own") && strcasecmp(w, "enemy")) {
			tp_err(c->s, "MEDALS(own) or MEDALS(enemy)");
			c->bad = 1;
		}
		json_array_append_new(a, json_integer(strcasecmp(w, "own") ?
		    1 : 0));
	} else {
		if (strcmp(name, "card") == 0 || strcmp(name, "ammo") == 0) {
			char w2[16];

			if (!cword(c, w2, sizeof w2) ||
			    (u = tp_own_unit(c->s, w2)) < 0) {
				c->bad = 1;
				u = 0;
			}
		} else
			u = cunit(c);
		json_array_append_new(a, json_integer(u));
		if (strcmp(name, "at") == 0 || strcmp(name, "adj") == 0) {
			expect_ch(c, ",");
			if (strcmp(name, "at") == 0) {
				cword(c, w, sizeof w);
				if (tp_box(c->s, w, &x, &y) < 0)
					c->bad = 1;
				else
					json_array_append_new(a, json_integer(
					    TS_BOX(c->s->g, x, y)));
			} else
				json_array_append_new(a, json_integer(
				    cunit(c)));
		}
	}
	expect_ch(c, ")");
	return a;
}

static json_t *
catom(struct cp *c)
{
	static const char *const names[] = { "ok", "failed", "gone", "at",
	    "dis", "card", "ammo", "adj", "medals" };
	char w[16];
	json_t *a;
	size_t i;

	if (accept(c, "TURN")) {
		a = json_pack("[s]", "turn");
		json_array_append_new(a, cop(c));
		json_array_append_new(a, json_integer(cnum(c)));
		return a;
	}
	if (!cword(c, w, sizeof w)) {
		tp_err(c->s, "a condition is missing here");
		c->bad = 1;
		return json_pack("[s]", "none");
	}
	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcasecmp(w, names[i]) == 0)
			break;
	if (i == sizeof names / sizeof names[0]) {
		tp_err(c->s, "unknown condition \"%.16s\" (OK FAILED GONE AT "
		    "DIS CARD AMMO ADJ MEDALS TURN)", w);
		c->bad = 1;
		return json_pack("[s]", "none");
	}
	a = atom_args(c, names[i]);
	if (strcmp(names[i], "card") == 0 || strcmp(names[i], "ammo") == 0 ||
	    strcmp(names[i], "medals") == 0) {
		json_array_append_new(a, cop(c));
		json_array_append_new(a, json_integer(cnum(c)));
	}
	return a;
}

static json_t *
cunary(struct cp *c)
{
	if (accept(c, "NOT"))
		return json_pack("[so]", "not", cunary(c));
	return catom(c);
}

static json_t *
cexpr(struct cp *c)
{
	json_t *a = cunary(c);

	while (!c->bad && accept(c, "&"))
		a = json_pack("[soo]", "and", a, cunary(c));
	return a;
}

static json_t *
parse_cond(struct tp *s, const char *text)
{
	struct cp c = { s, text, 0 };
	json_t *a = cexpr(&c);

	skipws(&c);
	if (!c.bad && *c.p != '\0') {
		tp_err(s, "condition: do not understand \"%.20s\"", c.p);
		c.bad = 1;
	}
	if (c.bad) {
		json_decref(a);
		return NULL;
	}
	return a;
}

/* The condition tokens from tok[*i] up to a keyword, joined. */
json_t *
tp_cond(struct tp *s, char **tok, int *i, int n, char *echo, size_t en)
{
	char text[TP_MAX_LINE + 1] = "";
	size_t k;

	for (; *i < n; (*i)++) {
		if (strcasecmp(tok[*i], "ALT") == 0 ||
		    strcasecmp(tok[*i], "REPEAT") == 0 ||
		    strcasecmp(tok[*i], "WITH") == 0)
			break;
		k = strlen(text);
		snprintf(text + k, sizeof text - k, "%s%s", k ? " " : "",
		    tok[*i]);
	}
	snprintf(echo + strlen(echo), en - strlen(echo), " REQ %s", text);
	if (text[0] == '\0') {
		tp_err(s, "REQ needs a condition");
		return NULL;
	}
	return parse_cond(s, text);
}

/* ----- lines ----- */

static int
label_of(struct tp *s, const char *w)
{
	size_t n = strlen(w);
	int l;

	if (n < 2 || w[n - 1] != ':')
		return 0;
	l = atoi(w);
	if (l < 1 || l > 999 || !isdigit((unsigned char)w[0])) {
		tp_err(s, "a label is a number 1-999 and a colon (\"3:\")");
		return -1;
	}
	return l;
}

static void
add_item(struct tp *s, json_t *it)
{
	if (s->items == NULL) {
		tp_err(s, "orders go inside a command block: CMD C<n> first");
		json_decref(it);
		return;
	}
	json_array_append_new(s->items, it);
}

static void
do_cmd(struct tp *s, char **tok, int n)
{
	json_t *b;
	int c;

	if (n != 2 || (c = tp_own_cmd(s, tok[1])) < 0) {
		if (n != 2)
			tp_err(s, "CMD C<n>");
		return;
	}
	if (s->cmds_seen[c]++) {
		tp_err(s, "command %s already has a block: each command "
		    "activates once a turn (rule 3.1)", tok[1]);
		return;
	}
	s->cmd = c;
	s->items = json_array();
	b = json_pack("{s:i,s:i,s:o}", "cmd", c, "line", s->line, "items",
	    s->items);
	json_array_append_new(json_object_get(s->o, "blocks"), b);
	tp_said(s, "CMD C%d", s->g->cmd[c].num);
}

/* GMOVE G<n> <box> [REQ cond] */
static void
do_gmove(struct tp *s, char **tok, int n)
{
	char echo[TP_MAX_LINE * 2] = "";
	json_t *it, *c;
	int k, x, y, i = 3;

	if (n < 3 || (k = tp_own_gen(s, tok[1])) < 0 ||
	    tp_box(s, tok[2], &x, &y) < 0) {
		if (n < 3)
			tp_err(s, "GMOVE G<n> <box> [REQ cond]");
		return;
	}
	if (s->cmd >= 0 && s->g->gen[k].cmd != s->cmd &&
	    !(s->g->gen[k].senior && s->g->gen[k].cmd < 0)) {
		tp_err(s, "%s is not the general of this block's command",
		    tok[1]);
		return;
	}
	it = json_pack("{s:s,s:i,s:i,s:i}", "t", "gmove", "gen", k, "to",
	    TS_BOX(s->g, x, y), "line", s->line);
	if (n > 3) {
		if (strcasecmp(tok[3], "REQ") != 0) {
			tp_err(s, "GMOVE G<n> <box> [REQ cond]");
			json_decref(it);
			return;
		}
		i = 4;
		if ((c = tp_cond(s, tok, &i, n, echo, sizeof echo)) == NULL) {
			json_decref(it);
			return;
		}
		json_object_set_new(it, "req", c);
	}
	tp_said(s, "GMOVE %s %s%s", tok[1], tok[2], echo);
	add_item(s, it);
}

static void
do_stopif(struct tp *s, char **tok, int n)
{
	char echo[TP_MAX_LINE * 2] = "";
	json_t *c;
	int i = 1;

	if ((c = tp_cond(s, tok, &i, n, echo, sizeof echo)) == NULL)
		return;
	if (i < n) {
		tp_err(s, "STOPIF <condition>");
		json_decref(c);
		return;
	}
	tp_said(s, "STOPIF%s", echo + 4);
	add_item(s, json_pack("{s:s,s:o,s:i}", "t", "stopif", "req", c,
	    "line", s->line));
}

static void
do_order(struct tp *s, char **tok, int n)
{
	char echo[TP_MAX_LINE * 3] = "";
	json_t *o;
	int l = label_of(s, tok[0]), i;

	if (l < 0)
		return;
	if (l > 0) {
		for (i = 0; i < s->nlabels; i++)
			if (s->labels[i] == l) {
				tp_err(s, "label %d is used twice", l);
				return;
			}
		if (s->nlabels < TP_MAX_LABELS) {
			s->labels[s->nlabels] = l;
			s->label_line[s->nlabels++] = s->line;
		}
		tok++;
		n--;
	}
	if ((o = tp_order(s, tok, n, echo, sizeof echo)) == NULL)
		return;
	json_object_set_new(o, "t", json_string("order"));
	json_object_set_new(o, "label", json_integer(l));
	if (l > 0)
		tp_said(s, "%d:%s", l, echo);
	else
		tp_said(s, "%s", echo + 1);
	add_item(s, o);
}

void
tp_turn_begin(struct tp *s)
{
	json_object_set_new(s->o, "kind", json_string("turn"));
	json_object_set_new(s->o, "blocks", json_array());
	json_object_set_new(s->o, "policies", json_array());
	json_object_set_new(s->o, "strats", json_array());
}

void
tp_turn_line(struct tp *s, char **tok, int n)
{
	if (strcasecmp(tok[0], "CMD") == 0)
		do_cmd(s, tok, n);
	else if (strcasecmp(tok[0], "GMOVE") == 0)
		do_gmove(s, tok, n);
	else if (strcasecmp(tok[0], "STOPIF") == 0)
		do_stopif(s, tok, n);
	else if (strcasecmp(tok[0], "POLICY") == 0)
		tp_policy(s, tok, n, json_object_get(s->o, "policies"));
	else if (strcasecmp(tok[0], "STRAT") == 0)
		tp_strat(s, tok, n, json_object_get(s->o, "strats"));
	else
		do_order(s, tok, n);
}

void
tp_turn_end(struct tp *s)
{
	int i, k;

	for (i = 0; i < s->nrefs; i++) {
		for (k = 0; k < s->nlabels; k++)
			if (s->labels[k] == s->refs[i])
				break;
		if (k == s->nlabels) {
			s->line = s->ref_line[i];
			tp_err(s, "no order has the label %d", s->refs[i]);
		}
	}
	s->line = 0;
	if (json_array_size(json_object_get(s->o, "blocks")) == 0)
		buf_adds(&s->out->understood, "No command blocks: every "
		    "command passes this turn.\n");
}
