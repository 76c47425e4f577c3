/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * preview.c - the referee's preview: run the whole resolution inside a
 * transaction, copy the mails it queued, roll everything back, and send
 * the copies to the referee as one mail (or print them).  Determinism
 * makes the preview exact: the same sheets and the same secret give the
 * same dice when the phase really resolves.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "phase.h"
#include "template.h"
#include "orders.h"

/* One mail the preview queued, under a banner naming its side: its
 * text as the player reads it (the text/plain part, transfer-decoded),
 * else the raw body. */
static int
preview_add(const char *side, const char *data, void *arg)
{
	const char *body = data ? strstr(data, "\n\n") : NULL;
	struct pbem_err e = { 0 };
	char *text = NULL;
	size_t tlen = 0;

	if (data != NULL && mime_entity_text(data, strlen(data), &text,
	    &tlen, &e) == PBEM_OK && text != NULL)
		body = NULL;
	buf_addf(arg, "==================== what %s would receive "
	    "====================\n%s\n", side ? side : "?",
	    text ? text : body ? body + 2 : "");
	free(text);
	return PBEM_OK;
}

int
preview_send(struct home *h, const char *game, int print,
    struct pbem_err *err)
{
	struct game_rec g;
	struct buf all;
	long long before = 0;
	int rc, done = 0;

	if (store_game_get(h->db, game, &g) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "no game %s", game);
	buf_init(&all, 8 * PBEM_MAX_REPORT);
	if (store_begin(h->db) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
	store_outbox_last_id(h->db, &before);
	{
		/* The referee's preview is the reports' text: no pictures,
		 * so a whole phase of them fits one mail. */
		int pictures = h->cfg.pictures;

		h->cfg.pictures = 0;
		rc = phase_resolve_locked(h, game, 1, &done, err);
		h->cfg.pictures = pictures;
	}
	if (rc == PBEM_OK && done)
		store_outbox_each_since(h->db, before, preview_add, &all);
	store_rollback(h->db);	/* nothing of the preview is kept */
	if (rc != PBEM_OK || !done) {
		buf_free(&all);
		return rc != PBEM_OK ? rc : pbem_fail(err, PBEM_ERR_STATE, 0,
		    "game %s has no open phase to preview", game);
	}
	if (print || g.referee_email[0] == '\0') {
		fputs(buf_str(&all), stdout);
		buf_free(&all);
		return PBEM_OK;
	}
	if (store_begin(h->db) != PBEM_OK) {
		buf_free(&all);
		return PBEM_ERR_DB;
	}
	{
		struct buf subj;

		buf_init(&subj, 256);
		template_words(&subj, "notice.preview.subject", NULL);
		rc = notice_send(h, &g, NULL, "notice", buf_str(&subj),
		    buf_str(&all), err);
		buf_free(&subj);
	}
	buf_free(&all);
	if (rc != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	return store_commit(h->db);
}
