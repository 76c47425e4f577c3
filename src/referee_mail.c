/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * referee_mail.c - the commands a referee sends by signed mail (`Referee:`
 * lines).  Intake queues them in the transaction that takes the mail; they
 * run after it commits, each in its own transaction that also moves the
 * queue past it (referee_run), so a crash between two commands resumes at
 * the next one.  When a mail's commands are all done, one transaction
 * queues the referee's reply and drops the entry.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "log.h"
#include "mailer.h"
#include "phase.h"
#include "referee.h"
#include "template.h"
#include "store.h"

/* An amend line in the module's verbs (not by pointer): the lines of
 * one mail that follow each other are one command, one announcement. */
static int
verb_amend(const char *c)
{
	return strncmp(c, "amend ", 6) == 0 && c[6] != '/' &&
	    strncmp(c + 6, "--pointer", 9) != 0;
}

int
referee_mail_queue(struct home *h, const char *msgid, const char *game,
    int n, const char (*commands)[PBEM_MAX_LINE])
{
	json_t *a = json_array();
	struct buf joined;
	char *text = NULL;
	int i, rc = PBEM_ERR_NOMEM;

	buf_init(&joined, (size_t)PBEM_MAX_LINE * 8);
	for (i = 0; a != NULL && i < n; i++) {
		if (verb_amend(commands[i]) && i + 1 < n &&
		    verb_amend(commands[i + 1])) {
			buf_adds(&joined, joined.len ? "; " : "amend ");
			buf_adds(&joined, commands[i] + 6);
			continue;
		}
		if (joined.len && verb_amend(commands[i])) {
			buf_addf(&joined, "; %s", commands[i] + 6);
			if (joined.failed || json_array_append_new(a,
			    json_string(buf_str(&joined))) != 0)
				goto out;
			buf_reset(&joined);
			continue;
		}
		if (json_array_append_new(a, json_string(commands[i])) != 0)
			goto out;
	}
	if (a != NULL && (text = json_dumps(a, JSON_COMPACT)) != NULL)
		rc = store_refq_add(h->db, msgid, game, text);
out:
	buf_free(&joined);
	free(text);
	json_decref(a);
	return rc;
}

/* Run commands[next]; make sure the queue moves past it either way. */
static int
run_one(struct home *h, const char *msgid, const char *game,
    const char *command, int next)
{
	struct pbem_err e;
	struct buf out;
	char line[PBEM_MAX_LINE * 8 + 16], *argv[256], *save = NULL, *tok;
	int argc = 0, rc, now = next;

	snprintf(line, sizeof line, "%s", command);
	for (tok = strtok_r(line, " \t", &save); tok && argc < 255;
	    tok = strtok_r(NULL, " \t", &save))
		argv[argc++] = tok;
	argv[argc] = NULL;
	buf_init(&out, PBEM_MAX_REPORT);
	buf_addf(&out, "> %s\n", command);	/* the command, quoted */
	memset(&e, 0, sizeof e);
	rc = argc == 0 ? PBEM_ERR_USAGE : referee_run(h, game, argc, argv,
	    "referee (mail)", msgid, &out, &e);
	if (rc == PBEM_OK)
		buf_addc(&out, '\n');
	else {
		buf_reset(&out);
		buf_addf(&out, "> %s\n", command);
		if (argc == 0)
			template_words(&out, "referee.mail.empty", NULL);
		else
			template_words(&out, "referee.mail.refused", "why",
			    e.msg, NULL);
		buf_adds(&out, "\n\n");
	}
	/* A command that changed nothing (status, a refusal) has not moved
	 * the queue in a transaction of its own: move it now. */
	if (store_refq_next(h->db, msgid, &now) == PBEM_OK && now == next &&
	    store_refq_step(h->db, msgid, buf_str(&out)) != PBEM_OK)
		now = -1;
	buf_free(&out);
	return now == -1 ? PBEM_ERR_DB : PBEM_OK;
}

/* All commands done: the reply to the referee and the end of the entry. */
static int
finish(struct home *h, const char *msgid, const char *game, const char *reply)
{
	struct game_rec g;
	struct pbem_err e;
	struct buf subj;
	int rc;

	memset(&e, 0, sizeof e);
	if (store_begin(h->db) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = store_game_get(h->db, game, &g);
	buf_init(&subj, 256);
	/* A subject lost from templates/ reads "[KEY]" (and is logged):
	 * the reply still goes, or the queue would stop here. */
	template_words(&subj, "referee.mail.subject", NULL);
	if (rc == PBEM_OK)
		rc = notice_send(h, &g, NULL, "notice", buf_str(&subj), reply,
		    &e);
	else if (rc == PBEM_ERR_NOTFOUND)
		rc = PBEM_OK;		/* the game is gone: nobody to answer */
	buf_free(&subj);
	if (rc == PBEM_OK)
		rc = store_refq_done(h->db, msgid);
	if (rc != PBEM_OK || store_commit(h->db) != PBEM_OK) {
		store_rollback(h->db);
		return rc ? rc : PBEM_ERR_DB;
	}
	return PBEM_OK;
}

void
referee_mail_drain(struct home *h)
{
	char msgid[512], game[128], *commands, *reply;
	json_t *a;
	int next, rc, guard;

	/* Every round either moves a queue entry on or removes it; the
	 * guard only stops a database that refuses every write. */
	for (guard = 0; guard < 10000; guard++) {
		rc = store_refq_first(h->db, msgid, sizeof msgid, game,
		    sizeof game, &commands, &next, &reply);
		if (rc != PBEM_OK) {
			if (rc != PBEM_ERR_NOTFOUND)
				log_error("referee mail: cannot read the queue");
			return;
		}
		a = json_loads(commands, 0, NULL);
		if (json_is_array(a) && next >= 0 &&
		    (size_t)next < json_array_size(a) &&
		    json_is_string(json_array_get(a, (size_t)next))) {
			rc = run_one(h, msgid, game, json_string_value(
			    json_array_get(a, (size_t)next)), next);
			transport_crash_point("after_referee_command");
		} else
			rc = finish(h, msgid, game, reply);
		json_decref(a);
		free(commands);
		free(reply);
		if (rc != PBEM_OK) {
			log_error("referee mail game=%s: the queue did not move "
			    "on; it is retried on the next pass", game);
			return;
		}
	}
}
