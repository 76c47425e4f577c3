/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_campaign.c - `pbemd campaign ...`: a series of battles (campaign_core.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_core.h"
#include "cli.h"
#include "home.h"
#include "phase.h"
#include "util.h"

static const char campaign_usage[] =
"usage: pbemd campaign new C --rules ID --army FILE [--battles N]\n"
"                 [--rules-data FILE] --side SIDE EMAIL KEY.asc ...\n"
"       pbemd campaign set C NUMBERS.json\n"
"       pbemd campaign battle C --scenario FILE [--points N|SIDE=N,...]\n"
"                 [--units N|SIDE=N,...]\n"
"       pbemd campaign muster C SIGNED-SHEET\n"
"       pbemd campaign after C\n"
"       pbemd campaign status C\n"
"       pbemd campaign roster C SIDE [N]\n"
"       pbemd campaign verify C\n"
"       pbemd campaign export C DIR\n"
"       pbemd campaign replace C SIDE EMAIL KEY.asc\n"
"\n"
"new     a campaign of N battles (default 3) of rules ID; the forces of\n"
"        the army scenario FILE are the sides' rosters; one --side per\n"
"        side with its player's address and public key.\n"
"set     the between-battle numbers (promotion, returns...: the module's\n"
"        proposals, see docs/REFEREE.md) before the first battle.\n"
"battle  call the next battle on a scenario: its between-battle secret is\n"
"        committed and each side is mailed its roster and muster sheet;\n"
"        --points and --units cap what each side (or the side named)\n"
"        may bring: a muster over its cap is refused.\n"
"muster  take a side's clearsigned muster sheet; when every side's is\n"
"        sealed, the battle is made from the rosters and started.\n"
"after   once the battle is over: its outcome into the rosters, the\n"
"        between-battle rolls, each side's campaign report (poll does\n"
"        this by itself).\n"
"roster  a side's roster after battle N (default: now), for the referee.\n"
"verify  re-derive every roll, roster and record from the records.\n"
"replace a side handed to a new player, or its player's new key, for the\n"
"        rest of the campaign and the battle being fought; the old key's\n"
"        sheets are refused from then on.\n"
"export  the whole campaign as one site in DIR: campaign.json (which\n"
"        `pbemd replay --archive DIR` re-runs alone), index.html (battles,\n"
"        rosters over time, rolls with their secrets and seeds) and each\n"
"        battle's own site.\n";

static int
campaign_new_cmd(struct home *h, int argc, char **argv, struct pbem_err *err)
{
	struct campaign_new_args a;
	const char *b;
	int i;

	memset(&a, 0, sizeof a);
	a.name = argv[2];
	a.rules = cli_opt(argc, argv, "--rules");
	a.army_path = cli_opt(argc, argv, "--army");
	a.rules_data_path = cli_opt(argc, argv, "--rules-data");
	a.battles = (b = cli_opt(argc, argv, "--battles")) ? atoi(b) : 3;
	for (i = 3; i + 3 < argc; i++)
		if (strcmp(argv[i], "--side") == 0) {
			if (a.nsides == GAME_MAX_SIDES)
				return pbem_fail(err, PBEM_ERR_USAGE, 0, "too "
				    "many sides");
			a.sides[a.nsides].side = argv[i + 1];
			a.sides[a.nsides].email = argv[i + 2];
			a.sides[a.nsides].key_path = argv[i + 3];
			a.nsides++;
			i += 3;
		}
	if (a.rules == NULL || a.army_path == NULL)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "campaign new needs "
		    "--rules ID and --army FILE (see pbemd campaign --help)");
	return campaign_new(h, &a, err);
}

static int
campaign_status_print(struct home *h, const char *name, struct pbem_err *err)
{
	struct campaign_rec c;
	struct campaign_battle_rec b;
	struct game_rec g;
	char caps[CAMPAIGN_CAPS_LEN];
	int k;

	if (campaign_module(h, name, &c, err) == NULL)
		return err->rc;
	printf("campaign %s (%s): %s, battle %d of %d\n  record %s\n", c.name,
	    c.rules, c.status, c.current, c.battles, c.link);
	for (k = 1; k <= c.current; k++) {
		if (store_campaign_battle_get(h->db, name, k, &b, NULL) !=
		    PBEM_OK)
			continue;
		printf("  battle %d: game %s, %s%s%s\n", k, b.game,
		    b.status, store_game_get(h->db, b.game, &g) ==
		    PBEM_OK && g.result[0] ? ": " : "",
		    store_game_get(h->db, b.game, &g) == PBEM_OK ?
		    g.result : "");
		campaign_caps_stored(h, name, k, caps, sizeof caps);
		if (caps[0])
			printf("    caps %s\n", caps);
	}
	return PBEM_OK;
}

