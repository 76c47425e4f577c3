/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_admin.c - `pbemd init`, `pbemd game ...`, `pbemd player ...`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "home.h"
#include "phase.h"
#include "store.h"
#include "mailer.h"

int
cmd_init(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd [--home DIR] init\n\n"
		    "Create a home: pbemd.conf (empty config = Maildir in and "
		    "out), pbemd.db,\nmail/inbox and mail/outbox Maildirs, and "
		    "games/ for per-game keyrings.\n");
		return 0;
	}
	if (home_create(c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	printf("pbemd home created in %s\n"
	    "  config:  %s/pbemd.conf\n  inbox:   %s/mail/inbox (Maildir)\n"
	    "  outbox:  %s/mail/outbox (Maildir)\n"
	    "next: pbemd --home %s game new GAME --rules ID "
	    "--scenario FILE\n", c->home, c->home, c->home, c->home, c->home);
	return 0;
}

static const char game_usage[] =
"usage: pbemd game new GAME --rules ID --scenario FILE\n"
"                 [--rules-data FILE] [--referee EMAIL [--referee-key FILE]]\n"
"       pbemd game start GAME\n"
"       pbemd game key GAME\n"
"\n"
"new    create GAME from a scenario file of rules ID (one of those\n"
"       listed below; each ships scenarios in games/ID/scenarios/).\n"
"       --rules-data replaces the module's shipped tables (rules.json)\n"
"       with a referee's edited copy; it is stored with the game.\n"
"start  once every side has a player: open the first phase and mail\n"
"       each player the opening report and what orders are due.\n"
"key    print the game's own OpenPGP public key (made with the game): every\n"
"       mail the game sends is signed by it; publish its fingerprint.\n";

/* The usage, with the rules IDs this pbemd has (games/registry.c). */
static void
game_usage_to(FILE *f)
{
	struct buf ids;

	buf_init(&ids, 256);
	game_rules_list(&ids);
	fprintf(f, "%sIDs: %s\n", game_usage, buf_str(&ids));
	buf_free(&ids);
}

int
cmd_game(struct cli *c, int argc, char **argv)
{
	struct game_new_args a;
	struct pbem_err err = { 0 };
	struct home h;
	char fpr[64];
	int rc;

	if (cli_wants_help(argc, argv) || argc < 3) {
		game_usage_to(argc < 3 && !cli_wants_help(argc, argv) ?
		    stderr : stdout);
		return cli_wants_help(argc, argv) ? 0 : 2;
	}
	if (strcmp(argv[1], "new") == 0) {
		memset(&a, 0, sizeof a);
		a.id = argv[2];
		a.rules = cli_opt(argc, argv, "--rules");
		a.scenario_path = cli_opt(argc, argv, "--scenario");
		a.rules_data_path = cli_opt(argc, argv, "--rules-data");
		a.referee_email = cli_opt(argc, argv, "--referee");
		a.referee_key_path = cli_opt(argc, argv, "--referee-key");
		if (a.rules == NULL || a.scenario_path == NULL)
			return cli_fail("game new needs --rules ID and "
			    "--scenario FILE (see pbemd game --help)");
		if (home_open(&h, c->home, &err) != PBEM_OK)
			return cli_fail("%s", err.msg);
		rc = game_new(&h, &a, &err);
		/* The game's key now, so the referee can publish its
		 * fingerprint before the first mail goes out. */
		if (rc == PBEM_OK)
			rc = crypt_out_game_key(&h, a.id, fpr, NULL, NULL,
			    &err);
		home_close(&h);
		if (rc != PBEM_OK)
			return cli_fail("%s", err.msg);
		printf("game %s created (%s); its mail is signed by key\n  %s\n"
		    "Next: add a player for each side with\n  pbemd player add "
		    "%s SIDE --email ADDR --key KEY.asc\n", a.id, a.rules, fpr,
		    a.id);
		return 0;
	}
	if (strcmp(argv[1], "key") == 0) {
		struct game_rec g;
		char *pub = NULL;
		size_t publen = 0;

		if (home_open(&h, c->home, &err) != PBEM_OK)
			return cli_fail("%s", err.msg);
		rc = store_game_get(h.db, argv[2], &g);
		if (rc == PBEM_OK)
			rc = crypt_out_game_key(&h, argv[2], fpr, &pub, &publen,
			    &err);
		else
			pbem_fail(&err, rc, 0, "no game '%s'", argv[2]);
		home_close(&h);
		if (rc != PBEM_OK)
			return cli_fail("%s", err.msg);
		printf("# game %s, key fingerprint %s\n", argv[2], fpr);
		fwrite(pub, 1, publen, stdout);
		free(pub);
		return 0;
	}
	if (strcmp(argv[1], "start") == 0) {
		if (home_open(&h, c->home, &err) != PBEM_OK)
			return cli_fail("%s", err.msg);
		rc = game_start(&h, argv[2], &err);
		home_close(&h);
		if (rc != PBEM_OK)
			return cli_fail("%s", err.msg);
		printf("game %s started; opening reports are queued (run "
		    "`pbemd poll` to deliver)\n", argv[2]);
		return 0;
	}
	game_usage_to(stderr);
	return cli_fail("unknown game subcommand '%s'", argv[1]);
}

int
cmd_player(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	const char *email, *key;
	char fpr[64];
	int rc;

	if (cli_wants_help(argc, argv) || argc < 4 ||
	    strcmp(argv[1], "add") != 0) {
		printf("usage: pbemd player add GAME SIDE --email ADDR --key "
		    "PUBKEY.asc\n\nRegister the player of SIDE: reports go to "
		    "ADDR, and only sheets signed by\nthe key in PUBKEY.asc "
		    "(its fingerprint is the side's identity) are taken.\n");
		return cli_wants_help(argc, argv) ? 0 : 2;
	}
	email = cli_opt(argc, argv, "--email");
	key = cli_opt(argc, argv, "--key");
	if (email == NULL || key == NULL)
		return cli_fail("player add needs --email ADDR and --key FILE");
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	rc = player_add(&h, argv[2], argv[3], email, key, fpr, &err);
	home_close(&h);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	printf("side %s of %s: %s, key %s\n", argv[3], argv[2], email, fpr);
	return 0;
}
