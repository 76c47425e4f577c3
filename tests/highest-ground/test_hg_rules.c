/*
 * test_hg_rules.c - The Highest Ground, rule by rule: small scenarios on a
 * clear one-sheet map, scripted dice (src/dice.h), and exact outcomes taken
 * from the digest's tables (each expectation names its table row or
 * section).  Events are checked per viewer, so the hidden-information
 * promise is tested with the rules: what a side is told never names a unit
 * it has not sighted.
 */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/highest-ground/hg.h"

extern const struct game_rules highest_ground_rules;
#define R highest_ground_rules

static char *
t_read(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *b;
	long n;

	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	b = malloc((size_t)n + 1);
	ck_assert(fread(b, 1, (size_t)n, f) == (size_t)n);
	b[n] = '\0';
	fclose(f);
	return b;
}

/* One game under test: the state (which owns the rules and the scenario
 * text the decoded game borrows), the decoded game and an event log. */
struct tg {
	json_t *st;
	struct hg_game *g;
	struct hg_log log;
};

#define CLEAR_MAP \
	"LAYOUT I@0,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	"01 ....................\n02 ....................\n" \
	"03 ....................\n04 ....................\n" \
	"05 ....................\n06 ....................\n" \
	"07 ....................\n08 ....................\n" \
	"09 ....................\n10 ....................\n" \
	"11 ....................\n12 ....................\n" \
	"13 ....................\n14 ....................\nEND\n"

/* Load "HGMAP 1" + map (CLEAR_MAP if NULL) + body; rules.json edited by
 * `patch` (a JSON object merged over it) if given.  Returns the loader's
 * rc; on success fills t. */
static int
try_load(struct tg *t, const char *map, const char *body, const char *patch,
    struct pbem_err *err)
{
	char *r = t_read(HG_SRC_DIR "/rules.json"), *all, *rd;
	json_t *rj = json_loads(r, 0, NULL);
	size_t n;
	int rc;

	ck_assert(rj != NULL);
	if (patch != NULL) {
		json_t *p = json_loads(patch, 0, NULL);

		ck_assert_msg(p != NULL, "bad patch %s", patch);
		json_object_update(rj, p);
		json_decref(p);
	}
	rd = json_dumps(rj, 0);
	json_decref(rj);
	if (map == NULL)
		map = CLEAR_MAP;
	n = strlen(map) + strlen(body) + 64;
	all = malloc(n);
	snprintf(all, n, "HGMAP 1\n%sLEVEL 9999 \"Test\"\n%s", map, body);
	memset(t, 0, sizeof *t);
	memset(err, 0, sizeof *err);
	rc = R.scenario_load(all, strlen(all), rd, strlen(rd), &t->st, err);
	free(all);
	free(rd);
	free(r);
	if (rc != PBEM_OK)
		return rc;
	t->g = hg_game_new();
	ck_assert(hg_state_decode(t->st, t->g, err) == PBEM_OK);
	hg_log_init(&t->log);
	return rc;
}

/* A game in the middle of turn 1, both armies Steady (Table 1). */
static void
load(struct tg *t, const char *map, const char *body, const char *patch)
{
	struct pbem_err err;
	int b;

	ck_assert_msg(try_load(t, map, body, patch, &err) == PBEM_OK,
	    "load: %s", err.msg);
	t->g->turn = 1;
	t->g->round = 3;
	t->g->p1 = HG_ALLIED;
	for (b = 0; b < t->g->r.nbands; b++)
		if (strcmp(t->g->r.band[b].state, "Steady") == 0)
			t->g->army[0] = t->g->army[1] = b;
}

static void
done(struct tg *t)
{
	json_decref(t->log.events);
	hg_game_free(t->g);
	json_decref(t->st);
}

static int
U(const struct tg *t, const char *id)
{
	int u = hg_find_unit(t->g, id);

	ck_assert_msg(u >= 0, "no unit %s", id);
	return u;
}

static int
H(const struct tg *t, const char *label)
{
	int h = hg_parse_hex(t->g, label);

	ck_assert_msg(h >= 0, "bad hex %s", label);
	return h;
}

/* Does `viewer` ("ALLIED", "ROMAN" or NULL: referee) have an event
 * containing `text`? */
static int
saw(const struct tg *t, const char *viewer, const char *text)
{
	const json_t *e, *v;
	size_t i, k;

	json_array_foreach(t->log.events, i, e) {
		int mine = 0;

		if (viewer == NULL)
			mine = json_is_true(json_object_get(e, "referee"));
		else
			json_array_foreach(json_object_get(e, "sides"), k, v)
				mine |= strcmp(json_string_value(v), viewer) == 0;
		if (mine && strstr(json_string_value(json_object_get(e,
		    "text")), text) != NULL)
			return 1;
	}
	return 0;
}

static void
dump(const struct tg *t, const char *viewer)
{
	const json_t *e;
	size_t i;

	json_array_foreach(t->log.events, i, e) {
		char *sd = json_dumps(json_object_get(e, "sides"), 0);

		if (viewer == NULL ? json_is_true(json_object_get(e, "referee"))
		    : sd != NULL && strstr(sd, viewer) != NULL)
			fprintf(stderr, "  [%s] %s\n", viewer ? viewer : "ref",
			    json_string_value(json_object_get(e, "text")));
		free(sd);
	}
}

#define SAW(t, v, txt) do { if (!saw((t), (v), (txt))) { dump((t), (v)); \
	ck_abort_msg("%s did not see \"%s\"", (v) ? (v) : "referee", \
	(txt)); } } while (0)
#define NOT_SAW(t, v, txt) do { if (saw((t), (v), (txt))) { dump((t), (v)); \
	ck_abort_msg("%s saw \"%s\"", (v) ? (v) : "referee", (txt)); } \
	} while (0)

/* Orders JSON from a compact spec: side -> JSON text of that side. */
static json_t *
orders(const char *allied, const char *roman)
{
	json_t *o = json_object();

	if (allied != NULL)
		json_object_set_new(o, "ALLIED", json_loads(allied, 0, NULL));
	if (roman != NULL)
		json_object_set_new(o, "ROMAN", json_loads(roman, 0, NULL));
	return o;
}

/* One combat phase with scripted dice. */
static void
fight(struct tg *t, const char *allied, const char *roman, const int *dice,
    size_t ndice)
{
	struct dice d;
	json_t *o = orders(allied, roman);

	dice_init_script(&d, dice, ndice);
	ck_assert(hg_combat_phase(t->g, o, 1, &d, &t->log) == PBEM_OK);
	ck_assert_msg(!d.script_overrun, "the combat drew more dice");
	json_decref(o);
}

/* Parse one sheet for `side` in the current round. */
static json_t *
parse(struct tg *t, const char *side, const char *text, char *err1,
    size_t n)
{
	struct sheet_check c;
	json_t *o;

	sheet_check_init(&c);
	ck_assert(hg_parse(t->g, hg_side_index(t->g, side), text,
	    strlen(text), 1, &c) == PBEM_OK);
	if (err1 != NULL)
		snprintf(err1, n, "%s", c.nerrors ? c.errors[0].msg : "");
	o = c.orders ? json_incref(c.orders) : NULL;
	sheet_check_free(&c);
	return o;
}

/* ------------------------------------------------------------------ */
/* §11 Leaders (9.x, R-28)                                             */

/*
 * Two longbows (A3 Mo3, range 2) fire on a Legion (A5 D5 Mo4) in clear
 * ground.  A Noble L1 is adjacent to both longbows; a Legate L2 is 2 hexes
 * from the Legion.  AF 6 : DF 5 -> 1:1 (§7.3 step 2).  Morale: 3 + 3 + 1
 * (M2, the L1 Noble's quota is one unit) = 7 against 4 + 2 (M2) = 6:
 * diff +1, no shift (Table 6 row "-1 to +1").  Die 4 on 1:1 -> NE
 * (Table 4 row 4).
 */
static const char *leader_units =
	"UNIT ALLIED LB1 LONGBOW IC05\n"
	"UNIT ALLIED LB2 LONGBOW IC06\n"
	"UNIT ALLIED NB1 NOBLE1 IB05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n"
	"UNIT ROMAN LGT1 LEGATE2 IG05\n";

START_TEST(leader_quota_and_priority)
{
	struct tg t;
	static const int die[] = { 4 };

	load(&t, NULL, leader_units, NULL);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IB05"), H(&t, "IC05")), 1);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IB05"), H(&t, "IC06")), 1);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IG05"), H(&t, "IE05")), 2);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	/* the LEADER list puts LB2 first; without it LB1 (nearest, then id)
	 * would have the Noble's one bonus */
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}],\"leaders\":[{\"unit\":\"NB1\",\"units\":[\"LB2\"]}]}",
	    NULL, die, 1);
	SAW(&t, "ALLIED", "AF 6 vs DF 5 (odds 1:1); morale 7 vs 6 (diff +1); "
	    "die 4 -> NE");
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB2");
	SAW(&t, "ROMAN", "Leader LGT1 (L2) gives +2 morale to LEG1");
	/* each side hears only of its own leaders */
	NOT_SAW(&t, "ROMAN", "NB1");
	NOT_SAW(&t, "ALLIED", "LGT1");
	NOT_SAW(&t, "ALLIED", "Leader R-");
	done(&t);

	load(&t, NULL, leader_units, NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB1");
	NOT_SAW(&t, "ALLIED", "to LB1, LB2");
	done(&t);
}
END_TEST

