/*
 * replay.c - re-adjudicate a stored game from its archive: each phase's
 * opening state, the sealed sheets (re-parsed from their signed text) and
 * the revealed secrets.  Every seed, state, event list and record hash must
 * come out identical, and every record must chain to the one before.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "phase.h"
#include "orders.h"

static int
replay_orders(const struct game_rules *r, const json_t *state,
    const char *side, const struct sheet_rec *s, json_t **orders,
    struct pbem_err *err)
{
	struct envelope env;
	struct sheet_check chk;
	struct reading rd;
	char sha[HASH_HEX_LEN];
	int rc;

	hash_sha256_hex(s->text, strlen(s->text), sha);
	if (strcmp(sha, s->sha) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "sheet of %s in phase "
		    "%d does not match its commitment", side, s->seq);
	/* read as intake read it: a reply's quote and signature left out */
	if (reading_make(s->text, strlen(s->text), &rd) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if (envelope_parse(rd.text, rd.len, &env, err) != PBEM_OK) {
		reading_free(&rd);
		return err->rc;
	}
	sheet_check_init(&chk);
	chk.sealed = 1;
	if (r->parse_sheet(r, state, side, env.body, env.body_len, env.body_line,
	    &chk) != PBEM_OK || chk.nerrors > 0 || chk.orders == NULL)
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "sheet of %s in phase "
		    "%d no longer parses", side, s->seq);
	else {
		*orders = json_incref(chk.orders);
		rc = PBEM_OK;
	}
	sheet_check_free(&chk);
	reading_free(&rd);
	return rc;
}

/* The referee's amendments of phase `seq`, in order, lead from the state
 * the rules produced (`from`) to the state the phase opened with (`to`). */
static int
amend_step(const struct history_rec *r, void *arg)
{
	char *cur = arg;
	const char *d = r->detail;

	/* from=<64 hex> to=<64 hex> ... */
	if (strlen(d) >= 73 + 64 && strncmp(d, "from=", 5) == 0 &&
	    strncmp(d + 5, cur, 64) == 0 && strncmp(d + 70, "to=", 3) == 0)
		snprintf(cur, HASH_HEX_LEN, "%.64s", d + 73);
	return PBEM_OK;
}

static int
amended_to(struct home *h, const char *game, int seq, const char *from,
    const char *to)
{
	char cur[HASH_HEX_LEN];

	snprintf(cur, sizeof cur, "%s", from);
	if (store_history_each(h->db, game, seq, "amend", amend_step, cur) !=
	    PBEM_OK)
		return 0;
	return strcmp(cur, to) == 0;
}

int
replay_game(struct home *h, const char *game, int verbose,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct game_rec g;
	struct phase_rec p, q;
	struct sheet_rec s;
	struct dice dice;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	char shas[GAME_MAX_SIDES][HASH_HEX_LEN];
	char prev[HASH_HEX_LEN], next_sha[HASH_HEX_LEN], rec[HASH_HEX_LEN];
	char seedhex[HASH_HEX_LEN], *dump = NULL, *evdump = NULL, *fin = NULL;
	unsigned char seed[32];
	json_t *state = NULL, *orders = NULL, *ns = NULL, *ev = NULL, *o = NULL;
	int seq, last, n, i, rc = PBEM_OK, checked = 0;

	if ((r = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	store_phase_last_seq(h->db, game, &last);
	memset(prev, '0', 64);
	prev[64] = '\0';
	for (seq = 1; seq <= last; seq++) {
		memset(&p, 0, sizeof p);
		if ((rc = store_phase_get(h->db, game, seq, &p)) != PBEM_OK)
			return pbem_fail(err, rc, 0, "phase %d missing", seq);
		if (p.status != PHASE_ROW_RESOLVED) {
			phase_rec_free(&p);
			break;
		}
		if (strcmp(p.prev_sha, prev) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d does "
			    "not chain to phase %d", seq, seq - 1);
			goto out;
		}
		hash_sha256_hex(p.state, strlen(p.state), next_sha);
		if (strcmp(next_sha, p.state_sha) != 0 ||
		    (state = json_loads(p.state, 0, NULL)) == NULL) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "state of phase "
			    "%d does not match its hash", seq);
			goto out;
		}
		n = r->sides(r, state, sides, GAME_MAX_SIDES);
		orders = json_object();
		for (i = 0; i < n; i++) {
			shas[i][0] = '\0';
			if (store_sheet_current(h->db, game, seq, sides[i],
			    &s) != PBEM_OK)
				continue;
			snprintf(shas[i], sizeof shas[i], "%s", s.sha);
			rc = replay_orders(r, state, sides[i], &s, &o, err);
			sheet_rec_free(&s);
			if (rc != PBEM_OK)
				goto out;
			json_object_set_new(orders, sides[i], o);
		}
		phase_seed(p.secret, sides, shas, n, seed);
		hash_hex(seed, sizeof seed, seedhex);
		if (strcmp(seedhex, p.seed) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "seed of phase %d "
			    "differs", seq);
			goto out;
		}
		dice_init(&dice, seed);
		if ((rc = r->resolve(r, state, orders, &dice, &ns, &ev, err)) !=
		    PBEM_OK)
			goto out;
		dump = game_state_dump(ns);
		evdump = game_state_dump(ev);
		if (dump == NULL || evdump == NULL ||
		    strcmp(evdump, p.events) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "events of phase "
			    "%d differ", seq);
			goto out;
		}
		hash_sha256_hex(dump, strlen(dump), next_sha);
		memset(&q, 0, sizeof q);
		if (store_phase_get(h->db, game, seq + 1, &q) == PBEM_OK) {
			int same = strcmp(q.state_sha, next_sha) == 0 ||
			    amended_to(h, game, seq + 1, next_sha, q.state_sha);
			phase_rec_free(&q);
			if (!same) {
				rc = pbem_fail(err, PBEM_ERR_STATE, 0, "state "
				    "after phase %d differs", seq);
				goto out;
			}
		} else if (store_game_final_state(h->db, game, &fin) ==
		    PBEM_OK) {
			int same = strcmp(fin, dump) == 0;
			free(fin);
			fin = NULL;
			if (!same) {
				rc = pbem_fail(err, PBEM_ERR_STATE, 0, "final "
				    "state differs");
				goto out;
			}
		}
		phase_record_hash(&p, sides, shas, n, next_sha, rec);
		if (strcmp(rec, p.record_sha) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "record hash of "
			    "phase %d differs", seq);
			goto out;
		}
		if (verbose)
			printf("phase %d (turn %d, %s): identical, record %s\n",
			    seq, p.turn, p.name, rec);
		snprintf(prev, sizeof prev, "%s", p.record_sha);
		checked++;
		json_decref(state);
		json_decref(orders);
		json_decref(ns);
		json_decref(ev);
		state = orders = ns = ev = NULL;
		free(dump);
		free(evdump);
		dump = evdump = NULL;
		phase_rec_free(&p);
	}
	printf("replay %s: %d phase%s re-adjudicated, all hashes identical "
	    "(referee amendments checked against the history); "
	    "last record %s\n", game, checked, checked == 1 ? "" : "s", prev);
	return PBEM_OK;
out:
	json_decref(state);
	json_decref(orders);
	json_decref(ns);
	json_decref(ev);
	free(dump);
	free(evdump);
	phase_rec_free(&p);
	return rc;
}
