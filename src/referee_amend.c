/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * referee_amend.c - `amend`: the referee changes the open phase's state,
 * in the rules module's own verbs or, for experts, by JSON pointer.
 *
 *   amend CHANGE [-- REASON] [; CHANGE [-- REASON]]...
 *   amend --pointer POINTER VALUE REASON...   (also: amend /x VALUE ...)
 *
 * A change with no reason of its own takes the next one given; the last
 * change must have one.  Every change is checked and applied in order
 * on a copy (game.h, amend); one refused change refuses the command and
 * nothing changes.  Each change is then one row of the amendment record
 * (store_amend.c): who, the change as written, the reason, the state
 * hashes before and after, and a link chaining it to the game's record,
 * which `pbemd replay` re-applies and checks.  One command (or one
 * referee mail, whose amend lines referee_mail.c joins) is one
 * announcement per side: a side that sees something change is told what,
 * in its own names, with a fresh report and its sheet if one is due; a
 * side that sees nothing change learns only that the referee amended
 * the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hash.h"
#include "json_pointer.h"
#include "mailer.h"
#include "phase.h"
#include "referee.h"
#include "template.h"

#define AMEND_MAX_CHANGES	64
#define AMEND_MAX_TEXT		(PBEM_MAX_LINE * 8)	/* a mail's joined lines */

struct change {
	char *text;			/* the change as written */
	const char *reason;		/* into `reasons` */
	char from[HASH_HEX_LEN], to[HASH_HEX_LEN];
	char *before;			/* the state it was applied to */
};

struct amend_cmd {
	char *line;			/* argv joined, cut in place */
	int n, pointer;
	struct change c[AMEND_MAX_CHANGES];
};

static char *
trim(char *s)
{
	char *e;

	while (*s == ' ' || *s == '\t')
		s++;
	for (e = s + strlen(s); e > s && (e[-1] == ' ' || e[-1] == '\t');)
		*--e = '\0';
	return s;
}

/* " -- " in s (also at its start or end): the reason follows. */
static char *
reason_mark(char *s)
{
	char *p;

	if (strncmp(s, "--", 2) == 0 && (s[2] == ' ' || s[2] == '\0'))
		return s;
	for (p = strstr(s, " --"); p != NULL; p = strstr(p + 1, " --"))
		if (p[3] == ' ' || p[3] == '\0')
			return p + 1;
	return NULL;
}

static void
cmd_free(struct amend_cmd *a)
{
	int i;

	for (i = 0; i < a->n; i++) {
		free(a->c[i].text);
		free(a->c[i].before);
	}
	free(a->line);
}

/* argv[1..] -> the changes and their reasons. */
static int
cmd_parse(int argc, char **argv, struct amend_cmd *a, struct pbem_err *err)
{
	struct buf line;
	char *seg, *save = NULL, *mark, *text;
	int i, first_pending = 0;

	memset(a, 0, sizeof *a);
	if (argc >= 2 && (strcmp(argv[1], "--pointer") == 0 ||
	    argv[1][0] == '/')) {
		int p = strcmp(argv[1], "--pointer") == 0 ? 2 : 1;
		size_t n;

		if (argc < p + 3)
			return template_fail(err, PBEM_ERR_USAGE,
			    "referee.amend.pointer.reason", NULL);
		if (strpbrk(argv[p], " \t\n") != NULL ||
		    strchr(argv[p + 1], '\n') != NULL)
			return template_fail(err, PBEM_ERR_USAGE,
			    "referee.amend.pointer.blank", NULL);
		buf_init(&line, AMEND_MAX_TEXT);
		for (i = p + 2; i < argc; i++)
			buf_addf(&line, "%s%s", i > p + 2 ? " " : "", argv[i]);
		if (line.failed) {
			buf_free(&line);
			return pbem_fail(err, PBEM_ERR_LIMIT, 0, "amend: at most "
			    "%d characters of reason", AMEND_MAX_TEXT);
		}
		a->pointer = 1;
		a->n = 1;
		n = strlen(argv[p]) + strlen(argv[p + 1]) + 12;
		if ((a->c[0].text = malloc(n)) == NULL ||
		    (a->line = strdup(buf_str(&line))) == NULL) {
			buf_free(&line);
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		}
		buf_free(&line);
		snprintf(a->c[0].text, n, "--pointer %s %s", argv[p],
		    argv[p + 1]);
		a->c[0].reason = a->line;
		return PBEM_OK;
	}
	buf_init(&line, AMEND_MAX_TEXT);
	for (i = 1; i < argc; i++)
		buf_addf(&line, "%s%s", i > 1 ? " " : "", argv[i]);
	if (line.failed) {
		buf_free(&line);
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "amend: at most %d "
		    "characters in one command", AMEND_MAX_TEXT);
	}
	if ((a->line = strdup(buf_str(&line))) == NULL) {
		buf_free(&line);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	}
	buf_free(&line);
	for (seg = strtok_r(a->line, ";\n", &save); seg != NULL;
	    seg = strtok_r(NULL, ";\n", &save)) {
		if ((mark = reason_mark(seg)) != NULL) {
			*mark = '\0';
			mark = trim(mark + 2);
		}
		text = trim(seg);
		if (*text != '\0') {
			if (a->n == AMEND_MAX_CHANGES)
				return pbem_fail(err, PBEM_ERR_USAGE, 0, "at most "
				    "%d changes in one amend", AMEND_MAX_CHANGES);
			if ((a->c[a->n++].text = strdup(text)) == NULL)
				return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of "
				    "memory");
		}
		if (mark != NULL && *mark != '\0')
			for (; first_pending < a->n; first_pending++)
				a->c[first_pending].reason = mark;
	}
	if (a->n == 0)
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.usage.amend", NULL);
	if (first_pending < a->n)
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.amend.no.reason", "change", a->c[a->n - 1].text,
		    NULL);
	return PBEM_OK;
}

