/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_form.c - formed troops.  The rulebook needs formations (3.31: +1
 * morale "part of a unit formation"; 7.312: formations block sight; 7.51:
 * formed troops stop the kill zones of canister, Gatlings, MGs and
 * volleys) but its formation movement (5.3) was never published, so the
 * rest is [P], every number in rules.json "formation":
 *
 * - `@cmd FORM LINE|COLUMN [men] [FACE d] [SPACING yd] [GUIDE id]`: in
 *   B.2 the guide (the first man listed) stands, the others walk to their
 *   places, slot i at i * spacing to the guide's right (LINE) or behind
 *   him (COLUMN), paying form_mp more; with min_men in place at the end
 *   of B.2 the formation stands, facing the front, until broken.
 * - `@cmd MARCH x,y {x,y} [STOPIF ...]`: the body moves as one on the
 *   guide's path, each man on the same path from his own place, through
 *   the tick engine (gl_move.c), at the slowest man's MP; a leg off the
 *   front pays face_cost as a man's does; when one man cannot go on, or
 *   halts at contact or by STOPIF, the whole body halts.  The front stays.
 * - `@cmd WHEEL d`: the body turns to face d, at most wheel_max_deg,
 *   pivoting on the flank it turns toward (a column on its head); each
 *   man walks his arc in legs of wheel_step_deg, paying wheel_mp more;
 *   a wheel is made whole or not at all.
 * - `@cmd DISPERSE`: the men are skirmishers again, at once.
 * - A man leaves when he falls, flees, is demoralized, is captured, goes
 *   prone, is told to act alone (MOVE, CHARGE, FACE, PRONE), or stands
 *   more than place_cyd off his place; a melee (a man of it charged,
 *   charging or locked) breaks the whole body; fewer than min_men break it.
 * - Sight and zones: the body is the rectangle round its places, each
 *   man's base wide (7.312, 7.51); a line passes when its far end lies
 *   within see_into_yd of where it enters the body (7.52), or its near
 *   end looks out of the body within that; sight is symmetric, a kill
 *   zone reckoned from the firer.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "drawing.h"
#include "rules_tables.h"
#include "gl_form.h"

#define F(f, key, lo, hi, dflt) \
	RULES_FIELD_OR(struct gl_fmrules, f, key, lo, hi, dflt)
static const struct rules_field form_f[] = {
	F(min_men, "min_men", 2, GL_MAX_MEN, 3),
	F(spacing_yd, "spacing_yd", 1, 20, 1),
	F(max_spacing_yd, "max_spacing_yd", 1, 20, 3),
	F(place_cyd, "place_cyd", 0, 500, 50),
	F(form_mp, "form_mp", 0, 20, 1),
	F(wheel_mp, "wheel_mp", 0, 20, 1),
	F(wheel_max_deg, "wheel_max_deg", 1, 180, 90),
	F(wheel_step_deg, "wheel_step_deg", 5, 90, 15),
	F(horse, "horse", 0, 1, 1),
	F(horse_spacing_yd, "horse_spacing_yd", 1, 20, 3),
	F(horse_max_spacing_yd, "horse_max_spacing_yd", 1, 20, 6),
};
#undef F

const char *const glf_kind_word[] = { "-", "LINE", "COLUMN" };

/* May man m stand in a formation: drilled foot, or drilled horse when
 * the rules' horse switch is on; steady and free. */
int
glf_may_form(const struct gl_game *g, int m)
{
	const struct gl_man *a = &g->man[m];

	return gl_able(a) && (a->type == GL_FOOT || (a->type == GL_MOUNTED &&
	    g->f.fm.horse)) && a->training == GL_DRILLED && !a->demor &&
	    !a->locked && !a->gun && !a->aboard && !a->run_leg;
}

/* Is formation k a body of horse?  A body is all foot or all horse, so
 * one rider in it makes it horse; a rider unhorsed (digest 3.2: his
 * mount killed) is foot now, and out of it. */
int
glf_horse(const struct gl_game *g, int k)
{
	const struct gl_form *f = &g->form[k];
	int i;

	for (i = 0; i < f->n; i++)
		if (f->man[i] >= 0 && g->man[f->man[i]].type == GL_MOUNTED)
			return 1;
	return 0;
}

/* The widest spacing at least the closest, wherever the table is read
 * (the rules data, the state's copy of it: gl_state.c's rows). */
