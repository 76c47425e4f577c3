/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * case_parse.c - read one .case file (README.md) into a struct case_file.
 *
 * The files live in the repository, but the parser treats them as hostile
 * input all the same: the file, each line, each word, every count is
 * bounded (case.h), NUL bytes are refused, and every error is reported as
 * "file:line: reason" so a bad case is fixed in one look.  Directive
 * keywords are looked up in one sorted table.  Nothing is run here: the
 * whole file is parsed before its first case plays (case_run.c).
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "case.h"
#include "pbem_limits.h"

enum block { B_NONE, B_SHEET, B_EXTRA };

struct parser {
	struct case_file *f;
	struct pbem_err *err;
	int line;
	struct case_def hdr;		/* defaults: lines before the first case */
	struct case_def *cur;		/* the open case; NULL in the header */
	struct case_round *rnd;		/* the open round, or &cur->opening */
	enum block block;
	int block_line;
	struct buf *body;		/* where the open block's lines go */
};

static int
perr(struct parser *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int
perr(struct parser *p, const char *fmt, ...)
{
	char m[200];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(m, sizeof m, fmt, ap);
	va_end(ap);
	return pbem_fail(p->err, PBEM_ERR_PARSE, p->line, "%s:%d: %s",
	    p->f->path, p->line, m);
}

int
case_read_file(const char *path, size_t max, struct buf *out,
    struct pbem_err *err)
{
	char chunk[8192];
	size_t n;
	FILE *fp;

	buf_init(out, max);
	if ((fp = fopen(path, "rb")) == NULL)
		return pbem_fail(err, PBEM_ERR_IO, 0, "%s: %s", path,
		    strerror(errno));
	while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0)
		if (memchr(chunk, '\0', n) != NULL || buf_add(out, chunk, n)) {
			fclose(fp);
			buf_free(out);
			return pbem_fail(err, PBEM_ERR_LIMIT, 0, "%s: larger "
			    "than %zu bytes, or holds a NUL byte", path, max);
		}
	if (ferror(fp)) {
		fclose(fp);
		buf_free(out);
		return pbem_fail(err, PBEM_ERR_IO, 0, "%s: read error", path);
	}
	fclose(fp);
	return PBEM_OK;
}

/*
 * Split a directive line into words, in place.  "quoted text" is one word
 * (\" and \\ inside it); an unquoted word starting with '#' begins a
 * comment.  Returns the number of words, or -1 with *why set.
 */
static int
tokenize(char *line, char **tok, int max, const char **why)
{
	char *p = line, *w;
	int n = 0;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0' || *p == '#')
			return n;
		if (n == max) {
			*why = "too many words on one line";
			return -1;
		}
		if (*p == '"') {
			tok[n++] = w = ++p;
			for (; *p != '"'; p++) {
				if (*p == '\0') {
					*why = "a quoted text is not closed";
					return -1;
				}
				if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
					p++;
				*w++ = *p;
			}
			p++;
			if (*p != '\0' && *p != ' ' && *p != '\t') {
				*why = "text runs on after a closing quote";
				return -1;
			}
			*w = '\0';
			if (*p != '\0')
				p++;
			continue;
		}
		tok[n++] = p;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
}

/* A name: letters, digits and _ . : - only, shorter than max. */
static int
word_ok(const char *s, size_t max)
{
	size_t i;

	for (i = 0; s[i] != '\0'; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("_.:-", s[i]))
			return 0;
	return i > 0 && i < max;
}

static int
number(struct parser *p, const char *s, int lo, int hi, int *out)
{
	char *e;
	long v;

	errno = 0;
	v = strtol(s, &e, 10);
	if (errno != 0 || e == s || *e != '\0' || v < lo || v > hi)
		return perr(p, "\"%.20s\" is not a number from %d to %d", s,
		    lo, hi);
	*out = (int)v;
	return PBEM_OK;
}

static int
copy_text(struct parser *p, char *dst, size_t n, const char *src)
{
	if (strlen(src) >= n)
		return perr(p, "text longer than %zu bytes", n - 1);
	memcpy(dst, src, strlen(src) + 1);
	return PBEM_OK;
}

static int
copy_word(struct parser *p, char *dst, size_t n, const char *src,
    const char *what)
{
	if (!word_ok(src, n))
		return perr(p, "bad %s \"%.40s\" (letters, digits, _ . : - "
		    "only; under %zu bytes)", what, src, n);
	memcpy(dst, src, strlen(src) + 1);
	return PBEM_OK;
}

