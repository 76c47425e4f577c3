/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * module.h - the lower seam: what a rules module writes on its own game
 * struct, and the generic slots (module.c) that turn it into the upper
 * seam of game.h.  A module never writes the JSON plumbing again: module.c
 * decodes the stored state into the module's struct (the decoder
 * range-checks every field: the referee may amend any of them, and a
 * stored state is hostile input), calls the rule, encodes the result
 * (hash-stable: the core dumps it with sorted keys) and frees it.
 *
 * A module fills one `struct game_module` and names it in its
 * `struct game_rules` with GAME_MODULE_SLOTS; see far_side.c.
 */
#ifndef PBEM_GAME_MODULE_H
#define PBEM_GAME_MODULE_H

#include <stddef.h>

#include "event_log.h"
#include "game.h"

struct state_schema;

/* The lower seam's callbacks as function types: struct game_module's
 * slots point to them, and a module declares its own with them, so the
 * compiler checks each against the slot it fills (game_seam_phase_fn
 * fs_phase;), or all of the usual ones at once with GAME_SEAM_DECLARE. */
typedef int game_seam_scenario_fn(const char *text, size_t len,
    json_t *rules, void *g, struct pbem_err *err);
typedef void game_seam_phase_fn(const void *g, struct game_phase *out);
typedef int game_seam_parse_fn(void *g, int side, const char *text,
    size_t len, int first_line, struct sheet_check *out);
typedef int game_seam_resolve_fn(void *g, const json_t *orders,
    struct dice *dice, struct event_log *log, struct pbem_err *err);
typedef int game_seam_report_fn(const void *g, const json_t *events,
    int viewer, struct buf *out);
typedef int game_seam_secrets_fn(const void *g, const json_t *events,
    int viewer, json_t *tokens);
typedef int game_seam_draw_fn(const void *g, const json_t *events,
    int viewer, struct drawing *out);
typedef int game_seam_sheet_fn(const void *g, int viewer, struct buf *out,
    struct buf *lesson);
typedef int game_seam_amend_fn(void *g, const char *text, size_t len,
    int first_line, struct sheet_check *out, struct event_log *log);

struct game_module {
	/* The module's game struct: its size and where its `int over`
	 * (1: the game has ended) lies; GAME_MODULE_GAME(struct x_game)
	 * fills both.  The kit then makes a fresh zeroed one (calloc),
	 * frees it (free) and reads over; a module gives game_new,
	 * game_free or over only to do more (a game_free that releases
	 * what its struct holds).  Everyone else goes through
	 * game_module_new / _free / _over below, never the slots. */
	size_t game_size, over_at;
	void *(*game_new)(void);	/* optional */
	void (*game_free)(void *g);	/* optional; never given NULL */
	/* Stored state <-> struct.  decode checks every field's range and
	 * names the bad one in err; encode returns NULL only out of memory.
	 * The state is read-only, then and after: a decoder may keep what
	 * it made of the state's rules data for the next state holding the
	 * same value (state_memo.h). */
	int (*decode)(const json_t *state, void *g, struct pbem_err *err);
	json_t *(*encode)(const void *g);
	/* A side's index in the struct, -1 for a name the game lacks;
	 * optional when the struct keeps its sides' names, char
	 * side[n][len], where GAME_MODULE_SIDES says (sides_at, side_len,
	 * nsides): the kit's then matches them with case ignored. */
	int (*side_index)(const void *g, const char *side);
	size_t sides_at, side_len;
	int nsides;
	int (*over)(const void *g);	/* optional */
	/* How the events of a resolution name units and places.  Optional
	 * for a game whose events name every unit by its own id to every
	 * viewer (event_names_ids), where GAME_MODULE_UNIT_IDS says: its int
	 * turn, its array of units, their int count and each one's id (a
	 * char array); the sides are GAME_MODULE_SIDES's. */
	void (*event_names)(const void *g, struct event_names *n);
	size_t turn_at, units_at, nunits_at, unit_size, unit_id_at;

