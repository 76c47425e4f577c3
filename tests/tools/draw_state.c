/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * draw_state.c - look at a side's picture: a state (and its events) through
 * a rules module's draw() slot and the engine's renderer, into a PNG and,
 * optionally, the drawing's JSON.  A test tool, not a pbemd command.
 *
 *   draw_state [opts] RULES STATE.json OUT.png
 *   draw_state [opts] --scenario FILE [--phases N] RULES OUT.png
 *   draw_state [opts] --home DIR GAME SEQ OUT.png
 *
 * --side SIDE (default: the referee), --events FILE (with STATE.json),
 * --json FILE (the drawing as JSON), --phases N (resolve N phases of the
 * scenario with no orders, dice seeded by --seed TEXT), --max-bytes N,
 * --max-side N, --token N (a token's pixels: the scale), --no-legend (as
 * an end mail's field).  With --home, the picture is the report after
 * phase SEQ: the state the next phase opened with (or the final state)
 * and SEQ's events.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "home.h"
#include "phase.h"
#include "render.h"
#include "store.h"
#include "util.h"

static const char *side, *events_file, *json_file, *seed = "draw-state";
static const char *scenario;
static long max_bytes, max_side, token_px;
static int phases, no_legend;

static int
usage(void)
{
	fprintf(stderr, "usage: draw_state [--side S] [--events F] [--json F] "
	    "[--max-bytes N] [--max-side N] [--token N] [--no-legend]\n"
	    "       RULES STATE.json OUT.png\n"
	    "       draw_state [opts] --scenario FILE [--phases N] [--seed T] "
	    "RULES OUT.png\n"
	    "       draw_state [opts] --home DIR GAME SEQ OUT.png\n");
	return 2;
}

static json_t *
load_json(const char *path)
{
	json_error_t je;
	json_t *j = json_load_file(path, 0, &je);

	if (j == NULL)
		fprintf(stderr, "%s:%d: %s\n", path, je.line, je.text);
	return j;
}

/* The opening state of a shipped or given scenario, then n phases with
 * no orders. */
static int
from_scenario(const struct game_rules *r, json_t **state, json_t **events)
{
	char path[1024], *sc = NULL, *rd = NULL;
	struct pbem_err err = { 0 };
	struct dice d;
	size_t sl, rl;
	json_t *next, *ev, *none = json_object();
	int i, rc;

	snprintf(path, sizeof path, "%s/games/%s/rules.json", PBEMD_SRC, r->id);
	if ((rc = util_read_file(scenario, PBEM_MAX_SCENARIO, &sc, &sl,
	    &err)) != PBEM_OK || (rc = util_read_file(path, PBEM_MAX_SCENARIO,
	    &rd, &rl, &err)) != PBEM_OK ||
	    (rc = r->scenario_load(r, sc, sl, rd, rl, state, &err)) != PBEM_OK) {
		fprintf(stderr, "draw_state: %s\n", err.msg);
		goto out;
	}
	*events = json_array();
	dice_init_text(&d, seed);
	for (i = 0; i < phases; i++) {
		if ((rc = r->resolve(r, *state, none, &d, &next, &ev,
		    &err)) != PBEM_OK) {
			fprintf(stderr, "draw_state: phase %d: %s\n", i + 1,
			    err.msg);
			goto out;
		}
		json_decref(*state);
		json_decref(*events);
		*state = next;
		*events = ev;
	}
out:
	json_decref(none);
	free(sc);
	free(rd);
	return rc;
}

static int
from_home(const char *dir, const char *game, int seq,
    const struct game_rules **r, json_t **state, json_t **events)
{
	struct pbem_err err = { 0 };
	struct phase_rec p, next;
	struct game_rec gr;
	struct home h;
	char *fin = NULL;
	int rc;

	memset(&p, 0, sizeof p);
	memset(&next, 0, sizeof next);
	if ((rc = home_open(&h, dir, &err)) != PBEM_OK) {
		fprintf(stderr, "draw_state: %s\n", err.msg);
		return rc;
	}
	if ((rc = store_game_get(h.db, game, &gr)) != PBEM_OK ||
	    (*r = game_rules_find(gr.rules)) == NULL ||
	    (rc = store_phase_get(h.db, game, seq, &p)) != PBEM_OK ||
	    p.events == NULL) {
		fprintf(stderr, "draw_state: no resolved phase %d of %s\n", seq,
		    game);
		rc = rc ? rc : PBEM_ERR_NOTFOUND;
		goto out;
	}
	if (store_phase_get(h.db, game, seq + 1, &next) == PBEM_OK)
		*state = json_loads(next.state, 0, NULL);
	else if (store_game_final_state(h.db, game, &fin) == PBEM_OK && fin)
		*state = json_loads(fin, 0, NULL);
	*events = json_loads(p.events, 0, NULL);
	rc = *state && *events ? PBEM_OK : PBEM_ERR_PARSE;
out:
	free(fin);
	phase_rec_free(&p);
	phase_rec_free(&next);
	home_close(&h);
	return rc;
}

static int
draw(const struct game_rules *r, const json_t *state, const json_t *events,
    const char *out)
{
	struct render_opts o;
	struct render_info info;
	struct pbem_err err = { 0 };
	struct drawing *d = malloc(sizeof *d);
	struct buf png;
	json_t *j = NULL;
	FILE *f;
	int rc;

	render_defaults(&o);
	if (max_bytes > 0)
		o.max_bytes = (size_t)max_bytes;
	if (max_side > 0)
		o.max_side = (int)max_side;
	if (token_px > 0)
		o.token_px = o.min_token_px = (int)token_px;
	o.no_legend = no_legend;
	buf_init(&png, PBEM_MAX_PICTURE);
	if (d == NULL || r->draw == NULL)
		return PBEM_ERR_NOTFOUND;
	drawing_init(d, "unit", 1, 1, 1);
	if ((rc = r->draw(r, state, events, side, d)) != PBEM_OK) {
		fprintf(stderr, "draw_state: draw: %s\n", pbem_strerror(rc));
		goto out;
	}
	if (json_file != NULL && ((rc = drawing_to_json(d, &j)) != PBEM_OK ||
	    json_dump_file(j, json_file, JSON_SORT_KEYS | JSON_INDENT(1)))) {
		fprintf(stderr, "draw_state: cannot write %s\n", json_file);
		rc = rc ? rc : PBEM_ERR_IO;
		goto out;
	}
	if ((rc = render_png(d, &o, &png, &info, &err)) != PBEM_OK) {
		fprintf(stderr, "draw_state: render: %s\n", err.msg);
		goto out;
	}
	if ((f = fopen(out, "wb")) == NULL || fwrite(png.data, 1, png.len,
	    f) != png.len || fclose(f) != 0) {
		fprintf(stderr, "draw_state: cannot write %s\n", out);
		rc = PBEM_ERR_IO;
		goto out;
	}
	printf("%s: %dx%d, %zu bytes, token %d px, %d item%s, %d inset%s%s\n",
	    out, info.width, info.height, png.len, info.token_px, d->nitems,
	    d->nitems == 1 ? "" : "s", info.insets, info.insets == 1 ? "" :
	    "s", info.tries > 1 ? " (scaled down)" : "");
out:
	json_decref(j);
	buf_free(&png);
	drawing_free(d);
	free(d);
	return rc;
}

int
main(int argc, char **argv)
{
	const struct game_rules *r = NULL;
	json_t *state = NULL, *events = NULL;
	const char *home = NULL;
	int i, rc;

	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		if (strcmp(argv[i], "--no-legend") == 0) {
			no_legend = 1;	/* the one option with no value */
			continue;
		}
		if (i + 1 >= argc)
			return usage();
		if (strcmp(argv[i], "--side") == 0)
			side = argv[++i];
		else if (strcmp(argv[i], "--events") == 0)
			events_file = argv[++i];
		else if (strcmp(argv[i], "--json") == 0)
			json_file = argv[++i];
		else if (strcmp(argv[i], "--scenario") == 0)
			scenario = argv[++i];
		else if (strcmp(argv[i], "--phases") == 0)
			phases = atoi(argv[++i]);
		else if (strcmp(argv[i], "--seed") == 0)
			seed = argv[++i];
		else if (strcmp(argv[i], "--max-bytes") == 0)
			max_bytes = atol(argv[++i]);
		else if (strcmp(argv[i], "--max-side") == 0)
			max_side = atol(argv[++i]);
		else if (strcmp(argv[i], "--token") == 0)
			token_px = atol(argv[++i]);
		else if (strcmp(argv[i], "--home") == 0)
			home = argv[++i];
		else
			return usage();
	}
	if (home != NULL) {
		if (argc - i != 3)
			return usage();
		rc = from_home(home, argv[i], atoi(argv[i + 1]), &r, &state,
		    &events);
		i += 2;
	} else {
		if (argc - i != (scenario ? 2 : 3) ||
		    (r = game_rules_find(argv[i])) == NULL)
			return usage();
		if (scenario != NULL)
			rc = from_scenario(r, &state, &events);
		else {
			state = load_json(argv[++i]);
			events = events_file ? load_json(events_file) :
			    json_array();
			rc = state && events ? PBEM_OK : PBEM_ERR_PARSE;
		}
		i++;
	}
	if (rc == PBEM_OK)
		rc = draw(r, state, events, argv[i]);
	json_decref(state);
	json_decref(events);
	return rc == PBEM_OK ? 0 : 1;
}