/* The case (or the file's defaults) that directives now configure. */
static struct case_def *
target(struct parser *p)
{
	return p->cur != NULL ? p->cur : &p->hdr;
}

static int
in_rounds(const struct parser *p)
{
	return p->cur != NULL && p->rnd != &p->cur->opening;
}

static int
set_seed(struct parser *p, char **tok, int n)
{
	struct case_round *r = p->rnd;

	(void)n;
	if (!in_rounds(p)) {
		target(p)->has_seed = 1;
		return copy_text(p, target(p)->seed, CASE_TEXT_LEN, tok[1]);
	}
	if (r->nsheets > 0 || r->nexpect > 0)
		return perr(p, "a round's seed comes before its sheets and "
		    "expectations");
	r->has_seed = 1;
	return copy_text(p, r->seed, CASE_TEXT_LEN, tok[1]);
}

/* cards <deck> [mod <m>] <id>,<id>,...: stack the round's decks. */
static int
set_cards(struct parser *p, char **tok, int n)
{
	struct case_round *r = p->rnd;
	struct case_stack *s;
	char *list, *c, *next;
	int i = 2;

	if (!in_rounds(p))
		return perr(p, "cards belongs in a round, before its sheets");
	if (r->nsheets > 0 || r->nexpect > 0)
		return perr(p, "a round's cards come before its sheets and "
		    "expectations");
	if (r->nstacks == CASE_MAX_STACKS)
		return perr(p, "at most %d cards lines in a round",
		    CASE_MAX_STACKS);
	s = &r->stack[r->nstacks];
	memset(s, 0, sizeof *s);
	s->line = p->line;
	if (copy_word(p, s->deck, sizeof s->deck, tok[1], "deck name"))
		return PBEM_ERR_PARSE;
	if (n == 5 && strcmp(tok[2], "mod") == 0) {
		if (number(p, tok[3], 2, 256, &s->mod))
			return PBEM_ERR_PARSE;
		i = 4;
	} else if (n != 3)
		return perr(p, "cards <deck> [mod <m>] <id>,<id>,...");
	list = tok[i];
	for (c = list; c != NULL && *c != '\0'; c = next) {
		if ((next = strchr(c, ',')) != NULL)
			*next++ = '\0';
		if (s->n == CASE_MAX_STACK)
			return perr(p, "at most %d cards on one line",
			    CASE_MAX_STACK);
		if (number(p, c, 0, 255, &s->ids[s->n++]))
			return PBEM_ERR_PARSE;
	}
	r->nstacks++;
	return PBEM_OK;
}

static int
set_rules(struct parser *p, char **tok, int n)
{
	(void)n;
	if (in_rounds(p))
		return perr(p, "rules belongs before the first round");
	return copy_word(p, target(p)->rules, GAME_NAME_LEN, tok[1],
	    "rules id");
}

static int
set_scenario(struct parser *p, char **tok, int n)
{
	const char *s = tok[1];
	size_t i;

	(void)n;
	if (in_rounds(p))
		return perr(p, "scenario belongs before the first round");
	/* a shipped scenario, or a path below the case file's directory */
	for (i = 0; s[i] != '\0'; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("_.-/", s[i]))
			return perr(p, "bad scenario name \"%.40s\"", s);
	if (strstr(s, "..") != NULL || s[0] == '/' || i == 0)
		return perr(p, "scenario names stay below their directory: "
		    "\"%.40s\"", s);
	return copy_text(p, target(p)->scenario, CASE_PATH_LEN, s);
}

static int
set_omit(struct parser *p, char **tok, int n)
{
	struct case_def *c = target(p);
	int i;

	if (in_rounds(p))
		return perr(p, "omit belongs before the first round");
	for (i = 1; i < n; i++) {
		if (c->nomit >= CASE_MAX_OMIT)
			return perr(p, "more than %d omitted words",
			    CASE_MAX_OMIT);
		if (copy_word(p, c->omit[c->nomit], CASE_WORD_LEN, tok[i],
		    "word"))
			return PBEM_ERR_PARSE;
		c->nomit++;
	}
	return PBEM_OK;
}

/* rules-omit KEY...: the module's rules.json without these top-level
 * keys, as a game stored before they were added carries it. */
