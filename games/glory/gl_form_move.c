/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_form_move.c - a formation's orders and moves (gl_form.c has the body
 * itself): FORM, MARCH, WHEEL and DISPERSE read from the orders before A,
 * turned into its men's moves for the tick engine (gl_move.c) in B.2 and
 * the body settled after them; a scenario's FORM.  The rules: gl_form.c.
 */
#include <stdio.h>
#include <string.h>

#include "gl_form.h"

/* Did the sheet tell man m to act alone this turn? */
static const char *
alone(const json_t *mo)
{
	return json_object_get(mo, "charge") ? "his own CHARGE" :
	    json_object_get(mo, "move") ? "his own MOVE" :
	    json_object_get(mo, "prone") ? "he goes PRONE" :
	    json_object_get(mo, "face") || json_object_get(mo, "track") ?
	    "his own FACE" : NULL;
}

static int
read_way(const struct gl_game *g, struct gl_form *f, const json_t *way)
{
	const json_t *v;
	size_t i;

	f->nway = 0;
	json_array_foreach(way, i, v)
		if (f->nway < GL_MAX_WAY && json_unpack((json_t *)v, "[ii]",
		    &f->wx[f->nway], &f->wy[f->nway]) == 0 &&
		    f->wx[f->nway] >= 0 && f->wx[f->nway] <= g->width &&
		    f->wy[f->nway] >= 0 && f->wy[f->nway] <= g->height)
			f->nway++;	/* a hostile point off the board: none */
	return f->nway;
}

/* Is m listed in command k's FORM of this turn? */
static int
pending(const struct gl_form *f, int m)
{
	int i;

	for (i = 0; f->op == GL_FO_FORM && i < f->pn; i++)
		if (f->pman[i] == m)
			return 1;
	return 0;
}

/* A FORM's terms into the command's pending formation; 0 if none fit.
 * A body is all foot or all horse: the guide's kind (the GUIDE named,
 * else the first man listed, else the command's first man who may
 * form); men of the other kind stay out of it. */
static int
read_form_to(const struct gl_game *g, int k, const json_t *o,
    struct gl_form *f)
{
	const char *kw = json_string_value(json_object_get(o, "kind"));
	const char *gd = json_string_value(json_object_get(o, "guide"));
	const json_t *men = json_object_get(o, "men"), *v;
	json_int_t face = json_integer_value(json_object_get(o, "face"));
	json_int_t sp = json_integer_value(json_object_get(o, "spacing"));
	size_t i;
	int m, j, guide = gd ? gl_find_man(g, gd) : -1, type = -1, lo, hi;
	int listed[GL_MAX_MEN], nl = 0;

	f->pkind = kw && strcmp(kw, "COLUMN") == 0 ? GL_FK_COLUMN :
	    GL_FK_LINE;
	f->pn = 0;
	json_array_foreach(men, i, v) {
		m = gl_find_man(g, json_string_value(v) ?
		    json_string_value(v) : "");
		if (m < 0 || g->man[m].cmd != k || nl == GL_MAX_MEN)
			continue;
		for (j = 0; j < nl && listed[j] != m; j++)
			;
		if (j == nl)
			listed[nl++] = m;
	}
	if (guide >= 0 && g->man[guide].cmd == k)
		type = g->man[guide].type;
	else if (nl > 0)
		type = g->man[listed[0]].type;
	else
		for (m = 0; m < g->nman && type < 0; m++)
			if (g->man[m].cmd == k && glf_may_form(g, m))
				type = g->man[m].type;
	for (j = 0; j < nl; j++)
		if (g->man[listed[j]].type == type)
			f->pman[f->pn++] = listed[j];
	if (nl == 0)		/* every man of the command who may form */
		for (m = 0; m < g->nman; m++)
			if (g->man[m].cmd == k && glf_may_form(g, m) &&
			    g->man[m].type == type)
				f->pman[f->pn++] = m;
	f->pguide = 0;
	for (j = 0; j < f->pn; j++)
		if (f->pman[j] == guide)
			f->pguide = j;
	/* horse stand knee to knee at the least: a base 3 yd wide */
	lo = type == GL_MOUNTED ? g->f.fm.horse_spacing_yd : 1;
	hi = type == GL_MOUNTED ? g->f.fm.horse_max_spacing_yd :
	    g->f.fm.max_spacing_yd;
	f->pspacing = sp >= lo * GL_YD && sp <= hi * GL_YD ? (int)sp :
	    (type == GL_MOUNTED ? g->f.fm.horse_spacing_yd :
	    g->f.fm.spacing_yd) * GL_YD;
	f->pface = json_is_integer(json_object_get(o, "face")) && face >= 0 &&
	    face < 360 ? (int)face : f->pn ? g->man[f->pman[f->pguide]].facing :
	    0;
	return f->pn;
}