static void
fix(struct rules_rd *rd, const json_t *o, void *base)
{
	struct gl_fmrules *r = base;

	(void)rd;
	(void)o;
	if (r->max_spacing_yd < r->spacing_yd)
		r->max_spacing_yd = r->spacing_yd;
	if (r->horse_max_spacing_yd < r->horse_spacing_yd)
		r->horse_max_spacing_yd = r->horse_spacing_yd;
}
const struct rules_table gl_form_table = RULES_TABLE_AFTER(form_f, fix);

int
gl_fmrules_read(const json_t *rules, struct gl_fmrules *r,
    struct pbem_err *err)
{
	struct rules_rd rd;
	const json_t *o;
	size_t mark;

	memset(r, 0, sizeof *r);
	rules_rd_init(&rd, err);
	o = rules_obj(&rd, rules, "formation", 1);
	mark = rules_enter(&rd, "formation");
	rules_fields(&rd, o, r, form_f, RULES_NFIELDS(form_f));
	fix(&rd, o, r);
	rules_leave(&rd, mark);
	return rules_rd_end(&rd);
}

json_t *
gl_form_enc(const struct state_walk *w, const void *gv,
    const struct state_node *n, int *skip)
{
	const struct gl_game *g = gv;
	json_t *a = NULL, *o, *men;
	int k, i;

	(void)w;
	(void)n;
	for (k = 0; k < g->ncmd; k++) {
		const struct gl_form *f = &g->form[k];

		if (f->kind == GL_FK_NONE)
			continue;
		if (a == NULL)
			a = json_array();
		men = json_array();
		for (i = 0; i < f->n; i++)
			json_array_append_new(men, json_string(f->man[i] < 0 ?
			    "-" : g->man[f->man[i]].id));
		o = json_pack("{s:s,s:s,s:i,s:i,s:i,s:i,s:o}", "cmd",
		    g->cmd[k].id, "kind", glf_kind_word[f->kind], "facing",
		    f->facing, "spacing", f->spacing, "x", f->ax, "y", f->ay,
		    "men", men);
		json_array_append_new(a, o);
	}
	*skip = a == NULL;
	return a;
}

int
gl_form_dec(struct state_walk *w, void *gv, const struct state_node *n,
    const json_t *a)
{
	struct gl_game *g = gv;
	const json_t *o, *men, *v;
	size_t i, j;
	int k, m, kind, seen[GL_MAX_MEN];

	(void)w;
	(void)n;
	for (k = 0; k < GL_MAX_CMDS; k++)
		memset(&g->form[k], 0, sizeof g->form[k]);
	if (a == NULL)
		return 0;
	if (!json_is_array(a) || json_array_size(a) > (size_t)g->ncmd)
		return -1;
	memset(seen, 0, sizeof seen);
	json_array_foreach(a, i, o) {
		struct gl_form *f;
		const char *c = json_string_value(json_object_get(o, "cmd"));
		const char *kw = json_string_value(json_object_get(o, "kind"));
		json_int_t fa, sp, x, y, far = 2 * GL_MAX_BOARD * GL_YD;

		if (c == NULL || kw == NULL || (k = gl_find_cmd(g, c)) < 0)
			return -1;
		f = &g->form[k];
		for (kind = GL_FK_LINE; kind <= GL_FK_COLUMN &&
		    strcmp(kw, glf_kind_word[kind]) != 0; kind++)
			;
		fa = json_integer_value(json_object_get(o, "facing"));
		sp = json_integer_value(json_object_get(o, "spacing"));
		x = json_integer_value(json_object_get(o, "x"));
		y = json_integer_value(json_object_get(o, "y"));
		men = json_object_get(o, "men");
		if (f->kind || kind > GL_FK_COLUMN || !json_is_integer(
		    json_object_get(o, "facing")) || fa < 0 || fa > 359 ||
		    sp < GL_YD || sp > 20 * GL_YD || !json_is_array(men) ||
		    !json_is_integer(json_object_get(o, "x")) ||
		    !json_is_integer(json_object_get(o, "y")) || x < -far ||
		    x > far || y < -far || y > far ||
		    json_array_size(men) < 1 ||
		    json_array_size(men) > GL_MAX_MEN)
			return -1;
		f->kind = kind, f->facing = (int)fa, f->spacing = (int)sp;
		f->ax = (int)x, f->ay = (int)y;
		json_array_foreach(men, j, v) {
			if (!json_is_string(v))
				return -1;
			m = strcmp(json_string_value(v), "-") == 0 ? -1 :
			    gl_find_man(g, json_string_value(v));
			if (m < -1 || (m == -1 && strcmp(json_string_value(v),
			    "-") != 0))
				return -1;
			if (m >= 0 && (g->man[m].cmd != k || seen[m]++))
				return -1;
			f->man[f->n++] = m;
		}
	}
	return 0;
}