	/* The scenario text (NUL-terminated, no NUL inside) and the parsed
	 * rules tables -> a new game in g. */
	game_seam_scenario_fn *scenario;
	game_seam_phase_fn *phase;
	/* Optional: what each side sees, made again from the board before
	 * a sheet is read and before a resolution, and after one that
	 * succeeds (a module whose sight moves with the board). */
	void (*sight)(void *g);
	/* One side's order lines (errors into out, as game.h says). */
	game_seam_parse_fn *parse;
	/* The open phase, in place: g becomes the next state; what happened
	 * goes into log, each event with the sides that saw it. */
	game_seam_resolve_fn *resolve;
	/* Optional: the first phase's resolve (a deployment), used instead
	 * of resolve while the game's int turn is 0, where GAME_MODULE_TURN
	 * (or GAME_MODULE_UNIT_IDS) says (turn_at, above). */
	game_seam_resolve_fn *deploy;
	/* What `viewer` (-1: the referee) sees / must never be told. */
	game_seam_report_fn *report;
	game_seam_secrets_fn *secrets;
	/* Optional: the same view as report() as a drawing (drawing.h). */
	game_seam_draw_fn *draw;
	/* Optional: the sheet `viewer` may send now and, when lesson is
	 * not NULL, the start mail's lesson (game.h, sheet_template); from
	 * the same visibility as report. */
	game_seam_sheet_fn *sheet;
	/* Optional: what `viewer` asked for by `Request: what` (game.h,
	 * request); PBEM_ERR_NOTFOUND for a what the module lacks. */
	int (*request)(const void *g, int viewer, const char *what,
	    struct buf *out);
	/* Optional: sealed records against their commitments; the hashes
	 * each side's reports must have carried go into published. */
	int (*verify)(const void *g, struct buf *out, json_t *published);
	/* Optional: the referee's amendment lines (the module's verbs, its
	 * ORDERS.md), read like a sheet against g as the referee sees it:
	 * errors into out with the line and the reason in the module's
	 * words; each change understood as a line of out->understood.
	 * Without errors, every change is made in g, in order, the module
	 * sights again what changed (aliases as the rules give them), and
	 * each change goes into log as an event for the referee and the
	 * sides that see it.  Empty text: only the sighting (after a
	 * change made by JSON pointer).  With errors g is thrown away. */
	game_seam_amend_fn *amend;
	/* Optional, instead of decode and encode (module_state.c): the
	 * stored state described once for the kit's walker (state_schema.h,
	 * struct state_schema).  The kit's decoder makes the game again
	 * from the scenario text and rules data the state keeps (the
	 * scenario slot, once for the states of a game: state_memo.h) and
	 * lays the stored values over it; its encoder writes the same
	 * table; the kit's free releases the JSON its decoder copied. */
	const struct state_schema *state;
};

/* The game struct's size and its int `over`, for a struct game_module
 * (a compile error when the struct has no int over). */
#define GAME_MODULE_GAME(type)						\
	.game_size = sizeof(type),					\
	.over_at = _Generic(((type *)0)->over, int: offsetof(type, over))

/* The same, and its sides' names in its member f, char f[n][len]: the
 * side_index every module whose sides are such names would write. */
#define GAME_MODULE_SIDES(type, f)					\
	GAME_MODULE_GAME(type),						\
	.sides_at = offsetof(type, f),					\
	.side_len = sizeof ((type *)0)->f[0],				\
	.nsides = (int)(sizeof ((type *)0)->f / sizeof ((type *)0)->f[0])

/* The callbacks of a module that names each one by its prefix p and
 * the slot's name, declared at once: GAME_SEAM_DECLARE(du); declares
 * du_scenario, du_phase, du_parse, du_sheet, du_resolve, du_report,
 * du_secrets and du_draw.  GAME_SEAM_DECLARE_SIDE(p); declares only the
 * five every module names so (a side's phase, sheet, parse, report and
 * secrets); a module declares each other one with its type alone
 * (game_seam_resolve_fn hg_resolve_round;). */
#define GAME_SEAM_DECLARE(p)						\
	GAME_SEAM_DECLARE_SIDE(p);					\
	game_seam_scenario_fn p##_scenario;				\
	game_seam_resolve_fn p##_resolve;				\
	game_seam_draw_fn p##_draw
#define GAME_SEAM_DECLARE_SIDE(p)					\
	game_seam_phase_fn p##_phase;					\
	game_seam_sheet_fn p##_sheet;					\
	game_seam_parse_fn p##_parse;					\
	game_seam_report_fn p##_report;					\
	game_seam_secrets_fn p##_secrets

/* The game's int turn (its member f), 0 before the first turn: while it
 * is, the deploy slot resolves.  GAME_MODULE_UNIT_IDS says it too. */
#define GAME_MODULE_TURN(type, f)					\
	.turn_at = _Generic(((type *)0)->f, int: offsetof(type, f))

/* Events name units by their ids (the event_names slot, above): the
 * game's int turn, its units u[] (struct array) counted by int n, each
 * with its id, char id[]. */
