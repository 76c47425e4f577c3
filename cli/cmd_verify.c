/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cmd_verify.c - `pbemd verify GAME`: once a game is over, check its sealed
 * records (the rules module's verify: e.g. every Movement Record Chart of
 * The Highest Ground against the commitments made each round), and check
 * that every such commitment was in each side's reports, i.e. published
 * before the records were revealed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "home.h"
#include "phase.h"

static int
published_to(struct home *h, const char *game, const char *side,
    const char *sha)
{
	int n = 0;

	if (store_report_count(h->db, game, side, sha, &n) != PBEM_OK)
		return 0;
	return n > 0;
}

int
cmd_verify(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	const struct game_rules *r;
	struct game_rec g;
	struct home h;
	struct buf out;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], *text = NULL;
	json_t *state = NULL, *pub = NULL;
	size_t i;
	int n, k, rc, missing = 0, checked = 0;

	if (cli_wants_help(argc, argv) || argc < 2) {
		printf("usage: pbemd verify GAME\n\nWhen GAME is over: check its "
		    "sealed records (e.g. Movement Record\nCharts) against the "
		    "commitments made during play, and that each\ncommitment was "
		    "in every side's reports before the reveal.\n");
		return argc < 2 && !cli_wants_help(argc, argv) ? 2 : 0;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	if ((r = game_module(&h, argv[1], &g, &err)) == NULL) {
		home_close(&h);
		return cli_fail("%s", err.msg);
	}
	if (r->verify == NULL) {
		home_close(&h);
		printf("%s keeps no sealed records beyond the sheets; `pbemd "
		    "replay %s` checks those\n", r->title, argv[1]);
		return 0;
	}
	if (store_game_final_state(h.db, argv[1], &text) != PBEM_OK ||
	    (state = json_loads(text, 0, NULL)) == NULL) {
		free(text);
		home_close(&h);
		return cli_fail("game %s is not over: its records are revealed "
		    "and checked only at the end", argv[1]);
	}
	buf_init(&out, 1 << 20);
	rc = r->verify(r, state, &out, &pub);
	fputs(buf_str(&out), stdout);
	n = r->sides(r, state, sides, GAME_MAX_SIDES);
	for (i = 0; pub && i < json_array_size(pub); i++) {
		const char *sha = json_string_value(json_array_get(pub, i));
		if (sha == NULL)
			continue;
		for (k = 0; k < n; k++, checked++)
			if (!published_to(&h, argv[1], sides[k], sha)) {
				printf("  NOT PUBLISHED to %s: %s\n", sides[k],
				    sha);
				missing++;
			}
	}
	printf("%s: %s; %d commitment%s checked in the reports, %d "
	    "missing\n", argv[1], rc == PBEM_OK ? "every sealed record "
	    "matches its commitment" : "SOME RECORDS DO NOT MATCH",
	    checked, checked == 1 ? "" : "s", missing);
	buf_free(&out);
	json_decref(pub);
	json_decref(state);
	free(text);
	home_close(&h);
	return rc == PBEM_OK && missing == 0 ? 0 : 1;
}
