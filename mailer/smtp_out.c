/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * smtp_out.c - delivering one queued mail over SMTP (libcurl): implicit
 * TLS or STARTTLS, AUTH when a user is set, envelope MAIL FROM = the
 * config's `from`, RCPT = the queued row's recipient, the data CRLF.
 *
 * A mail counts as sent only when curl_easy_perform() returned OK, which
 * is right after the server's final 250 to the data: the connection stays
 * open for the next mail (QUIT only at smtp_out_close(), when the pass
 * is over), so outbox.c marks each mail sent before the next one starts
 * and a crash repeats at most the one mail in flight.  Every failure is sorted
 * for outbox.c: this mail later (4xx), this mail never (5xx), or the
 * server itself is unreachable or refuses us (stop draining).
 * Never touches sqlite, never decides a retry time, never logs a password.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "mailer.h"
#include "buf.h"
#include "pbem_limits.h"
#include "util.h"

struct smtp_src {
	const char *p;
	size_t left;
};

static size_t
smtp_read(char *dst, size_t size, size_t nmemb, void *arg)
{
	struct smtp_src *s = arg;
	size_t n = size * nmemb;

	if (n > s->left)
		n = s->left;
	memcpy(dst, s->p, n);
	s->p += n;
	s->left -= n;
	return n;
}

/* RFC 5321 4.1.1.4: the data is lines ending CRLF.  Bare LF becomes CRLF;
 * curl adds the dot-stuffing and the final CRLF.CRLF. */
static int
smtp_crlf(const char *data, size_t len, struct buf *out)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (data[i] == '\n' && (i == 0 || data[i - 1] != '\r'))
			buf_addc(out, '\r');
		buf_addc(out, data[i]);
	}
	if (out->len == 0 || buf_str(out)[out->len - 1] != '\n')
		buf_add(out, "\r\n", 2);
	return out->failed;
}

static CURL *
smtp_handle(struct home *h, char *errbuf, char *url, size_t urlsz)
{
	const struct config *cfg = &h->cfg;
	int implicit = strcmp(cfg->smtp_tls, "implicit") == 0, port;
	const char *dom = strchr(cfg->from, '@');
	CURL *c;

	port = cfg->smtp_port ? cfg->smtp_port : implicit ? 465 :
	    strcmp(cfg->smtp_tls, "starttls") == 0 ? 587 : 25;
	/* The path is the EHLO name: the domain of our address. */
	if ((size_t)snprintf(url, urlsz, "%s://%s:%d/%s", implicit ? "smtps" :
	    "smtp", cfg->smtp_host, port, dom ? dom + 1 : "localhost") >= urlsz)
		return NULL;
	if ((c = curl_easy_init()) == NULL)
		return NULL;
	curl_easy_setopt(c, CURLOPT_URL, url);
	curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "smtp,smtps");
	curl_easy_setopt(c, CURLOPT_USE_SSL, (long)(strcmp(cfg->smtp_tls,
	    "none") == 0 ? CURLUSESSL_NONE : CURLUSESSL_ALL));
	if (cfg->smtp_user[0]) {
		curl_easy_setopt(c, CURLOPT_USERNAME, cfg->smtp_user);
		curl_easy_setopt(c, CURLOPT_PASSWORD, cfg->smtp_password);
	}
	curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 15L);
	curl_easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);
	curl_easy_setopt(c, CURLOPT_LOW_SPEED_TIME, 60L);
	curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
	if (getenv("PBEMD_CURL_VERBOSE"))
		curl_easy_setopt(c, CURLOPT_VERBOSE, 1L);
	return c;
}

/* 4xx: this mail later; 5xx: never; no answer or 421: the server. */
static enum transport_fail
smtp_classify(CURLcode cc, long code)
{
	switch (cc) {
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_CONNECT:
	case CURLE_OPERATION_TIMEDOUT:
	case CURLE_LOGIN_DENIED:
	case CURLE_SSL_CONNECT_ERROR:
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_USE_SSL_FAILED:
	case CURLE_GOT_NOTHING:
		return TRANSPORT_DOWN;
	default:
		break;
	}
	if (code == 421 || code == 0)
		return TRANSPORT_DOWN;
	if (code >= 500 && code < 600)
		return TRANSPORT_PERM;
	return TRANSPORT_TEMP;
}

