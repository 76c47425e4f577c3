/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bounce.c - delivery status notifications (RFC 3464) in the inbox.
 *
 * A multipart/report; report-type=delivery-status is taken out before
 * intake (transport.c): its delivery-status part says what happened
 * (Action: failed, Status: 5.x.x, Final-Recipient:), its returned part
 * (message/rfc822 or text/rfc822-headers) carries the Message-ID pbemd
 * gave the mail at enqueue.  A failed one marks that address as bouncing
 * and queues a short notice to the game's referee, all in one
 * transaction.  A bounce is never answered (RFC 3834), a notice about a
 * bounced notice is never sent (no loops), and nothing from the bounce
 * is trusted: the Message-ID must name a row of our own outbox.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libetpan/libetpan.h>

#include "mailer.h"
#include "buf.h"
#include "hash.h"
#include "log.h"
#include "pbem_limits.h"
#include "store.h"
#include "util.h"

/* Message-IDs looked up per bounce: a real DSN returns one mail. */
#define BOUNCE_MAX_CANDIDATES	8

struct dsn {
	int failed;		/* some recipient: Action: failed */
	int delayed;
	char rcpt[256];		/* Final-Recipient (validated), or "" */
	char status[16];	/* Status: 5.1.1 (digits and dots only) */
	char ids[BOUNCE_MAX_CANDIDATES][256];
	int nids;
};

/* The value of a header line starting at p (after "Name:"), unfolded,
 * without surrounding blanks, into out. */
static void
field_value(const char *p, const char *end, char *out, size_t n)
{
	size_t o = 0;

	while (p < end) {
		if (*p == '\r' || *p == '\n') {
			/* A continuation line starts with a blank. */
			const char *q = p;
			if (*q == '\r' && q + 1 < end && q[1] == '\n')
				q++;
			q++;
			if (q < end && (*q == ' ' || *q == '\t')) {
				p = q;
				continue;
			}
			break;
		}
		if (o + 1 < n && !(o == 0 && (*p == ' ' || *p == '\t')))
			out[o++] = *p;
		p++;
	}
	while (o && (out[o - 1] == ' ' || out[o - 1] == '\t'))
		o--;
	out[n ? o : 0] = '\0';
}

static int
line_starts(const char *p, const char *end, const char *name)
{
	size_t n = strlen(name);

	return (size_t)(end - p) > n && strncasecmp(p, name, n) == 0;
}

/* The text of one part: its fields of interest. */
static void
scan_part(const char *p, size_t len, struct dsn *d)
{
	const char *end = p + len, *nl;
	char v[256], *s, *e;

	for (; p < end; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end - 1;
		if (line_starts(p, end, "Action:")) {
			field_value(p + 7, end, v, sizeof v);
			if (strncasecmp(v, "failed", 6) == 0)
				d->failed = 1;
			else if (strncasecmp(v, "delayed", 7) == 0)
				d->delayed = 1;
		} else if (line_starts(p, end, "Final-Recipient:") &&
		    !d->rcpt[0]) {
			/* "rfc822; player@example.org" */
			field_value(p + 16, end, v, sizeof v);
			s = strchr(v, ';');
			s = s ? s + 1 : v;
			while (*s == ' ')
				s++;
			if (*s == '<' && (e = strchr(s, '>')) != NULL) {
				s++;
				*e = '\0';
			}
			if (util_valid_address(s))
				snprintf(d->rcpt, sizeof d->rcpt, "%s", s);
		} else if (line_starts(p, end, "Status:") && !d->status[0]) {
			field_value(p + 7, end, v, sizeof v);
			v[strspn(v, "0123456789.")] = '\0';
			snprintf(d->status, sizeof d->status, "%s", v);
		} else if ((line_starts(p, end, "Message-ID:") ||
		    line_starts(p, end, "Original-Message-ID:")) &&
		    d->nids < BOUNCE_MAX_CANDIDATES) {
			field_value(strchr(p, ':') + 1, end, v, sizeof v);
			s = strchr(v, '<');
			if (s == NULL || (e = strchr(s, '>')) == NULL)
				continue;
			*e = '\0';
			snprintf(d->ids[d->nids++], sizeof d->ids[0], "%s",
			    s + 1);
		}
	}
}

static int
is_dsn(struct mailmime *top, struct mailmime **body)
{
	struct mailmime_content *ct;
	char *rt;

	*body = top->mm_type == MAILMIME_MESSAGE ?
	    top->mm_data.mm_message.mm_msg_mime : top;
	if (*body == NULL || (*body)->mm_type != MAILMIME_MULTIPLE)
		return 0;
	ct = (*body)->mm_content_type;
	if (ct == NULL || ct->ct_subtype == NULL ||
	    strcasecmp(ct->ct_subtype, "report") != 0)
		return 0;
	rt = mailmime_content_param_get(ct, "report-type");
	return rt && strcasecmp(rt, "delivery-status") == 0;
}

/* The bounce's own Message-ID (dedupe), or its hash. */
static void
bounce_id(struct mailmime *top, const char *raw, size_t len, char *out,
    size_t n)
{
	struct mailimf_fields *f = top->mm_type == MAILMIME_MESSAGE ?
	    top->mm_data.mm_message.mm_fields : NULL;
	struct mailimf_field *fld;
	char sha[HASH_HEX_LEN];
	clistiter *it;

	for (it = f ? clist_begin(f->fld_list) : NULL; it; it = clist_next(it)) {
		fld = clist_content(it);
		if (fld->fld_type == MAILIMF_FIELD_MESSAGE_ID &&
		    fld->fld_data.fld_message_id->mid_value) {
			snprintf(out, n, "msgid:%s",
			    fld->fld_data.fld_message_id->mid_value);
			return;
		}
	}
	hash_sha256_hex(raw, len, sha);
	snprintf(out, n, "sha256:%s", sha);
}