static int
read_form(struct gl_game *g, int k, const json_t *o)
{
	return read_form_to(g, k, o, &g->form[k]);
}

/* form_moves' guide: the one read, else the first man who may form. */
static int
guide_now(const struct gl_game *g, const struct gl_form *f)
{
	int i, gm = f->pguide < f->pn ? f->pman[f->pguide] : -1;

	if (gm >= 0 && glf_may_form(g, gm))
		return f->pguide;
	for (i = 0; i < f->pn; i++)
		if (f->pman[i] >= 0 && glf_may_form(g, f->pman[i]))
			return i;
	return -1;
}

int
glf_form_guide(const struct gl_game *g, int k, const json_t *o, int *named,
    int *front)
{
	struct gl_form f;
	int i;

	memset(&f, 0, sizeof f);
	*named = -1;
	*front = 0;
	if (!read_form_to(g, k, o, &f))
		return -1;
	*named = f.pman[f.pguide];
	*front = f.pface;
	i = guide_now(g, &f);
	return i < 0 ? -1 : f.pman[i];
}

/* A MARCH's terms (its way, its STOPIF) into f; 0 if no point fits. */
static int
read_march(const struct gl_game *g, struct gl_form *f, const json_t *o)
{
	if (!read_way(g, f, json_object_get(o, "way")))
		return 0;
	f->stop_enemy = json_is_integer(json_object_get(o, "stopif_enemy")) ?
	    (int)json_integer_value(json_object_get(o, "stopif_enemy")) : -1;
	if (f->stop_enemy > 1000 * GL_YD || f->stop_enemy < -1)
		f->stop_enemy = -1;	/* hostile */
	f->stop_seen = json_is_true(json_object_get(o, "stopif_seen"));
	return 1;
}

/* A WHEEL's new front into f; 0 if none. */
static int
read_wheel(struct gl_form *f, const json_t *o)
{
	if (!json_is_integer(json_object_get(o, "face")))
		return 0;
	f->pface = plane_deg_norm((int)(json_integer_value(json_object_get(o,
	    "face")) % 360));
	return 1;
}

/* A body CHARGE's ELSE (its terms into f): the op it becomes when the
 * charge cannot go; GL_FO_NONE (it stands) for HALT or none. */
static int
read_else(const struct gl_game *g, struct gl_form *f, const json_t *el)
{
	const char *op = json_string_value(json_object_get(el, "op"));

	if (op && strcmp(op, "MARCH") == 0 && read_march(g, f, el))
		return GL_FO_MARCH;
	if (op && strcmp(op, "WHEEL") == 0 && read_wheel(f, el))
		return GL_FO_WHEEL;
	return GL_FO_NONE;
}

/* A CHARGE's target: an enemy, or NEAREST (-2); 0 if none fits. */
static int
charge_target(const struct gl_game *g, int s, struct gl_form *f,
    const json_t *t)
{
	const char *id = json_string_value(t);

	if (id == NULL)
		return 0;
	if (strcmp(id, "NEAREST") == 0)
		return (f->ctgt = -2) != 0;
	f->ctgt = gl_find_man(g, id);
	return f->ctgt >= 0 && g->man[f->ctgt].side != s;
}

void
gl_form_plan(struct gl_game *g, const json_t *orders, struct gl_plan *plan,
    struct event_log *log)
{
	const json_t *so, *forms, *o, *men;
	const char *op, *why;
	int s, k, i, m;

