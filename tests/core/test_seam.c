/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_seam.c - the contract every rules module keeps with the core,
 * checked for every module in the registry:
 *   - a state means the same after the core stores it (json_dumps with
 *     sorted keys, then json_loads): same phase, same reports, same
 *     verdict on the example sheets (a module that numbers its tables in
 *     object order breaks this);
 *   - resolve is deterministic: the same seed twice gives byte-identical
 *     state and events;
 *   - the shipped example sheets of the first phase parse without error;
 *   - draw() (if the module draws) gives the same drawing for a state and
 *     its stored copy, for every side and the referee.
 *   - the sheet each side is sent, ready to edit, parses as it stands
 *     and tells no secret.
 *   - the kit's game struct of the module (game_module_new, _over,
 *     _free) reads the stored "over" as the module means it.
 *   - the module's stored state is covered: its own decode and
 *     encode, or a state description (game_module_check); a module
 *     with neither is refused by name, and decoding its state fails
 *     instead of calling NULL (the negative control below).
 * usage: test_seam DATADIR
 */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "dice.h"
#include "module.h"
#include "phase.h"
#include "util.h"

static int failures;

#define CHECK(c, ...) do { if (!(c)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static json_t *
roundtrip(const json_t *s)
{
	char *d = game_state_dump(s);
	json_t *r = d ? json_loads(d, 0, NULL) : NULL;

	free(d);
	return r;
}

/* The drawing of one view as sorted compact JSON; NULL if none. */
static char *
drawing_dump(const struct game_rules *r, const json_t *st, const json_t *ev,
    const char *side)
{
	struct drawing *d = malloc(sizeof *d);
	json_t *j = NULL;
	char *s = NULL;

	if (d == NULL)
		return NULL;
	drawing_init(d, "unit", 1, 1, 1);
	if (r->draw(r, st, ev, side, d) == PBEM_OK &&
	    drawing_to_json(d, &j) == PBEM_OK)
		s = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);
	json_decref(j);
	drawing_free(d);
	free(d);
	return s;
}

static char *
first_scenario(const char *datadir, const char *id)
{
	char dir[1024], *best = NULL;
	struct dirent *e;
	DIR *d;

	snprintf(dir, sizeof dir, "%s/games/%s/scenarios", datadir, id);
	if ((d = opendir(dir)) == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (best == NULL || strcmp(e->d_name, best) < 0) {
			free(best);
			best = strdup(e->d_name);
		}
	}
	closedir(d);
	return best;
}

/*
 * The sheet a side is sent (sheet_template, between the envelope and
 * END) is a sheet as it stands: every line a comment, so it parses
 * without error; it names no secret of that side (secrets()); and a line
 * taken out of its comment reads as an order form of the module's own.
 */
/* Does text hold tok as a word of its own (no letter or digit either
 * side)?  A hidden unit G2 is not named by a vehicle's MG2= field. */
