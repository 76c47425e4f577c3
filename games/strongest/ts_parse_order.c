/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse_order.c - one order of the turn sheet (§9.3): <units> <VERB>
 * and its arguments, then the WITH, REQ, ALT and REPEAT suffixes, built
 * into the JSON object ts_script.c runs and echoed as understood.  The
 * script lines around it (CMD, GMOVE, STOPIF, labels) and the REQ
 * conditions are read in ts_parse_turn.c.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts_parse.h"

/* ----- orders ----- */

static int
is_suffix(const char *w)
{
	return strcasecmp(w, "WITH") == 0 || strcasecmp(w, "REQ") == 0 ||
	    strcasecmp(w, "ALT") == 0 || strcasecmp(w, "REPEAT") == 0;
}

static int
rel_step(const char *w)
{
	static const char *const st[] = { "FL", "F", "FR" };
	int i;

	for (i = 0; i < 3; i++)
		if (strcasecmp(w, st[i]) == 0)
			return i - 1;
	return -9;
}

static void
echo_add(char *echo, size_t n, const char *w)
{
	snprintf(echo + strlen(echo), n - strlen(echo), " %s", w);
}

/* MOVE F|FL|FR [F [F]] [POS FRONT|BEHIND] [EXIT] */
static int
verb_move(struct tp *s, json_t *o, char **a, int n)
{
	json_t *steps = json_array();
	int i, st;

	json_object_set_new(o, "steps", steps);
	for (i = 0; i < n && (st = rel_step(a[i])) != -9; i++) {
		if (json_array_size(steps) == 3) {
			tp_err(s, "MOVE takes at most three steps");
			return -1;
		}
		if (i > 0 && st != 0) {
			tp_err(s, "after the first step a move goes straight "
			    "ahead (F)");
			return -1;
		}
		json_array_append_new(steps, json_integer(st));
	}
	if (json_array_size(steps) == 0) {
		tp_err(s, "MOVE F|FL|FR [F] [F]: straight or diagonally "
		    "ahead, then straight on");
		return -1;
	}
	return i;
}

static int
face_word(const char *w, int *rel)
{
	int f = ts_parse_face(w);

	*rel = 0;
	if (f >= 0)
		return f;
	*rel = 1;
	if (strcasecmp(w, "R") == 0)
		return 1;
	if (strcasecmp(w, "B") == 0 || strcasecmp(w, "ABOUT") == 0)
		return 2;
	if (strcasecmp(w, "L") == 0)
		return 3;
	return -1;
}

static int
opt_words(struct tp *s, json_t *o, char **a, int i, int n)
{
	for (; i < n; i++) {
		if (strcasecmp(a[i], "POS") == 0 && i + 1 < n) {
			i++;
			if (strcasecmp(a[i], "FRONT") == 0)
				json_object_set_new(o, "pos", json_integer(1));
			else if (strcasecmp(a[i], "BEHIND") == 0)
				json_object_set_new(o, "pos", json_integer(0));
			else {
				tp_err(s, "POS FRONT or POS BEHIND");
				return -1;
			}
		} else if (strcasecmp(a[i], "EXIT") == 0)
			json_object_set_new(o, "exit", json_true());
		else if (strcasecmp(a[i], "ABOUT") == 0)
			json_object_set_new(o, "about", json_true());
		else {
			tp_err(s, "do not understand \"%.16s\" here", a[i]);
			return -1;
		}
	}
	return 0;
}

/* An enemy target E<n> or NEAREST; [PREFER E,E] [x2] after it. */
static int
target_words(struct tp *s, json_t *o, char **a, int n, int need)
{
	char *w[8];
	json_t *pref;
	int i = 0, k, m, u;

	if (i < n && strcasecmp(a[i], "NEAREST") == 0) {
		json_object_set_new(o, "target", json_integer(-1));
		i++;
	} else if (i < n && toupper((unsigned char)a[i][0]) == 'E') {
		if ((u = tp_enemy_unit(s, a[i])) < 0)
			return -1;
		json_object_set_new(o, "target", json_integer(u));
		i++;
	} else if (need) {
		tp_err(s, "name the target: E<n> or NEAREST");
		return -1;
	} else
		json_object_set_new(o, "target", json_integer(-1));
	for (; i < n; i++) {
		if (strcasecmp(a[i], "PREFER") == 0 && i + 1 < n) {
			pref = json_array();
			m = tp_split(a[++i], w, 8);
			for (k = 0; k < m; k++) {
				if ((u = tp_enemy_unit(s, w[k])) < 0) {
					json_decref(pref);
					return -1;
				}
				json_array_append_new(pref, json_integer(u));
			}
			json_object_set_new(o, "prefer", pref);
		} else if (strcasecmp(a[i], "x2") == 0)
			json_object_set_new(o, "volley", json_integer(2));
		else if (strcasecmp(a[i], "x1") == 0)
			json_object_set_new(o, "volley", json_integer(1));
		else if (strcasecmp(a[i], "ABOUT") == 0)
			json_object_set_new(o, "about", json_true());
		else {
			tp_err(s, "do not understand \"%.16s\" here", a[i]);
			return -1;
		}
	}
	return 0;
}

