/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_receipt.c - the receipt's second half, once the whole sheet is read
 * (digest 6, 8.1): each file told VOLLEY as the resolution will form it,
 * then casting by casting the orders in force and the command default
 * that fills each gap.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

/* ", else NEAREST": what a FIRE at a man, a gun's crew, a leader, a
 * point or a feature falls back on when it finds no one to hit (gl_fire.c:
 * NEAREST unless ELSE NONE). */
static void
else_word(struct buf *out, const json_t *f, const char *t)
{
	const char *e = json_string_value(json_object_get(f, "else"));

	if (t && (strcmp(t, "NEAREST") == 0 || strcmp(t, "NONE") == 0))
		return;
	buf_addf(out, ", else %s", e && strcmp(e, "NONE") == 0 ? "NONE" :
	    "NEAREST");
}

/* The same of a standing FIRE kept in the state. */
static const char *
else_std(const struct gl_man *a)
{
	return a->fire_else == GL_T_NONE ? "NONE" : "NEAREST";
}

/* This sheet's FIRE NONE. */
static int
fire_none(const json_t *f)
{
	const char *t = json_string_value(json_object_get(f, "target"));

	return t && strcmp(t, "NONE") == 0;
}

/* Has the side seen the man or gun named t (as gl_orders.c's standing
 * FIRE reads it)?  0 too for no such one, so that a man who is not
 * there reads as one never seen. */
static int
seen_id(const struct gl_game *g, int side, const char *t)
{
	int m = gl_find_man(g, t), k = gl_find_gun(g, t);

	return (m >= 0 && g->man[m].side != side && g->man[m].ever_seen) ||
	    (k >= 0 && g->gun[k].side != side && g->gun[k].ever_seen);
}

/* This sheet's FIRE target as the receipt gives it. */
static void
fire_word(const struct gl_game *g, int side, struct buf *out,
    const json_t *f)
{
	const char *t = json_string_value(json_object_get(f, "target"));
	const char *ft = json_string_value(json_object_get(f, "feature"));
	const char *e = json_string_value(json_object_get(f, "else"));
	int x, y;

	/* gl_orders.c: a man or gun his side has never seen (or no such
	 * one) is no target: the ELSE is his standing FIRE from now */
	if (t && strcmp(t, "NEAREST") && strcmp(t, "NONE") && strcmp(t,
	    "LEADER") && strcmp(t, "GUN") && !seen_id(g, side, t)) {
		if (e && strcmp(e, "NONE") == 0)
			buf_addf(out, "NONE (your side has never seen %s: his "
			    "ELSE NONE stands in, and he holds his fire until "
			    "a new FIRE)", t);
		else
			buf_addf(out, "NEAREST (your side has never seen %s: "
			    "his ELSE NEAREST stands in, and stays his FIRE "
			    "until a new FIRE)", t);
		return;
	}

	if (json_unpack(json_object_get(f, "point"), "[ii]", &x, &y) == 0) {
		char p[48];

		gl_fmt_pos(p, sizeof p, x, y);
		buf_addf(out, "%s (whoever he can hit within 5 yd of it)", p);
		else_word(out, f, NULL);
		return;
	}
	if (ft) {
		buf_addf(out, "%s (whoever he can hit at or in it)", ft);
		else_word(out, f, NULL);
		return;
	}
	buf_addf(out, "%s%s%s", t ? t : "", t && strcmp(t, "GUN") == 0 ?
	    " (the crew of the nearest enemy gun in sight)" : t && strcmp(t,
	    "LEADER") == 0 ? " (the nearest enemy leader in sight)" : "",
	    json_is_true(json_object_get(f, "horse")) ? " (at his horse)" :
	    "");
	else_word(out, f, t);
}

/* Why man m holds his fire in A.2 this turn, as the resolution will
 * read the whole sheet (gl_orders.c, gl_ladder.c, gl_stores.c):
 * GLP_HOLD_* into holds[], plan[] (save, nofire) set to match. */