static int
names_word(const char *text, const char *tok)
{
	const char *p;
	size_t n = strlen(tok);

	for (p = text; n > 0 && (p = strstr(p, tok)) != NULL; p++)
		if ((p == text || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

static void
check_sheet_template(const struct game_rules *r, const json_t *st,
    const char *side)
{
	struct sheet_check c;
	struct buf b, lesson;
	json_t *tokens = NULL, *none = json_array();
	size_t i;
	const char *tok;

	if (r->sheet_template == NULL) {
		json_decref(none);
		return;
	}
	buf_init(&b, 1 << 20);
	buf_init(&lesson, 1 << 20);
	CHECK(r->sheet_template(r, st, side, &b, &lesson) == PBEM_OK,
	    "%s: sheet_template for %s failed", r->id, side);
	CHECK(b.len > 0 && lesson.len > 0, "%s: no sheet or no lesson for %s",
	    r->id, side);
	sheet_check_init(&c);
	r->parse_sheet(r, st, side, buf_str(&b), b.len, 6, &c);
	CHECK(c.nerrors == 0, "%s: %s's sheet as sent does not parse: line "
	    "%d: %s", r->id, side, c.errors[0].line, c.errors[0].msg);
	sheet_check_free(&c);
	if (r->secrets(r, st, none, side, &tokens) == PBEM_OK)
		for (i = 0; i < json_array_size(tokens); i++) {
			tok = json_string_value(json_array_get(tokens, i));
			CHECK(tok == NULL || (!names_word(buf_str(&b), tok) &&
			    !names_word(buf_str(&lesson), tok)), "%s: %s's "
			    "sheet or lesson names the secret %s", r->id, side,
			    tok);
		}
	json_decref(tokens);
	json_decref(none);
	buf_free(&b);
	buf_free(&lesson);
}

/* The game ended or not, as the kit reads the module's struct. */
static int
kit_over(const struct game_rules *r, const json_t *state)
{
	struct pbem_err err = { 0 };
	void *g = game_module_new(r->module);
	int over = -1;

	if (g != NULL &&
	    game_module_decode(r->module, state, g, &err) == PBEM_OK)
		over = game_module_over(r->module, g);
	game_module_free(r->module, g);
	return over;
}

/* The opening is under way; the same state marked over (where the
 * module keeps "over" at the top of its state) has ended. */
static void
check_kit_game(const struct game_rules *r, const json_t *s1)
{
	json_t *ended = json_deep_copy(s1);
	const json_t *over = json_object_get(s1, "over");

	CHECK(kit_over(r, s1) == 0, "%s: the kit reads the opening as "
	    "ended (or cannot decode it)", r->id);
	CHECK(ended != NULL, "%s: out of memory", r->id);
	if (ended != NULL && over != NULL) {
		json_object_set_new(ended, "over", json_is_boolean(over) ?
		    json_true() : json_integer(1));
		CHECK(kit_over(r, ended) == 1, "%s: the kit does not read a "
		    "stored \"over\"", r->id);
	}
	json_decref(ended);
}

static void
check_module(const struct game_rules *r, const char *datadir)
{
	char path[1024], *sc = NULL, *rd = NULL, *name, *sheet = NULL;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], lower[GAME_NAME_LEN];
	struct pbem_err err = { 0 };
	struct game_phase gp1, gp2;
	struct sheet_check c1, c2;
	struct buf b1, b2;
	struct dice d;
	size_t sl, rl, hl;
	json_t *s1 = NULL, *s2 = NULL, *orders, *n1 = NULL, *n2 = NULL;
	json_t *e1 = NULL, *e2 = NULL, *none = json_array();
	char *x1, *x2;
	int n, i;

	if ((name = first_scenario(datadir, r->id)) == NULL) {
		CHECK(0, "%s ships no scenario", r->id);
		json_decref(none);
		return;
	}
	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", datadir,
	    r->id, name);
	free(name);
	util_read_file(path, 1 << 20, &sc, &sl, NULL);
	snprintf(path, sizeof path, "%s/games/%s/rules.json", datadir, r->id);
	util_read_file(path, 1 << 20, &rd, &rl, NULL);
	CHECK(sc && rd, "%s: scenario or rules.json unreadable", r->id);
	if (!sc || !rd || r->scenario_load(r, sc, sl, rd, rl, &s1, &err) !=
	    PBEM_OK) {
		CHECK(0, "%s: scenario_load: %s", r->id, err.msg);
		goto out;
	}
	s2 = roundtrip(s1);
	check_kit_game(r, s1);
	CHECK(r->phase(r, s1, &gp1) == PBEM_OK && r->phase(r, s2, &gp2) == PBEM_OK &&
	    memcmp(&gp1, &gp2, sizeof gp1) == 0, "%s: phase differs after a "
	    "store", r->id);
	n = r->sides(r, s1, sides, GAME_MAX_SIDES);
	CHECK(n >= 2, "%s: fewer than two sides", r->id);
	orders = json_object();
	for (i = 0; i < n; i++) {
		buf_init(&b1, 1 << 22);
		buf_init(&b2, 1 << 22);
		r->report(r, s1, none, sides[i], &b1);
		r->report(r, s2, none, sides[i], &b2);
		CHECK(strcmp(buf_str(&b1), buf_str(&b2)) == 0, "%s: %s's "
		    "report differs after a store", r->id, sides[i]);
		buf_free(&b1);
		buf_free(&b2);
		check_sheet_template(r, s1, sides[i]);
		snprintf(lower, sizeof lower, "%s", sides[i]);
		util_lower(lower);
		snprintf(path, sizeof path, "%s/games/%s/examples/%s-%s.txt",
		    datadir, r->id, gp1.kind, lower);
		if (util_read_file(path, 1 << 20, &sheet, &hl, NULL) != PBEM_OK)
			continue;
		sheet_check_init(&c1);
		sheet_check_init(&c2);
		r->parse_sheet(r, s1, sides[i], sheet, hl, 6, &c1);
		r->parse_sheet(r, s2, sides[i], sheet, hl, 6, &c2);
		CHECK(c1.nerrors == 0, "%s: example %s has errors: line %d: %s",
		    r->id, path, c1.errors[0].line, c1.errors[0].msg);
		CHECK(c2.nerrors == c1.nerrors && strcmp(buf_str(&c1.understood),
		    buf_str(&c2.understood)) == 0, "%s: %s parses differently "
		    "after a store", r->id, path);
		if (c1.orders)
			json_object_set(orders, sides[i], c1.orders);
		sheet_check_free(&c1);
		sheet_check_free(&c2);
		free(sheet);
		sheet = NULL;
	}
	dice_init_text(&d, "seam");
	CHECK(r->resolve(r, s1, orders, &d, &n1, &e1, &err) == PBEM_OK, "%s: "
	    "resolve: %s", r->id, err.msg);
	dice_init_text(&d, "seam");
	CHECK(r->resolve(r, s2, orders, &d, &n2, &e2, &err) == PBEM_OK, "%s: "
	    "resolve after a store: %s", r->id, err.msg);
	if (n1 && n2) {
		x1 = game_state_dump(n1);
		x2 = game_state_dump(n2);
		CHECK(x1 && x2 && strcmp(x1, x2) == 0, "%s: resolve differs "
		    "for the same seed and a stored state", r->id);
		free(x1);
		free(x2);
		x1 = game_state_dump(e1);
		x2 = game_state_dump(e2);
		CHECK(x1 && x2 && strcmp(x1, x2) == 0, "%s: events differ",
		    r->id);
		free(x1);
		free(x2);
		for (i = -1; r->draw != NULL && i < n; i++) {
			json_t *rt = roundtrip(n1);

			x1 = drawing_dump(r, n1, e1, i < 0 ? NULL : sides[i]);
			x2 = drawing_dump(r, rt, e2, i < 0 ? NULL : sides[i]);
			json_decref(rt);
			CHECK(x1 && x2 && strcmp(x1, x2) == 0, "%s: %s's "
			    "drawing differs after a store", r->id, i < 0 ?
			    "the referee" : sides[i]);
			free(x1);
			free(x2);
		}
	}
	json_decref(orders);
	printf("%s: checked\n", r->id);
out:
	json_decref(s1);
	json_decref(s2);
	json_decref(n1);
	json_decref(n2);
	json_decref(e1);
	json_decref(e2);
	json_decref(none);
	free(sc);
	free(rd);
}

/* Toy modules the check must refuse: no way to store the state at all,
 * a decode without its encode. */
struct toy_game {
	int over;
};

static int
toy_decode(const json_t *state, void *g, struct pbem_err *err)
{
	(void)state;
	(void)g;
	(void)err;
	return PBEM_OK;
}

static const struct game_module toy_none = {
	GAME_MODULE_GAME(struct toy_game),
};
static const struct game_module toy_half = {
	GAME_MODULE_GAME(struct toy_game),
	.decode = toy_decode,
};

static void
check_state_slots_refused(void)
{
	const struct game_rules none = { .id = "toy-none",
		.module = &toy_none };
	const struct game_rules half = { .id = "toy-half",
		.module = &toy_half };
	struct pbem_err err = { 0 };
	json_t *st = json_pack("{s:s}", "format", "toy 1");
	void *g = game_module_new(&toy_none);

	CHECK(game_module_check(&none, &err) == PBEM_ERR_STATE &&
	    strstr(err.msg, "toy-none") != NULL && strstr(err.msg,
	    "neither decode nor state") != NULL, "a module with neither "
	    "decode nor state passed: %s", err.msg);
	CHECK(game_module_check(&half, &err) == PBEM_ERR_STATE &&
	    strstr(err.msg, "toy-half") != NULL, "a module with decode but "
	    "no encode passed: %s", err.msg);
	CHECK(g != NULL && game_module_decode(&toy_none, st, g, &err) ==
	    PBEM_ERR_STATE, "a state of a module without a decoder decoded");
	CHECK(g != NULL && game_module_encode(&toy_none, g) == NULL,
	    "a module without an encoder encoded");
	game_module_free(&toy_none, g);
	json_decref(st);
}

/* A toy with a sight slot: the kit sights before a sheet is read, and
 * before and after a resolution; one that fails stores nothing.  The
 * toy's state keeps how often it was sighted ("sights")
 * and what parse and resolve saw ("saw"). */
struct sight_game {
	int over, sights, saw, fail;
};

static int
sight_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct sight_game *g = gv;

	(void)err;
	g->fail = json_is_true(json_object_get(state, "fail"));
	return PBEM_OK;
}