static int
campaign_roster_print(struct home *h, int argc, char **argv, struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	struct buf b;
	json_t *ros;
	int n, rc;

	if (argc < 4)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "campaign roster C SIDE "
		    "[N]");
	if ((r = campaign_module(h, argv[2], &c, err)) == NULL)
		return err->rc;
	n = argc > 4 ? atoi(argv[4]) : strcmp(c.status, "between") == 0 ||
	    strcmp(c.status, "over") == 0 ? c.current : c.current > 0 ?
	    c.current - 1 : 0;
	if ((rc = campaign_rosters(h, argv[2], n, &ros, err)) != PBEM_OK)
		return rc;
	if (json_object_get(ros, argv[3]) == NULL) {
		json_decref(ros);
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "no side %s", argv[3]);
	}
	buf_init(&b, PBEM_MAX_REPORT);
	campaign_roster_text(&b, r, json_object_get(ros, argv[3]));
	printf("%s's roster after battle %d:\n%s", argv[3], n, buf_str(&b));
	buf_free(&b);
	json_decref(ros);
	return PBEM_OK;
}

int
cmd_campaign(struct cli *cl, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	struct buf out;
	char reply[512] = "", *text = NULL;
	size_t len;
	int rc, done = 0;

	if (cli_wants_help(argc, argv) || argc < 3) {
		fputs(campaign_usage, cli_wants_help(argc, argv) ? stdout :
		    stderr);
		return cli_wants_help(argc, argv) ? 0 : 2;
	}
	if (home_open(&h, cl->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	if (strcmp(argv[1], "new") == 0)
		rc = campaign_new_cmd(&h, argc, argv, &err);
	else if (strcmp(argv[1], "set") == 0 && argc == 4) {
		if ((rc = util_read_file(argv[3], PBEM_MAX_SCENARIO, &text,
		    &len, &err)) == PBEM_OK)
			rc = campaign_set_params(&h, argv[2], text, &err);
	} else if (strcmp(argv[1], "battle") == 0 &&
	    cli_opt(argc, argv, "--scenario"))
		rc = campaign_battle(&h, argv[2], cli_opt(argc, argv,
		    "--scenario"), cli_opt(argc, argv, "--points"),
		    cli_opt(argc, argv, "--units"), &err);
	else if (strcmp(argv[1], "muster") == 0 && argc == 4) {
		if ((rc = util_read_file(argv[3], PBEM_MAX_SHEET, &text, &len,
		    &err)) == PBEM_OK)
			rc = campaign_muster(&h, argv[2], text, len, reply,
			    sizeof reply, &err);
	} else if (strcmp(argv[1], "after") == 0) {
		rc = campaign_after(&h, argv[2], &done, &err);
		if (rc == PBEM_OK)
			snprintf(reply, sizeof reply, "%s", done ? "the battle's "
			    "outcome is in the rosters; reports queued" :
			    "no battle of the campaign has ended yet");
	} else if (strcmp(argv[1], "status") == 0)
		rc = campaign_status_print(&h, argv[2], &err);
	else if (strcmp(argv[1], "roster") == 0)
		rc = campaign_roster_print(&h, argc, argv, &err);
	else if (strcmp(argv[1], "verify") == 0) {
		buf_init(&out, PBEM_MAX_REPORT);
		rc = campaign_verify(&h, argv[2], &out, &err);
		fputs(buf_str(&out), stdout);
		buf_free(&out);
	} else if (strcmp(argv[1], "replace") == 0 && argc == 6) {
		buf_init(&out, PBEM_MAX_REPORT);
		rc = campaign_replace(&h, argv[2], argv[3], argv[4], argv[5],
		    &out, &err);
		fputs(buf_str(&out), stdout);
		buf_free(&out);
	} else if (strcmp(argv[1], "export") == 0 && argc == 4) {
		rc = campaign_export(&h, argv[2], argv[3], &err);
		if (rc == PBEM_OK)
			snprintf(reply, sizeof reply, "campaign %s written to %s "
			    "(open %s/index.html)", argv[2], argv[3], argv[3]);
	} else {
		fputs(campaign_usage, stderr);
		home_close(&h);
		return 2;
	}
	free(text);
	home_close(&h);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	if (reply[0])
		printf("%s\n", reply);
	return 0;
}
