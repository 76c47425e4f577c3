/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * imap_in.c - the IMAP inbox (libcurl): select the folder, find its
 * messages by UID, fetch each one's raw bytes, hand them to intake in
 * batches (the same inbox_fn as maildir.c), and only after intake has
 * committed record (UIDVALIDITY, UID) in sqlite and move the message to
 * the processed folder (or copy + flag \Deleted where the server lacks
 * MOVE).
 *
 * Invariants:
 *   1. A message leaves the folder only after its intake committed; the
 *      intake's transaction records its (UIDVALIDITY, UID) as its source,
 *      so after a crash in between it is moved without being taken (or
 *      answered) again.
 *   2. \Seen is never state: curl's ;UID= fetch sets it anyway.
 *   3. Everything the server says is hostile: every response is read into
 *      a bounded buffer and parsed by hand, no size or UID is trusted.
 * Never reads a signature, never touches a rule; sqlite only via
 * store_transport.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <curl/curl.h>

#include "mailer.h"
#include "buf.h"
#include "log.h"
#include "pbem_limits.h"
#include "store.h"

/* A UID set of one batch's moves: up to 2 * INBOX_BATCH UIDs. */
#define IMAP_MAX_SET		(2 * INBOX_BATCH * 11)
/* Untagged response text of one command (SEARCH of a large folder). */
#define IMAP_MAX_RESPONSE	(2 * 1024 * 1024)
/* What an oversize mail's head is fetched as: enough to answer it. */
#define IMAP_OVERSIZE_HEAD	(64 * 1024)

struct imap_conn {
	struct home *h;
	CURL *c;
	char base[400];		/* imap[s]://host:port */
	char folder_url[800];	/* base/escaped-folder */
	char errbuf[CURL_ERROR_SIZE];
	struct buf resp;
	int has_move, has_uidplus, has_idle;
};

static size_t
imap_write(char *p, size_t size, size_t nmemb, void *arg)
{
	struct buf *b = arg;
	size_t n = size * nmemb;

	/* Returning less than n aborts the transfer: past the limit. */
	return buf_add(b, p, n) == PBEM_OK ? n : 0;
}

static void
imap_close(struct imap_conn *ic)
{
	if (ic->c)
		curl_easy_cleanup(ic->c);
	ic->c = NULL;
	buf_free(&ic->resp);
}

static int
imap_open(struct imap_conn *ic, struct home *h, struct pbem_err *err)
{
	const struct config *cfg = &h->cfg;
	char *esc;
	int port, implicit = strcmp(cfg->imap_tls, "implicit") == 0;

	memset(ic, 0, sizeof *ic);
	ic->h = h;
	buf_init(&ic->resp, IMAP_MAX_RESPONSE);
	port = cfg->imap_port ? cfg->imap_port : implicit ? 993 : 143;
	if ((size_t)snprintf(ic->base, sizeof ic->base, "%s://%s:%d",
	    implicit ? "imaps" : "imap", cfg->imap_host, port) >=
	    sizeof ic->base)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "imap_host too long");
	if ((ic->c = curl_easy_init()) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "curl_easy_init failed");
	if ((esc = curl_easy_escape(ic->c, cfg->imap_folder, 0)) == NULL) {
		imap_close(ic);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	}
	snprintf(ic->folder_url, sizeof ic->folder_url, "%s/%s", ic->base,
	    esc);
	curl_free(esc);
	curl_easy_setopt(ic->c, CURLOPT_PROTOCOLS_STR, "imap,imaps");
	curl_easy_setopt(ic->c, CURLOPT_USERNAME, cfg->imap_user);
	curl_easy_setopt(ic->c, CURLOPT_PASSWORD, cfg->imap_password);
	curl_easy_setopt(ic->c, CURLOPT_USE_SSL, (long)(strcmp(cfg->imap_tls,
	    "none") == 0 ? CURLUSESSL_NONE : CURLUSESSL_ALL));
	curl_easy_setopt(ic->c, CURLOPT_CONNECTTIMEOUT, 15L);
	/* A server that stops talking for a minute is down. */
	curl_easy_setopt(ic->c, CURLOPT_LOW_SPEED_LIMIT, 1L);
	curl_easy_setopt(ic->c, CURLOPT_LOW_SPEED_TIME, 60L);
	curl_easy_setopt(ic->c, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(ic->c, CURLOPT_ERRORBUFFER, ic->errbuf);
	curl_easy_setopt(ic->c, CURLOPT_WRITEFUNCTION, imap_write);
	curl_easy_setopt(ic->c, CURLOPT_WRITEDATA, &ic->resp);
	if (getenv("PBEMD_CURL_VERBOSE"))
		curl_easy_setopt(ic->c, CURLOPT_VERBOSE, 1L);
	return PBEM_OK;
}