	for (k = 0; k < g->ncmd; k++)
		g->form[k].op = GL_FO_NONE, g->form[k].moved = 0,
		g->form[k].celse = GL_FO_NONE;
	for (s = 0; s < GL_NSIDES; s++) {
		so = json_object_get(orders, g->side[s]);
		forms = json_object_get(so, "forms");
		men = json_object_get(so, "men");
		/* command by command, in the scenario's order (never the
		 * JSON's: a stored sheet's keys come back sorted) */
		for (k = 0; k < g->ncmd; k++) {
			struct gl_form *f = &g->form[k];

			if (g->cmd[k].side != s || (o = json_object_get(forms,
			    g->cmd[k].id)) == NULL)
				continue;
			op = json_string_value(json_object_get(o, "op"));
			if (op == NULL)
				continue;
			if (strcmp(op, "DISPERSE") == 0)
				glf_disband(g, k, "DISPERSE", log);
			else if (strcmp(op, "FORM") == 0 && read_form(g, k, o))
				f->op = GL_FO_FORM;
			else if (f->kind && strcmp(op, "MARCH") == 0 &&
			    read_march(g, f, o))
				f->op = GL_FO_MARCH;
			else if (f->kind && strcmp(op, "CHARGE") == 0) {
				/* its ELSE read now; taken if it cannot go */
				f->celse = read_else(g, f, json_object_get(o,
				    "else"));
				f->cifreach = json_is_true(json_object_get(o,
				    "ifreach"));
				f->op = charge_target(g, s, f, json_object_get(o,
				    "target")) ? GL_FO_CHARGE : f->celse;
			} else if (f->kind && strcmp(op, "WHEEL") == 0 &&
			    read_wheel(f, o))
				f->op = GL_FO_WHEEL;
			else if (strcmp(op, "FORM") != 0)
				gl_say(log, glf_own_mask(g, k), "%s has no "
				    "formation to %s", g->cmd[k].id, op);
		}
		/* a man told to act alone leaves; the others stand in the
		 * body, which moves only when told (no command default) */
		for (k = 0; k < g->ncmd; k++) {
			struct gl_form *f = &g->form[k];

			if (g->cmd[k].side != s || (f->kind == GL_FK_NONE &&
			    f->op != GL_FO_FORM))
				continue;
			for (i = 0; f->kind && i < f->n; i++)
				if ((m = f->man[i]) >= 0 && (why = alone(
				    json_object_get(men, g->man[m].id))))
					glf_leave(g, k, i, why, log);
			for (i = 0; f->op == GL_FO_FORM && i < f->pn; i++)
				if (alone(json_object_get(men,
				    g->man[f->pman[i]].id)))
					f->pman[i] = -1;
			for (m = 0; m < g->nman; m++)
				if ((gl_form_member(g, m) == k ||
				    pending(f, m)) && !alone(json_object_get(
				    men, g->man[m].id))) {
					plan[m].has_move = 0, plan[m].nway = 0;
					plan[m].charge = -1, plan[m].face = -1;
					plan[m].track = 0;
				}
		}
	}
}

int
gl_form_link(const struct gl_game *g, int m, int *op)
{
	int k = g->man[m].cmd, i;
	const struct gl_form *f;

	if (k < 0 || k >= g->ncmd)
		return 0;
	f = &g->form[k];
	*op = f->op;
	if (f->op == GL_FO_FORM) {
		for (i = 0; i < f->pn; i++)
			if (f->pman[i] == m)
				return k + 1;
		return 0;
	}
	if (f->kind == GL_FK_NONE || (f->op != GL_FO_MARCH &&
	    f->op != GL_FO_WHEEL))
		return 0;
	for (i = 0; i < f->n; i++)
		if (f->man[i] == m)
			return k + 1;
	return 0;
}

/* CHARGE NEAREST: the enemy nearest a man of body k in his place whom
 * that man sees within charge_arc of the front (the lower slot, then the
 * lower casting, on a tie) into its ctgt; -1 if none. */
static int
nearest(struct gl_game *g, int k)
{
	struct gl_form *f = &g->form[k];
	int i, m, e, pick = -1;
	int64_t best = 0, d;

	for (i = 0; i < f->n; i++) {
		if (!glf_in_place(g, k, i))
			continue;
		m = f->man[i];
		for (e = 0; e < g->nman; e++) {
			const struct gl_man *b = &g->man[e];

			if (b->side == g->man[m].side || !gl_able(b) ||
			    b->aboard || !gl_man_sees(g, m, e) ||
			    !gl_in_arc(&g->man[m], g->r.charge_arc, b->x,
			    b->y) || !gl_metal_melee_ok(g, m, e))
				continue;
			d = plane_dist2(gl_pt(g->man[m].x, g->man[m].y),
			    gl_pt(b->x, b->y));
			if (pick < 0 || d < best)
				pick = e, best = d;
		}
	}
	return f->ctgt = pick;
}

/* What a body whose charge cannot go does instead, as its side reads
 * it: its ELSE (its MARCH and WHEEL are told in B.2 as any). */
