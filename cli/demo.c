/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * demo.c - `pbemd demo`: a whole game of the sample scenario, played the
 * way real players would play it, through the real pipeline.
 *
 * Two players get fresh keys made by GnuPG.  For every phase the players'
 * example sheets (games/<id>/examples/<kind>-<side>.txt) get the envelope
 * the last report asked for, are signed (SOUTH as PGP/MIME, NORTH
 * clearsigned, so both paths run), dropped into the inbox Maildir, and
 * `poll` takes them in, resolves, and delivers the reports to the outbox
 * Maildir, where they stay for reading.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "clock.h"
#include "demo.h"
#include "dice.h"
#include "hash.h"
#include "home.h"
#include "phase.h"
#include "store.h"
#include "util.h"
#include "mailer.h"
#include "orders.h"

#define DEMO_GAME	"demo"
#define DEMO_MAX_PHASES	400

#define DEMO_MAX_SCENARIOS	32

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* For --help: each module's shipped scenarios (what --scenario takes), by
 * file name, sorted, the demo's own marked. */
static void
demo_help_scenarios(void)
{
	const struct game_rules *const *all = game_rules_all();
	char dir[PATH_MAX], *names[DEMO_MAX_SCENARIOS];
	struct dirent *e;
	DIR *d;
	size_t i;
	int n, k;

	printf("\nScenarios (--scenario FILE, from %s/games/ID/scenarios/):\n",
	    home_datadir());
	for (i = 0; all[i] != NULL; i++) {
		snprintf(dir, sizeof dir, "%s/games/%s/scenarios",
		    home_datadir(), all[i]->id);
		if ((d = opendir(dir)) == NULL)
			continue;
		n = 0;
		while ((e = readdir(d)) != NULL && n < DEMO_MAX_SCENARIOS)
			if (e->d_name[0] != '.' &&
			    (names[n] = strdup(e->d_name)) != NULL)
				n++;
		closedir(d);
		qsort(names, (size_t)n, sizeof names[0], name_cmp);
		printf("  %s:", all[i]->id);
		for (k = 0; k < n; k++) {
			printf(" %s%s%s", names[k], all[i]->demo_scenario &&
			    strcmp(names[k], all[i]->demo_scenario) == 0 ?
			    " (the demo's)" : "", k + 1 < n ? "," : "");
			free(names[k]);
		}
		printf("\n");
	}
}

const char *demo_rules = "far-side";
const char *demo_scenario = "mission-station.fsw";
const char *demo_game = DEMO_GAME;
int (*demo_sheet_filter)(const char *side, const char *line);

static void
base64_lines(struct buf *out, const char *p, size_t n)
{
	static const char tab[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const unsigned char *s = (const unsigned char *)p;
	size_t i, col = 0;
	unsigned v;

	for (i = 0; i < n; i += 3) {
		v = (unsigned)s[i] << 16;
		if (i + 1 < n)
			v |= (unsigned)s[i + 1] << 8;
		if (i + 2 < n)
			v |= s[i + 2];
		buf_addc(out, tab[v >> 18 & 63]);
		buf_addc(out, tab[v >> 12 & 63]);
		buf_addc(out, i + 1 < n ? tab[v >> 6 & 63] : '=');
		buf_addc(out, i + 2 < n ? tab[v & 63] : '=');
		if ((col += 4) >= 76) {
			buf_adds(out, "\r\n");
			col = 0;
		}
	}
	if (col)
		buf_adds(out, "\r\n");
}

static void
crlf(struct buf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '\n' && (out->len == 0 || buf_str(out)[out->len - 1] !=
		    '\r'))
			buf_addc(out, '\r');
		buf_addc(out, *s);
	}
}