/* A pointer change: "--pointer POINTER VALUE", VALUE JSON or a word. */
static int
apply_pointer(const struct game_rules *r, const json_t *state,
    const char *change, json_t **out, json_t **events, struct pbem_err *err)
{
	const char *p = change + strlen("--pointer "), *v;
	char ptr[1024];
	json_t *val, *copy, *ns = NULL, *ev = NULL;
	struct sheet_check chk;
	json_error_t je;
	int rc;

	if ((v = strchr(p, ' ')) == NULL || (size_t)(v - p) >= sizeof ptr)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "--pointer POINTER "
		    "VALUE");
	memcpy(ptr, p, (size_t)(v - p));
	ptr[v - p] = '\0';
	v++;
	if ((val = json_loads(v, JSON_DECODE_ANY, &je)) == NULL)
		val = json_string(v);	/* a bare word is a string */
	copy = json_deep_copy(state);
	if (val == NULL || copy == NULL ||
	    json_pointer_set(copy, ptr, val, 0, NULL) != 0) {
		json_decref(val);
		json_decref(copy);
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "amend changes an "
		    "existing value; the state has no %s (`view referee` "
		    "shows it)", ptr);
	}
	json_decref(val);
	/* sighted again as the rules would, where the module can */
	sheet_check_init(&chk);
	rc = r->amend ? r->amend(r, copy, "", 0, 1, &ns, &ev, &chk) :
	    PBEM_ERR_NOTFOUND;
	if (rc == PBEM_ERR_NOTFOUND) {
		*out = copy;
		*events = json_array();
		rc = PBEM_OK;
	} else if (rc != PBEM_OK || chk.nerrors > 0) {
		json_decref(copy);
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "that change would leave "
		    "a state the rules cannot play: %s", chk.nerrors ?
		    chk.errors[0].msg : "the module refused it");
	} else {
		json_decref(copy);
		*out = ns;
		*events = ev;
	}
	sheet_check_free(&chk);
	return rc;
}

int
amend_apply(const struct game_rules *r, const json_t *state,
    const char *change, json_t **out, json_t **events, struct pbem_err *err)
{
	struct sheet_check chk;
	int rc;

	*out = *events = NULL;
	if (strncmp(change, "--pointer ", 10) == 0)
		return apply_pointer(r, state, change, out, events, err);
	sheet_check_init(&chk);
	rc = r->amend ? r->amend(r, state, change, strlen(change), 1, out,
	    events, &chk) : PBEM_ERR_NOTFOUND;
	if (rc == PBEM_ERR_NOTFOUND)
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "the %s rules have no "
		    "referee verbs: amend --pointer POINTER VALUE REASON", r->id);
	else if (rc != PBEM_OK)
		rc = pbem_fail(err, rc, 0, "the %s module could not amend the "
		    "state", r->id);
	else if (chk.nerrors > 0)
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "\"%.80s\": %s", change,
		    chk.errors[0].msg);
	if (rc != PBEM_OK) {
		json_decref(*out);
		json_decref(*events);
		*out = *events = NULL;
	}
	sheet_check_free(&chk);
	return rc;
}

