/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse_policy.c - standing orders (§9.4, §7): POLICY lines set how a
 * side's generals, heroes and units decide in the moment (replacement
 * cards, replays, evading, shock missiles, lances, volleys, targets,
 * displacement, advances), for its own turn and the enemy's next; STRAT
 * lines arm stratagem reactions.  Each becomes plain field settings
 * (["u"|"g"|"s", index, field, value]) applied when the side's sheet is
 * resolved, and the receipt says what each line covers.  A STRAT line for
 * a card the side does not hold is accepted and never fires, so the
 * receipt tells nothing the side does not know.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts_parse.h"
#include "sheet_words.h"

static void
set(json_t *list, const char *what, int idx, const char *field, int v)
{
	json_array_append_new(list, json_pack("[sisi]", what, idx, field, v));
}

/* Units a scope names: U<n>, LIGHT, CAV (cavalry that may evade), ALL. */
static int
scope(struct tp *s, const char *w, int *units)
{
	const struct ts_game *g = s->g;
	int u, n = 0, k;

	if (toupper((unsigned char)w[0]) == 'U' && tp_idnum(w, "U") > 0) {
		if ((k = tp_own_unit(s, w)) < 0)
			return -1;
		units[0] = k;
		return 1;
	}
	if (strcasecmp(w, "LIGHT") && strcasecmp(w, "CAV") &&
	    strcasecmp(w, "ALL")) {
		tp_err(s, "a policy covers U<n>, LIGHT, CAV or ALL, not "
		    "\"%.12s\"", w);
		return -1;
	}
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != s->side)
			continue;
		if (strcasecmp(w, "LIGHT") == 0 && g->u[u].size != TS_LIGHT)
			continue;
		if (strcasecmp(w, "CAV") == 0 && !(g->r.type[g->u[u].type].flags
		    & TSF_EVADE))
			continue;
		units[n++] = u;
	}
	return n;
}

static void
unit_policy(struct tp *s, json_t *list, const char *w, const char *field,
    int v)
{
	int units[TS_MAX_UNITS], n = scope(s, w, units), i;

	for (i = 0; i < n; i++)
		set(list, "u", units[i], field, v);
}

/* POLICY EVADE <scope> EVADE|STAND|ODDS<=n [DIR AWAY|REAR|BEHIND|NOEXIT] */
static int
pol_evade(struct tp *s, char **t, int n, json_t *list)
{
	static const char *const dirs[] = { "AWAY", "REAR", "BEHIND",
	    "NOEXIT" };
	int mode, odds = 0, dir = 0, i = 4;

	if (n < 4)
		return -1;
	if (strcasecmp(t[3], "EVADE") == 0)
		mode = 1;
	else if (strcasecmp(t[3], "STAND") == 0)
		mode = 2;
	else if (strncasecmp(t[3], "ODDS<=", 6) == 0 &&
	    (odds = atoi(t[3] + 6)) >= 1 && odds <= 11)
		mode = 3;
	else if (strcasecmp(t[3], "DIR") == 0) {
		mode = -1;
		i = 3;
	} else
		return -1;
	if (i < n) {
		if (n != i + 2 || strcasecmp(t[i], "DIR") ||
		    (dir = word_among(t[i + 1], dirs, 4)) < 0)
			return -1;
		dir++;
	}
	if (mode >= 0) {
		unit_policy(s, list, t[2], "pol_evade", mode);
		unit_policy(s, list, t[2], "pol_odds", odds);
	}
	if (dir)
		unit_policy(s, list, t[2], "pol_dir", dir);
	return 0;
}

static int
gen_word(struct tp *s, const char *w)
{
	return tp_own_gen(s, w);
}