static int
set_rules_omit(struct parser *p, char **tok, int n)
{
	struct case_def *c = target(p);
	int i;

	if (in_rounds(p))
		return perr(p, "rules-omit belongs before the first round");
	for (i = 1; i < n; i++) {
		if (c->nromit >= CASE_MAX_OMIT)
			return perr(p, "more than %d omitted rules keys",
			    CASE_MAX_OMIT);
		if (copy_word(p, c->romit[c->nromit], CASE_WORD_LEN, tok[i],
		    "key"))
			return PBEM_ERR_PARSE;
		c->nromit++;
	}
	return PBEM_OK;
}

static int
open_extra(struct parser *p, char **tok, int n)
{
	(void)tok;
	(void)n;
	if (in_rounds(p))
		return perr(p, "scenario-extra belongs before the first round");
	p->block = B_EXTRA;
	p->block_line = p->line;
	p->body = &target(p)->extra;
	return PBEM_OK;
}

static int
open_sheet(struct parser *p, char **tok, int n)
{
	struct case_round *r = p->rnd;
	struct case_sheet *s;
	int i;

	if (!in_rounds(p))
		return perr(p, "a sheet belongs to a round");
	if (r->nexpect > 0)
		return perr(p, "a round's sheets come before its expectations");
	if (r->nsheets >= GAME_MAX_SIDES)
		return perr(p, "more than %d sheets in one round",
		    GAME_MAX_SIDES);
	for (i = 0; i < r->nsheets; i++)
		if (strcasecmp(r->sheet[i].side, tok[1]) == 0)
			return perr(p, "a second sheet for %.32s in this round",
			    tok[1]);
	s = &r->sheet[r->nsheets];
	if (copy_word(p, s->side, GAME_NAME_LEN, tok[1], "side"))
		return PBEM_ERR_PARSE;
	if (n == 3 && strcmp(tok[2], "sealed") != 0)
		return perr(p, "sheet <SIDE> [sealed]");
	s->sealed = n == 3;
	s->line = p->line;
	buf_init(&s->text, PBEM_MAX_SHEET);
	r->nsheets++;
	p->block = B_SHEET;
	p->block_line = p->line;
	p->body = &s->text;
	return PBEM_OK;
}

static int
open_round(struct parser *p, char **tok, int n)
{
	struct case_def *c = p->cur;
	struct case_round *r;

	if (c == NULL)
		return perr(p, "a round belongs to a case");
	if (c->nrounds >= CASE_MAX_ROUNDS)
		return perr(p, "more than %d rounds in one case",
		    CASE_MAX_ROUNDS);
	if (n != 2 && !(n == 4 && strcasecmp(tok[2], "turn") == 0))
		return perr(p, "round <phase> [turn <n>]");
	if ((r = calloc(1, sizeof *r)) == NULL)
		return perr(p, "out of memory");
	c->round[c->nrounds++] = r;
	r->line = p->line;
	p->rnd = r;
	if (copy_word(p, r->phase, GAME_NAME_LEN, tok[1], "phase"))
		return PBEM_ERR_PARSE;
	return n == 4 ? number(p, tok[3], 0, 9999, &r->turn) : PBEM_OK;
}

static int
end_case(struct parser *p)
{
	struct case_def *c = p->cur;
	int i, load_error = 0;

	if (c == NULL)
		return PBEM_OK;
	for (i = 0; i < c->opening.nexpect; i++)
		load_error |= c->opening.expect[i].kind == EX_LOAD_ERROR;
	if (c->rules[0] == '\0' || c->scenario[0] == '\0')
		return pbem_fail(p->err, PBEM_ERR_PARSE, c->line, "%s:%d: case "
		    "\"%.60s\" has no rules or no scenario", p->f->path,
		    c->line, c->name);
	if (load_error && (c->nrounds > 0 || c->opening.nexpect > 1))
		return pbem_fail(p->err, PBEM_ERR_PARSE, c->line, "%s:%d: a "
		    "case expecting a load error has nothing else to expect",
		    p->f->path, c->line);
	if (c->nrounds > 0 && !c->has_seed && !c->round[0]->has_seed)
		return pbem_fail(p->err, PBEM_ERR_PARSE, c->line, "%s:%d: case "
		    "\"%.60s\" plays rounds but has no seed", p->f->path,
		    c->line, c->name);
	p->cur = NULL;
	return PBEM_OK;
}

