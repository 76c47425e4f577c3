/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cli.h - the pbemd command line: one function per command, each with its
 * own --help.  main.c parses the global options and dispatches.
 */
#ifndef PBEM_CLI_H
#define PBEM_CLI_H

struct cli {
	const char *home;	/* resolved home directory */
	int verbose;
	int use_syslog;
};

/* cmd_admin.c */
int cmd_init(struct cli *c, int argc, char **argv);
int cmd_game(struct cli *c, int argc, char **argv);
int cmd_player(struct cli *c, int argc, char **argv);
/* cmd_run.c */
int cmd_poll(struct cli *c, int argc, char **argv);
int cmd_serve(struct cli *c, int argc, char **argv);
int cmd_status(struct cli *c, int argc, char **argv);
/* cmd_archive.c */
int cmd_replay(struct cli *c, int argc, char **argv);
int cmd_export(struct cli *c, int argc, char **argv);
/* One pass of the pipeline on an open home; counts for the summary. */
struct home;
int run_poll_once(struct home *h, int *taken, int *resolved, int *sent);
/* cmd_config.c */
int cmd_config(struct cli *c, int argc, char **argv);
/* cmd_verify.c */
int cmd_verify(struct cli *c, int argc, char **argv);
/* cmd_referee.c */
int cmd_referee(struct cli *c, int argc, char **argv);
/* cmd_campaign.c */
int cmd_campaign(struct cli *c, int argc, char **argv);
/* demo.c */
int cmd_demo(struct cli *c, int argc, char **argv);

/* Print "pbemd: " + message to stderr; returns 1 (the exit status). */
int cli_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* True when argv has -h or --help. */
int cli_wants_help(int argc, char **argv);
/* Value of `--name VALUE` in argv[from..], NULL if absent. */
const char *cli_opt(int argc, char **argv, const char *name);

#endif
