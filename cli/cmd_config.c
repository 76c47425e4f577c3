/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cmd_config.c - `pbemd config check`: parse the home's config (every
 * error as file:line), print what was understood, then connect to the
 * IMAP and SMTP servers it names and say plainly what works and what
 * does not.  Never prints a password, never sends a mail, never takes
 * or moves one (it may create the processed folder).
 * `config dump` prints the config in force, `config example` the
 * commented default file, `config man` pbemd.conf(5)'s key list: all
 * three from config_keys[].
 */
#include <stdio.h>
#include <string.h>

#include <curl/curl.h>

#include "buf.h"
#include "cli.h"
#include "config.h"
#include "home.h"
#include "mailer.h"
#include "pbem_limits.h"

static void
config_print(const struct home *h)
{
	const struct config *c = &h->cfg;

	printf("%s: ok\n", h->conf);
	printf("  from          %s\n", c->from);
	printf("  inbox         %s", c->inbox);
	if (strcmp(c->inbox, "imap") == 0)
		printf(" %s@%s port %d tls %s, folder %s -> %s", c->imap_user,
		    c->imap_host, c->imap_port ? c->imap_port :
		    strcmp(c->imap_tls, "implicit") == 0 ? 993 : 143,
		    c->imap_tls, c->imap_folder, c->imap_processed);
	else
		printf(" %s", h->inbox);
	printf("\n  outbox        %s", c->outbox);
	if (strcmp(c->outbox, "smtp") == 0)
		printf(" %s%s%s port %d tls %s, retry from %d s",
		    c->smtp_user, c->smtp_user[0] ? "@" : "", c->smtp_host,
		    c->smtp_port ? c->smtp_port : strcmp(c->smtp_tls,
		    "implicit") == 0 ? 465 : strcmp(c->smtp_tls, "starttls") ==
		    0 ? 587 : 25, c->smtp_tls, c->smtp_retry);
	else
		printf(" %s", h->outbox);
	printf("\n  max_mail_size %zu\n  poll_interval %d s\n", c->max_mail,
	    c->poll_interval);
	printf("  limits        MIME depth %d, parts %d; sheets of %d lines of "
	    "%d bytes;\n                %d signed mails per side per phase\n",
	    c->mime_max_depth, c->mime_max_parts, c->sheet_max_lines,
	    c->sheet_max_line, c->sheets_per_phase);
	printf("  strangers     %s\n", strcmp(c->unknown_sender_reply,
	    "never") == 0 ? "never answered" : "answered at most once a day");
	printf("  outgoing      %s\n", c->sign_outgoing ? "signed by each "
	    "game's key" : "plain text, unsigned (sign_outgoing no)");
	if (c->pictures)
		printf("  pictures      on: PNG maps of at most %zu bytes and %d "
		    "pixels a side\n", c->picture_max_bytes,
		    c->picture_max_side);
	else
		printf("  pictures      off: text-only reports\n");
}

static const char config_usage[] =
"usage: pbemd config check | dump | example | man\n"
"\n"
"check    read the home's pbemd.conf (errors as file:line), show what it\n"
"         says, then log in to the IMAP and SMTP servers it names\n"
"         (nothing is sent or taken) and say what works.  Exit 0 when all\n"
"         of it does.\n"
"dump     print the config in force, every key, each marked with where\n"
"         its value comes from (the file's line, or the default).\n"
"example  print the commented file `pbemd init` writes: every key with\n"
"         its help, allowed values and default.\n"
"man      print the key list of pbemd.conf(5) (mdoc).\n";

/* example and man need no home; dump needs one. */
static int
config_print_doc(struct cli *cl, const char *what)
{
	struct pbem_err err = { 0 };
	struct home h;
	struct buf out;
	int rc;

	buf_init(&out, PBEM_MAX_CONFIG);
	if (strcmp(what, "example") == 0)
		rc = config_example(&out);
	else if (strcmp(what, "man") == 0)
		rc = config_mdoc(&out);
	else {
		if (home_open(&h, cl->home, &err) != PBEM_OK) {
			buf_free(&out);
			return cli_fail("%s", err.msg);
		}
		rc = config_dump(&h.cfg, h.conf, &out);
		home_close(&h);
	}
	if (rc == PBEM_OK)
		fputs(buf_str(&out), stdout);
	buf_free(&out);
	if (rc != PBEM_OK)
		return cli_fail("config %s: %s", what, pbem_strerror(rc));
	return fflush(stdout) == 0 ? 0 : 1;
}

int
cmd_config(struct cli *cl, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	struct buf out;
	int bad = 0;

	if (cli_wants_help(argc, argv) || argc != 2) {
		fputs(config_usage, cli_wants_help(argc, argv) ? stdout :
		    stderr);
		return cli_wants_help(argc, argv) ? 0 : 2;
	}
	if (strcmp(argv[1], "dump") == 0 || strcmp(argv[1], "example") == 0 ||
	    strcmp(argv[1], "man") == 0)
		return config_print_doc(cl, argv[1]);
	if (strcmp(argv[1], "check") != 0) {
		fputs(config_usage, stderr);
		return 2;
	}
	if (home_open(&h, cl->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	config_print(&h);
	curl_global_init(CURL_GLOBAL_DEFAULT);
	if (strcmp(h.cfg.inbox, "imap") == 0) {
		buf_init(&out, 4096);
		memset(&err, 0, sizeof err);
		if (imap_in_check(&h, &out, &err) == PBEM_OK)
			printf("imap: ok\n%s", buf_str(&out));
		else {
			printf("imap: FAILED: %s\n%s", err.msg, buf_str(&out));
			bad++;
		}
		buf_free(&out);
	}
	if (strcmp(h.cfg.outbox, "smtp") == 0) {
		buf_init(&out, 4096);
		memset(&err, 0, sizeof err);
		if (smtp_out_check(&h, &out, &err) == PBEM_OK)
			printf("smtp: ok\n%s", buf_str(&out));
		else {
			printf("smtp: FAILED: %s\n", err.msg);
			bad++;
		}
		buf_free(&out);
	}
	curl_global_cleanup();
	home_close(&h);
	printf(bad ? "config check: %d problem%s\n" : "config check: all ok\n",
	    bad, bad == 1 ? "" : "s");
	return bad ? 1 : 0;
}
