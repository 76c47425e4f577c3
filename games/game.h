/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * game.h - the seam between the core and a rules module.
 *
 * Each games/<id>/ module fills one `const struct game_rules` and is listed
 * once in games/registry.c.  The core never knows a rule; a module never
 * touches mail, sqlite or gpgme.  A module sees a scenario, a state (JSON),
 * an order sheet as text, a dice stream and a viewer side; it returns parsed
 * orders or errors with line numbers, a new state and an event list, and a
 * per-side rendering of what that side may see.
 *
 * Rules every module keeps:
 *  1. Deterministic: same state + orders + dice -> byte-identical new state
 *     and events (the core hashes json_dumps(JSON_SORT_KEYS|JSON_COMPACT)).
 *     No time(), no rand(), no pointer values, no locale-dependent output.
 *  2. The state is self-contained: the scenario and the rules tables a game
 *     was created with are kept inside it, so a stored game replays the same
 *     years later even if the shipped data files change.
 *  3. Fog of war: report(), draw(), and every message parse_sheet()
 *     writes, show a side only what that side's forces can see.  A hidden enemy is never
 *     named, placed or counted, and no error says *why* something is hidden.
 *  4. Inputs are hostile: sheets and scenarios are bounded and checked.
 *  5. Cards come from base/deck.h decks drawn from the dice stream, kept
 *     in the state under "decks" (deck_to_json), named "SIDE.what" when a
 *     side owns the deck: every report's audit then says how many cards
 *     each deck turned (a side hears only of its own decks).
 *  6. Exact arithmetic: no floating point and no libm anywhere under
 *     games/ (integers and fixed point; lengths compared as squares;
 *     geometry through common/plane.h and the grids).  A double would
 *     round differently on another machine or compiler, years later;
 *     tests/layout/check.sh refuses one, and the rules build with
 *     -ffp-contract=off.
 */
#ifndef PBEM_GAME_H
#define PBEM_GAME_H

#include <stddef.h>

#include <jansson.h>

#include "buf.h"
#include "dice.h"
#include "drawing.h"
#include "err.h"

#define GAME_MAX_SIDES		8
#define GAME_NAME_LEN		32	/* side, phase and kind names */
#define SHEET_MAX_ERRORS	64
#define SHEET_ERROR_LEN		200

/* Where a game stands: what the core waits for next. */
struct game_phase {
	int turn;			/* the Turn: line a sheet must carry */
	char name[GAME_NAME_LEN];	/* the Phase: line, e.g. "deploy", "south" */
	char kind[GAME_NAME_LEN];	/* the kind of sheet, e.g. "deploy", "orders" */
	int nsides;			/* sides whose sheet this phase needs */
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	int over;			/* 1: the game has ended, nothing is due */
	char summary[160];		/* public one-liner: "Turn 3: SOUTH to act" */
	char result[256];		/* when over: "SOUTH wins (decisive, 14-5 VP)" */
};

struct sheet_error {
	int line;			/* line number in the signed sheet */
	char msg[SHEET_ERROR_LEN];
};

/* What parse_sheet() found.  Initialise with sheet_check_init(). */
struct sheet_check {
	/* In: 1 when the sheet was sealed before (`pbemd replay`): only
	 * what decides its orders is checked.  A check made at receipt
	 * because it can be (an order the resolution would refuse anyway,
	 * judged on what the side already knows) is skipped, so a sheet
	 * sealed before the check existed still means what it meant. */
	int sealed;
	json_t *orders;			/* parsed orders; NULL if nerrors > 0 */
	struct buf understood;		/* the orders as understood, one per line */
	int nerrors;
	struct sheet_error errors[SHEET_MAX_ERRORS];
};