void
amend_link(const char *prev, int seq, const char *who, const char *change,
    const char *reason, const char *from, const char *to,
    char out[HASH_HEX_LEN])
{
	struct buf b;

	/* room for every field: the link covers all of them */
	buf_init(&b, strlen(prev) + strlen(who) + strlen(change) +
	    strlen(reason) + strlen(from) + strlen(to) + 64);
	buf_addf(&b, "pbemd-amendment-1\n%s\n%d\n%s\n%s\n%s\n%s\n%s\n", prev,
	    seq, who, change, reason, from, to);
	hash_sha256_hex(b.data, b.len, out);
	buf_free(&b);
}

/* Was any event written for side? (appends its texts to lines) */
static int
side_events(const json_t *events, const char *side, struct buf *lines)
{
	const json_t *ev, *s;
	size_t i, k;
	int n = 0;

	json_array_foreach(events, i, ev) {
		if (side == NULL) {
			if (!json_is_true(json_object_get(ev, "referee")))
				continue;
		} else {
			json_array_foreach(json_object_get(ev, "sides"), k, s)
				if (json_is_string(s) && strcmp(
				    json_string_value(s), side) == 0)
					break;
			if (k == json_array_size(json_object_get(ev, "sides")))
				continue;
		}
		buf_addf(lines, "  %s\n", json_string_value(json_object_get(ev,
		    "text")) ? json_string_value(json_object_get(ev, "text")) :
		    "");
		n++;
	}
	return n;
}

static int
is_due(const struct game_phase *gp, const char *side)
{
	int i;

	for (i = 0; i < gp->nsides; i++)
		if (strcasecmp(gp->sides[i], side) == 0)
			return 1;
	return 0;
}

/* Does `side` see event ev? */
static int
event_for(const json_t *ev, const char *side)
{
	const json_t *s;
	size_t k;

	json_array_foreach(json_object_get(ev, "sides"), k, s)
		if (json_is_string(s) && strcmp(json_string_value(s), side) == 0)
			return 1;
	return 0;
}

/* The reasons of the changes `side` sees something of, each once (all
 * of them for a pointer change, which says nothing of who sees it): the
 * reason of a change to what a side cannot see is not that side's to
 * read. */
static void
reasons_of(const struct amend_cmd *a, const json_t *events,
    const char *side, struct buf *out)
{
	const json_t *ev;
	int i, k, told[AMEND_MAX_CHANGES];
	size_t e;

	for (i = 0; i < a->n; i++) {
		told[i] = a->pointer;
		json_array_foreach(events, e, ev)
			if (json_integer_value(json_object_get(ev, "change")) ==
			    i && event_for(ev, side))
				told[i] = 1;
		for (k = 0; told[i] && k < i; k++)
			if (told[k] && strcmp(a->c[k].reason, a->c[i].reason) ==
			    0)
				break;
		if (told[i] && k == i)
			buf_addf(out, "%s%s", out->len ? "; " : "",
			    a->c[i].reason);
	}
}

/* What one side is told: what changed in its view, with a fresh report
 * and its sheet; or, untouched, the bare notice. */
static int
side_text(const struct game_rec *g, const struct game_rules *r,
    const json_t *state, const json_t *events, const struct game_phase *gp,
    const struct amend_cmd *a, const char *side, struct buf *text,
    const char **key)
{
	struct buf lines, reasons, view;
	char turn[16];
	int rc = PBEM_OK, seen;

	buf_init(&lines, 64 * 1024);
	buf_init(&reasons, 4096);
	buf_init(&view, PBEM_MAX_REPORT);
	snprintf(turn, sizeof turn, "%d", gp->turn);
	reasons_of(a, events, side, &reasons);
	seen = side_events(events, side, &lines);
	/* a pointer change says nothing of who sees it: everyone is told
	 * the reason and gets a fresh report */
	if (!seen && !a->pointer) {
		*key = "announce.amend.bare";
		rc = template_words(text, "announce.amend.bare", "game", g->id,
		    "turn", turn, "phase", gp->name, NULL);
		goto out;
	}
	*key = seen ? "announce.amend.seen" : "announce.amend";
	if ((rc = template_words(text, *key, "turn", turn, "phase", gp->name,
	    "reason", buf_str(&reasons), NULL)) != PBEM_OK)
		goto out;
	buf_addf(text, "\n%s\n", buf_str(&lines));
	if ((rc = r->report(r, state, events, side, &view)) != PBEM_OK)
		goto out;
	buf_addf(text, "%s\n", buf_str(&view));
	if (is_due(gp, side)) {
		if ((rc = template_words(text, "announce.amend.due", "turn",
		    turn, "phase", gp->name, NULL)) != PBEM_OK)
			goto out;
		buf_adds(text, "\n\n");
		report_sheet(text, g->id, r, state, side, gp, NULL);
	}
out:
	buf_free(&lines);
	buf_free(&reasons);
	buf_free(&view);
	return rc;
}

