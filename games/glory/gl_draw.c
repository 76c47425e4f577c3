/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_draw.c - one side's report as a map (../drawing.h): the table in
 * 1/100 yard, north up; terrain areas, hills, walls, fences and streams,
 * buildings; the side's own castings in full, enemies in sight, where
 * lost contacts were last seen; and the phase's moves, charges, shots
 * (rulers: fire lines) and flee moves this side saw, from the shots the
 * resolution kept with their viewer masks; the rulers of shots (their
 * range in yards), sight lines that were blocked and shrapnel templates
 * ride on the events the side was sent (event_rule, draw_rulings_run).
 * Same visibility as the text.
 */
#include <stdio.h>
#include <string.h>

#include "draw_rulings.h"
#include "drawing_plane.h"
#include "gl.h"

struct gd {
	const struct gl_game *g;
	int viewer;
	struct drawing *d;
	int line_name[GL_MAX_LINES];	/* each line's name: its item, or
					 * -1 */
};

static struct draw_pt
pic(const struct gl_game *g, int x, int y)
{
	struct draw_pt p = { x, g->height - y };

	return p;
}

/* The drawing's own line for a linear feature, so the legend names it;
 * wire has none of its own and is drawn as a plain line. */
static enum draw_line_kind
line_of(enum gl_line_kind k)
{
	switch (k) {
	case GL_L_STREAM: return DRAW_L_STREAM;
	case GL_L_WALL_LOW: case GL_L_WALL_HIGH: return DRAW_L_WALL;
	case GL_L_HEDGE: return DRAW_L_HEDGE;
	case GL_L_FENCE: return DRAW_L_FENCE;
	default: return DRAW_L_PLAIN;
	}
}

static enum draw_terrain
area_terrain(int k)
{
	switch (k) {
	case GL_A_BRUSH: case GL_A_PLOWED: return DRAW_T_FIELD;
	case GL_A_ROUGH: return DRAW_T_ROUGH;
	case GL_A_CONIFER: case GL_A_MIXED: return DRAW_T_WOODS;
	case GL_A_SAND: case GL_A_SNOW: return DRAW_T_SAND;
	case GL_A_MUD: return DRAW_T_MARSH;
	case GL_A_GULLY: return DRAW_T_FORD;
	case GL_A_PLATFORM: case GL_A_TENT: return DRAW_T_BUILDING;
	default: return DRAW_T_WATER;
	}
}

/* The legend's word for each kind of area drawn: the rules' names of
 * the kinds on this table ("brush", "plowed field": both are drawn as
 * a field), the kit's word where they would not fit a legend line.
 * Buildings are drawn as a town's blocks and metal cover as a building
 * footprint, so those are named too. */
static void
legend_add(char *name, unsigned *full, int t, const char *word)
{
	size_t len = strlen(name);

	if (*full & (1u << t))
		return;
	if (len + strlen(word) + 3 > DRAW_NAME_LEN)
		*full |= 1u << t;	/* too long: the kit's word */
	else
		snprintf(name + len, DRAW_NAME_LEN - len, "%s%s", len ? ", " :
		    "", word);
}

static void
legend_names(struct gd *h)
{
	const struct gl_game *g = h->g;
	char name[DRAW_T_COUNT][DRAW_NAME_LEN];
	unsigned full = 0;
	int k, i, t;

	memset(name, 0, sizeof name);
	for (k = 0; k < GL_NAREA_KIND; k++) {
		for (i = 0; i < g->narea && g->area[i].kind != k; i++)
			;
		if (i < g->narea && (t = area_terrain(k)) != DRAW_T_WATER)
			legend_add(name[t], &full, t, gl_area_kind_label(k));
	}
	if (g->nmetal > 0)
		legend_add(name[DRAW_T_BUILDING], &full, DRAW_T_BUILDING,
		    "metal cover");
	for (t = 0; t < DRAW_T_COUNT; t++)
		if (name[t][0] != '\0' && !(full & (1u << t)))
			drawing_terrain_name(h->d, t, name[t]);
	drawing_terrain_name(h->d, DRAW_T_TOWN, "building");
}

static void
south_area(struct gd *h, const struct gl_poly *p, enum draw_terrain t,
    const char *label)
{
	drawing_south_area(h->d, p->x, p->y, p->n, h->g->height, t, label);
}

