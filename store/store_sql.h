/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_sql.h - the store's own SQL helpers.  Included only by the store's own files:
 * every other layer asks the store a question through store.h, and a
 * test (tests/layout) fails any SQL or sqlite3_ call outside store/.
 */
#ifndef PBEM_STORE_SQL_H
#define PBEM_STORE_SQL_H

#include <sqlite3.h>

/* Run one statement with bound parameters.  `types` has one letter per
 * parameter: 't' const char * (NULL = SQL NULL), 'i' long long,
 * 'b' const void * followed by size_t. */
int store_exec(sqlite3 *db, const char *sql, const char *types, ...);
/* Prepare and bind; the caller steps and finalizes. */
int store_query(sqlite3 *db, sqlite3_stmt **st, const char *sql,
    const char *types, ...);
/* Copy column `col` as text into out (size n), "" for NULL. */
void store_col_text(sqlite3_stmt *st, int col, char *out, size_t n);
/* Column `col` as a malloc'd NUL-terminated string (never NULL unless
 * out of memory); *len gets its length when len is not NULL. */
char *store_col_dup(sqlite3_stmt *st, int col, size_t *len);

/* The one integer a statement selects: PBEM_ERR_NOTFOUND when it
 * selects no row, PBEM_ERR_DB on failure. */
int store_one_int(sqlite3 *db, long long *out, const char *sql,
    const char *types, ...);

#endif