/* One request: `url` (NULL = the folder) with a custom command (NULL = a
 * plain URL fetch).  The untagged lines land in ic->resp. */
static int
imap_run(struct imap_conn *ic, const char *url, const char *cmd,
    struct pbem_err *err)
{
	CURLcode cc;

	buf_reset(&ic->resp);
	ic->errbuf[0] = '\0';
	curl_easy_setopt(ic->c, CURLOPT_URL, url ? url : ic->folder_url);
	/* CUSTOMREQUEST is sticky on a handle: always set it. */
	curl_easy_setopt(ic->c, CURLOPT_CUSTOMREQUEST, cmd);
	if ((cc = curl_easy_perform(ic->c)) != CURLE_OK)
		return pbem_fail(err, PBEM_ERR_IO, 0, "imap %s: %s%s%s",
		    cmd ? cmd : "fetch", curl_easy_strerror(cc),
		    ic->errbuf[0] ? ": " : "", ic->errbuf);
	return PBEM_OK;
}

/* Does a space-separated capability list hold `cap`? */
static int
has_word(const char *line, const char *word)
{
	size_t n = strlen(word);
	const char *p = line;

	while ((p = strcasestr(p, word)) != NULL) {
		if ((p == line || p[-1] == ' ') && (p[n] == ' ' ||
		    p[n] == '\r' || p[n] == '\n' || p[n] == '\0'))
			return 1;
		p += n;
	}
	return 0;
}

static int
imap_caps(struct imap_conn *ic, struct pbem_err *err)
{
	char url[420];
	const char *line;
	int rc;

	snprintf(url, sizeof url, "%s/", ic->base);
	if ((rc = imap_run(ic, url, "CAPABILITY", err)) != PBEM_OK)
		return rc;
	line = strstr(buf_str(&ic->resp), "* CAPABILITY ");
	if (line) {
		ic->has_move = has_word(line, "MOVE");
		ic->has_uidplus = has_word(line, "UIDPLUS");
		ic->has_idle = has_word(line, "IDLE");
	}
	return PBEM_OK;
}

/* The number after `key ` in the first line starting with `prefix`. */
static int
resp_number(const char *resp, const char *prefix, const char *key,
    unsigned long long *v)
{
	const char *p = resp, *k, *eol;
	char *end;

	while ((p = strstr(p, prefix)) != NULL) {
		if (p == resp || p[-1] == '\n') {
			eol = strchr(p, '\n');
			k = strcasestr(p, key);
			if (k && (eol == NULL || k < eol)) {
				k += strlen(key);
				*v = strtoull(k, &end, 10);
				if (end != k && *v > 0 && *v <= 0xffffffffULL)
					return 0;
			}
		}
		p++;
	}
	return -1;
}

static int
imap_uidvalidity(struct imap_conn *ic, unsigned long long *v,
    struct pbem_err *err)
{
	char cmd[200], url[420];
	int rc;

	snprintf(url, sizeof url, "%s/", ic->base);
	snprintf(cmd, sizeof cmd, "STATUS \"%s\" (UIDVALIDITY MESSAGES)",
	    ic->h->cfg.imap_folder);
	if ((rc = imap_run(ic, url, cmd, err)) != PBEM_OK)
		return rc;
	if (resp_number(buf_str(&ic->resp), "* STATUS ", "UIDVALIDITY ", v))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "imap: no UIDVALIDITY "
		    "in the STATUS of %s", ic->h->cfg.imap_folder);
	return PBEM_OK;
}

