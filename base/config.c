/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * config.c - the home's config: one table of keys (config_keys[]), the
 * parser and the defaults made from it.  Unknown keys and bad values are
 * errors reported as file:line, never silently ignored.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "pbem_limits.h"
#include "util.h"

static int
set_from(struct config *c, const char *v)
{
	if (!util_valid_address(v))
		return -1;
	snprintf(c->from, sizeof c->from, "%s", v);
	return 0;
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

#define F(field) offsetof(struct config, field), sizeof ((struct config *)0)->field

/* The order here is the order of the docs; a section starts where
 * .section is set. */
const struct config_key config_keys[CONFIG_NKEYS] = {
	{ .key = "from", .section = "mail", .kind = CONFIG_TEXT,
	  F(from), .what = "a mail address", .set = set_from,
	  .dflt = "pbemd@localhost",
	  .help = "The game master's address: the From: of every mail pbemd "
	  "sends and where players send their sheets." },
	{ .key = "inbox", .kind = CONFIG_CHOICE, F(inbox),
	  .choices = "maildir imap", .dflt = "maildir",
	  .help = "Where mail comes from: maildir (HOME/mail/inbox, fed by "
	  "your MTA, procmail or fetchmail: contrib/procmailrc.example) or "
	  "imap (the imap_ keys)." },
	{ .key = "outbox", .kind = CONFIG_CHOICE, F(outbox),
	  .choices = "maildir smtp", .dflt = "maildir",
	  .help = "Where mail goes: maildir (HOME/mail/outbox, for a tool "
	  "that drains it) or smtp (the smtp_ keys)." },
	{ .key = "max_mail_size", .kind = CONFIG_SIZE, F(max_mail),
	  .min = 1024, .max = 64LL * 1024 * 1024, .what = "bytes",
	  .dflt = "1048576",
	  .help = "Mail larger than this is refused unread, with a polite "
	  "reply. An order sheet is a few KiB." },
	{ .key = "poll_interval", .kind = CONFIG_INT, F(poll_interval),
	  .min = 1, .max = 86400, .what = "seconds", .dflt = "60",
	  .help = "Seconds between passes of pbemd serve when the inbox "
	  "cannot say that mail arrived (IMAP IDLE wakes it sooner)." },

	{ .key = "mime_max_depth", .section = "intake limits",
	  .kind = CONFIG_INT, F(mime_max_depth), .min = 2,
	  .max = PBEM_MAX_MIME_DEPTH, .what = "levels", .dflt = "8",
	  .help = "MIME nesting of one mail. A signed sheet needs 2." },
	{ .key = "mime_max_parts", .kind = CONFIG_INT, F(mime_max_parts),
	  .min = 4, .max = PBEM_MAX_MIME_PARTS, .what = "parts", .dflt = "32",
	  .help = "MIME parts of one mail. A signed sheet needs 4: the "
	  "message, multipart/signed, the text and the signature." },
	{ .key = "sheet_max_lines", .kind = CONFIG_INT, F(sheet_max_lines),
	  .min = 10, .max = PBEM_MAX_SHEET_LINES, .what = "lines",
	  .dflt = "500",
	  .help = "Lines in one signed order sheet." },
	{ .key = "sheet_max_line_length", .kind = CONFIG_INT,
	  F(sheet_max_line), .min = 40, .max = PBEM_MAX_LINE - 1,
	  .what = "bytes", .dflt = "256",
	  .help = "Bytes in one line of an order sheet." },
	{ .key = "sheets_per_phase", .kind = CONFIG_INT, F(sheets_per_phase),
	  .min = 1, .max = 100000, .what = "sheets", .dflt = "50",
	  .help = "Signed mails taken per side per phase. Past it one last "
	  "answer says so, then silence until the phase changes, so a "
	  "looping mail client cannot make pbemd mail a player without "
	  "end." },
	{ .key = "unknown_sender_reply", .kind = CONFIG_CHOICE,
	  F(unknown_sender_reply), .choices = "daily never", .dflt = "daily",
	  .help = "Refusals to addresses that play in no game (often forged "
	  "From: lines): daily (at most one a day per address) or never." },

	{ .key = "sign_outgoing", .section = "signatures",
	  .kind = CONFIG_SWITCH, F(sign_outgoing), .choices = "yes no",
	  .dflt = "yes",
	  .help = "yes: every game mail is PGP/MIME signed with the game's own "
	  "key (made with the game; the start mail and a signed Request: key "
	  "carry it), so players can check that reports really come from the "
	  "game master. no: plain text mail." },

	{ .key = "pictures", .section = "pictures", .kind = CONFIG_SWITCH,
	  F(pictures), .choices = "on off", .dflt = "on",
	  .help = "on: every report carries a PNG map of what the side sees. "
	  "off: text only." },
	{ .key = "picture_max_bytes", .kind = CONFIG_SIZE,
	  F(picture_max_bytes), .min = 64 * 1024, .max = PBEM_MAX_PICTURE,
	  .what = "bytes", .dflt = "114688",
	  .help = "The largest PNG map. One over it is written with 64 "
	  "colours instead of 256, then drawn again at a smaller scale until "
	  "it fits; one that cannot fit is left out, never sent cut short. "
	  "The default keeps a report mail near 160 KB (base64 adds a "
	  "third); an end mail carries two maps, each within it." },
	{ .key = "picture_max_side", .kind = CONFIG_INT, F(picture_max_side),
	  .min = 640, .max = PBEM_MAX_PICTURE_SIDE, .what = "pixels",
	  .dflt = "4096",
	  .help = "The largest width and height of a PNG map." },

	{ .key = "imap_host", .section = "inbox imap", .kind = CONFIG_TEXT,
	  F(imap_host), .what = "a host name", .set = set_imap_host,
	  .example = "imap.game.example.org",
	  .help = "The IMAP server of inbox imap. A message is moved to "
	  "imap_processed_folder only after its intake has committed, so "
	  "nothing is lost if pbemd stops in between." },
	{ .key = "imap_tls", .kind = CONFIG_CHOICE, F(imap_tls),
	  .choices = "implicit starttls none", .dflt = "implicit",
	  .help = "implicit (port 993), starttls (port 143), or none: allowed "
	  "only for 127.0.0.1 and localhost." },
	{ .key = "imap_port", .kind = CONFIG_INT, F(imap_port), .min = 1,
	  .max = 65535, .what = "a port", .example = "993",
	  .help = "The IMAP server's port. Unset: 993 for imap_tls implicit, "
	  "else 143." },
	{ .key = "imap_user", .kind = CONFIG_TEXT, F(imap_user),
	  .what = "a user name", .set = set_imap_user,
	  .example = "orders@game.example.org",
	  .help = "The IMAP login." },
	{ .key = "imap_password_file", .kind = CONFIG_TEXT, F(imap_password),
	  .what = "a file (mode 0600)", .set = set_imap_password_file,
	  .example = "imap.password",
	  .help = "The file holding the IMAP password alone on one line, owned "
	  "by the user pbemd runs as and mode 0600 (refused otherwise). A "
	  "relative path is taken from the config file's directory. Never "
	  "put the password in the config itself." },
	{ .key = "imap_folder", .kind = CONFIG_TEXT, F(imap_folder),
	  .what = "a folder name", .set = set_imap_folder, .dflt = "INBOX",
	  .help = "Where players' mail arrives." },
	{ .key = "imap_processed_folder", .kind = CONFIG_TEXT,
	  F(imap_processed), .what = "a folder name",
	  .set = set_imap_processed, .dflt = "processed",
	  .help = "Where a mail goes once taken in (made if missing)." },

	{ .key = "smtp_host", .section = "outbox smtp", .kind = CONFIG_TEXT,
	  F(smtp_host), .what = "a host name", .set = set_smtp_host,
	  .example = "smtp.game.example.org",
	  .help = "The SMTP server of outbox smtp. A mail is marked sent as "
	  "soon as the server has accepted it; failures are retried with a "
	  "doubling delay." },
	{ .key = "smtp_tls", .kind = CONFIG_CHOICE, F(smtp_tls),
	  .choices = "starttls implicit none", .dflt = "starttls",
	  .help = "starttls (port 587), implicit (port 465), or none (port "
	  "25): allowed only for 127.0.0.1 and localhost." },
	{ .key = "smtp_port", .kind = CONFIG_INT, F(smtp_port), .min = 1,
	  .max = 65535, .what = "a port", .example = "587",
	  .help = "The SMTP server's port. Unset: from smtp_tls." },
	{ .key = "smtp_user", .kind = CONFIG_TEXT, F(smtp_user),
	  .what = "a user name", .set = set_smtp_user,
	  .example = "orders@game.example.org",
	  .help = "The SMTP login. Leave it unset for a local relay that "
	  "needs none." },
	{ .key = "smtp_password_file", .kind = CONFIG_TEXT, F(smtp_password),
	  .what = "a file (mode 0600)", .set = set_smtp_password_file,
	  .example = "smtp.password",
	  .help = "The file holding the SMTP password, as imap_password_file." },
	{ .key = "smtp_retry", .kind = CONFIG_INT, F(smtp_retry), .min = 1,
	  .max = 86400, .what = "seconds", .dflt = "60",
	  .help = "Seconds before the first retry of a mail the server did not "
	  "take; the delay doubles at each retry." },
};
#undef F

void
config_allowed(const struct config_key *k, char *out, size_t n)
{
	const char *p, *sp;
	size_t words = 0, i = 0;
	int len;

	switch (k->kind) {
	case CONFIG_INT:
	case CONFIG_SIZE:
		snprintf(out, n, "%s, %lld-%lld", k->what, k->min, k->max);
		return;
	case CONFIG_TEXT:
		snprintf(out, n, "%s", k->what);
		return;
	case CONFIG_CHOICE:
	case CONFIG_SWITCH:
		break;
	}
	for (p = k->choices; *p; p++)
		words += *p == ' ';
	words++;
	*out = '\0';
	for (p = k->choices; *p; p = sp + (*sp == ' '), i++) {
		sp = strchr(p, ' ');
		if (sp == NULL)
			sp = p + strlen(p);
		len = (int)(sp - p);
		snprintf(out + strlen(out), n - strlen(out), "%s%.*s",
		    i == 0 ? "" : i + 1 == words ? " or " : ", ", len, p);
	}
}

/* The word of `choices` that v is: its 0-based index, or -1. */
static int
choice_index(const char *choices, const char *v)
{
	const char *p = choices, *sp;
	size_t len = strlen(v);
	int i;

	for (i = 0; *p; i++) {
		sp = strchr(p, ' ');
		if (sp == NULL)
			sp = p + strlen(p);
		if ((size_t)(sp - p) == len && strncmp(p, v, len) == 0)
			return i;
		p = sp + (*sp == ' ');
	}
	return -1;
}

static int
config_set(struct config *c, const struct config_key *k, const char *v)
{
	char *field = (char *)c + k->off;
	long long n;
	int i;

	switch (k->kind) {
	case CONFIG_INT:
		if (util_parse_int(v, k->min, k->max, &n) != 0)
			return -1;
		*(int *)(void *)field = (int)n;
		return 0;
	case CONFIG_SIZE:
		if (util_parse_int(v, k->min, k->max, &n) != 0)
			return -1;
		*(size_t *)(void *)field = (size_t)n;
		return 0;
	case CONFIG_CHOICE:
		if (choice_index(k->choices, v) < 0 || strlen(v) >= k->size)
			return -1;
		snprintf(field, k->size, "%s", v);
		return 0;
	case CONFIG_SWITCH:
		if ((i = choice_index(k->choices, v)) < 0)
			return -1;
		*(int *)(void *)field = i == 0;
		return 0;
	case CONFIG_TEXT:
		return k->set(c, v);
	}
	return -1;
}

/* Every default comes from the table, through the same setters a file's
 * value goes through. */
void
config_defaults(struct config *c)
{
	size_t i;

	memset(c, 0, sizeof *c);
	for (i = 0; i < CONFIG_NKEYS; i++) {
		if (config_keys[i].dflt == NULL)
			continue;
		if (config_set(c, &config_keys[i], config_keys[i].dflt) != 0)
			abort();	/* a bad default is a bug in the table */
		snprintf(c->text[i], sizeof c->text[i], "%s",
		    config_keys[i].dflt);
	}
}

static const struct config_key *
key_find(const char *key, size_t *index)
{
	size_t i;

	for (i = 0; i < CONFIG_NKEYS; i++)
		if (strcmp(config_keys[i].key, key) == 0) {
			*index = i;
			return &config_keys[i];
		}
	return NULL;
}

static int
key_line(const struct config *c, const char *key)
{
	size_t i;

	return key_find(key, &i) ? c->line[i] : 0;
}

static int
is_loopback(const char *host)
{
	return strcmp(host, "127.0.0.1") == 0 || strcmp(host, "localhost") == 0
	    || strcmp(host, "::1") == 0 || strcmp(host, "[::1]") == 0;
}

/* What one key alone cannot say: a live transport needs its server, and
 * plaintext is allowed only where nobody else can listen. */
static int
config_cross_check(struct config *c, const char *path, int nerr,
    struct pbem_err *err)
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
		line = key_line(c, checks[i].key);
		if (!nerr++)
			pbem_fail(err, PBEM_ERR_PARSE, line, "%s:%d: %s", path,
			    line, checks[i].msg);
	}
	return nerr;
}