/* One side's mail, of kind "amend" under the open phase's seq (the leak
 * test finds the state it was written from by them). */
static int
notify(struct home *h, const struct game_rec *g, int seq, const char *side,
    const char *subject, const char *text, struct pbem_err *err)
{
	struct player_rec pl;
	struct tvars t;
	struct buf mail;
	int rc;

	if (store_player_get(h->db, g->id, side, &pl) != PBEM_OK)
		return PBEM_OK;		/* a side nobody plays yet */
	memset(&t, 0, sizeof t);
	tvars_set(&t, "game", g->id);
	tvars_set(&t, "side", side);
	tvars_set(&t, "subject", subject);
	tvars_set(&t, "text", text);
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render("notice", &t, &mail, err);
	if (rc == PBEM_OK)
		rc = outbox_enqueue(h, pl.email, "amend", g->id, side, seq,
		    buf_str(&mail), NULL, err);
	buf_free(&mail);
	return rc;
}

/* Every side's mail (or, dry, its text into out). */
static int
tell_sides(struct home *h, const struct game_rec *g,
    const struct game_rules *r, const json_t *state, const json_t *events,
    const struct game_phase *gp, int seq, const struct amend_cmd *a,
    int dry, struct buf *out, struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], skey[64];
	struct buf subj, text;
	const char *key = "announce.amend";
	int i, n, rc = PBEM_OK;

	n = r->sides(r, state, sides, GAME_MAX_SIDES);
	buf_init(&subj, 256);
	for (i = 0; i < n && rc == PBEM_OK; i++) {
		buf_init(&text, PBEM_MAX_REPORT);
		buf_reset(&subj);
		if ((rc = side_text(g, r, state, events, gp, a, sides[i],
		    &text, &key)) == PBEM_OK) {
			snprintf(skey, sizeof skey, "%s.subject", key);
			rc = template_words(&subj, skey, NULL);
		}
		if (rc != PBEM_OK || text.failed)
			rc = pbem_fail(err, rc ? rc : PBEM_ERR_NOMEM, 0,
			    "cannot announce the amendment to %s (a sentence "
			    "of %s/templates/sentences.txt is missing, or the "
			    "report cannot be written); nothing changed",
			    sides[i], home_datadir());
		else if (dry)
			buf_addf(out, "\n==== to %s: %s\n%s", sides[i],
			    buf_str(&subj), buf_str(&text));
		else
			rc = notify(h, g, seq, sides[i], buf_str(&subj),
			    buf_str(&text), err);
		buf_free(&text);
	}
	buf_free(&subj);
	return rc;
}

/* Store the changes: rows chained to the record, the new state, the
 * history the referee reads. */