static void
holding(const struct gl_game *g, int side, const json_t *orders,
    struct gl_plan *plan, int *holds)
{
	const json_t *men = json_object_get(orders, "men"), *o;
	json_t *all = json_object();
	struct gl_plan busy[GL_MAX_MEN];
	int at_stores[GL_MAX_MEN], m;

	memset(plan, 0, GL_MAX_MEN * sizeof *plan);
	memset(busy, 0, sizeof busy);
	/* the men of this sheet's store LOAD or UNLOAD (by side name):
	 * they neither fire nor move (gl_stores.c) */
	json_object_set(all, g->side[side], (json_t *)orders);
	gl_stores_plan(g, all, busy);
	json_decref(all);
	for (m = 0; m < g->nman; m++) {
		at_stores[m] = busy[m].nofire && g->man[m].side == side;
		busy[m].nofire = 0;
	}
	gl_ladder_plan(g, busy);	/* carrying a ladder */
	for (m = 0; m < g->nman; m++) {
		o = json_object_get(men, g->man[m].id);
		holds[m] = json_is_true(json_object_get(o, "save")) ?
		    GLP_HOLD_SAVE : json_is_true(json_object_get(o,
		    "nofire")) ? GLP_HOLD_NOFIRE : g->man[m].side == side &&
		    gl_ladder_of(g, m) >= 0 ? GLP_HOLD_LADDER :
		    at_stores[m] ? GLP_HOLD_STORES : 0;
		plan[m].save = holds[m] != 0;
		if (at_stores[m])
			holds[m] |= GLP_AT_STORES;
	}
}

/* Each file told VOLLEY, as the resolution will form it from the state
 * as it stands and the whole sheet (a man told SAVE or NOFIRE on any
 * line, carrying a ladder or working at stores stands out,
 * gl_volley.c); in_file[m] = 1 for its men, holds[m] why a man holds
 * his fire. */
void
glp_volley_files(const struct gl_game *g, int side, const json_t *orders,
    int *in_file, int *holds, struct buf *out)
{
	struct gl_plan plan[GL_MAX_MEN];	/* save, nofire only */
	int k, m, i, n, out_n, file[GL_MAX_MEN];

	memset(in_file, 0, GL_MAX_MEN * sizeof *in_file);
	holding(g, side, orders, plan, holds);
	for (k = 0; k < g->ncmd; k++) {
		if (g->cmd[k].side != side || !json_object_get(json_object_get(
		    orders, "volleys"), g->cmd[k].id))
			continue;
		n = gl_volley_file(g, k, plan, file);
		buf_addf(out, "# %s's file as it stands:", g->cmd[k].id);
		for (i = 0; i < n; i++) {
			in_file[file[i]] = 1;
			buf_addf(out, " %s", g->man[file[i]].id);
		}
		buf_addf(out, "%s; %d must bear to volley", n ? "" : " none",
		    g->f.v.min_men);
		for (m = out_n = 0; m < g->nman; m++)
			if (g->man[m].cmd == k && plan[m].save)
				buf_addf(out, "%s%s", out_n++ ? " " :
				    " (holding their fire this turn, not in "
				    "it: ", g->man[m].id);
		buf_adds(out, out_n ? ")\n" : "\n");
	}
}

/* A man aboard a wagon, boat or train neither fires, moves nor charges
 * this turn, whatever the sheet tells him (gl_wagon_plan); a LOAD or
 * UNLOAD of this turn comes in B.4, after fire and movement.  Nor does
 * a limber's or wagon's driver. */
