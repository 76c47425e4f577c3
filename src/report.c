/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * report.c - the mails that follow a phase: one report per side, rendered
 * from templates/ around the rules module's own view of that side, plus
 * the referee's full view.  Runs inside the resolving transaction.
 *
 * A side's mail carries: the module's view for that side only; every
 * side's sheet commitment (hashes reveal nothing); the host secret and
 * seed of the phase just resolved; the commitment of the next phase's
 * secret; and what is due next: to a side whose orders are due, its
 * sheet ready to edit (the envelope, the module's sheet_template, END)
 * and, in the start mail, the module's lesson.  The subject says whether
 * the side's orders are due, and by when.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "deck.h"
#include "log.h"
#include "phase.h"
#include "schedule.h"
#include "store.h"
#include "store_campaign.h"
#include "template.h"
#include "mailer.h"
#include "render.h"

void
report_envelope(struct buf *out, const char *game, const char *side,
    const struct game_phase *gp)
{
	buf_addf(out, "    Game: %s\n    Side: %s\n    Turn: %d\n"
	    "    Phase: %s\n", game, side, gp->turn, gp->name);
}

static int
side_is_due(const struct game_phase *gp, const char *side)
{
	int i;

	for (i = 0; i < gp->nsides; i++)
		if (strcasecmp(gp->sides[i], side) == 0)
			return 1;
	return 0;
}

/* The open phase's deadline, as the game's clock shows it ("" if none). */
static void
deadline_text(struct home *h, const struct report_ctx *rc, char *out,
    size_t n)
{
	char tz[80];
	time_t dl = 0;

	out[0] = '\0';
	if (rc->next == NULL || store_phase_get_deadline(h->db, rc->g->id,
	    rc->next->seq, &dl) != PBEM_OK || dl == 0)
		return;
	if (store_setting_get(h->db, rc->g->id, "timezone", tz, sizeof tz) !=
	    PBEM_OK || tz[0] == '\0')
		snprintf(tz, sizeof tz, "UTC");
	schedule_format(dl, tz, out, n);
}

/*
 * The sheet `side` may send now, ready to edit: the envelope, the rules
 * module's lines (one '#' line per own unit, sheet_template), END.  It
 * stands unindented, so a reply with the "> " taken off is the sheet.
 */
void
report_sheet(struct buf *b, const char *game, const struct game_rules *r,
    const json_t *state, const char *side, const struct game_phase *gp,
    struct buf *lesson)
{
	buf_addf(b, "Game: %s\nSide: %s\nTurn: %d\nPhase: %s\n", game,
	    side, gp->turn, gp->name);
	if (r->sheet_template != NULL && r->sheet_template(r, state, side, b,
	    lesson) != PBEM_OK)
		log_error("game=%s side=%s: the %s module could not write the "
		    "sheet", game, side, r->id);
	buf_adds(b, "END\n");
}

static void
due_text(struct buf *b, const struct report_ctx *rc, const char *side,
    const char *deadline, struct buf *lesson)
{
	struct buf sides;
	char turn[16];
	int i;

	if (rc->gp->over || rc->next == NULL)
		return;
	snprintf(turn, sizeof turn, "%d", rc->gp->turn);
	if (side != NULL && side_is_due(rc->gp, side)) {
		template_words(b, "report.due", "turn", turn, "phase",
		    rc->gp->name, "deadline", deadline, NULL);
		buf_adds(b, "\n\n");
		report_sheet(b, rc->g->id, rc->rules, rc->state, side, rc->gp,
		    lesson);
		buf_addc(b, '\n');
		template_words(b, "report.due.after", NULL);
		buf_addc(b, '\n');
		return;
	}
	buf_init(&sides, 512);
	for (i = 0; i < rc->gp->nsides; i++)
		buf_addf(&sides, "%s%s", i ? ", " : "", rc->gp->sides[i]);
	template_words(b, side ? "report.waiting" : "report.waiting.referee",
	    "sides", buf_str(&sides), "turn", turn, "phase", rc->gp->name,
	    NULL);
	buf_addc(b, '\n');
	buf_free(&sides);
}

static void
commitments_text(struct buf *b, const struct report_ctx *rc)
{
	int i;

	for (i = 0; i < rc->nsides; i++)
		buf_addf(b, "  %-10s %s\n", rc->sides[i], rc->shas[i][0] ?
		    rc->shas[i] : rc->done_gp &&
		    !side_is_due(rc->done_gp, rc->sides[i]) ?
		    "(no sheet due this phase)" : "(no sheet sent: the rules' "
		    "missing-orders default applied)");
}

/*
 * The cards each deck drew this phase, for the audit: a module that turns
 * cards keeps its decks (deck_to_json) under the state's "decks" object,
 * named "SIDE.what" when a side owns one.  A side is told only about its
 * own decks (how often an enemy drew can betray hidden activity); the
 * referee about every deck.  Every card is re-derivable from the seed.
 */
void
report_cards(struct buf *b, const json_t *before_state,
    const json_t *after_state, const char *side)
{
	const json_t *after = json_object_get(after_state, "decks"), *v;
	const json_t *was = json_object_get(before_state, "decks");
	struct pbem_err e;
	struct deck d, d0;
	const char *name;
	size_t sl = side ? strlen(side) : 0;
	long before;

	json_object_foreach((json_t *)after, name, v) {
		if (side && (strncmp(name, side, sl) != 0 || name[sl] != '.'))
			continue;
		memset(&e, 0, sizeof e);
		if (deck_from_json(v, &d, &e) != PBEM_OK)
			continue;
		before = 0;
		if (json_object_get(was, name) && deck_from_json(
		    json_object_get(was, name), &d0, &e) == PBEM_OK)
			before = d0.drawn;
		buf_addf(b, "  %-24s %ld card%s drawn (of %d)\n", name,
		    d.drawn - before, d.drawn - before == 1 ? "" : "s",
		    d.ncards);
	}
}

/*
 * What a side asked its reports to carry (`Reports:` under a sheet's
 * envelope, src/seal.c), else what the host sends.  Heaviest last.
 */
enum reports_choice {
	REPORTS_TEXT,		/* the text alone */
	REPORTS_SMALL,		/* and the map at the smallest readable scale */
	REPORTS_PICTURES,	/* and the map (the default) */
	REPORTS_FULL		/* and view.json for client tools */
};

static enum reports_choice
reports_choice(struct home *h, const char *game, const char *side)
{
	char k[80], v[16];

	if (!h->cfg.pictures)
		return REPORTS_TEXT;
	snprintf(k, sizeof k, "reports.%s", side ? side : "referee");
	if (store_setting_get(h->db, game, k, v, sizeof v) == PBEM_OK) {
		if (strcmp(v, "text") == 0)
			return REPORTS_TEXT;
		if (strcmp(v, "small") == 0)
			return REPORTS_SMALL;
		if (strcmp(v, "full") == 0)
			return REPORTS_FULL;
		return REPORTS_PICTURES;
	}
	/* a game stored before `Reports: small` and `full` existed */
	snprintf(k, sizeof k, "textonly.%s", side ? side : "referee");
	if (store_setting_get(h->db, game, k, v, sizeof v) == PBEM_OK &&
	    strcmp(v, "yes") == 0)
		return REPORTS_TEXT;
	return REPORTS_PICTURES;
}

/* The pictures a report carries, kept until the mail is queued. */
struct report_pics {
	struct buf map;		/* the side's own view */
	struct buf field;	/* the end mail's: the referee's whole field */
	char *view;		/* view.json */
};

/* What a report's template adds to the texts it is filled with (its
 * headings, notes and the audit's labels), at most. */
#define REPORT_WORDS	4096

/*
 * The bytes a mail's maps may take: picture_max_bytes was set for a
 * report of one map of that size, base64-encoded (57 bytes a line of 76
 * characters and its line break); the mail's text is taken from that
 * room first, so a long report gets a map a little lighter instead of a
 * mail over the mark.  Never under 32 KiB.
 */
static size_t
maps_room(const struct home *h, size_t text_len)
{
	struct render_opts o;
	size_t room;

	render_opts_config(&o, &h->cfg);
	room = o.max_bytes / 57 * 78;
	room = room > text_len ? (room - text_len) / 78 * 57 : 0;
	if (room > o.max_bytes)
		room = o.max_bytes;
	return room < 32 * 1024 ? 32 * 1024 : room;
}

/*
 * Does the end of this game reveal everything to each side (the
 * referee's view and the whole field in its end mail)?  Not a campaign's
 * battle: there the enemy's muster and every loss its forces did not see
 * stay hidden until the campaign's own debrief (docs/REFEREE.md, fog of
 * war across battles).
 */
static int
end_reveals(struct home *h, const struct report_ctx *rc)
{
	char link[HASH_HEX_LEN];

	return rc->gp->over && store_campaign_game_link(h->db, rc->g->id,
	    link) == PBEM_ERR_NOTFOUND;
}

/*
 * One map: `side`'s view (NULL: the referee's) in at most `room` bytes
 * and, for `Reports: small`, half of that at the smallest readable
 * scale.  In an end mail (end 1) the referee's field comes without its
 * legend: the side's map.png beside it has the same.  *drawn (may be
 * NULL) gets the drawing, *used (may be NULL) the PNG's bytes.
 */
static int
report_map(struct home *h, const struct report_ctx *rc, const char *side,
    enum reports_choice want, size_t room, int end, struct buf *png,
    json_t **drawn, size_t *used, struct pbem_err *e)
{
	/* The token size the last map of these rules fitted the limits
	 * with: the next one (the same board, a phase later) starts there
	 * instead of shrinking step by step from the preferred size again.
	 * Only the picture's scale depends on it, never its content. */
	static char last_rules[GAME_NAME_LEN];
	static int last_token;
	struct render_info info;
	struct render_opts o;
	int r;

	render_opts_config(&o, &h->cfg);
	if (room < o.max_bytes)
		o.max_bytes = room;
	o.no_legend = end && side == NULL;
	if (want == REPORTS_SMALL)	/* half the bytes, for a slow line */
		o.max_bytes = o.max_bytes / 2 >= 32 * 1024 ? o.max_bytes / 2 :
		    32 * 1024 < o.max_bytes ? 32 * 1024 : o.max_bytes;
	if (want == REPORTS_SMALL)
		o.token_px = o.min_token_px;
	else if (strcmp(last_rules, rc->rules->id) == 0 && last_token >= 8 &&
	    last_token < o.token_px) {
		o.token_px = last_token;
		if (o.min_token_px > o.token_px)
			o.min_token_px = o.token_px;
	}
	r = render_view_json(rc->rules, rc->state, rc->events, side, &o, png,
	    drawn, &info, e);
	if (r == PBEM_OK && want != REPORTS_SMALL && !end) {
		snprintf(last_rules, sizeof last_rules, "%s", rc->rules->id);
		last_token = info.token_px;
	}
	if (r == PBEM_OK && used != NULL)
		*used = png->len;
	return r;
}

/*
 * The parts a report carries after its text, as the side chose: its map
 * as a PNG; with `Reports: full` its view as compact JSON (docs/VIEW.md:
 * "pbemd-view" version 1), which says again what the map shows, so only
 * for those who asked; and in a side's end mail the whole field as the
 * referee sees it, beside the side's own last view.  All drawn from what
 * the side may see, as the text is.  A picture that cannot be drawn
 * within the host's limits is left out and the text says so; the report
 * itself never waits on it.
 */
static int
report_parts(struct home *h, const struct report_ctx *rc, const char *side,
    size_t text_len, struct report_pics *pics, struct mail_part *parts,
    struct buf *note)
{
	enum reports_choice want = reports_choice(h, rc->g->id, side);
	int debrief = side != NULL && end_reveals(h, rc), field = 0;
	struct pbem_err e = { 0 };
	json_t *drawn = NULL, *v;
	size_t room = maps_room(h, text_len);
	int n = 0;

	pics->view = NULL;
	if (want == REPORTS_TEXT)
		return 0;
	/* an end mail, the one debrief, carries two maps, each in the room
	 * a turn's map has: the field (without a legend) and the side's
	 * own; in two fifths of it the field lost the insets that make the
	 * crowded hexes readable on the turn maps (render.c) */
	if (debrief)
		field = report_map(h, rc, NULL, want, room, 1, &pics->field,
		    NULL, NULL, &e) == PBEM_OK;
	memset(&e, 0, sizeof e);
	if (report_map(h, rc, side, want, room, debrief, &pics->map, want ==
	    REPORTS_FULL ? &drawn : NULL, NULL, &e) != PBEM_OK) {
		if (e.rc != PBEM_ERR_NOTFOUND) {
			log_warnx("report game=%s side=%s picture: %s", rc->g->id,
			    side ? side : "referee", e.msg);
			template_words(note, "report.no-picture", NULL);
			buf_addc(note, '\n');
		}
		return 0;
	}
	if (drawn != NULL) {
		v = json_pack("{s:s,s:i,s:s,s:s,s:s,s:i,s:s,s:s,s:b,s:o}",
		    "format", "pbemd-view", "version", 1, "game", rc->g->id,
		    "rules", rc->rules->id, "side", side ? side : "referee",
		    "turn", rc->gp->turn, "phase", rc->gp->name, "summary",
		    rc->gp->summary, "over", rc->gp->over, "drawing", drawn);
		pics->view = v ? json_dumps(v, JSON_SORT_KEYS | JSON_COMPACT) :
		    NULL;
		json_decref(v);
	}
	/* view.json (sent as text) takes its room too: a map that no
	 * longer fits beside it is drawn again in what is left, as an end
	 * mail's is (it sets no scale for the next report) */
	if (pics->view != NULL)
		room = maps_room(h, text_len + strlen(pics->view) + 512);
	if (pics->view != NULL && room < pics->map.len) {
		memset(&e, 0, sizeof e);
		if (report_map(h, rc, side, want, room, side != NULL,
		    &pics->map, NULL, NULL, &e) != PBEM_OK) {
			log_warnx("report game=%s side=%s picture: %s",
			    rc->g->id, side ? side : "referee", e.msg);
			return 0;
		}
	}
	buf_addc(note, '\n');
	template_words(note, want == REPORTS_FULL ? "report.attached.full" :
	    want == REPORTS_SMALL ? "report.attached.small" :
	    "report.attached", NULL);
	buf_addc(note, '\n');
	parts[n++] = (struct mail_part){ "image/png", "map.png",
	    "the map as your forces see it", pics->map.data, pics->map.len };
	if (field) {
		parts[n++] = (struct mail_part){ "image/png", "field.png",
		    "the whole field, as the referee sees it",
		    pics->field.data, pics->field.len };
		template_words(note, "report.attached.field", NULL);
		buf_addc(note, '\n');
	}
	if (pics->view)
		parts[n++] = (struct mail_part){ "application/json",
		    "view.json", "what your forces see, for client tools "
		    "(pbemd-view 1)", pics->view, strlen(pics->view) };
	return n;
}

static int
send_one(struct home *h, const struct report_ctx *rc, const char *side,
    const char *to, struct pbem_err *err)
{
	struct buf view, due, commit, mail, cards, lesson, debrief;
	struct mail_part parts[MAIL_MAX_PARTS];
	struct report_pics pics = { .view = NULL };
	int nparts;
	struct tvars t;
	char turn[16], dturn[16], deadline[160];
	const char *tmpl;
	int rc_, due_now;

	buf_init(&view, PBEM_MAX_REPORT);
	buf_init(&due, 64 * 1024);
	buf_init(&commit, 64 * 1024);
	buf_init(&mail, PBEM_MAX_REPORT);
	buf_init(&cards, 64 * 1024);
	buf_init(&pics.map, PBEM_MAX_PICTURE);
	buf_init(&pics.field, PBEM_MAX_PICTURE);
	buf_init(&lesson, 64 * 1024);
	buf_init(&debrief, PBEM_MAX_REPORT);
	/* a campaign's battle over: the side's own end view (its text, map
	 * and JSON) keeps hidden what it never saw (game_end_sealed) */
	game_end_seal(side != NULL && rc->gp->over && !end_reveals(h, rc));
	if ((rc_ = rc->rules->report(rc->rules, rc->state, rc->events, side,
	    &view)) != PBEM_OK || view.failed) {
		rc_ = pbem_fail(err, rc_ ? rc_ : view.failed, 0, "the %s module "
		    "could not render %s's report", rc->rules->id,
		    side ? side : "the referee's");
		goto out;
	}
	tmpl = rc->gp->over ? "end" : rc->done ? "report" : "start";
	/* The end of a game reveals everything, in every rules system: each
	 * side's end mail carries the referee's view (every unit by its real
	 * name, both sides' last events); a campaign's battle waits for the
	 * campaign's end (end_reveals).  Before the end nothing a side has
	 * not seen is named, placed or counted (game.h, rule 3). */
	if (side != NULL && end_reveals(h, rc) &&
	    (rc_ = rc->rules->report(rc->rules, rc->state, rc->events, NULL,
	    &debrief)) != PBEM_OK) {
		rc_ = pbem_fail(err, rc_, 0, "the %s module could not render "
		    "the debrief", rc->rules->id);
		goto out;
	}
	due_now = side != NULL && !rc->gp->over && rc->next != NULL &&
	    side_is_due(rc->gp, side);
	deadline_text(h, rc, deadline, sizeof deadline);
	/* the start mail teaches the sheet: examples and how to win */
	due_text(&due, rc, side, deadline, strcmp(tmpl, "start") == 0 ?
	    &lesson : NULL);
	commitments_text(&commit, rc);
	if (rc->done)
		report_cards(&cards, rc->before, rc->state, side);
	memset(&t, 0, sizeof t);
	snprintf(turn, sizeof turn, "%d", rc->gp->turn);
	tvars_set(&t, "game", rc->g->id);
	tvars_set(&t, "title", rc->rules->title);
	tvars_set(&t, "side", side ? side : "referee");
	tvars_set(&t, "referee", side ? "" : "yes");
	tvars_set(&t, "summary", rc->gp->summary);
	tvars_set(&t, "turn", turn);
	tvars_set(&t, "phase", rc->gp->name);
	tvars_set(&t, "view", buf_str(&view));
	tvars_set(&t, "due", buf_str(&due));
	tvars_set(&t, "result", rc->gp->over ? rc->gp->result : "");
	tvars_set(&t, "due_now", due_now ? "yes" : "");
	tvars_set(&t, "nothing_due", side != NULL && !due_now ? "yes" : "");
	tvars_set(&t, "deadline", due_now ? deadline : "");
	tvars_set(&t, "lesson", buf_str(&lesson));
	tvars_set(&t, "rules", rc->rules->id);
	tvars_set(&t, "debrief", buf_str(&debrief));
	if (rc->done) {
		snprintf(dturn, sizeof dturn, "%d", rc->done->turn);
		tvars_set(&t, "done_turn", dturn);
		tvars_set(&t, "done_phase", rc->done->name);
		tvars_set(&t, "commitments", buf_str(&commit));
		tvars_set(&t, "secret", rc->done->secret);
		tvars_set(&t, "seed", rc->done->seed);
		tvars_set(&t, "record", rc->done->record_sha);
		tvars_set(&t, "cards", buf_str(&cards));
	}
	if (rc->next)
		tvars_set(&t, "next_commitment", rc->next->secret_sha);
	/* the mail's text, before the notes on its pictures and the
	 * template's own words (a few KB: report_words) */
	nparts = report_parts(h, rc, side, view.len + due.len + commit.len +
	    cards.len + lesson.len + debrief.len + REPORT_WORDS, &pics, parts,
	    &view);
	tvars_set(&t, "view", buf_str(&view));
	if ((rc_ = template_render(tmpl, &t, &mail, err)) != PBEM_OK)
		goto out;
	if ((rc_ = outbox_enqueue_parts(h, to, tmpl, rc->g->id, side ? side :
	    "referee", rc->done ? rc->done->seq : 0, buf_str(&mail), NULL,
	    parts, nparts, err)) != PBEM_OK)
		goto out;
	rc_ = store_report_add(h->db, rc->g->id, rc->done ? rc->done->seq : 0,
	    side ? side : "referee", buf_str(&mail));
	if (rc_ != PBEM_OK)
		pbem_fail(err, rc_, 0, "cannot archive the report");
out:
	game_end_seal(0);
	buf_free(&view);
	buf_free(&due);
	buf_free(&commit);
	buf_free(&mail);
	buf_free(&cards);
	buf_free(&pics.map);
	buf_free(&pics.field);
	free(pics.view);
	buf_free(&lesson);
	buf_free(&debrief);
	return rc_;
}

int
report_send_all(struct home *h, const struct report_ctx *rc,
    struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct player_rec p;
	int n, i, r;

	n = rc->rules->sides(rc->rules, rc->state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++) {
		if (store_player_get(h->db, rc->g->id, sides[i], &p) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "side %s of %s "
			    "has no player", sides[i], rc->g->id);
		if ((r = send_one(h, rc, sides[i], p.email, err)) != PBEM_OK)
			return r;
	}
	if (rc->g->referee_email[0] &&
	    (r = send_one(h, rc, NULL, rc->g->referee_email, err)) != PBEM_OK)
		return r;
	return PBEM_OK;
}