static void
terrain(struct gd *h)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[GL_MAX_VERT];
	char lab[DRAW_TEXT_LEN];
	int i;

	for (i = 0; i < g->nhill; i++) {
		snprintf(lab, sizeof lab, "%s slope", g->hill[i].id);
		south_area(h, &g->hill[i].slope, DRAW_T_HILL, lab);
		snprintf(lab, sizeof lab, "%s top", g->hill[i].id);
		south_area(h, &g->hill[i].top, DRAW_T_HILL, lab);
	}
	legend_names(h);
	for (i = 0; i < g->narea; i++) {
		snprintf(lab, sizeof lab, "%s %s", g->area[i].id,
		    gl_area_kind_label(g->area[i].kind));
		south_area(h, &g->area[i].p, area_terrain(g->area[i].kind),
		    lab);
	}
	for (i = 0; i < g->nline; i++) {
		const struct gl_line *l = &g->line[i];

		p[0] = pic(g, l->p.x[0], l->p.y[0]);
		drawing_south_line(h->d, l->p.x, l->p.y, l->p.n, g->height,
		    line_of(l->kind), l->kind == GL_L_STREAM ? DRAW_INK_WATER :
		    DRAW_INK_BLACK,
		    l->kind == GL_L_WALL_HIGH ?
		    120 : l->kind == GL_L_WALL_LOW ? 80 : l->kind ==
		    GL_L_STREAM ? l->width : 30, 0);
		snprintf(lab, sizeof lab, "%s %s", l->id,
		    gl_line_kind_label(l->kind));
		h->line_name[i] = drawing_text(h->d, p[0].x, p[0].y, lab,
		    DRAW_A_SW, DRAW_S_SMALL, DRAW_INK_BLACK) == PBEM_OK ?
		    h->d->nitems - 1 : -1;
	}
	for (i = 0; i < g->nbld; i++) {
		const struct gl_bld *b = &g->bld[i];

		p[0] = pic(g, b->x0, b->y0), p[1] = pic(g, b->x1, b->y0);
		p[2] = pic(g, b->x1, b->y1), p[3] = pic(g, b->x0, b->y1);
		drawing_area(h->d, p, 4, DRAW_T_TOWN, b->id);
	}
	for (i = 0; i < g->nport; i++) {	/* firing ports (9.42) */
		p[0] = pic(g, g->port[i].x, g->port[i].y);
		drawing_circle(h->d, p[0].x, p[0].y, GL_YD, DRAW_INK_NONE,
		    DRAW_INK_BLACK, 30);
		snprintf(lab, sizeof lab, "%s port", g->port[i].id);
		drawing_text(h->d, p[0].x, p[0].y, lab, DRAW_A_SW,
		    DRAW_S_SMALL, DRAW_INK_BLACK);
	}
	for (i = 0; i < g->nmetal; i++) {	/* metal cover (gl_metal.c) */
		snprintf(lab, sizeof lab, "%s metal", g->metal[i].id);
		south_area(h, &g->metal[i].p, DRAW_T_BUILDING, lab);
	}
	for (i = 0; i < g->nladder; i++) {	/* ladders (gl_metal.c) */
		int lx, ly;

		/* where the viewer knows it lies, none carried (gl_ladder.c) */
		if (!gl_ladder_view(g, i, h->viewer, &lx, &ly))
			continue;
		p[0] = pic(g, lx, ly);
		drawing_circle(h->d, p[0].x, p[0].y, GL_YD, DRAW_INK_NONE,
		    DRAW_INK_BLACK, 30);
		snprintf(lab, sizeof lab, "%s ladder", g->ladder[i].id);
		drawing_text(h->d, p[0].x, p[0].y, lab, DRAW_A_SW,
		    DRAW_S_SMALL, DRAW_INK_BLACK);
	}
	for (i = 0; i < g->ndump; i++) {	/* dumps (gl_dump.c): its own
						 * side's (one lost unseen too,
						 * gl_dump_take.c), an enemy's
						 * if seen */
		const struct gl_dump *dp = &g->dump[i];

		if (h->viewer >= 0 && dp->side != h->viewer && !dp->seen &&
		    dp->lost != h->viewer + 1)
			continue;
		p[0] = pic(g, dp->x - GL_YD, dp->y - GL_YD);
		p[1] = pic(g, dp->x + GL_YD, dp->y - GL_YD);
		p[2] = pic(g, dp->x + GL_YD, dp->y + GL_YD);
		p[3] = pic(g, dp->x - GL_YD, dp->y + GL_YD);
		drawing_poly(h->d, p, 4, DRAW_INK_NONE, DRAW_INK_BLACK, 30, 0);
		snprintf(lab, sizeof lab, "%s dump", dp->id);
		drawing_text(h->d, p[2].x, p[2].y, lab, DRAW_A_SW,
		    DRAW_S_SMALL, DRAW_INK_BLACK);
	}
}

