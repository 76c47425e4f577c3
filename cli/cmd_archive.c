/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cmd_archive.c - a game's record: `replay` re-adjudicates it (from the
 * store, or from an exported archive alone), `export` writes it as a
 * static site that anyone can open and re-adjudicate.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "campaign_core.h"
#include "cli.h"
#include "home.h"
#include "pbem_limits.h"
#include "phase.h"
#include "util.h"

static int
campaign_replay_dir(const char *path, const char *dir)
{
	struct pbem_err err = { 0 };
	struct buf out;
	json_error_t je;
	json_t *a;
	char *text;
	size_t len;
	int rc;

	if (util_read_file(path, PBEM_MAX_ARCHIVE, &text, &len, &err) !=
	    PBEM_OK)
		return cli_fail("%s", err.msg);
	a = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	free(text);
	if (a == NULL)
		return cli_fail("%s: line %d: %s", path, je.line, je.text);
	buf_init(&out, PBEM_MAX_REPORT);
	rc = campaign_replay_archive(a, &out, &err);
	fputs(buf_str(&out), stdout);
	buf_free(&out);
	json_decref(a);
	return rc == PBEM_OK ? 0 : cli_fail("archive %s: %s", dir, err.msg);
}

/* replay --archive DIR: DIR/game.json with no database and no keys. */
static int
replay_dir(const char *dir, int verbose)
{
	struct pbem_err err = { 0 };
	char path[PATH_MAX], last[HASH_HEX_LEN], *text;
	json_error_t je;
	json_t *a;
	size_t len;
	int rc, checked;

	/* a campaign's export: the whole campaign (campaign_archive.c) */
	if ((size_t)snprintf(path, sizeof path, "%s/campaign.json", dir) <
	    sizeof path && access(path, F_OK) == 0)
		return campaign_replay_dir(path, dir);
	if ((size_t)snprintf(path, sizeof path, "%s/game.json", dir) >=
	    sizeof path)
		return cli_fail("%s: path too long", dir);
	if (util_read_file(path, PBEM_MAX_ARCHIVE, &text, &len, &err) !=
	    PBEM_OK)
		return cli_fail("%s", err.msg);
	a = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	free(text);
	if (a == NULL)
		return cli_fail("%s: line %d: %s", path, je.line, je.text);
	rc = replay_archive(a, verbose, &checked, last, &err);
	if (rc == PBEM_OK)
		printf("replay %s (archive %s): %d phase%s re-adjudicated, all "
		    "hashes identical; last record %s\n",
		    json_string_value(json_object_get(json_object_get(a,
		    "game"), "id")), dir, checked, checked == 1 ? "" : "s",
		    last);
	json_decref(a);
	return rc == PBEM_OK ? 0 : cli_fail("archive %s: %s", dir, err.msg);
}

int
cmd_replay(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	int rc;

	if (cli_wants_help(argc, argv) || argc < 2) {
		printf("usage: pbemd replay GAME\n"
		    "       pbemd replay --archive DIR\n\n"
		    "Re-adjudicate every resolved phase of GAME from its stored "
		    "sheets and\nrevealed secrets, or of the game exported to DIR "
		    "(`pbemd export`) from\nthat archive alone, and check that "
		    "every state, event list and record\nhash comes out "
		    "identical; the first phase that differs is named.\n");
		return argc < 2 && !cli_wants_help(argc, argv) ? 2 : 0;
	}
	if (strcmp(argv[1], "--archive") == 0)
		return argc < 3 ? cli_fail("replay --archive DIR") :
		    replay_dir(argv[2], c->verbose);
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	rc = replay_game(&h, argv[1], c->verbose, &err);
	home_close(&h);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	return 0;
}

int
cmd_export(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct archive_site_stats st;
	struct home h;
	char verdict[400], last[HASH_HEX_LEN];
	json_t *a = NULL;
	int rc, checked, addresses = 0;

	if (argc > 1 && strcmp(argv[1], "--addresses") == 0) {
		addresses = 1;
		argc--;
		argv++;
	}
	if (cli_wants_help(argc, argv) || argc < 3) {
		printf("usage: pbemd export [--addresses] GAME DIR\n\nWrite "
		    "GAME's whole "
		    "record into DIR as a static site that opens from\n"
		    "file:// (index.html, one page per phase) and as game.json, "
		    "which\n`pbemd replay --archive DIR` re-adjudicates with no "
		    "database and no keys.\nWhile the game is in play the export "
		    "is the referee's only (it holds the\nsealed orders) and says "
		    "so on every page; once it is over, it reveals\nthe whole "
		    "game.\nThe index names the players as their keys name them; "
		    "--addresses adds\ntheir mail addresses too.\n");
		return argc < 3 && !cli_wants_help(argc, argv) ? 2 : 0;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	rc = archive_build(&h, argv[1], &a, &err);
	if (rc == PBEM_OK && addresses)
		archive_add_addresses(&h, argv[1], a);
	home_close(&h);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	if (replay_archive(a, 0, &checked, last, &err) == PBEM_OK)
		snprintf(verdict, sizeof verdict, "pbemd replay: %d phase%s "
		    "re-adjudicated from this archive, all hashes identical; "
		    "last record %s", checked, checked == 1 ? "" : "s", last);
	else
		snprintf(verdict, sizeof verdict, "pbemd replay FAILED: %s",
		    err.msg);
	memset(&err, 0, sizeof err);
	rc = archive_write_site(a, argv[2], verdict, &st, &err);
	printf("export %s -> %s/index.html (%s)\n%s\n", argv[1], argv[2],
	    strcmp(json_string_value(json_object_get(a, "view")), "public") ==
	    0 ? "the whole game, revealed" : "REFEREE ONLY: the game is still "
	    "in play", verdict);
	printf("wrote %d pages (%lld KB), %d maps and %d thumbnails (%lld KB), "
	    "game.json (%lld KB): %lld KB in all\n", st.pages,
	    (st.page_bytes + 1023) / 1024, st.maps, st.thumbs,
	    (st.map_bytes + 1023) / 1024, (st.json_bytes + 1023) / 1024,
	    (st.bytes + 1023) / 1024);
	json_decref(a);
	return rc == PBEM_OK ? 0 : cli_fail("%s", err.msg);
}
