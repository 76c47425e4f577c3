/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * notice.c - one notice mail from a template, to one side's player or to
 * the referee, into the outbox (inside the caller's transaction).  The
 * words come from templates/; who is told what, and when, is the
 * caller's (trigger.c, seal.c, request.c, the referee).
 */
#include <string.h>

#include "phase.h"
#include "template.h"
#include "mailer.h"

int
notice_send(struct home *h, const struct game_rec *g, const char *side,
    const char *tmpl, const char *subject, const char *text,
    struct pbem_err *err)
{
	struct player_rec pl;
	struct tvars t;
	struct buf mail;
	const char *to;
	int rc, seq = 0;

	if (side) {
		if (store_player_get(h->db, g->id, side, &pl) != PBEM_OK)
			return PBEM_OK;
		to = pl.email;
	} else {
		if (g->referee_email[0] == '\0')
			return PBEM_OK;	/* nobody to tell but the log */
		to = g->referee_email;
	}
	memset(&t, 0, sizeof t);
	tvars_set(&t, "game", g->id);
	tvars_set(&t, "side", side ? side : "referee");
	tvars_set(&t, "subject", subject);
	tvars_set(&t, "text", text);
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render(tmpl, &t, &mail, err);
	/* the phase it is sent in (store_phase_answering): the leak test
	 * checks it against what the side could see then */
	if (rc == PBEM_OK && store_phase_answering(h->db, g->id, &seq) !=
	    PBEM_OK)
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot read the phases");
	if (rc == PBEM_OK)
		rc = outbox_enqueue(h, to, tmpl, g->id, side ? side : "referee",
		    seq, buf_str(&mail), NULL, err);
	buf_free(&mail);
	return rc;
}
