/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * config_doc.c - what is written about the config, made from the one
 * table config_keys[]: the commented example (`pbemd config example`,
 * the file `pbemd init` writes, contrib/pbemd.conf.example), the config
 * in force (`pbemd config dump`) and the key list of pbemd.conf(5).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "pbem_limits.h"
#include "util.h"

#define DOC_WIDTH 72

static const char example_head[] =
"# pbemd.conf - the config of one pbemd home (HOME/pbemd.conf).\n"
"#\n"
"# One `key value` per line; `#` starts a comment, anywhere on a line.\n"
"# An empty file is the embedded default: mail in from HOME/mail/inbox,\n"
"# mail out to HOME/mail/outbox (both Maildirs), state in HOME/pbemd.db.\n"
"# Every key is shown below commented out, with its default (or a\n"
"# sample, for a key that has none): remove the `#` to set it.\n"
"# Unknown keys and bad values are errors, reported as pbemd.conf:LINE.\n"
"# `pbemd config dump` prints the config in force, `pbemd config check`\n"
"# also tries the servers, and `systemctl reload pbemd` (SIGHUP) makes a\n"
"# running `pbemd serve` read this file again.  See pbemd.conf(5).\n"
"# (Written by `pbemd config example`.)\n";

/* `text` as lines of at most DOC_WIDTH columns, each starting with
 * `prefix` ("#": comment lines, "": mdoc text lines). */
static int
add_wrapped(struct buf *out, const char *text, const char *prefix)
{
	const char *p = text, *word_end;
	size_t col = 0, wlen;
	int first = 1;

	while (*p) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		for (word_end = p; *word_end && *word_end != ' '; word_end++)
			;
		wlen = (size_t)(word_end - p);
		if (!first && col + 1 + wlen > DOC_WIDTH) {
			buf_addc(out, '\n');
			first = 1;
		}
		if (first) {
			buf_adds(out, prefix);
			col = strlen(prefix);
		}
		if (!first || *prefix) {
			buf_addc(out, ' ');
			col++;
		}
		buf_add(out, p, wlen);
		col += wlen;
		first = 0;
		p = word_end;
	}
	return buf_addc(out, '\n');
}

static void
add_heading(struct buf *out, const char *section)
{
	size_t n = strlen(section) + 8;

	buf_addf(out, "\n# --- %s ", section);
	while (n++ < DOC_WIDTH)
		buf_addc(out, '-');
	buf_addc(out, '\n');
}

int
config_example(struct buf *out)
{
	char allowed[CONFIG_MAX_VALUE], line[3 * CONFIG_MAX_VALUE];
	const struct config_key *k;
	size_t i;

	buf_adds(out, example_head);
	for (i = 0; i < CONFIG_NKEYS; i++) {
		k = &config_keys[i];
		if (k->section)
			add_heading(out, k->section);
		config_allowed(k, allowed, sizeof allowed);
		if (k->dflt)
			snprintf(line, sizeof line, "%s Value: %s. Default: %s.",
			    k->help, allowed, k->dflt);
		else
			snprintf(line, sizeof line, "%s Value: %s. Unset by "
			    "default.", k->help, allowed);
		buf_addc(out, '\n');
		add_wrapped(out, line, "#");
		buf_addf(out, "#%s %s\n", k->key, k->dflt ? k->dflt :
		    k->example);
	}
	return out->failed ? out->failed : PBEM_OK;
}

int
config_write_example(const char *path, struct pbem_err *err)
{
	struct buf text;
	int rc;

	buf_init(&text, PBEM_MAX_CONFIG);
	if ((rc = config_example(&text)) != PBEM_OK) {
		buf_free(&text);
		return pbem_fail(err, rc, 0, "config example too long");
	}
	rc = util_write_file(path, buf_str(&text), text.len, 0600, err);
	buf_free(&text);
	return rc;
}

int
config_dump(const struct config *c, const char *path, struct buf *out)
{
	const struct config_key *k;
	size_t i;

	buf_addf(out, "# the config in force: %s, and the defaults\n", path);
	for (i = 0; i < CONFIG_NKEYS; i++) {
		k = &config_keys[i];
		if (c->line[i])
			buf_addf(out, "%-22s %-30s # %s:%d\n", k->key,
			    c->text[i], path, c->line[i]);
		else if (k->dflt)
			buf_addf(out, "%-22s %-30s # default\n", k->key,
			    c->text[i]);
		else
			buf_addf(out, "#%-21s %-30s # unset\n", k->key, "");
	}
	return out->failed ? out->failed : PBEM_OK;
}

/* mdoc wants each sentence on a line of its own. */
static void
add_sentences(struct buf *out, const char *text)
{
	char sentence[CONFIG_MAX_VALUE * 2];
	const char *p = text, *end;

	while (*p) {
		end = strstr(p, ". ");
		if (end == NULL)
			end = p + strlen(p) - 1;
		snprintf(sentence, sizeof sentence, "%.*s", (int)(end + 1 - p),
		    p);
		add_wrapped(out, sentence, "");
		p = end + 1;
		while (*p == ' ')
			p++;
	}
}

int
config_mdoc(struct buf *out)
{
	char allowed[CONFIG_MAX_VALUE];
	const struct config_key *k;
	size_t i;
	int open = 0;

	for (i = 0; i < CONFIG_NKEYS; i++) {
		k = &config_keys[i];
		if (k->section) {
			if (open)
				buf_adds(out, ".El\n");
			buf_addf(out, ".Ss %c%s\n.Bl -tag -width Ds\n",
			    toupper((unsigned char)k->section[0]),
			    k->section + 1);
			open = 1;
		}
		config_allowed(k, allowed, sizeof allowed);
		buf_addf(out, ".It Ic %s\n", k->key);
		add_sentences(out, k->help);
		buf_addf(out, "Value: %s.\n", allowed);
		if (k->dflt)
			buf_addf(out, "Default:\n.Ql %s .\n", k->dflt);
		else
			buf_adds(out, "Unset by default.\n");
	}
	if (open)
		buf_adds(out, ".El\n");
	return out->failed ? out->failed : PBEM_OK;
}