static json_t *
sight_encode(const void *gv)
{
	const struct sight_game *g = gv;

	return json_pack("{s:i,s:i}", "sights", g->sights, "saw", g->saw);
}

static void
sight_names(const void *g, struct event_names *n)
{
	(void)g;
	(void)n;
}

static void
sight_count(void *gv)
{
	((struct sight_game *)gv)->sights++;
}

static int
sight_parse(void *gv, int side, const char *text, size_t len, int first,
    struct sheet_check *out)
{
	struct sight_game *g = gv;

	(void)side, (void)text, (void)len, (void)first, (void)out;
	g->saw = g->sights;
	return PBEM_OK;
}

static int
sight_resolve(void *gv, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err)
{
	struct sight_game *g = gv;

	(void)orders, (void)dice, (void)log;
	g->saw = g->sights;
	return g->fail ? pbem_fail(err, PBEM_ERR_STATE, 0, "toy") : PBEM_OK;
}

static const struct game_module toy_sight = {
	GAME_MODULE_GAME(struct sight_game),
	.decode = sight_decode, .encode = sight_encode,
	.event_names = sight_names, .sight = sight_count,
	.parse = sight_parse, .resolve = sight_resolve,
};

static void
check_sight_slot(void)
{
	const struct game_rules toy = { .id = "toy-sight",
		.module = &toy_sight, GAME_MODULE_SLOTS };
	struct sight_game g = { 0 };
	struct sheet_check out;
	struct pbem_err err = { 0 };
	struct dice d;
	json_t *st = json_object(), *bad = json_pack("{s:b}", "fail", 1);
	json_t *ns = NULL, *ev = NULL;

	memset(&out, 0, sizeof out);
	dice_init_text(&d, "sight");
	CHECK(game_module_parse(&toy_sight, &g, 0, "", 0, 1, &out) ==
	    PBEM_OK && g.saw == 1 && g.sights == 1, "the sheet was read "
	    "before the sides' sight was made (saw %d)", g.saw);
	CHECK(toy.resolve(&toy, st, NULL, &d, &ns, &ev, &err) == PBEM_OK &&
	    json_integer_value(json_object_get(ns, "saw")) == 1 &&
	    json_integer_value(json_object_get(ns, "sights")) == 2,
	    "a resolution was not sighted before and after: %s", err.msg);
	json_decref(ns);
	json_decref(ev);
	ns = NULL;
	CHECK(toy.resolve(&toy, bad, NULL, &d, &ns, &ev, &err) ==
	    PBEM_ERR_STATE && ns == NULL, "a failed resolution stored a "
	    "state");
	json_decref(st);
	json_decref(bad);
}