/* A signed mail as a player's mail program would send it. */
int
demo_mail(const struct demo_player *pl, const char *to, const char *sheet,
    int n, struct buf *mail, struct pbem_err *err)
{
	struct buf ent;
	char *sig = NULL, micalg[32], date[64], bnd[40];
	unsigned char rnd[8];
	size_t siglen;
	int rc;

	clock_rfc5322(clock_now(), date, sizeof date);
	buf_addf(mail, "From: %s player <%s>\r\nTo: <%s>\r\nSubject: orders "
	    "%d\r\nDate: %s\r\nMessage-ID: <demo.%s.%d@players.invalid>\r\n"
	    "MIME-Version: 1.0\r\n", pl->side, pl->email, to, n, date,
	    pl->side, n);
	if (pl->clearsign) {
		if ((rc = openpgp_sign(pl->gnupg, sheet, strlen(sheet), 1,
		    &sig, &siglen, NULL, err)) != PBEM_OK)
			return rc;
		buf_adds(mail, "Content-Type: text/plain; charset=utf-8\r\n"
		    "Content-Transfer-Encoding: 8bit\r\n\r\n");
		crlf(mail, sig);
		free(sig);
		return mail->failed ? PBEM_ERR_LIMIT : PBEM_OK;
	}
	/* RFC 3156: sign the entity's CRLF form, send exactly those bytes. */
	buf_init(&ent, PBEM_MAX_MAIL);
	buf_adds(&ent, "Content-Type: text/plain; charset=utf-8\r\n"
	    "Content-Transfer-Encoding: base64\r\n\r\n");
	base64_lines(&ent, sheet, strlen(sheet));
	if ((rc = openpgp_sign(pl->gnupg, buf_str(&ent), ent.len, 0, &sig,
	    &siglen, micalg, err)) != PBEM_OK) {
		buf_free(&ent);
		return rc;
	}
	dice_secret_new(rnd, sizeof rnd);
	hash_hex(rnd, sizeof rnd, bnd);
	buf_addf(mail, "Content-Type: multipart/signed; micalg=%s;\r\n"
	    " protocol=\"application/pgp-signature\"; boundary=\"%s\"\r\n\r\n"
	    "This is an OpenPGP/MIME signed message (RFC 4880 and 3156)\r\n"
	    "--%s\r\n", micalg, bnd, bnd);
	buf_add(mail, buf_str(&ent), ent.len);
	buf_addf(mail, "\r\n--%s\r\nContent-Type: application/pgp-signature;"
	    " name=\"signature.asc\"\r\n\r\n", bnd);
	crlf(mail, sig);
	buf_addf(mail, "\r\n--%s--\r\n", bnd);
	free(sig);
	buf_free(&ent);
	return mail->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

/*
 * The example sheet prefix-KIND-side.txt (prefix "" or "refused-") into
 * path: a scenario's own sheets (examples/STEM/turnN/, for turn N only,
 * then examples/STEM/, STEM the scenario's file name without its
 * extension) before the module's (examples/).  A scenario with its own
 * folder shows no refused sheet written for another.  0 if one exists.
 */
static int
demo_example(const char *prefix, const char *kind, const char *side,
    int turn, char *path, size_t n)
{
	char stem[NAME_MAX + 1], lower[GAME_NAME_LEN], dir[PATH_MAX];
	const char *dot = strrchr(demo_scenario, '.');
	struct stat sb;

	snprintf(lower, sizeof lower, "%s", side);
	util_lower(lower);
	snprintf(stem, sizeof stem, "%.*s", dot ? (int)(dot - demo_scenario) :
	    (int)strlen(demo_scenario), demo_scenario);
	snprintf(dir, sizeof dir, "%s/games/%s/examples/%s", home_datadir(),
	    demo_rules, stem);
	snprintf(path, n, "%s/turn%d/%s%s-%s.txt", dir, turn, prefix, kind,
	    lower);
	if (stat(path, &sb) == 0)
		return 0;
	snprintf(path, n, "%s/%s%s-%s.txt", dir, prefix, kind, lower);
	if (stat(path, &sb) == 0)
		return 0;
	if (*prefix && stat(dir, &sb) == 0)
		return -1;
	snprintf(path, n, "%s/games/%s/examples/%s%s-%s.txt", home_datadir(),
	    demo_rules, prefix, kind, lower);
	return stat(path, &sb);
}

static int
demo_sheet(const char *prefix, const char *kind,
    const struct demo_player *pl, const struct game_phase *gp,
    struct buf *sheet, struct pbem_err *err)
{
	char path[PATH_MAX], *body;
	int rc;

	/* a sheet that is not there is named by the read's error */
	demo_example(prefix, kind, pl->side, gp->turn, path, sizeof path);
	if ((rc = util_read_file(path, PBEM_MAX_SHEET, &body, NULL, err)) !=
	    PBEM_OK)
		return rc;
	buf_addf(sheet, "Game: %s\nSide: %s\nTurn: %d\nPhase: %s\n\n",
	    demo_game, pl->side, gp->turn, gp->name);
	if (demo_sheet_filter == NULL)
		buf_adds(sheet, body);
	else {
		/* the lines a campaign battle's forces can take */
		char *line, *save;

		for (line = strtok_r(body, "\n", &save); line;
		    line = strtok_r(NULL, "\n", &save))
			if (demo_sheet_filter(pl->side, line))
				buf_addf(sheet, "%s\n", line);
	}
	free(body);
	return sheet->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

int
demo_players(const char *tmp, struct demo_player *pl, int *n,
    struct pbem_err *err)
{
	const struct game_rules *r = game_rules_find(demo_rules);
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], path[PATH_MAX], *text, *rd;
	char fpr[64], uid[160], *pub;
	size_t tl, rl, pl_len;
	json_t *state = NULL;
	int i, rc;

	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", home_datadir(),
	    demo_rules, demo_scenario);
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &text, &tl, err)))
		return rc;
	snprintf(path, sizeof path, "%s/games/%s/rules.json", home_datadir(),
	    demo_rules);
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &rd, &rl, err))) {
		free(text);
		return rc;
	}
	rc = r->scenario_load(r, text, tl, rd, rl, &state, err);
	free(text);
	free(rd);
	if (rc != PBEM_OK)
		return rc;
	*n = r->sides(r, state, sides, GAME_MAX_SIDES);
	json_decref(state);
	for (i = 0; i < *n; i++) {
		memset(&pl[i], 0, sizeof pl[i]);
		snprintf(pl[i].side, sizeof pl[i].side, "%s", sides[i]);
		snprintf(pl[i].gnupg, sizeof pl[i].gnupg, "%s/k%d", tmp, i);
		snprintf(pl[i].email, sizeof pl[i].email, "%s@players.invalid",
		    sides[i]);
		util_lower(pl[i].email);
		pl[i].clearsign = i % 2;
		if (mkdir(pl[i].gnupg, 0700) != 0)
			return pbem_fail(err, PBEM_ERR_IO, 0, "cannot create %s",
			    pl[i].gnupg);
		snprintf(uid, sizeof uid, "%s player <%s>", sides[i],
		    pl[i].email);
		if ((rc = openpgp_make_key(pl[i].gnupg, uid, fpr, &pub,
		    &pl_len, err)) != PBEM_OK)
			return rc;
		snprintf(pl[i].keyfile, sizeof pl[i].keyfile, "%s/%s.asc", tmp,
		    sides[i]);
		rc = util_write_file(pl[i].keyfile, pub, pl_len, 0644, err);
		free(pub);
		if (rc != PBEM_OK)
			return rc;
	}
	return PBEM_OK;
}

