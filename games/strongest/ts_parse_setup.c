/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse_setup.c - the pre-game sheet (§9.2: terrain picks with ranked
 * candidates, stratagem preferences, the bid) and the deployment sheet
 * (§9.2, §5.5: units, generals, camps, fortifications, stakes, the
 * delaying stratagems, Q spades' chosen unit, J hearts and J clubs at the
 * end of deployment, the scenarios' delayed commands and surrendered
 * units).  Both may carry standing orders (POLICY, STRAT).  The
 * deployment sheet is checked against the zones and box rules here, so a
 * refusal comes with the receipt; whether a delaying card is held is the
 * side's own secret, known to it.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts_parse.h"

static json_t *
arr(struct tp *s, const char *k)
{
	json_t *a = json_object_get(s->o, k);

	if (a == NULL) {
		a = json_array();
		json_object_set_new(s->o, k, a);
	}
	return a;
}

/* The line as written (its words, before any list was split). */
static void
echo_line(struct tp *s, const char *note)
{
	tp_said(s, "%s%s", s->words, note ? note : "");
}

/* ----- the pre-game sheet ----- */

static int
cand_box(struct tp *s, char *w, json_t *c)
{
	int x, y;

	if (tp_box(s, w, &x, &y) < 0)
		return -1;
	json_array_append_new(c, json_integer(TS_BOX(s->g, x, y)));
	return 0;
}

/* A line candidate "A3-L3" or a stream "A4:N-L4:N": its ends. */
static int
cand_line(struct tp *s, char *w, json_t *c, int stream)
{
	char *dash = strchr(w, '-'), *e1, *e2;
	int x1, y1, x2, y2, f1 = 0, f2 = 0;

	if (dash == NULL) {
		tp_err(s, "a road or stream candidate runs edge to edge: "
		    "A3-L3 (a stream: A4:N-L4:N)");
		return -1;
	}
	*dash++ = '\0';
	e1 = strchr(w, ':');
	e2 = strchr(dash, ':');
	if ((e1 != NULL) != stream || (e2 != NULL) != stream) {
		tp_err(s, "a stream candidate names box edges (A4:N-L4:N), a "
		    "road boxes (A3-L3)");
		return -1;
	}
	if (stream) {
		*e1++ = '\0';
		*e2++ = '\0';
		f1 = ts_parse_face(e1);
		f2 = ts_parse_face(e2);
	}
	if (tp_box(s, w, &x1, &y1) < 0 || tp_box(s, dash, &x2, &y2) < 0)
		return -1;
	if ((x1 != x2 && y1 != y2) || f1 != f2 || f1 < 0) {
		tp_err(s, "a road or stream candidate is a straight line");
		return -1;
	}
	json_array_append_new(c, json_pack("[iiii]", TS_BOX(s->g, x1, y1),
	    TS_BOX(s->g, x2, y2), f1, 0));
	return 0;
}

/* TERRAIN <label> <type> [double] PREF <cand>,...   (cand: box, box+box)
 * ROAD <label> PREF A3-L3,...   STREAM <label> PREF A4:N-L4:N,... */
static void
do_piece(struct tp *s, char **t, int n)
{
	const char *kind = strcasecmp(t[0], "ROAD") == 0 ? "road" :
	    strcasecmp(t[0], "STREAM") == 0 ? "stream" : "box";
	json_t *p, *cands;
	char *w[24], *plus;
	int i = 2, type = -1, dbl = 0, m, k;

	if (strcmp(kind, "box") == 0) {
		if (n < 5 || (type = ts_tables_terrain(&s->g->r, t[2])) < 0 ||
		    !s->g->r.terr[type].piece) {
			tp_err(s, "TERRAIN <label> <type> [double] PREF "
			    "<box>[+<box>],... (a type from the rules data that "
			    "players may pick)");
			return;
		}
		i = 3;
		if (strcasecmp(t[i], "double") == 0) {
			dbl = 1;
			i++;
		}
	}
	if (i + 2 != n || strcasecmp(t[i], "PREF") != 0) {
		tp_err(s, "%s <label>%s PREF <candidates>", t[0],
		    strcmp(kind, "box") == 0 ? " <type> [double]" : "");
		return;
	}
	cands = json_array();
	m = tp_split(t[i + 1], w, 24);
	for (k = 0; k < m; k++) {
		json_t *c = json_array();

		if (strcmp(kind, "box") == 0) {
			plus = strchr(w[k], '+');
			if (plus != NULL)
				*plus++ = '\0';
			if ((plus != NULL) != dbl) {
				tp_err(s, "a double piece's candidates are two "
				    "boxes side by side (D6+E6), a single's one");
				json_decref(c);
				json_decref(cands);
				return;
			}
			if (cand_box(s, w[k], c) || (plus && cand_box(s, plus,
			    c))) {
				json_decref(c);
				json_decref(cands);
				return;
			}
		} else if (cand_line(s, w[k], c, kind[0] == 's')) {
			json_decref(c);
			json_decref(cands);
			return;
		}
		json_array_append_new(cands, c);
	}
	p = json_pack("{s:s,s:i,s:i,s:o,s:i}", "kind", kind, "type", type,
	    "double", dbl, "cands", cands, "line", s->line);
	json_array_append_new(arr(s, "pieces"), p);
	echo_line(s, NULL);
}