static void
aboard_note(const struct gl_game *g, const struct gl_man *a,
    const json_t *o, struct buf *out)
{
	int t = a->aboard ? 0 : gl_driving(g, (int)(a - g->man)) - 1;
	const char *w = a->aboard ? g->wag[a->aboard - 1].id : t < g->nlimb ?
	    g->limb[t].id : g->wag[t - g->nlimb].id;
	int moves = json_object_get(o, "move") || json_object_get(o,
	    "charge") || json_object_get(o, "face") || json_object_get(o,
	    "prone") || json_object_get(o, "up") || json_object_get(o,
	    "track") || json_object_get(o, "hold");

	if (a->aboard)
		buf_addf(out, "#   %s: fire none this turn (aboard %s); no "
		    "move this turn: he rides aboard %s", a->id, w, w);
	else	/* "drivers only drive" (digest 3.5) */
		buf_addf(out, "#   %s: fire none (he drives %s); no move of "
		    "his own: he goes where %s goes", a->id, w, w);
	if (moves)
		buf_adds(out, " (this sheet's moves for him are not carried "
		    "out)");
	if (json_object_get(o, "fire"))	/* gl_orders.c: standing */
		buf_adds(out, " (his FIRE stands for when he is down)");
	buf_adds(out, "\n");
}

/* Does man a's command volley this turn with ELSE NONE (gl_volley.c:
 * a file that cannot volley holds its fire)? */
static int
volley_none(const struct gl_game *g, const json_t *orders,
    const struct gl_man *a)
{
	const char *e = json_string_value(json_object_get(json_object_get(
	    json_object_get(orders, "volleys"), g->cmd[a->cmd].id), "else"));

	return e && strcmp(e, "NONE") == 0;
}

/* WORK (gl_work.c): a turn counts only if he neither moves nor fires;
 * the receipt says what this sheet leaves him free to do. */
static void
work_note(const struct gl_game *g, const struct gl_man *a, const json_t *o,
    int order, int held, struct buf *out)
{
	const char *w = json_string_value(json_object_get(o, "work"));
	int own = json_object_get(o, "move") || json_object_get(o, "charge");
	int still = json_object_get(o, "hold") || json_object_get(o,
	    "face") || json_object_get(o, "track") || json_object_get(o,
	    "prone") || json_object_get(o, "up");
	int dflt = !own && !still && (order == GL_O_ATTACK ||
	    order == GL_O_WITHDRAW);

	if (w == NULL)
		return;
	buf_addf(out, "#   %s: works at %s in B.4; the turn counts only if "
	    "he neither moves nor fires", a->id, w);
	if (!gl_work_within(g, (int)(a - g->man), w))	/* gl_work.c */
		buf_addf(out, ": he is not within %d yd of it (bring him there "
		    "first)", g->r.at_wall_yd);
	else if (own)
		buf_adds(out, ": this sheet moves him (drop his MOVE or "
		    "CHARGE)");
	else if (dflt)
		buf_adds(out, ": his command's default moves him (give him "
		    "HOLD)");
	else if (!held)
		buf_adds(out, ": he may fire (NOFIRE holds it)");
	buf_adds(out, "\n");
}

/* Why this man's PRONE does nothing (gl_move.c: only a man on foot,
 * and only with the prone option on, lies down), or NULL. */
static const char *
no_prone(const struct gl_game *g, const struct gl_man *a, const json_t *o)
{
	if (!json_object_get(o, "prone"))
		return NULL;
	return !g->r.opt_prone ? "this game has no prone (OPTIONS prone=off)" :
	    a->type != GL_FOOT ? "a horseman does not lie down (4.22)" : NULL;
}

/* What a lone charger does if his charge cannot go: its ELSE in B.2
 * (gl_orders.c plan_turn), or with none he stands where he is. */
static void
charge_else(const json_t *e, struct buf *out)
{
	const json_t *mv = json_object_get(e, "move");
	const json_t *pts = json_object_get(mv, "pts");
	char p[48];
	int x, y;

	if (json_array_size(pts) > 0 && json_unpack(json_array_get(pts,
	    json_array_size(pts) - 1), "[ii]", &x, &y) == 0) {
		gl_fmt_pos(p, sizeof p, x, y);
		buf_addf(out, "he moves to %s in B.2 (ELSE%s)", p,
		    json_object_get(mv, "stopif_seen") || json_object_get(mv,
		    "stopif_enemy") ? ", with its STOPIF" : "");
	} else if (json_is_integer(json_object_get(e, "face")))
		buf_addf(out, "he faces %d (ELSE)", (int)json_integer_value(
		    json_object_get(e, "face")));
	else if (json_object_get(e, "prone"))
		buf_adds(out, "he goes prone (ELSE)");
	else if (json_object_get(e, "up"))
		buf_adds(out, "he stands up (ELSE)");
	else
		buf_addf(out, "he stands where he is%s", e ? " (ELSE HOLD)" :
		    " (no ELSE)");
	buf_adds(out, "\n");
}