/* The unit step of slot offsets: a LINE to the right, a COLUMN back. */
static int
axis(int kind, int facing)
{
	return plane_deg_norm(facing + (kind == GL_FK_LINE ? 90 : 180));
}

void
glf_offset(int kind, int facing, int spacing, int i, int64_t *dx, int64_t *dy)
{
	struct plane_pt q = plane_step(gl_pt(0, 0), axis(kind, facing),
	    (int64_t)spacing * i);

	*dx = q.x, *dy = -q.y;
}

/* Slot i's place: the body's anchor (slot 0's place) and its front. */
void
glf_slot_at(const struct gl_game *g, int k, int i, int *x, int *y)
{
	const struct gl_form *f = &g->form[k];
	int64_t ix, iy;

	glf_offset(f->kind, f->facing, f->spacing, i, &ix, &iy);
	*x = (int)(f->ax + ix), *y = (int)(f->ay + iy);
}

void
gl_form_slot(const struct gl_game *g, int k, int i, int *x, int *y)
{
	glf_slot_at(g, k, i, x, y);
}

/* Is the man of slot i in his place, able and steady? */
int
glf_in_place(const struct gl_game *g, int k, int i)
{
	const struct gl_form *f = &g->form[k];
	const struct gl_man *a;
	int x, y;

	if (f->man[i] < 0)
		return 0;
	a = &g->man[f->man[i]];
	if (!gl_able(a) || a->demor || a->prone || a->locked ||
	    (a->type == GL_FOOT && glf_horse(g, k)))
		return 0;
	glf_slot_at(g, k, i, &x, &y);
	return plane_cmp_dist(gl_pt(x, y), gl_pt(a->x, a->y),
	    g->f.fm.place_cyd) <= 0;
}

/* The guide: the man of the lowest slot in his place; -1. */
int
glf_guide_slot(const struct gl_game *g, int k)
{
	int i;

	for (i = 0; i < g->form[k].n; i++)
		if (glf_in_place(g, k, i))
			return i;
	return -1;
}

/* The anchor of a body of `kind` facing fa whose slot i stands at (x, y). */
void
glf_anchor_of(int kind, int fa, int sp, int i, int x, int y, int *ax, int *ay)
{
	int64_t ix, iy;

	glf_offset(kind, fa, sp, i, &ix, &iy);
	*ax = (int)(x - ix), *ay = (int)(y - iy);
}

int
gl_form_member(const struct gl_game *g, int m)
{
	int k = g->man[m].cmd, i;

	if (k < 0 || k >= g->ncmd || g->form[k].kind == GL_FK_NONE)
		return -1;
	for (i = 0; i < g->form[k].n; i++)
		if (g->form[k].man[i] == m)
			return glf_in_place(g, k, i) ? k : -1;
	return -1;
}

int
gl_form_outline(const struct gl_game *g, int k, int *x, int *y)
{
	const struct gl_form *f = &g->form[k];
	int i, lo = -1, hi = -1, ax = axis(f->kind, f->facing), j;
	int64_t r;
	int sx, sy;
	struct plane_pt e[2], c;

	if (f->kind == GL_FK_NONE)
		return 0;
	for (i = 0; i < f->n; i++)
		if (glf_in_place(g, k, i)) {
			if (lo < 0)
				lo = i;
			hi = i;
		}
	if (lo < 0)
		return 0;
	r = gl_radius(&g->man[f->man[lo]]);	/* a foot base (digest 1) */
	glf_slot_at(g, k, lo, &sx, &sy);
	e[0] = plane_step(gl_pt(sx, sy), ax + 180, r);
	glf_slot_at(g, k, hi, &sx, &sy);
	e[1] = plane_step(gl_pt(sx, sy), ax, r);
	for (j = 0; j < 4; j++) {	/* round the rectangle */
		c = plane_step(e[j == 1 || j == 2], ax + (j < 2 ? 90 : 270), r);
		x[j] = (int)c.x, y[j] = (int)-c.y;
	}
	return 1;
}

/* From a toward b: does the body in poly let the line through (7.52)? */
static int
clear_from(const struct gl_game *g, struct plane_seg s, struct plane_poly p)
{
	int64_t in = (int64_t)g->r.see_into_yd * GL_YD;
	struct plane_pt at;

	if (plane_poly_where(p, s.a) != PLANE_OUT)
		return plane_seg_len_inside(s, p) <= in;
	if (!plane_seg_inside_beyond(s, p, 0, &at))
		return 1;
	return plane_cmp_dist(at, s.b, in) <= 0;
}

