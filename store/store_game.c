/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_game.c - games and their players (see store.h). */
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "store_sql.h"

int
store_game_insert(sqlite3 *db, const struct game_rec *g, const char *scenario,
    const char *rules_data)
{
	return store_exec(db, "INSERT INTO game(id, rules, status, scenario,"
	    " rules_data, referee_email, referee_fpr, created)"
	    " VALUES(?,?,?,?,?,?,?,?)", "ttttttti", g->id, g->rules, g->status, scenario, rules_data,
	    g->referee_email[0] ? g->referee_email : NULL,
	    g->referee_fpr[0] ? g->referee_fpr : NULL,
	    (long long)g->created);
}

static void
game_from_row(sqlite3_stmt *st, struct game_rec *g)
{
	memset(g, 0, sizeof *g);
	store_col_text(st, 0, g->id, sizeof g->id);
	store_col_text(st, 1, g->rules, sizeof g->rules);
	store_col_text(st, 2, g->status, sizeof g->status);
	store_col_text(st, 3, g->referee_email, sizeof g->referee_email);
	store_col_text(st, 4, g->referee_fpr, sizeof g->referee_fpr);
	store_col_text(st, 5, g->result, sizeof g->result);
	g->created = (time_t)sqlite3_column_int64(st, 6);
}

#define GAME_COLS "id, rules, status, referee_email, referee_fpr, result, created"

int
store_game_get(sqlite3 *db, const char *id, struct game_rec *g)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT " GAME_COLS " FROM game WHERE id=?",
	    "t", id) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		game_from_row(st, g);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_game_texts(sqlite3 *db, const char *id, char **scenario,
    char **rules_data)
{
	sqlite3_stmt *st;
	int rc;

	*scenario = *rules_data = NULL;
	if (store_query(db, &st, "SELECT scenario, rules_data FROM game"
	    " WHERE id=?", "t", id) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*scenario = store_col_dup(st, 0, NULL);
		*rules_data = store_col_dup(st, 1, NULL);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
	if (*scenario == NULL || *rules_data == NULL) {
		free(*scenario);
		free(*rules_data);
		*scenario = *rules_data = NULL;
		return PBEM_ERR_NOMEM;
	}
	return PBEM_OK;
}

int
store_game_set_status(sqlite3 *db, const char *id, const char *status,
    const char *result)
{
	return store_exec(db, "UPDATE game SET status=?, result=? WHERE id=?",
	    "ttt", status, result, id);
}

int
store_game_each(sqlite3 *db, int (*fn)(const struct game_rec *, void *),
    void *arg)
{
	sqlite3_stmt *st;
	struct game_rec g;
	int rc, r = PBEM_OK;

	if (store_query(db, &st, "SELECT " GAME_COLS " FROM game ORDER BY id",
	    "") != PBEM_OK)
		return PBEM_ERR_DB;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		game_from_row(st, &g);
		if ((r = fn(&g, arg)) != 0)
			break;
	}
	sqlite3_finalize(st);
	if (r != 0)
		return r;
	return rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_game_each_due(sqlite3 *db, long long now,
    int (*fn)(const struct game_rec *, void *), void *arg)
{
	sqlite3_stmt *st;
	struct game_rec g;
	int rc, r = PBEM_OK;

	/* Running games not known to sleep past now (game_wake, kept by
	 * src/trigger.c; any change to a game sets it to 0 through the
	 * schema's sqlite triggers, store.c). */
	if (store_query(db, &st, "SELECT " GAME_COLS " FROM game WHERE"
	    " status='running' AND NOT EXISTS (SELECT 1 FROM game_wake w"
	    " WHERE w.game=game.id AND (w.at IS NULL OR w.at > ?))"
	    " ORDER BY id", "i", now) != PBEM_OK)
		return PBEM_ERR_DB;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		game_from_row(st, &g);
		if ((r = fn(&g, arg)) != 0)
			break;
	}
	sqlite3_finalize(st);
	if (r != 0)
		return r;
	return rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_game_wake_set(sqlite3 *db, const char *game, long long at)
{
	return at < 0 ? store_exec(db, "INSERT OR REPLACE INTO game_wake(game,"
	    " at) VALUES(?, NULL)", "t", game) : store_exec(db, "INSERT OR"
	    " REPLACE INTO game_wake(game, at) VALUES(?,?)", "ti", game, at);
}

int
store_player_add(sqlite3 *db, const struct player_rec *p)
{
	return store_exec(db, "INSERT INTO player(game, side, email, fpr)"
	    " VALUES(?,?,?,?)", "tttt", p->game, p->side, p->email, p->fpr);
}

static int
player_one(sqlite3 *db, const char *sql, const char *a, const char *b,
    struct player_rec *p)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, sql, "tt", a, b) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		memset(p, 0, sizeof *p);
		store_col_text(st, 0, p->game, sizeof p->game);
		store_col_text(st, 1, p->side, sizeof p->side);
		store_col_text(st, 2, p->email, sizeof p->email);
		store_col_text(st, 3, p->fpr, sizeof p->fpr);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_player_get(sqlite3 *db, const char *game, const char *side,
    struct player_rec *p)
{
	return player_one(db, "SELECT game, side, email, fpr FROM player"
	    " WHERE game=? AND side=?", game, side, p);
}

int
store_player_by_fpr(sqlite3 *db, const char *game, const char *fpr,
    struct player_rec *p)
{
	return player_one(db, "SELECT game, side, email, fpr FROM player"
	    " WHERE game=? AND fpr=?", game, fpr, p);
}

int
store_player_count(sqlite3 *db, const char *game)
{
	sqlite3_stmt *st;
	int n = -1;

	if (store_query(db, &st, "SELECT count(*) FROM player WHERE game=?",
	    "t", game) != PBEM_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

int
store_game_finish(sqlite3 *db, const char *id, const char *result,
    const char *final_state)
{
	return store_exec(db, "UPDATE game SET status='over', result=?,"
	    " final_state=? WHERE id=?", "ttt", result, final_state, id);
}

int
store_game_final_state(sqlite3 *db, const char *id, char **state)
{
	sqlite3_stmt *st;
	int rc;

	*state = NULL;
	if (store_query(db, &st, "SELECT final_state FROM game WHERE id=?"
	    " AND final_state IS NOT NULL", "t", id) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*state = store_col_dup(st, 0, NULL);
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
	return *state ? PBEM_OK : PBEM_ERR_NOMEM;
}

int
store_player_set_key(sqlite3 *db, const char *game, const char *side,
    const char *email, const char *fpr)
{
	if (store_exec(db, "UPDATE player SET email=?, fpr=? WHERE game=? AND"
	    " side=?", "tttt", email, fpr, game, side) != PBEM_OK ||
	    store_exec(db, "UPDATE reliability SET streak=0 WHERE game=? AND"
	    " side=?", "tt", game, side) != PBEM_OK)
		return PBEM_ERR_DB;
	return PBEM_OK;
}