/* Tell the referee, unless the bounced mail was itself such a notice. */
static int
bounce_notify(struct home *h, const struct outbox_info *o, const char *rcpt,
    const char *status, struct pbem_err *err)
{
	struct game_rec g;
	struct buf m;
	int rc;

	if (strcmp(o->kind, "notice") == 0 || !o->game[0] ||
	    store_game_get(h->db, o->game, &g) != PBEM_OK ||
	    !g.referee_email[0])
		return PBEM_OK;
	buf_init(&m, 8192);
	buf_addf(&m, "Subject: [%s] Mail to %s bounced\n\n", o->game,
	    o->side[0] ? o->side : rcpt);
	buf_addf(&m, "A mail pbemd sent for game %s could not be delivered.\n"
	    "\n  to:         <%s>\n", o->game, rcpt);
	if (o->side[0])
		buf_addf(&m, "  side:       %s\n", o->side);
	buf_addf(&m, "  mail:       %s (Message-ID <%s>)\n  status:     %s\n"
	    "\nThe address is marked as bouncing (see `pbemd status`).\n"
	    "Please reach the player another way and, if the address "
	    "changed,\nregister the new one.\n", o->kind, o->msgid,
	    status[0] ? status : "failed");
	if (m.failed) {
		buf_free(&m);
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "notice too large");
	}
	rc = outbox_enqueue(h, g.referee_email, "notice", o->game,
	    o->side[0] ? o->side : NULL, 0, buf_str(&m), NULL, err);
	buf_free(&m);
	return rc;
}

int
bounce_take(struct home *h, const char *raw, size_t len, int *handled,
    struct pbem_err *err)
{
	struct mailmime *top = NULL, *body, *part;
	struct outbox_info o;
	struct dsn d;
	clistiter *it;
	char id[300], esc[300];
	const char *rcpt;
	size_t idx = 0;
	int i, found = 0, isnew = 0, rc = PBEM_OK;

	*handled = 0;
	if (mailmime_parse(raw, len, &idx, &top) != MAILIMF_NO_ERROR)
		return PBEM_OK;		/* not ours to judge: intake says */
	if (!is_dsn(top, &body)) {
		mailmime_free(top);
		return PBEM_OK;
	}
	*handled = 1;
	memset(&d, 0, sizeof d);
	i = 0;
	for (it = clist_begin(body->mm_data.mm_multipart.mm_mp_list); it &&
	    i < PBEM_MAX_MIME_PARTS; it = clist_next(it), i++) {
		part = clist_content(it);
		/* The first part is the human-readable text: skip it. */
		if (i > 0 && part->mm_mime_start && part->mm_length <= len)
			scan_part(part->mm_mime_start, part->mm_length, &d);
	}
	bounce_id(top, raw, len, id, sizeof id);
	mailmime_free(top);
	for (i = 0; i < d.nids && !found; i++) {
		rc = store_outbox_by_msgid(h->db, d.ids[i], &o);
		if (rc == PBEM_OK)
			found = 1;
		else if (rc != PBEM_ERR_NOTFOUND)
			return pbem_fail(err, rc, 0, "cannot look up outbox");
	}
	log_escape(id, strlen(id), esc, sizeof esc);
	if (!found) {
		log_info("bounce id=<%s> result=unmatched", esc);
		return PBEM_OK;
	}
	if (!d.failed) {
		log_info("bounce id=<%s> msgid=<%s> result=%s", esc, o.msgid,
		    d.delayed ? "delayed" : "not-a-failure");
		return PBEM_OK;
	}
	rcpt = d.rcpt[0] ? d.rcpt : o.rcpt;
	if (store_begin(h->db) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin: %s",
		    store_errmsg(h->db));
	if ((rc = store_bounce_add(h->db, id, o.msgid, rcpt, "failed",
	    d.status, &isnew)) != PBEM_OK)
		goto fail;
	if (isnew && ((rc = store_bouncing_mark(h->db, o.rcpt,
	    o.game[0] ? o.game : NULL, o.side[0] ? o.side : NULL,
	    d.status[0] ? d.status : "failed")) != PBEM_OK ||
	    (rc = bounce_notify(h, &o, o.rcpt, d.status, err)) != PBEM_OK))
		goto fail;
	if (store_commit(h->db) != PBEM_OK) {
		rc = PBEM_ERR_DB;
		goto fail;
	}
	log_info("bounce id=<%s> msgid=<%s> rcpt=<%s> game=%s side=%s "
	    "status=%s result=%s", esc, o.msgid, o.rcpt, o.game[0] ? o.game :
	    "-", o.side[0] ? o.side : "-", d.status[0] ? d.status : "-",
	    isnew ? "recorded" : "duplicate");
	return PBEM_OK;
fail:
	/* The store's reason first: the rollback overwrites it. */
	if (err->msg[0] == '\0')
		pbem_fail(err, rc, 0, "cannot record a bounce: %s",
		    store_errmsg(h->db));
	store_rollback(h->db);
	return rc;
}
