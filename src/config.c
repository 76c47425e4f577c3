/*
 * config.c - a small line-based config parser with a sorted keyword table.
 * Unknown keys and bad values are errors reported as file:line, never
 * silently ignored.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "pbem_limits.h"
#include "util.h"

const char config_template[] =
"# pbemd configuration.  Empty = the embedded default: mail in and out\n"
"# through the Maildirs under this home, state in pbemd.db.\n"
"#\n"
"# from          the address players send orders to and see mail from\n"
"# inbox         maildir (mail/inbox under the home)\n"
"# outbox        maildir (mail/outbox under the home)\n"
"# max_mail_size largest mail taken in, in bytes (default 1048576)\n"
"# poll_interval seconds between passes of `pbemd serve` (default 60)\n"
"from pbemd@localhost\n";

void
config_defaults(struct config *c)
{
	memset(c, 0, sizeof *c);
	snprintf(c->from, sizeof c->from, "pbemd@localhost");
	snprintf(c->inbox, sizeof c->inbox, "maildir");
	snprintf(c->outbox, sizeof c->outbox, "maildir");
	c->max_mail = PBEM_MAX_MAIL;
	c->poll_interval = 60;
}

static int
set_from(struct config *c, const char *v)
{
	if (!util_valid_address(v))
		return -1;
	snprintf(c->from, sizeof c->from, "%s", v);
	return 0;
}

static int
set_transport(char *dst, size_t n, const char *v)
{
	if (strcmp(v, "maildir") != 0)
		return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

static int
set_inbox(struct config *c, const char *v)
{
	return set_transport(c->inbox, sizeof c->inbox, v);
}

static int
set_outbox(struct config *c, const char *v)
{
	return set_transport(c->outbox, sizeof c->outbox, v);
}

static int
set_max_mail(struct config *c, const char *v)
{
	long long n;

	if (util_parse_int(v, 1024, 64LL * 1024 * 1024, &n) != 0)
		return -1;
	c->max_mail = (size_t)n;
	return 0;
}

static int
set_poll_interval(struct config *c, const char *v)
{
	long long n;

	if (util_parse_int(v, 1, 86400, &n) != 0)
		return -1;
	c->poll_interval = (int)n;
	return 0;
}

/* Sorted by key: looked up with bsearch. */
struct config_kw {
	const char *key;
	int (*set)(struct config *, const char *);
	const char *expect;
};

static const struct config_kw keywords[] = {
	{ "from",		set_from,		"a mail address" },
	{ "inbox",		set_inbox,		"maildir" },
	{ "max_mail_size",	set_max_mail,		"bytes, 1024-67108864" },
	{ "outbox",		set_outbox,		"maildir" },
	{ "poll_interval",	set_poll_interval,	"seconds, 1-86400" },
};

static int
kwcmp(const void *k, const void *e)
{
	return strcmp(k, *(const char *const *)e);
}

int
config_parse(struct config *c, const char *path, const char *text,
    struct pbem_err *err)
{
	char line[PBEM_MAX_LINE], *key, *val, *end;
	const char *p = text, *nl;
	int lineno = 0, nerr = 0;
	size_t len;
	const struct config_kw *kw;

	while (*p) {
		lineno++;
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (len >= sizeof line) {
			if (!nerr++)
				pbem_fail(err, PBEM_ERR_PARSE, lineno,
				    "%s:%d: line too long", path, lineno);
			p += len + (nl != NULL);
			continue;
		}
		memcpy(line, p, len);
		line[len] = '\0';
		p += len + (nl != NULL);
		if ((end = strchr(line, '#')) != NULL)
			*end = '\0';
		key = util_trim(line);
		if (*key == '\0')
			continue;
		for (val = key; *val && !isspace((unsigned char)*val); val++)
			;
		if (*val)
			*val++ = '\0';
		val = util_trim(val);
		kw = bsearch(key, keywords, sizeof keywords / sizeof keywords[0],
		    sizeof keywords[0], kwcmp);
		if (kw == NULL) {
			if (!nerr++)
				pbem_fail(err, PBEM_ERR_PARSE, lineno,
				    "%s:%d: unknown setting '%s'", path, lineno,
				    key);
			continue;
		}
		if (kw->set(c, val) != 0) {
			if (!nerr++)
				pbem_fail(err, PBEM_ERR_PARSE, lineno,
				    "%s:%d: bad value for %s: expected %s",
				    path, lineno, key,
				    kw->expect);
		}
	}
	return nerr ? PBEM_ERR_PARSE : PBEM_OK;
}

int
config_load(struct config *c, const char *path, struct pbem_err *err)
{
	char *text;
	size_t len;
	int rc;

	config_defaults(c);
	if ((rc = util_read_file(path, PBEM_MAX_CONFIG, &text, &len,
	    err)) != PBEM_OK)
		return rc;
	rc = config_parse(c, path, text, err);
	free(text);
	return rc;
}