/* "case <name>": the name is the rest of the line, as written. */
static int
open_case(struct parser *p, const char *name)
{
	struct case_def *c;
	size_t len = strlen(name);

	if (end_case(p))
		return PBEM_ERR_PARSE;
	if (p->f->ncases >= CASE_MAX_CASES)
		return perr(p, "more than %d cases in one file", CASE_MAX_CASES);
	while (len > 0 && (name[len - 1] == ' ' || name[len - 1] == '\t'))
		len--;
	if (len == 0 || len >= CASE_NAME_LEN)
		return perr(p, "a case needs a name of 1 to %d bytes",
		    CASE_NAME_LEN - 1);
	if ((c = calloc(1, sizeof *c)) == NULL)
		return perr(p, "out of memory");
	p->f->c[p->f->ncases++] = c;
	/* the file's defaults first */
	memcpy(c->rules, p->hdr.rules, sizeof c->rules);
	memcpy(c->scenario, p->hdr.scenario, sizeof c->scenario);
	memcpy(c->omit, p->hdr.omit, sizeof c->omit);
	c->nomit = p->hdr.nomit;
	memcpy(c->romit, p->hdr.romit, sizeof c->romit);
	c->nromit = p->hdr.nromit;
	c->has_seed = p->hdr.has_seed;
	memcpy(c->seed, p->hdr.seed, sizeof c->seed);
	buf_init(&c->extra, PBEM_MAX_SCENARIO);
	if (buf_add(&c->extra, p->hdr.extra.data ? p->hdr.extra.data : "",
	    p->hdr.extra.len))
		return perr(p, "out of memory");
	memcpy(c->name, name, len);
	c->name[len] = '\0';
	c->line = p->line;
	p->cur = c;
	p->rnd = &c->opening;
	p->rnd->line = p->line;
	return PBEM_OK;
}

static int
parse_op(struct parser *p, const char *s, enum case_op *op)
{
	if (strcmp(s, "contains") == 0)
		*op = OP_CONTAINS;
	else if (strcmp(s, "lacks") == 0)
		*op = OP_LACKS;
	else if (strcmp(s, "matches") == 0)
		*op = OP_MATCHES;
	else
		return perr(p, "\"%.20s\": say contains, lacks or matches", s);
	return PBEM_OK;
}

/* expect-phase <name> [turn <n>] [due <SIDE>[,<SIDE>...] | due none] */
static int
phase_args(struct parser *p, struct case_expect *e, char **tok, int n)
{
	char *s, *comma;
	int i;

	if (copy_word(p, e->text, GAME_NAME_LEN, tok[1], "phase"))
		return PBEM_ERR_PARSE;
	for (i = 2; i + 1 < n; i += 2) {
		if (strcmp(tok[i], "turn") == 0) {
			if (number(p, tok[i + 1], 0, 9999, &e->n))
				return PBEM_ERR_PARSE;
			continue;
		}
		if (strcmp(tok[i], "due") != 0 || e->due_given)
			break;
		e->due_given = 1;
		if (strcmp(tok[i + 1], "none") == 0)
			continue;
		for (s = tok[i + 1]; s != NULL; s = comma) {
			if ((comma = strchr(s, ',')) != NULL)
				*comma++ = '\0';
			if (e->ndue >= GAME_MAX_SIDES ||
			    copy_word(p, e->due[e->ndue], GAME_NAME_LEN, s,
			    "side"))
				return perr(p, "bad due list");
			e->ndue++;
		}
	}
	if (i != n)
		return perr(p, "expect-phase <name> [turn <n>] [due <SIDE>"
		    "[,<SIDE>...] | due none]");
	return PBEM_OK;
}