static const char *
else_said(const struct gl_form *f)
{
	return f->celse == GL_FO_MARCH ? "ELSE: it marches instead (B.2)" :
	    f->celse == GL_FO_WHEEL ? "ELSE: it wheels instead (B.2)" :
	    "it stands";
}

/* B.1: formation k's CHARGE.  The man who leads it is the man in his
 * place nearest the target (the lowest slot on a tie); the charge goes
 * when he sees the target within charge_arc of the front, as a lone
 * charger must (4.5), and, with IFREACH, when the target lies within
 * the body's charge allowance (its slowest man's); -1 otherwise, told
 * to its side, and the body stands. */
int
gl_form_charge_lead(struct gl_game *g, int k, struct event_log *log)
{
	struct gl_form *f = &g->form[k];
	const struct gl_man *b;
	int i, m, lead = -1, slow = -1, pass;
	int64_t best = 0, d;
	const char *why = NULL;

	for (i = m = 0; i < f->n; i++)
		m += glf_in_place(g, k, i);
	if (m < g->f.fm.min_men) {	/* it breaks now (gl_form_check) */
		f->op = GL_FO_NONE;
		return -1;
	}
	if (f->ctgt == -2 && nearest(g, k) < 0) {
		gl_say(log, glf_own_mask(g, k), "%s's %s does not charge: no "
		    "enemy its men see within the charge arc of its front; %s",
		    g->cmd[k].id, glf_kind_word[f->kind], else_said(f));
		f->op = f->celse;
		return -1;
	}
	b = &g->man[f->ctgt];
	/* the leader: the nearest man in his place who sees the target
	 * within the charge arc (4.5: a charger must see his target); none
	 * such, the nearest, and the charge does not go */
	for (pass = 0; pass < 2 && lead < 0; pass++)
		for (i = 0; i < f->n; i++) {
			if (!glf_in_place(g, k, i))
				continue;
			m = f->man[i];
			if (pass == 0 && (!gl_able(b) || b->aboard ||
			    !gl_man_sees(g, m, f->ctgt) || !gl_in_arc(
			    &g->man[m], g->r.charge_arc, b->x, b->y) ||
			    !gl_metal_melee_ok(g, m, f->ctgt)))
				continue;
			d = plane_dist2(gl_pt(g->man[m].x, g->man[m].y),
			    gl_pt(b->x, b->y));
			if (lead < 0 || d < best)
				lead = m, best = d;
		}
	for (i = 0; i < f->n; i++)
		if (glf_in_place(g, k, i) && (slow < 0 || gl_allowance(g,
		    f->man[i], 1) < slow))
			slow = gl_allowance(g, f->man[i], 1);
	if (lead < 0)
		return -1;
	if (!gl_able(b) || b->aboard)
		why = "he is no longer there to charge";
	else if (!gl_man_sees(g, lead, f->ctgt))
		why = "no man of it sees him";
	else if (!gl_in_arc(&g->man[lead], g->r.charge_arc, b->x, b->y) ||
	    !gl_metal_melee_ok(g, lead, f->ctgt))
		why = "he is not within the charge arc of its front";
	else if (f->cifreach && gl_gap_cmp(&g->man[lead], b, (int64_t)slow *
	    GL_YD) > 0)
		why = "he is out of its reach (IFREACH)";
	if (why) {
		gl_say(log, glf_own_mask(g, k), "%s's %s does not charge %s: %s;"
		    " %s", g->cmd[k].id, glf_kind_word[f->kind], b->id, why,
		    else_said(f));
		f->op = f->celse;
		return -1;
	}
	gl_say(log, glf_own_mask(g, k), "%s's %s charges %s as one body, led "
	    "by %s", g->cmd[k].id, glf_kind_word[f->kind], b->id,
	    g->man[lead].id);
	return lead;
}

/* Who stopped body k, where he stands and why, for its side: "U5
 * stops at (103.00,70.00) (his MP spent)", or with another verb ("can go
 * no farther than", for a wheel undone); "" when nobody is known. */
