/*
 * cmd_config.c - `pbemd config check`: parse the home's config (every
 * error as file:line), print what was understood, then connect to the
 * IMAP and SMTP servers it names and say plainly what works and what
 * does not.  Never prints a password, never sends a mail, never takes
 * or moves one (it may create the processed folder).
 */
#include <stdio.h>
#include <string.h>

#include <curl/curl.h>

#include "buf.h"
#include "cli.h"
#include "config.h"
#include "home.h"
#include "mailer.h"

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

int
cmd_config(struct cli *cl, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	struct buf out;
	int bad = 0;

	if (cli_wants_help(argc, argv) || argc < 2 ||
	    strcmp(argv[1], "check") != 0) {
		printf("usage: pbemd config check\n\nRead the home's pbemd.conf "
		    "(errors as file:line), show what it says,\nthen log in to "
		    "the IMAP and SMTP servers it names (nothing is sent or\n"
		    "taken) and say what works.  Exit 0 when all of it does.\n");
		return cli_wants_help(argc, argv) ? 0 : 2;
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
