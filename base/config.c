/*
 * config.c - a small line-based config parser with a sorted keyword table.
 * Unknown keys and bad values are errors reported as file:line, never
 * silently ignored.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "pbem_limits.h"
#include "util.h"

const char config_template[] =
"# pbemd configuration.  Empty = the embedded default: mail in and out\n"
"# through the Maildirs under this home, state in pbemd.db.\n"
"#\n"
"# from          the address players send orders to and see mail from\n"
"# inbox         maildir (mail/inbox under the home) or imap\n"
"# outbox        maildir (mail/outbox under the home) or smtp\n"
"# max_mail_size largest mail taken in, in bytes (default 1048576)\n"
"# poll_interval seconds between passes of `pbemd serve` (default 60)\n"
"#\n"
"# intake limits: mime_max_depth (8), mime_max_parts (32), sheet_max_lines\n"
"#              (500), sheet_max_line_length (256), sheets_per_phase (50\n"
"#              signed mails per side per phase), unknown_sender_reply\n"
"#              daily|never (refusals to addresses in no game: at most\n"
"#              once a day per address, or never)\n"
"# sign_outgoing yes (default): every game mail is PGP/MIME signed by the\n"
"#              game's own key (made with the game; the start mail and a\n"
"#              signed `Request: key` carry it); no: plain text mail\n"
"#\n"
"# inbox imap:  imap_host, imap_port (993), imap_tls implicit|starttls|none\n"
"#              (none: 127.0.0.1/localhost only), imap_user,\n"
"#              imap_password_file (mode 0600, one line), imap_folder (INBOX),\n"
"#              imap_processed_folder (processed)\n"
"# outbox smtp: smtp_host, smtp_port (465/587/25 by smtp_tls), smtp_tls\n"
"#              (starttls), smtp_user, smtp_password_file, smtp_retry (60 s)\n"
"#\n"
"# pictures      on (default): every report carries a PNG map of what the\n"
"#              side sees; off: text only\n"
"# picture_max_bytes  largest PNG map (default 393216); a larger picture\n"
"#              is drawn at a smaller scale, never sent cut short\n"
"# picture_max_side   largest width and height in pixels (default 4096)\n"
"# Check them with `pbemd config check`.\n"
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
	c->mime_max_depth = PBEM_MAX_MIME_DEPTH;
	c->mime_max_parts = PBEM_MAX_MIME_PARTS;
	c->sheet_max_lines = PBEM_MAX_SHEET_LINES;
	c->sheet_max_line = 256;
	c->sheets_per_phase = 50;
	snprintf(c->unknown_sender_reply, sizeof c->unknown_sender_reply,
	    "daily");
	snprintf(c->imap_tls, sizeof c->imap_tls, "implicit");
	snprintf(c->imap_folder, sizeof c->imap_folder, "INBOX");
	snprintf(c->imap_processed, sizeof c->imap_processed, "processed");
	snprintf(c->smtp_tls, sizeof c->smtp_tls, "starttls");
	c->smtp_retry = 60;
	c->sign_outgoing = 1;
	c->pictures = 1;
	c->picture_max_bytes = 384 * 1024;	/* a map every round: keep mail small */
	c->picture_max_side = 4096;
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
set_transport(char *dst, size_t n, const char *v, const char *live)
{
	if (strcmp(v, "maildir") != 0 && strcmp(v, live) != 0)
		return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

static int
set_inbox(struct config *c, const char *v)
{
	return set_transport(c->inbox, sizeof c->inbox, v, "imap");
}

static int
set_outbox(struct config *c, const char *v)
{
	return set_transport(c->outbox, sizeof c->outbox, v, "smtp");
}

/* A host name or address literal that goes into a URL: nothing that could
 * end the authority part (/ ? # @) or smuggle a line. */
static int
set_host(char *dst, size_t n, const char *v)
{
	const char *p;

	if (*v == '\0' || strlen(v) >= n)
		return -1;
	for (p = v; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr(".-_:[]", *p))
			return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

static int
set_port(int *dst, const char *v)
{
	long long n;

	if (util_parse_int(v, 1, 65535, &n) != 0)
		return -1;
	*dst = (int)n;
	return 0;
}

static int
set_tls(char *dst, size_t n, const char *v)
{
	if (strcmp(v, "implicit") != 0 && strcmp(v, "starttls") != 0 &&
	    strcmp(v, "none") != 0)
		return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

/* A user name: printable, no spaces; curl quotes it on the wire. */
static int
set_user(char *dst, size_t n, const char *v)
{
	const char *p;

	if (*v == '\0' || strlen(v) >= n)
		return -1;
	for (p = v; *p; p++)
		if ((unsigned char)*p <= 0x20 || (unsigned char)*p == 0x7f)
			return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

/* A folder name goes into a URL (escaped) and into quoted IMAP strings:
 * refuse what could end the string or name more than one folder. */
static int
set_folder(char *dst, size_t n, const char *v)
{
	const char *p;

	if (*v == '\0' || strlen(v) >= n)
		return -1;
	for (p = v; *p; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f ||
		    strchr("\"\\%*", *p))
			return -1;
	snprintf(dst, n, "%s", v);
	return 0;
}

/* The password lives in its own file, never in the config or on a command
 * line.  Like OpenSMTPD's check_file_secrecy(): refused unless a regular
 * file owned by us and unreadable by group and others. */
static int
set_password_file(struct config *c, char *dst, size_t n, const char *v)
{
	char path[PATH_MAX], buf[512];
	struct stat st;
	ssize_t got;
	size_t len, i;
	int fd;

	if (*v == '\0')
		return -1;
	if ((size_t)snprintf(path, sizeof path, "%s%s%s", v[0] == '/' ? "" :
	    c->dir, v[0] == '/' ? "" : "/", v) >= sizeof path) {
		snprintf(c->why, sizeof c->why, "path too long");
		return -1;
	}
	if ((fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
		snprintf(c->why, sizeof c->why, "cannot open %s: %s", path,
		    strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		snprintf(c->why, sizeof c->why, "%s is not a regular file",
		    path);
		return -1;
	}
	if (st.st_mode & 077) {
		close(fd);
		snprintf(c->why, sizeof c->why, "%s is readable by group or "
		    "others: chmod 600 it", path);
		return -1;
	}
	if (st.st_uid != geteuid()) {
		close(fd);
		snprintf(c->why, sizeof c->why, "%s is not owned by the user "
		    "pbemd runs as", path);
		return -1;
	}
	got = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (got < 0) {
		snprintf(c->why, sizeof c->why, "cannot read %s", path);
		return -1;
	}
	len = (size_t)got;
	while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
		len--;
	buf[len] = '\0';
	for (i = 0; i < len; i++)
		if ((unsigned char)buf[i] < 0x20 || buf[i] == 0x7f)
			break;
	if (len == 0 || i < len || len >= n) {
		explicit_bzero(buf, sizeof buf);
		snprintf(c->why, sizeof c->why, "%s must hold the password "
		    "alone on one line (at most %zu bytes)", path, n - 1);
		return -1;
	}
	memcpy(dst, buf, len + 1);
	explicit_bzero(buf, sizeof buf);
	return 0;
}

static int
set_imap_host(struct config *c, const char *v)
{
	return set_host(c->imap_host, sizeof c->imap_host, v);
}

static int
set_imap_port(struct config *c, const char *v)
{
	return set_port(&c->imap_port, v);
}

static int
set_imap_tls(struct config *c, const char *v)
{
	return set_tls(c->imap_tls, sizeof c->imap_tls, v);
}

static int
set_imap_user(struct config *c, const char *v)
{
	return set_user(c->imap_user, sizeof c->imap_user, v);
}

static int
set_imap_password_file(struct config *c, const char *v)
{
	return set_password_file(c, c->imap_password, sizeof c->imap_password,
	    v);
}

static int
set_imap_folder(struct config *c, const char *v)
{
	return set_folder(c->imap_folder, sizeof c->imap_folder, v);
}

static int
set_imap_processed(struct config *c, const char *v)
{
	return set_folder(c->imap_processed, sizeof c->imap_processed, v);
}

static int
set_smtp_host(struct config *c, const char *v)
{
	return set_host(c->smtp_host, sizeof c->smtp_host, v);
}

static int
set_smtp_port(struct config *c, const char *v)
{
	return set_port(&c->smtp_port, v);
}

static int
set_smtp_tls(struct config *c, const char *v)
{
	return set_tls(c->smtp_tls, sizeof c->smtp_tls, v);
}

static int
set_smtp_user(struct config *c, const char *v)
{
	return set_user(c->smtp_user, sizeof c->smtp_user, v);
}

static int
set_smtp_password_file(struct config *c, const char *v)
{
	return set_password_file(c, c->smtp_password, sizeof c->smtp_password,
	    v);
}

static int
set_smtp_retry(struct config *c, const char *v)
{
	long long n;

	if (util_parse_int(v, 1, 86400, &n) != 0)
		return -1;
	c->smtp_retry = (int)n;
	return 0;
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

/* Intake limits: the config may tighten them, never loosen them past the
 * compiled bounds in pbem_limits.h (buffers are sized by those). */
static int
set_int(int *dst, const char *v, long long min, long long max)
{
	long long n;

	if (util_parse_int(v, min, max, &n) != 0)
		return -1;
	*dst = (int)n;
	return 0;
}

static int
set_mime_max_depth(struct config *c, const char *v)
{
	/* A signed sheet needs 2 levels (message, multipart/signed). */
	return set_int(&c->mime_max_depth, v, 2, PBEM_MAX_MIME_DEPTH);
}

static int
set_mime_max_parts(struct config *c, const char *v)
{
	/* message + multipart/signed + text + signature. */
	return set_int(&c->mime_max_parts, v, 4, PBEM_MAX_MIME_PARTS);
}

static int
set_sheet_max_lines(struct config *c, const char *v)
{
	return set_int(&c->sheet_max_lines, v, 10, PBEM_MAX_SHEET_LINES);
}

static int
set_sheet_max_line(struct config *c, const char *v)
{
	return set_int(&c->sheet_max_line, v, 40, PBEM_MAX_LINE - 1);
}

static int
set_sheets_per_phase(struct config *c, const char *v)
{
	return set_int(&c->sheets_per_phase, v, 1, 100000);
}

static int
set_sign_outgoing(struct config *c, const char *v)
{
	if (strcmp(v, "yes") != 0 && strcmp(v, "no") != 0)
		return -1;
	c->sign_outgoing = strcmp(v, "yes") == 0;
	return 0;
}

static int
set_pictures(struct config *c, const char *v)
{
	if (strcmp(v, "on") != 0 && strcmp(v, "off") != 0)
		return -1;
	c->pictures = strcmp(v, "on") == 0;
	return 0;
}

/* The picture limits: a map must stay readable (64 KiB, 640 pixels hold
 * a small board) and bounded (pbem_limits.h). */
static int
set_picture_max_bytes(struct config *c, const char *v)
{
	long long n;

	if (util_parse_int(v, 64 * 1024, PBEM_MAX_PICTURE, &n) != 0)
		return -1;
	c->picture_max_bytes = (size_t)n;
	return 0;
}

static int
set_picture_max_side(struct config *c, const char *v)
{
	return set_int(&c->picture_max_side, v, 640, PBEM_MAX_PICTURE_SIDE);
}

static int
set_unknown_sender_reply(struct config *c, const char *v)
{
	if (strcmp(v, "daily") != 0 && strcmp(v, "never") != 0)
		return -1;
	snprintf(c->unknown_sender_reply, sizeof c->unknown_sender_reply,
	    "%s", v);
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
	{ "imap_folder",	set_imap_folder,	"a folder name" },
	{ "imap_host",		set_imap_host,		"a host name" },
	{ "imap_password_file",	set_imap_password_file,	"a file (mode 0600)" },
	{ "imap_port",		set_imap_port,		"a port, 1-65535" },
	{ "imap_processed_folder", set_imap_processed,	"a folder name" },
	{ "imap_tls",		set_imap_tls,		"implicit, starttls "
							"or none" },
	{ "imap_user",		set_imap_user,		"a user name" },
	{ "inbox",		set_inbox,		"maildir or imap" },
	{ "max_mail_size",	set_max_mail,		"bytes, 1024-67108864" },
	{ "mime_max_depth",	set_mime_max_depth,	"levels, 2-8" },
	{ "mime_max_parts",	set_mime_max_parts,	"parts, 4-32" },
	{ "outbox",		set_outbox,		"maildir or smtp" },
	{ "picture_max_bytes",	set_picture_max_bytes,	"bytes, 65536-8388608" },
	{ "picture_max_side",	set_picture_max_side,	"pixels, 640-8192" },
	{ "pictures",		set_pictures,		"on or off" },
	{ "poll_interval",	set_poll_interval,	"seconds, 1-86400" },
	{ "sheet_max_line_length", set_sheet_max_line,	"bytes, 40-511" },
	{ "sheet_max_lines",	set_sheet_max_lines,	"lines, 10-500" },
	{ "sheets_per_phase",	set_sheets_per_phase,	"sheets, 1-100000" },
	{ "sign_outgoing",	set_sign_outgoing,	"yes or no" },
	{ "smtp_host",		set_smtp_host,		"a host name" },
	{ "smtp_password_file",	set_smtp_password_file,	"a file (mode 0600)" },
	{ "smtp_port",		set_smtp_port,		"a port, 1-65535" },
	{ "smtp_retry",		set_smtp_retry,		"seconds, 1-86400" },
	{ "smtp_tls",		set_smtp_tls,		"implicit, starttls "
							"or none" },
	{ "smtp_user",		set_smtp_user,		"a user name" },
	{ "unknown_sender_reply", set_unknown_sender_reply, "daily or never" },
};
#define NKEYWORDS (sizeof keywords / sizeof keywords[0])

static int
is_loopback(const char *host)
{
	return strcmp(host, "127.0.0.1") == 0 || strcmp(host, "localhost") == 0
	    || strcmp(host, "::1") == 0 || strcmp(host, "[::1]") == 0;
}

static int
kwline(const int *lines, const char *key)
{
	size_t i;

	for (i = 0; i < NKEYWORDS; i++)
		if (strcmp(keywords[i].key, key) == 0)
			return lines[i];
	return 0;
}

/* What one key alone cannot say: a live transport needs its server, and
 * plaintext is allowed only where nobody else can listen. */
static int
config_cross_check(struct config *c, const char *path, const int *lines,
    int nerr, struct pbem_err *err)
{
	struct {
		int bad;
		const char *key;
		const char *msg;
	} checks[] = {
		{ strcmp(c->inbox, "imap") == 0 && !c->imap_host[0], "inbox",
		    "inbox imap needs imap_host" },
		{ strcmp(c->inbox, "imap") == 0 && !c->imap_user[0], "inbox",
		    "inbox imap needs imap_user" },
		{ strcmp(c->inbox, "imap") == 0 && !c->imap_password[0],
		    "inbox", "inbox imap needs imap_password_file" },
		{ strcmp(c->outbox, "smtp") == 0 && !c->smtp_host[0], "outbox",
		    "outbox smtp needs smtp_host" },
		{ c->smtp_user[0] && !c->smtp_password[0], "smtp_user",
		    "smtp_user needs smtp_password_file" },
		{ strcmp(c->imap_tls, "none") == 0 && c->imap_host[0] &&
		    !is_loopback(c->imap_host), "imap_tls", "imap_tls none is "
		    "allowed only for 127.0.0.1 or localhost: the password "
		    "would cross the network in clear" },
		{ strcmp(c->smtp_tls, "none") == 0 && c->smtp_host[0] &&
		    !is_loopback(c->smtp_host), "smtp_tls", "smtp_tls none is "
		    "allowed only for 127.0.0.1 or localhost: the password "
		    "would cross the network in clear" },
		{ strcmp(c->imap_folder, c->imap_processed) == 0,
		    "imap_processed_folder", "imap_processed_folder must differ "
		    "from imap_folder" },
	};
	size_t i;
	int line;

	for (i = 0; i < sizeof checks / sizeof checks[0]; i++) {
		if (!checks[i].bad)
			continue;
		line = kwline(lines, checks[i].key);
		if (!nerr++)
			pbem_fail(err, PBEM_ERR_PARSE, line, "%s:%d: %s", path,
			    line, checks[i].msg);
	}
	return nerr;
}

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
	int lines[NKEYWORDS] = { 0 };
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		snprintf(c->dir, sizeof c->dir, ".");
	else
		snprintf(c->dir, sizeof c->dir, "%.*s", slash == path ? 1 :
		    (int)(slash - path), path);
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
		lines[kw - keywords] = lineno;
		c->why[0] = '\0';
		if (kw->set(c, val) != 0) {
			if (!nerr++)
				pbem_fail(err, PBEM_ERR_PARSE, lineno,
				    "%s:%d: bad value for %s: %s%s",
				    path, lineno, key, c->why[0] ? "" :
				    "expected ", c->why[0] ? c->why :
				    kw->expect);
		}
	}
	nerr = config_cross_check(c, path, lines, nerr, err);
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