static void
halt_said(const struct gl_game *g, int k, const char *verb, char *out,
    size_t len)
{
	static const char *const why[] = {
		[GL_HW_NONE] = "he can go no farther",
		[GL_HW_MP] = "his MP spent",
		[GL_HW_PAY] = "MP too few for the ground or crossing ahead",
		[GL_HW_GROUND] = "ground he may not cross",
		[GL_HW_EDGE] = "the table's edge",
		[GL_HW_DEMOR] = "demoralized, he goes no nearer the enemy",
		[GL_HW_CONTACT] = "at contact distance of an enemy",
		[GL_HW_STOPIF_ENEMY] = "his STOPIF: an enemy he sees that near",
		[GL_HW_STOPIF_SEEN] = "his STOPIF SEEN: the enemy sees him",
	};
	const struct gl_form *f = &g->form[k];
	const struct gl_man *a;
	char at[48];

	out[0] = '\0';
	if (f->halt_man < 0 || f->halt_man >= g->nman || f->halt_why < 0 ||
	    f->halt_why > GL_HW_STOPIF_SEEN)
		return;
	a = &g->man[f->halt_man];
	gl_fmt_pos(at, sizeof at, a->x, a->y);
	snprintf(out, len, "%s %s %s (%s)", a->id, verb, at,
	    why[f->halt_why]);
}

/* After B.1's ticks, before its moves are told (so that sight is taken
 * from the body where it now stands): each body that charged moved as
 * its men did (each by the same steps); one whose CHARGE reached no
 * enemy stands formed where it halted, facing its front; one that
 * reached an enemy is in a melee and breaks (gl_form_check, after).
 * Called again with a log once the moves are told, to tell a charge that
 * fell short. */
void
gl_form_charged(struct gl_game *g, const struct gl_plan *plan,
    const int *contact, struct event_log *log)
{
	int k, i, m, n, hit;

	for (k = 0; k < g->ncmd; k++) {
		struct gl_form *f = &g->form[k];

		if (f->kind == GL_FK_NONE || f->op != GL_FO_CHARGE)
			continue;
		if (log) {	/* the second call: told after the moves */
			if (f->fell_short) {
				char who[160];

				halt_said(g, k, "stops at", who, sizeof who);
				gl_say(log, glf_own_mask(g, k), "%s's %s charge "
				    "falls short: no man of it reaches an enemy;"
				    " %s%sit stands formed where it halted",
				    g->cmd[k].id, glf_kind_word[f->kind], who,
				    who[0] ? ", and " : "");
			}
			f->fell_short = 0;
			continue;
		}
		for (i = hit = 0; i < f->n; i++)
			if ((m = f->man[i]) >= 0) {
				hit |= contact[m] != 0;
				for (n = 0; n < g->nman; n++)
					hit |= contact[n] == m + 1;
			}
		for (i = 0; i < f->n; i++)
			if ((m = f->man[i]) >= 0 && (g->man[m].x != plan[m].sx ||
			    g->man[m].y != plan[m].sy)) {
				f->ax += g->man[m].x - plan[m].sx;
				f->ay += g->man[m].y - plan[m].sy;
				break;
			}
		if (hit)	/* its men keep the heading they charged on */
			continue;
		for (i = 0; i < f->n; i++)
			if ((m = f->man[i]) >= 0 && gl_able(&g->man[m]))
				g->man[m].facing = f->facing;
		f->fell_short = 1;
	}
}

/* Slot position of slot i for a body anchored on slot `at` standing at
 * (x, y), kind and facing given. */
static void
place(const struct gl_form *f, int kind, int fa, int sp, int at, int x,
    int y, int i, int *px, int *py)
{
	int64_t ax, ay, ix, iy;

	(void)f;
	glf_offset(kind, fa, sp, at, &ax, &ay);
	glf_offset(kind, fa, sp, i, &ix, &iy);
	*px = (int)(x - ax + ix), *py = (int)(y - ay + iy);
}

static void
form_moves(struct gl_game *g, int k, struct gl_plan *plan)
{
	struct gl_form *f = &g->form[k];
	int i, m, gm;

	if ((i = guide_now(g, f)) < 0) {	/* none may form */
		f->op = GL_FO_NONE;
		return;
	}
	f->pguide = i, gm = f->pman[i];
	for (i = 0; i < f->pn; i++) {
		if ((m = f->pman[i]) < 0 || m == gm || !glf_may_form(g, m))
			continue;
		plan[m].has_move = 1, plan[m].nway = 1;
		place(f, f->pkind, f->pface, f->pspacing, f->pguide,
		    g->man[gm].x, g->man[gm].y, i, &plan[m].wx[0],
		    &plan[m].wy[0]);
	}
}

