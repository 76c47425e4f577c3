/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * demo_campaign.c - `pbemd demo --campaign`: a campaign of three battles
 * of To The Strongest! between the demo armies, end to end (or, with
 * --rules, of another rules system's demo armies, each battle on its demo
 * scenario or --battle FILE; --battles N of them).
 *
 * Two players get fresh keys.  Before each battle each side mails its
 * signed muster sheet (every unit of its roster that can fight) and poll
 * seals it; once both are in, the battle is made from the rosters and
 * played by signed mail like `pbemd demo` (the example sheets, less the
 * lines naming what the muster did not bring); poll records its end (the
 * outcome into the rosters, the between-battle rolls, each side's
 * campaign report).  At the end the whole campaign is verified.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>

#include "campaign_core.h"
#include "cli.h"
#include "demo.h"
#include "mailer.h"
#include "openpgp.h"
#include "phase.h"
#include "util.h"

#define CAMPAIGN_DEMO		"demo"
#define CAMPAIGN_DEMO_RULES	"strongest"
#define CAMPAIGN_DEMO_MAX	3

/* The battles: the host's set-up of the demo armies (their deployment is
 * the host's, so a roster thinned by losses still deploys), the second
 * under fog of war (FOW los: what a side learns of the enemy is what it
 * saw), the third in the open again. */
static const char *const battles[] = {
	"sample-deployed.tts", "los-ambush.tts", "sample-deployed.tts",
};

/* side -> { id: true } of the battle being played */
static json_t *present;
/* side -> { id or name: true }: what the sheets of another rules system
 * may not name in this battle (left at home, lost, or known in the battle
 * by another name, as a successor is) */
static json_t *absent;
/* --leave SIDE:ID: a unit its side never brings (the leak test's unit
 * that never fights) */
static const char *leave;
/* --points N: every battle called with that points cap for each side */
static const char *points_cap;

static int
left_home(const char *side, const char *id)
{
	size_t n = strlen(side);

	return leave && strncmp(leave, side, n) == 0 && leave[n] == ':' &&
	    strcmp(leave + n + 1, id) == 0;
}

static int
here(const char *side, const char *id)
{
	return json_object_get(json_object_get(present, side), id) != NULL;
}

/* An id token: letter then digits, whole. */
static int
id_like(const char *s, char letter)
{
	size_t i;

	if (toupper((unsigned char)s[0]) != letter || !isdigit((unsigned char)
	    s[1]))
		return 0;
	for (i = 1; s[i]; i++)
		if (!isdigit((unsigned char)s[i]))
			return 0;
	return 1;
}

/* Keep an example line only when every unit, general, camp and command
 * of its side it names fights in this battle. */
static int
line_fits(const char *side, const char *line)
{
	char copy[1024], *t[64], *p, *q, u[16];
	int n = 0, i;
	size_t k;

	snprintf(copy, sizeof copy, "%s", line);
	for (p = strtok(copy, " \t"); p && n < 64; p = strtok(NULL, " \t"))
		t[n++] = p;
	if (n == 0 || t[0][0] == '#')
		return 1;
	/* units by U<n>, inside DIS(U7) too */
	for (i = 0; i < n; i++)
		for (p = t[i]; (q = strchr(p, 'U')) != NULL; p = q + 1) {
			if (q != t[i] && isalnum((unsigned char)q[-1]))
				continue;
			for (k = 1; isdigit((unsigned char)q[k]) && k < 8; k++)
				;
			if (k == 1 || isalnum((unsigned char)q[k]))
				continue;
			snprintf(u, sizeof u, "%.*s", (int)k, q);
			if (!here(side, u))
				return 0;
		}
	/* generals, camps and commands where the sheet names one */
	if (n > 1 && (strcasecmp(t[0], "DEPLOY") == 0 ||
	    strcasecmp(t[0], "CAMP") == 0 || strcasecmp(t[0], "CMD") == 0) &&
	    (id_like(t[1], 'G') || id_like(t[1], 'K') || id_like(t[1], 'C')) &&
	    !here(side, t[1]))
		return 0;
	for (i = 0; i + 1 < n; i++)
		if ((strcasecmp(t[i], "WITH") == 0 ||
		    strcasecmp(t[i], "REPLACE") == 0) && id_like(t[i + 1], 'G') &&
		    !here(side, t[i + 1]))
			return 0;
	return 1;
}