/* Point i of MOVE mv's points into p (gl_fmt_pos). */
static int
move_pt(const json_t *mv, size_t i, char *p, size_t n)
{
	int x, y;

	if (json_unpack(json_array_get(json_object_get(mv, "pts"), i), "[ii]",
	    &x, &y) != 0)
		return -1;
	gl_fmt_pos(p, n, x, y);
	return 0;
}

/* What a lone charger told MOVE too does if his charge cannot go
 * (gl_orders.c plan_turn, gl_move.c B.2): his MOVE is read first and
 * his ELSE on top of it: HOLD (his or the ELSE's) keeps him where he
 * is, an ELSE MOVE's points follow the MOVE's (GL_MAX_WAY in all), its
 * STOPIF replaces the MOVE's, and an ELSE FACE, PRONE or UP comes after
 * the move.  (Were the charge to go, B.1 drops the MOVE.) */
static void
charge_else_move(const json_t *o, const json_t *e, struct buf *out)
{
	const json_t *mv = json_object_get(o, "move");
	const json_t *em = json_object_get(e, "move");
	size_t n = json_array_size(json_object_get(mv, "pts"));
	size_t ne = json_array_size(json_object_get(em, "pts"));
	int stop;
	char p[48];

	if (json_object_get(o, "hold") || json_object_get(e, "hold")) {
		buf_addf(out, "he stands where he is (%s: his MOVE is not "
		    "carried out)\n", json_object_get(e, "hold") ? "ELSE HOLD" :
		    "HOLD");
		return;
	}
	if (n > GL_MAX_WAY)	/* a hostile sheet: plan_move's cap */
		n = GL_MAX_WAY;
	if (ne > GL_MAX_WAY - n)
		ne = GL_MAX_WAY - n;
	if ((ne ? move_pt(em, ne - 1, p, sizeof p) : n ? move_pt(mv, n - 1, p,
	    sizeof p) : -1) != 0) {
		charge_else(e, out);
		return;
	}
	stop = em ? json_is_true(json_object_get(em, "stopif_seen")) ||
	    json_is_integer(json_object_get(em, "stopif_enemy")) ||
	    json_is_integer(json_object_get(mv, "stopif_enemy")) :
	    json_object_get(mv, "stopif_seen") != NULL ||
	    json_object_get(mv, "stopif_enemy") != NULL;
	buf_addf(out, "he moves to %s in B.2 (his MOVE%s)%s", p, ne ? ", then "
	    "the ELSE's points" : "", stop ? ", with its STOPIF" : "");
	if (json_is_integer(json_object_get(e, "face")))
		buf_addf(out, ", then faces %d (ELSE)", (int)json_integer_value(
		    json_object_get(e, "face")));
	else if (json_object_get(e, "prone"))
		buf_adds(out, ", then goes prone (ELSE)");
	else if (json_object_get(e, "up"))
		buf_adds(out, ", then stands up (ELSE)");
	buf_adds(out, "\n");
}

/* "; charges U4 in B.1 ...": a lone man's CHARGE as the resolution
 * reads it (gl_move.c charge_ok): the charge goes if he sees his man
 * within his arc (and, IFREACH, in reach), never while he is
 * demoralized or locked; BUSY near contact; else charge_else. */