static void
march_moves(struct gl_game *g, int k, struct gl_plan *plan)
{
	struct gl_form *f = &g->form[k];
	int gs = glf_guide_slot(g, k), i, j, m, dx, dy;

	f->pivot = gs;			/* the guide, for the anchor after */
	for (i = 0; gs >= 0 && i < f->n; i++) {
		if ((m = f->man[i]) < 0)
			continue;
		dx = g->man[m].x - g->man[f->man[gs]].x;
		dy = g->man[m].y - g->man[f->man[gs]].y;
		plan[m].has_move = 1, plan[m].nway = f->nway;
		for (j = 0; j < f->nway; j++)
			plan[m].wx[j] = f->wx[j] + dx, plan[m].wy[j] = f->wy[j] + dy;
		plan[m].stopif_enemy = f->stop_enemy;
		plan[m].stopif_seen = f->stop_seen;
	}
}

static void
wheel_moves(struct gl_game *g, int k, struct gl_plan *plan)
{
	struct gl_form *f = &g->form[k];
	int diff = plane_deg_diff(f->facing, f->pface), i, j, m, steps, fa;
	int lo = -1, hi = -1, px, py, cw;
	const struct gl_fmrules *r = &g->f.fm;

	cw = (f->pface - f->facing + 360) % 360 <= 180;
	if (diff < 0)
		diff = -diff;
	for (i = 0; i < f->n; i++)
		if (f->man[i] >= 0 && glf_in_place(g, k, i)) {
			if (lo < 0)
				lo = i;
			hi = i;
		}
	if (lo < 0 || diff == 0 || diff > r->wheel_max_deg) {
		f->op = GL_FO_NONE;
		return;
	}
	/* a line pivots on the flank it turns toward, a column on its head */
	f->pivot = f->kind == GL_FK_LINE && cw ? hi : lo;
	glf_slot_at(g, k, f->pivot, &px, &py);
	steps = (diff + r->wheel_step_deg - 1) / r->wheel_step_deg;
	if (steps > GL_MAX_WAY)
		steps = GL_MAX_WAY;
	for (i = 0; i < f->n; i++) {
		if ((m = f->man[i]) < 0 || i == f->pivot)
			continue;
		plan[m].has_move = 1, plan[m].nway = steps;
		for (j = 1; j <= steps; j++) {
			fa = plane_deg_norm(f->facing + (cw ? 1 : -1) *
			    (j == steps ? diff : j * diff / steps));
			place(f, f->kind, fa, f->spacing, f->pivot, px, py, i,
			    &plan[m].wx[j - 1], &plan[m].wy[j - 1]);
		}
	}
}

void
gl_form_moves(struct gl_game *g, struct gl_plan *plan, struct event_log *log)
{
	int k;

	(void)log;
	for (k = 0; k < g->ncmd; k++)
		if (g->form[k].op == GL_FO_FORM)
			form_moves(g, k, plan);
		else if (g->form[k].op == GL_FO_MARCH)
			march_moves(g, k, plan);
		else if (g->form[k].op == GL_FO_WHEEL)
			wheel_moves(g, k, plan);
}

const char *
glf_out_why(const struct gl_game *g, int m, char *why, size_t n)
{
	const struct gl_man *a = &g->man[m];

	if (gl_able(a) && !a->demor && !a->locked && a->gun) {
		/* his own side's line: the gun he serves is named */
		snprintf(why, n, "serving %s", g->gun[a->gun - 1].id);
		return why;
	}
	return !gl_able(a) ? "fallen" : a->demor ? "demoralized" : a->locked ?
	    "in a melee" : a->aboard ? "aboard" :
	    a->run_leg ? "running for rounds" : a->prone ? "prone" :
	    "not drilled";
}