/* Another rules system's example line fits when it names, as a word,
 * nothing of its side that is absent from this battle. */
static int
line_fits_any(const char *side, const char *line)
{
	const json_t *out = json_object_get(absent, side);
	char copy[1024], *p, *w;

	snprintf(copy, sizeof copy, "%s", line);
	for (p = copy; *p; ) {
		while (*p && !isalnum((unsigned char)*p) && *p != '_')
			p++;
		for (w = p; isalnum((unsigned char)*p) || *p == '_'; p++)
			;
		if (*p)
			*p++ = '\0';
		if (*w && json_object_get(out, w) != NULL)
			return 0;
	}
	return 1;
}

static void
absent_add(const char *side, const char *word)
{
	json_t *s = json_object_get(absent, side);

	if (s == NULL) {
		s = json_object();
		json_object_set_new(absent, side, s);
	}
	if (*word)
		json_object_set_new(s, word, json_true());
}

/* What each side fields in the battle: the force lines of its scenario. */
static int
battle_forces(struct home *h, const char *game)
{
	char *scen, *rd, *line, *save, kw[8], side[GAME_NAME_LEN], id[16];
	json_t *s;

	if (store_game_texts(h->db, game, &scen, &rd) != PBEM_OK)
		return -1;
	json_decref(present);
	present = json_object();
	for (line = strtok_r(scen, "\n", &save); line;
	    line = strtok_r(NULL, "\n", &save)) {
		if (sscanf(line, "%7s %31s %15s", kw, side, id) != 3 ||
		    (strcmp(kw, "UNIT") && strcmp(kw, "GEN") &&
		    strcmp(kw, "CAMP") && strcmp(kw, "CMD")))
			continue;
		if ((s = json_object_get(present, side)) == NULL) {
			s = json_object();
			json_object_set_new(present, side, s);
		}
		json_object_set_new(s, id, json_true());
	}
	free(scen);
	free(rd);
	return 0;
}

/* Each side mails a signed muster of every unit of its roster that can
 * fight (but the one --leave names); poll seals them and makes the
 * battle. */
static int
muster_all(struct home *h, struct demo_player *pl, int np, int n,
    int *mails, struct pbem_err *err)
{
	json_t *ros;
	const json_t *e;
	struct buf sheet, mail;
	char name[64], sha[HASH_HEX_LEN];
	size_t k;
	int i, rc, taken, resolved, sent;

	if ((rc = campaign_rosters(h, CAMPAIGN_DEMO, n - 1, &ros, err)))
		return rc;
	json_decref(absent);
	absent = json_object();
	for (i = 0; i < np && rc == PBEM_OK; i++) {
		buf_init(&sheet, PBEM_MAX_SHEET);
		buf_init(&mail, PBEM_MAX_MAIL);
		buf_addf(&sheet, "Campaign: %s\nSide: %s\nBattle: %d\n\nBRING",
		    CAMPAIGN_DEMO, pl[i].side, n);
		json_array_foreach(json_object_get(json_object_get(ros,
		    pl[i].side), "entries"), k, e) {
			const char *id = json_string_value(json_object_get(e,
			    "id")), *nm = json_string_value(json_object_get(e,
			    "name")), *st = json_string_value(json_object_get(e,
			    "status"));
			int comes = st && strcmp(st, "ready") == 0 && id &&
			    !left_home(pl[i].side, id);

			if (comes && json_is_true(json_object_get(e, "muster")))
				buf_addf(&sheet, " %s", id);
			if (!comes)
				absent_add(pl[i].side, id ? id : "");
			if (!comes && nm)
				absent_add(pl[i].side, nm);
			else if (id && nm && strcmp(id, nm) != 0)
				absent_add(pl[i].side, id);
		}
		buf_adds(&sheet, "\nEND\n");
		rc = demo_mail(&pl[i], h->cfg.from, buf_str(&sheet), ++*mails,
		    &mail, err);
		snprintf(name, sizeof name, "demo-%05d.%s.eml", *mails,
		    pl[i].side);
		if (rc == PBEM_OK)
			rc = maildir_put(h->inbox, name, buf_str(&mail), mail.len,
			    err);
		buf_free(&sheet);
		buf_free(&mail);
	}
	json_decref(ros);
	if (rc != PBEM_OK)
		return rc;
	run_poll_once(h, &taken, &resolved, &sent);
	for (i = 0; i < np; i++) {
		if (store_campaign_muster_get(h->db, CAMPAIGN_DEMO, n,
		    pl[i].side, sha, NULL) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "%s's muster "
			    "for battle %d was not sealed (read the answer in "
			    "%s/new)", pl[i].side, n, h->outbox);
		printf("  %s's muster for battle %d sealed by mail: SHA-256 "
		    "%s\n", pl[i].side, n, sha);
	}
	return PBEM_OK;
}