/* POLICY REPLACE G<n> ONFAIL|NEVER|HIGH>=k|SAVEFOR <label> */
static int
pol_replace(struct tp *s, char **t, int n, json_t *list)
{
	int k, v;

	if (n < 4 || (k = gen_word(s, t[2])) < 0)
		return n < 4 ? -1 : -2;
	if (strcasecmp(t[3], "ONFAIL") == 0 && n == 4)
		set(list, "g", k, "pol_replace", 0);
	else if (strcasecmp(t[3], "NEVER") == 0 && n == 4)
		set(list, "g", k, "pol_replace", 1);
	else if (strncasecmp(t[3], "HIGH>=", 6) == 0 && n == 4 &&
	    (v = atoi(t[3] + 6)) >= 2 && v <= 10) {
		set(list, "g", k, "pol_replace", 2);
		set(list, "g", k, "pol_k", v);
	} else if (strcasecmp(t[3], "SAVEFOR") == 0 && n == 5 &&
	    (v = atoi(t[4])) >= 1 && v <= 999) {
		set(list, "g", k, "pol_replace", 3);
		set(list, "g", k, "pol_savefor", v);
	} else
		return -1;
	return 0;
}

static int
pol_gen_word(struct tp *s, char **t, int n, json_t *list, const char *field,
    const char *const *names, int nn, int skip_prefer)
{
	int k, v, i = 3;

	if (n < 4 || (k = gen_word(s, t[2])) < 0)
		return n < 4 ? -1 : -2;
	if (skip_prefer && strcasecmp(t[3], "PREFER") == 0)
		i = 4;
	if (n != i + 1 || (v = word_among(t[i], names, nn)) < 0)
		return -1;
	set(list, "g", k, field, v);
	return 0;
}

/* POLICY DISPLACE G<n> U7,U8,ANY */
static int
pol_displace(struct tp *s, char **t, int n, json_t *list)
{
	char *w[6];
	int k, m, i, u, c = 0;

	if (n != 4 || (k = gen_word(s, t[2])) < 0)
		return n != 4 ? -1 : -2;
	m = tp_split(t[3], w, 6);
	for (i = 0; i < m && c < 4; i++) {
		if (strcasecmp(w[i], "ANY") == 0)
			u = -1;
		else if ((u = tp_own_unit(s, w[i])) < 0)
			return -2;
		set(list, "g", k, c == 0 ? "pol_disp[0]" : c == 1 ?
		    "pol_disp[1]" : c == 2 ? "pol_disp[2]" : "pol_disp[3]", u);
		c++;
	}
	set(list, "g", k, "pol_ndisp", c);
	return 0;
}

static int
pol_side(struct tp *s, char **t, int n, json_t *list)
{
	static const char *const adv[] = { "KEEP", "FOLLOW" };
	static const char *const tgt[] = { "NEAREST", "DISORDERED",
	    "LOWSAVE" };
	static const char *const rs[] = { "NEVER", "AUTO" };
	int v;

	if (strcasecmp(t[1], "ADVFACE") == 0 && n == 3 &&
	    (v = word_among(t[2], adv, 2)) >= 0)
		set(list, "s", s->side, "pol_advface", v);
	else if (strcasecmp(t[1], "TARGET") == 0 && n == 4 &&
	    strcasecmp(t[2], "ALL") == 0 && (v = word_among(t[3], tgt, 3)) >= 0)
		set(list, "s", s->side, "pol_target", v);
	else if (strcasecmp(t[1], "RESUPPLY") == 0 && n == 3 &&
	    (v = word_among(t[2], rs, 2)) >= 0)
		set(list, "s", s->side, "pol_resupply", v);
	else
		return -1;
	return 0;
}

/* POLICY VOLLEY ALL 2 IFAMMO>=k | VOLLEY <scope> 1|2 */
static int
pol_volley(struct tp *s, char **t, int n, json_t *list)
{
	int v;

	if (n == 5 && strcasecmp(t[2], "ALL") == 0 && strcmp(t[3], "2") == 0 &&
	    strncasecmp(t[4], "IFAMMO>=", 8) == 0 &&
	    (v = atoi(t[4] + 8)) >= 1 && v <= 40) {
		set(list, "s", s->side, "pol_volley_k", v);
		return 0;
	}
	if (n == 4 && (strcmp(t[3], "1") == 0 || strcmp(t[3], "2") == 0)) {
		unit_policy(s, list, t[2], "pol_volley", atoi(t[3]));
		return 0;
	}
	return -1;
}