static void
settle_form(struct gl_game *g, int k, struct event_log *log)
{
	struct gl_form *f = &g->form[k];
	int i, n = 0, x, y, gm = f->pman[f->pguide];
	char names[GL_MAX_MEN * (GL_ID_LEN + 1)], face[8];
	char outs[GL_MAX_MEN * (2 * GL_ID_LEN + 24)], why[GL_WHY_LEN];
	size_t len = 0, olen = 0;

	names[0] = outs[0] = '\0';
	for (i = 0; i < f->pn; i++) {
		if (f->pman[i] >= 0 && (!glf_may_form(g, f->pman[i]) ||
		    g->man[f->pman[i]].prone) && olen < sizeof outs)
			olen += (size_t)snprintf(outs + olen, sizeof outs -
			    olen, "%s%s (%s)", olen ? ", " : "",
			    g->man[f->pman[i]].id, glf_out_why(g, f->pman[i],
			    why, sizeof why));
		if (f->pman[i] < 0 || !glf_may_form(g, f->pman[i]) ||
		    g->man[f->pman[i]].prone) {
			f->pman[i] = -1;
			continue;
		}
		place(f, f->pkind, f->pface, f->pspacing, f->pguide,
		    g->man[gm].x, g->man[gm].y, i, &x, &y);
		if (plane_cmp_dist(gl_pt(x, y), gl_pt(g->man[f->pman[i]].x,
		    g->man[f->pman[i]].y), g->f.fm.place_cyd) > 0) {
			gl_say(log, glf_own_mask(g, k), "%s does not reach his "
			    "place in %s's %s", g->man[f->pman[i]].id,
			    g->cmd[k].id, glf_kind_word[f->pkind]);
			f->pman[i] = -1;
			continue;
		}
		n++;
		len += (size_t)snprintf(names + len, sizeof names - len, " %s",
		    g->man[f->pman[i]].id);
	}
	if (n < g->f.fm.min_men) {
		/* who stood in place, and who could not come and why */
		gl_say(log, glf_own_mask(g, k), "%s cannot form a %s: %d %s "
		    "in place%s%s%s, fewer than %d%s%s", g->cmd[k].id,
		    glf_kind_word[f->pkind], n, n == 1 ? "man" : "men",
		    n ? " (" : "", n ? names + 1 : "", n ? ")" : "",
		    g->f.fm.min_men, olen ? "; could not form: " : "", outs);
		return;
	}
	f->kind = f->pkind, f->facing = f->pface, f->spacing = f->pspacing;
	f->n = f->pn;			/* a man who did not come: a gap */
	memcpy(f->man, f->pman, sizeof f->man[0] * (size_t)f->pn);
	glf_anchor_of(f->kind, f->facing, f->spacing, f->pguide, g->man[gm].x,
	    g->man[gm].y, &f->ax, &f->ay);
	/* the men took their places walking; now each is set on his place
	 * exactly and faces the front */
	for (i = 0; i < f->n; i++) {
		if (f->man[i] < 0)
			continue;
		glf_slot_at(g, k, i, &x, &y);
		g->man[f->man[i]].x = x, g->man[f->man[i]].y = y;
		g->man[f->man[i]].facing = f->facing;
	}
	snprintf(face, sizeof face, "%d", f->facing);
	if (f->man[f->pguide] < 0)
		/* the guide left out (a prone one: glf_may_form lets him
		 * guide, but he is no part of the body): the places were
		 * still reckoned from where he is */
		gl_say(log, glf_own_mask(g, k), "%s forms a %s facing %s, %d "
		    "yd apart, places taken from where %s %s (%s, not in "
		    "the %s):%s", g->cmd[k].id, glf_kind_word[f->kind], face,
		    f->spacing / GL_YD, g->man[gm].id, g->man[gm].prone ?
		    "lies" : "stands", glf_out_why(g, gm, why, sizeof why),
		    glf_kind_word[f->kind], names);
	else
		gl_say(log, glf_own_mask(g, k), "%s forms a %s facing %s, %d "
		    "yd apart, guide %s:%s", g->cmd[k].id,
		    glf_kind_word[f->kind], face, f->spacing / GL_YD,
		    g->man[gm].id, names);
}

void
gl_form_settle(struct gl_game *g, struct gl_plan *plan, int type,
    struct event_log *log)
{
	int k, i, m, whole, px, py;
	char who[160];

