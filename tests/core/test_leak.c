/*
 * test_leak.c - hidden information stays hidden.
 *
 * After a whole game (pbemd demo --keep HOME), every mail queued for a
 * side is checked against what the rules module says that side must not
 * know at that moment (game_rules.secrets: real ids of enemy units, cells
 * of unseen enemies, unrevealed leaders...).  Reports are checked against
 * the state after their phase; receipts and refusals against the state of
 * the phase they answered.  The test fails if nothing was checked.
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
#include "store/store_sql.h"

static int failures, tokens_checked, mails_checked;

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

int
main(int argc, char **argv)
{
	struct pbem_err err = { 0 };
	const struct game_rules *r;
	struct game_rec g;
	struct home h;
	sqlite3_stmt *st;
	json_t *state, *events, *tokens;
	char side[64], kind[32], what[160], *data;
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
	if (store_query(h.db, &st, "SELECT side, seq, kind, data FROM outbox"
	    " WHERE game=? AND side IS NOT NULL AND side != 'referee'"
	    " ORDER BY id", "t", argv[2]) != PBEM_OK)
		return 1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		store_col_text(st, 0, side, sizeof side);
		seq = sqlite3_column_int(st, 1);
		store_col_text(st, 2, kind, sizeof kind);
		data = store_col_dup(st, 3, NULL);
		if (strcmp(kind, "receipt") == 0 ||
		    strcmp(kind, "refusal") == 0) {
			/* Answered while phase `seq` was open. */
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
			qp_decode(data);
			blank_armor(data);
			check_mail(what, data, tokens);
			json_decref(tokens);
		}
		json_decref(state);
		json_decref(events);
		free(data);
	}
	sqlite3_finalize(st);
	home_close(&h);
	printf("leak test: %d mails, %d secret tokens checked, %d leaks\n",
	    mails_checked, tokens_checked, failures);
	if (mails_checked == 0 || tokens_checked == 0) {
		fprintf(stderr, "nothing was checked: the test proves nothing\n");
		return 1;
	}
	return failures ? 1 : 0;
}