#define GAME_MODULE_UNIT_IDS(type, turn, u, n, id)			\
	GAME_MODULE_TURN(type, turn), .units_at = offsetof(type, u),	\
	.nunits_at = offsetof(type, n),					\
	.unit_size = sizeof ((type *)0)->u[0],				\
	.unit_id_at = offsetof(type, u[0].id) - offsetof(type, u)

/* How the events of a resolution in g name things (n): the module's
 * event_names, or its units' ids (GAME_MODULE_UNIT_IDS). */
void game_module_event_names(const struct game_module *m, const void *g,
    struct event_names *n);
/* A side's index in g (-1: no such side): the module's side_index, or
 * its names (GAME_MODULE_SIDES) matched with case ignored. */
int game_module_side_index(const struct game_module *m, const void *g,
    const char *side);
/* A fresh zeroed game struct of the module (NULL: out of memory), its
 * release (NULL is fine), and whether the game has ended: the module's
 * slot when it gives one, else the kit's default. */
void *game_module_new(const struct game_module *m);
void game_module_free(const struct game_module *m, void *g);
int game_module_over(const struct game_module *m, const void *g);
/* One side's sheet read against g, the sides' sight made again first
 * (the module's sight slot, when it gives one). */
int game_module_parse(const struct game_module *m, void *g, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out);
/* A stored state into g (fresh from game_module_new), and g as a new
 * state (NULL only out of memory): the module's slot when it gives one,
 * else the kit's walk of its state description (module_state.c). */
int game_module_decode(const struct game_module *m, const json_t *state,
    void *g, struct pbem_err *err);
json_t *game_module_encode(const struct game_module *m, const void *g);
/* module_state.c: is the stored state of module r->module covered (its
 * own decode and encode, or a state description with its table)?
 * PBEM_OK, or PBEM_ERR_STATE with err naming r->id and what it lacks;
 * decoding such a module's state is then an error, not a NULL call. */
int game_module_check(const struct game_rules *r, struct pbem_err *err);
/* module_state.c: the JSON the kit's decoder copied into g, released. */
void game_module_release(const struct game_module *m, void *g);

/* A scenario loaded into a new game of the module: its game struct g,
 * with the rules tables and the NUL-terminated text it may borrow until
 * game_module_unload() frees all three. */
struct game_module_loaded {
	void *g;
	json_t *rules;
	char *text;
};
int game_module_load(const struct game_rules *self, const char *scenario,
    size_t slen, const char *rules_data, size_t rlen,
    struct game_module_loaded *ld, struct pbem_err *err);
void game_module_unload(const struct game_rules *self,
    struct game_module_loaded *ld);

/* The generic slots of game.h's struct game_rules. */
int game_module_scenario_load(const struct game_rules *self,
    const char *scenario, size_t slen, const char *rules_data, size_t rlen,
    json_t **state, struct pbem_err *err);
int game_module_sides(const struct game_rules *self, const json_t *state,
    char names[][GAME_NAME_LEN], int max);
int game_module_phase(const struct game_rules *self, const json_t *state,
    struct game_phase *out);
int game_module_parse_sheet(const struct game_rules *self,
    const json_t *state, const char *side, const char *text, size_t len,
    int first_line, struct sheet_check *out);
int game_module_resolve(const struct game_rules *self, const json_t *state,
    const json_t *orders, struct dice *dice, json_t **new_state,
    json_t **events, struct pbem_err *err);
int game_module_report(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, struct buf *out);
int game_module_secrets(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, json_t **tokens);
int game_module_verify(const struct game_rules *self, const json_t *state,
    struct buf *out, json_t **published);
int game_module_draw(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, struct drawing *out);
int game_module_sheet_template(const struct game_rules *self,
    const json_t *state, const char *side, struct buf *out,
    struct buf *lesson);
int game_module_request(const struct game_rules *self, const json_t *state,
    const char *side, const char *what, struct buf *out);
int game_module_amend(const struct game_rules *self, const json_t *state,
    const char *text, size_t len, int first_line, json_t **new_state,
    json_t **events, struct sheet_check *out);

/* The slots every lower-seam module fills the same way (verify is added
 * by the modules that have sealed records; sheet_template gives nothing
 * for a module without a sheet op). */
#define GAME_MODULE_SLOTS					\
	.scenario_load = game_module_scenario_load,		\
	.sides = game_module_sides,				\
	.phase = game_module_phase,				\
	.parse_sheet = game_module_parse_sheet,			\
	.resolve = game_module_resolve,				\
	.report = game_module_report,				\
	.sheet_template = game_module_sheet_template,		\
	.request = game_module_request,				\
	.amend = game_module_amend,				\
	.secrets = game_module_secrets,				\
	.draw = game_module_draw

#endif
