/*
 * report.c - the mails that follow a phase: one report per side, rendered
 * from templates/ around the rules module's own view of that side, plus
 * the referee's full view.  Runs inside the resolving transaction.
 *
 * A side's mail carries: the module's view for that side only; every
 * side's sheet commitment (hashes reveal nothing); the host secret and
 * seed of the phase just resolved; the commitment of the next phase's
 * secret; and what is due next, with the exact envelope lines to copy.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "log.h"
#include "phase.h"
#include "template.h"
#include "mailer.h"

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

static void
due_text(struct buf *b, const struct report_ctx *rc, const char *side)
{
	int i;

	if (rc->gp->over || rc->next == NULL)
		return;
	if (side != NULL && side_is_due(rc->gp, side)) {
		buf_addf(b, "Your orders are due now: turn %d, phase %s.\n"
		    "Write your orders under these lines, sign the whole text "
		    "with your key\n(PGP/MIME or clearsigned) and send it as a "
		    "reply to this mail:\n\n", rc->gp->turn, rc->gp->name);
		report_envelope(b, rc->g->id, side, rc->gp);
		buf_addf(b, "\nA later signed sheet replaces an earlier one "
		    "until the phase resolves.\n");
		return;
	}
	buf_addf(b, "Nothing is due from %s now. Waiting for: ",
	    side ? "you" : "the referee");
	for (i = 0; i < rc->gp->nsides; i++)
		buf_addf(b, "%s%s", i ? ", " : "", rc->gp->sides[i]);
	buf_addf(b, " (turn %d, phase %s).\nYou will get the next report "
	    "when that phase resolves.\n", rc->gp->turn, rc->gp->name);
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

static int
send_one(struct home *h, const struct report_ctx *rc, const char *side,
    const char *to, struct pbem_err *err)
{
	struct buf view, due, commit, mail;
	struct tvars t;
	char turn[16], dturn[16];
	const char *tmpl;
	int rc_;

	buf_init(&view, PBEM_MAX_REPORT);
	buf_init(&due, 64 * 1024);
	buf_init(&commit, 64 * 1024);
	buf_init(&mail, PBEM_MAX_REPORT);
	if ((rc_ = rc->rules->report(rc->state, rc->events, side,
	    &view)) != PBEM_OK || view.failed) {
		rc_ = pbem_fail(err, rc_ ? rc_ : view.failed, 0, "the %s module "
		    "could not render %s's report", rc->rules->id,
		    side ? side : "the referee's");
		goto out;
	}
	due_text(&due, rc, side);
	commitments_text(&commit, rc);
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
	if (rc->done) {
		snprintf(dturn, sizeof dturn, "%d", rc->done->turn);
		tvars_set(&t, "done_turn", dturn);
		tvars_set(&t, "done_phase", rc->done->name);
		tvars_set(&t, "commitments", buf_str(&commit));
		tvars_set(&t, "secret", rc->done->secret);
		tvars_set(&t, "seed", rc->done->seed);
		tvars_set(&t, "record", rc->done->record_sha);
	}
	if (rc->next)
		tvars_set(&t, "next_commitment", rc->next->secret_sha);
	tmpl = rc->gp->over ? "end" : rc->done ? "report" : "start";
	if ((rc_ = template_render(tmpl, &t, &mail, err)) != PBEM_OK)
		goto out;
	if ((rc_ = outbox_enqueue(h, to, tmpl, rc->g->id, side ? side :
	    "referee", rc->done ? rc->done->seq : 0, buf_str(&mail), NULL,
	    err)) != PBEM_OK)
		goto out;
	rc_ = store_report_add(h->db, rc->g->id, rc->done ? rc->done->seq : 0,
	    side ? side : "referee", buf_str(&mail));
	if (rc_ != PBEM_OK)
		pbem_fail(err, rc_, 0, "cannot archive the report");
out:
	buf_free(&view);
	buf_free(&due);
	buf_free(&commit);
	buf_free(&mail);
	return rc_;
}

int
report_send_all(struct home *h, const struct report_ctx *rc,
    struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct player_rec p;
	int n, i, r;

	n = rc->rules->sides(rc->state, sides, GAME_MAX_SIDES);
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