/* CHARGE E<n> [VIA F|FL|FR] [PICK LEAD|FOLLOW] [LANCE] [SHOCK] */
static int
verb_charge(struct tp *s, json_t *o, char **a, int n)
{
	int i, u, st;

	if (n >= 1 && strcasecmp(a[0], "NEAREST") == 0)
		u = -1;
	else if (n < 1 || (u = tp_enemy_unit(s, a[0])) < 0) {
		if (n < 1)
			tp_err(s, "CHARGE E<n>|NEAREST [VIA F|FL|FR] [PICK "
			    "LEAD|FOLLOW] [LANCE] [SHOCK]");
		return -1;
	}
	json_object_set_new(o, "target", json_integer(u));
	for (i = 1; i < n; i++) {
		if (strcasecmp(a[i], "VIA") == 0 && i + 1 < n &&
		    (st = rel_step(a[i + 1])) != -9) {
			json_object_set_new(o, "via", json_integer(st));
			i++;
		} else if (strcasecmp(a[i], "PICK") == 0 && i + 1 < n &&
		    (strcasecmp(a[i + 1], "LEAD") == 0 ||
		    strcasecmp(a[i + 1], "FOLLOW") == 0)) {
			json_object_set_new(o, "pick", json_integer(
			    strcasecmp(a[++i], "FOLLOW") == 0));
		} else if (strcasecmp(a[i], "LANCE") == 0)
			json_object_set_new(o, "lance", json_integer(1));
		else if (strcasecmp(a[i], "NOLANCE") == 0)
			json_object_set_new(o, "lance", json_integer(0));
		else if (strcasecmp(a[i], "SHOCK") == 0)
			json_object_set_new(o, "shock", json_integer(1));
		else if (strcasecmp(a[i], "NOSHOCK") == 0)
			json_object_set_new(o, "shock", json_integer(0));
		else {
			tp_err(s, "CHARGE: do not understand \"%.16s\"", a[i]);
			return -1;
		}
	}
	return 0;
}

static int
verb_enter(struct tp *s, json_t *o, char **a, int n)
{
	char *w[12];
	json_t *pref;
	int i, k, m, x, y, z, f, rel;

	for (i = 0; i < n; i++) {
		if (strcasecmp(a[i], "ZONE") == 0 && i + 1 < n) {
			z = atoi(a[++i]);
			if (z < 1 || z > 10) {
				tp_err(s, "ZONE 1..10 (Fig. XI)");
				return -1;
			}
			json_object_set_new(o, "zone", json_integer(z));
		} else if (strcasecmp(a[i], "PREF") == 0 && i + 1 < n) {
			pref = json_array();
			m = tp_split(a[++i], w, 12);
			for (k = 0; k < m; k++) {
				if (tp_box(s, w[k], &x, &y) < 0) {
					json_decref(pref);
					return -1;
				}
				json_array_append_new(pref, json_integer(
				    TS_BOX(s->g, x, y)));
			}
			json_object_set_new(o, "pref", pref);
		} else if (strcasecmp(a[i], "FACE") == 0 && i + 1 < n) {
			if ((f = face_word(a[++i], &rel)) < 0 || rel) {
				tp_err(s, "FACE N|E|S|W");
				return -1;
			}
			json_object_set_new(o, "face", json_integer(f));
		} else if (tp_box(s, a[i], &x, &y) >= 0)
			json_object_set_new(o, "box", json_integer(
			    TS_BOX(s->g, x, y)));
		else
			return -1;
	}
	return 0;
}

