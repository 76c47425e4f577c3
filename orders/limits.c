/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * limits.c - intake's defences against volume: how much one mail, one
 * sheet and one sender may cost pbemd, and how often pbemd answers.
 *
 * Sits beside intake.c (orders/), inside intake's transaction: every count
 * here commits or rolls back with the mail's verdict.  The limits come
 * from the config (base/config.c), with safe defaults; what they block:
 *   - sheet lines / line length: a sheet is a page of orders; a signed
 *     100 000-line sheet would tie up the rules module and the receipt;
 *   - sheets per side per phase (Eressea takes 50 a turn): a stolen or
 *     looping client cannot make pbemd mail a player without end; past
 *     the limit one last answer says so, then silence until the phase
 *     changes;
 *   - mail from addresses in no game: every refusal is a mail to a forged
 *     From:, so pbemd could be used to spam strangers (backscatter);
 *     answered at most once a day per address, or never;
 *   - a re-sent mail (same Message-ID) is answered once, never again.
 * Never parses mail, never touches gpgme.
 */
#include <stdio.h>
#include <string.h>

#include "orders.h"
#include "clock.h"
#include "store.h"

int
limits_sheet_shape(const char *text, size_t len, int max_lines, int max_line,
    struct pbem_err *err)
{
	const char *p = text, *end = text + len, *nl;
	size_t l;
	int line = 0;

	while (p < end) {
		line++;
		nl = memchr(p, '\n', (size_t)(end - p));
		l = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (line > max_lines)
			return pbem_fail(err, PBEM_ERR_LIMIT, line, "the sheet "
			    "has more than %d lines", max_lines);
		if (l > (size_t)max_line)
			return pbem_fail(err, PBEM_ERR_LIMIT, line, "the line "
			    "is longer than %d characters", max_line);
		p = nl ? nl + 1 : end;
	}
	return PBEM_OK;
}

int
limits_rate_take(struct home *h, const char *game, const char *side,
    int *count)
{
	return store_rate_take(h->db, game, side, count);
}

int
limits_may_answer(struct home *h, const char *addr, int *may)
{
	char what[300];
	int known, rc, n;

	*may = 0;
	if (addr == NULL || *addr == '\0')
		return PBEM_OK;
	if ((rc = store_address_known(h->db, addr, &known)) != PBEM_OK)
		return rc;
	if (known) {
		*may = 1;
		return PBEM_OK;
	}
	if (strcmp(h->cfg.unknown_sender_reply, "never") == 0)
		return PBEM_OK;
	/* Cap the day's answers to strangers as a whole, then each address
	 * to one a day. */
	if ((rc = store_strangers_answered(h->db, (long long)clock_now() -
	    86400, &n)) != PBEM_OK || n >= PBEM_MAX_STRANGER_REPLIES)
		return rc;
	snprintf(what, sizeof what, "from:%s", addr);
	return store_answer_once(h->db, what, 86400, (long long)clock_now(),
	    may);
}

int
limits_dup_first(struct home *h, const char *msgid, int *first)
{
	char what[300];

	snprintf(what, sizeof what, "dup:%s", msgid);
	return store_answer_once(h->db, what, 0, (long long)clock_now(),
	    first);
}

int
limits_mail_prior(struct home *h, const char *msgid, char verdict[16],
    char game[PBEM_MAX_NAME + 1], char side[PBEM_MAX_NAME + 1],
    long long *received)
{
	return store_mail_prior(h->db, msgid, verdict, game, side, received);
}
