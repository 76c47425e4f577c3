/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_module_sets.c - the kit's module slots a module fills with
 * tables and functions of its rules (games/module.h, module_state.c):
 * a state that keeps its rules data and no scenario, its game made of
 * that data by the module's rules set (state_schema's rules,
 * rules_set_read) and the rows laid over it, a damaged rules data
 * refused in the reader's words; and the first phase resolved by the
 * deploy slot while the game's turn is 0, every other by resolve.  On a
 * toy module: its state decoded, resolved and written back.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "rules_tables.h"
#include "state_schema.h"

struct toy_rules {
	int turns, reach;
};

struct toy_game {
	int over, turn, moved;
	struct toy_rules r;
	json_t *rules_json;
};

static const struct rules_entry toy_rows[] = {
	{ "defaults", RULES_FIELD(struct toy_rules, turns, "turns", 1, 9) },
	{ "defaults", RULES_FIELD_OR(struct toy_rules, reach, "reach", 0, 5,
	    2) },
};
static const struct rules_set toy_rules_set = RULES_SET(struct toy_rules,
    toy_rows);

static const struct state_node toy_nodes[] = {
	S_CONST("format", "toy-set 1"),
	S_JSON(struct toy_game, rules_json, "rules", STATE_SHARE),
	S_INT(struct toy_game, over, "over", 0, 1),
	S_INT(struct toy_game, turn, "turn", 0,
	    STATE_GAME(struct toy_game, r.turns, 0)),
	S_INT(struct toy_game, moved, "moved", 0, 99),
};
static const struct state_schema toy_schema = {
	.format = "toy-set 1", .title = "toy", .t = toy_nodes,
	.n = STATE_NF(toy_nodes), .rules = &toy_rules_set,
	.rules_at = offsetof(struct toy_game, r),
};

static void
toy_names(const void *g, struct event_names *n)
{
	n->g = g;
}

/* Deployment moves 10, a turn moves the reach; each the turn on. */
static int
toy_deploy(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct toy_game *g = gv;

	(void)orders, (void)d, (void)log, (void)err;
	g->moved += 10;
	g->turn++;
	return PBEM_OK;
}

static int
toy_turn(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct toy_game *g = gv;

	(void)orders, (void)d, (void)log, (void)err;
	g->moved += g->r.reach;
	g->turn++;
	return PBEM_OK;
}

static const struct game_module toy_module = {
	GAME_MODULE_GAME(struct toy_game),
	.state = &toy_schema,
	.event_names = toy_names,
	GAME_MODULE_TURN(struct toy_game, turn),
	.deploy = toy_deploy,
	.resolve = toy_turn,
};
static const struct game_rules toy_rules = {
	.id = "toy", .title = "toy", .module = &toy_module,
	GAME_MODULE_SLOTS,
};

#define STATE(rules, turn)	"{\"format\":\"toy-set 1\",\"moved\":0," \
				    "\"over\":0,\"rules\":{\"defaults\":" \
				    rules "},\"turn\":" turn "}"

/* text resolved once: the new state's "moved" and "turn", or the
 * error's message into msg. */
static int
resolve_once(const char *text, int *moved, int *turn, char *msg, size_t n)
{
	json_t *st = json_loads(text, 0, NULL), *next = NULL, *ev = NULL;
	json_t *orders = json_object();
	struct pbem_err err = { 0 };
	int rc;

	ck_assert_ptr_nonnull(st);
	rc = toy_rules.resolve(&toy_rules, st, orders, NULL, &next, &ev,
	    &err);
	snprintf(msg, n, "%s", rc == PBEM_OK ? "" : err.msg);
	if (rc == PBEM_OK) {
		*moved = (int)json_integer_value(json_object_get(next,
		    "moved"));
		*turn = (int)json_integer_value(json_object_get(next, "turn"));
		/* the rules data kept as it was */
		ck_assert(json_equal(json_object_get(next, "rules"),
		    json_object_get(st, "rules")));
	}
	json_decref(next);
	json_decref(ev);
	json_decref(orders);
	json_decref(st);
	return rc;
}

START_TEST(rules_set_and_deploy)
{
	char msg[256];
	int moved = -1, turn = -1;

	/* turn 0: the deploy slot; then resolve, with the data's reach or
	 * its default */
	ck_assert_int_eq(resolve_once(STATE("{\"turns\":5}", "0"), &moved,
	    &turn, msg, sizeof msg), PBEM_OK);
	ck_assert_int_eq(moved, 10);
	ck_assert_int_eq(turn, 1);
	ck_assert_int_eq(resolve_once(STATE("{\"turns\":5}", "3"), &moved,
	    &turn, msg, sizeof msg), PBEM_OK);
	ck_assert_int_eq(moved, 2);
	ck_assert_int_eq(turn, 4);
	ck_assert_int_eq(resolve_once(STATE("{\"turns\":5,\"reach\":4}", "1"),
	    &moved, &turn, msg, sizeof msg), PBEM_OK);
	ck_assert_int_eq(moved, 4);
	/* the rows' bounds from the rules read: turn at most turns */
	ck_assert_int_ne(resolve_once(STATE("{\"turns\":5}", "6"), &moved,
	    &turn, msg, sizeof msg), PBEM_OK);
	ck_assert_str_eq(msg, "damaged toy state (turn)");
	/* damaged rules data, named by its path */
	ck_assert_int_ne(resolve_once(STATE("{\"turns\":5,\"reach\":9}", "1"),
	    &moved, &turn, msg, sizeof msg), PBEM_OK);
	ck_assert_str_eq(msg, "rules data: defaults.reach: not an integer "
	    "0..5");
	ck_assert_int_ne(resolve_once(STATE("{}", "1"), &moved, &turn, msg,
	    sizeof msg), PBEM_OK);
	ck_assert_str_eq(msg, "rules data: defaults.turns: missing");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("module_sets");
	TCase *tc = tcase_create("sets");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, rules_set_and_deploy);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