static int
strat_kind_of(const char *w)
{
	char b[16];
	int k;

	for (k = 0; k < ST_N; k++) {
		ts_strat_label(-1 - k, b, sizeof b);
		if (strcasecmp(w, b) == 0)
			return k;
	}
	return -1;
}

static void
pregame_line(struct tp *s, char **t, int n)
{
	char *w[ST_N + 2];
	int m, k, v;

	if (strcasecmp(t[0], "TERRAIN") == 0 || strcasecmp(t[0], "ROAD") == 0 ||
	    strcasecmp(t[0], "STREAM") == 0)
		do_piece(s, t, n);
	else if (strcasecmp(t[0], "STRATPREF") == 0 && n == 2) {
		m = tp_split(t[1], w, ST_N + 2);
		for (k = 0; k < m; k++) {
			if ((v = strat_kind_of(w[k])) < 0 || v == ST_JOKER) {
				tp_err(s, "STRATPREF lists court cards (JH ... "
				    "KS), not \"%.8s\"", w[k]);
				return;
			}
			json_array_append_new(arr(s, "stratpref"),
			    json_integer(v));
		}
		echo_line(s, " (for the joker, or a brilliant "
		    "general's choice)");
	} else if (strcasecmp(t[0], "BID") == 0 && (n == 2 || n == 4)) {
		v = atoi(t[1]);
		if (v < 1 || v > 10 || (n == 4 && (strcasecmp(t[2], "ARMY") ||
		    (strcasecmp(t[3], "OWN") && strcasecmp(t[3], "OTHER"))))) {
			tp_err(s, "BID <1-10> [ARMY OWN|OTHER]");
			return;
		}
		json_object_set_new(s->o, "bid", json_integer(v));
		json_object_set_new(s->o, "bidarmy", json_integer(n == 4 &&
		    strcasecmp(t[3], "OTHER") == 0));
		echo_line(s, " (sealed until both bids are in)");
	} else
		tp_err(s, "a pre-game sheet has TERRAIN, ROAD, STREAM, "
		    "STRATPREF, BID, POLICY and STRAT lines, not \"%.16s\"",
		    t[0]);
}

/* ----- the deployment sheet ----- */

static int
face_or_default(struct tp *s, char **t, int n, int i)
{
	int f;

	if (i < n && (f = ts_parse_face(t[i])) >= 0)
		return f;
	return s->side == TS_RED ? TS_N : TS_S;
}

/* DEPLOY U<n>|G<n> <box> [N|E|S|W] [FRONT|BEHIND] */
static void
do_deploy(struct tp *s, char **t, int n)
{
	int x, y, u, f, i, pos = -1;

	if (n < 3) {
		tp_err(s, "DEPLOY U<n>|G<n> <box> [facing] [FRONT|BEHIND]");
		return;
	}
	if (toupper((unsigned char)t[1][0]) == 'G') {
		if ((u = tp_own_gen(s, t[1])) < 0 ||
		    tp_box(s, t[2], &x, &y) < 0)
			return;
		if (!s->g->gen[u].detached) {
			tp_err(s, "%s is attached: he goes with his unit",
			    t[1]);
			return;
		}
		json_array_append_new(arr(s, "gens"), json_pack("{s:i,s:i,"
		    "s:i}", "g", u, "box", TS_BOX(s->g, x, y), "line",
		    s->line));
		echo_line(s, NULL);
		return;
	}
	if ((u = tp_own_unit(s, t[1])) < 0 || tp_box(s, t[2], &x, &y) < 0)
		return;
	f = face_or_default(s, t, n, 3);
	for (i = 3; i < n; i++)
		if (strcasecmp(t[i], "FRONT") == 0)
			pos = 1;
		else if (strcasecmp(t[i], "BEHIND") == 0)
			pos = 0;
		else if (ts_parse_face(t[i]) < 0 || i != 3) {
			tp_err(s, "DEPLOY: do not understand \"%.12s\"", t[i]);
			return;
		}
	json_array_append_new(arr(s, "units"), json_pack("{s:i,s:i,s:i,s:i,"
	    "s:i}", "u", u, "box", TS_BOX(s->g, x, y), "face", f, "pos", pos,
	    "line", s->line));
	echo_line(s, NULL);
}