/* One handle, so one connection (and one TLS handshake and login) for
 * all the mail of a pass; dropped after a failure and at the pass's end
 * (smtp_out_close). */
static CURL *pass_handle;
static char pass_errbuf[CURL_ERROR_SIZE];

void
smtp_out_close(void)
{
	if (pass_handle)
		curl_easy_cleanup(pass_handle);
	pass_handle = NULL;
}

int
smtp_out_deliver(struct home *h, const char *rcpt, const char *data,
    size_t len, enum transport_fail *fail, struct pbem_err *err)
{
	char *errbuf = pass_errbuf, url[600], from[300], to[300];
	struct curl_slist *rcpts = NULL;
	struct smtp_src src;
	struct buf msg;
	CURLcode cc;
	long code = 0;
	CURL *c;
	int rc = PBEM_OK;

	*fail = TRANSPORT_PERM;
	/* curl refuses CR/LF in addresses too; refuse first and say why. */
	if (!util_valid_address(rcpt))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "not a mail address: "
		    "the recipient");
	snprintf(from, sizeof from, "<%s>", h->cfg.from);
	snprintf(to, sizeof to, "<%s>", rcpt);
	buf_init(&msg, PBEM_MAX_REPORT * 2 + 8192);
	if (smtp_crlf(data, len, &msg) != PBEM_OK) {
		buf_free(&msg);
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "mail too large");
	}
	*fail = TRANSPORT_DOWN;
	errbuf[0] = '\0';
	if (pass_handle == NULL)
		pass_handle = smtp_handle(h, errbuf, url, sizeof url);
	if ((c = pass_handle) == NULL ||
	    (rcpts = curl_slist_append(NULL, to)) == NULL) {
		smtp_out_close();
		buf_free(&msg);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot set up curl");
	}
	src.p = buf_str(&msg);
	src.left = msg.len;
	curl_easy_setopt(c, CURLOPT_MAIL_FROM, from);
	curl_easy_setopt(c, CURLOPT_MAIL_RCPT, rcpts);
	curl_easy_setopt(c, CURLOPT_READFUNCTION, smtp_read);
	curl_easy_setopt(c, CURLOPT_READDATA, &src);
	curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
	curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, (curl_off_t)msg.len);
	cc = curl_easy_perform(c);
	curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &code);
	if (cc == CURLE_OK) {
		/* Accepted: the final 250 came, no QUIT yet.  The caller
		 * marks it sent now, before the next mail of the pass. */
		transport_crash_point("after_smtp_accept");
	} else {
		*fail = smtp_classify(cc, code);
		rc = pbem_fail(err, PBEM_ERR_IO, 0, "smtp %s: %s (%ld)%s%s",
		    *fail == TRANSPORT_PERM ? "refused" : *fail ==
		    TRANSPORT_TEMP ? "deferred" : "unavailable",
		    curl_easy_strerror(cc), code, errbuf[0] ? ": " : "",
		    errbuf);
	}
	/* The list is the handle's until the next mail sets another. */
	curl_easy_setopt(c, CURLOPT_MAIL_RCPT, NULL);
	curl_slist_free_all(rcpts);
	if (rc != PBEM_OK)
		smtp_out_close();	/* the next mail connects afresh */
	buf_free(&msg);
	return rc;
}

int
smtp_out_check(struct home *h, struct buf *out, struct pbem_err *err)
{
	char errbuf[CURL_ERROR_SIZE] = "", url[600];
	CURLcode cc;
	long code = 0;
	CURL *c;

	if ((c = smtp_handle(h, errbuf, url, sizeof url)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot set up curl");
	/* Greeting, EHLO, STARTTLS, AUTH, then NOOP: no mail is sent. */
	curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, "NOOP");
	curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
	cc = curl_easy_perform(c);
	curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &code);
	curl_easy_cleanup(c);
	if (cc != CURLE_OK)
		return pbem_fail(err, PBEM_ERR_IO, 0, "%s: %s (%ld)%s%s", url,
		    curl_easy_strerror(cc), code, errbuf[0] ? ": " : "",
		    errbuf);
	buf_addf(out, "  %s%s%s: ok (NOOP answered %ld)\n", url,
	    h->cfg.smtp_user[0] ? " as " : "", h->cfg.smtp_user, code);
	return PBEM_OK;
}
