/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmd_referee.c - `pbemd referee GAME COMMAND ...` (see referee.c). */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "home.h"
#include "referee.h"

int
cmd_referee(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	struct buf out;
	int rc;

	if (cli_wants_help(argc, argv) || argc < 3) {
		fputs(referee_usage, argc < 3 && !cli_wants_help(argc, argv) ?
		    stderr : stdout);
		return cli_wants_help(argc, argv) ? 0 : 2;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	buf_init(&out, 16 * 1024 * 1024);
	rc = referee_run(&h, argv[1], argc - 2, argv + 2, "referee (cli)", NULL,
	    &out, &err);
	home_close(&h);
	fputs(buf_str(&out), stdout);
	buf_free(&out);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	return 0;
}