static int
verb_args(struct tp *s, const char *verb, json_t *o, char **a, int n)
{
	int f, rel, k;

	if (strcmp(verb, "move") == 0) {
		if ((k = verb_move(s, o, a, n)) < 0)
			return -1;
		return opt_words(s, o, a, k, n);
	}
	if (strcmp(verb, "turn") == 0) {
		if (n < 1 || (f = face_word(a[0], &rel)) < 0) {
			tp_err(s, "TURN N|E|S|W|L|R|B [F] (mounted: then one box "
			    "ahead)");
			return -1;
		}
		json_object_set_new(o, rel ? "rel" : "face", json_integer(f));
		if (n >= 2 && strcasecmp(a[1], "F") == 0) {
			json_object_set_new(o, "then", json_integer(1));
			return opt_words(s, o, a, 2, n);
		}
		return opt_words(s, o, a, 1, n);
	}
	if (strcmp(verb, "back") == 0) {
		k = n > 0 ? atoi(a[0]) : 0;
		if (k < 1 || k > 2) {
			tp_err(s, "BACK 1|2 [ABOUT]");
			return -1;
		}
		json_object_set_new(o, "boxes", json_integer(k));
		return opt_words(s, o, a, 1, n);
	}
	if (strcmp(verb, "side") == 0) {
		if (n < 1 || (strcasecmp(a[0], "L") && strcasecmp(a[0], "R"))) {
			tp_err(s, "SIDE L|R");
			return -1;
		}
		json_object_set_new(o, "dir", json_integer(strcasecmp(a[0],
		    "R") == 0 ? 1 : -1));
		return opt_words(s, o, a, 1, n);
	}
	if (strcmp(verb, "charge") == 0)
		return verb_charge(s, o, a, n);
	if (strcmp(verb, "shoot") == 0)
		return target_words(s, o, a, n, 1);
	if (strcmp(verb, "moveshoot") == 0 || strcmp(verb, "shootback") == 0)
		return target_words(s, o, a, n, 0);
	if (strcmp(verb, "form") == 0) {
		static const char *const fm[] = { "LINE", "WEDGE", "RHOMBOID",
		    "ORBIS", "TESTUDO" };

		for (k = 0; n == 1 && k < 5; k++)
			if (strcasecmp(a[0], fm[k]) == 0) {
				json_object_set_new(o, "form",
				    json_integer(k));
				return 0;
			}
		tp_err(s, "FORM LINE|WEDGE|RHOMBOID|ORBIS|TESTUDO");
		return -1;
	}
	if (strcmp(verb, "enter") == 0)
		return verb_enter(s, o, a, n);
	if (strcmp(verb, "reveal") == 0) {
		if (n == 2 && strcasecmp(a[0], "FACE") == 0 &&
		    (f = face_word(a[1], &rel)) >= 0 && !rel) {
			json_object_set_new(o, "face", json_integer(f));
			return 0;
		}
		if (n == 0)
			return 0;
		tp_err(s, "REVEAL [FACE N|E|S|W]");
		return -1;
	}
	if (n > 0) {
		tp_err(s, "%s takes nothing after it", verb);
		return -1;
	}
	return 0;
}

static const char *const verbs[] = {
	"move", "turn", "swap", "back", "side", "charge", "shoot", "moveshoot",
	"shootback", "resupply", "rally", "form", "dismount", "stakes",
	"enter", "reveal",
};

static int
units_of(struct tp *s, json_t *o, char *w)
{
	char *u[4];
	json_t *a = json_array();
	int n = tp_split(w, u, 4), i, k;

	json_object_set_new(o, "units", a);
	if (n < 1 || n > 2) {
		tp_err(s, "an order names one unit, or two in one box "
		    "(U3,U4)");
		return -1;
	}
	for (i = 0; i < n; i++) {
		if ((k = tp_own_unit(s, u[i])) < 0)
			return -1;
		if (s->cmd >= 0 && s->g->u[k].cmd != s->cmd) {
			tp_err(s, "%s is not of command C%d", u[i],
			    s->g->cmd[s->cmd].num);
			return -1;
		}
		json_array_append_new(a, json_integer(k));
	}
	return 0;
}

static json_t *parse_order(struct tp *s, char **tok, int n, char *echo,
    size_t en, int depth);