static int
record(struct home *h, const struct game_rec *g, const struct phase_rec *p,
    struct amend_cmd *a, const char *who, const char *dump,
    const char *sha, struct pbem_err *err)
{
	struct amend_rec ar;
	char link[HASH_HEX_LEN], detail[4096];
	int i, rc;

	if ((rc = store_amend_last_link(h->db, g->id, p->seq, link)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read the amendments");
	if (link[0] == '\0')
		snprintf(link, sizeof link, "%s", p->prev_sha);
	for (i = 0; i < a->n; i++) {
		memset(&ar, 0, sizeof ar);
		ar.seq = p->seq;
		snprintf(ar.who, sizeof ar.who, "%s", who);
		ar.change = a->c[i].text;
		ar.reason = a->c[i].reason;
		snprintf(ar.from_sha, sizeof ar.from_sha, "%s", a->c[i].from);
		snprintf(ar.to_sha, sizeof ar.to_sha, "%s", a->c[i].to);
		ar.before = a->c[i].before;
		amend_link(link, p->seq, who, ar.change, ar.reason, ar.from_sha,
		    ar.to_sha, ar.link);
		snprintf(link, sizeof link, "%s", ar.link);
		snprintf(detail, sizeof detail, "%s | reason: %s", ar.change,
		    ar.reason);
		if ((rc = store_amend_add(h->db, g->id, &ar)) != PBEM_OK ||
		    (rc = store_history_add(h->db, g->id, p->seq, who, "amend",
		    detail)) != PBEM_OK)
			return pbem_fail(err, rc, 0, "cannot record the "
			    "amendment");
	}
	if ((rc = store_phase_set_state(h->db, g->id, p->seq, dump, sha)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot store the amended state");
	return PBEM_OK;
}

int
referee_amend(struct home *h, const struct game_rec *g,
    const struct game_rules *r, int argc, char **argv, const char *who,
    int dry, struct buf *out, struct pbem_err *err)
{
	struct amend_cmd a;
	struct phase_rec p;
	struct game_phase gp, check;
	json_t *state = NULL, *ns, *ev, *events = json_array();
	char *dump = NULL, sha[HASH_HEX_LEN];
	int i, rc, have_p = 0;

	if ((rc = cmd_parse(argc, argv, &a, err)) != PBEM_OK)
		goto out;
	if (store_phase_open_get(h->db, g->id, &p) != PBEM_OK) {
		rc = template_fail(err, PBEM_ERR_STATE, "referee.no.phase",
		    "game", g->id, NULL);
		goto out;
	}
	have_p = 1;
	if ((state = json_loads(p.state, 0, NULL)) == NULL || events == NULL ||
	    r->phase(r, state, &gp) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "unreadable state");
		goto out;
	}
	for (i = 0; i < a.n; i++) {
		if ((a.c[i].before = game_state_dump(state)) == NULL) {
			rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
			goto out;
		}
		hash_sha256_hex(a.c[i].before, strlen(a.c[i].before),
		    a.c[i].from);
		if ((rc = amend_apply(r, state, a.c[i].text, &ns, &ev, err)) !=
		    PBEM_OK) {
			char why[sizeof err->msg], which[48] = "";

			snprintf(why, sizeof why, "%s", err->msg);
			if (a.n > 1)
				snprintf(which, sizeof which, "change %d of %d: ",
				    i + 1, a.n);
			pbem_fail(err, rc, 0, "%s%.200s; nothing changed", which,
			    why);
			goto out;
		}
		/* which change each event tells of: a side reads the
		 * reasons of those alone */
		{
			json_t *e1;
			size_t k;

			json_array_foreach(ev, k, e1)
				json_object_set_new(e1, "change",
				    json_integer(i));
		}
		json_array_extend(events, ev);
		json_decref(ev);
		json_decref(state);
		state = ns;
		free(dump);
		if ((dump = game_state_dump(state)) == NULL) {
			rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
			goto out;
		}
		hash_sha256_hex(dump, strlen(dump), a.c[i].to);
	}
	if (r->phase(r, state, &check) != PBEM_OK || check.over ||
	    check.turn != gp.turn || strcmp(check.name, gp.name) != 0) {
	{
		char t_[16];

		snprintf(t_, sizeof t_, "%d", gp.turn);
		rc = template_fail(err, PBEM_ERR_USAGE, "referee.amend.ends",
		    "turn", t_, "phase", gp.name, NULL);
	}
		goto out;
	}
	snprintf(sha, sizeof sha, "%s", a.c[a.n - 1].to);
	{
		char t_[16];

		snprintf(t_, sizeof t_, "%d", gp.turn);
		template_words(out, dry ? "referee.amend.preview" :
		    "referee.amend.done", "turn", t_, "phase", gp.name, NULL);
		buf_addc(out, '\n');
	}
	for (i = 0; i < a.n; i++) {
		buf_adds(out, "  ");
		template_words(out, "referee.amend.change", "change",
		    a.c[i].text, "reason", a.c[i].reason, NULL);
		buf_addc(out, '\n');
	}
	if (side_events(events, NULL, out) == 0) {
		buf_adds(out, "  ");
		template_words(out, "referee.amend.unseen", NULL);
		buf_addc(out, '\n');
	}
	if (!dry && (rc = record(h, g, &p, &a, who, dump, sha, err)) !=
	    PBEM_OK)
		goto out;
	if ((rc = tell_sides(h, g, r, state, events, &gp, p.seq, &a, dry, out,
	    err)) != PBEM_OK)
		goto out;
	if (dry)
		buf_addc(out, '\n');
	template_words(out, dry ? "referee.amend.preview.end" :
	    "referee.amend.announced", NULL);
	buf_addc(out, '\n');
out:
	if (have_p)
		phase_rec_free(&p);
	json_decref(state);
	json_decref(events);
	free(dump);
	cmd_free(&a);
	return rc;
}