/* A base at its true size (digest 1, mounting [P]): a man on foot a
 * 1-yd round, a horseman 3 yd; a gun 3 wide and 4 deep; a limber 2.5
 * wide, 6 long and 2 more per pair of horses.  Its front shows the
 * facing; its id is written on it or beside it. */
static void
base(struct gd *h, int x, int y, int side, int facing, unsigned st,
    enum draw_base_shape shape, int w, int dp, const char *id)
{
	struct draw_pt p = pic(h->g, x, y);
	struct draw_base b = draw_base_at(p.x, p.y, shape, w, dp, facing,
	    side, id);

	b.status = st;
	drawing_base(h->d, &b);
}

/* Did man m flee this phase, as this viewer saw it (a flee move it was
 * shown ends where he stands)? */
static int
fled(const struct gd *h, const struct gl_man *m)
{
	unsigned bit = h->viewer < 0 ? EVENT_V_REF : EVENT_V_SIDE(h->viewer);
	int i;

	for (i = 0; i < h->g->nshot; i++)
		if (h->g->shot[i].kind == GL_SH_FLEE && (h->g->shot[i].mask &
		    bit) && h->g->shot[i].x1 == m->x && h->g->shot[i].y1 ==
		    m->y)
			return 1;
	return 0;
}

static unsigned
man_status(const struct gd *h, const struct gl_man *m)
{
	unsigned st = 0;

	if (fled(h, m))
		st |= DRAW_ST_MARCH;

	if (m->leader)
		st |= DRAW_ST_LEADER;
	if (m->type == GL_MOUNTED)
		st |= DRAW_ST_MOUNTED;
	if (m->demor)
		st |= DRAW_ST_ROUTED;
	if (m->wounds)
		st |= DRAW_ST_BLOODIED;
	if (m->prone)
		st |= DRAW_ST_DISORDERED;
	if (m->locked)
		st |= DRAW_ST_ENGAGED;
	return st;
}

/* A transport in its own shape (the legend names each): a wagon 2.5 yd
 * wide, 6 long and 2 more per pair of animals; a pack animal by its kind
 * (gl_pack.c: 1 mule, 2 horse, 3 camel, 4 elephant); a boat 3 by 9 yd;
 * a train, an engine and its cars, 3 by 24 yd (gl_craft.c: the rules give
 * neither a size, so these are the picture's). */
static void
transport(struct gd *h, const struct gl_wagon *wg)
{
	static const int pack_w[5] = { 100, 100, 100, 120, 200 };
	static const int pack_dp[5] = { 250, 250, 300, 350, 450 };

	if (wg->craft == 1)
		base(h, wg->x, wg->y, wg->side, wg->facing, 0, DRAW_B_BOAT,
		    3 * GL_YD, 9 * GL_YD, wg->id);
	else if (wg->craft == 2)
		base(h, wg->x, wg->y, wg->side, wg->facing, 0, DRAW_B_TRAIN,
		    3 * GL_YD, 24 * GL_YD, wg->id);
	else if (wg->pack > 0 && wg->pack <= 4)
		base(h, wg->x, wg->y, wg->side, wg->facing, 0, DRAW_B_ANIMAL,
		    pack_w[wg->pack], pack_dp[wg->pack], wg->id);
	else
		base(h, wg->x, wg->y, wg->side, wg->facing, 0, DRAW_B_VEHICLE,
		    250, 6 * GL_YD + wg->animals / 2 * 2 * GL_YD, wg->id);
}