static int
suffixes(struct tp *s, json_t *o, char **tok, int i, int n, char *echo,
    size_t en, int depth)
{
	char *w[8];
	json_t *a, *c;
	int m, k, g;

	while (i < n) {
		if (strcasecmp(tok[i], "WITH") == 0 && i + 1 < n) {
			a = json_array();
			json_object_set_new(o, "with", a);
			echo_add(echo, en, "WITH");
			echo_add(echo, en, tok[i + 1]);
			m = tp_split(tok[i + 1], w, 8);
			for (k = 0; k < m; k++) {
				if ((g = tp_own_gen(s, w[k])) < 0)
					return -1;
				json_array_append_new(a, json_integer(g));
			}
			i += 2;
		} else if (strcasecmp(tok[i], "REQ") == 0) {
			i++;
			if ((c = tp_cond(s, tok, &i, n, echo, en)) == NULL)
				return -1;
			json_object_set_new(o, "req", c);
		} else if (strcasecmp(tok[i], "REPEAT") == 0 && i + 1 < n) {
			m = strcasecmp(tok[i + 1], "MAX") == 0 ? 99 :
			    atoi(tok[i + 1]);
			if (m < 1 || m > 99) {
				tp_err(s, "REPEAT <1-99> or REPEAT MAX");
				return -1;
			}
			json_object_set_new(o, "repeat", json_integer(m));
			echo_add(echo, en, "REPEAT");
			echo_add(echo, en, tok[i + 1]);
			i += 2;
		} else if (strcasecmp(tok[i], "ALT") == 0 && i + 1 < n) {
			echo_add(echo, en, "ALT");
			if ((c = parse_order(s, tok + i + 1, n - i - 1, echo, en,
			    depth + 1)) == NULL)
				return -1;
			json_object_set_new(o, "alt", c);
			return 0;
		} else {
			tp_err(s, "do not understand \"%.16s\" (WITH, REQ, ALT, "
			    "REPEAT)", tok[i]);
			return -1;
		}
	}
	return 0;
}

/* <units> <VERB> args [WITH gens] [REQ cond] [ALT order] [REPEAT n] */
static json_t *
parse_order(struct tp *s, char **tok, int n, char *echo, size_t en,
    int depth)
{
	json_t *o = json_object();
	char verb[16];
	size_t v;
	int k, i;

	if (depth > 4) {
		tp_err(s, "ALT orders nest at most four deep");
		goto bad;
	}
	if (n < 2) {
		tp_err(s, "an order is <unit(s)> <verb> ...");
		goto bad;
	}
	json_object_set_new(o, "line", json_integer(s->line));
	echo_add(echo, en, tok[0]);
	if (units_of(s, o, tok[0]))
		goto bad;
	snprintf(verb, sizeof verb, "%s", tok[1]);
	for (k = 0; verb[k]; k++)
		verb[k] = (char)tolower((unsigned char)verb[k]);
	for (v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
		if (strcmp(verb, verbs[v]) == 0)
			break;
	if (v == sizeof verbs / sizeof verbs[0]) {
		if (strcmp(verb, "board") == 0 || strcmp(verb, "land") == 0)
			tp_err(s, "a unit with a boat boards or goes ashore "
			    "with MOVE into or out of a water box (rule 4.14)");
		else
			tp_err(s, "unknown order \"%.16s\" (MOVE TURN SWAP BACK "
			    "SIDE CHARGE SHOOT MOVESHOOT SHOOTBACK RESUPPLY "
			    "RALLY FORM DISMOUNT STAKES ENTER REVEAL)", tok[1]);
		goto bad;
	}
	json_object_set_new(o, "verb", json_string(verb));
	if (json_array_size(json_object_get(o, "units")) > 1 &&
	    strcmp(verb, "move") && strcmp(verb, "turn") &&
	    strcmp(verb, "back") && strcmp(verb, "side")) {
		tp_err(s, "two units activate together only to MOVE, TURN, "
		    "BACK or SIDE");
		goto bad;
	}
	for (i = 2; i < n && !is_suffix(tok[i]); i++)
		;
	for (k = 1; k < i; k++)
		echo_add(echo, en, tok[k]);
	if (verb_args(s, verb, o, tok + 2, i - 2) ||
	    suffixes(s, o, tok, i, n, echo, en, depth))
		goto bad;
	return o;
bad:
	json_decref(o);
	return NULL;
}

json_t *
tp_order(struct tp *s, char **tok, int n, char *echo, size_t en)
{
	return parse_order(s, tok, n, echo, en, 0);
}
