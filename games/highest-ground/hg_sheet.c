/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_sheet.c - the order sheet a side may send in this round, ready to
 * edit (the seam's sheet_template): one '#' line per own unit that takes
 * an order now, with where it stands and the order forms open to it in
 * this round (§17.1, §17.2, ORDERS.md); one line naming the units that
 * take none; and for the start mail the lesson: an example line of each
 * kind due now and how the game is won (§15.4 and the scenario's levels).
 * Written from the side's own units and the public scenario only: it
 * names, places and counts no enemy (a target is always "<target>").
 * It reads the game and never changes it.
 */
#include <stdio.h>
#include <string.h>

#include "hg.h"

#define DIRS	"<dir>"

/* Does this side file its general move in the current round? */
static int
moves_now(const struct hg_game *g, int side)
{
	if (g->round == 1)
		return 1;		/* scouts, both sides */
	if (!hg_order_taken(g, g->round, "MOVE"))
		return 0;
	if (g->r.opt.rounds == 6 && g->round == 2)
		return side == g->p1;	/* r2b: Player 1's move */
	return (g->round == 2 && side == g->p1) ||
	    (g->round == 4 && side == HG_P2(g));
}

static int
can_attack(const struct hg_game *g, int u)
{
	const struct hg_type *t = hg_type(g, u);
	const struct hg_unit *x = &g->u[u];

	return hg_on(g, u) && !t->leader && t->cls != HG_WAGON &&
	    x->mode == HG_T && !x->noammo && hg_val(g, u, 0) > 0;
}

/* Where unit u stands, as its owner knows it. */
static void
where(const struct hg_game *g, int u, struct buf *out)
{
	const struct hg_unit *x = &g->u[u];
	char a[HEX_LABEL_LEN], b[HEX_LABEL_LEN];

	buf_adds(out, x->id);
	if (hg_waiting(g, u)) {
		buf_addf(out, " (off the map; comes on at %s if not entered)",
		    hg_label(g, x->arrive_hex, a));
		return;
	}
	if (x->status == HG_PENDING) {
		buf_addf(out, " (arrives turn %d)", x->arrive_turn);
		return;
	}
	buf_addf(out, " (%s%s%s %s, %s%s)", hg_label(g, x->hex, a),
	    x->tail >= 0 ? "+" : "", x->tail >= 0 ? hg_label(g, x->tail, b) :
	    "", hex_dir_name(x->face), x->mode == HG_S ? "Strategic" :
	    x->mode == HG_B ? "building" : "Tactical", x->dis ?
	    ", disrupted" : "");
	if (x->boat == HG_BOAT_AFLOAT)
		buf_adds(out, " afloat");
}

/* The forms open to unit u in this round, "" when none. */
static void
forms(const struct hg_game *g, int side, int u, struct buf *f)
{
	const struct hg_type *t = hg_type(g, u);
	const struct hg_unit *x = &g->u[u];
	const char *id = x->id;
	int r = g->round, on = hg_on(g, u), wait = hg_waiting(g, u);
	int scout_round = r == 1, mine = t->scout ? scout_round : !scout_round;

#define SEP	(f->len ? "; " : "")
	if (r == 0 && on) {
		buf_addf(f, "PLACE %s <hex> FACE " DIRS, id);
		if (t->cls == HG_WAGON && g->supplies[side] > 0)
			buf_addf(f, "; SUPPLY %s L1=<n> L2=<n>", id);
		if (t->merc && g->r.opt.walkie && g->radios[side] > 0)
			buf_addf(f, "; RADIO %s", id);
		return;
	}
	if (hg_order_taken(g, r, "MODE") && mine && (on || wait) &&
	    x->boat != HG_BOAT_AFLOAT) {
		if (t->cls == HG_WAGON)
			buf_addf(f, "MODE %s T (always Tactical)", id);
		else
			buf_addf(f, "MODE %s T|S [FACE %s]%s", id, DIRS,
			    hg_is_combat(g, u) ? "|BUILD1|BUILD2 FROM <bt>" :
			    "");
	}
	if (moves_now(g, side) && mine) {
		if (wait)
			buf_addf(f, "%sENTER %s <edge hex> FACE %s "
			    "[<step>...]", SEP, id, DIRS);
		else if (on)
			buf_addf(f, "%sMOVE %s <step>...|TO <hex>", SEP, id);
		if (x->boat == HG_BOAT_AFLOAT)
			buf_addf(f, "%sDISEMBARK %s", SEP, id);
	}
	if (hg_order_taken(g, r, "ATTACK") && can_attack(g, u))
		buf_addf(f, "%sATTACK %s <target>|AUTO", SEP, id);
	if (hg_order_taken(g, r, "LEADER") && on && t->leader)
		buf_addf(f, "%sLEADER %s <unit>[,<unit>...]", SEP, id);
	if (hg_order_taken(g, r, "REINF") && x->status == HG_PENDING)
		buf_addf(f, "%sREINF %s AT <edge hex> FACE %s T|S", SEP,
		    id, DIRS);
#undef SEP
}

int
hg_sheet(const void *gv, int viewer, struct buf *out, struct buf *lessonb)
{
	const struct hg_game *g = gv;
	struct buf f, idle;
	int u, n = 0;

	if (viewer < 0 || viewer >= HG_NSIDES || g->over)
		return PBEM_OK;
	buf_init(&f, 2048);
	buf_init(&idle, 4096);
	/* what the placeholders stand for, once */
	buf_adds(out, "# <dir>: N NE SE S SW NW");
	if (g->round == 0)
		buf_adds(out, "; <hex>: a start point within 2 hexes of your "
		    "entry edge");
	else
		buf_adds(out, "; <step>: a hex, F:<dir>, FWD, L, R or EXIT\n"
		    "# <target>: an alias in your report (ELSE <target> may "
		    "follow); <bt>: a baggage train");
	buf_addc(out, '\n');
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != viewer || g->u[u].status == HG_ELIM ||
		    g->u[u].status == HG_EXITED)
			continue;
		buf_reset(&f);
		forms(g, viewer, u, &f);
		if (f.len == 0) {
			buf_addf(&idle, "%s%s", n++ ? " " : "", g->u[u].id);
			continue;
		}
		buf_adds(out, "# ");
		where(g, u, out);
		buf_addf(out, ": %s\n", buf_str(&f));
	}
	if (g->round == 0 && g->supplies[viewer] > 0)
		buf_addf(out, "# you have %d defence supplies for your baggage "
		    "trains (SUPPLY)\n", g->supplies[viewer]);
	if (n > 0)
		buf_addf(out, "# no orders in this round for: %s\n",
		    buf_str(&idle));
	buf_adds(out, "# standing orders, any round: ASSIST <mercenary> "
	    "YES|NO; RETREAT <unit> PREFER <dir>[,<dir>]\n");
	buf_free(&f);
	buf_free(&idle);
	if (lessonb != NULL)
		hg_lesson(g, viewer, lessonb);
	return out->failed ? out->failed : PBEM_OK;
}