static int
uidcmp(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a,
	    y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

/* "* SEARCH 3 4 9" -> sorted UIDs, at most PBEM_MAX_POLL_BATCH. */
static int
imap_search(struct imap_conn *ic, const char *what, unsigned long **uids,
    size_t *n, struct pbem_err *err)
{
	const char *p;
	char *end, cmd[64];
	unsigned long long v;
	size_t cap = 0;
	unsigned long *u = NULL, *nu;
	int rc;

	*uids = NULL;
	*n = 0;
	snprintf(cmd, sizeof cmd, "UID SEARCH %s", what);
	if ((rc = imap_run(ic, NULL, cmd, err)) != PBEM_OK)
		return rc;
	for (p = buf_str(&ic->resp); (p = strstr(p, "* SEARCH")) != NULL; ) {
		for (p += 8; *p == ' '; ) {
			p++;
			v = strtoull(p, &end, 10);
			if (end == p || v == 0 || v > 0xffffffffULL)
				break;
			p = end;
			if (*n >= PBEM_MAX_POLL_BATCH)
				continue;
			if (*n == cap) {
				cap = cap ? cap * 2 : 64;
				if ((nu = realloc(u, cap * sizeof *u)) == NULL) {
					free(u);
					return pbem_fail(err, PBEM_ERR_NOMEM, 0,
					    "out of memory");
				}
				u = nu;
			}
			u[(*n)++] = (unsigned long)v;
		}
	}
	if (*n)
		qsort(u, *n, sizeof *u, uidcmp);
	*uids = u;
	return PBEM_OK;
}

static int
imap_ensure_folder(struct imap_conn *ic, const char *folder,
    struct pbem_err *err)
{
	char cmd[200], url[420];
	int rc;

	snprintf(url, sizeof url, "%s/", ic->base);
	snprintf(cmd, sizeof cmd, "LIST \"\" \"%s\"", folder);
	if ((rc = imap_run(ic, url, cmd, err)) != PBEM_OK)
		return rc;
	if (strstr(buf_str(&ic->resp), "* LIST ") != NULL)
		return PBEM_OK;
	snprintf(cmd, sizeof cmd, "CREATE \"%s\"", folder);
	if ((rc = imap_run(ic, url, cmd, err)) != PBEM_OK)
		return rc;
	log_info("imap folder=%s result=created", folder);
	return PBEM_OK;
}

/* Out of the folder: MOVE, or COPY + \Deleted (+ UID EXPUNGE); `set`
 * is one UID or a comma-separated list of them. */
static int
imap_move(struct imap_conn *ic, const char *set, struct pbem_err *err)
{
	const char *dst = ic->h->cfg.imap_processed;
	char cmd[IMAP_MAX_SET + 200];
	int rc;

	if (ic->has_move) {
		snprintf(cmd, sizeof cmd, "UID MOVE %s \"%s\"", set, dst);
		return imap_run(ic, NULL, cmd, err);
	}
	snprintf(cmd, sizeof cmd, "UID COPY %s \"%s\"", set, dst);
	if ((rc = imap_run(ic, NULL, cmd, err)) != PBEM_OK)
		return rc;
	snprintf(cmd, sizeof cmd, "UID STORE %s +FLAGS.SILENT (\\Deleted "
	    "\\Flagged)", set);
	if ((rc = imap_run(ic, NULL, cmd, err)) != PBEM_OK)
		return rc;
	if (ic->has_uidplus) {
		snprintf(cmd, sizeof cmd, "UID EXPUNGE %s", set);
		return imap_run(ic, NULL, cmd, err);
	}
	return PBEM_OK;
}

/* The raw bytes of one message, bounded: *oversize when it is larger
 * than the limit, and then only its head. */
static int
imap_fetch(struct imap_conn *ic, unsigned long long uidvalidity,
    unsigned long uid, size_t limit, int *oversize, struct pbem_err *err)
{
	unsigned long long size = 0;
	char url[1000], cmd[64];
	int rc;

	*oversize = 0;
	snprintf(cmd, sizeof cmd, "UID FETCH %lu (RFC822.SIZE)", uid);
	if ((rc = imap_run(ic, NULL, cmd, err)) != PBEM_OK)
		return rc;
	if (resp_number(buf_str(&ic->resp), "* ", "RFC822.SIZE ", &size) == 0
	    && size > limit)
		*oversize = 1;
	/* A mismatched UIDVALIDITY makes curl refuse (CURLE_REMOTE_FILE_NOT_FOUND
	 * or "UIDVALIDITY has changed") instead of fetching another mail. */
	if (*oversize)
		snprintf(url, sizeof url, "%s;UIDVALIDITY=%llu;UID=%lu;"
		    "PARTIAL=0.%d", ic->folder_url, uidvalidity, uid,
		    IMAP_OVERSIZE_HEAD);
	else
		snprintf(url, sizeof url, "%s;UIDVALIDITY=%llu;UID=%lu",
		    ic->folder_url, uidvalidity, uid);
	buf_free(&ic->resp);
	buf_init(&ic->resp, *oversize ? IMAP_OVERSIZE_HEAD + 1 : limit);
	rc = imap_run(ic, url, NULL, err);
	if (rc != PBEM_OK && ic->resp.failed == PBEM_ERR_LIMIT) {
		/* The server said one size and sent more: take the head. */
		buf_free(&ic->resp);
		buf_init(&ic->resp, IMAP_OVERSIZE_HEAD + 1);
		snprintf(url, sizeof url, "%s;UIDVALIDITY=%llu;UID=%lu;"
		    "PARTIAL=0.%d", ic->folder_url, uidvalidity, uid,
		    IMAP_OVERSIZE_HEAD);
		*oversize = 1;
		rc = imap_run(ic, url, NULL, err);
	}
	return rc;
}

static void
imap_restore_resp(struct imap_conn *ic)
{
	buf_free(&ic->resp);
	buf_init(&ic->resp, IMAP_MAX_RESPONSE);
}

/* This delivery's name for intake (mailer.h, struct inbox_mail). */
static void
imap_source(struct inbox_mail *m, const char *folder,
    unsigned long long uidvalidity, unsigned long uid)
{
	snprintf(m->source, sizeof m->source, "imap:%s:%llu:%lu", folder,
	    uidvalidity, uid);
	snprintf(m->box, sizeof m->box, "imap:%s", folder);
	m->epoch = (long long)uidvalidity;
}

/* Fetch one message not taken before into m. */
static int
imap_get(struct imap_conn *ic, unsigned long long uidvalidity,
    unsigned long uid, struct inbox_mail *m, struct pbem_err *err)
{
	struct home *h = ic->h;
	char *raw;
	size_t len;
	int rc, oversize;

	rc = imap_fetch(ic, uidvalidity, uid, h->cfg.max_mail, &oversize, err);
	if (rc != PBEM_OK) {
		imap_restore_resp(ic);
		return rc;
	}
	raw = buf_take(&ic->resp, &len);
	imap_restore_resp(ic);
	if (raw == NULL) {
		raw = strdup("");
		len = 0;
		if (raw == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	}
	memset(m, 0, sizeof *m);
	m->raw = raw;
	m->len = len;
	m->oversize = oversize;
	imap_source(m, h->cfg.imap_folder, uidvalidity, uid);
	return PBEM_OK;
}

/* After a batch's intake: record the UIDs taken, in one transaction
 * (intake already recorded each as its source; this is the folder's own
 * list, kept for `moved`). */
static int
imap_record(struct home *h, unsigned long long uidvalidity,
    const unsigned long *uid, const struct inbox_mail *b, size_t k,
    struct pbem_err *err)
{
	size_t j;
	int rc = PBEM_OK;

	if (store_begin(h->db) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
	for (j = 0; j < k && rc == PBEM_OK; j++)
		if (b[j].done)
			rc = store_imap_record(h->db, h->cfg.imap_folder,
			    (long long)uidvalidity, (long long)uid[j]);
	if (rc != PBEM_OK || store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot record imap uids: "
		    "%s", store_errmsg(h->db));
		store_rollback(h->db);
	}
	return rc;
}

/* Out of the folder, uid[0..n): all in one command, or where that fails
 * one by one; those moved are marked so in one transaction.  A failed
 * move is tried again next pass (never taken twice: it is recorded). */
static void
imap_move_all(struct imap_conn *ic, unsigned long long uidvalidity,
    const unsigned long *uid, size_t n)
{
	struct home *h = ic->h;
	const char *folder = h->cfg.imap_folder;
	struct inbox_mail m;
	struct pbem_err e;
	char set[IMAP_MAX_SET + 16], one[24];
	size_t j, len = 0;
	int failed = 0, began, all;

	if (n == 0)
		return;
	for (j = 0; j < n && len < IMAP_MAX_SET; j++)
		len += (size_t)snprintf(set + len, sizeof set - len, "%s%lu",
		    j ? "," : "", uid[j]);
	memset(&e, 0, sizeof e);
	all = j == n && imap_move(ic, set, &e) == PBEM_OK;
	began = store_begin(h->db) == PBEM_OK;
	for (j = 0; j < n; j++) {
		snprintf(one, sizeof one, "%lu", uid[j]);
		memset(&e, 0, sizeof e);
		if (!all && imap_move(ic, one, &e) != PBEM_OK) {
			if (!failed++)
				log_warnx("imap uid=%lu move to %s failed: %s",
				    uid[j], h->cfg.imap_processed, e.msg);
			continue;
		}
		imap_source(&m, folder, uidvalidity, uid[j]);
		if (began)
			store_imap_moved(h->db, folder, (long long)uidvalidity,
			    (long long)uid[j], m.source);
		log_debug("imap uid=%lu result=moved folder=%s", uid[j],
		    h->cfg.imap_processed);
	}
	if (began && store_commit(h->db) != PBEM_OK)
		store_rollback(h->db);
}

/* Was this message taken in before?  Its UID recorded after the intake,
 * or (the intake's own record, in its transaction) its source: then it
 * is only moved, never fetched and answered again. */
static int
imap_taken(struct home *h, unsigned long long uidvalidity, unsigned long uid,
    int *taken)
{
	const char *folder = h->cfg.imap_folder;
	struct inbox_mail m;

	if (store_imap_taken(h->db, folder, (long long)uidvalidity,
	    (long long)uid, taken) != PBEM_OK)
		return PBEM_ERR_DB;
	if (*taken)
		return PBEM_OK;
	imap_source(&m, folder, uidvalidity, uid);
	if (store_inbox_taken(h->db, m.source, NULL, taken) != PBEM_OK)
		return PBEM_ERR_DB;
	if (*taken)
		log_info("intake source=%s result=finished reason=\"taken in "
		    "before a restart; moved, not answered again\"", m.source);
	return PBEM_OK;
}

/* The folder's messages in batches: those taken before only moved, the
 * others fetched, taken in under one commit (fn), recorded, moved. */
static int
imap_batches(struct imap_conn *ic, unsigned long long uidvalidity,
    const unsigned long *uids, size_t n, inbox_fn fn, void *arg, int *count,
    struct pbem_err *err)
{
	struct inbox_mail *b;
	unsigned long *got, *out;
	size_t i = 0, k, nout, bytes, j;
	int rc = PBEM_OK, taken;

	b = calloc(INBOX_BATCH, sizeof *b);
	got = calloc(INBOX_BATCH, sizeof *got);
	out = calloc(2 * INBOX_BATCH, sizeof *out);
	if (b == NULL || got == NULL || out == NULL)
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	while (rc == PBEM_OK && i < n) {
		k = nout = bytes = 0;
		while (i < n && k < INBOX_BATCH && nout < INBOX_BATCH &&
		    bytes < INBOX_BATCH_BYTES) {
			if (imap_taken(ic->h, uidvalidity, uids[i], &taken) !=
			    PBEM_OK) {
				rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot read "
				    "imap state");
				break;
			}
			if (taken)
				out[nout++] = uids[i];
			else if ((rc = imap_get(ic, uidvalidity, uids[i], &b[k],
			    err)) == PBEM_OK) {
				got[k] = uids[i];
				bytes += b[k++].len;
			} else
				break;
			i++;
		}
		if (k && fn(b, k, arg) != PBEM_OK && rc == PBEM_OK)
			rc = pbem_fail(err, PBEM_ERR_IO, 0, "intake failed; the "
			    "rest stays in %s for the next pass",
			    ic->h->cfg.imap_folder);
		if (k && b[0].done) {
			transport_crash_point("after_intake_commit");
			if (imap_record(ic->h, uidvalidity, got, b, k, err) !=
			    PBEM_OK && rc == PBEM_OK)
				rc = PBEM_ERR_DB;
			transport_crash_point("after_imap_record");
		}
		for (j = 0; j < k; j++) {
			if (b[j].done && rc != PBEM_ERR_DB) {
				out[nout++] = got[j];
				(*count)++;
			}
			free((char *)b[j].raw);
		}
		imap_move_all(ic, uidvalidity, out, nout);
	}
	free(b);
	free(got);
	free(out);
	return rc;
}

int
imap_in_each(struct home *h, inbox_fn fn, void *arg, int *count,
    struct pbem_err *err)
{
	const char *folder = h->cfg.imap_folder;
	struct imap_conn ic;
	unsigned long long uidvalidity;
	long long old;
	unsigned long *uids = NULL;
	size_t n = 0;
	int rc;

	*count = 0;
	if ((rc = imap_open(&ic, h, err)) != PBEM_OK)
		return rc;
	if ((rc = imap_caps(&ic, err)) != PBEM_OK ||
	    (rc = imap_ensure_folder(&ic, h->cfg.imap_processed, err)) !=
	    PBEM_OK ||
	    (rc = imap_uidvalidity(&ic, &uidvalidity, err)) != PBEM_OK)
		goto out;
	if (store_imap_uidvalidity(h->db, folder, &old) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot read imap state");
		goto out;
	}
	if (old != (long long)uidvalidity) {
		/* RFC 3501 2.3.1.1: every UID is new.  A mail taken in but
		 * never moved is recognised by its Message-ID and bytes
		 * (src/seal.c) and only moved; anything else taken before is
		 * a re-delivery. */
		if (old)
			log_warnx("imap folder=%s uidvalidity=%lld->%llu: the "
			    "server renumbered the folder", folder, old,
			    uidvalidity);
		store_imap_set_uidvalidity(h->db, folder,
		    (long long)uidvalidity);
	}
	if ((rc = imap_search(&ic, "UNDELETED", &uids, &n, err)) != PBEM_OK)
		goto out;
	rc = imap_batches(&ic, uidvalidity, uids, n, fn, arg, count, err);
out:
	free(uids);
	imap_close(&ic);
	return rc;
}

int
imap_in_check(struct home *h, struct buf *out, struct pbem_err *err)
{
	struct imap_conn ic;
	unsigned long long uidvalidity = 0, msgs = 0;
	int rc;

	if ((rc = imap_open(&ic, h, err)) != PBEM_OK)
		return rc;
	if ((rc = imap_caps(&ic, err)) != PBEM_OK)
		goto out;
	buf_addf(out, "  login as %s at %s: ok\n", h->cfg.imap_user, ic.base);
	buf_addf(out, "  IDLE: %s; MOVE: %s\n", ic.has_idle ? "yes" :
	    "no (serve polls every poll_interval)", ic.has_move ? "yes" :
	    "no (copy + \\Deleted instead)");
	if ((rc = imap_uidvalidity(&ic, &uidvalidity, err)) != PBEM_OK)
		goto out;
	resp_number(buf_str(&ic.resp), "* STATUS ", "MESSAGES ", &msgs);
	buf_addf(out, "  folder %s: ok, %llu message%s, uidvalidity %llu\n",
	    h->cfg.imap_folder, msgs, msgs == 1 ? "" : "s", uidvalidity);
	if ((rc = imap_ensure_folder(&ic, h->cfg.imap_processed, err)) !=
	    PBEM_OK)
		goto out;
	buf_addf(out, "  folder %s: ok\n", h->cfg.imap_processed);
out:
	imap_close(&ic);
	return rc;
}