/* Does body p stop s (zone: from s.a only)? */
static int
body_blocks(const struct gl_game *g, struct plane_seg s, struct plane_poly p,
    int zone)
{
	struct plane_seg t;

	if (!plane_seg_enters(s, p) && plane_poly_where(p, s.a) == PLANE_OUT &&
	    plane_poly_where(p, s.b) == PLANE_OUT)
		return 0;
	t.a = s.b, t.b = s.a;
	return !clear_from(g, s, p) && (zone || !clear_from(g, t, p));
}

/* The convex hull (monotone chain) of the bases of the men of command k
 * who fired in its volley this turn, each a square of his base's width;
 * its corners into h, their count (0: fewer than 3 corners). */
static int
file_hull(const struct gl_game *g, int k, struct plane_pt *h)
{
	struct plane_pt p[4 * GL_MAX_MEN], t;
	int n = 0, m, i, j, c = 0, lo;
	int64_t r;

	for (m = 0; m < g->nman; m++) {
		if (g->man[m].cmd != k || !g->man[m].formed)
			continue;
		r = gl_radius(&g->man[m]);
		for (j = 0; j < 4; j++)
			p[n++] = gl_pt(g->man[m].x + (int)(j & 1 ? r : -r),
			    g->man[m].y + (int)(j & 2 ? r : -r));
	}
	for (i = 1; i < n; i++)		/* by x, then y */
		for (j = i; j > 0 && (p[j - 1].x > p[j].x || (p[j - 1].x ==
		    p[j].x && p[j - 1].y > p[j].y)); j--)
			t = p[j], p[j] = p[j - 1], p[j - 1] = t;
	for (i = 0; i < n; i++) {
		while (c >= 2 && plane_orient(h[c - 2], h[c - 1], p[i]) >= 0)
			c--;
		h[c++] = p[i];
	}
	for (i = n - 2, lo = c + 1; i >= 0; i--) {
		while (c >= lo && plane_orient(h[c - 2], h[c - 1], p[i]) >= 0)
			c--;
		h[c++] = p[i];
	}
	return c - 1 >= 3 ? c - 1 : 0;
}

int
gl_form_blocks(const struct gl_game *g, int ax, int ay, int bx, int by,
    int zone)
{
	int k, j, x[4], y[4];
	struct plane_pt c[4], h[8 * GL_MAX_MEN + 2];
	struct plane_poly p;
	struct plane_seg s;

	s.a = gl_pt(ax, ay), s.b = gl_pt(bx, by);
	for (k = 0; k < g->ncmd; k++) {
		if (gl_form_outline(g, k, x, y)) {
			for (j = 0; j < 4; j++)
				c[j] = gl_pt(x[j], y[j]);
			p.p = c;
			p.n = 4;
			if (body_blocks(g, s, p, zone))
				return 1;
		}
		/* 7.51: a file that volleyed stands formed through A.2 */
		if (g->form[k].volleyed && (p.n = file_hull(g, k, h)) > 0) {
			p.p = h;
			if (body_blocks(g, s, p, zone))
				return 1;
		}
	}
	return 0;
}

unsigned
glf_own_mask(const struct gl_game *g, int k)
{
	return EVENT_V_REF | EVENT_V_SIDE(g->cmd[k].side);
}

void
glf_disband(struct gl_game *g, int k, const char *why, struct event_log *log)
{
	struct gl_form *f = &g->form[k];

	if (f->kind == GL_FK_NONE)
		return;
	gl_say(log, glf_own_mask(g, k), "%s's %s breaks: %s; its men are "
	    "skirmishers again", g->cmd[k].id, glf_kind_word[f->kind], why);
	f->kind = GL_FK_NONE;
	f->n = 0;
	if (f->op != GL_FO_FORM)	/* its MARCH or WHEEL dies with it */
		f->op = GL_FO_NONE;
}

/* Man of slot i leaves formation k, told to his side. */
void
glf_leave(struct gl_game *g, int k, int i, const char *why,
    struct event_log *log)
{
	struct gl_form *f = &g->form[k];

	gl_say(log, glf_own_mask(g, k), "%s leaves %s's %s: %s",
	    g->man[f->man[i]].id, g->cmd[k].id, glf_kind_word[f->kind], why);
	f->man[i] = -1;
}

