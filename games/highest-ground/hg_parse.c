/*
 * hg_parse.c - read one side's order sheet (§17.2, ORDERS.md) against the
 * current state, as that side sees it, into the orders JSON resolve()
 * takes.  Each round accepts only its own orders (§17.1); errors carry the
 * sheet line.  No message names, places or counts an enemy unit the side
 * has not sighted: an unknown id gets the same answer whether or not an
 * enemy unit bears it, and targets are the side's own aliases.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hg.h"
#include "pbem_limits.h"

#define MAXTOK	64

struct ps {
	const struct hg_game *g;
	int side, line, round;
	int numbered;		/* on a sheet line: what is said names it */
	int natk, atk_line[PBEM_MAX_SHEET_LINES];	/* each ATTACK's line */
	struct sheet_check *out;
	json_t *o;
};

static int
tokenize(char *line, char **tok, int max)
{
	int n = 0;
	char *p = line, *h = strchr(line, '#');

	if (h)
		*h = '\0';
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == ',' || *p == '\r')
			p++;
		if (*p == '\0')
			break;
		if (n == max)
			return -1;
		tok[n++] = p;
		while (*p && *p != ' ' && *p != '\t' && *p != '\r' && *p != ',')
			p++;
		if (*p == '\0')
			break;
		*p++ = '\0';
	}
	return n;
}

static void
err(struct ps *s, const char *fmt, const char *a)
{
	sheet_check_error(s->out, s->line, fmt, a ? a : "");
}