/* The kit's side_index for a game that keeps its sides' names
 * (GAME_MODULE_SIDES): case ignored, -1 for a side it lacks. */
struct sides_game {
	int over;
	char side[2][GAME_NAME_LEN];
};
static const struct game_module toy_sides = {
	GAME_MODULE_SIDES(struct sides_game, side),
};

static void
check_sides_default(void)
{
	struct sides_game g = { 0, { "NORTH", "SOUTH" } };

	CHECK(game_module_side_index(&toy_sides, &g, "south") == 1 &&
	    game_module_side_index(&toy_sides, &g, "NORTH") == 0,
	    "a side by its name not found");
	CHECK(game_module_side_index(&toy_sides, &g, "EAST") == -1 &&
	    game_module_side_index(&toy_sides, &g, NULL) == -1,
	    "a side the game lacks found");
}

/* Events that name units by their ids, where GAME_MODULE_UNIT_IDS
 * says (no event_names slot): the sides, the turn read at each event,
 * each unit's id; a module with neither is refused. */
struct ids_unit {
	int hp;
	char id[8];
};
struct ids_game {
	int over, turn, nunits;
	char side[2][GAME_NAME_LEN];
	struct ids_unit u[3];
};
static const struct game_module toy_ids = {
	GAME_MODULE_SIDES(struct ids_game, side),
	GAME_MODULE_UNIT_IDS(struct ids_game, turn, u, nunits, id),
	.decode = sight_decode, .encode = sight_encode,
};
static const struct game_module toy_no_names = {
	GAME_MODULE_SIDES(struct ids_game, side),
	.decode = sight_decode, .encode = sight_encode,
};