/* The standing order a POLICY word names, -1 for one not about units. */
static int
policy_kind(const char *w)
{
	static const char *const words[] = { "EVADE", "HERO", "SHOCK",
	    "LANCE", "VOLLEY", "TARGET" };

	return word_among(w, words, 6);
}

/* The receipt of a POLICY line: the line as written and, for a group
 * (LIGHT, CAV, ALL), which of your units it affects now, by name: those
 * in the group that the policy can change, none named when none; for
 * one unit, that it changes nothing when the unit cannot act on it. */
static void
said_policy(struct tp *s, char **t, int n)
{
	const struct ts_game *g = s->g;
	char names[TS_MAX_UNITS * 6] = "";
	size_t len = 0;
	int count = 0, u, kind = policy_kind(t[1]);

	if (n == 2) {
		tp_said(s, "%s: every standing order back to its default "
		    "first", s->words);
		return;
	}
	if (strcasecmp(t[2], "LIGHT") && strcasecmp(t[2], "CAV") &&
	    strcasecmp(t[2], "ALL")) {
		/* one unit, yours (scope() checked): say so when the
		 * policy can change nothing it does */
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s->side && g->u[u].num ==
			    tp_idnum(t[2], "U"))
				break;
		if (kind >= 0 && u < g->nunits &&
		    !ts_policy_affects(g, u, (enum ts_pol)kind))
			tp_said(s, "%s: changes nothing for U%d, which cannot "
			    "act on it", s->words, g->u[u].num);
		else
			tp_said(s, "%s", s->words);
		return;
	}
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != s->side || g->u[u].status == TS_LOST ||
		    len + 8 > sizeof names)
			continue;
		if (strcasecmp(t[2], "LIGHT") == 0 && !ts_is_light(g, u))
			continue;
		if (strcasecmp(t[2], "CAV") == 0 &&
		    !(g->r.type[g->u[u].type].flags & TSF_EVADE))
			continue;
		if (kind >= 0 && !ts_policy_affects(g, u, (enum ts_pol)kind))
			continue;
		len += (size_t)snprintf(names + len, sizeof names - len,
		    "%sU%d", count++ ? ", " : "", g->u[u].num);
	}
	if (count)
		tp_said(s, "%s: covers %s", s->words, names);
	else
		tp_said(s, "%s: covers none of your units now (none it "
		    "can affect)", s->words);
}

int
tp_policy(struct tp *s, char **t, int n, json_t *list)
{
	static const char *const heroic[] = { "FIRST", "ACT", "TOHIT" };
	static const char *const brill[] = { "AUTO", "NEVER" };
	static const char *const hero[] = { "DECISIVE", "ALWAYS", "FLANK",
	    "NEVER" };
	static const char *const lance[] = { "VSNONLIGHT", "FIRST",
	    "VSNONLIGHT", "NEVER" };
	static const char *const shock[] = { "ALWAYS", "NEVER" };
	int rc = -1, v;

	if (n == 2 && strcasecmp(t[1], "DEFAULTS") == 0) {
		json_array_append_new(list, json_pack("[s]", "reset"));
		rc = 0;
	} else if (n >= 3 && strcasecmp(t[1], "EVADE") == 0)
		rc = pol_evade(s, t, n, list);
	else if (n >= 3 && strcasecmp(t[1], "REPLACE") == 0)
		rc = pol_replace(s, t, n, list);
	else if (n >= 3 && strcasecmp(t[1], "HEROIC") == 0)
		rc = pol_gen_word(s, t, n, list, "pol_heroic", heroic, 3, 1);
	else if (n >= 3 && strcasecmp(t[1], "BRILLIANT") == 0)
		rc = pol_gen_word(s, t, n, list, "pol_brilliant", brill, 2, 0);
	else if (n >= 3 && strcasecmp(t[1], "DISPLACE") == 0)
		rc = pol_displace(s, t, n, list);
	else if (n == 4 && strcasecmp(t[1], "HERO") == 0 &&
	    (v = word_among(t[3], hero, 4)) >= 0) {
		unit_policy(s, list, t[2], "pol_hero", v);
		rc = 0;
	} else if (n == 4 && strcasecmp(t[1], "LANCE") == 0 &&
	    (v = word_among(t[3], lance, 4)) >= 0) {
		unit_policy(s, list, t[2], "pol_lance", v);
		rc = 0;
	} else if (n == 4 && strcasecmp(t[1], "SHOCK") == 0 &&
	    (v = word_among(t[3], shock, 2)) >= 0) {
		unit_policy(s, list, t[2], "pol_shock", v);
		rc = 0;
	} else if (n >= 3 && strcasecmp(t[1], "VOLLEY") == 0)
		rc = pol_volley(s, t, n, list);
	else if (n >= 3)
		rc = pol_side(s, t, n, list);
	if (rc == -1)
		tp_err(s, "POLICY: not understood (ORDERS.md lists REPLACE "
		    "HEROIC HERO BRILLIANT EVADE SHOCK LANCE VOLLEY TARGET "
		    "DISPLACE ADVFACE RESUPPLY DEFAULTS)");
	if (rc != 0)
		return -1;
	said_policy(s, t, n);
	return 0;
}