/* --battles N (1..3) and --battle FILE, the scenario of every battle */
static int nbattles = CAMPAIGN_DEMO_MAX;
static const char *battle_opt;

static int
play(struct home *h, struct demo_player *pl, int np, int *mails,
    struct pbem_err *err)
{
	int ts = strcmp(demo_rules, CAMPAIGN_DEMO_RULES) == 0;
	char path[PATH_MAX];
	struct campaign_rec c;
	struct campaign_battle_rec b;
	struct game_rec g;
	char *log;
	int n, i, phases, rc, done, taken, resolved, sent;

	for (n = 1; n <= nbattles; n++) {
		if (battle_opt)
			snprintf(path, sizeof path, "%s", battle_opt);
		else
			snprintf(path, sizeof path, "%s/games/%s/scenarios/%s",
			    home_datadir(), demo_rules, ts ? battles[n - 1] :
			    demo_scenario);
		if ((rc = campaign_battle(h, CAMPAIGN_DEMO, path, points_cap,
		    NULL, err)) ||
		    (rc = muster_all(h, pl, np, n, mails, err)))
			return rc;
		if ((rc = store_campaign_battle_get(h->db, CAMPAIGN_DEMO, n, &b,
		    NULL)) != PBEM_OK || (ts && battle_forces(h, b.game) != 0))
			return pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d was "
			    "not made", n);
		demo_game = b.game;
		demo_sheet_filter = ts ? line_fits : line_fits_any;
		run_poll_once(h, &taken, &resolved, &sent);
		printf("battle %d (%s, %s)...\n", n, b.game, strrchr(path, '/') ?
		    strrchr(path, '/') + 1 : path);
		if ((rc = demo_play(h, pl, np, &phases, mails, err)) != PBEM_OK)
			return rc;
		/* poll recorded it; a second look changes nothing */
		if ((rc = campaign_after(h, CAMPAIGN_DEMO, &done, err)) ||
		    store_campaign_get(h->db, CAMPAIGN_DEMO, &c) != PBEM_OK)
			return rc ? rc : PBEM_ERR_DB;
		store_game_get(h->db, b.game, &g);
		printf("  over after %d phases: %s\n", phases, g.result);
		for (i = 0; i < np; i++)
			if (store_campaign_text_get(h->db, CAMPAIGN_DEMO, n,
			    pl[i].side, "rolls", &log) == PBEM_OK) {
				printf("  %s's rolls:\n%s", pl[i].side, *log ?
				    log : "    none\n");
				free(log);
			}
	}
	return PBEM_OK;
}

