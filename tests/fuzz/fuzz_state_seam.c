/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_state_seam.c - libFuzzer target for all the seam does with a
 * stored state (fuzz_state.c fuzzes the decoder alone, many times
 * faster).  The state is the server's own JSON, but the referee edits it
 * (`pbemd referee GAME amend`), so it is hostile too.  Byte 0 picks the module (game_rules_all() order); the
 * rest is the state text, loaded as the core loads it.  A state the module
 * accepts then goes through the seam as the core would put it: phase,
 * sides, every side's and the referee's report, drawing and secrets, each
 * side's sheet ready to edit and its Request: chart, each due
 * side's example sheet for the phase (games/<id>/examples/<kind>-<side>.txt,
 * else a bare END), one resolution with fixed dice, and verify.  The state
 * a resolution makes from an accepted state must be accepted again: if
 * not, the decoder refuses real games or let through a state the rules
 * cannot play on, and the target aborts.
 * Most mutations are amends (fuzz_state_mutate.c).
 */
#include <ctype.h>
#include <dirent.h>
#include <stdint.h>
#include <string.h>

#include "game.h"
#include "pbem_limits.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_MODULES	16
#define MAX_SHEETS	64

/* The registered modules, in registry order: byte 0 picks one. */
static const struct game_rules *rules[MAX_MODULES];
static int nmodules;

/* The example sheets, read once: "<kind>-<side>" (lower case). */
static struct {
	int mod;
	char name[64];
	char *text;
	size_t len;
} sheets[MAX_SHEETS];
static size_t nsheets;

static void
init(void)
{
	const char *dir = getenv("PBEMD_DATADIR");
	char path[4096], rel[512];
	struct dirent *de;
	size_t n;
	DIR *d;
	int k;

	for (k = 0; game_rules_all()[k] != NULL && k < MAX_MODULES; k++) {
		rules[k] = game_rules_all()[k];
		nmodules = k + 1;
		snprintf(path, sizeof path, "%s/games/%s/examples",
		    dir ? dir : PBEMD_SOURCE_DIR, rules[k]->id);
		if ((d = opendir(path)) == NULL)
			continue;
		while ((de = readdir(d)) != NULL && nsheets < MAX_SHEETS) {
			n = strlen(de->d_name);
			if (n < 5 || n - 4 >= sizeof sheets[0].name ||
			    strcmp(de->d_name + n - 4, ".txt") != 0)
				continue;
			snprintf(rel, sizeof rel, "games/%s/examples/%s",
			    rules[k]->id, de->d_name);
			sheets[nsheets].mod = k;
			memcpy(sheets[nsheets].name, de->d_name, n - 4);
			sheets[nsheets].name[n - 4] = '\0';
			sheets[nsheets].text = fuzz_slurp(rel,
			    &sheets[nsheets].len);
			nsheets++;
		}
		closedir(d);
	}
}

/* The example sheet for this kind of phase and side, or a bare END. */
static const char *
sheet_for(int k, const char *kind, const char *side, size_t *len)
{
	char name[2 * GAME_NAME_LEN + 2];
	size_t i;

	snprintf(name, sizeof name, "%s-%s", kind, side);
	for (i = 0; name[i]; i++)
		name[i] = (char)tolower((unsigned char)name[i]);
	for (i = 0; i < nsheets; i++)
		if (sheets[i].mod == k && strcmp(sheets[i].name, name) == 0) {
			*len = sheets[i].len;
			return sheets[i].text;
		}
	*len = 4;
	return "END\n";
}

/* What each side and the referee are shown, and what they must not be. */
static void
look(const struct game_rules *r, const json_t *state, const json_t *events,
    char sides[][GAME_NAME_LEN], int nsides)
{
	static struct drawing d;
	struct buf out;
	json_t *tokens;
	int s;

	for (s = -1; s < nsides; s++) {
		buf_init(&out, PBEM_MAX_REPORT);
		(void)r->report(r, state, events, s < 0 ? NULL : sides[s], &out);
		buf_free(&out);
		drawing_init(&d, "unit", 1, 1, 1);
		if (r->draw != NULL && r->draw(r, state, events, s < 0 ? NULL :
		    sides[s], &d) == PBEM_OK) {
			tokens = NULL;
			(void)drawing_to_json(&d, &tokens);
			json_decref(tokens);
		}
		drawing_free(&d);
		tokens = NULL;
		(void)r->secrets(r, state, events, s < 0 ? NULL : sides[s],
		    &tokens);
		json_decref(tokens);
		if (s < 0)
			continue;
		/* the sheet sent ready to edit, with the start lesson, and
		 * what a side may ask for */
		buf_init(&out, PBEM_MAX_REPORT);
		if (r->sheet_template != NULL)
			(void)r->sheet_template(r, state, sides[s], &out, &out);
		if (r->request != NULL)
			(void)r->request(r, state, sides[s], "chart", &out);
		buf_free(&out);
	}
	if (r->verify != NULL) {
		buf_init(&out, PBEM_MAX_REPORT);
		tokens = NULL;
		(void)r->verify(r, state, &out, &tokens);
		json_decref(tokens);
		buf_free(&out);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	const struct game_rules *r;
	struct game_phase gp, next_gp;
	struct sheet_check chk;
	struct pbem_err err;
	struct dice dice;
	json_t *state, *orders = NULL, *next = NULL, *events = NULL;
	const char *text;
	size_t len;
	int k, nsides, s;

	if (rules[0] == NULL)
		init();
	if (size < 1 || size > PBEM_MAX_STATE)
		return 0;
	k = data[0] % nmodules;
	r = rules[k];
	if ((state = json_loadb((const char *)data + 1, size - 1, 0,
	    NULL)) == NULL)
		return 0;
	if (r->phase(r, state, &gp) != PBEM_OK)
		goto out;
	nsides = r->sides(r, state, sides, GAME_MAX_SIDES);
	look(r, state, NULL, sides, nsides);
	if ((orders = json_object()) == NULL)
		goto out;
	for (s = 0; s < gp.nsides; s++) {
		text = sheet_for(k, gp.kind, gp.sides[s], &len);
		sheet_check_init(&chk);
		if (r->parse_sheet(r, state, gp.sides[s], text, len, 6,
		    &chk) == PBEM_OK && chk.nerrors == 0 && chk.orders != NULL)
			json_object_set(orders, gp.sides[s], chk.orders);
		sheet_check_free(&chk);
	}
	dice_init_text(&dice, "fuzz_state");
	if (r->resolve(r, state, orders, &dice, &next, &events, &err) == PBEM_OK) {
		if (r->phase(r, next, &next_gp) != PBEM_OK) {
			fprintf(stderr, "fuzz_state: %s refuses the state its "
			    "own resolution made\n", r->id);
			abort();
		}
		look(r, next, events, sides, nsides);
	}
out:
	json_decref(next);
	json_decref(events);
	json_decref(orders);
	json_decref(state);
	return 0;
}