static const char *
out_why(const struct gl_game *g, int k, int i)
{
	const struct gl_man *a = &g->man[g->form[k].man[i]];

	return a->status == GL_ST_DEAD ? "he fell" : !gl_able(a) ?
	    "he is out of the fight" : a->demor ? "demoralized" :
	    a->prone ? "he went prone" : a->locked ? "in a melee" :
	    a->type == GL_FOOT && glf_horse(g, k) ? "he lost his horse" :
	    "out of his place";
}

void
gl_form_check(struct gl_game *g, const int *contact, struct event_log *log)
{
	int k, i, m, n;

	for (k = 0; k < g->ncmd; k++) {
		struct gl_form *f = &g->form[k];

		if (f->kind == GL_FK_NONE)
			continue;
		for (i = 0; i < f->n; i++) {
			if ((m = f->man[i]) < 0)
				continue;
			if (g->man[m].locked || (contact && contact[m])) {
				glf_disband(g, k, "a melee", log);
				break;
			}
			if (contact)
				for (n = 0; n < g->nman; n++)
					if (contact[n] == m + 1)
						break;
			if (contact && n < g->nman) {
				glf_disband(g, k, "a melee", log);
				break;
			}
		}
		if (f->kind == GL_FK_NONE)
			continue;
		for (i = 0; i < f->n; i++)
			if (f->man[i] >= 0 && !glf_in_place(g, k, i))
				glf_leave(g, k, i, out_why(g, k, i), log);
		for (i = n = 0; i < f->n; i++)
			n += f->man[i] >= 0 && glf_in_place(g, k, i);
		if (n < g->f.fm.min_men) {
			char why[64];

			snprintf(why, sizeof why, "%d %s in their places, "
			    "fewer than %d", n, n == 1 ? "man" : "men",
			    g->f.fm.min_men);
			glf_disband(g, k, why, log);
		}
	}
}

void
gl_form_report(const struct gl_game *g, int viewer, struct buf *out)
{
	int k, i, first = 1;

	for (k = 0; k < g->ncmd; k++) {
		const struct gl_form *f = &g->form[k];

		if (f->kind == GL_FK_NONE || (viewer >= 0 &&
		    g->cmd[k].side != viewer))
			continue;
		if (first)
			buf_adds(out, "\nFormations:\n");
		first = 0;
		buf_addf(out, "  %s %s%s facing %d, %d yd apart:", g->cmd[k].id,
		    glf_kind_word[f->kind], glf_horse(g, k) ? " of horse" : "",
		    f->facing, f->spacing / GL_YD);
		for (i = 0; i < f->n; i++)
			if (f->man[i] >= 0)
				buf_addf(out, " %s", g->man[f->man[i]].id);
		buf_adds(out, "\n");
	}
}

void
gl_form_draw(const struct gl_game *g, int viewer, struct drawing *d)
{
	int k, j, x[4], y[4];
	struct draw_pt p[4];
	struct plane_pt c;
	char lab[DRAW_TEXT_LEN];

	int noted = 0;

	for (k = 0; k < g->ncmd; k++) {
		const struct gl_form *f = &g->form[k];

		if ((viewer >= 0 && g->cmd[k].side != viewer) ||
		    !gl_form_outline(g, k, x, y))
			continue;
		if (!noted++)	/* the legend says what the box is */
			drawing_note(d, viewer >= 0 ? "Dashed box in your colour: "
			    "your formed body (label: its front)." : "Dashed "
			    "box in a side's colour: a formed body (its front).");
		for (j = 0; j < 4; j++)
			p[j].x = x[j], p[j].y = g->height - y[j];
		drawing_poly(d, p, 4, DRAW_INK_NONE,
		    DRAW_INK_SIDE(g->cmd[k].side), 50, 1);
		/* the label ahead of the front's middle, clear of the men */
		c = plane_step(gl_pt((x[0] + x[1] + x[2] + x[3]) / 4,
		    (y[0] + y[1] + y[2] + y[3]) / 4), f->facing,
		    gl_radius(&g->man[f->man[glf_guide_slot(g, k)]]) +
		    3 * GL_YD);
		snprintf(lab, sizeof lab, "%s %s%s, front %d", g->cmd[k].id,
		    glf_kind_word[f->kind], glf_horse(g, k) ? " of horse" : "",
		    f->facing);
		drawing_text(d, (int)c.x, g->height + (int)c.y, lab,
		    DRAW_A_CENTRE, DRAW_S_SMALL, DRAW_INK_SIDE(g->cmd[k].side));
	}
}