/* The hexes with edge bit `bit`, in words: "column T of map II" when
 * they share one (a hex label here could name where a hidden unit
 * stands, so none is printed). */
static void
edge_words(const struct hg_game *g, int bit, struct buf *out)
{
	int h, c, r, col = -2, row = -2, sheet = -2, m, k;

	for (h = 0; h < g->lay.w * g->lay.h; h++) {
		if (!(g->edge[h] & bit))
			continue;
		hex_coords(&g->lay, h, &c, &r);
		for (k = 0, m = -1; k < g->lay.nmaps; k++)
			if (c / g->lay.cols == g->lay.mx[k] &&
			    r / g->lay.rows == g->lay.my[k])
				m = k;
		col = col == -2 || col == c % g->lay.cols ? c % g->lay.cols : -1;
		row = row == -2 || row == r % g->lay.rows ? r % g->lay.rows : -1;
		sheet = sheet == -2 || sheet == m ? m : -1;
	}
	if (sheet < 0 || (col < 0 && row < 0))
		buf_adds(out, "the scenario's exit edge");
	else if (col >= 0)
		buf_addf(out, "column %c of map %s", 'A' + col,
		    hex_numeral(g->lay.numeral[sheet]));
	else
		buf_addf(out, "row %02d of map %s", row + 1,
		    hex_numeral(g->lay.numeral[sheet]));
}