static int
zone_word(const char *w)
{
	if (strcasecmp(w, "LEFT") == 0 || strcasecmp(w, "L") == 0)
		return 3;
	if (strcasecmp(w, "CENTRE") == 0 || strcasecmp(w, "CENTER") == 0 ||
	    strcasecmp(w, "C") == 0)
		return 2;
	if (strcasecmp(w, "RIGHT") == 0 || strcasecmp(w, "R") == 0)
		return 1;
	return -1;
}

/* FLANKMARCH U<n>|C<n> LEFT|RIGHT [WITH G<n>]; RESERVE U<n>|C<n> <sector>;
 * LOST U<n> */
static void
do_delay(struct tp *s, char **t, int n)
{
	int cmd = toupper((unsigned char)t[1][0]) == 'C', id, arg = 0, k = -1;
	const char *what = strcasecmp(t[0], "FLANKMARCH") == 0 ? "flank" :
	    strcasecmp(t[0], "RESERVE") == 0 ? "reserve" : "lost";

	id = cmd ? tp_own_cmd(s, t[1]) : tp_own_unit(s, t[1]);
	if (id < 0)
		return;
	if (what[0] == 'f') {
		if (n < 3 || (strcasecmp(t[2], "LEFT") &&
		    strcasecmp(t[2], "RIGHT"))) {
			tp_err(s, "FLANKMARCH U<n>|C<n> LEFT|RIGHT [WITH G<n>]");
			return;
		}
		arg = strcasecmp(t[2], "RIGHT") == 0;
		if (n == 5 && strcasecmp(t[3], "WITH") == 0) {
			if ((k = tp_own_gen(s, t[4])) < 0)
				return;
		} else if (n != 3) {
			tp_err(s, "FLANKMARCH U<n>|C<n> LEFT|RIGHT [WITH G<n>]");
			return;
		}
	} else if (what[0] == 'r') {
		if (n != 3 || (arg = zone_word(t[2])) < 0) {
			tp_err(s, "RESERVE U<n>|C<n> LEFT|CENTRE|RIGHT");
			return;
		}
	} else if (n != 2 || cmd) {
		tp_err(s, "LOST U<n>");
		return;
	}
	json_array_append_new(arr(s, "delays"), json_pack("{s:s,s:i,s:i,s:i,"
	    "s:i,s:i}", "what", what, "cmd", cmd, "id", id, "arg", arg, "gen",
	    k, "line", s->line));
	echo_line(s, NULL);
}

/* STRAT JH C<n> U<n>,...[,G<n>]   STRAT JC EC<n> */
static void
do_deploy_strat(struct tp *s, char **t, int n)
{
	char *w[8];
	json_t *a;
	int c, m, i, u;

	if (n == 4 && strcasecmp(t[1], "JH") == 0) {
		if ((c = tp_own_cmd(s, t[2])) < 0)
			return;
		a = json_array();
		m = tp_split(t[3], w, 8);
		for (i = 0; i < m; i++) {
			u = toupper((unsigned char)w[i][0]) == 'G' ?
			    TS_GEN_REF + tp_own_gen(s, w[i]) :
			    tp_own_unit(s, w[i]);
			if (u < 0 || u == TS_GEN_REF - 1) {
				json_decref(a);
				return;
			}
			json_array_append_new(a, json_integer(u));
		}
		json_object_set_new(s->o, "jh", json_pack("{s:i,s:o,s:i}",
		    "cmd", c, "units", a, "line", s->line));
	} else if (n == 3 && strcasecmp(t[1], "JC") == 0) {
		if ((c = tp_idnum(t[2], "EC")) < 0 || (c = ts_find_cmd(s->g,
		    TS_ENEMY(s->side), c)) < 0) {
			tp_err(s, "STRAT JC EC<n>: an enemy command");
			return;
		}
		json_object_set_new(s->o, "jc", json_pack("{s:i,s:i}", "cmd",
		    c, "line", s->line));
	} else {
		tp_strat(s, t, n, arr(s, "strats"));
		return;
	}
	echo_line(s, " (at the end of deployment, if you hold the "
	    "card)");
}

