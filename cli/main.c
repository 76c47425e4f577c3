/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * main.c - pbemd's entry point: global options, then one command.
 */
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "home.h"
#include "log.h"

static const char usage[] =
"usage: pbemd [--home DIR] [-v] [--syslog] COMMAND [ARGS]\n"
"\n"
"A play-by-email turn processor: takes in OpenPGP-signed order sheets,\n"
"resolves each phase when every sheet is in, mails fog-of-war reports.\n"
"\n"
"Commands (each has --help):\n"
"  init                         create a home (config, database, Maildirs)\n"
"  config check|dump|example|man  check the config and the servers; print\n"
"                               it in force, the default file, its man list\n"
"  game new GAME --rules ID --scenario FILE [--referee EMAIL --referee-key FILE]\n"
"  game start GAME              mail the opening reports; orders are due\n"
"  player add GAME SIDE --email ADDR --key PUBKEY.asc\n"
"  poll                         one pass: take in mail, resolve, deliver\n"
"  serve                        poll in a loop until SIGTERM/SIGINT\n"
"  status [GAME]                games, turns, whose sheets are in\n"
"  replay GAME | --archive DIR  re-adjudicate a game, compare hashes\n"
"  export GAME DIR              the game's record as a static site + JSON\n"
"  verify GAME                  check sealed records (charts) against commitments\n"
"  referee GAME COMMAND         pause, extend, process, preview, release,\n"
"                               amend, rollback, replace, view, set ...\n"
"  campaign new|battle|muster|after|status|verify ...  a series of battles,\n"
"                               each side's forces carried over\n"
"  demo [--keep DIR]            play a whole sample game through the pipeline\n"
"\n"
"The home is --home DIR, else $PBEMD_HOME, else ./pbemd-home.\n";

static const struct {
	const char *name;
	int (*fn)(struct cli *, int, char **);
} commands[] = {
	{ "campaign",	cmd_campaign },
	{ "config",	cmd_config },
	{ "demo",	cmd_demo },
	{ "export",	cmd_export },
	{ "game",	cmd_game },
	{ "init",	cmd_init },
	{ "player",	cmd_player },
	{ "poll",	cmd_poll },
	{ "referee",	cmd_referee },
	{ "replay",	cmd_replay },
	{ "serve",	cmd_serve },
	{ "status",	cmd_status },
	{ "verify",	cmd_verify },
};

int
cli_fail(const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	/* One write for the whole line, its newline included: stderr is
	 * unbuffered, and piecewise writes of two processes sharing it ran
	 * together ("... expected yes or nopbemd: ..."). */
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	fprintf(stderr, "pbemd: %s\n", msg);
	return 1;
}

int
cli_wants_help(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0)
			return 1;
	return 0;
}

const char *
cli_opt(int argc, char **argv, const char *name)
{
	int i;

	for (i = 1; i + 1 < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return argv[i + 1];
	return NULL;
}

int
main(int argc, char **argv)
{
	struct cli c;
	const char *home_opt = NULL;
	size_t k;
	int i;

	setlocale(LC_ALL, "");
	memset(&c, 0, sizeof c);
	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "--home") == 0 && i + 1 < argc)
			home_opt = argv[++i];
		else if (strcmp(argv[i], "-v") == 0)
			c.verbose++;
		else if (strcmp(argv[i], "--syslog") == 0)
			c.use_syslog = 1;
		else if (strcmp(argv[i], "-h") == 0 ||
		    strcmp(argv[i], "--help") == 0) {
			fputs(usage, stdout);
			return 0;
		} else {
			fputs(usage, stderr);
			return cli_fail("unknown option %s", argv[i]);
		}
	}
	if (i >= argc) {
		fputs(usage, stderr);
		return 2;
	}
	c.home = home_default(home_opt);
	log_init(c.verbose, c.use_syslog);
	for (k = 0; k < sizeof commands / sizeof commands[0]; k++)
		if (strcmp(commands[k].name, argv[i]) == 0)
			return commands[k].fn(&c, argc - i, argv + i);
	fputs(usage, stderr);
	return cli_fail("unknown command '%s'", argv[i]);
}
