/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_leak.c - hidden information stays hidden.
 *
 * After a whole game (pbemd demo --keep HOME), every mail queued for a
 * side is checked against what the rules module says that side must not
 * know at that moment (game_rules.secrets: real ids of enemy units, cells
 * of unseen enemies, unrevealed leaders...).  Reports are checked against
 * the state after their phase; receipts, refusals and notices against
 * the state of the phase open when they were answered (their outbox seq:
 * store_phase_answering; one that names no phase fails the test).  And no view before the end counts what its
 * side has not seen: it reads the same with every never-sighted enemy
 * unit gone (check_counts).  A referee's amendment mail (kind "amend")
 * is checked against the state that amendment left and its events,
 * both re-derived from the amendment records by re-applying them (the
 * command's rows share the second the mail was queued in).  In a
 * campaign's battle the end mails are checked too: its end reveals
 * nothing a side's forces did not see (game_end_seal).  The test
 * fails if nothing was checked.
 *
 * usage: test_leak HOME GAME
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "home.h"
#include "phase.h"
#include "store.h"
#include "store/store_campaign.h"
#include "store/store_sql.h"

static int failures, tokens_checked, mails_checked, amend_mails;

static json_t *
state_after(struct home *h, const char *game, int seq, json_t **events)
{
	struct phase_rec p;
	char *fin;
	json_t *s = NULL;

	*events = NULL;
	if (seq > 0 && store_phase_get(h->db, game, seq, &p) == PBEM_OK) {
		*events = json_loads(p.events, 0, NULL);
		phase_rec_free(&p);
	}
	if (*events == NULL)
		*events = json_array();
	if (store_phase_get(h->db, game, seq + 1, &p) == PBEM_OK) {
		s = json_loads(p.state, 0, NULL);
		phase_rec_free(&p);
	} else if (store_game_final_state(h->db, game, &fin) == PBEM_OK) {
		s = json_loads(fin, 0, NULL);
		free(fin);
	}
	return s;
}

/* The amendment rows of one phase, in order. */
struct am_rows {
	int n;
	time_t at[256];
	char *change[256], *before[256];
};

static int
keep_row(const struct amend_rec *a, void *arg)
{
	struct am_rows *rows = arg;

	if (rows->n == 256)
		return PBEM_OK;
	rows->at[rows->n] = a->at;
	rows->change[rows->n] = strdup(a->change);
	rows->before[rows->n] = strdup(a->before);
	rows->n++;
	return PBEM_OK;
}

/* The state and events the amendment command of phase `seq` queued at
 * `when` left: its rows re-applied from the state before the first. */
static json_t *
state_amended(struct home *h, const struct game_rules *r, const char *game,
    int seq, time_t when, json_t **events)
{
	struct am_rows rows;
	struct pbem_err err = { 0 };
	json_t *s = NULL, *ns, *ev;
	int i;

	*events = json_array();
	memset(&rows, 0, sizeof rows);
	store_amend_each(h->db, game, seq, keep_row, &rows);
	for (i = 0; i < rows.n; i++) {
		if (rows.at[i] != when)
			continue;
		if (s == NULL)
			s = json_loads(rows.before[i], 0, NULL);
		if (s == NULL || amend_apply(r, s, rows.change[i], &ns, &ev,
		    &err) != PBEM_OK) {
			json_decref(s);
			s = NULL;
			break;
		}
		json_array_extend(*events, ev);
		json_decref(ev);
		json_decref(s);
		s = ns;
	}
	for (i = 0; i < rows.n; i++) {
		free(rows.change[i]);
		free(rows.before[i]);
	}
	return s;
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* tok occurs in s as a whole word: ids and cell labels (C4, ID05) must
 * not be caught inside longer ones (C41, IID05). */
static int
contains_word(const char *s, const char *tok)
{
	size_t n = strlen(tok);
	const char *p;

	for (p = strstr(s, tok); p; p = strstr(p + 1, tok))
		if ((p == s || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

/* The mail as its reader sees it: signed mail whose text is not plain
 * ASCII is quoted-printable, where a soft line break or an =XX escape
 * could hide a token from strstr().  Decoding plain text as well only
 * ever joins more, so nothing is missed. */
static void
qp_decode(char *s)
{
	char *w = s;
	int hi, lo;

	while (*s) {
		if (s[0] == '=' && s[1] == '\n') {
			s += 2;
		} else if (s[0] == '=' && s[1] == '\r' && s[2] == '\n') {
			s += 3;
		} else if (s[0] == '=' && (hi = hexval(s[1])) >= 0 &&
		    (lo = hexval(s[2])) >= 0) {
			*w++ = (char)(hi << 4 | lo);
			s += 3;
		} else
			*w++ = *s++;
	}
	*w = '\0';
}

/* A base64 part (a report's PNG map) is pixels, not words: its letters
 * would match short tokens by chance.  Its content is blanked; what the
 * picture shows is checked by tests/pictures (a side's PNG is the same
 * bytes whether or not an enemy it never saw exists).  The JSON view is
 * text and stays in. */
static void
drop_base64(char *s)
{
	char *p = s, *body, *end;

	while ((p = strstr(p, "Content-Transfer-Encoding: base64")) != NULL) {
		if ((body = strstr(p, "\n\n")) == NULL &&
		    (body = strstr(p, "\r\n\r\n")) == NULL)
			return;
		body += 2;
		if ((end = strstr(body, "\n--")) == NULL)
			end = body + strlen(body);
		memset(body, ' ', (size_t)(end - body));
		p = end;
	}
}

/* OpenPGP armor (the mail's signature, a key) is random base64, where a
 * short token can turn up by chance ("+N1+"): blanked before the search;
 * it carries no words of the game. */
static void
blank_armor(char *s)
{
	char *b, *e, *k;

	for (;;) {
		b = strstr(s, "-----BEGIN PGP SIGNATURE-----");
		k = strstr(s, "-----BEGIN PGP PUBLIC KEY BLOCK-----");
		if (b == NULL || (k != NULL && k < b))
			b = k;
		if (b == NULL)
			break;
		if ((e = strstr(b, "-----END PGP ")) == NULL)
			e = b + strlen(b);
		else if ((e = strchr(e + 13, '\n')) == NULL)
			e = b + strlen(b);
		memset(b, ' ', (size_t)(e - b));
		s = e;
	}
}

/* s upper-cased, without dashes: "II-E08" and "iie08" both read IIE08. */
static char *
squeeze(const char *s)
{
	char *o = malloc(strlen(s) + 1), *w = o;

	if (o == NULL)
		return NULL;
	for (; *s; s++)
		if (*s != '-')
			*w++ = (char)toupper((unsigned char)*s);
	*w = '\0';
	return o;
}

/*
 * A receipt echoes the side's own orders ("  line 10: MOVE CAT1 TO
 * II-E08"): a hex the player wrote is no leak, even where an enemy it
 * never saw stands.  In each echo line (not a "# note"), the tokens the
 * side's sheet for that phase names (any case, with or without a dash)
 * are blanked; the notes and the rest of the mail stay checked.
 */
static void
blank_own_echo(struct home *h, const char *game, int seq, const char *side,
    char *mail, const json_t *tokens)
{
	struct sheet_rec sh;
	char *sheet, *line, *eol, *t, *q, keep;
	const char *tok;
	size_t i, n;
	int num;

	memset(&sh, 0, sizeof sh);
	if (store_sheet_current(h->db, game, seq, side, &sh) != PBEM_OK)
		return;
	sheet = squeeze(sh.text ? sh.text : "");
	sheet_rec_free(&sh);
	for (line = mail; sheet && line && *line; line = eol ? eol + 1 :
	    NULL) {
		eol = strchr(line, '\n');
		n = 0;
		if (sscanf(line, "  line %d: %zn", &num, &n) != 1 || n == 0 ||
		    line[n] == '#')
			continue;
		keep = eol ? *eol : '\0';
		if (eol)
			*eol = '\0';
		for (i = 0; i < json_array_size(tokens); i++) {
			tok = json_string_value(json_array_get(tokens, i));
			if (tok == NULL || *tok == '\0' ||
			    (t = squeeze(tok)) == NULL)
				continue;
			if (*t && contains_word(sheet, t))
				for (q = strstr(line, tok); q; q = strstr(q + 1,
				    tok))
					if ((q == line || !isalnum(
					    (unsigned char)q[-1])) && !isalnum(
					    (unsigned char)q[strlen(tok)]))
						memset(q, ' ', strlen(tok));
			free(t);
		}
		if (eol)
			*eol = keep;
	}
	free(sheet);
}

static void
check_mail(const char *what, const char *mail, const json_t *tokens)
{
	size_t i;
	const char *tok;

	mails_checked++;
	for (i = 0; i < json_array_size(tokens); i++) {
		tok = json_string_value(json_array_get(tokens, i));
		if (tok == NULL || *tok == '\0')
			continue;
		tokens_checked++;
		if (contains_word(mail, tok)) {
			fprintf(stderr, "LEAK: %s contains '%s'\n", what, tok);
			failures++;
		}
	}
}

/*
 * Nothing before the end counts units the side has not seen: a side's
 * view (report and the sheet it is sent) must read the same whether or
 * not the enemy units it has never sighted are still on the field.  The
 * counterfactual state has every one of them eliminated; it is written
 * in each module's own state format by the module (its unseen_gone),
 * and the test fails for a module it cannot perturb.
 */
static int counterfactuals;

static void
check_counts(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const char *what)
{
	struct buf a, b;
	json_t *cf = json_deep_copy(state);
	int v = game_state_side(cf, side);
	int n = r->unseen_gone != NULL && v >= 0 ? r->unseen_gone(cf, v) : -1;

	if (n < 0) {
		fprintf(stderr, "COUNT: cannot make a counterfactual %s state "
		    "for %s\n", r->id, what);
		failures++;
	} else if (n > 0) {
		buf_init(&a, 1 << 22);
		buf_init(&b, 1 << 22);
		if (r->report(r, state, events, side, &a) != PBEM_OK ||
		    r->report(r, cf, events, side, &b) != PBEM_OK) {
			fprintf(stderr, "COUNT: %s: the counterfactual state of "
			    "%s does not render\n", what, r->id);
			failures++;
		}
		if (r->sheet_template) {
			r->sheet_template(r, state, side, &a, &a);
			r->sheet_template(r, cf, side, &b, &b);
		}
		counterfactuals++;
		if (strcmp(buf_str(&a), buf_str(&b)) != 0) {
			const char *x = buf_str(&a), *y = buf_str(&b);

			while (*x && *x == *y)
				x++, y++;
			while (x > buf_str(&a) && x[-1] != '\n')
				x--, y--;
			fprintf(stderr, "COUNT: %s changes when the %d enemy "
			    "units %s never saw are gone:\n  %.100s\n  "
			    "%.100s\n", what, n, side, x, y);
			failures++;
		}
		buf_free(&a);
		buf_free(&b);
	}
	json_decref(cf);
}

/*
 * GLORY's wagons and dumps: a side sees an enemy wagon or dump, never its
 * load (digest 7; gl_stores.c, gl_dump.c).  Every view of a side must
 * read the same when each enemy store wagon or dump holds another load
 * (gl_stores.c: a whole load is 720720; half or none is swapped in).
 */
static int load_views;

static void
check_loads(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const char *what)
{
	const json_t *sides = json_object_get(state, "sides"), *u;
	json_t *cf;
	struct buf a, b;
	size_t i;
	int v = -1, n = 0;

	if (strcmp(r->id, "glory") != 0)
		return;
	json_array_foreach(sides, i, u)
		if (json_is_string(u) && strcmp(json_string_value(u), side) == 0)
			v = (int)i;
	cf = json_deep_copy(state);
	json_array_foreach(json_object_get(cf, "wagons"), i, u) {
		if (json_integer_value(json_object_get(u, "side")) == v ||
		    !json_integer_value(json_object_get(u, "store")))
			continue;
		json_object_set_new((json_t *)u, "stores", json_integer(
		    json_integer_value(json_object_get(u, "stores")) ? 0 :
		    360360));
		n++;
	}
	/* dumps of stores (gl_dump.c): seen where they stand, never what
	 * they hold */
	json_array_foreach(json_object_get(cf, "dumps"), i, u) {
		if (json_integer_value(json_object_get(u, "side")) == v)
			continue;
		json_object_set_new((json_t *)u, "stores", json_integer(
		    json_integer_value(json_object_get(u, "stores")) ? 0 :
		    360360));
		n++;
	}
	if (n > 0 && v >= 0) {
		buf_init(&a, 1 << 22);
		buf_init(&b, 1 << 22);
		if (r->report(r, state, events, side, &a) != PBEM_OK ||
		    r->report(r, cf, events, side, &b) != PBEM_OK ||
		    strcmp(buf_str(&a), buf_str(&b)) != 0) {
			fprintf(stderr, "LOAD: %s changes with the load of an "
			    "enemy wagon\n", what);
			failures++;
		}
		load_views++;
		buf_free(&a);
		buf_free(&b);
	}
	json_decref(cf);
}

/* A mail answered while a phase was open (store_phase_answering): a
 * receipt, a refusal, a notice (a request's answer, a reminder). */
static int
answered(const char *kind)
{
	return strcmp(kind, "receipt") == 0 || strcmp(kind, "refusal") == 0 ||
	    strcmp(kind, "notice") == 0;
}

int
main(int argc, char **argv)
{
	struct pbem_err err = { 0 };
	const struct game_rules *r;
	struct game_rec g;
	struct home h;
	sqlite3_stmt *st;
	json_t *state, *events, *tokens;
	char side[64], kind[32], what[160], *data, link[HASH_HEX_LEN];
	int seq;

	if (argc != 3) {
		fprintf(stderr, "usage: test_leak HOME GAME\n");
		return 2;
	}
	if (home_open(&h, argv[1], &err) != PBEM_OK ||
	    (r = game_module(&h, argv[2], &g, &err)) == NULL) {
		fprintf(stderr, "test_leak: %s\n", err.msg);
		return 1;
	}
	/* A campaign's battle: its end reveals nothing (its end mail was
	 * rendered sealed, src/report.c), so secrets() of its end state
	 * still lists what each side never saw (games/module.c). */
	if (store_campaign_game_link(h.db, argv[2], link) == PBEM_OK)
		game_end_seal(1);
	if (store_query(h.db, &st, "SELECT side, seq, kind, data, created, id"
	    " FROM outbox"
	    " WHERE game=? AND side IS NOT NULL AND side != 'referee'"
	    " ORDER BY id", "t", argv[2]) != PBEM_OK)
		return 1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		store_col_text(st, 0, side, sizeof side);
		seq = sqlite3_column_int(st, 1);
		store_col_text(st, 2, kind, sizeof kind);
		data = store_col_dup(st, 3, NULL);
		if (strcmp(kind, "amend") == 0)
			state = state_amended(&h, r, argv[2], seq,
			    (time_t)sqlite3_column_int64(st, 4), &events);
		else if (answered(kind) && seq <= 0) {
			/* A reply must say which phase it answered in (its
			 * seq): checked against the final state, where
			 * nothing is secret, it would prove nothing. */
			fprintf(stderr, "%s mail of %s (outbox id %lld) "
			    "carries no phase\n", kind, side,
			    (long long)sqlite3_column_int64(st, 5));
			failures++;
			free(data);
			continue;
		} else if (answered(kind)) {
			/* Answered while phase `seq` was open (after the
			 * end: seq is the last one + 1, the final state). */
			state = state_after(&h, argv[2], seq - 1, &events);
			json_decref(events);
			events = json_array();
		} else
			state = state_after(&h, argv[2], seq, &events);
		if (state == NULL || data == NULL ||
		    r->secrets(r, state, events, side, &tokens) != PBEM_OK) {
			fprintf(stderr, "cannot check %s mail of %s seq %d\n",
			    kind, side, seq);
			failures++;
		} else {
			snprintf(what, sizeof what, "%s mail to %s after phase "
			    "%d", kind, side, seq);
			drop_base64(data);
			qp_decode(data);
			blank_armor(data);
			if (strcmp(kind, "receipt") == 0)
				blank_own_echo(&h, argv[2], seq, side, data,
				    tokens);
			check_mail(what, data, tokens);
			json_decref(tokens);
			amend_mails += strcmp(kind, "amend") == 0;
			if (strcmp(kind, "start") == 0 ||
			    strcmp(kind, "report") == 0 ||
			    strcmp(kind, "amend") == 0)
			{
				check_counts(r, state, events, side, what);
				check_loads(r, state, events, side, what);
			}
		}
		json_decref(state);
		json_decref(events);
		free(data);
	}
	sqlite3_finalize(st);
	home_close(&h);
	printf("leak test: %d mails (%d of them amendments), %d secret "
	    "tokens checked, %d views checked against the enemy units their "
	    "side never saw, %d leaks\n", mails_checked, amend_mails,
	    tokens_checked, counterfactuals, failures);
	if (load_views)
		printf("leak test: %d views checked against another load in "
		    "each enemy wagon\n", load_views);
	if (mails_checked == 0 || tokens_checked == 0 || counterfactuals == 0) {
		fprintf(stderr, "nothing was checked: the test proves nothing\n");
		return 1;
	}
	return failures ? 1 : 0;
}