void
demo_kill_agents(struct demo_player *pl, int n)
{
	char env[PATH_MAX + 16];
	char *argv[] = { "gpgconf", "--kill", "all", NULL };
	char *envp[] = { env, NULL };
	int i;

	for (i = 0; i < n; i++) {
		snprintf(env, sizeof env, "GNUPGHOME=%s", pl[i].gnupg);
		if (util_run(argv, envp) != 0)
			fprintf(stderr, "pbemd demo: gpgconf --kill all failed "
			    "for %s\n", pl[i].gnupg);
	}
}

/* Sign side k's sheet (example prefix-KIND-side.txt) into the inbox. */
static int
demo_send(struct home *h, struct demo_player *pl, const char *prefix,
    const struct game_phase *gp, int *mails, struct pbem_err *err)
{
	struct buf sheet, mail;
	char name[64];
	int rc;

	buf_init(&sheet, PBEM_MAX_SHEET);
	buf_init(&mail, PBEM_MAX_MAIL);
	rc = demo_sheet(prefix, gp->kind, pl, gp, &sheet, err);
	if (rc == PBEM_OK)
		rc = demo_mail(pl, h->cfg.from, buf_str(&sheet), ++*mails,
		    &mail, err);
	snprintf(name, sizeof name, "demo-%05d.%s.eml", *mails, pl->side);
	if (rc == PBEM_OK)
		rc = maildir_put(h->inbox, name, buf_str(&mail), mail.len, err);
	buf_free(&sheet);
	buf_free(&mail);
	return rc;
}

/*
 * A newcomer should see a refusal once: where the module ships a sheet
 * with a mistake (examples/refused-KIND-side.txt), the first phase of
 * that kind sends it first; the receipt refuses it, naming the line, and
 * the good sheet follows.  The refused sheet is never sealed, so the
 * game's record is the same as without it.
 */
static int
demo_refusal(struct home *h, struct demo_player *pl,
    const struct game_phase *gp, int *shown, int *mails,
    struct pbem_err *err)
{
	char path[PATH_MAX];
	int taken, resolved, sent, rc;