/* Charger classes for QC and QH: 1 mounted, 2 elephant, 4 scythed. */
static int
by_class(const char *w)
{
	if (strcasecmp(w, "MOUNTED") == 0)
		return 1;
	if (strcasecmp(w, "ELEPHANT") == 0)
		return 2;
	if (strcasecmp(w, "SCYTHED") == 0)
		return 4;
	if (strcasecmp(w, "ANY") == 0)
		return 7;
	return -1;
}

static int
strat_gen(struct tp *s, const char *w, int enemy)
{
	if (strcasecmp(w, "ANY") == 0)
		return -1;
	if (strcasecmp(w, "SENIOR") == 0)
		return -2;
	return enemy ? tp_enemy_gen(s, w) : tp_own_gen(s, w);
}

/* The words after the card: [name] ON ... */
static int
strat_on(char **t, int n)
{
	int i;

	for (i = 2; i < n; i++)
		if (strcasecmp(t[i], "ON") == 0)
			return i + 1;
	return -1;
}

static int
step_code(const char *w)
{
	return strcasecmp(w, "F") == 0 ? 1 : strcasecmp(w, "FL") == 0 ? 0 :
	    strcasecmp(w, "FR") == 0 ? 2 : -1;
}

/*
 * J diamonds' free order for the enemy's units (digest §5.3, §8.12): b
 * 6 MOVE (c: boxes * 4 + first step 0 FL 1 F 2 FR), 7 TURN (c: face
 * 0-3, or 4 + a turn to the right 1 R 2 B 3 L), 8 CHARGE and 9 SHOOT
 * (c: one of your own units, -1 the nearest), 10 RALLY.  -1 not
 * understood, -2 an error said.
 */
static int
jd_order(struct tp *s, char **w, int n, struct ts_trig *r)
{
	static const char *const faces[] = { "N", "E", "S", "W", "", "R", "B",
	    "L" };
	int i, st;

	if (n >= 2 && n <= 4 && strcasecmp(w[0], "MOVE") == 0 &&
	    (st = step_code(w[1])) >= 0) {
		for (i = 2; i < n; i++)
			if (step_code(w[i]) != 1)
				return -1;
		r->b = 6;
		r->c = (n - 1) * 4 + st;
	} else if (n == 2 && strcasecmp(w[0], "TURN") == 0) {
		for (i = 0; i < 8 && (i == 4 || strcasecmp(w[1], faces[i]));
		    i++)
			;
		if (i == 8)
			return -1;
		r->b = 7;
		r->c = i;
	} else if (n == 2 && (strcasecmp(w[0], "CHARGE") == 0 ||
	    strcasecmp(w[0], "SHOOT") == 0)) {
		r->b = strcasecmp(w[0], "CHARGE") == 0 ? 8 : 9;
		r->c = -1;
		if (strcasecmp(w[1], "NEAREST") && (r->c = tp_own_unit(s,
		    w[1])) < 0)
			return -2;
	} else if (n == 1 && strcasecmp(w[0], "RALLY") == 0)
		r->b = 10;
	else
		return -1;
	return 0;
}

