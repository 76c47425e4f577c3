/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_orders.c - the handler of each order a sheet line can hold (§17.2,
 * ORDERS.md): MODE, MOVE and ENTER, ATTACK, then the one-line orders
 * (ASSIST ... REINF).  Each takes the line's words from hg_parse.c, says
 * what it understood or what is wrong with the line, and files the order
 * in the sheet's JSON, one per unit and kind.  An unknown id gets the same
 * answer whether or not an enemy unit bears it (own()).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hg_parse.h"

/* A word that is no hex of the map, and how one is written. */
#define BAD_HEX	"bad hex \"%.10s\": write map-column-row, as II-C08"

/* An own unit by id; the same refusal for any other word (rule 3). */
static int
own(struct ps *s, const char *id)
{
	int u = hg_find_unit(s->g, id);

	if (u < 0 || s->g->u[u].side != s->side) {
		hg_ps_err(s, "you have no unit called \"%.12s\"", id);
		return -1;
	}
	return u;
}

static json_t *
list(struct ps *s, const char *key)
{
	json_t *a = json_object_get(s->o, key);

	if (a == NULL) {
		a = json_array();
		json_object_set_new(s->o, key, a);
	}
	return a;
}

/* Replace an earlier order of the same kind for the same unit. */
static void
put(struct ps *s, const char *key, const char *unit, json_t *order)
{
	json_t *a = list(s, key), *v;
	size_t i;

	json_object_set_new(order, "unit", json_string(unit));
	json_object_set_new(order, "line", json_integer(s->line));
	json_array_foreach(a, i, v)
		if (strcmp(json_string_value(json_object_get(v, "unit")),
		    unit) == 0) {
			json_array_set_new(a, i, order);
			return;
		}
	json_array_append_new(a, order);
}

static int
scoutish(const struct ps *s, int u)
{
	return hg_type(s->g, u)->scout;
}

