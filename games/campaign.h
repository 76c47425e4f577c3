/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign.h - the campaign part of the seam: what a rules module says
 * about a series of battles fought by the same sides (games/game.h,
 * struct game_rules, .campaign; NULL: the module runs no campaign).
 *
 * The core keeps each side's roster, takes the sealed muster sheets,
 * makes each battle's scenario by the module's muster(), plays it as any
 * other game, then hands the final state to outcome() and each side's
 * roster to between() with a stream of dice the core committed before
 * the musters were sealed.  The module never sees mail, keys or sqlite.
 *
 * A roster is JSON, one object per side:
 *   { "SIDE": { "entries": [ ENTRY, ... ], ...module keys... }, ... }
 * Every ENTRY carries what the core reads:
 *   "id"      the name a muster sheet gives it ("U3"), unique in the side
 *   "name"    its long name, for the reports
 *   "status"  "ready" (may be mustered), "lost" (lost in the last battle,
 *             awaiting the between-battle rules) or "gone" (for good)
 *   "muster"  true when a muster sheet names it (a unit), false for what
 *             follows the units it belongs to (a command, its general)
 *   "battles" how many battles it fought
 * and whatever else the module keeps between battles (its `fields`,
 * printed in each side's campaign report as "key=value").
 *
 * Fog of war: between() sees one side's roster only and draws every die
 * from a stream of its own unit (campaign_unit_dice), so nothing of the
 * enemy's roster can move a side's rolls or its report by a byte.
 */
#ifndef PBEM_CAMPAIGN_H
#define PBEM_CAMPAIGN_H

#include <jansson.h>

#include "buf.h"
#include "dice.h"
#include "err.h"

struct game_rules;

/* The slots the kit fills the same way for every module (a module's
 * struct game_campaign lists them, as its rules table lists
 * GAME_MODULE_SLOTS). */
#define CAMPAIGN_KIT_SLOTS \
	.roster = campaign_roster_start, \
	.muster = campaign_muster_start, \
	.between = campaign_between_start, \
	.intel = campaign_intel_start

/* One side's between-battle rules at work (campaign_between_start):
 * between()'s arguments, for the module's between_entry() and
 * between_after(). */
struct campaign_between {
	const json_t *params;
	const char *side;
	const char *result;		/* "won", "lost" or "drawn" */
	json_t *roster;			/* that side's object */
	const unsigned char *seed;	/* DICE_SEED_LEN bytes */
	struct buf *log;
	int won;			/* result is "won" */
};

/* A battle's scenario being written (campaign_muster_start). */
struct campaign_muster {
	struct buf *out;
	const json_t *mustered;		/* as muster() has it */
	int line;			/* the line's number, for a refusal */
	int done;			/* the module's own mark */
};

#define CAMPAIGN_MAX_ENTRIES	256	/* per side's roster */

struct game_campaign {
	/* The entry keys that persist between battles (beyond id, name,
	 * status, muster, battles), NULL-terminated: the reports print
	 * these. */
	const char *const *fields;
	/* The between-battle rules' numbers as JSON text: the default the
	 * referee's copy starts from (`pbemd campaign set`), every
	 * proposal of the module a number there. */
	const char *params;

	/* A scenario whose forces are the armies (with the rules tables it
	 * loads with) -> every side's roster before any battle
	 * (campaign_roster_start, which calls entries()). */
	int (*roster)(const struct game_rules *self, const char *scenario,
	    size_t slen, const char *rules_data, size_t rlen,
	    json_t **rosters, struct pbem_err *err);
	/* The entries of the army scenario's forces into rosters (each
	 * side's object made already): g is the module's game struct with
	 * the scenario loaded (thrown away after). */
	int (*entries)(void *g, json_t *rosters, struct pbem_err *err);

	/* A battle's scenario: `scenario`'s own forces replaced by the
	 * entries of `mustered` (rosters in the form above holding only
	 * the entries each side brings, in roster order, with what follows
	 * them), each with the values the roster holds now (a promoted
	 * unit's grade).  The text into out, NUL-terminated. */
	int (*muster)(const struct game_rules *self, const char *scenario,
	    size_t slen, const json_t *mustered, struct buf *out,
	    struct pbem_err *err);

	/* muster() of campaign_muster_start: one line of the army
	 * scenario (its text, to change in place if need be) into m->out
	 * as the battle keeps it.  PBEM_OK, or an error set in err, which
	 * stops the reading. */
	int (*muster_line)(struct campaign_muster *m, char *text,
	    struct pbem_err *err);

	/* After the battle: the final state's outcome written back into
	 * `rosters` (each side's entries that fought: "battles" counted,
	 * "status" "lost" for what the battle destroyed, the module's own
	 * record of how it fought), and the winner's side name into
	 * winner ("" a draw). */
	int (*outcome)(const struct game_rules *self, const json_t *final_state,
	    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err);

	/* The between-battle rules for one side (`result`: "won", "lost"
	 * or "drawn"): `roster` (that side's object) changed in place,
	 * each die drawn through campaign_unit_dice(seed, side, id), each
	 * roll and change one line of log, in roster order. */
	int (*between)(const struct game_rules *self, const json_t *params,
	    const char *side, const char *result, json_t *roster,
	    const unsigned char seed[DICE_SEED_LEN], struct buf *log,
	    struct pbem_err *err);
	/* between() of campaign_between_start: one entry e of the side's
	 * roster, each roll and change one line of b->log. */
	void (*between_entry)(const struct campaign_between *b, json_t *e);
	/* Optional: after every entry, before the battle's marks are
	 * spent (a rule over the whole roster). */
	void (*between_after)(const struct campaign_between *b);

	/* What a unit (an entry a muster sheet names) costs against a
	 * battle's points cap (src/campaign_cap.c): the rulebook's points
	 * where it has them (the "cost" roster start wrote from the rules
	 * tables, by grade where a promotion changes it), else the
	 * module's documented proposal from params; -1 when the entry
	 * carries none (a roster begun before costs were kept). */
	int (*cost)(const json_t *params, const json_t *entry);
	/* Optional (NULL: the scenarios give none): the points a battle's
	 * scenario gives `side` to spend, the cap when the referee sets
	 * none (The Highest Ground's POINTS line); 0 when it gives none. */
	int (*scenario_points)(const char *scenario, size_t slen,
	    const char *side);

	/* What `viewer`'s forces saw of the enemy in the battle that ended
	 * in final_state, as lines for its campaign report (the enemy by
	 * the names the viewer knows them by), from the module's sighting
	 * alone (campaign_intel_start, which calls sighted()). */
	int (*intel)(const struct game_rules *self, const json_t *final_state,
	    const char *viewer, struct buf *out);
	/* Those lines from the module's game struct g (the final state,
	 * thrown away after) for side s: how many it wrote. */
	int (*sighted)(void *g, int s, struct buf *out);
};

/* between(), the same in every module (games/campaign_between.c): each
 * entry of the roster, in order, through self->campaign->between_entry(),
 * then between_after() when there is one, then campaign_battle_spent();
 * PBEM_ERR_LIMIT when the log is full. */
int campaign_between_start(const struct game_rules *self,
    const json_t *params, const char *side, const char *result,
    json_t *roster, const unsigned char seed[DICE_SEED_LEN],
    struct buf *log, struct pbem_err *err);
/* cost(), where a unit's cost is its "cost" at its "grade"
 * (campaign_cost_of(e, "grade")). */
int campaign_cost_grade(const json_t *params, const json_t *e);

/* games/campaign_dice.c: the stream of one roster entry's between-battle
 * dice: SHA-256("pbemd-campaign-unit-v1", seed, side, id) seeds it, so a
 * roll depends on the committed seed and the entry alone. */
void campaign_unit_dice(const unsigned char seed[DICE_SEED_LEN],
    const char *side, const char *id, struct dice *d);

/* Roster helpers for the modules (games/campaign_roster.c). */
/* A side's roster object in rosters, made {"order": its place among the
 * sides so far, "entries": []} when new (NULL out of memory). */
json_t *campaign_side_roster(json_t *rosters, const char *side);
/* The entry with that id in a side's roster object, or NULL. */
json_t *campaign_entry(const json_t *roster, const char *id);
/* A new entry {"id", "name", "status": "ready", "muster", "battles": 0}
 * appended to the side's entries (NULL out of memory or full). */
json_t *campaign_entry_add(json_t *roster, const char *id, const char *name,
    int muster);
/* A unit's new entry (muster sheets name it by its id, the reports
 * too) in the roster of `side` in rosters, with its "kind" (NULL out of
 * memory, full or no such side). */
json_t *campaign_unit_add(json_t *rosters, const char *side, const char *id,
    const char *kind);
/* A string member ("" when absent). */
const char *campaign_str(const json_t *o, const char *k);
/* params[group][key] as an integer within lo..hi, dflt when absent. */
int campaign_param(const json_t *params, const char *group, const char *key,
    int dflt, int lo, int hi);
/* The entry id fought in the battle: "battles" counted, "last" "lost"
 * (and "status" "lost") or "fought".  The entry, NULL when the roster
 * has none by that id. */
json_t *campaign_fought(json_t *roster, const char *id, int lost);
/* An entry's "cost": the integer, or, when it is an object by grade,
 * its member named by the entry's `grade_key` ("grade"); -1 when there
 * is none. */
int campaign_cost_of(const json_t *e, const char *grade_key);
/* The end of between(): every entry's "last" mark is spent. */
void campaign_battle_spent(json_t *roster);
/* Enemy ids in the order of their names, so no order of the enemy's
 * roster shows through (intel()). */
void campaign_sort_ids(const char **ids, size_t n);

/* A roster's start, the same in every module (games/campaign_state.c),
 * for the roster slot: the army scenario loaded through the module's own
 * seam (self->module: its rules tables, a new game, the whole scenario,
 * which must load: the roster is what it fields), a roster object for
 * every side in the game's order, then self->campaign->entries() adds
 * the entries. */
int campaign_roster_start(const struct game_rules *self,
    const char *scenario, size_t slen, const char *rules_data, size_t rlen,
    json_t **rosters, struct pbem_err *err);

/* muster(), the same in every module (games/campaign_muster.c): the
 * army scenario line by line (scenario_lines) through
 * self->campaign->muster_line(); a line too long or out full refused. */
int campaign_muster_start(const struct game_rules *self,
    const char *scenario, size_t slen, const json_t *mustered,
    struct buf *out, struct pbem_err *err);

/* intel(), the same in every module (games/campaign_state.c): the final
 * state opened for the viewer, self->campaign->sighted()'s lines, and a
 * line saying nothing was seen when it wrote none.  PBEM_ERR_NOTFOUND
 * when the state cannot be opened for that viewer, PBEM_ERR_LIMIT when
 * out is full. */
int campaign_intel_start(const struct game_rules *self,
    const json_t *final_state, const char *viewer, struct buf *out);

/* A battle's final state through the module's own seam (self->module,
 * games/campaign_state.c): its game struct decoded, with *side the index
 * of viewer (when not NULL); NULL when it cannot be (err, when not NULL,
 * says why).  campaign_game_close() frees it. */
void *campaign_game_open(const struct game_rules *self, const json_t *state,
    const char *viewer, int *side, struct pbem_err *err);
void campaign_game_close(const struct game_rules *self, void *g);

/* The rolls every module proposes (games/campaign_dice.c). */
/* Returns (params "returns": a die of "die" sides, "won"/"lost"/"drawn"
 * the least roll by the battle's result): entry e, lost in the battle,
 * rolls on its own stream; "status" becomes "ready" or "gone",
 * "returned" says which; one line into log.  1 when it came back. */
int campaign_return_roll(const json_t *params, const char *side,
    const char *result, json_t *e, const unsigned char seed[DICE_SEED_LEN],
    struct buf *log);
/* A promotion (params "promotion": a die of "die" sides showing "on",
 * dflt_on when absent, or more): entry e's `key` ("grade") goes from
 * `from` to `to` on its own stream; one line into log.  1 when
 * promoted. */
int campaign_promote_roll(const json_t *params, const char *side, json_t *e,
    const char *key, const char *from, const char *to, int dflt_on,
    const unsigned char seed[DICE_SEED_LEN], struct buf *log);

#endif