static int
expect(struct parser *p, char **tok, int n)
{
	struct case_round *r = p->rnd;
	struct case_expect *e;
	const char *k = tok[0];
	int opening;

	if (p->cur == NULL)
		return perr(p, "expectations belong to a case");
	if (r->nexpect >= CASE_MAX_EXPECT)
		return perr(p, "more than %d expectations in one round",
		    CASE_MAX_EXPECT);
	opening = !in_rounds(p);
	e = &r->expect[r->nexpect];
	memset(e, 0, sizeof *e);
	e->line = p->line;
	if (strcmp(k, "expect-phase") == 0) {
		e->kind = EX_PHASE;
		if (phase_args(p, e, tok, n))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-over") == 0 && n == 2) {
		e->kind = EX_OVER;
		if (copy_text(p, e->text, CASE_TEXT_LEN, tok[1]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-load-error") == 0 && n == 2 && opening) {
		e->kind = EX_LOAD_ERROR;
		if (copy_text(p, e->text, CASE_TEXT_LEN, tok[1]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-rolls") == 0 && n == 2 && !opening) {
		e->kind = EX_ROLLS;
		if (number(p, tok[1], 0, 100000, &e->n))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-refused") == 0 && !opening &&
	    (n == 3 || (n == 5 && strcmp(tok[2], "line") == 0))) {
		e->kind = EX_REFUSED;
		if (copy_word(p, e->side, GAME_NAME_LEN, tok[1], "side") ||
		    (n == 5 && number(p, tok[3], 1, 100000, &e->n)) ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[n - 1]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-errors") == 0 && !opening && n == 3) {
		e->kind = EX_ERRORS;
		if (copy_word(p, e->side, GAME_NAME_LEN, tok[1], "side") ||
		    number(p, tok[2], 1, SHEET_MAX_ERRORS, &e->n))
			return PBEM_ERR_PARSE;
	} else if ((strcmp(k, "expect-understood") == 0 && !opening) ||
	    strcmp(k, "expect-report") == 0) {
		if (n != 4)
			return perr(p, "%s <SIDE> contains|lacks|matches "
			    "\"<text>\"", k);
		e->kind = k[7] == 'u' ? EX_UNDERSTOOD : EX_REPORT;
		if (copy_word(p, e->side, GAME_NAME_LEN, tok[1], "side") ||
		    parse_op(p, tok[2], &e->op) ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[3]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-map") == 0 && n == 4) {
		e->kind = EX_MAP;	/* side "" is the referee's map */
		if ((strcmp(tok[1], "referee") != 0 && copy_word(p, e->side,
		    GAME_NAME_LEN, tok[1], "side")) ||
		    parse_op(p, tok[2], &e->op) ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[3]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-sheet") == 0 && n == 4) {
		e->kind = EX_SHEET;	/* the sheet the side may send now */
		if (copy_word(p, e->side, GAME_NAME_LEN, tok[1], "side") ||
		    parse_op(p, tok[2], &e->op) ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[3]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-news") == 0 && n == 3 && !opening) {
		e->kind = EX_NEWS;	/* the kind word goes in side */
		if (copy_word(p, e->side, GAME_NAME_LEN, tok[1], "kind") ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[2]))
			return PBEM_ERR_PARSE;
	} else if (strcmp(k, "expect-log") == 0 && n == 3) {
		e->kind = EX_REPORT;	/* the referee's report: side "" */
		if (parse_op(p, tok[1], &e->op) ||
		    copy_text(p, e->text, CASE_TEXT_LEN, tok[2]))
			return PBEM_ERR_PARSE;
	} else
		return perr(p, "%s: wrong arguments, or not allowed %s", k,
		    opening ? "before the first round" : "in a round");
	r->nexpect++;
	return PBEM_OK;
}

/* Every directive, sorted by name (bsearch). */
static const struct keyword {
	const char *name;
	int min, max;			/* words after the keyword */
	int (*fn)(struct parser *, char **, int);
} keywords[] = {
	{ "cards",		2, 4,	set_cards },
	{ "expect-errors",	2, 2,	expect },
	{ "expect-load-error",	1, 1,	expect },
	{ "expect-log",		2, 2,	expect },
	{ "expect-map",		3, 3,	expect },
	{ "expect-news",	2, 2,	expect },
	{ "expect-over",	1, 1,	expect },
	{ "expect-phase",	1, 5,	expect },
	{ "expect-refused",	2, 4,	expect },
	{ "expect-report",	3, 3,	expect },
	{ "expect-rolls",	1, 1,	expect },
	{ "expect-sheet",	3, 3,	expect },
	{ "expect-understood",	3, 3,	expect },
	{ "omit",		1, CASE_MAX_OMIT,	set_omit },
	{ "round",		1, 3,	open_round },
	{ "rules",		1, 1,	set_rules },
	{ "rules-omit",		1, CASE_MAX_OMIT,	set_rules_omit },
	{ "scenario",		1, 1,	set_scenario },
	{ "scenario-extra",	0, 0,	open_extra },
	{ "seed",		1, 1,	set_seed },
	{ "sheet",		1, 2,	open_sheet },
};

static int
kw_cmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct keyword *)elem)->name);
}

static int
directive(struct parser *p, char *line)
{
	char *tok[CASE_MAX_TOKENS];
	const struct keyword *k;
	const char *why = NULL, *s = line;
	int n;

	while (*s == ' ' || *s == '\t')
		s++;
	if (strncmp(s, "case", 4) == 0 && (s[4] == ' ' || s[4] == '\t' ||
	    s[4] == '\0'))
		return open_case(p, s + 4 + strspn(s + 4, " \t"));
	if ((n = tokenize(line, tok, CASE_MAX_TOKENS, &why)) < 0)
		return perr(p, "%s", why);
	if (n == 0)
		return PBEM_OK;
	k = bsearch(tok[0], keywords, sizeof keywords / sizeof keywords[0],
	    sizeof keywords[0], kw_cmp);
	if (k == NULL)
		return perr(p, "unknown directive \"%.32s\"%s", tok[0],
		    strcmp(tok[0], "end") == 0 ? " (no block is open)" : "");
	if (n - 1 < k->min || n - 1 > k->max)
		return perr(p, "%s takes %d to %d words", k->name, k->min,
		    k->max);
	return k->fn(p, tok, n);
}

/* A line inside a sheet or scenario-extra block: kept without its
 * indentation; a line that is just "end" closes the block. */
static int
body_line(struct parser *p, const char *line)
{
	const char *s = line;
	size_t n;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (n == 3 && strncmp(s, "end", 3) == 0) {
		p->block = B_NONE;
		p->body = NULL;
		return PBEM_OK;
	}
	if (buf_add(p->body, s, n) || buf_addc(p->body, '\n'))
		return perr(p, "block too large");
	return PBEM_OK;
}

int
case_file_load(const char *path, struct case_file *f, struct pbem_err *err)
{
	struct parser p;
	struct buf text;
	char line[CASE_MAX_LINE + 1], *slash;
	size_t i = 0, n;
	int rc;

	memset(f, 0, sizeof *f);
	memset(&p, 0, sizeof p);
	if (strlen(path) >= sizeof f->path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	memcpy(f->path, path, strlen(path) + 1);
	memcpy(f->dir, path, strlen(path) + 1);
	if ((slash = strrchr(f->dir, '/')) != NULL)
		*slash = '\0';
	else
		memcpy(f->dir, ".", 2);
	if ((rc = case_read_file(path, CASE_MAX_FILE, &text, err)))
		return rc;
	p.f = f;
	p.err = err;
	buf_init(&p.hdr.extra, PBEM_MAX_SCENARIO);
	rc = PBEM_OK;
	while (rc == PBEM_OK && i < text.len) {
		p.line++;
		for (n = 0; i < text.len && text.data[i] != '\n'; i++, n++)
			if (n < CASE_MAX_LINE)
				line[n] = text.data[i];
		i++;
		if (n > CASE_MAX_LINE) {
			rc = perr(&p, "line longer than %d bytes",
			    CASE_MAX_LINE);
			break;
		}
		if (n > 0 && line[n - 1] == '\r')
			n--;
		line[n] = '\0';
		if (p.block != B_NONE)
			rc = body_line(&p, line);
		else
			rc = directive(&p, line);
	}
	if (rc == PBEM_OK && p.block != B_NONE)
		rc = pbem_fail(err, PBEM_ERR_PARSE, p.block_line, "%s:%d: this "
		    "block is never closed by a line \"end\"", path,
		    p.block_line);
	if (rc == PBEM_OK)
		rc = end_case(&p);
	if (rc == PBEM_OK && f->ncases == 0)
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "%s: no case in the "
		    "file", path);
	buf_free(&p.hdr.extra);
	buf_free(&text);
	if (rc != PBEM_OK)
		case_file_free(f);
	return rc;
}

void
case_file_free(struct case_file *f)
{
	struct case_def *c;
	int i, k, s;

	for (i = 0; i < f->ncases; i++) {
		if ((c = f->c[i]) == NULL)
			continue;
		buf_free(&c->extra);
		for (k = 0; k < c->nrounds; k++) {
			for (s = 0; s < c->round[k]->nsheets; s++)
				buf_free(&c->round[k]->sheet[s].text);
			free(c->round[k]);
		}
		free(c);
	}
	f->ncases = 0;
}