static void
charge_words(const struct gl_game *g, const struct gl_man *a,
    const json_t *o, struct buf *out)
{
	const json_t *ch = json_object_get(o, "charge");
	const char *t = json_string_value(json_object_get(ch, "target"));
	const char *alt = json_string_value(json_object_get(ch, "busy_alt"));
	int own = json_object_get(o, "move") != NULL;

	if (a->demor || a->locked || a->gun) {	/* gl_move.c charge_ok */
		if (a->gun && !a->demor && !a->locked)
			buf_addf(out, "; no charge while he serves %s, so ",
			    g->gun[a->gun - 1].id);
		else
			buf_addf(out, "; no charge while he is %s, so ",
			    a->demor ? "demoralized" : "locked in a melee");
		if (own)
			charge_else_move(o, json_object_get(ch, "else"), out);
		else
			charge_else(json_object_get(ch, "else"), out);
		return;
	}
	buf_addf(out, "; charges %s in B.1 if he sees him within %d deg of "
	    "his front%s", t ? t : "", g->r.charge_arc,
	    json_is_true(json_object_get(ch, "ifreach")) ? " and within his "
	    "charge allowance (IFREACH)" : ", reached or not");
	buf_addf(out, "; %s busy at contact: %s%s", t ? t : "", alt ? "he "
	    "turns on " : json_is_true(json_object_get(ch, "flow")) ? "he goes "
	    "round to his other arc, or waits (FLOW)" : "he waits (WAIT)",
	    alt ? alt : "");
	if (own) {	/* gl_move.c B.1: a charge that goes drops it */
		buf_adds(out, "; if it goes, his MOVE is not carried out; if "
		    "it cannot go: ");
		charge_else_move(o, json_object_get(ch, "else"), out);
		return;
	}
	buf_adds(out, "; if it cannot go: ");
	charge_else(json_object_get(ch, "else"), out);
}

/* Each gun of the side still in play: the FIRE that stands for it,
 * kept from an earlier sheet when this one gives it none (8.1). */
/* A rifled gun told NEAREST (AMMO AUTO or ISHR) with no enemy its side
 * sees in its canister zone nor in its band ahead fires nothing in
 * A.1, and the log is silent (gl_art.c fire_gun, gl_shell.c
 * gl_band_target); A.1 comes before any move, so where every man
 * stands now is where the gun will look. */
static void
idle_gun_note(const struct gl_game *g, int side, const json_t *orders,
    int k, struct buf *out)
{
	const struct gl_gun *gun = &g->gun[k];
	json_t *all = json_object();	/* gl_aim_read wants every side's */
	struct gl_aim aim;

	if (gun->kind != GL_G_RIFLED || gun->limbered || gun->broken ||
	    gun->ammo_ishr == 0 || all == NULL || json_object_set(all,
	    g->side[side], (json_t *)orders) != 0) {
		json_decref(all);
		return;
	}
	gl_aim_read(g, all, k, "fire", &aim);
	json_decref(all);
	/* NEAREST, or a man named whom no round reaches, ELSE NEAREST:
	 * the crew's choice */
	if (aim.none || aim.man >= 0 || aim.has_pt || aim.leader ||
	    aim.nogun || (aim.ammo != GL_AM_AUTO &&
	    aim.ammo != GL_AM_ISHR) || (aim.ammo == GL_AM_AUTO &&
	    gun->ammo_can != 0 && gl_zone_enemy(g, k)) ||
	    gl_band_target(g, k, -1) >= 0)
		return;
	buf_addf(out, "#   %s faces %d: no enemy your side sees stands in its "
	    "canister zone or its %d-yd band ahead, so it will not fire this "
	    "turn (FACE or FACE TRACK turns it in B.3, for the next)\n",
	    gun->id, gun->facing, g->r.can_width_yd);
}

static void
guns_in_force(const struct gl_game *g, int side, const json_t *orders,
    struct buf *out)
{
	int k;