static void
deploy_line(struct tp *s, char **t, int n)
{
	char *w[12];
	int x, y, u, k, m, i, mask;

	if (strcasecmp(t[0], "DEPLOY") == 0)
		do_deploy(s, t, n);
	else if (strcasecmp(t[0], "CAMP") == 0 && n == 3) {
		if ((k = tp_idnum(t[1], "K")) < 0 ||
		    (k = ts_find_camp(s->g, s->side, k)) < 0) {
			tp_err(s, "you have no camp \"%.8s\"", t[1]);
			return;
		}
		if (tp_box(s, t[2], &x, &y) < 0)
			return;
		json_array_append_new(arr(s, "camps"), json_pack("{s:i,s:i,"
		    "s:i}", "k", k, "box", TS_BOX(s->g, x, y), "line",
		    s->line));
		echo_line(s, NULL);
	} else if (strcasecmp(t[0], "FORT") == 0 && n == 3) {
		if ((k = tp_idnum(t[1], "K")) < 0 ||
		    (k = ts_find_camp(s->g, s->side, k)) < 0 ||
		    ts_fort_mask(t[2], &mask)) {
			tp_err(s, "FORT K<n> <edges, e.g. N,E>");
			return;
		}
		json_array_append_new(arr(s, "forts"), json_pack("{s:i,s:i,"
		    "s:i}", "k", k, "mask", mask, "line", s->line));
		echo_line(s, NULL);
	} else if ((strcasecmp(t[0], "STAKES") == 0 ||
	    strcasecmp(t[0], "DINEINHELL") == 0) && n == 2) {
		if ((u = tp_own_unit(s, t[1])) < 0)
			return;
		json_array_append_new(arr(s, t[0][0] == 'S' || t[0][0] == 's' ?
		    "stakes" : "dih"), json_pack("{s:i,s:i}", "u", u, "line",
		    s->line));
		echo_line(s, NULL);
	} else if (strcasecmp(t[0], "AMBUSH") == 0 && (n == 3 || n == 5)) {
		if ((u = tp_own_unit(s, t[1])) < 0 ||
		    tp_box(s, t[2], &x, &y) < 0)
			return;
		json_array_append_new(arr(s, "ambush"), json_pack("{s:i,s:i,"
		    "s:i,s:i}", "u", u, "box", TS_BOX(s->g, x, y), "face",
		    n == 5 && strcasecmp(t[3], "FACE") == 0 ?
		    face_or_default(s, t, n, 4) : face_or_default(s, t, n, 99),
		    "line", s->line));
		echo_line(s, " (secret: the enemy never sees this line)");
	} else if ((strcasecmp(t[0], "FLANKMARCH") == 0 ||
	    strcasecmp(t[0], "RESERVE") == 0 || strcasecmp(t[0], "LOST") == 0)
	    && n >= 2)
		do_delay(s, t, n);
	else if (strcasecmp(t[0], "SURRENDER") == 0 && n == 2) {
		m = tp_split(t[1], w, 12);
		for (i = 0; i < m; i++) {
			if ((u = tp_own_unit(s, w[i])) < 0)
				return;
			json_array_append_new(arr(s, "surrender"),
			    json_integer(u));
		}
		echo_line(s, NULL);
	} else if (strcasecmp(t[0], "STRAT") == 0 && n >= 3)
		do_deploy_strat(s, t, n);
	else
		tp_err(s, "a deployment sheet has DEPLOY, CAMP, FORT, STAKES, "
		    "AMBUSH, FLANKMARCH, RESERVE, LOST, DINEINHELL, SURRENDER, "
		    "STRAT and POLICY lines, not \"%.16s\"", t[0]);
}

void
tp_setup_begin(struct tp *s)
{
	json_object_set_new(s->o, "kind", json_string(s->g->stage ==
	    TS_ST_PREGAME ? "pregame" : "deploy"));
	json_object_set_new(s->o, "policies", json_array());
	json_object_set_new(s->o, "strats", json_array());
}

void
tp_setup_line(struct tp *s, char **tok, int n)
{
	if (strcasecmp(tok[0], "POLICY") == 0)
		tp_policy(s, tok, n, json_object_get(s->o, "policies"));
	else if (s->g->stage == TS_ST_PREGAME) {
		if (strcasecmp(tok[0], "STRAT") == 0)
			tp_strat(s, tok, n, json_object_get(s->o, "strats"));
		else
			pregame_line(s, tok, n);
	} else
		deploy_line(s, tok, n);
}

void
tp_setup_end(struct tp *s)
{
	char why[200];

	s->line = 0;
	if (s->g->stage != TS_ST_PREGAME && !s->bad &&
	    ts_deploy_check(s->g, s->side, s->o, why, sizeof why, &s->line))
		tp_err(s, "%s", why);
	else if (s->g->stage == TS_ST_PREGAME && !s->bad &&
	    ts_pregame_check(s->g, s->side, s->o, why, sizeof why, &s->line))
		tp_err(s, "%s", why);
}