	/* a campaign's battles filter the example lines to the units
	 * mustered, which may drop the very mistake: the single-game
	 * demo shows the refusal */
	if (*shown || demo_sheet_filter != NULL)
		return PBEM_OK;
	if (demo_example("refused-", gp->kind, pl->side, gp->turn, path,
	    sizeof path) != 0)
		return PBEM_OK;
	*shown = 1;
	if ((rc = demo_send(h, pl, "refused-", gp, mails, err)) != PBEM_OK)
		return rc;
	if (run_poll_once(h, &taken, &resolved, &sent) != PBEM_OK ||
	    resolved != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "%s's sheet with a "
		    "mistake (%s) was not refused", pl->side, path);
	printf("  turn %d, %s: %s sent a sheet with a mistake; the receipt "
	    "refused it, naming the line, and %s sent it again\n", gp->turn,
	    gp->name, pl->side, pl->side);
	return PBEM_OK;
}

/* Play every phase until the game is over. */
int
demo_play(struct home *h, struct demo_player *pl, int np, int *phases,
    int *mails, struct pbem_err *err)
{
	const struct game_rules *r = game_rules_find(demo_rules);
	struct phase_rec p;
	struct game_phase gp;
	json_t *state;
	int i, k, taken, resolved, sent, refused = 0, rc = PBEM_OK;

	for (*phases = 0; *phases < DEMO_MAX_PHASES; ) {
		if (store_phase_open_get(h->db, demo_game, &p) != PBEM_OK)
			return PBEM_OK;		/* no open phase: over */
		state = json_loads(p.state, 0, NULL);
		phase_rec_free(&p);
		if (state == NULL || r->phase(r, state, &gp) != PBEM_OK) {
			json_decref(state);
			return pbem_fail(err, PBEM_ERR_STATE, 0, "bad state");
		}
		json_decref(state);
		for (i = 0; i < gp.nsides; i++) {
			for (k = 0; k < np; k++)
				if (strcmp(pl[k].side, gp.sides[i]) == 0)
					break;
			if (k == np)
				return pbem_fail(err, PBEM_ERR_STATE, 0,
				    "no demo player for %s", gp.sides[i]);
			if ((rc = demo_refusal(h, &pl[k], &gp, &refused,
			    mails, err)) != PBEM_OK ||
			    (rc = demo_send(h, &pl[k], "", &gp, mails, err)) !=
			    PBEM_OK)
				return rc;
		}
		if (run_poll_once(h, &taken, &resolved, &sent) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "a poll pass "
			    "failed (see the log above)");
		if (resolved == 0)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "turn %d phase "
			    "%s did not resolve: the example sheet was refused "
			    "(read the refusal in %s/new)", gp.turn, gp.name,
			    h->outbox);
		*phases += resolved;
	}
	return pbem_fail(err, PBEM_ERR_STATE, 0, "the game did not end "
	    "within %d phases", DEMO_MAX_PHASES);
}