void sheet_check_init(struct sheet_check *c);
void sheet_check_free(struct sheet_check *c);
/* Record an error (silently keeps only the first SHEET_MAX_ERRORS). */
void sheet_check_error(struct sheet_check *c, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* One line of what was understood: "line N: TEXT", or "TEXT" when line
 * is -1 (said of no line), the text cut at SHEET_SAID_LEN - 1 bytes. */
#define SHEET_SAID_LEN		400
void sheet_check_said(struct sheet_check *c, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

struct game_module;
struct game_campaign;

/* One revision of a module's rulings: the number it begins (2, 3, ...)
 * and what changed, as a few words a referee reads. */
struct game_revision {
	int revision;
	const char *change;
};

/*
 * Every slot takes the rules table itself first (`self`), so one generic
 * implementation can serve every module: games/module.c drives a module's
 * lower seam (`module`, see module.h) and a module fills these slots with
 * GAME_MODULE_SLOTS.  The core always calls r->slot(r, ...).
 */
struct game_rules {
	const char *id;			/* "far-side": the --rules value */
	const char *title;		/* "Far Side of the World" */
	const struct game_module *module;	/* the lower seam */
	/* The scenario `pbemd demo --rules ID` plays, a file of the
	 * module's data folder games/ID/scenarios/; the demo's sheets are
	 * games/ID/examples/KIND-SIDE.txt, or for a scenario STEM.EXT
	 * (this or `--scenario`) its own games/ID/examples/STEM/KIND-SIDE.txt
	 * and, for turn N only, .../STEM/turnN/KIND-SIDE.txt, first.  The
	 * whole folder games/ID/ (but its code) is installed, so the core
	 * names no game. */
	const char *demo_scenario;
	/* Optional (NULL: no campaigns): the campaign part, a series of
	 * battles with each side's forces carried over (campaign.h). */
	const struct game_campaign *campaign;
	/* Optional (NULL: never revised): the module's rules revisions, in
	 * order, ended by { 0, NULL }.  A change that makes a stored game
	 * replay differently (a new key in its state, a ruling read anew)
	 * begins a revision; the core keeps the one each game was created
	 * under and names the changes when an older game replays
	 * differently (src/rules_revision.c). */
	const struct game_revision *revisions;

	/* Scenario text (the game's scenario file) and the module's rules
	 * tables (games/<id>/rules.json or the referee's edited copy) ->
	 * the opening state.  Errors carry the scenario line. */
	int (*scenario_load)(const struct game_rules *self,
	    const char *scenario, size_t slen,
	    const char *rules_data, size_t rlen, json_t **state,
	    struct pbem_err *err);

	/* The sides of this game, in the order reports list them. */
	int (*sides)(const struct game_rules *self,
	    const json_t *state, char names[][GAME_NAME_LEN],
	    int max);

	/* What is due now (or that the game is over). */
	int (*phase)(const struct game_rules *self,
	    const json_t *state, struct game_phase *out);

	/* Check one side's order lines against the current state, as that
	 * side sees it.  `text` is the sheet after its envelope lines;
	 * `first_line` is the sheet line number of text's first line, so
	 * errors point at the line the player wrote.  Returns PBEM_OK unless
	 * the module itself failed; order errors go into `out`. */
	int (*parse_sheet)(const struct game_rules *self,
	    const json_t *state, const char *side,
	    const char *text, size_t len, int first_line,
	    struct sheet_check *out);

	/* Resolve the open phase.  `orders` maps side -> the orders JSON from
	 * parse_sheet; a side that sent nothing is absent (the module applies
	 * its documented missing-orders default).  Returns the new state and
	 * an array of events (each event says which sides saw it). */
	int (*resolve)(const struct game_rules *self,
	    const json_t *state, const json_t *orders,
	    struct dice *dice, json_t **new_state, json_t **events,
	    struct pbem_err *err);

	/* Render the body of `side`'s report after a phase: map, own units,
	 * what it can see, the events and dice it saw.  `events` may be an
	 * empty array (the opening report).  side == NULL renders the
	 * referee's view: everything. */
	int (*report)(const struct game_rules *self,
	    const json_t *state, const json_t *events,
	    const char *side, struct buf *out);

	/* Optional (NULL: reports carry no picture): describe the same view
	 * as report() as a drawing (drawing.h) for the report's PNG map: the
	 * board with its labels as the text prints them, terrain, own units
	 * in full, enemy units in sight, last-known markers drawn as such,
	 * the moves and fire `side` saw in `events` (arrows), objectives, and
	 * on an open table the rulings attached to those events (event_rule
	 * in event_log.h; draw_rulings_run draws them); the
	 * legend follows from what is drawn.  side == NULL draws the
	 * referee's whole view.  Built from the module's visibility code,
	 * the one report() uses, so a picture can show no more than the
	 * text.  `out` arrives initialised (drawing_init) and is set up
	 * again by the module with its own unit and extents; the caller
	 * frees it with drawing_free() whatever draw() returns. */
	int (*draw)(const struct game_rules *self,
	    const json_t *state, const json_t *events,
	    const char *side, struct drawing *out);

	/* Optional (NULL: the mail gives the envelope alone): the order
	 * sheet `side` may send now, ready to edit, from the same
	 * visibility as report(): one '#' line per own unit with where it
	 * stands and the order forms it may take now (and a line for each
	 * order of the side as a whole that is due).  The core writes the
	 * envelope above it and END below.  `lesson` (NULL: not wanted), for
	 * the start mail: an example line of each kind of order due now,
	 * then how the game is won.  Names, places and counts nothing the
	 * side has not seen. */
	int (*sheet_template)(const struct game_rules *self,
	    const json_t *state, const char *side, struct buf *out,
	    struct buf *lesson);

	/* Optional (NULL: none): a part of the side's view sent only when
	 * asked for, by a signed `Request: WHAT` (e.g. "chart": the side's
	 * own Movement Record Chart), so reports stay short.  From the same
	 * visibility as report(); PBEM_ERR_NOTFOUND for a WHAT the module
	 * does not have. */
	int (*request)(const struct game_rules *self, const json_t *state,
	    const char *side, const char *what, struct buf *out);

	/* For the leak tests and audits: the strings that must not appear in
	 * any mail to `side` after this phase (real ids and cells of enemy
	 * units that side has not seen, ...), as a JSON array of strings.
	 * Under game_end_seal (a campaign's battle) the end state is asked
	 * as one still under way: its end reveals nothing (module.c). */
	int (*secrets)(const struct game_rules *self,
	    const json_t *state, const json_t *events,
	    const char *side, json_t **tokens);

	/* For the leak test (tests/core/test_leak.c; NULL: that test fails
	 * for the module): `state` edited in place, in the module's own
	 * stored form, into the counterfactual where every enemy unit side
	 * `side` (its index in the state's "sides") has never seen is off
	 * the field; how many went.  A side's report must read the same on
	 * both states. */
	int (*unseen_gone)(json_t *state, int side);

	/* Optional (NULL if the rules have no sealed records): check the
	 * game's sealed records (e.g. Movement Record Charts) against the
	 * commitments made during play; writes one line per check into out
	 * and returns, in *published, every commitment hash that each side's
	 * reports must have carried, so `pbemd verify` can show they were
	 * sent before the records were revealed. */
	int (*verify)(const struct game_rules *self,
	    const json_t *state, struct buf *out,
	    json_t **published);

	/* Optional (NULL, or PBEM_ERR_NOTFOUND: the module has no verbs;
	 * the referee amends by JSON pointer only): the referee's
	 * amendment lines in the module's own verbs (move, remove, restore
	 * a unit, set or clear a status, change a count), checked against
	 * `state` like a sheet (errors with the line and the reason into
	 * `out`, nothing changed) and applied in order: the new state,
	 * sighted again as the rules would, and the events of the changes,
	 * each with the sides that see it (a side that sees none of them
	 * was not touched).  Empty text: the state sighted again (after a
	 * JSON-pointer change).  Deterministic like resolve. */
	int (*amend)(const struct game_rules *self, const json_t *state,
	    const char *text, size_t len, int first_line,
	    json_t **new_state, json_t **events, struct sheet_check *out);
};

/* games/seam_helpers.c: what every module's seam wrappers share */
/* While the core renders a side's end mail of a game whose end reveals
 * nothing yet (a campaign's battle: src/report.c), the modules' end views
 * keep what the side never saw hidden (no alias key, no totals); 0
 * otherwise.  The core sets it around that rendering only. */
int game_end_sealed(void);
void game_end_seal(int sealed);
/* sides(): the names the module encoded as the state's "sides" array. */
int game_state_sides(const json_t *state, char names[][GAME_NAME_LEN],
    int max);
/* scenario_load(): refuse oversized input, parse the rules tables. */
/* The index of side `side` in the state's "sides", or -1. */
int game_state_side(const json_t *state, const char *side);
int game_rules_parse(size_t slen, const char *rules_data, size_t rlen,
    json_t **rules, struct pbem_err *err);
/* phase() of a game that has ended after `turn` (of `turns`; 0 when the
 * scenario sets no limit) with `result`: *out all set anew. */
void game_phase_over(struct game_phase *out, int turn, int turns,
    const char *result);
/* phase() of a game under way, *out set anew but its summary (the
 * module's own words, written after): the Turn `turn`, the phase `name`
 * (NULL: a side's own phase, the name of the first side due in lower
 * case), the sheet `kind`, and the sides due: each name that follows,
 * the game's nsides sides in order (as const char *), whose bit
 * (1u << its index) is set in `due`; GAME_DUE_ALL: every side. */
#define GAME_DUE_ALL		(~0u)
void game_phase_due(struct game_phase *out, int turn, const char *name,
    const char *kind, unsigned due, int nsides, ...);
/* The same for a game that keeps its sides' names, char
 * side[nsides][GAME_NAME_LEN], and its summary too, from fmt (printf's;
 * its arguments are read before the sides due are set, so they cannot
 * be out's). */
void game_phase_due_said(struct game_phase *out, int turn,
    const char *name, const char *kind, unsigned due,
    const char (*side)[GAME_NAME_LEN], int nsides, const char *fmt, ...)
	__attribute__((format(printf, 8, 9)));
/* A section of a report: its heading (printf's) into out, returning
 * where what it lists begins; game_report_none(out, at, "  none\n")
 * then writes its `none` when nothing was listed since. */
size_t game_report_section(struct buf *out, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void game_report_none(struct buf *out, size_t at, const char *none);
/* The index of the entry whose name (a string `name_off` bytes into each
 * of the n entries of `size` bytes) is `name`, case-insensitively, or -1
 * (also for a NULL name): a unit by its id, a leader by its name.
 * GAME_FIND_NAME(array, n, member, name) names the char-array member. */
int game_find_name(const void *entries, int n, size_t size, size_t name_off,
    const char *name);
#define GAME_FIND_NAME(a, n, member, name) \
	game_find_name(a, n, sizeof (a)[0], (size_t)((const char *)(a)[0].member \
	    - (const char *)&(a)[0]), name)
/* The same for a one-character code (a char member: a terrain's map
 * letter), matched exactly. */
int game_find_code(const void *entries, int n, size_t size, size_t code_off,
    char code);
#define GAME_FIND_CODE(a, n, member, code) \
	game_find_code(a, n, sizeof (a)[0], \
	    (size_t)((const char *)&(a)[0].member - (const char *)&(a)[0]), \
	    code)
/* resolve(): a finished game takes no orders; orders map side -> object. */
int game_resolve_check(int over, const json_t *orders, struct pbem_err *err);

/* games/registry.c */
const struct game_rules *game_rules_find(const char *id);
const struct game_rules *const *game_rules_all(void);
/* "far-side, highest-ground, ...": every registered id, for messages. */
void game_rules_list(struct buf *b);

#endif
