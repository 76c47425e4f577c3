/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_sheet.c - libFuzzer target for every rules module's order parser,
 * the code that reads the signed sheet a player (or whoever stole a key)
 * wrote.  States: each module's sample scenario as loaded (the deployment
 * phase) and after each of the next few resolutions with no orders (the
 * first phases of play, each with its own order vocabulary), decoded once
 * per side (fuzz_modules.h says why).  Input: byte 0 picks state
 * and side; the rest is the text after the envelope, as intake.c passes
 * it (pointer + length, no NUL promised).
 */
#include <stdint.h>
#include <string.h>

#include "game.h"
#include "pbem_limits.h"
#include "fuzz_common.h"
#include "fuzz_modules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each registered module's demo scenario is its sample. */
#define MAX_MODULES	16
#define NPHASES	6	/* states kept per sample: as loaded, then 5 */

struct fstate {
	const struct game_rules *r;
	const json_t *state;		/* kept: the games borrow from it */
	void *game[GAME_MAX_SIDES];	/* decoded, one per side */
	int sidex[GAME_MAX_SIDES];
	int nsides;
};

static struct fstate states[NPHASES * MAX_MODULES];
static size_t nstates;

static void
add_state(const struct game_rules *r, const json_t *state)
{
	struct fstate *s = &states[nstates++];
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct game_phase gp;
	int i;

	s->r = r;
	s->state = state;
	s->nsides = r->sides(r, state, sides, GAME_MAX_SIDES);
	if (s->nsides <= 0 || r->phase(r, state, &gp) != PBEM_OK) {
		fprintf(stderr, "fuzz: %s has no sides or phase\n", r->id);
		exit(2);
	}
	for (i = 0; i < s->nsides; i++)
		if ((s->game[i] = fuzz_decode(r, state, sides[i],
		    &s->sidex[i])) == NULL) {
			fprintf(stderr, "fuzz: cannot decode %s\n", r->id);
			exit(2);
		}
	/* Seeds are named for these (tests/fuzz/corpus/README.md). */
	fprintf(stderr, "fuzz_sheet: state %zu: %s turn %d phase %s\n",
	    nstates - 1, r->id, gp.turn, gp.name);
}

static void
init(void)
{
	const struct game_rules *const *all, *r;
	struct pbem_err err;
	struct dice dice;
	json_t *st, *next = NULL, *events = NULL, *orders;
	char *scen, *rd, rel[256], srel[256];
	size_t sl, rl, k;
	int i, n = fuzz_modules(&all);

	for (i = 0; i < n && i < MAX_MODULES; i++) {
		r = all[i];
		snprintf(srel, sizeof srel, "games/%s/scenarios/%s", r->id,
		    r->demo_scenario);
		scen = fuzz_slurp(srel, &sl);
		snprintf(rel, sizeof rel, "games/%s/rules.json", r->id);
		rd = fuzz_slurp(rel, &rl);
		if (r->scenario_load(r, scen, sl, rd, rl, &st, &err) != PBEM_OK) {
			fprintf(stderr, "fuzz: %s: %s\n", srel, err.msg);
			exit(2);
		}
		free(scen);
		free(rd);
		add_state(r, st);
		dice_init_text(&dice, "fuzz");
		for (k = 1; k < NPHASES; k++) {
			orders = json_object();
			if (r->resolve(r, st, orders, &dice, &next, &events,
			    &err) != PBEM_OK) {
				json_decref(orders);
				break;
			}
			json_decref(orders);
			json_decref(events);
			add_state(r, next);
			st = next;
		}
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct fstate *s;
	struct sheet_check chk;
	char *text;
	unsigned sel;
	int side;

	if (nstates == 0)
		init();
	if (size < 1 || size > PBEM_MAX_SHEET)
		return 0;
	sel = data[0];
	s = &states[sel % nstates];
	side = (int)((sel / nstates) % (unsigned)s->nsides);
	if ((text = malloc(size)) == NULL)
		return 0;
	memcpy(text, data + 1, size - 1);
	sheet_check_init(&chk);
	(void)fuzz_parse(s->r, s->game[side], s->sidex[side], text, size - 1, 6,
	    &chk);
	sheet_check_free(&chk);
	free(text);
	return 0;
}