static void
castings(struct gd *h)
{
	const struct gl_game *g = h->g;
	int i, own, w;

	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];

		own = h->viewer < 0 || m->side == h->viewer;
		w = m->type == GL_MOUNTED ? 3 * GL_YD : GL_YD;
		/* where a man fell: each of his own, and an enemy the side
		 * saw fall (fell_seen 2, the campaign's own test) */
		if (!gl_able(m)) {
			if ((own || m->fell_seen == 2) && (m->status ==
			    GL_ST_DEAD || m->status == GL_ST_CAPTURED))
				base(h, m->x, m->y, m->side, DRAW_NO_FACING,
				    DRAW_ST_LOST, DRAW_B_ROUND, w, w, m->id);
			continue;
		}
		if (!own && !m->seen) {
			if (m->ever_seen)	/* where he was last seen */
				base(h, m->last_x, m->last_y, m->side,
				    DRAW_NO_FACING, DRAW_ST_LAST_KNOWN,
				    DRAW_B_ROUND, w, w, m->id);
			continue;
		}
		base(h, m->x, m->y, m->side, m->facing, man_status(h, m),
		    DRAW_B_ROUND, w, w, m->id);
	}
	for (i = 0; i < g->ngun; i++) {
		const struct gl_gun *k = &g->gun[i];

		own = h->viewer < 0 || k->side == h->viewer;
		if (!k->destroyed && (own || k->seen))
			base(h, k->x, k->y, k->side, k->facing, 0, DRAW_B_RECT,
			    3 * GL_YD, 4 * GL_YD, k->id);
	}
	for (i = 0; i < g->nlimb; i++) {
		const struct gl_limber *l = &g->limb[i];
		int side = g->gun[l->gun].side;

		own = h->viewer < 0 || side == h->viewer;
		if (!l->destroyed && (own || l->seen))
			base(h, l->x, l->y, side, l->facing, 0, DRAW_B_VEHICLE,
			    250, 6 * GL_YD + l->horses / 2 * 2 * GL_YD, l->id);
	}
	for (i = 0; i < g->nwag; i++) {		/* gl_wagon.c */
		const struct gl_wagon *wg = &g->wag[i];

		own = h->viewer < 0 || wg->side == h->viewer;
		if (!wg->destroyed && (own || wg->seen))
			transport(h, wg);
	}
}

/* The side of the casting drawn where a move, charge or flee ends (the
 * man who made it stands there): its arrow in his colour, as the legend
 * shows a move; DRAW_INK_BLACK when none drawn stands there.  Only what
 * this map draws is looked at, so an unseen enemy colours nothing. */
static int
mover_ink(const struct gd *h, int x, int y)
{
	const struct gl_game *g = h->g;
	int i;

#define DRAWN(side, seen) (h->viewer < 0 || (side) == h->viewer || (seen))
	for (i = 0; i < g->nman; i++)
		if (gl_able(&g->man[i]) && g->man[i].x == x && g->man[i].y ==
		    y && DRAWN(g->man[i].side, g->man[i].seen))
			return DRAW_INK_SIDE(g->man[i].side);
	for (i = 0; i < g->ngun; i++)
		if (!g->gun[i].destroyed && g->gun[i].x == x && g->gun[i].y ==
		    y && DRAWN(g->gun[i].side, g->gun[i].seen))
			return DRAW_INK_SIDE(g->gun[i].side);
	for (i = 0; i < g->nlimb; i++)
		if (!g->limb[i].destroyed && g->limb[i].x == x &&
		    g->limb[i].y == y && DRAWN(g->gun[g->limb[i].gun].side,
		    g->limb[i].seen))
			return DRAW_INK_SIDE(g->gun[g->limb[i].gun].side);
	for (i = 0; i < g->nwag; i++)
		if (!g->wag[i].destroyed && g->wag[i].x == x && g->wag[i].y ==
		    y && DRAWN(g->wag[i].side, g->wag[i].seen))
			return DRAW_INK_SIDE(g->wag[i].side);
#undef DRAWN
	return DRAW_INK_BLACK;
}

/* The man drawn at (x, y) who is locked in melee there, or -1. */
static int
locked_at(const struct gd *h, int x, int y)
{
	const struct gl_game *g = h->g;
	int i;

	for (i = 0; i < g->nman; i++)
		if (gl_able(&g->man[i]) && g->man[i].locked && g->man[i].x ==
		    x && g->man[i].y == y && (h->viewer < 0 || g->man[i].side ==
		    h->viewer || g->man[i].seen))
			return i;
	return -1;
}

/* The canister zone: can_width_yd wide along the gun's axis, outlined in
 * the gun's side's colour. */
static void
canister_zone(struct gd *h, const struct gl_shot *s)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[4];
	int brg = gl_bearing(s->x0, s->y0, s->x1, s->y1), i;
	int64_t half = (int64_t)g->r.can_width_yd * GL_YD / 2;
	struct plane_pt c[4];

	c[0] = plane_step(gl_pt(s->x0, s->y0), brg - 90, half);
	c[1] = plane_step(gl_pt(s->x0, s->y0), brg + 90, half);
	c[2] = plane_step(gl_pt(s->x1, s->y1), brg + 90, half);
	c[3] = plane_step(gl_pt(s->x1, s->y1), brg - 90, half);
	for (i = 0; i < 4; i++)
		p[i] = pic(g, (int)c[i].x, (int)-c[i].y);
	drawing_poly(h->d, p, 4, DRAW_INK_NONE, mover_ink(h, s->x0, s->y0),
	    30, 1);
}