	for (k = 0; k < g->ngun; k++) {
		const struct gl_gun *gun = &g->gun[k];

		if (gun->side != side || gun->destroyed)
			continue;
		if (!GL_IS_MG(gun->kind))
			idle_gun_note(g, side, orders, k, out);
		if (json_object_get(json_object_get(json_object_get(orders,
		    "guns"), gun->id), "fire"))
			continue;
		buf_addf(out, "#   %s: ", gun->id);
		if (gun->sf_on) {
			struct buf b;	/* "; FIRE ... (standing)" */
			json_t *f = gl_gun_fire_json(g, k);
			char note[320];

			buf_init(&b, 512);
			gl_gun_fire_note(g, k, &b);
			buf_addf(out, "%s, kept from an earlier sheet\n",
			    buf_str(&b) + (b.len > 2 ? 2 : b.len));
			buf_free(&b);
			/* its AMMO CAN warned of as on the sheet it came in */
			if (glp_canister_note(g, side, k, f, note, sizeof note))
				buf_addf(out, "#   %s\n", note + 2);
			json_decref(f);
		} else
			buf_adds(out, "no FIRE given: the crew's own choice "
			    "(NEAREST, AMMO AUTO)\n");
	}
}

/* The receipt's second half: casting by casting, the orders in force
 * after this sheet and the command default that fills each gap (6). */