	for (k = 0; k < g->ncmd; k++) {
		struct gl_form *f = &g->form[k];

		if (f->moved || (f->op == GL_FO_FORM ? (f->pguide < f->pn &&
		    f->pman[f->pguide] >= 0 && g->man[f->pman[f->pguide]].type !=
		    type) : (glf_horse(g, k) ? GL_MOUNTED : GL_FOOT) != type))
			continue;
		f->moved = 1;
		if (f->op == GL_FO_FORM) {
			settle_form(g, k, log);
			continue;
		}
		if (f->kind == GL_FK_NONE || (f->op != GL_FO_MARCH &&
		    f->op != GL_FO_WHEEL))
			continue;
		whole = 1;
		for (i = 0; i < f->n; i++)
			if ((m = f->man[i]) >= 0 && plan[m].nway > 0 &&
			    (g->man[m].x != plan[m].wx[plan[m].nway - 1] ||
			    g->man[m].y != plan[m].wy[plan[m].nway - 1]))
				whole = 0;
		if (f->op == GL_FO_WHEEL && !whole) {
			/* made whole or not at all: back where they stood,
			 * the man who could not go on named where he got */
			halt_said(g, k, "can go no farther than", who,
			    sizeof who);
			for (i = 0; i < f->n; i++)
				if ((m = f->man[i]) >= 0) {
					g->man[m].x = plan[m].sx;
					g->man[m].y = plan[m].sy;
				}
			if (who[0])
				gl_say(log, glf_own_mask(g, k), "%s's %s cannot "
				    "wheel to %d this turn: %s, so it stands "
				    "facing %d", g->cmd[k].id,
				    glf_kind_word[f->kind], f->pface, who,
				    f->facing);
			else
				gl_say(log, glf_own_mask(g, k), "%s's %s cannot "
				    "wheel to %d this turn (MP, ground or an "
				    "enemy in the way): it stands facing %d",
				    g->cmd[k].id, glf_kind_word[f->kind],
				    f->pface, f->facing);
		} else if (f->op == GL_FO_WHEEL) {
			gl_say(log, glf_own_mask(g, k), "%s's %s wheels from %d to "
			    "%d on %s", g->cmd[k].id, glf_kind_word[f->kind],
			    f->facing, f->pface, g->man[f->man[f->pivot]].id);
			glf_slot_at(g, k, f->pivot, &px, &py);
			f->facing = f->pface;
			glf_anchor_of(f->kind, f->facing, f->spacing, f->pivot, px,
			    py, &f->ax, &f->ay);
		} else {
			/* the body moved as its guide did */
			if (f->pivot >= 0 && (m = f->man[f->pivot]) >= 0) {
				char p1[48];

				f->ax += g->man[m].x - plan[m].sx,
				f->ay += g->man[m].y - plan[m].sy;
				gl_fmt_pos(p1, sizeof p1, g->man[m].x,
				    g->man[m].y);
				gl_say(log, glf_own_mask(g, k), "%s's %s marches "
				    "%d yd, its guide %s to %s, front %d",
				    g->cmd[k].id, glf_kind_word[f->kind], (int)(
				    (gl_dist(plan[m].sx, plan[m].sy, g->man[m].x,
				    g->man[m].y) + GL_YD / 2) / GL_YD),
				    g->man[m].id, p1, f->facing);
			}
			halt_said(g, k, "stops at", who, sizeof who);
			if (!whole && who[0])
				gl_say(log, glf_own_mask(g, k), "%s's %s halts "
				    "short: %s, and the body halts with him",
				    g->cmd[k].id, glf_kind_word[f->kind], who);
			else if (!whole)
				gl_say(log, glf_own_mask(g, k), "%s's %s halts "
				    "short: one of its men can go no farther, "
				    "so the body halts",
				    g->cmd[k].id, glf_kind_word[f->kind]);
		}
		for (i = 0; i < f->n; i++)
			if ((m = f->man[i]) >= 0 && gl_able(&g->man[m]))
				g->man[m].facing = f->facing;
	}
}

/* A scenario's FORM (gl_form_kw): the body stands formed from the start,
 * each man set on his place from the guide's, facing the front; -1 when
 * a man may not form, too few are named, or a place is off the board. */
int
gl_form_set(struct gl_game *g, int k, const json_t *o)
{
	struct gl_form *f = &g->form[k];
	int i, x, y, gm;

	if (!read_form(g, k, o) || f->pn < g->f.fm.min_men)
		return -1;
	for (i = 0; i < f->pn; i++)
		if (!glf_may_form(g, f->pman[i]))
			return -1;
	gm = f->pman[f->pguide];
	for (i = 0; i < f->pn; i++) {
		place(f, f->pkind, f->pface, f->pspacing, f->pguide,
		    g->man[gm].x, g->man[gm].y, i, &x, &y);
		if (x < 0 || y < 0 || x > g->width || y > g->height)
			return -1;
	}
	for (i = 0; i < f->pn; i++) {
		place(f, f->pkind, f->pface, f->pspacing, f->pguide,
		    g->man[gm].x, g->man[gm].y, i, &x, &y);
		g->man[f->pman[i]].x = x, g->man[f->pman[i]].y = y;
		g->man[f->pman[i]].facing = f->pface;
	}
	f->kind = f->pkind, f->facing = f->pface, f->spacing = f->pspacing;
	f->n = f->pn;
	memcpy(f->man, f->pman, sizeof f->man[0] * (size_t)f->pn);
	glf_anchor_of(f->kind, f->facing, f->spacing, f->pguide, g->man[gm].x,
	    g->man[gm].y, &f->ax, &f->ay);
	return 0;
}