static void
shots(struct gd *h)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[2];
	unsigned bit = h->viewer < 0 ? EVENT_V_REF : EVENT_V_SIDE(h->viewer);
	int i, zones = 0, bursts = 0;
	char note[DRAW_TEXT_LEN * 2];

	for (i = 0; i < g->nshot; i++) {
		const struct gl_shot *s = &g->shot[i];

		if (!(s->mask & bit))
			continue;
		p[0] = pic(g, s->x0, s->y0);
		p[1] = pic(g, s->x1, s->y1);
		if (s->kind == GL_SH_CANISTER) {
			canister_zone(h, s);
			zones = 1;
			continue;
		}
		if (s->kind == GL_SH_BURST) {
			drawing_circle(h->d, p[0].x, p[0].y,
			    g->r.shr_radius_yd * GL_YD, DRAW_INK_NONE,
			    DRAW_INK_BLACK, 30);
			drawing_mark(h->d, p[0].x, p[0].y, DRAW_M_COMBAT);
			bursts = 1;
			continue;
		}
		/* a move or a flight in the mover's colour, a charge and
		 * a shot in black (the legend's samples) */
		drawing_line(h->d, p, 2, s->kind == GL_SH_FIRE ? DRAW_L_FIRE :
		    s->kind == GL_SH_CHARGE ? DRAW_L_ATTACK : s->kind ==
		    GL_SH_FLEE ? DRAW_L_RETREAT : DRAW_L_MOVE, s->kind ==
		    GL_SH_MOVE || s->kind == GL_SH_FLEE ? mover_ink(h, s->x1,
		    s->y1) : DRAW_INK_BLACK, 30, 1);
		/* where a charge met its man: a combat mark where the
		 * charger reached him (hit, from revision 10), or where he
		 * stands locked in melee (a game stored before) */
		if (s->kind == GL_SH_CHARGE && (s->hit || locked_at(h, s->x1,
		    s->y1) >= 0))
			drawing_mark(h->d, p[1].x, p[1].y, DRAW_M_COMBAT);
		if (s->kind == GL_SH_FIRE) {	/* the ruler's reading */
			char lab[16];

			snprintf(lab, sizeof lab, "%d yd", s->range_yd);
			drawing_text(h->d, (p[0].x + p[1].x) / 2,
			    (p[0].y + p[1].y) / 2, lab, DRAW_A_CENTRE,
			    DRAW_S_SMALL, DRAW_INK_BLACK);
		}
	}
	/* the legend says what the templates drawn are */
	if (zones) {
		snprintf(note, sizeof note, "A dashed box from a gun: its "
		    "canister zone, %d yd wide.", g->r.can_width_yd);
		drawing_note_wrapped(h->d, note);
	}
	if (bursts) {
		snprintf(note, sizeof note, "A dashed ring: a shell's burst, "
		    "%d yd across.", 2 * g->r.shr_radius_yd);
		drawing_note_wrapped(h->d, note);
	}
}

/*
 * The picture framed on what the side sees (drawing_frame_seen: its own
 * men, the enemies in sight and where those lost were last seen, the
 * phase's shots, charges and templates),
 * 10 yd round them, never less than 80 by 50 yd (the 50-yard scale bar
 * and the ground round the fighting stay), and zoomed so the frame's long
 * side is 30 tokens: a yard between 11.5 and 23 pixels at the usual
 * 46-pixel token, so a man on his 1-yd base is never a dot.  The whole
 * table is framed only when what is seen fills most of it.
 */
static void
frame(struct drawing *d)
{
	static const struct draw_framing f = {
		10 * GL_YD, 80 * GL_YD, 50 * GL_YD, 60, 30, 2 * GL_YD,
		6 * GL_YD,
	};

	if (drawing_frame_seen(d, &f) == PBEM_OK && d->frame.on)
		drawing_note(d, "Framed on what you see: the whole table is "
		    "in the corner.");
}

/* Is (x, y) inside the frame, m in from its edges? */
static int
in_frame(const struct drawing *d, int x, int y, int m)
{
	return x >= d->frame.x + m && x <= d->frame.x + d->width - m &&
	    y >= d->frame.y + m && y <= d->frame.y + d->height - m;
}