int
demo_campaign(int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct demo_player pl[GAME_MAX_SIDES];
	struct campaign_new_args a;
	const char *rules_opt = cli_opt(argc, argv, "--rules");
	const char *nb_opt = cli_opt(argc, argv, "--battles");
	const struct game_rules *r = game_rules_find(rules_opt ? rules_opt :
	    CAMPAIGN_DEMO_RULES);
	struct home h;
	struct buf out;
	char tmp[] = "/tmp/pbemd-camp.XXXXXX", home[PATH_MAX], army[PATH_MAX];
	char *numbers = NULL;
	const char *keep = cli_opt(argc, argv, "--keep");
	const char *nums = cli_opt(argc, argv, "--numbers");
	const char *army_opt = cli_opt(argc, argv, "--army");
	int np = 0, i, mails = 0, rc;

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd demo --campaign [--keep DIR] [--numbers "
		    "FILE.json]\n         [--army FILE] [--leave SIDE:ID] "
		    "[--rules ID] [--battles N]\n         [--battle FILE] [--points N]\n\n"
		    "A campaign of three battles of To The "
		    "Strongest! (--rules: another\nrules system's, each "
		    "battle on its demo scenario or --battle FILE) between\n"
		    "the demo armies: each side's "
		    "signed muster, each battle played by signed mail, the\n"
		    "outcome carried into the rosters, the between-battle "
		    "rolls (--numbers:\nthe referee's own), the campaign "
		    "reports, and the whole verified.  --army: other armies "
		    "(a scenario\nwith the demo's sides); --leave: a unit its "
		    "side never brings; --points: each\nbattle's cap of "
		    "points a side may bring.\n");
		return 0;
	}
	if (r == NULL || r->campaign == NULL)
		return cli_fail("this pbemd has no %s campaign", rules_opt ?
		    rules_opt : CAMPAIGN_DEMO_RULES);
	if (nb_opt && ((nbattles = atoi(nb_opt)) < 1 ||
	    nbattles > CAMPAIGN_DEMO_MAX))
		return cli_fail("--battles is 1 to %d", CAMPAIGN_DEMO_MAX);
	battle_opt = cli_opt(argc, argv, "--battle");
	demo_rules = r->id;
	demo_scenario = r->demo_scenario;
	if (mkdtemp(tmp) == NULL)
		return cli_fail("cannot create a temporary directory in /tmp");
	snprintf(home, sizeof home, "%s/home", tmp);
	if (keep)
		snprintf(home, sizeof home, "%s", keep);
	printf("pbemd demo --campaign: home %s\n", home);
	if (home_create(home, &err) != PBEM_OK ||
	    home_open(&h, home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	if ((rc = demo_players(tmp, pl, &np, &err)) != PBEM_OK)
		goto fail;
	leave = cli_opt(argc, argv, "--leave");
	points_cap = cli_opt(argc, argv, "--points");
	if (army_opt)
		snprintf(army, sizeof army, "%s", army_opt);
	else
		snprintf(army, sizeof army, "%s/games/%s/scenarios/%s",
		    home_datadir(), r->id, r->demo_scenario);
	memset(&a, 0, sizeof a);
	a.name = CAMPAIGN_DEMO;
	a.rules = r->id;
	a.army_path = army;
	a.battles = nbattles;
	a.nsides = np;
	for (i = 0; i < np; i++) {
		a.sides[i].side = pl[i].side;
		a.sides[i].email = pl[i].email;
		a.sides[i].key_path = pl[i].keyfile;
	}
	if ((rc = campaign_new(&h, &a, &err)) != PBEM_OK)
		goto fail;
	if (nums && ((rc = util_read_file(nums, PBEM_MAX_SCENARIO, &numbers,
	    NULL, &err)) != PBEM_OK || (rc = campaign_set_params(&h,
	    CAMPAIGN_DEMO, numbers, &err)) != PBEM_OK))
		goto fail;
	if ((rc = play(&h, pl, np, &mails, &err)) != PBEM_OK)
		goto fail;
	demo_kill_agents(pl, np);
	buf_init(&out, PBEM_MAX_REPORT);
	rc = campaign_verify(&h, CAMPAIGN_DEMO, &out, &err);
	fputs(buf_str(&out), stdout);
	buf_free(&out);
	if (rc != PBEM_OK)
		goto fail;
	printf("the campaign's mails (muster calls, reports, debrief) are in "
	    "%s/new\n", h.outbox);
	home_close(&h);
	free(numbers);
	json_decref(present);
	json_decref(absent);
	if (keep && util_remove_tree(tmp) != 0)
		fprintf(stderr, "pbemd demo: cannot remove %s\n", tmp);
	return 0;
fail:
	demo_kill_agents(pl, np);
	home_close(&h);
	free(numbers);
	json_decref(present);
	json_decref(absent);
	return cli_fail("campaign demo failed: %s (home kept in %s)", err.msg,
	    home);
}