static void
check_unit_ids(void)
{
	struct ids_game g = { 0, 3, 2, { "NORTH", "SOUTH" },
		{ { 1, "A1" }, { 2, "B7" }, { 0, "" } } };
	const struct game_rules ids = { .id = "toy-ids", .module = &toy_ids },
	    none = { .id = "toy-no-names", .module = &toy_no_names };
	struct event_log log;
	struct pbem_err err = { 0 };
	const char *text;

	CHECK(game_module_check(&ids, &err) == PBEM_OK, "%s", err.msg);
	CHECK(game_module_check(&none, &err) == PBEM_ERR_STATE &&
	    strstr(err.msg, "neither event_names nor unit ids") != NULL,
	    "a module naming no units passed: %s", err.msg);
	event_log_init(&log);
	game_module_event_names(&toy_ids, &g, &log.names);
	CHECK(log.names.nsides == 2 && strcmp(log.names.side[1], "SOUTH") ==
	    0 && *log.names.turn == 3, "the sides or the turn misnamed");
	g.turn = 4;
	event_say(&log, EVENT_V_SIDE(1), "%U and %U meet", 1, 0);
	text = json_string_value(json_object_get(json_array_get(log.events,
	    0), "text"));
	CHECK(json_array_size(log.events) == 1 && text != NULL &&
	    strcmp(text, "B7 and A1 meet") == 0, "the units misnamed: %s",
	    text ? text : "(none)");
	CHECK(json_integer_value(json_object_get(json_array_get(log.events,
	    0), "turn")) == 4, "the turn was not read at the event");
	json_decref(log.events);
}

/* A module's rules revisions (game.h) run 2, 3, ... in order, each
 * saying what changed. */
static void
check_revisions(const struct game_rules *r)
{
	const struct game_revision *v;
	int want = 2;

	for (v = r->revisions; v != NULL && v->change != NULL; v++, want++)
		CHECK(v->revision == want && *v->change != '\0', "%s: rules "
		    "revision %d (expected %d, with what changed)", r->id,
		    v->revision, want);
}

int
main(int argc, char **argv)
{
	const struct game_rules *const *r;

	if (argc != 2) {
		fprintf(stderr, "usage: test_seam DATADIR\n");
		return 2;
	}
	for (r = game_rules_all(); *r; r++) {
		struct pbem_err err = { 0 };

		CHECK(game_module_check(*r, &err) == PBEM_OK, "%s", err.msg);
		check_module(*r, argv[1]);
		check_revisions(*r);
	}
	check_state_slots_refused();
	check_sight_slot();
	check_sides_default();
	check_unit_ids();
	return failures ? 1 : 0;
}