static int
strat_args(struct tp *s, int kind, char **t, int i, int n, struct ts_trig *r)
{
	int x, y;

	switch (kind) {
	case ST_QD:
	case ST_JS:
		if (n != i + 1)
			return -1;
		r->a = strat_gen(s, t[i], kind == ST_JS);
		return r->a < -2 ? -2 : 0;
	case ST_QC:	/* CHARGE BY <class> VS <unit>|ANY */
		if (n != i + 5 || strcasecmp(t[i], "CHARGE") ||
		    strcasecmp(t[i + 1], "BY") || strcasecmp(t[i + 3], "VS") ||
		    (r->a = by_class(t[i + 2])) < 0)
			return -1;
		r->b = strcasecmp(t[i + 4], "ANY") == 0 ? -1 :
		    tp_own_unit(s, t[i + 4]);
		return r->b < -1 ? -2 : 0;
	case ST_QH:	/* MOVE|CHARGE|ANY BY <class> INTO <box>|ANY */
		if (n != i + 5 || strcasecmp(t[i + 1], "BY") ||
		    strcasecmp(t[i + 3], "INTO") || (r->b = by_class(t[i + 2]))
		    < 0)
			return -1;
		r->a = strcasecmp(t[i], "MOVE") == 0 ? 1 : strcasecmp(t[i],
		    "CHARGE") == 0 ? 2 : strcasecmp(t[i], "ANY") == 0 ? 3 : -1;
		if (r->a < 0)
			return -1;
		if (strcasecmp(t[i + 4], "ANY") == 0)
			r->c = -1;
		else if (tp_box(s, t[i + 4], &x, &y) < 0)
			return -2;
		else
			r->c = TS_BOX(s->g, x, y);
		return 0;
	case ST_JD:	/* <gen>|ANY DO BACK|TURNBACK|SIDE L|SIDE R|HALT */
		if (n < i + 3 || strcasecmp(t[i + 1], "DO"))
			return -1;
		if ((r->a = strat_gen(s, t[i], 1)) < -2)
			return -2;
		if (n == i + 3 && strcasecmp(t[i + 2], "BACK") == 0)
			r->b = 1;
		else if (n == i + 3 && strcasecmp(t[i + 2], "TURNBACK") == 0)
			r->b = 2;
		else if (n == i + 4 && strcasecmp(t[i + 2], "SIDE") == 0 &&
		    (strcasecmp(t[i + 3], "L") == 0 ||
		    strcasecmp(t[i + 3], "R") == 0))
			r->b = strcasecmp(t[i + 3], "L") == 0 ? 3 : 4;
		else if (n == i + 3 && strcasecmp(t[i + 2], "HALT") == 0)
			r->b = 5;
		else
			return jd_order(s, t + i + 2, n - i - 2, r);
		return 0;
	}
	return -1;
}

/* STRAT <card> [name] ON ...: a reaction in the enemy's turn. */
int
tp_strat(struct tp *s, char **t, int n, json_t *list)
{
	static const char *const cards[] = { "JD", "JS", "QH", "QC", "QD" };
	static const int kinds[] = { ST_JD, ST_JS, ST_QH, ST_QC, ST_QD };
	struct ts_trig r;
	int k, i, rc;

	memset(&r, 0, sizeof r);
	if (n < 3 || (k = word_among(t[1], cards, 5)) < 0) {
		tp_err(s, "STRAT JD|JS|QH|QC|QD [name] ON ... (the stratagems "
		    "played in the enemy's turn; J hearts and J clubs go on "
		    "the deployment sheet)");
		return -1;
	}
	r.kind = kinds[k];
	r.line = s->line;
	if ((i = strat_on(t, n)) < 0 ||
	    (rc = strat_args(s, r.kind, t, i, n, &r)) == -1) {
		tp_err(s, "STRAT %s: not understood (ORDERS.md, Standing "
		    "orders)", cards[k]);
		return -1;
	}
	if (rc < 0)
		return -1;
	json_array_append_new(list, json_pack("{s:i,s:i,s:i,s:i,s:i}", "kind",
	    r.kind, "a", r.a, "b", r.b, "c", r.c, "line", r.line));
	tp_said(s, "%s (fires once, if you hold the card)", s->words);
	return 0;
}