/*
 * A line's name is written at its first point; on a framed map that
 * point may lie off the frame (a stream crossing the whole table), and
 * the renderer writes no name there, so the player could not learn the
 * id WORK or FACE TRACK needs.  Such a name moves to the first yard of
 * the line 2 yd inside the frame; a line wholly off it stays unnamed.
 * The frame is the side's own (what it sees), so this tells it nothing
 * more.
 */
static void
line_names_framed(struct gd *h)
{
	struct drawing *d = h->d;
	const struct gl_line *l;
	struct draw_item *it;
	struct draw_pt a, b;
	int i, j, s, n, x, y, dx, dy, found;

	if (!d->frame.on)
		return;
	for (i = 0; i < h->g->nline; i++) {
		if (h->line_name[i] < 0 || h->line_name[i] >= d->nitems)
			continue;
		it = &d->items[h->line_name[i]];
		if (it->kind != DRAW_TEXT || in_frame(d, it->u.text.x,
		    it->u.text.y, 0))
			continue;
		l = &h->g->line[i];
		for (j = 1, found = 0; j < l->p.n && !found; j++) {
			a = pic(h->g, l->p.x[j - 1], l->p.y[j - 1]);
			b = pic(h->g, l->p.x[j], l->p.y[j]);
			dx = b.x - a.x, dy = b.y - a.y;
			n = (dx < 0 ? -dx : dx) > (dy < 0 ? -dy : dy) ?
			    (dx < 0 ? -dx : dx) : (dy < 0 ? -dy : dy);
			n = n / GL_YD > 0 ? n / GL_YD : 1;	/* yard steps */
			for (s = 0; s <= n && !found; s++) {
				x = a.x + (int)((int64_t)dx * s / n);
				y = a.y + (int)((int64_t)dy * s / n);
				if (in_frame(d, x, y, 2 * GL_YD)) {
					it->u.text.x = x, it->u.text.y = y;
					found = 1;
				}
			}
		}
	}
}

/* A faint line every 25 yards, numbered from the south-west corner as
 * the reports and sheets count points (digest 1); the drawing's own y
 * runs down from the north edge. */
static const struct draw_open_table gl_table = { .system = "GLORY",
	.unit = "1/100 yard", .per = GL_YD, .word = "yd",
	.every = 25 * GL_YD, .words = "yards" };

int
gl_draw(const void *gv, const json_t *events, int viewer, struct drawing *d)
{
	const struct gl_game *g = gv;
	struct gd h;
	struct game_phase ph;

	gl_phase(g, &ph);
	drawing_open_table(d, &gl_table, g->width, g->height,
	    g->width / 60 > 150 ? g->width / 60 : 150, g->name, viewer,
	    g->side, GL_NSIDES, ph.summary);
	drawing_note(d, "Men at true size (at least a readable disc), front "
	    "forward.");
	memset(&h, 0, sizeof h);
	h.g = g, h.viewer = viewer, h.d = d;
	drawing_scale(d, 50 * GL_YD, "50 yards");
	drawing_terrain_name(d, DRAW_T_FORD, "gully, sunken road");
	drawing_terrain_name(d, DRAW_T_BUILDING, "platform");
	drawing_status_name(d, DRAW_ST_ROUTED, "demoralized");
	drawing_status_name(d, DRAW_ST_BLOODIED, "wounded");
	drawing_status_name(d, DRAW_ST_DISORDERED, "prone");
	drawing_status_name(d, DRAW_ST_ENGAGED, "locked in melee");
	drawing_status_name(d, DRAW_ST_LEADER, "leader");
	drawing_status_name(d, DRAW_ST_MARCH, "fled this turn");
	drawing_status_name(d, DRAW_ST_LOST, "fell here: killed or "
	    "captured");
	/* each badge lettered in GLORY's words */
	drawing_status_letter(d, DRAW_ST_DISORDERED, "P");
	drawing_status_letter(d, DRAW_ST_BLOODIED, "W");
	drawing_status_letter(d, DRAW_ST_ROUTED, "D");
	drawing_status_letter(d, DRAW_ST_MARCH, "F");
	terrain(&h);
	shots(&h);
	gl_form_draw(g, viewer, d);	/* its own formations (gl_form.c) */
	castings(&h);
	/* the rulers and sight lines of the events this side was sent */
	if (events != NULL)
		draw_rulings_for(d, events, viewer < 0 ? NULL :
		    g->side[viewer]);
	frame(d);
	line_names_framed(&h);
	return drawing_failed(d);
}