void
glp_in_force(const struct gl_game *g, int side, const json_t *orders,
    const int *in_file, const int *holds, struct buf *out)
{
	static const char *const held[] = { "",
		"none this turn (SAVE: his round kept for close assault fire)",
		"none this turn (NOFIRE)",
		"none this turn (he carries a ladder)",
		"none this turn (he works at the stores)",
	};
	static const char *const move_default[] = {
		"no move, face the nearest enemy in sight",
		"toward the objective, charging an enemy in reach within 30 deg",
		"no move", "toward the home edge, away from the enemy",
		"no move",
	};
	static const char *const fire_default[] = {
		"nearest with TAN <= 8", "nearest with TAN <= 8",
		"nearest with TAN <= 8", "only within 25 yd",
		"nearest with TAN <= 8",
	};
	const json_t *o, *f, *c;
	int m, order;

	buf_adds(out, "# in force this turn (standing orders kept; gaps filled "
	    "by the command's default):\n");
	for (m = 0; m < g->nman; m++) {
		const struct gl_man *a = &g->man[m];
		/* gl_ladder_plan: a carrier does not charge this turn */
		int ladder = gl_ladder_of(g, m) >= 0;

		if (a->side != side || !gl_able(a))
			continue;
		c = json_object_get(json_object_get(orders, "cmds"),
		    g->cmd[a->cmd].id);
		order = c ? (int)json_integer_value(json_object_get(c,
		    "order")) % 5 : g->cmd[a->cmd].order;
		o = json_object_get(json_object_get(orders, "men"), a->id);
		f = json_object_get(o, "fire");
		if (a->aboard || gl_driving(g, m)) {	/* gl_wagon_plan */
			aboard_note(g, a, o, out);
			continue;
		}
		buf_addf(out, "#   %s: fire ", a->id);
		if (in_file[m] && !a->demor)
			buf_addf(out, "in %s's volley if it can fire, else ",
			    g->cmd[a->cmd].id);
		if (in_file[m] && !a->demor && volley_none(g, orders, a))
			/* gl_volley.c: the whole file holds its fire */
			buf_adds(out, "none (the volley's ELSE NONE)");
		else if (a->demor)
			buf_adds(out, "none (demoralized)");
		else if (a->gun)
			/* gl_fire.c: A.2 skips a gun's crew, whether the
			 * gun fires or not */
			buf_addf(out, "none of his own (he serves %s: his own "
			    "weapon is not fired%s)", g->gun[a->gun - 1].id, f &&
			    !fire_none(f) ? ", and his FIRE does nothing" : "");
		else if ((holds[m] & GLP_HOLD_WHY) != 0)
			buf_adds(out, held[holds[m] & GLP_HOLD_WHY]);
		else if (f && gl_fire_class(a) < 0 && !fire_none(f))
			/* gl_fire.c: he has nothing to fire in A.2 */
			buf_adds(out, "none (he has no weapon that fires: his "
			    "FIRE does nothing)");
		else if (f)
			fire_word(g, side, out, f);
		else if (order != g->cmd[a->cmd].order &&
		    a->fire_tgt != GL_T_DEFAULT && a->fire_tgt != GL_T_NONE)
			/* 2.13: the new order ends a standing FIRE */
			buf_addf(out, "by default: %s (his standing FIRE ceases "
			    "with the new order)", fire_default[order]);
		else if (a->fire_tgt >= 0)
			buf_addf(out, "%s, else %s (standing)",
			    g->man[a->fire_tgt].id, else_std(a));
		else if (a->fire_tgt == GL_T_LEADER)	/* gl_fx.c */
			buf_addf(out, "the nearest enemy leader, else %s "
			    "(standing)", else_std(a));
		else if (a->fire_tgt == GL_T_AT) {	/* gl_fx.c */
			char w[48];

			gl_at_word(g, a, w, sizeof w);
			buf_addf(out, "whoever he can hit at %s, else %s "
			    "(standing)", w, else_std(a));
		}
		else if (a->fire_tgt == GL_T_GUN)	/* gl_fx.c */
			buf_addf(out, "the crew of %s, else %s (standing)",
			    a->fire_gun ? g->gun[a->fire_gun - 1].id :
			    "the nearest enemy gun", else_std(a));
		else if (a->fire_tgt == GL_T_DEFAULT && order == GL_O_FIRE &&
		    !json_object_get(c, "edge") && (json_object_get(c,
		    "point") || json_object_get(c, "feature") ||
		    g->cmd[a->cmd].obj_kind == 1 ||
		    g->cmd[a->cmd].obj_kind == 3))
			/* digest 6: FIRE at the designated target (gl_fire.c) */
			buf_adds(out, "by default: the enemy nearest the "
			    "command's objective that he can hit, else nearest "
			    "with TAN <= 8");
		else if (a->fire_tgt == GL_T_DEFAULT)
			buf_addf(out, "by default: %s", fire_default[order]);
		else
			buf_adds(out, a->fire_tgt == GL_T_NONE ? "NONE" :
			    "NEAREST (standing)");
		if (holds[m] & GLP_AT_STORES)	/* gl_stores_plan */
			buf_adds(out, (holds[m] & GLP_HOLD_WHY) ==
			    GLP_HOLD_STORES ? "; no move this turn\n" :
			    "; no move this turn (he works at the stores)\n");
		else if (gl_form_note(g, orders, m, out)) /* gl_form_sheet.c */
			;
		else if (json_object_get(o, "move") ||
		    json_object_get(o, "charge")
		    || json_object_get(o, "face") || json_object_get(o, "prone")
		    || json_object_get(o, "up") || json_object_get(o, "hold")
		    || json_object_get(o, "track"))
		{
			const char *np = no_prone(g, a, o);

			if (np && !json_object_get(o, "move") &&
			    !json_object_get(o, "charge") &&
			    !json_object_get(o, "face") &&
			    !json_object_get(o, "up") &&
			    !json_object_get(o, "hold") &&
			    !json_object_get(o, "track"))
				buf_addf(out, "; no move: %s, so his PRONE does "
				    "nothing and he stands where he is\n", np);
			else if (json_object_get(o, "charge") && !ladder)
				charge_words(g, a, o, out);
			else
				buf_addf(out, "; moves as ordered%s%s%s%s\n",
				    ladder && json_object_get(o, "charge") ?
				    ", but no charge while he carries a ladder" :
				    "", np ? " (" : "", np ? np : "", np ?
				    ": his PRONE does nothing)" : "");
		}
		else if (a->gun && !a->demor && !a->locked) /* default_move */
			buf_addf(out, "; moves by default (%s): no move of his "
			    "own (he serves %s)\n", gl_order_name(order),
			    g->gun[a->gun - 1].id);
		else
			buf_addf(out, "; moves by default (%s): %s\n",
			    gl_order_name(order), a->demor || a->locked ?
			    "no move" : ladder && order == GL_O_ATTACK ?
			    "toward the objective, no charge while he carries "
			    "a ladder" : move_default[order]);
		work_note(g, a, o, order, holds[m] != 0 || a->demor, out);
	}
	guns_in_force(g, side, orders, out);
}