static void
said(struct ps *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void
said(struct ps *s, const char *fmt, ...)
{
	va_list ap;
	char b[400];

	va_start(ap, fmt);
	vsnprintf(b, sizeof b, fmt, ap);
	va_end(ap);
	if (s->numbered)
		buf_addf(&s->out->understood, "line %d: ", s->line);
	buf_addf(&s->out->understood, "%s\n", b);
}

/* An own unit by id; the same refusal for any other word (rule 3). */
static int
own(struct ps *s, const char *id)
{
	int u = hg_find_unit(s->g, id);

	if (u < 0 || s->g->u[u].side != s->side) {
		err(s, "you have no unit called \"%.12s\"", id);
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
		err(s, "MODE <unit> T | S [FACE <dir>] | BUILD1|BUILD2 FROM "
		    "<baggage>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (s->g->u[u].boat == HG_BOAT_AFLOAT) {
		err(s, "%.12s is afloat: DISEMBARK it first (16.3)", tok[1]);
		return;
	}
	if (s->round == 1 && !scoutish(s, u)) {
		err(s, "round 1 declares scout modes only (%.12s is not a "
		    "scout)", tok[1]);
		return;
	}
	if (s->round == 2 && scoutish(s, u)) {
		err(s, "scout modes were declared in round 1 (%.12s)", tok[1]);
		return;
	}
	m = tok[2];
	if (strcasecmp(m, "T") == 0 || strcasecmp(m, "S") == 0) {
		if (n == 5 && strcasecmp(tok[3], "FACE") == 0)
			face = hex_dir_parse(tok[4]);
		if (n != 3 && face < 0) {
			err(s, "MODE <unit> S FACE <N|NE|SE|S|SW|NW>%s", NULL);
			return;
		}
		if (toupper((unsigned char)m[0]) == 'S' &&
		    hg_type(s->g, u)->cls == HG_WAGON) {
			err(s, "baggage trains are always Tactical (%.12s)",
			    tok[1]);
			return;
		}
	} else if (strcasecmp(m, "BUILD1") == 0 || strcasecmp(m, "BUILD2") ==
	    0) {
		if (n != 5 || strcasecmp(tok[3], "FROM") != 0 ||
		    (from = own(s, tok[4])) < 0) {
			if (from < 0 && n == 5)
				return;
			err(s, "MODE <unit> BUILD1|BUILD2 FROM <baggage>%s",
			    NULL);
			return;
		}
		if (hg_type(s->g, from)->cls != HG_WAGON) {
			err(s, "%.12s is not a baggage train", tok[4]);
			return;
		}
	} else if (strcasecmp(m, "EMBARK") == 0) {
		/* MODE <unit> EMBARK WITH <baggage> (16.3) */
		if (n != 5 || strcasecmp(tok[3], "WITH") != 0 ||
		    (from = own(s, tok[4])) < 0) {
			if (from < 0 && n == 5)
				return;
			err(s, "MODE <unit> EMBARK WITH <baggage>%s", NULL);
			return;
		}
		if (!s->g->r.opt.boats) {
			err(s, "boats are not in this scenario (16.3)%s", NULL);
			return;
		}
		if (hg_type(s->g, from)->cls != HG_WAGON) {
			err(s, "%.12s is not a baggage train", tok[4]);
			return;
		}
		if ((hg_type(s->g, u)->cls == HG_MOUNTED &&
		    !hg_type(s->g, u)->leader) ||
		    hg_type(s->g, u)->cls == HG_WAGON) {
			err(s, "mounted units (but leaders) and baggage do not "
			    "go by river (%.12s)", tok[1]);
			return;
		}
	} else {
		err(s, "mode must be T, S, BUILD1, BUILD2 or EMBARK, not "
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
	said(s, "MODE %s %s%s%s%s%s", s->g->u[u].id, strcasecmp(m, "EMBARK")
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
		err(s, "bad hex \"%.10s\"", t);
		return -1;
	}
	if (!(s->g->edge[h] & (1 << s->side)) ||
	    hg_entry_side(s->g, h, -1) < 0) {
		err(s, "%.10s is not on your entry edge", t);
		return -1;
	}
	if (face >= 0 && !hg_type(s->g, u)->scout && !hg_type(s->g, u)->leader
	    && !hg_type(s->g, u)->merc && hg_type(s->g, u)->cls != HG_WAGON &&
	    hg_entry_side(s->g, h, face) != hex_opposite(face))
		said(s, "# note: %s must face into the map to enter as a "
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
static void
do_move(struct ps *s, char **tok, int n)
{
	int u, i = 2, h, enter = strcasecmp(tok[0], "ENTER") == 0, face = -1;
	json_t *o, *steps;
	char echo[600], lab[HEX_LABEL_LEN];

	if (n < 3 || (u = own(s, tok[1])) < 0) {
		if (n < 3)
			err(s, enter ? "ENTER <unit> <edge hex> FACE <dir> "
			    "[<step>...]%s" : "MOVE <unit> [FROM <hex>] <step>"
			    "... or MOVE <unit> TO <hex>%s", NULL);
		return;
	}
	if (enter && (n < 5 || strcasecmp(tok[3], "FACE") ||
	    (face = hex_dir_parse(tok[4])) < 0)) {
		err(s, "ENTER <unit> <edge hex> FACE <dir> [<step>...]%s", NULL);
		return;
	}
	if (enter && !hg_waiting(s->g, u)) {
		err(s, s->g->u[u].status == HG_PENDING ? "%.12s is not due on "
		    "the map yet" : "%.12s is not off the map", tok[1]);
		return;
	}
	if (!enter && hg_waiting(s->g, u)) {
		err(s, "%.12s is off the map: ENTER it first", tok[1]);
		return;
	}
	if (s->round == 1 && !scoutish(s, u)) {
		err(s, "round 1 moves scouts only (%.12s is not a scout)",
		    tok[1]);
		return;
	}
	if (s->round != 1 && scoutish(s, u)) {
		err(s, "scouts move in round 1 (%.12s)", tok[1]);
		return;
	}
	if ((s->round == 2 && s->side != s->g->p1) || (s->round == 4 &&
	    s->side != HG_P2(s->g))) {
		said(s, "# MOVE %s not used: you are Player %d this turn; "
		    "send it again in round %s", s->g->u[u].id, s->side ==
		    s->g->p1 ? 1 : 2, move_round(s));
		return;
	}
	o = json_object();
	snprintf(echo, sizeof echo, "MOVE %s", s->g->u[u].id);
	if (enter) {
		if ((h = entry_hex(s, u, tok[2], face)) < 0) {
			json_decref(o);
			return;
		}
		json_object_set_new(o, "enter", json_string(hg_label(s->g, h,
		    lab)));
		json_object_set_new(o, "face", json_integer(face));
		snprintf(echo, sizeof echo, "ENTER %s %s FACE %s",
		    s->g->u[u].id, lab, hex_dir_name(face));
		i = 5;
		if (n == i) {
			json_object_set_new(o, "steps", json_array());
			said(s, "%s", echo);
			put(s, "moves", s->g->u[u].id, o);
			return;
		}
	}
	if (!enter && n > i + 1 && strcasecmp(tok[i], "FROM") == 0) {
		if ((h = hg_parse_hex(s->g, tok[i + 1])) < 0) {
			err(s, "bad hex \"%.10s\"", tok[i + 1]);
			json_decref(o);
			return;
		}
		if (h != s->g->u[u].hex)
			err(s, "FROM %.10s: the unit is not there (a stale "
			    "order?)", tok[i + 1]);
		json_object_set_new(o, "from", json_string(hg_label(s->g, h,
		    lab)));
		snprintf(echo + strlen(echo), sizeof echo - strlen(echo),
		    " FROM %s", lab);
		i += 2;
	}
	if (n == i + 2 && strcasecmp(tok[i], "TO") == 0) {
		if ((h = hg_parse_hex(s->g, tok[i + 1])) < 0) {
			err(s, "bad hex \"%.10s\"", tok[i + 1]);
			json_decref(o);
			return;
		}
		json_object_set_new(o, "to", json_string(hg_label(s->g, h,
		    lab)));
		said(s, "%s TO %s", echo, lab);
		put(s, "moves", s->g->u[u].id, o);
		return;
	}
	steps = json_array();
	json_object_set_new(o, "steps", steps);
	if (n - i > HG_MAX_STEPS || n == i) {
		err(s, "a MOVE has 1 to 48 steps%s", NULL);
		json_decref(o);
		return;
	}
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
			err(s, "bad step \"%.12s\" (a hex, F:<dir>, FWD, L, R "
			    "or EXIT)", t);
			json_decref(o);
			return;
		}
		snprintf(echo + strlen(echo), sizeof echo - strlen(echo), " %s",
		    json_string_value(json_array_get(steps,
		    json_array_size(steps) - 1)));
	}
	said(s, "%s", echo);
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
		err(s, "ATTACK <your unit>[,<unit>...] <target>|AUTO [ELSE "
		    "<target>|AUTO]...%s", NULL);
		json_decref(o);
		json_decref(via);
		return;
	}
	for (; i < n; i++) {
		if (json_array_size(tg) > 0) {
			if (strcasecmp(tok[i], "ELSE") != 0 || i + 1 == n) {
				err(s, "alternatives are ELSE <target>|AUTO%s",
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
			err(s, "no enemy you have sighted is called \"%.12s\"",
			    tok[i]);
			json_decref(o);
			json_decref(via);
			return;
		}
		hg_name(s->g, s->side, t, nm, sizeof nm);
		if (!hg_visible(s->g, s->side, t))
			said(s, "# note: %s is not in sight now; the attack "
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
					err(s, "INDIRECT <spotter>%s", NULL);
				json_decref(o);
				json_decref(via);
				return;
			}
			if ((why = indirect_refusal(s, units, u))[0]) {
				err(s, "%s", why);
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
	said(s, "%s", echo);
}

/* ASSIST <mercenary> YES|NO */
static void
do_assist(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 3 || (strcasecmp(tok[2], "YES") && strcasecmp(tok[2],
	    "NO"))) {
		err(s, "ASSIST <mercenary> YES|NO%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (!hg_type(s->g, u)->merc) {
		err(s, "%.12s is not a mercenary: only mercenaries "
		    "ASSIST (8.4)", tok[1]);
		return;
	}
	put(s, "assist", s->g->u[u].id, json_pack("{s:b}", "on",
	    toupper((unsigned char)tok[2][0]) == 'Y'));
	said(s, "ASSIST %s %s", s->g->u[u].id,
	    toupper((unsigned char)tok[2][0]) == 'Y' ? "YES" : "NO");
}

/* RETREAT <unit> PREFER <dir>[,<dir>] */
static void
do_retreat(struct ps *s, char **tok, int n)
{
	json_t *o;
	int u, d, i;

	if (n < 4 || n > 5 || strcasecmp(tok[2], "PREFER")) {
		err(s, "RETREAT <unit> PREFER <dir>[,<dir>]%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	o = json_pack("{s:[]}", "dirs");
	for (i = 3; i < n; i++) {
		if ((d = hex_dir_parse(tok[i])) < 0) {
			err(s, "bad direction \"%.4s\"", tok[i]);
			json_decref(o);
			return;
		}
		json_array_append_new(json_object_get(o, "dirs"),
		    json_integer(d));
	}
	put(s, "retreat", s->g->u[u].id, o);
	said(s, "RETREAT %s PREFER %s%s%s", s->g->u[u].id,
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
		err(s, "LEADER <leader> <unit>[,<unit>...]%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (!hg_type(s->g, u)->leader) {
		err(s, "%.12s is not a leader", tok[1]);
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
			err(s, "a leader's bonus goes to units, not to "
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
	said(s, "%s", echo);
	if (n - 2 > hg_type(s->g, u)->leader)
		said(s, "# note: an L%d leader helps at most %d units; "
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
		err(s, "SUPPLY <baggage> L1=<n> L2=<n>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if (hg_type(s->g, u)->cls != HG_WAGON) {
		err(s, "%.12s is not a baggage train: supplies go on "
		    "baggage trains (§12)", tok[1]);
		return;
	}
	put(s, "supply", s->g->u[u].id, json_pack("{s:i,s:i}", "l1", l1,
	    "l2", l2));
	said(s, "SUPPLY %s L1=%d L2=%d", s->g->u[u].id, l1, l2);
}

/* DISEMBARK <unit>: ashore where its move ends (16.3) */
static void
do_disembark(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 2 || (u = own(s, tok[1])) < 0) {
		if (n != 2)
			err(s, "DISEMBARK <unit>%s", NULL);
		return;
	}
	if (s->g->u[u].boat != HG_BOAT_AFLOAT) {
		err(s, "%.12s is not afloat", tok[1]);
		return;
	}
	if ((s->round == 2 && s->side != s->g->p1) || (s->round == 4 &&
	    s->side != HG_P2(s->g))) {
		said(s, "# DISEMBARK %s not used: send it again in "
		    "round %s", s->g->u[u].id, move_round(s));
		return;
	}
	put(s, "disembark", s->g->u[u].id, json_object());
	said(s, "DISEMBARK %s", s->g->u[u].id);
}

/* RADIO <unit>: a walkie-talkie set to a mercenary (16.2) */
static void
do_radio(struct ps *s, char **tok, int n)
{
	int u;

	if (n != 2 || (u = own(s, tok[1])) < 0) {
		if (n != 2)
			err(s, "RADIO <mercenary unit or leader>%s", NULL);
		return;
	}
	if (!s->g->r.opt.walkie) {
		err(s, "walkie-talkies are not in this scenario (16.2)%s",
		    NULL);
		return;
	}
	if (!hg_type(s->g, u)->merc) {
		err(s, "walkie-talkies go to mercenaries (%.12s is not "
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
		err(s, "%s", m);
		return;
	}
	said(s, "RADIO %s", s->g->u[u].id);
}

/* PLACE <unit> <hex> FACE <dir> */
static void
do_place(struct ps *s, char **tok, int n)
{
	char lab[HEX_LABEL_LEN];
	int u, d, h;

	if (n != 5 || strcasecmp(tok[3], "FACE") ||
	    (d = hex_dir_parse(tok[4])) < 0) {
		err(s, "PLACE <unit> <hex> FACE <dir>%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if ((h = hg_parse_hex(s->g, tok[2])) < 0) {
		err(s, "bad hex \"%.10s\"", tok[2]);
		return;
	}
	put(s, "place", s->g->u[u].id, json_pack("{s:s,s:i}", "hex",
	    hg_label(s->g, h, lab), "face", d));
	said(s, "PLACE %s %s FACE %s", s->g->u[u].id, lab,
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
		err(s, "REINF <unit> AT <hex> FACE <dir> T|S%s", NULL);
		return;
	}
	if ((u = own(s, tok[1])) < 0)
		return;
	if ((h = hg_parse_hex(s->g, tok[3])) < 0) {
		err(s, "bad hex \"%.10s\"", tok[3]);
		return;
	}
	if (s->g->u[u].status != HG_PENDING) {
		err(s, "%.12s is not a reinforcement still to come",
		    tok[1]);
		return;
	}
	if (entry_hex(s, u, tok[3], d) < 0)
		return;
	put(s, "reinf", s->g->u[u].id, json_pack("{s:s,s:i,s:s}", "hex",
	    hg_label(s->g, h, lab), "face", d, "mode", tok[6]));
	said(s, "REINF %s AT %s FACE %s %s", s->g->u[u].id, lab,
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

/*
 * Checks made when the sheet arrives because they can be: each order
 * below is one the resolution would refuse anyway, judged only on what
 * the side already knows (its own units, the map, the scenario), so the
 * player hears of it while the phase is still open instead of in the next
 * report.  None changes what an order means, and a sheet sealed before
 * they existed skips them (sheet_check.sealed), so it replays unchanged.
 */

/* The line an order of `key` for `unit` was written on. */
static int
order_line(const json_t *o)
{
	return (int)json_integer_value(json_object_get(o, "line"));
}

static void
err_at(struct ps *s, int line, const char *fmt, const char *a)
{
	sheet_check_error(s->out, line, fmt, a ? a : "");
}

/* PLACE (setup): a start point within 2 hexes of the side's entry edge,
 * on terrain the unit may enter, one combat unit a hex; the placements
 * are taken in the order the resolution takes them (hg_turn.c setup). */
static void
check_places(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *v;
	static int pos[HG_MAX_UNITS];
	char m[120], lab[HEX_LABEL_LEN];
	size_t i;
	int u, h, k, o, cls;

	if (g->entry_random[s->side] && g->entry_loc[s->side] < 0)
		return;		/* the edge is rolled at setup (14.4) */
	for (u = 0; u < g->nunits; u++)
		pos[u] = hg_on(g, u) ? g->u[u].hex : -1;
	json_array_foreach(json_object_get(s->o, "place"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		h = hg_parse_hex(g, json_string_value(json_object_get(v,
		    "hex")));
		if (u < 0 || h < 0 || g->u[u].status != HG_ON)
			continue;
		hg_label(g, h, lab);
		for (k = 0; k < g->lay.w * g->lay.h; k++)
			if ((g->edge[k] & (1 << s->side)) && hg_dist(g, k, h) <= 2)
				break;
		cls = hg_type(g, u)->cls == HG_MERC ? HG_FOOT :
		    hg_type(g, u)->cls;
		for (o = 0; o < g->nunits; o++)
			if (o != u && g->u[o].side == s->side && pos[o] == h &&
			    hg_is_combat(g, o) && hg_is_combat(g, u))
				break;
		if (k == g->lay.w * g->lay.h) {
			snprintf(m, sizeof m, "%s is not within 2 hexes of your "
			    "entry edge", lab);
			err_at(s, order_line(v), "%s", m);
		} else if (hg_terr(g, h)->cost[cls] < 0) {
			snprintf(m, sizeof m, "%s may not stand in %s (%s)",
			    g->u[u].id, lab, hg_terr(g, h)->name);
			err_at(s, order_line(v), "%s", m);
		} else if (o < g->nunits) {
			snprintf(m, sizeof m, "%s would start in %s with %s: one "
			    "combat unit a hex", g->u[u].id, lab, g->u[o].id);
			err_at(s, order_line(v), "%s", m);
		} else
			pos[u] = h;
	}
}

/* SUPPLY (setup): no more defence supplies than the side has; past that
 * the resolution would drop the line without a word. */
static void
check_supplies(struct ps *s)
{
	const json_t *v;
	char m[120];
	size_t i;
	int total = 0, n;

	json_array_foreach(json_object_get(s->o, "supply"), i, v) {
		n = (int)json_integer_value(json_object_get(v, "l1")) +
		    (int)json_integer_value(json_object_get(v, "l2"));
		total += n;
		if (total > s->g->supplies[s->side]) {
			snprintf(m, sizeof m, "that makes %d defence supplies; "
			    "you have %d to allocate", total,
			    s->g->supplies[s->side]);
			err_at(s, order_line(v), "%s", m);
			return;
		}
	}
}

/* MODE ... BUILD (§12): the unit, its baggage train and the supplies it
 * takes, in the order the declarations draw on them; MODE ... S: room on
 * the map for a column's tail (not who may stand there: an enemy in the
 * tail's hex is not the side's to know). */
static void
check_modes(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *v;
	static int used[HG_MAX_UNITS][2];
	char m[120];
	const char *mode;
	size_t i;
	int u, b, lvl, face, tail, d;

	memset(used, 0, sizeof used);
	json_array_foreach(json_object_get(s->o, "modes"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		mode = json_string_value(json_object_get(v, "mode"));
		if (u < 0 || mode == NULL || !hg_on(g, u))
			continue;
		m[0] = '\0';
		if (mode[0] == 'B') {
			lvl = mode[1] == '2';
			b = hg_find_unit(g, json_string_value(json_object_get(v,
			    "from")));
			if (hg_type(g, u)->cls != HG_FOOT || hg_type(g, u)->merc
			    || hg_type(g, u)->leader)
				snprintf(m, sizeof m, "only unmounted Feudal or "
				    "Roman combat units build (§12)");
			else if (g->u[u].dis)
				snprintf(m, sizeof m, "a disrupted unit may not "
				    "build");
			else if (g->u[u].mode == HG_B &&
			    g->u[u].bld_level == lvl + 1)
				continue;	/* it goes on building */
			else if (g->fort_known[s->side][g->u[u].hex] &
			    (1 << lvl))
				snprintf(m, sizeof m, "its hex has that "
				    "fortification already");
			else if (b < 0 || !hg_on(g, b) ||
			    hg_dist(g, g->u[b].hex, g->u[u].hex) > 1)
				snprintf(m, sizeof m, "the baggage train %s is "
				    "not next to %s", b >= 0 ? g->u[b].id : "",
				    g->u[u].id);
			else if (g->u[b].supply[lvl] - used[b][lvl] <= 0)
				snprintf(m, sizeof m, "%s has no Level %s "
				    "supplies left for it", g->u[b].id, lvl ?
				    "II" : "I");
			else
				used[b][lvl]++;
		} else if (mode[0] == 'S' && !hg_type(g, u)->scout &&
		    !hg_type(g, u)->leader && !hg_type(g, u)->merc &&
		    hg_type(g, u)->cls != HG_WAGON &&
		    g->u[u].boat == HG_BOAT_NONE &&
		    !(g->u[u].mode == HG_S && g->u[u].tail >= 0)) {
			/* a unit that forms a column (R-13) and has none */
			face = json_object_get(v, "face") ? (int)
			    json_integer_value(json_object_get(v, "face")) :
			    g->u[u].face;
			d = hex_opposite(face);
			tail = hg_neighbour(g, g->u[u].hex, d);
			/* a note, not an error: the unit stays Tactical,
			 * as a standing sheet may mean it to */
			if (tail < 0 || hg_terr(g, tail)->cost[hg_type(g,
			    u)->cls] < 0 || ((hg_side_feat(g, g->u[u].hex, d) &
			    HG_SF_RIVER) && !(hg_side_feat(g, g->u[u].hex, d) &
			    HG_SF_BRIDGE)))
				buf_addf(&s->out->understood, "line %d: # note: "
				    "facing %s, %s has no room for its column's "
				    "tail behind it: it will stay Tactical\n",
				    order_line(v), hex_dir_name(face),
				    g->u[u].id);
		}
		if (m[0] != '\0')
			err_at(s, order_line(v), "%s", m);
	}
}

/* The mode unit u will be in when the attacks filed now are made: in
 * round 2 the one this sheet declares, or the default (Tactical; a
 * building unit goes on building); later, the one it is in. */
static int
mode_then(const struct ps *s, int u)
{
	const json_t *v;
	const char *m;
	size_t i;

	if (s->round != 2 || (s->g->r.opt.rounds == 6 && s->g->r2_moves))
		return s->g->u[u].mode;
	json_array_foreach(json_object_get(s->o, "modes"), i, v)
		if (strcmp(json_string_value(json_object_get(v, "unit")),
		    s->g->u[u].id) == 0) {
			m = json_string_value(json_object_get(v, "mode"));
			return m && m[0] == 'S' ? HG_S : m && m[0] == 'B' ?
			    HG_B : HG_T;
		}
	return s->g->u[u].mode == HG_B ? HG_B : HG_T;
}

/* ATTACK (§7, 8.3): a unit that can never attack (a leader, a unit with
 * no attack factor) is an error; one that cannot now (not Tactical, out
 * of ammunition, embarking) gets a note, the attack not being made, as a
 * standing sheet may mean it.  Range and sight are judged when combat
 * comes, on what the attacker sees then. */
static void
check_attacks(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *a, *v;
	char m[120];
	size_t i, k;
	int u, md, note;

	json_array_foreach(json_object_get(s->o, "attacks"), i, a) {
		if (i >= (size_t)s->natk)
			break;
		json_array_foreach(json_object_get(a, "units"), k, v) {
			u = hg_find_unit(g, json_string_value(v));
			if (u < 0 || !hg_on(g, u))
				continue;
			md = mode_then(s, u);
			m[0] = '\0';
			note = 1;
			if (hg_type(g, u)->leader) {
				snprintf(m, sizeof m, "%s is a leader: leaders "
				    "do not attack (LEADER gives its bonus)",
				    g->u[u].id);
				note = 0;
			} else if (hg_type(g, u)->cls == HG_WAGON ||
			    hg_type(g, u)->full[0] <= 0) {
				snprintf(m, sizeof m, "%s has no attack factor: "
				    "it only defends", g->u[u].id);
				note = 0;
			} else if (hg_type(g, u)->merc && (g->u[u].ammo <= 0 ||
			    g->u[u].noammo))
				snprintf(m, sizeof m, "%s is out of ammunition "
				    "(8.3)", g->u[u].id);
			else if (md != HG_T)
				snprintf(m, sizeof m, "%s %s %s: only Tactical "
				    "units attack", g->u[u].id, md ==
				    g->u[u].mode ? "is" : "will be", md == HG_S ?
				    "Strategic" : "building");
			else if (g->u[u].boat != HG_BOAT_NONE && s->round != 2)
				snprintf(m, sizeof m, "%s is embarking or afloat: "
				    "it does not attack (16.3)", g->u[u].id);
			if (m[0] == '\0')
				continue;
			if (note)
				buf_addf(&s->out->understood, "line %d: # note: "
				    "%s; it will not attack\n", s->atk_line[i],
				    m);
			else
				err_at(s, s->atk_line[i], "%s", m);
		}
	}
}

/* Which orders each round takes (§17.1). */
static int
allowed(const struct ps *s, const char *k)
{
	return hg_order_taken(s->g, s->round, k);
}

int
hg_order_taken(const struct hg_game *g, int r, const char *k)
{
	int c3 = g->r.opt.rounds == 3;
	int six = g->r.opt.rounds == 6 && r == 2;

	if (strcasecmp(k, "ASSIST") == 0 || strcasecmp(k, "RETREAT") == 0)
		return 1;
	if (six && !g->r2_moves)		/* r2: modes only */
		return strcasecmp(k, "MODE") == 0;
	if (six && strcasecmp(k, "MODE") == 0)	/* r2b: the move */
		return 0;
	if (r == 0)
		return strcasecmp(k, "PLACE") == 0 ||
		    strcasecmp(k, "SUPPLY") == 0 || strcasecmp(k, "RADIO") == 0;
	if (strcasecmp(k, "MODE") == 0)
		return r == 1 || r == 2;
	if (strcasecmp(k, "MOVE") == 0 || strcasecmp(k, "ENTER") == 0)
		return r == 1 || r == 2 || r == 4;
	if (strcasecmp(k, "DISEMBARK") == 0)
		return r == 2 || r == 4;
	if (strcasecmp(k, "ATTACK") == 0 || strcasecmp(k, "LEADER") == 0)
		return r >= 2;
	if (strcasecmp(k, "REINF") == 0)
		return r == 5 || (c3 && r == 4);
	return 0;
}

int
hg_parse(const struct hg_game *g, int side, const char *text, size_t len,
    int first_line, struct sheet_check *out)
{
	struct ps s;
	char line[PBEM_MAX_LINE + 1], *tok[MAXTOK];
	size_t i = 0, n;
	int nt, nlines = 0, ended = 0;
	static const char *const known[] = { "MODE", "MOVE", "ENTER",
	    "ATTACK", "ASSIST", "RETREAT", "LEADER", "SUPPLY", "PLACE", "REINF",
	    "RADIO", "DISEMBARK", NULL };
	const char *const *k;

	memset(&s, 0, sizeof s);
	s.g = g;
	s.side = side;
	s.round = g->round;
	s.out = out;
	s.o = json_object();
	if (s.o == NULL)
		return PBEM_ERR_NOMEM;
	s.line = first_line - 1;
	s.numbered = 1;
	while (i < len) {
		s.line++;
		if (++nlines > PBEM_MAX_SHEET_LINES) {
			err(&s, "too many lines%s", NULL);
			break;
		}
		for (n = 0; i < len && text[i] != '\n'; i++)
			if (n < PBEM_MAX_LINE)
				line[n++] = text[i];
		line[n] = '\0';
		i++;
		if ((nt = tokenize(line, tok, MAXTOK)) < 0) {
			err(&s, "too many words on one line%s", NULL);
			continue;
		}
		if (nt == 0 || strcasecmp(tok[0], "GAME") == 0)
			continue;
		if (strcasecmp(tok[0], "END") == 0) {
			ended = s.line;
			break;
		}
		for (k = known; *k && strcasecmp(*k, tok[0]); k++)
			;
		if (*k == NULL) {
			err(&s, "unknown order \"%.12s\"", tok[0]);
			continue;
		}
		if (!allowed(&s, *k)) {
			err(&s, "%s orders are not taken in this round", *k);
			continue;
		}
		if (strcasecmp(*k, "MODE") == 0)
			do_mode(&s, tok, nt);
		else if (strcasecmp(*k, "MOVE") == 0 ||
		    strcasecmp(*k, "ENTER") == 0)
			do_move(&s, tok, nt);
		else if (strcasecmp(*k, "ATTACK") == 0)
			do_attack(&s, tok, nt);
		else
			do_simple(&s, tok, nt);
	}
	s.numbered = 0;
	if (!out->sealed) {
		check_places(&s);
		check_supplies(&s);
		check_modes(&s);
		check_attacks(&s);
	}
	if (out->nerrors == 0) {
		if (out->understood.len == 0)
			said(&s, "(no orders: the defaults apply)");
		if (ended)
			buf_addf(&out->understood, "line %d: END\n", ended);
		out->orders = s.o;
	} else
		json_decref(s.o);
	return PBEM_OK;
}