/* MODE <unit> T | S [FACE <dir>] | BUILD1|BUILD2 FROM <baggage> */
static void
do_mode(struct ps *s, char **tok, int n)
{
	int u, face = -1, from = -1;
	const char *m;
	json_t *o;

	if (n < 3) {
		hg_ps_err(s,
		    "MODE <unit> T | S [FACE <dir>] | BUILD1|BUILD2 FROM "
		    "<baggage>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (s->g->u[u].boat == HG_BOAT_AFLOAT) {
		hg_ps_err(s,
		    "%.12s is afloat: DISEMBARK it first (16.3)", tok[1]);
		return;
	}
	if (s->round == 1 && !scoutish(s, u)) {
		hg_ps_err(s,
		    "round 1 declares scout modes only (%.12s is not a "
		    "scout)", tok[1]);
		return;
	}
	if (s->round == 2 && scoutish(s, u)) {
		hg_ps_err(s,
		    "scout modes were declared in round 1 (%.12s)", tok[1]);
		return;
	}
	m = tok[2];
	if (strcasecmp(m, "T") == 0 || strcasecmp(m, "S") == 0) {
		if (n == 5 && strcasecmp(tok[3], "FACE") == 0)
			face = hex_dir_parse(tok[4]);
		if (n != 3 && face < 0) {
			hg_ps_err(s,
			    "MODE <unit> S FACE <N|NE|SE|S|SW|NW>%s", NULL);
			return;
		}
		if (toupper((unsigned char)m[0]) == 'S' &&
		    hg_type(s->g, u)->cls == HG_WAGON) {
			hg_ps_err(s,
			    "baggage trains are always Tactical (%.12s)",
			    tok[1]);
			return;
		}
	} else if (strcasecmp(m, "BUILD1") == 0 || strcasecmp(m, "BUILD2") ==
	    0) {
		if (n != 5 || strcasecmp(tok[3], "FROM") != 0 ||
		    (from = own(s, tok[4])) < 0) {
			if (from < 0 && n == 5)
				return;
			hg_ps_err(s,
			    "MODE <unit> BUILD1|BUILD2 FROM <baggage>%s",
			    NULL);
			return;
		}
		if (hg_type(s->g, from)->cls != HG_WAGON) {
			hg_ps_err(s, "%.12s is not a baggage train", tok[4]);
			return;
		}
	} else if (strcasecmp(m, "EMBARK") == 0) {
		/* MODE <unit> EMBARK WITH <baggage> (16.3) */
		if (n != 5 || strcasecmp(tok[3], "WITH") != 0 ||
		    (from = own(s, tok[4])) < 0) {
			if (from < 0 && n == 5)
				return;
			hg_ps_err(s,
			    "MODE <unit> EMBARK WITH <baggage>%s", NULL);
			return;
		}
		if (!s->g->r.opt.boats) {
			hg_ps_err(s,
			    "boats are not in this scenario (16.3)%s", NULL);
			return;
		}
		if (hg_type(s->g, from)->cls != HG_WAGON) {
			hg_ps_err(s, "%.12s is not a baggage train", tok[4]);
			return;
		}
		if ((hg_type(s->g, u)->cls == HG_MOUNTED &&
		    !hg_type(s->g, u)->leader) ||
		    hg_type(s->g, u)->cls == HG_WAGON) {
			hg_ps_err(s,
			    "mounted units (but leaders) and baggage do not "
			    "go by river (%.12s)", tok[1]);
			return;
		}
	} else {
		hg_ps_err(s, "mode must be T, S, BUILD1, BUILD2 or EMBARK, not "
		    "\"%.8s\"", m);
		return;
	}
	o = json_pack("{s:s}", "mode", toupper((unsigned char)m[0]) == 'B' ?
	    (m[5] == '1' ? "B1" : "B2") : toupper((unsigned char)m[0]) == 'E'
	    ? "E" : (toupper((unsigned char)m[0]) == 'S' ? "S" : "T"));
	if (face >= 0)
		json_object_set_new(o, "face", json_integer(face));
	if (from >= 0)
		json_object_set_new(o, "from", json_string(s->g->u[from].id));
	put(s, "modes", s->g->u[u].id, o);
	hg_ps_said(s,
	    "MODE %s %s%s%s%s%s", s->g->u[u].id, strcasecmp(m, "EMBARK")
	    == 0 ? "EMBARK" : json_string_value(json_object_get(o, "mode")),
	    face >= 0 ? " FACE " : "", face >= 0 ? hex_dir_name(face) : "",
	    from >= 0 ? (strcasecmp(m, "EMBARK") == 0 ? " WITH " : " FROM ") :
	    "", from >= 0 ? s->g->u[from].id : "");
}

/* The edge hex of an ENTER or REINF: the side's own entry edge, with a
 * hexside that leads off the map (§6.4); a column faces into the map. */
static int
entry_hex(struct ps *s, int u, const char *t, int face)
{
	int h = hg_parse_hex(s->g, t);

	if (h < 0) {
		hg_ps_err(s, BAD_HEX, t);
		return -1;
	}
	if (!(s->g->edge[h] & (1 << s->side)) ||
	    hg_entry_side(s->g, h, -1) < 0) {
		hg_ps_err(s, "%.10s is not on your entry edge", t);
		return -1;
	}
	if (face >= 0 && !hg_type(s->g, u)->scout && !hg_type(s->g, u)->leader
	    && !hg_type(s->g, u)->merc && hg_type(s->g, u)->cls != HG_WAGON &&
	    hg_entry_side(s->g, h, face) != hex_opposite(face))
		hg_ps_said(s, "# note: %s must face into the map to enter as a "
		    "column (its tail follows from off the map)",
		    s->g->u[u].id);
	return h;
}

/* MOVE <unit> [FROM <hex>] <step>... | MOVE <unit> [FROM <hex>] TO <hex>
 * ENTER <unit> <edge hex> FACE <dir> [<step>...]  (from off the map) */

/* The round in which this side's general move is filed (§17.1). */
static const char *
move_round(const struct ps *s)
{
	if (s->side != s->g->p1)
		return "4";
	return s->g->r.opt.rounds == 6 ? "2b" : "2";
}
/* The unit a MOVE or ENTER line moves, once the line's form, the unit
 * and its turn to move are right; -1 when not (the error, or the note
 * that the move waits for a later round, said).  ENTER's facing: *face. */
static int
move_unit(struct ps *s, char **tok, int n, int enter, int *face)
{
	int u;

	if (n < 3 || (u = own(s, tok[1])) < 0) {
		if (n < 3)
			hg_ps_err(s,
			    enter ? "ENTER <unit> <edge hex> FACE <dir> "
			    "[<step>...]%s" : "MOVE <unit> [FROM <hex>] <step>"
			    "... or MOVE <unit> TO <hex>%s", NULL);
		return -1;
	}
	if (enter && (n < 5 || strcasecmp(tok[3], "FACE") ||
	    (*face = hex_dir_parse(tok[4])) < 0)) {
		hg_ps_err(s,
		    "ENTER <unit> <edge hex> FACE <dir> [<step>...]%s", NULL);
		return -1;
	}
	if (enter && !hg_waiting(s->g, u)) {
		hg_ps_err(s,
		    s->g->u[u].status == HG_PENDING ? "%.12s is not due on "
		    "the map yet" : "%.12s is not off the map", tok[1]);
		return -1;
	}
	if (!enter && hg_waiting(s->g, u)) {
		hg_ps_err(s, "%.12s is off the map: ENTER it first", tok[1]);
		return -1;
	}
	if (s->round == 1 && !scoutish(s, u)) {
		hg_ps_err(s, "round 1 moves scouts only (%.12s is not a scout)",
		    tok[1]);
		return -1;
	}
	if (s->round != 1 && scoutish(s, u)) {
		hg_ps_err(s, "scouts move in round 1 (%.12s)", tok[1]);
		return -1;
	}
	if ((s->round == 2 && s->side != s->g->p1) || (s->round == 4 &&
	    s->side != HG_P2(s->g))) {
		hg_ps_said(s,
		    "# MOVE %s not used: you are Player %d this turn; "
		    "send it again in round %s", s->g->u[u].id, s->side ==
		    s->g->p1 ? 1 : 2, move_round(s));
		return -1;
	}
	return u;
}

/* ENTER's edge hex and facing into o and the echo: 1 if that is the
 * whole order (filed), 0 if steps follow, -1 if refused. */
static int
move_enter(struct ps *s, json_t *o, int u, char **tok, int n, int face,
    char *echo, size_t len)
{
	int h;
	char lab[HEX_LABEL_LEN];

	if ((h = entry_hex(s, u, tok[2], face)) < 0)
		return -1;
	json_object_set_new(o, "enter", json_string(hg_label(s->g, h,
	    lab)));
	json_object_set_new(o, "face", json_integer(face));
	snprintf(echo, len, "ENTER %s %s FACE %s",
	    s->g->u[u].id, lab, hex_dir_name(face));
	if (n == 5) {
		json_object_set_new(o, "steps", json_array());
		hg_ps_said(s, "%s", echo);
		put(s, "moves", s->g->u[u].id, o);
		return 1;
	}
	return 0;
}

/* MOVE's FROM <hex> at tok[*i], if written, into o and the echo, and *i
 * past it; -1 on a bad hex. */
static int
move_from(struct ps *s, json_t *o, int u, char **tok, int n, int *i,
    char *echo, size_t len)
{
	int h;
	char lab[HEX_LABEL_LEN];

	if (n > *i + 1 && strcasecmp(tok[*i], "FROM") == 0) {
		if ((h = hg_parse_hex(s->g, tok[*i + 1])) < 0) {
			hg_ps_err(s, BAD_HEX, tok[*i + 1]);
			return -1;
		}
		if (h != s->g->u[u].hex)
			hg_ps_err(s,
			    "FROM %.10s: the unit is not there (a stale "
			    "order?)", tok[*i + 1]);
		json_object_set_new(o, "from", json_string(hg_label(s->g, h,
		    lab)));
		snprintf(echo + strlen(echo), len - strlen(echo),
		    " FROM %s", lab);
		*i += 2;
	}
	return 0;
}

/* The steps tok[i..n-1] into steps and the echo; -1 on a bad one. */
static int
move_steps(struct ps *s, json_t *steps, char **tok, int i, int n,
    char *echo, size_t len)
{
	int h;
	char lab[HEX_LABEL_LEN];

	for (; i < n; i++) {
		const char *t = tok[i];

		if ((h = hg_parse_hex(s->g, t)) >= 0)
			json_array_append_new(steps, json_string(hg_label(s->g,
			    h, lab)));
		else if (strncasecmp(t, "F:", 2) == 0 && hex_dir_parse(t + 2) >=
		    0) {
			snprintf(lab, sizeof lab, "F:%s",
			    hex_dir_name(hex_dir_parse(t + 2)));
			json_array_append_new(steps, json_string(lab));
		} else if (strcasecmp(t, "FWD") == 0 || strcasecmp(t, "L") == 0
		    || strcasecmp(t, "R") == 0 || strcasecmp(t, "EXIT") == 0) {
			snprintf(lab, sizeof lab, "%s", t);
			for (h = 0; lab[h]; h++)
				lab[h] = (char)toupper((unsigned char)lab[h]);
			json_array_append_new(steps, json_string(lab));
		} else {
			hg_ps_err(s,
			    "bad step \"%.12s\" (a hex, F:<dir>, FWD, L, R "
			    "or EXIT)", t);
			return -1;
		}
		snprintf(echo + strlen(echo), len - strlen(echo), " %s",
		    json_string_value(json_array_get(steps,
		    json_array_size(steps) - 1)));
	}
	return 0;
}

static void
do_move(struct ps *s, char **tok, int n)
{
	int u, i = 2, h, enter = strcasecmp(tok[0], "ENTER") == 0, face = -1;
	int rc;
	json_t *o, *steps;
	char echo[600], lab[HEX_LABEL_LEN];

	if ((u = move_unit(s, tok, n, enter, &face)) < 0)
		return;
	o = json_object();
	snprintf(echo, sizeof echo, "MOVE %s", s->g->u[u].id);
	if (enter) {
		if ((rc = move_enter(s, o, u, tok, n, face, echo,
		    sizeof echo)) < 0)
			json_decref(o);
		if (rc != 0)
			return;
		i = 5;
	} else if (move_from(s, o, u, tok, n, &i, echo, sizeof echo) < 0) {
		json_decref(o);
		return;
	}
	if (n == i + 2 && strcasecmp(tok[i], "TO") == 0) {
		if ((h = hg_parse_hex(s->g, tok[i + 1])) < 0) {
			hg_ps_err(s, BAD_HEX, tok[i + 1]);
			json_decref(o);
			return;
		}
		json_object_set_new(o, "to", json_string(hg_label(s->g, h,
		    lab)));
		hg_ps_said(s, "%s TO %s", echo, lab);
		put(s, "moves", s->g->u[u].id, o);
		return;
	}
	steps = json_array();
	json_object_set_new(o, "steps", steps);
	if (n - i > HG_MAX_STEPS || n == i) {
		hg_ps_err(s, "a MOVE has 1 to 48 steps%s", NULL);
		json_decref(o);
		return;
	}
	if (move_steps(s, steps, tok, i, n, echo, sizeof echo) < 0) {
		json_decref(o);
		return;
	}
	hg_ps_said(s, "%s", echo);
	put(s, "moves", s->g->u[u].id, o);
}

/* INDIRECT <spotter> after a target (16.2): "" or the refusal. */
static const char *
indirect_refusal(struct ps *s, const json_t *units, int sp)
{
	const json_t *v;
	size_t i;
	int u;

	if (!s->g->r.opt.walkie)
		return "INDIRECT: walkie-talkies are not in this scenario "
		    "(16.2)";
	if (!s->g->u[sp].radio)
		return "INDIRECT: the spotter carries no walkie-talkie";
	json_array_foreach(units, i, v) {
		u = hg_find_unit(s->g, json_string_value(v));
		if (!hg_type(s->g, u)->merc || hg_type(s->g, u)->leader ||
		    hg_type(s->g, u)->rng <= s->g->r.indirect_over)
			return "INDIRECT: only mercenary weapons with a range "
			    "over 3 fire indirectly (GPMG, M79, 57mm RR)";
	}
	return "";
}

/* ATTACK <unit>[,<unit>...] <target>|AUTO [INDIRECT <spotter>]
 *     [ELSE <target>|AUTO [INDIRECT <spotter>]]... */
static void
do_attack(struct ps *s, char **tok, int n)
{
	json_t *o = json_object(), *units = json_array(), *tg = json_array();
	json_t *via = json_array();
	char echo[600], nm[16];
	int i = 1, u, t, nu = 0, any_via = 0;

	json_object_set_new(o, "units", units);
	json_object_set_new(o, "targets", tg);
	snprintf(echo, sizeof echo, "ATTACK");
	/* units until a word that is not one of ours */
	for (; i < n; i++) {
		u = hg_find_unit(s->g, tok[i]);
		if (u < 0 || s->g->u[u].side != s->side)
			break;
		json_array_append_new(units, json_string(s->g->u[u].id));
		snprintf(echo + strlen(echo), sizeof echo - strlen(echo), "%s%s",
		    nu++ ? "," : " ", s->g->u[u].id);
	}
	if (nu == 0 || i == n) {
		hg_ps_err(s,
		    "ATTACK <your unit>[,<unit>...] <target>|AUTO [ELSE "
		    "<target>|AUTO]...%s", NULL);
		json_decref(o);
		json_decref(via);
		return;
	}
	for (; i < n; i++) {
		if (json_array_size(tg) > 0) {
			if (strcasecmp(tok[i], "ELSE") != 0 || i + 1 == n) {
				hg_ps_err(s,
				    "alternatives are ELSE <target>|AUTO%s",
				    NULL);
				json_decref(o);
				json_decref(via);
				return;
			}
			i++;
			strcat(echo, " ELSE");
		}
		if (strcasecmp(tok[i], "AUTO") == 0) {
			json_array_append_new(tg, json_string("AUTO"));
			json_array_append_new(via, json_string(""));
			strcat(echo, " AUTO");
			continue;
		}
		t = hg_find_alias(s->g, s->side, tok[i]);
		if (t < 0) {
			hg_ps_err(s,
			    "no enemy you have sighted is called \"%.12s\"",
			    tok[i]);
			json_decref(o);
			json_decref(via);
			return;
		}
		hg_name(s->g, s->side, t, nm, sizeof nm);
		if (!hg_visible(s->g, s->side, t))
			hg_ps_said(s,
			    "# note: %s is not in sight now; the attack "
			    "needs it sighted when combat comes", nm);
		json_array_append_new(tg, json_string(nm));
		snprintf(echo + strlen(echo), sizeof echo - strlen(echo), " %s",
		    nm);
		while (json_array_size(via) < json_array_size(tg) - 1)
			json_array_append_new(via, json_string(""));
		if (i + 1 < n && strcasecmp(tok[i + 1], "INDIRECT") == 0) {
			const char *why;

			if (i + 2 == n || (u = own(s, tok[i + 2])) < 0) {
				if (i + 2 == n)
					hg_ps_err(s,
					    "INDIRECT <spotter>%s", NULL);
				json_decref(o);
				json_decref(via);
				return;
			}
			if ((why = indirect_refusal(s, units, u))[0]) {
				hg_ps_err(s, "%s", why);
				json_decref(o);
				json_decref(via);
				return;
			}
			json_array_append_new(via, json_string(s->g->u[u].id));
			snprintf(echo + strlen(echo), sizeof echo -
			    strlen(echo), " INDIRECT %s", s->g->u[u].id);
			any_via = 1;
			i += 2;
		} else
			json_array_append_new(via, json_string(""));
	}
	if (any_via)
		json_object_set_new(o, "via", via);
	else
		json_decref(via);
	json_array_append_new(list(s, "attacks"), o);
	if (s->natk < PBEM_MAX_SHEET_LINES)
		s->atk_line[s->natk++] = s->line;
	hg_ps_said(s, "%s", echo);
}

/* ASSIST <mercenary> YES|NO */
static void
do_assist(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 3 || (strcasecmp(tok[2], "YES") && strcasecmp(tok[2],
	    "NO"))) {
		hg_ps_err(s, "ASSIST <mercenary> YES|NO%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (!hg_type(s->g, u)->merc) {
		hg_ps_err(s, "%.12s is not a mercenary: only mercenaries "
		    "ASSIST (8.4)", tok[1]);
		return;
	}
	put(s, "assist", s->g->u[u].id, json_pack("{s:b}", "on",
	    toupper((unsigned char)tok[2][0]) == 'Y'));
	hg_ps_said(s, "ASSIST %s %s", s->g->u[u].id,
	    toupper((unsigned char)tok[2][0]) == 'Y' ? "YES" : "NO");
}

/* RETREAT <unit> PREFER <dir>[,<dir>] */
static void
do_retreat(struct ps *s, char **tok, int n)
{
	json_t *o;
	int u, d, i;

	if (n < 4 || n > 5 || strcasecmp(tok[2], "PREFER")) {
		hg_ps_err(s, "RETREAT <unit> PREFER <dir>[,<dir>]%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	o = json_pack("{s:[]}", "dirs");
	for (i = 3; i < n; i++) {
		if ((d = hex_dir_parse(tok[i])) < 0) {
			hg_ps_err(s, "bad direction \"%.4s\"", tok[i]);
			json_decref(o);
			return;
		}
		json_array_append_new(json_object_get(o, "dirs"),
		    json_integer(d));
	}
	put(s, "retreat", s->g->u[u].id, o);
	hg_ps_said(s, "RETREAT %s PREFER %s%s%s", s->g->u[u].id,
	    tok[3], n > 4 ? "," : "", n > 4 ? tok[4] : "");
}

/* LEADER <leader> <unit>[,<unit>...]: priority for the bonus in the
 * coming combat phase (§11, R-28) */
static void
do_leader(struct ps *s, char **tok, int n)
{
	char echo[400];
	json_t *o;
	int u, d, i;

	if (n < 3) {
		hg_ps_err(s, "LEADER <leader> <unit>[,<unit>...]%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (!hg_type(s->g, u)->leader) {
		hg_ps_err(s, "%.12s is not a leader", tok[1]);
		return;
	}
	o = json_pack("{s:[]}", "units");
	snprintf(echo, sizeof echo, "LEADER %s", s->g->u[u].id);
	for (i = 2; i < n; i++) {
		if ((d = own(s, tok[i])) < 0) {
			json_decref(o);
			return;
		}
		if (hg_type(s->g, d)->leader) {
			hg_ps_err(s, "a leader's bonus goes to units, not to "
			    "the leader %.12s", tok[i]);
			json_decref(o);
			return;
		}
		json_array_append_new(json_object_get(o, "units"),
		    json_string(s->g->u[d].id));
		snprintf(echo + strlen(echo), sizeof echo - strlen(echo),
		    "%s%s", i == 2 ? " " : ",", s->g->u[d].id);
	}
	put(s, "leaders", s->g->u[u].id, o);
	hg_ps_said(s, "%s", echo);
	if (n - 2 > hg_type(s->g, u)->leader)
		hg_ps_said(s, "# note: an L%d leader helps at most %d units; "
		    "the rest of the list stands by in order",
		    hg_type(s->g, u)->leader, hg_type(s->g, u)->leader);
}

/* SUPPLY <baggage> L1=<n> L2=<n> */
static void
do_supply(struct ps *s, char **tok, int n)
{
	int u, l1, l2;

	if (n != 4 || sscanf(tok[2], "L1=%d", &l1) != 1 ||
	    sscanf(tok[3], "L2=%d", &l2) != 1 || l1 < 0 || l2 < 0 ||
	    l1 + l2 > 99) {
		hg_ps_err(s, "SUPPLY <baggage> L1=<n> L2=<n>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (hg_type(s->g, u)->cls != HG_WAGON) {
		hg_ps_err(s, "%.12s is not a baggage train: supplies go on "
		    "baggage trains (§12)", tok[1]);
		return;
	}
	put(s, "supply", s->g->u[u].id, json_pack("{s:i,s:i}", "l1", l1,
	    "l2", l2));
	hg_ps_said(s, "SUPPLY %s L1=%d L2=%d", s->g->u[u].id, l1, l2);
}

/* DISEMBARK <unit>: ashore where its move ends (16.3) */
static void
do_disembark(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 2 || (u = own(s, tok[1])) < 0) {
		if (n != 2)
			hg_ps_err(s, "DISEMBARK <unit>%s", NULL);
		return;
	}
	if (s->g->u[u].boat != HG_BOAT_AFLOAT) {
		hg_ps_err(s, "%.12s is not afloat", tok[1]);
		return;
	}
	if ((s->round == 2 && s->side != s->g->p1) || (s->round == 4 &&
	    s->side != HG_P2(s->g))) {
		hg_ps_said(s, "# DISEMBARK %s not used: send it again in "
		    "round %s", s->g->u[u].id, move_round(s));
		return;
	}
	put(s, "disembark", s->g->u[u].id, json_object());
	hg_ps_said(s, "DISEMBARK %s", s->g->u[u].id);
}

/* RADIO <unit>: a walkie-talkie set to a mercenary (16.2) */
static void
do_radio(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 2 || (u = own(s, tok[1])) < 0) {
		if (n != 2)
			hg_ps_err(s,
			    "RADIO <mercenary unit or leader>%s", NULL);
		return;
	}
	if (!s->g->r.opt.walkie) {
		hg_ps_err(s, "walkie-talkies are not in this scenario (16.2)%s",
		    NULL);
		return;
	}
	if (!hg_type(s->g, u)->merc) {
		hg_ps_err(s, "walkie-talkies go to mercenaries (%.12s is not "
		    "one)", tok[1]);
		return;
	}
	put(s, "radio", s->g->u[u].id, json_object());
	if ((int)json_array_size(list(s, "radio")) >
	    s->g->radios[s->side]) {
		char m[80];

		snprintf(m, sizeof m, "you have %d walkie-talkie set%s",
		    s->g->radios[s->side],
		    s->g->radios[s->side] == 1 ? "" : "s");
		hg_ps_err(s, "%s", m);
		return;
	}
	hg_ps_said(s, "RADIO %s", s->g->u[u].id);
}

/* PLACE <unit> <hex> FACE <dir> */
static void
do_place(struct ps *s, char **tok, int n)
{
	char lab[HEX_LABEL_LEN];
	int u, d, h;

	if (n != 5 || strcasecmp(tok[3], "FACE") ||
	    (d = hex_dir_parse(tok[4])) < 0) {
		hg_ps_err(s, "PLACE <unit> <hex> FACE <dir>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if ((h = hg_parse_hex(s->g, tok[2])) < 0) {
		hg_ps_err(s, BAD_HEX, tok[2]);
		return;
	}
	put(s, "place", s->g->u[u].id, json_pack("{s:s,s:i}", "hex",
	    hg_label(s->g, h, lab), "face", d));
	hg_ps_said(s, "PLACE %s %s FACE %s", s->g->u[u].id, lab,
	    hex_dir_name(d));
}

/* REINF <unit> AT <hex> FACE <dir> T|S */
static void
do_reinf(struct ps *s, char **tok, int n)
{
	char lab[HEX_LABEL_LEN];
	int u, d, h;

	if (n != 7 || strcasecmp(tok[2], "AT") || strcasecmp(tok[4],
	    "FACE") || (d = hex_dir_parse(tok[5])) < 0 ||
	    (strcasecmp(tok[6], "T") && strcasecmp(tok[6], "S"))) {
		hg_ps_err(s, "REINF <unit> AT <hex> FACE <dir> T|S%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if ((h = hg_parse_hex(s->g, tok[3])) < 0) {
		hg_ps_err(s, BAD_HEX, tok[3]);
		return;
	}
	if (s->g->u[u].status != HG_PENDING) {
		hg_ps_err(s, "%.12s is not a reinforcement still to come",
		    tok[1]);
		return;
	}
	if (entry_hex(s, u, tok[3], d) < 0)
		return;
	put(s, "reinf", s->g->u[u].id, json_pack("{s:s,s:i,s:s}", "hex",
	    hg_label(s->g, h, lab), "face", d, "mode", tok[6]));
	hg_ps_said(s, "REINF %s AT %s FACE %s %s", s->g->u[u].id, lab,
	    hex_dir_name(d), toupper((unsigned char)tok[6][0]) == 'S' ?
	    "S" : "T");
}

/*
 * The orders of one line and one unit.  Each: its form first, then its
 * unit (own() says what is wrong with that itself), then what the unit
 * must be: one error for one mistake.
 */
static const struct {
	const char *name;
	void (*fn)(struct ps *, char **, int);
} simple_orders[] = {
	{ "ASSIST", do_assist },
	{ "RETREAT", do_retreat },
	{ "LEADER", do_leader },
	{ "SUPPLY", do_supply },
	{ "DISEMBARK", do_disembark },
	{ "RADIO", do_radio },
	{ "PLACE", do_place },
	{ "REINF", do_reinf },
};

static void
do_simple(struct ps *s, char **tok, int n)
{
	size_t i;

	for (i = 0; i < sizeof simple_orders / sizeof simple_orders[0]; i++)
		if (strcasecmp(tok[0], simple_orders[i].name) == 0) {
			simple_orders[i].fn(s, tok, n);
			return;
		}
}

/* The order line's handler, by its keyword. */
void
hg_orders_line(struct ps *s, const char *k, char **tok, int n)
{
	if (strcasecmp(k, "MODE") == 0)
		do_mode(s, tok, n);
	else if (strcasecmp(k, "MOVE") == 0 ||
	    strcasecmp(k, "ENTER") == 0)
		do_move(s, tok, n);
	else if (strcasecmp(k, "ATTACK") == 0)
		do_attack(s, tok, n);
	else
		do_simple(s, tok, n);
}