/* §15.4 and the scenario's levels: how this game is won. */
static void
victory(const struct hg_game *g, int viewer, struct buf *out)
{
	char lab[HEX_LABEL_LEN];
	int i;

	buf_addf(out, "HOW THE GAME IS WON\n"
	    "  The game ends after turn %d, or when an army has been Broken "
	    "for %d turns\n  running (8.2).  It is scored in Roman victory "
	    "points (%s):\n", g->turns, g->r.broken_quits, viewer == HG_ROMAN ?
	    "the more, the better for you" : "the fewer, the better for you");
	buf_addf(out, "    %+d per Roman unit that leaves by the exit edge (",
	    g->vp_exit);
	edge_words(g, 4 << HG_ROMAN, out);
	buf_addf(out, "),\n    %+d if no Roman unit leaves by it,\n"
	    "    %+d per Allied unit eliminated, %+d per Roman unit "
	    "eliminated,\n", g->vp_no_exit, g->vp_elim_allied,
	    g->vp_elim_roman);
	for (i = 0; i < g->nobj; i++)
		buf_addf(out, "%s%s %+d", i ? ", " : "    the objectives the "
		    "Romans hold at the end: ", g->obj[i].hex < 0 ?
		    "(rolled at setup)" : hg_label(g, g->obj[i].hex, lab),
		    g->obj[i].vp);
	if (g->nobj > 0)
		buf_adds(out, ".\n");
	buf_adds(out, "  The result:");
	for (i = 0; i < g->nlevels; i++) {
		if (i < g->nlevels - 1)
			buf_addf(out, "\n    up to %d: %s", g->level[i].max,
			    g->level[i].text);
		else
			buf_addf(out, "\n    more: %s", g->level[i].text);
	}
	buf_adds(out, "\n");
}

/* One example of each kind of order due now, from the side's own units. */
void
hg_lesson(const struct hg_game *g, int viewer, struct buf *out)
{
	char lab[HEX_LABEL_LEN];
	int u, place = -1, bag = -1, merc = -1;

	for (u = g->nunits - 1; u >= 0; u--) {
		if (g->u[u].side != viewer || !hg_on(g, u))
			continue;
		if (hg_is_combat(g, u) && hg_type(g, u)->cls != HG_WAGON)
			place = u;
		if (hg_type(g, u)->cls == HG_WAGON)
			bag = u;
		if (hg_type(g, u)->merc && !hg_type(g, u)->leader)
			merc = u;
	}
	buf_adds(out, "EXAMPLES OF THE LINES DUE NOW\n");
	if (g->round == 0) {
		if (place >= 0)
			buf_addf(out, "  PLACE %s %s FACE %s\n      its start "
			    "point: within 2 hexes of your entry edge, one "
			    "combat\n      unit a hex (a unit you leave out "
			    "starts where it stands)\n", g->u[place].id,
			    hg_label(g, g->u[place].hex, lab),
			    hex_dir_name(g->u[place].face));
		if (bag >= 0 && g->supplies[viewer] > 0)
			buf_addf(out, "  SUPPLY %s L1=2 L2=0\n      two Level I "
			    "defence supplies on that train (you have %d;\n"
			    "      the rest go out as Level I)\n", g->u[bag].id,
			    g->supplies[viewer]);
		if (merc >= 0 && g->r.opt.walkie && g->radios[viewer] > 0)
			buf_addf(out, "  RADIO %s\n      a walkie-talkie set "
			    "for that unit\n", g->u[merc].id);
	}
	if (merc >= 0)
		buf_addf(out, "  ASSIST %s NO\n      a standing order: the "
		    "mercenary keeps out of its stack's defence\n",
		    g->u[merc].id);
	buf_adds(out, "  Replace a # line of the sheet with an order, or leave "
	    "it: a # line\n  is only a comment.  Your units move hidden; the "
	    "server keeps your\n  Movement Record Chart from your orders.\n\n");
	victory(g, viewer, out);
}
