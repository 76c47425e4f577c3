/*
 * ts_parse_turn.c - the turn sheet (§9.3, §9.4): the script for the own
 * player turn (command blocks in the order they run, labelled orders
 * with REQ conditions, ALT fallbacks and REPEAT, GMOVE and STOPIF) and the
 * standing orders (POLICY, STRAT) for the own turn and the enemy's next.
 * Orders become JSON objects resolve() runs (ts_script.c); each is echoed
 * in the receipt as understood.  Syntax only, and static facts (ids, the
 * block's command): whether an order is legal is decided when it is
 * reached, since earlier orders change the table (§7: an illegal order is
 * skipped with no card drawn).
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
static json_t *
cond_from(struct tp *s, char **tok, int *i, int n, char *echo, size_t en)
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
			if ((c = cond_from(s, tok, &i, n, echo, en)) == NULL)
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
		if ((c = cond_from(s, tok, &i, n, echo, sizeof echo)) == NULL) {
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

	if ((c = cond_from(s, tok, &i, n, echo, sizeof echo)) == NULL)
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
	if ((o = parse_order(s, tok, n, echo, sizeof echo, 0)) == NULL)
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