int
cmd_demo(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct demo_player pl[GAME_MAX_SIDES];
	struct game_new_args a;
	struct game_rec g;
	struct home h;
	char tmp[] = "/tmp/pbemd-demo.XXXXXX", home[PATH_MAX], scen[PATH_MAX];
	char fpr[64];
	const char *keep = cli_opt(argc, argv, "--keep");
	int np = 0, i, phases = 0, mails = 0, taken, resolved, sent, rc;
	int sentn = 0;

	const char *want = cli_opt(argc, argv, "--rules");
	const char *scen_opt = cli_opt(argc, argv, "--scenario");
	const char *reports = cli_opt(argc, argv, "--reports");
	char key[80];
	(void)c;
	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--campaign") == 0)
			return demo_campaign(argc, argv);
	if (reports && strcmp(reports, "text") != 0 && strcmp(reports,
	    "small") != 0 && strcmp(reports, "pictures") != 0 &&
	    strcmp(reports, "full") != 0)
		return cli_fail("--reports takes text, small, pictures or full");
	if (want) {
		const struct game_rules *r = game_rules_find(want);
		struct buf ids;

		if (r == NULL || r->demo_scenario == NULL) {
			buf_init(&ids, 256);
			game_rules_list(&ids);
			rc = cli_fail("no demo for rules '%s' (%s)", want,
			    buf_str(&ids));
			buf_free(&ids);
			return rc;
		}
		demo_rules = r->id;
		demo_scenario = r->demo_scenario;
	}
	if (scen_opt) {
		/* another of the module's shipped scenarios, by file name */
		if (strchr(scen_opt, '/') != NULL || scen_opt[0] == '.')
			return cli_fail("--scenario names a file of "
			    "games/%s/scenarios/", demo_rules);
		demo_scenario = scen_opt;
	}
	if (cli_wants_help(argc, argv)) {
		struct buf ids;

		buf_init(&ids, 256);
		game_rules_list(&ids);
		printf("usage: pbemd demo [--keep DIR] [--rules ID] "
		    "[--scenario FILE] [--reports CHOICE]\n       pbemd demo --campaign [--keep "
		    "DIR] [--numbers FILE.json]\n  ID: %s\n\nMake a ",
		    buf_str(&ids));
		buf_free(&ids);
		printf(
		    "throwaway home (in DIR, or a new /tmp/pbemd-demo.*), "
		    "two players\nwith fresh GnuPG keys, and play a whole "
		    "game of the sample scenario\n(default: Far Side of the "
		    "World, The Mission Station) through the real\npipeline: "
		    "signed sheets into the inbox Maildir, `poll`, reports "
		    "out to the\noutbox Maildir.  --scenario plays another "
		    "of the module's shipped scenarios\n(below), with its own "
		    "example sheets where it has them\n(games/ID/examples/"
		    "STEM/, STEM/turnN/ for turn N) or else the module's.\n"
		    "--reports sets every side's `Reports:` choice "
		    "(text, small, pictures, full)\nas if each had sent it "
		    "with its first sheet.  `pbemd demo --campaign --help`:\n"
		    "the campaign's own options.\n");
		demo_help_scenarios();
		return 0;
	}
	/* Short: gpg-agent's socket path must fit in sun_path. */
	if (mkdtemp(tmp) == NULL)
		return cli_fail("cannot create a temporary directory in /tmp");
	snprintf(home, sizeof home, "%s/home", tmp);
	if (keep)
		snprintf(home, sizeof home, "%s", keep);
	printf("pbemd demo: home %s\n", home);
	if (home_create(home, &err) != PBEM_OK ||
	    home_open(&h, home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	printf("making two players' keys with GnuPG in %s...\n", tmp);
	if ((rc = demo_players(tmp, pl, &np, &err)) != PBEM_OK)
		goto fail;
	snprintf(scen, sizeof scen, "%s/games/%s/scenarios/%s", home_datadir(),
	    demo_rules, demo_scenario);
	memset(&a, 0, sizeof a);
	a.id = DEMO_GAME;
	a.rules = demo_rules;
	a.scenario_path = scen;
	if ((rc = game_new(&h, &a, &err)) != PBEM_OK)
		goto fail;
	for (i = 0; i < np; i++) {
		if ((rc = player_add(&h, DEMO_GAME, pl[i].side, pl[i].email,
		    pl[i].keyfile, fpr, &err)) != PBEM_OK)
			goto fail;
		snprintf(key, sizeof key, "reports.%s", pl[i].side);
		if (reports && (rc = store_setting_set(h.db, DEMO_GAME, key,
		    reports)) != PBEM_OK) {
			pbem_fail(&err, rc, 0, "cannot keep the Reports: choice");
			goto fail;
		}
		printf("  %-6s %s  key %s (%s)\n", pl[i].side, pl[i].email, fpr,
		    pl[i].clearsign ? "sends clearsigned mail" :
		    "sends PGP/MIME mail");
	}
	if ((rc = game_start(&h, DEMO_GAME, &err)) != PBEM_OK)
		goto fail;
	run_poll_once(&h, &taken, &resolved, &sent);
	printf("playing %s (%s)...\n", demo_scenario, demo_rules);
	if ((rc = demo_play(&h, pl, np, &phases, &mails, &err)) != PBEM_OK)
		goto fail;
	demo_kill_agents(pl, np);
	store_game_get(h.db, DEMO_GAME, &g);
	store_outbox_count(h.db, "sent", &sentn);
	printf("\ngame over after %d phases: %s\n", phases, g.result);
	printf("%d signed sheets went into %s/new, now in cur/\n", mails,
	    h.inbox);
	printf("%d mails (receipts and reports) are in %s/new\n", sentn,
	    h.outbox);
	home_close(&h);
	if (home_open(&h, home, &err) == PBEM_OK) {
		replay_game(&h, DEMO_GAME, 0, &err);
		home_close(&h);
	}
	printf("read them, e.g.: ls %s/new; or `pbemd --home %s status`\n",
	    h.outbox, home);
	/* With --keep the home is elsewhere: the players' throwaway keys
	 * (their agents stopped) are not left in /tmp. */
	if (keep && util_remove_tree(tmp) != 0)
		fprintf(stderr, "pbemd demo: cannot remove %s\n", tmp);
	return 0;
fail:
	demo_kill_agents(pl, np);
	home_close(&h);
	return cli_fail("demo failed: %s (home kept in %s)", err.msg, home);
}