/* Out of range (L hexes) no bonus: the Legate 3 hexes away gives nothing.
 * Morale 7 vs 4, diff +3 -> 1 column right (Table 6 "+2 to +4"): 2:1,
 * die 4 -> EX (Table 4 row 4). */
START_TEST(leader_range)
{
	struct tg t;
	static const int die[] = { 4 };

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ALLIED NB1 NOBLE1 IB05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE2 IH05\n", NULL);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IH05"), H(&t, "IE05")), 3);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "morale 7 vs 4 (diff +3, shift right); die 4 -> EX");
	NOT_SAW(&t, "ROMAN", "Leader LGT1");
	done(&t);
}
END_TEST

/* A unit takes one bonus, the best: L3 and L2 Legates both within
 * range of the Legion give +3, not +5.  The L3 Legate's other two bonuses
 * and the L2's find no other unit in combat.  Defender 4 + 3 = 7 against
 * the longbows' 6 + 1: diff 0, die 4 on 1:1 -> NE. */
START_TEST(leader_best_only)
{
	struct tg t;
	static const int die[] = { 4 };

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ALLIED NB1 NOBLE1 IB05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE3 IF05\n"
	    "UNIT ROMAN LGT2 LEGATE2 IG05\n", NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "morale 7 vs 7 (diff +0); die 4 -> NE");
	SAW(&t, "ROMAN", "Leader LGT1 (L3) gives +3 morale to LEG1");
	NOT_SAW(&t, "ROMAN", "Leader LGT2");
	done(&t);
}
END_TEST

/* A leader alone defends with D 1 and morale L (§11 [D]): a longbow
 * (A3 Mo3) fires on a lone Legate L2: AF 3 : DF 1 -> 3:1; morale 3 vs 2,
 * diff +1, no shift; die 5 on 3:1 -> DR (Table 4 row 5).  The leader
 * retreats 2 hexes (§7.4) and is not disrupted (it has no disrupted
 * side). */
START_TEST(leader_alone)
{
	struct tg t;
	static const int die[] = { 5 };
	int l;

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ROMAN LGT1 LEGATE2 IE05\n", NULL);
	l = U(&t, "LGT1");
	hg_reveal(t.g, l, HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 3 vs DF 1 (odds 3:1); morale 3 vs 2 (diff +1); "
	    "die 5 -> DR");
	ck_assert(hg_on(t.g, l));
	ck_assert_int_eq(t.g->u[l].dis, 0);
	ck_assert_int_eq(hg_dist(t.g, t.g->u[l].hex, H(&t, "IC05")), 4);
	done(&t);
}
END_TEST

/* 9.3: a leader stacked with a unit shares its fate.  A Legion with a
 * Legate L3 (D5 + 0; morale 4 + 3 from its own leader) is hit by two
 * longbows: AF 6 : DF 5 -> 1:1, morale 6 vs 7, diff -1, no shift; die 6 ->
 * DD (Table 4 row 6): the Legion is disrupted, the Legate is not.  A
 * second volley, die 6 on 1:1 again (AF 6 : DF 3 -> 2:1, morale 6 vs
 * 2 + 3 = 5, diff +1 -> 2:1 row 6: DR): the Legion retreats 2 and the
 * Legate goes with it. */
START_TEST(leader_shares_fate)
{
	struct tg t;
	static const int die[] = { 6 };
	int l, leg;

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE3 IE05\n", NULL);
	l = U(&t, "LGT1");
	leg = U(&t, "LEG1");
	hg_reveal(t.g, leg, HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 5 (odds 1:1); morale 6 vs 7 (diff -1); "
	    "die 6 -> DD");
	ck_assert_int_eq(t.g->u[leg].dis, 1);
	ck_assert_int_eq(t.g->u[l].dis, 0);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 3 (odds 2:1); morale 6 vs 5 (diff +1); "
	    "die 6 -> DR");
	ck_assert(hg_on(t.g, leg) && hg_on(t.g, l));
	ck_assert_int_ne(t.g->u[leg].hex, H(&t, "IE05"));
	ck_assert_int_eq(t.g->u[l].hex, t.g->u[leg].hex);
	ck_assert_int_eq(t.g->u[l].dis, 0);
	SAW(&t, "ALLIED", "Leader R-02 retreats with R-01");
	done(&t);
}
END_TEST

/* a mercenary leader's 8.4 assist adds the D it holds under 9.2 (the
 * stacked unit's), and it may not assist again.  An archer (A3 Mo3, range
 * 2) fires on a Foote Levy (D3 Mo2) stacked with a Sergeant L2 on ASSIST:
 * DF 3 + 3 = 6, AF 3 -> 1:2; morale 3 vs 2 + 2 (M2 from the Sergeant; its
 * own morale stays out, §7.3) = 4, diff -1, no shift; die 6 on 1:2 -> DD
 * (Table 4 row 6).  Without the assist DF 3 -> 1:1, die 6 -> DD as well,
 * so the odds column is the check. */
START_TEST(merc_leader_assist)
{
	struct tg t;
	static const int die[] = { 6 };
	int sg;

	load(&t, NULL,
	    "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED SGT1 SERGEANT IE05\n"
	    "UNIT ROMAN ARC1 ARCHER IC05\n", NULL);
	sg = U(&t, "SGT1");
	t.g->u[sg].assist = 1;
	hg_reveal(t.g, U(&t, "FO1"), HG_ROMAN);
	fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\"],\"targets\":"
	    "[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 6 (odds 1:2); morale 3 vs 4 (diff -1); "
	    "die 6 -> DD");
	ck_assert_int_eq(t.g->u[sg].noammo, 1);
	ck_assert_int_eq(t.g->u[sg].dis, 0);
	/* a second attack: no assist any more: DF 2 (disrupted Foote) */
	fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\"],\"targets\":"
	    "[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 2 (odds 1:1)");
	done(&t);
}
END_TEST