int
config_parse(struct config *c, const char *path, const char *text,
    struct pbem_err *err)
{
	char line[PBEM_MAX_LINE], *key, *val, *end;
	const char *p = text, *nl;
	int lineno = 0, nerr = 0;
	size_t len;
	const struct config_key *kw;
	char allowed[CONFIG_MAX_VALUE];
	size_t k;
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
		if ((kw = key_find(key, &k)) == NULL) {
			if (!nerr++)
				pbem_fail(err, PBEM_ERR_PARSE, lineno,
				    "%s:%d: unknown setting '%s'", path, lineno,
				    key);
			continue;
		}
		c->why[0] = '\0';
		if (strlen(val) >= sizeof c->text[k]) {
			snprintf(c->why, sizeof c->why, "longer than %zu bytes",
			    sizeof c->text[k] - 1);
		} else if (config_set(c, kw, val) == 0) {
			snprintf(c->text[k], sizeof c->text[k], "%s", val);
			c->line[k] = lineno;
			continue;
		}
		config_allowed(kw, allowed, sizeof allowed);
		if (!nerr++)
			pbem_fail(err, PBEM_ERR_PARSE, lineno,
			    "%s:%d: bad value for %s: %s%s", path, lineno, key,
			    c->why[0] ? "" : "expected ", c->why[0] ? c->why :
			    allowed);
	}
	nerr = config_cross_check(c, path, nerr, err);
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