/* LEADER lines: own leaders, own non-leader units. */
START_TEST(leader_parse)
{
	struct tg t;
	char e[256];
	json_t *o;

	load(&t, NULL, leader_units, NULL);
	o = parse(&t, "ALLIED", "LEADER NB1 LB2,LB1\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_array_get(json_object_get(
	    json_array_get(json_object_get(o, "leaders"), 0), "units"), 0)),
	    "LB2");
	json_decref(o);
	ck_assert(parse(&t, "ALLIED", "LEADER LB1 LB2\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "LB1 is not a leader");
	ck_assert(parse(&t, "ALLIED", "LEADER NB1 NB1\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "a leader's bonus goes to units, not to the "
	    "leader NB1");
	/* an enemy id gets the same answer as a word that names nothing */
	ck_assert(parse(&t, "ALLIED", "LEADER NB1 LEG1\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "you have no unit called \"LEG1\"");
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.3 Strategic columns (4.2.x, R-13, R-14, R-15; Table 3 M4)        */

static void
set_mode(struct tg *t, const char *id, int mode, int face)
{
	char why[128];

	ck_assert_msg(hg_set_mode(t->g, U(t, id), mode, face, -1, &t->log,
	    why, sizeof why) == 0, "%s: %s", id, why);
}

/*
 * 4.2.6: a column's A, D and Mo are halved, round down, when attacked.
 * A Legion column (D5 -> 2, Mo4 -> 2, M4 before the other modifiers) under
 * two longbows: AF 6 : DF 2 -> 3:1; morale 6 vs 2, diff +4 -> 1 column
 * right (Table 6 "+2 to +4"): 4:1; die 3 -> DD (Table 4 row 3).  Then its
 * disrupted side (D3 -> 1, Mo2 -> 1): AF 6 : DF 1 -> 6:1, morale 6 vs 1,
 * diff +5 -> 2 right, held at 6:1; die 3 -> DR.
 */
START_TEST(column_halved)
{
	struct tg t;
	static const int die[] = { 3 };
	int leg;

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	leg = U(&t, "LEG1");
	set_mode(&t, "LEG1", HG_S, HEX_SE);
	/* the tail forms in the hex behind the head */
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "ID04"));
	hg_reveal(t.g, leg, HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, "ROMAN", "AF 6 vs DF 2 (odds 3:1); morale 6 vs 2 (diff +4, "
	    "shift right); die 3 -> DD");
	SAW(&t, "ALLIED", "defender R-01 is a Strategic column: A, D and "
	    "morale halved");
	ck_assert_int_eq(t.g->u[leg].dis, 1);
	ck_assert(hg_is_column(t.g, leg));
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 1 (odds 6:1); morale 6 vs 1 (diff +5, "
	    "shift right); die 3 -> DR");
	/* §7.4: a column that must retreat dissolves into its tail first */
	ck_assert(!hg_is_column(t.g, leg));
	ck_assert_int_eq(t.g->u[leg].tail, -1);
	done(&t);
}
END_TEST

/* a Strategic scout forms no column and is not halved: a Roman
 * scout (D1 Mo2) under one longbow: AF 3 : DF 1 -> 3:1, morale 3 vs 2,
 * diff +1; die 4 on 3:1 -> DD (Table 4 row 4). */
START_TEST(column_scout_not_halved)
{
	struct tg t;
	static const int die[] = { 4 };
	int rs;

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ROMAN RS1 RSCOUT IE05\n", NULL);
	rs = U(&t, "RS1");
	set_mode(&t, "RS1", HG_S, HEX_SE);
	ck_assert_int_eq(t.g->u[rs].tail, -1);
	ck_assert(!hg_is_column(t.g, rs));
	ck_assert_int_eq(hg_allowance(t.g, rs), 5 * 3 * 2);	/* ×3, half-MP */
	hg_reveal(t.g, rs, HG_ALLIED);
	fight(&t, "{\"attacks\":[{\"units\":[\"LB1\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 3 vs DF 1 (odds 3:1); morale 3 vs 2 (diff +1); "
	    "die 4 -> DD");
	done(&t);
}
END_TEST

/* One general-movement round (R2) with these orders. */
static void
round2(struct tg *t, const char *allied, const char *roman)
{
	struct dice d;
	json_t *o = orders(allied, roman);

	dice_init_script(&d, NULL, 0);
	t->g->round = 2;
	ck_assert(hg_resolve_round(t->g, o, &d, &t->log) == PBEM_OK);
	ck_assert(!d.script_overrun);
	json_decref(o);
}

/* the chits limit the columns that exist at once (one chit here).
 * A second column is refused; a chit handed back by a column that turns
 * Tactical in the same declaration can be taken again; scouts need none. */
START_TEST(column_chits)
{
	struct tg t;

	load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n"
	    "UNIT ROMAN CAT1 CATAPHRACT IE11\n"
	    "UNIT ROMAN RS1 RSCOUT IE13\n", "{\"chits_per_side\": 1}");
	round2(&t, NULL, "{\"modes\":[{\"unit\":\"LEG1\",\"mode\":\"S\","
	    "\"face\":2},{\"unit\":\"LEG2\",\"mode\":\"S\",\"face\":2}]}");
	ck_assert(hg_is_column(t.g, U(&t, "LEG1")));
	ck_assert(!hg_is_column(t.g, U(&t, "LEG2")));
	SAW(&t, "ROMAN", "MODE LEG2 refused: no Strategic Movement chit left "
	    "(all 1 are in use by your columns); it stays Tactical");
	NOT_SAW(&t, "ALLIED", "chit");
	/* next turn: LEG1 goes Tactical by default, and CAT1, listed first,
	 * takes its chit */
	round2(&t, NULL, "{\"modes\":[{\"unit\":\"CAT1\",\"mode\":\"S\","
	    "\"face\":2},{\"unit\":\"LEG2\",\"mode\":\"T\"}]}");
	ck_assert(!hg_is_column(t.g, U(&t, "LEG1")));
	ck_assert(hg_is_column(t.g, U(&t, "CAT1")));
	ck_assert_int_eq(hg_columns(t.g, HG_ROMAN, -1), 1);
	/* scouts take no chit */
	set_mode(&t, "RS1", HG_S, HEX_SE);
	ck_assert_int_eq(hg_columns(t.g, HG_ROMAN, -1), 1);
	done(&t);
}
END_TEST

/*
 * 4.2.5: a column moves forward only, never across a river (4.2.11); a
 * step to a hex it does not face turns the head first (1 MP a hexside,
 * 4.1.2).  A Legion column (Mv 2 x 3 = 6 MP) at IE06 facing N, tail IE07;
 * a river on the N side of IE05.
 */
START_TEST(column_moves)
{
	struct tg t;
	json_t *o;
	int leg;
	char map[2048];

	snprintf(map, sizeof map, "%sRIVER IE05/N\n", CLEAR_MAP);
	load(&t, map,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE06\n", NULL);
	leg = U(&t, "LEG1");
	t.g->round = 2;
	set_mode(&t, "LEG1", HG_S, HEX_N);
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE07"));
	/* into its own tail: refused, nothing moves */
	o = json_loads("{\"steps\":[\"IE07\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "stopped: a column moves forward only");
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IE06"));
	/* forward, then the river stops it; the tail follows the head */
	o = json_loads("{\"steps\":[\"FWD\",\"FWD\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "LEG1 moves IE06 -> IE05 (1 of 6 MP); stopped: a "
	    "Strategic column may not cross a river");
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE06"));
	/* a step to the NE hex: 1 MP to turn + 1 MP clear = 2 MP */
	o = json_loads("{\"steps\":[\"IF04\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "LEG1 moves IE05 -> IF04 (2 of 6 MP)");
	ck_assert_int_eq(t.g->u[leg].face, HEX_NE);
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE05"));
	done(&t);
}
END_TEST

/* a column cannot form with its tail across a river, off the map or
 * on a friendly combat unit; the unit stays Tactical. */
START_TEST(column_forming)
{
	struct tg t;
	char map[2048], why[128];
	int leg;

	snprintf(map, sizeof map, "%sRIVER IE05/N\n", CLEAR_MAP);
	load(&t, map,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE04\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n"
	    "UNIT ROMAN LEG3 LEGION IA01\n"
	    "UNIT ROMAN ARC1 ARCHER IE09\n", NULL);
	leg = U(&t, "LEG1");
	/* facing N from IE04: the tail would be IE05, across the river */
	ck_assert_int_eq(hg_set_mode(t.g, leg, HG_S, HEX_N, -1, &t.log, why,
	    sizeof why), -1);
	ck_assert_str_eq(why, "no room for the column's tail behind it");
	ck_assert_int_eq(t.g->u[leg].mode, HG_T);
	/* off the map */
	ck_assert_int_eq(hg_set_mode(t.g, U(&t, "LEG3"), HG_S, HEX_SE, -1,
	    &t.log, why, sizeof why), -1);
	ck_assert_str_eq(why, "no room for the column's tail behind it");
	/* a friendly combat unit behind */
	ck_assert_int_eq(hg_set_mode(t.g, U(&t, "LEG2"), HG_S, HEX_N, -1,
	    &t.log, why, sizeof why), -1);
	ck_assert_str_eq(why, "the tail's hex is occupied");
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.5 Stacking (6.x, §13.4) and R-29                                  */

static const char *stack_units =
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n"
	"UNIT ROMAN LEG2 LEGION IE09\n"
	"UNIT ROMAN ARC1 ARCHER IE07\n"
	"UNIT ROMAN LEG3 LEGION IF09\n"
	"UNIT ROMAN ARC2 ARCHER IE03\n"
	"UNIT ROMAN LEG4 LEGION IE01\n";

/*
 * Only the end of the phase counts, and the later-listed unit gives way,
 * one hex at a time, until the breach is gone:
 *  - LEG1 ends on IE07, which ARC1 (listed later) leaves: legal;
 *  - LEG2 also ends on IE07: later than LEG1, cut back to IE08;
 *  - LEG3 ends on IE08, where LEG2 now is: later than LEG2, cut back to
 *    IF08;
 *  - LEG4 ends on IE03, where ARC2 stayed: cut back to IE02.
 */
START_TEST(stacking_cut_back)
{
	struct tg t;

	load(&t, NULL, stack_units, NULL);
	t.g->p1 = HG_ROMAN;
	round2(&t, NULL, "{\"moves\":["
	    "{\"unit\":\"LEG1\",\"steps\":[\"IE06\",\"IE07\"]},"
	    "{\"unit\":\"LEG2\",\"steps\":[\"IE08\",\"IE07\"]},"
	    "{\"unit\":\"ARC1\",\"steps\":[\"IF07\"]},"
	    "{\"unit\":\"LEG3\",\"steps\":[\"IF08\",\"IE08\"]},"
	    "{\"unit\":\"LEG4\",\"steps\":[\"IE02\",\"IE03\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE07"));
	ck_assert_int_eq(t.g->u[U(&t, "ARC1")].hex, H(&t, "IF07"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG2")].hex, H(&t, "IE08"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG3")].hex, H(&t, "IF08"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG4")].hex, H(&t, "IE02"));
	SAW(&t, "ROMAN", "LEG2 is cut back to IE08 at the end of the "
	    "movement: LEG1 holds IE07, where it was to end (stacking");
	SAW(&t, "ROMAN", "LEG3 is cut back to IF08 at the end of the "
	    "movement: LEG2 holds IE08");
	SAW(&t, "ROMAN", "LEG4 is cut back to IE02 at the end of the "
	    "movement: ARC2 holds IE03");
	NOT_SAW(&t, "ALLIED", "cut back");
	/* the chart records the cut */
	{
		const json_t *c = json_object_get(t.g->charts, "ROMAN"), *v;
		size_t i;
		int found = 0;

		json_array_foreach(c, i, v)
			found |= strstr(json_string_value(v), "LEG2 stacking: "
			    "cut back to IE08") != NULL;
		ck_assert(found);
	}
	done(&t);
}
END_TEST

/* a lone leader where an enemy combat unit ends its move steps
 * aside to the first free adjacent hex (N first); a unit passing through
 * does not overrun it, nor is it stopped (a leader is no combat unit). */
START_TEST(stacking_overrun_leader)
{
	struct tg t;
	int nb;

	load(&t, NULL,
	    "UNIT ALLIED NB1 NOBLE2 IE06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n", NULL);
	nb = U(&t, "NB1");
	t.g->p1 = HG_ROMAN;
	round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG1\",\"steps\":"
	    "[\"IE06\",\"IE07\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE07"));
	ck_assert_int_eq(t.g->u[nb].hex, H(&t, "IE06"));
	NOT_SAW(&t, NULL, "overrun");
	/* next turn LEG2 ends on it: N of IE06 is IE05, free now */
	round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG2\",\"steps\":"
	    "[\"IF07\",\"IF06\"]},{\"unit\":\"LEG1\",\"steps\":[\"IE06\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE06"));
	ck_assert_int_eq(t.g->u[nb].hex, H(&t, "IE05"));
	SAW(&t, "ALLIED", "Leader NB1 is overrun and escapes to IE05");
	NOT_SAW(&t, "ROMAN", "overrun");
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.4 Entering, contact, reinforcements (R-16, R-22, 3.16, §14)       */

static const char *enter_units =
	"ENTRY ROMAN IA01-IA14\n"
	"ENTRY ALLIED IT01-IT14\n"
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE13\n"
	"UNIT ROMAN LEG2 LEGION IA05 TURN 2\n";

/* One round `r` with these orders and scripted dice. */
static void
round_n(struct tg *t, int r, const char *allied, const char *roman,
    const int *dice, size_t nd)
{
	struct dice d;
	json_t *o = orders(allied, roman);

	dice_init_script(&d, dice, nd);
	t->g->round = r;
	ck_assert(hg_resolve_round(t->g, o, &d, &t->log) == PBEM_OK);
	ck_assert_msg(!d.script_overrun, "round %d drew more dice", r);
	json_decref(o);
}

/* ENTER: from the virtual hex onto an entry hex, paying its cost (clear:
 * 1 MP), then on: IA06 -> IB06 is 1 more; a Legion has 2 MP.  It comes
 * on through the edge hexside behind it (facing SE: the NW side of IA06,
 * which leads off the map) and is recorded as entering IB06 from IA06. */
START_TEST(enter_from_off_map)
{
	struct tg t;
	int leg;

	load(&t, NULL, enter_units, NULL);
	leg = U(&t, "LEG2");
	t.g->turn = 2;
	t.g->p1 = HG_ROMAN;
	ck_assert(hg_waiting(t.g, leg));
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IA06"), HEX_SE), HEX_NW);
	/* facing N the side behind leads on the map: the first that leads
	 * off is SW */
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IA06"), HEX_N), HEX_SW);
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IE06"), HEX_N), -1);
	round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG2\",\"enter\":\"IA06\","
	    "\"face\":2,\"steps\":[\"IB06\",\"IC06\"]}]}");
	ck_assert(hg_on(t.g, leg));
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IB06"));
	SAW(&t, "ROMAN", "LEG2 moves off-map -> IB06 (2 of 2 MP); stopped: "
	    "not enough MP to enter IC06");
	NOT_SAW(&t, "ALLIED", "LEG2");
	done(&t);
}
END_TEST

/* a unit entering a hex with an enemy combat unit, hidden or not,
 * stops there, and both are revealed to each other; stacking at the end
 * of the phase can send an entering unit back off the map. */
START_TEST(enter_contact_and_stacking)
{
	struct tg t;
	int leg, fo;

	load(&t, NULL,
	    "ENTRY ROMAN IA01-IA14\n"
	    "UNIT ALLIED FO1 FOOTE IA06\n"
	    "UNIT ROMAN LEG1 LEGION IA09\n"
	    "UNIT ROMAN LEG2 LEGION IA05 TURN 2\n"
	    "UNIT ROMAN LEG3 LEGION IA05 TURN 2\n", NULL);
	leg = U(&t, "LEG2");
	fo = U(&t, "FO1");
	t.g->turn = 2;
	t.g->p1 = HG_ROMAN;
	round2(&t, NULL, "{\"moves\":["
	    "{\"unit\":\"LEG2\",\"enter\":\"IA06\",\"face\":2,\"steps\":"
	    "[\"IB06\"]},"
	    "{\"unit\":\"LEG3\",\"enter\":\"IA09\",\"face\":2,\"steps\":[]}]}");
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IA06"));
	ck_assert(t.g->u[fo].seen && t.g->u[leg].seen);
	SAW(&t, "ROMAN", "Contact at IA06: LEG2 meets A-01");
	SAW(&t, "ALLIED", "Contact at IA06: R-01 meets FO1");
	SAW(&t, "ROMAN", "LEG2 moves off-map -> IA06 (1 of 2 MP); stopped: "
	    "contact");
	/* LEG3 came on where LEG1 stayed: back off the map */
	ck_assert_int_eq(t.g->u[U(&t, "LEG3")].status, HG_PENDING);
	SAW(&t, "ROMAN", "LEG3 goes back off the map at the end of the "
	    "movement: LEG1 holds IA09");
	NOT_SAW(&t, "ALLIED", "LEG3");
	done(&t);
}
END_TEST

/*
 * 3.16: due reinforcements that did not ENTER come on at their entry hex
 * in the ordered mode and facing.  LEG2 (REINF IA08 FACE SE S): a column
 * with its tail still off the map, through the NW hexside; seen by the
 * longbow at IC08 (2 hexes, clear): revealed.  LEG3's hex IA06 is held by
 * LEG1: it waits.  LEG4 enters on a hidden Foote at IA11: contact.  The
 * only die is turn 3's player order.
 */
START_TEST(enter_reinforcements_316)
{
	struct tg t;
	static const int die[] = { 1 };
	int l2, l3, l4;

	load(&t, NULL,
	    "ENTRY ROMAN IA01-IA14\n"
	    "UNIT ALLIED LB1 LONGBOW IC08\n"
	    "UNIT ALLIED FO1 FOOTE IA11\n"
	    "UNIT ROMAN LEG1 LEGION IA06\n"
	    "UNIT ROMAN LEG2 LEGION IA02 TURN 2\n"
	    "UNIT ROMAN LEG3 LEGION IA06 TURN 2\n"
	    "UNIT ROMAN LEG4 LEGION IA11 TURN 2\n", NULL);
	l2 = U(&t, "LEG2");
	l3 = U(&t, "LEG3");
	l4 = U(&t, "LEG4");
	t.g->turn = 2;
	round_n(&t, 5, NULL, "{\"reinf\":[{\"unit\":\"LEG2\",\"hex\":\"IA08\","
	    "\"face\":2,\"mode\":\"S\"}]}", die, 1);
	ck_assert(hg_on(t.g, l2));
	ck_assert_int_eq(t.g->u[l2].hex, H(&t, "IA08"));
	ck_assert_int_eq(t.g->u[l2].mode, HG_S);
	ck_assert_int_eq(t.g->u[l2].tail, -1);
	ck_assert(hg_is_column(t.g, l2));
	ck_assert_int_eq(t.g->u[l2].entry_dir, HEX_NW);
	SAW(&t, "ALLIED", "Sighted (reinforcement in view): R-");
	ck_assert_int_eq(t.g->u[l3].status, HG_PENDING);
	SAW(&t, "ROMAN", "Reinforcement LEG3 cannot enter at IA06: LEG1 holds "
	    "it (stacking); it waits off the map");
	ck_assert(hg_on(t.g, l4));
	ck_assert(t.g->u[l4].seen && t.g->u[U(&t, "FO1")].seen);
	SAW(&t, "ROMAN", "Contact at IA11");
	NOT_SAW(&t, "ALLIED", "LEG3");
	NOT_SAW(&t, "ALLIED", "IA06");
	done(&t);
}
END_TEST

/* The orders: ENTER and REINF only onto the side's own entry edge, only
 * for units waiting off the map; MOVE is for units on it. */
START_TEST(enter_parse)
{
	struct tg t;
	char e[256];
	json_t *o;

	load(&t, NULL, enter_units, NULL);
	t.g->turn = 2;
	t.g->round = 2;
	t.g->p1 = HG_ROMAN;
	o = parse(&t, "ROMAN", "ENTER LEG2 IA06 FACE SE IB06\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_object_get(json_array_get(
	    json_object_get(o, "moves"), 0), "enter")), "IA06");
	json_decref(o);
	ck_assert(parse(&t, "ROMAN", "ENTER LEG2 IC06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "IC06 is not on your entry edge");
	ck_assert(parse(&t, "ROMAN", "ENTER LEG2 IT06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "IT06 is not on your entry edge");
	ck_assert(parse(&t, "ROMAN", "MOVE LEG2 IA06\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "LEG2 is off the map: ENTER it first");
	ck_assert(parse(&t, "ROMAN", "ENTER LEG1 IA06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "LEG1 is not off the map");
	t.g->round = 5;
	ck_assert(parse(&t, "ROMAN", "REINF LEG2 AT IB06 FACE SE T\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "IB06 is not on your entry edge");
	o = parse(&t, "ROMAN", "REINF LEG2 AT IA06 FACE SE S\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §15.2 The point system (14.6)                                        */

/*
 * The introductory order of battle priced by 14.6 (digest §15.3: "Allied
 * ≈ 88 points, Roman ≈ 87"): Allied levies 8+8+9+9+4 + 8 baggage = 46;
 * Nobles L2 + L1 = 4 + 1 and Sergeant L2 + Corporal L1 = 4 + 1 (R-7, L²);
 * mercenaries 5 x 2 = 10; their ammunition 6 = 3 bought + 3 more, one
 * block each at the unit's attack factor: 3 + 3 + 5 + 4 + 4 = 19;
 * 14 supplies x 1/4 = 3.5.  Total 88.5.  Roman: 16 + 28 + 12 + 6 + 6 = 68;
 * Legates 9 + 4 + 4 = 17; 8 supplies = 2.  Total 87.
 */
START_TEST(points_intro)
{
	char *r = t_read(HG_SRC_DIR "/rules.json");
	char *sc = t_read(HG_SRC_DIR "/scenarios/intro.hgm");
	struct pbem_err err = { 0 };
	struct hg_game *g = hg_game_new();
	struct hg_points p;
	struct buf b;
	json_t *st = NULL;
	char q[16];

	ck_assert(R.scenario_load(sc, strlen(sc), r, strlen(r), &st, &err) ==
	    PBEM_OK);
	ck_assert(hg_state_decode(st, g, &err) == PBEM_OK);
	hg_points(g, HG_ALLIED, &p);
	ck_assert_int_eq(p.units, 4 * 46);
	ck_assert_int_eq(p.leaders, 4 * 10);
	ck_assert_int_eq(p.mercs, 4 * 10);
	ck_assert_int_eq(p.ammo, 4 * 19);
	ck_assert_int_eq(p.supplies, 14);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "88.5");
	/* 14.6.5: 14 levies need 4 baggage trains; the Allies have 8 */
	ck_assert_int_eq(p.combat, 14);
	ck_assert_int_eq(p.need_baggage, 4);
	hg_points(g, HG_ROMAN, &p);
	ck_assert_int_eq(p.units, 4 * 68);
	ck_assert_int_eq(p.leaders, 4 * 17);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "87");
	/* the setup report shows a side its own total, never the enemy's */
	buf_init(&b, 512 * 1024);
	ck_assert(R.report(st, NULL, "ALLIED", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "YOUR ORDER OF BATTLE (14.6): 88.5 "
	    "points (combat units 46, leaders 10, mercenaries 10, extra "
	    "ammunition 19, defence supplies 3.5)") != NULL);
	ck_assert(strstr(buf_str(&b), "87 points") == NULL);
	buf_reset(&b);
	ck_assert(R.report(st, NULL, "ROMAN", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "YOUR ORDER OF BATTLE (14.6): 87 "
	    "points") != NULL);
	ck_assert(strstr(buf_str(&b), "88.5") == NULL);
	buf_free(&b);
	hg_game_free(g);
	json_decref(st);
	free(r);
	free(sc);
}
END_TEST

/* A POINTS budget makes the scenario point-built: over budget, or short of
 * 14.6.5 baggage, and it does not load. */
START_TEST(points_budget)
{
	struct tg t;
	struct pbem_err err;
	struct hg_points p;
	char q[16];

	/* Allied: Knight 4 + Foote 2 + baggage 1 + 6 supplies 1.5 = 8.5 */
	static const char *ob =
	    "UNIT ALLIED KN1 KNIGHT IT05\n"
	    "UNIT ALLIED FO1 FOOTE IT06\n"
	    "UNIT ALLIED BT1 FBAGGAGE IT07\n"
	    "SUPPLIES ALLIED 6\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n"
	    "UNIT ROMAN LEG2 LEGION IA06\n"
	    "UNIT ROMAN LEG3 LEGION IA07\n"
	    "UNIT ROMAN LEG4 LEGION IA08\n"
	    "UNIT ROMAN LEG5 LEGION IA09\n"
	    "UNIT ROMAN RB1 RBAGGAGE IA10\n";
	char body[2048];

	snprintf(body, sizeof body, "%sPOINTS ALLIED 8.5\n", ob);
	ck_assert_int_eq(try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	hg_points(t.g, HG_ALLIED, &p);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "8.5");
	done(&t);
	snprintf(body, sizeof body, "%sPOINTS ALLIED 8.25\n", ob);
	ck_assert_int_ne(try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: the ALLIED order of "
	    "battle costs 8.5 points, over its budget of 8.25 (14.6)");
	/* five Legions need two baggage trains (5/4, rounded up: R-36) */
	snprintf(body, sizeof body, "%sPOINTS ROMAN 100\n", ob);
	ck_assert_int_ne(try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: ROMAN has 1 baggage "
	    "trains for 5 combat units; 14.6.5 asks for 2");
	/* without a budget the scenario is the referee's: no checks */
	ck_assert_int_eq(try_load(&t, NULL, ob, NULL, &err), PBEM_OK);
	done(&t);
}
END_TEST

/* The other purchases: a 57mm RR asks one more baggage train (14.6.5);
 * a fortification emplaced before the game costs 4 / 8 (14.6.2-3); a
 * walkie-talkie 5, a boat 1 (16.2, 16.3); a defecting mercenary costs
 * double, its ammunition too (16.4): Infantry Section 2 x 2 = 4, 3 more
 * attacks 3 x 2 = 6. */
START_TEST(points_extras)
{
	struct tg t;
	struct pbem_err err;
	struct hg_points p;
	static const char *body =
	    "UNIT ALLIED RR1 RR57 IT05\n"
	    "UNIT ALLIED FO1 FOOTE IT06\n"
	    "UNIT ALLIED BT1 FBAGGAGE IT07\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n"
	    "UNIT ROMAN MS9 MERC_INF IA06 AMMO 6\n"
	    "UNIT ROMAN RB1 RBAGGAGE IA07\n"
	    "FORT IE05 L2 ROMAN\n"
	    "FORT IE06 L1\n"
	    "RADIOS ALLIED 1\n"
	    "BOATS ALLIED 2\n";
	char b[1024];

	/* a Roman mercenary needs the 16.4 switch */
	ck_assert_int_ne(try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert(strstr(err.msg, "mercenaries serve the Romans only under "
	    "OPTION defections on (16.4)") != NULL);
	snprintf(b, sizeof b, "%sOPTION defections on\n", body);
	ck_assert_int_eq(try_load(&t, NULL, b, NULL, &err), PBEM_OK);
	hg_points(t.g, HG_ROMAN, &p);
	ck_assert_int_eq(p.mercs, 4 * 4);
	ck_assert_int_eq(p.ammo, 4 * 6);
	ck_assert_int_eq(p.forts, 4 * 8);	/* the unowned L1 is nobody's */
	hg_points(t.g, HG_ALLIED, &p);
	ck_assert_int_eq(p.radios, 4 * 5);
	ck_assert_int_eq(p.boats, 4 * 2);
	ck_assert_int_eq(p.need_baggage, 2);	/* 1 for FO1, 1 for the RR */
	done(&t);
	snprintf(b, sizeof b, "%sOPTION defections on\nPOINTS ALLIED 99\n",
	    body);
	ck_assert_int_ne(try_load(&t, NULL, b, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: ALLIED has 1 baggage "
	    "trains for 1 combat units; 14.6.5 asks for 2");
}
END_TEST

/* ------------------------------------------------------------------ */
/* §15.1 Random objectives and entry sides (14.3, 14.4)                 */

#define ROWS14(ch) \
	"01 " ch "\n02 " ch "\n03 " ch "\n04 " ch "\n05 " ch "\n06 " ch \
	"\n07 " ch "\n08 " ch "\n09 " ch "\n10 " ch "\n11 " ch "\n12 " ch \
	"\n13 " ch "\n14 " ch "\nEND\n"
#define TWO_MAPS \
	"LAYOUT I@0,0 II@1,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	ROWS14("....................") \
	"MAP II COLS 20 ROWS 14\nTERRAIN\n" ROWS14("....................")

/* Setup with these dice first, then the 64 chart salts (d256) and turn
 * 1's player order (d6). */
static void
setup_with(struct tg *t, const int *first, size_t n)
{
	int v[128];
	size_t i;

	ck_assert(n + 65 <= sizeof v / sizeof v[0]);
	for (i = 0; i < n; i++)
		v[i] = first[i];
	for (i = n; i < n + 65; i++)
		v[i] = 1;
	t->g->turn = 0;
	round_n(t, 0, NULL, NULL, v, n + 65);
}

/* Decode the game as stored now into a fresh struct; it borrows from
 * *st, which the caller frees after it. */
static struct hg_game *
reloaded(struct tg *t, json_t **st)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;

	*st = hg_state_encode(t->g);
	ck_assert(*st != NULL);
	ck_assert_msg(hg_state_decode(*st, g, &err) == PBEM_OK, "%s",
	    err.msg);
	return g;
}

/*
 * 14.3 with two sheets: the 1d4 for the sheet is rolled again above 2,
 * the D20 for the row again above 14; an objective that falls on another
 * is rolled again.  Dice: (3 -> again) 2, 4, (17 -> again) 9: map II
 * column D row 09; then 1, 4, 9: ID09; then 2, 4, 9 again (taken) and
 * 1, 1, 1: IA01.
 */
START_TEST(random_objectives)
{
	static const int dice[] = { 3, 2, 4, 17, 9, 1, 4, 9, 2, 4, 9, 1, 1, 1 };
	struct tg t;
	struct hg_game *g2;
	json_t *st;

	load(&t, TWO_MAPS,
	    "OBJ RANDOM 3 5\n"
	    "UNIT ALLIED LB1 LONGBOW IIT05\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	ck_assert_int_eq(t.g->nobj, 3);
	ck_assert_int_eq(t.g->obj[0].hex, -1);
	setup_with(&t, dice, sizeof dice / sizeof dice[0]);
	ck_assert_int_eq(t.g->obj[0].hex, H(&t, "IID09"));
	ck_assert_int_eq(t.g->obj[1].hex, H(&t, "ID09"));
	ck_assert_int_eq(t.g->obj[2].hex, H(&t, "IA01"));
	SAW(&t, "ALLIED", "No dice come with the loading of a scenario, so "
	    "they are rolled now, at setup");
	SAW(&t, "ROMAN", "Random objective (14.3): sheet 2 (map II), column 4 "
	    "(D), row 9: IID09, worth 5 VP");
	SAW(&t, "ALLIED", "Random objective (14.3): sheet 1 (map I), column 1 "
	    "(A), row 1: IA01, worth 5 VP");
	/* stored and read back */
	g2 = reloaded(&t, &st);
	ck_assert_int_eq(g2->obj[0].hex, H(&t, "IID09"));
	ck_assert_int_eq(g2->obj[2].hex, H(&t, "IA01"));
	hg_game_free(g2);
	json_decref(st);
	done(&t);
}
END_TEST

/*
 * 14.4: two sheets side by side have 6 outer map sides: I north, I south,
 * I west, II north, II east, II south.  The Allies roll 3 (map I west
 * side), the Romans' entry edge: rolled again, 5: map II east side.  The
 * Allied units wait off the map, due on turn 1, along that side, facing
 * in; they may ENTER there.
 */
START_TEST(random_entry)
{
	static const int dice[] = { 3, 5 };
	struct tg t;
	struct hg_game *g2;
	char e[256];
	json_t *o, *st;
	int lb;

	load(&t, TWO_MAPS,
	    "ENTRY ROMAN IA01-IA14\n"
	    "ENTRY ALLIED RANDOM\n"
	    "UNIT ALLIED LB1 LONGBOW IIJ05\n"
	    "UNIT ALLIED FO1 FOOTE IIJ06\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	ck_assert_int_eq(hg_map_sides(t.g), 6);
	lb = U(&t, "LB1");
	setup_with(&t, dice, 2);
	ck_assert_int_eq(t.g->entry_loc[HG_ALLIED], 4);
	ck_assert(t.g->edge[H(&t, "IIT07")] & (1 << HG_ALLIED));
	ck_assert(!(t.g->edge[H(&t, "IA07")] & (1 << HG_ALLIED)));
	SAW(&t, "ROMAN", "Random entry (14.4): ALLIED enters from the map II "
	    "east side (die 5 of 6 map sides)");
	SAW(&t, "ALLIED", "Your forces wait off the map: ENTER them along the "
	    "map II east side in turn 1");
	ck_assert(hg_waiting(t.g, lb));
	ck_assert_int_eq(t.g->u[lb].arrive_hex, H(&t, "IIT01"));
	ck_assert_int_eq(t.g->u[U(&t, "FO1")].arrive_hex, H(&t, "IIT02"));
	ck_assert_int_eq(t.g->u[lb].arrive_face, HEX_SW);
	g2 = reloaded(&t, &st);
	ck_assert(g2->edge[H(&t, "IIT07")] & (1 << HG_ALLIED));
	ck_assert_int_eq(g2->entry_loc[HG_ALLIED], 4);
	hg_game_free(g2);
	json_decref(st);
	t.g->round = 2;
	t.g->p1 = HG_ALLIED;
	o = parse(&t, "ALLIED", "ENTER FO1 IIT07 FACE SW IIS07\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	done(&t);
}
END_TEST

/* No random items, no extra dice: the introductory setup draws only its
 * 64 salts and the player-order die. */
START_TEST(random_none)
{
	struct tg t;

	load(&t, NULL, "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	setup_with(&t, NULL, 0);
	NOT_SAW(&t, NULL, "Random");
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §16.2 Walkie-talkies, §16.4 mercenary defections                     */

/* Forest at IC05 and ID05: the GPMG at IA05 cannot see the Legion at
 * IE05; the Infantry Section at IE08 (3 hexes down column E) can. */
#define RADIO_MAP \
	"LAYOUT I@0,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	"01 ....................\n02 ....................\n" \
	"03 ....................\n04 ....................\n" \
	"05 ..FF................\n06 ....................\n" \
	"07 ....................\n08 ....................\n" \
	"09 ....................\n10 ....................\n" \
	"11 ....................\n12 ....................\n" \
	"13 ....................\n14 ....................\nEND\n"
static const char *radio_units =
	"OPTION walkie_talkies on\n"
	"RADIOS ALLIED 1\n"
	"UNIT ALLIED MG1 GPMG IA05 AMMO 6\n"
	"UNIT ALLIED BAR1 BAR IA06 AMMO 6\n"
	"UNIT ALLIED MS1 MERC_INF IE08\n"
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n";

/*
 * 16.2: the GPMG (range 4 > 3) fires on what the walkie-talkie carrier
 * sees, at 2 rounds.  Only `*` weapons attack: AF 0, no CRT, the
 * morale step only: 2 + 5 (M3) = 7 against the Legion's 4: diff +3, a
 * shift with no CRT to shift: NE.  One die is drawn all the same (§19).
 */
START_TEST(walkie_talkie_indirect)
{
	static const int die[] = { 2 };
	struct tg t;
	char why[96];
	int mg, leg;

	load(&t, RADIO_MAP, radio_units, NULL);
	mg = U(&t, "MG1");
	leg = U(&t, "LEG1");
	ck_assert(!hg_sees_unit(t.g, mg, leg));
	ck_assert(hg_sees_unit(t.g, U(&t, "MS1"), leg));
	ck_assert_int_eq(hg_dist(t.g, t.g->u[mg].hex, t.g->u[leg].hex), 4);
	hg_reveal(t.g, leg, HG_ALLIED);
	/* no set yet: refused */
	ck_assert(!hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	ck_assert_str_eq(why, "the spotter has no walkie-talkie in play");
	t.g->u[U(&t, "MS1")].radio = 1;
	ck_assert(hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	/* the BAR's range is 3: no indirect fire */
	ck_assert(!hg_can_fire_indirect(t.g, U(&t, "BAR1"), leg, U(&t, "MS1"),
	    why, sizeof why));
	ck_assert_str_eq(why, "only mercenary weapons with a range over 3 "
	    "fire indirectly");
	/* direct fire: the GPMG does not see it */
	ck_assert(!hg_can_attack(t.g, mg, leg, why, sizeof why));
	fight(&t, "{\"attacks\":[{\"units\":[\"MG1\"],\"targets\":[\"R-01\"],"
	    "\"via\":[\"MS1\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 0 vs DF 5 (odds none); morale 7 vs 4 (diff +3, "
	    "shift right); die 2 -> NE");
	SAW(&t, "ROMAN", "attacker A-01 (GPMG (M60), range 4, indirect fire)");
	NOT_SAW(&t, "ROMAN", "MS1");
	ck_assert_int_eq(t.g->u[mg].ammo, 4);
	/* one round left: not enough for indirect fire */
	t.g->u[mg].ammo = 1;
	ck_assert(!hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	ck_assert_str_eq(why, "indirect fire needs 2 rounds of ammunition");
	done(&t);
}
END_TEST

/* RADIO at setup, INDIRECT on the sheet: refusals say why. */
START_TEST(walkie_talkie_orders)
{
	struct tg t;
	char e[256];
	json_t *o;
	int v[65], i;

	for (i = 0; i < 65; i++)
		v[i] = 1;
	load(&t, RADIO_MAP, radio_units, NULL);
	t.g->turn = 0;
	t.g->round = 0;
	ck_assert(parse(&t, "ALLIED", "RADIO MS1\nRADIO MG1\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "you have 1 walkie-talkie set");
	ck_assert(parse(&t, "ALLIED", "RADIO LB1\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "walkie-talkies go to mercenaries (LB1 is not "
	    "one)");
	o = parse(&t, "ALLIED", "RADIO MS1\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	round_n(&t, 0, "{\"radio\":[{\"unit\":\"MS1\"}]}", NULL, v, 65);
	ck_assert_int_eq(t.g->u[U(&t, "MS1")].radio, 1);
	SAW(&t, "ALLIED", "MS1 carries a walkie-talkie (16.2)");
	NOT_SAW(&t, "ROMAN", "walkie");
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t.g->round = 3;
	o = parse(&t, "ALLIED", "ATTACK MG1 R-01 INDIRECT MS1 ELSE AUTO\n", e,
	    sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_array_get(json_object_get(
	    json_array_get(json_object_get(o, "attacks"), 0), "via"), 0)),
	    "MS1");
	json_decref(o);
	ck_assert(parse(&t, "ALLIED", "ATTACK BAR1 R-01 INDIRECT MS1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "INDIRECT: only mercenary weapons with a range "
	    "over 3 fire indirectly (GPMG, M79, 57mm RR)");
	ck_assert(parse(&t, "ALLIED", "ATTACK MG1 R-01 INDIRECT BAR1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "INDIRECT: the spotter carries no walkie-talkie");
	done(&t);
	/* without the switch */
	load(&t, NULL, "UNIT ALLIED MS1 MERC_INF IE08\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	t.g->round = 0;
	ck_assert(parse(&t, "ALLIED", "RADIO MS1\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "walkie-talkies are not in this scenario (16.2)");
	done(&t);
}
END_TEST

/*
 * 16.4: a mercenary that defected fires for the Romans and its `*` rule
 * helps them (8.1): an archer (A3 Mo3) and an Infantry Section (A3* Mo2)
 * fire on a Knight (D3 Mo4) in clear ground.  AF 3 : DF 3 -> 1:1; morale
 * 3 + 2 + 3 (M3) = 8 against 4 - 1 (M11: a mounted defender under a
 * mercenary weapon) = 3: diff +5 -> 2 right, 3:1; die 4 -> DD (Table 4
 * row 4).  The Section uses a round.
 */
START_TEST(defection_fires_for_rome)
{
	static const int die[] = { 4 };
	struct tg t;
	int ms;

	load(&t, NULL,
	    "OPTION defections on\n"
	    "UNIT ALLIED KN1 KNIGHT IE05\n"
	    "UNIT ROMAN ARC1 ARCHER IC05\n"
	    "UNIT ROMAN MS9 MERC_INF IC06 AMMO 6\n", NULL);
	ms = U(&t, "MS9");
	hg_reveal(t.g, U(&t, "KN1"), HG_ROMAN);
	fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\",\"MS9\"],"
	    "\"targets\":[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 3 (odds 1:1); morale 8 vs 3 (diff +5, "
	    "shift right); die 4 -> DD");
	ck_assert_int_eq(t.g->u[ms].ammo, 5);
	ck_assert_int_eq(t.g->u[U(&t, "KN1")].dis, 1);
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §16.3 Boats                                                         */

/* A river between columns E and F, rows 01-10: IE01..IE10 and IF01..
 * IF10 border it. */
#define BOAT_RIVER \
	"RIVER IE01/SE IE02/NE IE02/SE IE03/NE IE03/SE IE04/NE IE04/SE\n" \
	"RIVER IE05/NE IE05/SE IE06/NE IE06/SE IE07/NE IE07/SE IE08/NE\n"
static const char *boat_units =
	"OPTION boats on\n"
	"BOATS ALLIED 1\n"
	"UNIT ALLIED FO1 FOOTE IE05\n"
	"UNIT ALLIED BT1 FBAGGAGE IE06\n"
	"UNIT ALLIED PK1 PIKE IE12\n"
	"UNIT ALLIED BT2 FBAGGAGE IE13\n"
	"UNIT ALLIED KN1 KNIGHT IE08\n"
	"UNIT ROMAN LEG1 LEGION IA01\n";

/*
 * 16.3: a unit and a baggage train spend a turn beside each other and the
 * river; at the end of the turn the unit is afloat, in Strategic mode, at
 * twice the Strategic rate (Foote: 2 x 3 x 2 = 12 MP).  A boat goes from
 * river hex to river hex at 1 MP, either bank (IE05 -> IF05 crosses the
 * river without stopping); a step onto land (IG02: clear, 1 MP) puts it
 * ashore and ends the move: 4 + 1 = 5 MP.
 */
START_TEST(boats_embark_and_sail)
{
	static const int die[] = { 1 };
	struct tg t;
	struct hg_game *g2;
	json_t *st;
	char map[2048], e[256];
	int fo;

	snprintf(map, sizeof map, "%s%s", CLEAR_MAP, BOAT_RIVER);
	load(&t, map, boat_units, NULL);
	fo = U(&t, "FO1");
	t.g->round = 2;
	ck_assert(parse(&t, "ALLIED", "MODE KN1 EMBARK WITH BT1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "mounted units (but leaders) and baggage do not "
	    "go by river (KN1)");
	round2(&t, "{\"modes\":[{\"unit\":\"FO1\",\"mode\":\"E\",\"from\":"
	    "\"BT1\"},{\"unit\":\"PK1\",\"mode\":\"E\",\"from\":\"BT2\"}],"
	    "\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IE04\"]}]}", NULL);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_EMBARKING);
	SAW(&t, "ALLIED", "FO1 is embarking and does not move");
	SAW(&t, "ALLIED", "MODE PK1 EMBARK refused: the unit and the baggage "
	    "train must both be beside the river; it stays Tactical");
	round_n(&t, 5, NULL, NULL, die, 1);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_AFLOAT);
	ck_assert_int_eq(t.g->u[fo].mode, HG_S);
	ck_assert(!hg_is_column(t.g, fo));
	ck_assert_int_eq(hg_allowance(t.g, fo), 2 * 3 * 2 * 2);
	SAW(&t, "ALLIED", "FO1 embarks at IE05");
	NOT_SAW(&t, "ROMAN", "FO1");
	/* kept in the state */
	g2 = reloaded(&t, &st);
	ck_assert_int_eq(g2->u[fo].boat, HG_BOAT_AFLOAT);
	hg_game_free(g2);
	json_decref(st);
	/* afloat: no mode but DISEMBARK; it keeps its boat by default */
	t.g->round = 2;
	ck_assert(parse(&t, "ALLIED", "MODE FO1 T\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "FO1 is afloat: DISEMBARK it first (16.3)");
	t.g->p1 = HG_ALLIED;
	round2(&t, "{\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IF05\","
	    "\"IF04\",\"IF03\",\"IF02\",\"IG02\"]}]}", NULL);
	SAW(&t, "ALLIED", "FO1 moves IE05 -> IG02 (5 of 12 MP); stopped: "
	    "went ashore");
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_NONE);
	ck_assert_int_eq(t.g->u[fo].mode, HG_T);
	done(&t);
}
END_TEST

/* One boat (BOATS ALLIED 1): the second unit to embark finds none; the
 * DISEMBARK order lands an afloat unit where it is. */
START_TEST(boats_limits_and_disembark)
{
	static const int die[] = { 1 };
	struct tg t;
	char map[2048], e[256];
	json_t *o;
	int fo;

	snprintf(map, sizeof map, "%s%s", CLEAR_MAP, BOAT_RIVER);
	load(&t, map,
	    "OPTION boats on\n"
	    "BOATS ALLIED 1\n"
	    "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED BT1 FBAGGAGE IE06\n"
	    "UNIT ALLIED FO2 FOOTE IF06\n"
	    "UNIT ROMAN LEG1 LEGION IA01\n", NULL);
	fo = U(&t, "FO1");
	round2(&t, "{\"modes\":[{\"unit\":\"FO1\",\"mode\":\"E\",\"from\":"
	    "\"BT1\"},{\"unit\":\"FO2\",\"mode\":\"E\",\"from\":\"BT1\"}]}",
	    NULL);
	SAW(&t, "ALLIED", "MODE FO2 EMBARK refused: no boat left");
	round_n(&t, 5, NULL, NULL, die, 1);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_AFLOAT);
	t.g->round = 2;
	t.g->p1 = HG_ALLIED;
	o = parse(&t, "ALLIED", "MOVE FO1 IE04\nDISEMBARK FO1\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	ck_assert(parse(&t, "ALLIED", "DISEMBARK FO2\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "FO2 is not afloat");
	round2(&t, "{\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IE04\"]}],"
	    "\"disembark\":[{\"unit\":\"FO1\"}]}", NULL);
	ck_assert_int_eq(t.g->u[fo].hex, H(&t, "IE04"));
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_NONE);
	SAW(&t, "ALLIED", "FO1 disembarks at IE04");
	done(&t);
	/* without the switch */
	load(&t, NULL, "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED BT1 FBAGGAGE IE06\n"
	    "UNIT ROMAN LEG1 LEGION IA01\n", NULL);
	t.g->round = 2;
	ck_assert(parse(&t, "ALLIED", "MODE FO1 EMBARK WITH BT1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "boats are not in this scenario (16.3)");
	done(&t);
}
END_TEST

/* LEADER lines pre-filed in r2 with the attacks serve the first combat
 * phase in r3 when the r3 sheet has none (§17.1); the same combat as in
 * leader_quota_and_priority. */
START_TEST(leader_prefiled)
{
	static const int die[] = { 4 };
	struct tg t;

	load(&t, NULL, leader_units, NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	round_n(&t, 2, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}],\"leaders\":[{\"unit\":\"NB1\",\"units\":[\"LB2\"]}]}",
	    NULL, NULL, 0);
	round_n(&t, 3, NULL, NULL, die, 1);
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB2");
	SAW(&t, "ALLIED", "AF 6 vs DF 5 (odds 1:1); morale 7 vs 6 (diff +1); "
	    "die 4 -> NE");
	done(&t);
}
END_TEST

/* ------------------------------------------------------------------ */
/* scenarios/skirmish.hgm: the referee's example of a point-built,      */
/* generated scenario with the optional rules, played through the seam */

static json_t *
skirmish_round(json_t *st, struct dice *d, json_t **ev)
{
	json_t *ns = NULL;
	struct buf b;
	json_t *tok = NULL, *v;
	const char *side[2] = { "ALLIED", "ROMAN" };
	size_t i;
	int s;

	ck_assert(R.resolve(st, NULL, d, &ns, ev, NULL) == PBEM_OK);
	json_decref(st);
	/* what each side is told leaks nothing it has not seen */
	for (s = 0; s < 2; s++) {
		buf_init(&b, 512 * 1024);
		ck_assert(R.report(ns, *ev, side[s], &b) == PBEM_OK);
		ck_assert(R.secrets(ns, *ev, side[s], &tok) == PBEM_OK);
		json_array_foreach(tok, i, v)
			ck_assert_msg(strstr(buf_str(&b), json_string_value(v))
			    == NULL, "%s is told '%s'", side[s],
			    json_string_value(v));
		json_decref(tok);
		buf_free(&b);
	}
	return ns;
}

START_TEST(skirmish_scenario)
{
	char *r = t_read(HG_SRC_DIR "/rules.json");
	char *sc = t_read(HG_SRC_DIR "/scenarios/skirmish.hgm");
	struct pbem_err err = { 0 };
	struct hg_game *g;
	struct hg_points p;
	struct game_phase ph;
	struct dice d;
	json_t *st = NULL, *ev = NULL;
	char *a = NULL, *b;
	int run, k, u;

	for (run = 0; run < 2; run++) {
		ck_assert_msg(R.scenario_load(sc, strlen(sc), r, strlen(r), &st,
		    &err) == PBEM_OK, "%s", err.msg);
		g = hg_game_new();
		ck_assert(hg_state_decode(st, g, &err) == PBEM_OK);
		hg_points(g, HG_ALLIED, &p);
		ck_assert_int_eq(p.total, 4 * 41);
		hg_points(g, HG_ROMAN, &p);
		ck_assert_int_eq(p.total, 4 * 33);
		hg_game_free(g);
		dice_init_text(&d, "hg-skirmish");
		/* setup, then turn 1's five rounds with no orders at all */
		for (k = 0; k < 6; k++) {
			st = skirmish_round(st, &d, &ev);
			if (k == 0) {
				char *e = json_dumps(ev, 0);

				ck_assert(strstr(e, "Random entry (14.4): "
				    "ROMAN enters from the") != NULL);
				ck_assert(strstr(e, "Random objective (14.3)")
				    != NULL);
				free(e);
			}
			json_decref(ev);
		}
		ck_assert(R.phase(st, &ph) == PBEM_OK);
		ck_assert_int_eq(ph.turn, 2);
		g = hg_game_new();
		ck_assert(hg_state_decode(st, g, &err) == PBEM_OK);
		ck_assert(g->obj[0].hex >= 0 && g->obj[1].hex >= 0 &&
		    g->obj[0].hex != g->obj[1].hex);
		ck_assert(g->entry_loc[HG_ROMAN] >= 0);
		/* the Romans who did not ENTER came on in 3.16 */
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == HG_ROMAN)
				ck_assert_msg(hg_on(g, u), "%s", g->u[u].id);
		hg_game_free(g);
		b = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
		if (a == NULL)
			a = b;
		else {
			ck_assert_str_eq(a, b);		/* deterministic */
			free(b);
		}
		json_decref(st);
	}
	free(a);
	free(r);
	free(sc);
}
END_TEST

/* ------------------------------------------------------------------ */
/* hg_say: no format it is given may print an argument it did not mean */

/*
 * R-33 leak: "%.5s %s" once printed ".5s" and then the raw chart record
 * (real unit id included) as the first %s.  A precision is honoured; an
 * unknown conversion stops the text there, so no argument is misread.
 */
START_TEST(say_formats_never_misread)
{
	struct tg t;

	load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	hg_say(t.g, &t.log, HG_V_ALL, "stamp %.5s rest %s",
	    "T0.R0 SECRET1", "tail");
	SAW(&t, "ALLIED", "stamp T0.R0 rest tail");
	NOT_SAW(&t, "ALLIED", "SECRET1");
	hg_say(t.g, &t.log, HG_V_ALL, "odd %q then %s", "SECRET2", "x");
	SAW(&t, "ALLIED", "odd [?]");
	NOT_SAW(&t, "ALLIED", "SECRET2");
	hg_say(t.g, &t.log, HG_V_ALL, "prec %.3d then %s", 5, "SECRET3");
	NOT_SAW(&t, "ROMAN", "SECRET3");
	hg_say(t.g, &t.log, HG_V_ALL, "100%% sure %d", 7);
	SAW(&t, NULL, "100% sure 7");
	done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest-ground-rules");
	TCase *t = tcase_create("rules");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, leader_quota_and_priority);
	tcase_add_test(t, leader_range);
	tcase_add_test(t, leader_best_only);
	tcase_add_test(t, leader_alone);
	tcase_add_test(t, leader_shares_fate);
	tcase_add_test(t, merc_leader_assist);
	tcase_add_test(t, leader_parse);
	tcase_add_test(t, column_halved);
	tcase_add_test(t, column_scout_not_halved);
	tcase_add_test(t, column_chits);
	tcase_add_test(t, column_moves);
	tcase_add_test(t, column_forming);
	tcase_add_test(t, stacking_cut_back);
	tcase_add_test(t, stacking_overrun_leader);
	tcase_add_test(t, enter_from_off_map);
	tcase_add_test(t, enter_contact_and_stacking);
	tcase_add_test(t, enter_reinforcements_316);
	tcase_add_test(t, enter_parse);
	tcase_add_test(t, points_intro);
	tcase_add_test(t, points_budget);
	tcase_add_test(t, points_extras);
	tcase_add_test(t, random_objectives);
	tcase_add_test(t, random_entry);
	tcase_add_test(t, random_none);
	tcase_add_test(t, walkie_talkie_indirect);
	tcase_add_test(t, walkie_talkie_orders);
	tcase_add_test(t, defection_fires_for_rome);
	tcase_add_test(t, boats_embark_and_sail);
	tcase_add_test(t, boats_limits_and_disembark);
	tcase_add_test(t, leader_prefiled);
	tcase_add_test(t, skirmish_scenario);
	tcase_add_test(t, say_formats_never_misread);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
