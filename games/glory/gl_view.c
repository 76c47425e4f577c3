/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_view.c - who sees whom (digest 7) and what each side is told: its
 * own castings in full, enemies it sees now (never their rating,
 * training, orders or timers), last-seen markers, the events it saw.
 * secrets() lists the ids of every enemy a side has never seen.
 */
#include <stdio.h>
#include <string.h>

#include "sheet_words.h"
#include "gl.h"

int
gl_able(const struct gl_man *m)
{
	return m->status == GL_ST_OK;
}

static const char *const class_names[GL_NCLASS] = {
	"PIS", "THR", "BOW", "SBM", "MLR", "RMK", "BLC", "BLR", "MAG",
};

const char *
gl_gun_kind_name(int k)
{
	static const char *const names[GL_GUN_NKIND] = { "smoothbore",
		"howitzer", "rifled", "Gatling", "Maxim" };

	return names[k];
}

const char *
gl_fclass_name(int c)
{
	return c >= 0 && c < GL_NCLASS ? class_names[c] : "-";
}

/* His best missile weapon's 7.13 class, -1 for none. */
int
gl_fire_class(const struct gl_man *m)
{
	static const int order[][2] = {
		{ GL_W_MAG, GL_C_MAG }, { GL_W_BLR, GL_C_BLR },
		{ GL_W_RMK, GL_C_RMK }, { GL_W_MLR, GL_C_MLR },
		{ GL_W_BLC, GL_C_BLC }, { GL_W_SBM, GL_C_SBM },
		{ GL_W_BOW, GL_C_BOW }, { GL_W_SLING, GL_C_BOW },
		{ GL_W_REVOLVER, GL_C_PIS }, { GL_W_PISTOL, GL_C_PIS },
		{ GL_W_JAVELIN, GL_C_THR }, { GL_W_HATCHET, GL_C_THR },
	};
	size_t i;

	for (i = 0; i < sizeof order / sizeof order[0]; i++)
		if (m->weapons & (1u << order[i][0]))
			return order[i][1];
	return -1;
}

int
gl_fmt_pos(char *b, size_t n, int x, int y)
{
	char p[48];

	return snprintf(b, n, "(%s)", word_point_text(x, y, GL_YD, 2, p,
	    sizeof p));
}

/* Does man o see man e (4.2, 7): range, prone, line of sight. */
int
gl_man_sees(const struct gl_game *g, int o, int e)
{
	const struct gl_man *a = &g->man[o], *b = &g->man[e];

	if (!gl_able(a) || !gl_able(b) || gl_unexposed(g, e) || b->aboard)
		return 0;	/* aboard a wagon: never seen (gl_wagon.c) */
	if (g->visibility > 0 && plane_cmp_dist(gl_pt(a->x, a->y),
	    gl_pt(b->x, b->y), g->visibility) > 0)
		return 0;
	if (g->r.opt_prone && b->prone && !(b->fired_turn > 0 &&
	    b->fired_turn >= g->turn - 1) && plane_cmp_dist(gl_pt(a->x, a->y),
	    gl_pt(b->x, b->y), g->r.prone_spot_yd * GL_YD) > 0)
		return 0;
	return gl_los(g, a->x, a->y, b->x, b->y, NULL);
}

int
gl_sees(const struct gl_game *g, int side, int e)
{
	int o;

	if (g->man[e].side == side)
		return 1;
	for (o = 0; o < g->nman; o++)
		if (g->man[o].side == side && gl_man_sees(g, o, e))
			return 1;
	return 0;
}

static int
sees_point(const struct gl_game *g, int side, int x, int y)
{
	int o;

	for (o = 0; o < g->nman; o++) {
		const struct gl_man *a = &g->man[o];

		if (a->side != side || !gl_able(a))
			continue;
		if (g->visibility > 0 && plane_cmp_dist(gl_pt(a->x, a->y),
		    gl_pt(x, y), g->visibility) > 0)
			continue;
		if (gl_los(g, a->x, a->y, x, y, NULL))
			return 1;
	}
	return 0;
}

int
gl_sees_point(const struct gl_game *g, int side, int x, int y)
{
	return sees_point(g, side, x, y);
}

int
gl_sees_gun(const struct gl_game *g, int side, int k)
{
	return g->gun[k].side == side || sees_point(g, side, g->gun[k].x,
	    g->gun[k].y);
}

void
gl_seen_now(struct gl_game *g, int m, int x, int y)
{
	struct gl_man *a = &g->man[m];

	a->ever_seen = 1;
	a->last_x = x, a->last_y = y;
	a->last_turn = g->turn;
}

void
gl_sight(struct gl_game *g)
{
	int i, s;

	gl_fall_note(g);	/* before `seen` is made again */
	for (i = 0; i < g->nman; i++) {
		struct gl_man *m = &g->man[i];

		m->seen = gl_able(m) && gl_sees(g, 1 - m->side, i);
		if (m->seen) {
			m->ever_seen = 1;
			m->last_x = m->x, m->last_y = m->y;
			m->last_turn = g->turn;
		}
	}
	for (i = 0; i < g->ngun; i++) {
		struct gl_gun *k = &g->gun[i];

		k->seen = gl_sees_gun(g, 1 - k->side, i);
		if (k->seen) {
			k->ever_seen = 1;
			k->last_x = k->x, k->last_y = k->y;
			k->last_turn = g->turn;
		}
	}
	for (i = 0; i < g->nlimb; i++) {
		struct gl_limber *l = &g->limb[i];

		s = g->gun[l->gun].side;
		l->seen = sees_point(g, 1 - s, l->x, l->y);
		if (l->seen) {
			l->ever_seen = 1;
			l->last_x = l->x, l->last_y = l->y;
			l->last_turn = g->turn;
		}
	}
	gl_wagon_sight(g);
}

static void
status_words(struct buf *out, const struct gl_man *m)
{
	static const char *const leaders[] = { "", ", minor leader",
		", major leader", ", commander" };

	buf_adds(out, leaders[m->leader]);
	if (m->wounds)
		buf_adds(out, ", wounded");
	if (m->demor)
		buf_adds(out, ", demoralized");
	if (m->prone)
		buf_adds(out, ", prone");
	if (m->locked)
		buf_adds(out, ", in melee");
}

static void
own_man(const struct gl_game *g, struct buf *out, const struct gl_man *m)
{
	static const char *const ratings[] = { "levy", "green", "regular",
		"veteran", "elite" };
	static const char *const trains[] = { "untrained", "warrior",
		"drilled" };
	static const char *const st[] = { "", "KILLED", "CAPTURED", "gone" };
	char p[48];
	int w;

	gl_fmt_pos(p, sizeof p, m->x, m->y);
	if (!gl_able(m)) {
		buf_addf(out, "  %-5s %s\n", m->id, st[m->status]);
		return;
	}
	buf_addf(out, "  %-5s %s %s %s %s, %s at %s facing %d",
	    m->id, g->cmd[m->cmd].id, m->type ? "mounted" : "foot",
	    ratings[m->rating + 2], trains[m->training],
	    gl_fclass_name(gl_fire_class(m)), p, m->facing);
	status_words(out, m);
	if (m->wounds)
		buf_addf(out, " (%d wound%s)", m->wounds, m->wounds > 1 ? "s" :
		    "");
	buf_adds(out, "; weapons");
	if (m->weapons == 0)
		buf_adds(out, " none");
	for (w = 0; w < GL_NWEAPON; w++)
		if (m->weapons & (1u << w))
			buf_addf(out, " %s", gl_weapon_name(w));
	buf_adds(out, "; FIRE ");
	if (m->fire_tgt >= 0)
		buf_addf(out, "%s ELSE %s", g->man[m->fire_tgt].id,
		    m->fire_else == GL_T_NONE ? "NONE" : "NEAREST");
	else if (m->fire_tgt == GL_T_LEADER)	/* gl_fx.c */
		buf_addf(out, "LEADER ELSE %s", m->fire_else == GL_T_NONE ?
		    "NONE" : "NEAREST");
	else if (m->fire_tgt == GL_T_AT) {	/* gl_fx.c */
		char at[48];

		gl_at_word(g, m, at, sizeof at);
		buf_addf(out, "%s ELSE %s", at, m->fire_else == GL_T_NONE ?
		    "NONE" : "NEAREST");
	} else if (m->fire_tgt == GL_T_GUN)	/* gl_fx.c */
		buf_addf(out, "%s ELSE %s", m->fire_gun ?
		    g->gun[m->fire_gun - 1].id : "GUN", m->fire_else ==
		    GL_T_NONE ? "NONE" : "NEAREST");
	else
		buf_adds(out, m->fire_tgt == GL_T_NEAREST ? "NEAREST" :
		    m->fire_tgt == GL_T_NONE ? "NONE" : "(command default)");
	buf_addf(out, ", REACT %s, WOUNDED %s, TIE %s, FLEETO ",
	    m->react ? "COUNTER" : "STAND", m->wounded_flee ? "FLEE" : "FIGHT",
	    m->tie_flee ? "FLEE" : "STAY");
	if (m->fleeto_edge)
		buf_adds(out, "EDGE");
	else {
		gl_fmt_pos(p, sizeof p, m->fleeto_x, m->fleeto_y);
		buf_adds(out, p);
	}
	if (m->gun)
		buf_addf(out, ", crew of %s", g->gun[m->gun - 1].id);
	if (m->low_ammo)
		buf_adds(out, ", short of rounds");
	gl_supply_note_man(g, m, out);	/* RUNNER */
	buf_adds(out, "\n");
}

/* An enemy the side saw killed or captured (fell_seen 2, gl_fall_note):
 * it knows where he lies and lists him so, not as a lost contact. */
static int
seen_fall(const struct gl_man *m)
{
	return m->fell_seen == 2 && (m->status == GL_ST_DEAD ||
	    m->status == GL_ST_CAPTURED);
}

static void
enemy_men(const struct gl_game *g, struct buf *out, int v)
{
	char p[48];
	size_t at;
	int i, any;

	at = game_report_section(out, "\nEnemy in sight:\n");
	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];

		if (m->side == v || !gl_able(m) || !m->seen)
			continue;
		gl_fmt_pos(p, sizeof p, m->x, m->y);
		buf_addf(out, "  %-5s %s %s at %s facing %d", m->id,
		    m->type ? "mounted" : "foot",
		    gl_fclass_name(gl_fire_class(m)), p, m->facing);
		status_words(out, m);
		gl_ladder_note(g, i, out);	/* gl_ladder.c */
		buf_adds(out, "\n");
	}
	for (i = 0; i < g->ngun; i++)
		if (g->gun[i].side != v && g->gun[i].seen) {
			gl_fmt_pos(p, sizeof p, g->gun[i].x, g->gun[i].y);
			buf_addf(out, "  %-5s gun at %s facing %d%s\n",
			    g->gun[i].id, p, g->gun[i].facing,
			    g->gun[i].destroyed ? " (destroyed)" : "");
		}
	game_report_none(out, at, "  (none)\n");
	any = 0;
	for (i = 0; i < g->nman; i++) {	/* gl_draw.c marks the same men */
		const struct gl_man *m = &g->man[i];

		if (m->side == v || !seen_fall(m))
			continue;
		if (!any)
			buf_adds(out, "\nEnemy seen to fall:\n");
		any = 1;
		gl_fmt_pos(p, sizeof p, m->x, m->y);
		buf_addf(out, "  %-5s %s at %s\n", m->id, m->status ==
		    GL_ST_DEAD ? "KILLED" : "CAPTURED", p);
	}
	any = 0;
	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];

		if (m->side == v || !m->ever_seen || (gl_able(m) && m->seen) ||
		    seen_fall(m))
			continue;
		if (!any)
			buf_adds(out, "\nLost contacts:\n");
		any = 1;
		gl_fmt_pos(p, sizeof p, m->last_x, m->last_y);
		buf_addf(out, "  %-5s last seen at %s on turn %d\n", m->id, p,
		    m->last_turn);
	}
}


/* A gun of the report's side that finds no target for its next A.1
 * (gl_art.c gl_gun_idle): said here, from the state as it stands, as
 * the resolution holds its fire then without a word (no event is
 * stored for it).  Only its own side's sight: what the report shows. */
static void
idle_gun(const struct gl_game *g, int k, struct buf *out)
{
	const struct gl_gun *gun = &g->gun[k];
	int why = gl_gun_idle(g, k);
	char band[32];

	if (why == 0)
		return;
	if (why == 2)
		snprintf(band, sizeof band, "3-yd ball lane");
	else
		snprintf(band, sizeof band, "%d-yd shell band",
		    g->r.can_width_yd);
	buf_addf(out, "        no target: no enemy its side sees in its %s%s "
	    "ahead, so at FIRE NEAREST (the crew's choice) it holds fire in "
	    "turn %d's A.1 (FACE acts in B.3, after it)\n",
	    gun->ammo_can != 0 ? "canister zone or its " : "", band, g->turn);
}

int
gl_report(const void *gv, const json_t *events, int v, struct buf *out)
{
	const struct gl_game *g = gv;
	char p[48];
	int s, i;

	buf_addf(out, "GLORY: %s\n", g->name);
	if (g->over)
		buf_addf(out, "The game is over after turn %d: %s\n",
		    g->turn - 1 < 1 ? 1 : g->turn - 1, g->result);
	else
		buf_addf(out, "Turn %d of %d (30 seconds each). Orders due "
		    "from both sides.\n", g->turn, g->turns);
	for (s = 0; s < GL_NSIDES; s++) {
		if (v >= 0 && s != v)
			continue;	/* the end mail's debrief (src/report.c)
					 * shows the enemy's, out of a campaign */
		buf_addf(out, "\n%s (%s), %s castings (%d force points, "
		    "digest 4.10):\n", g->side[s], g->side_title[s],
		    s == v ? "your" : "the", gl_force_points(g, s));
		for (i = 0; i < g->ncmd; i++)
			if (g->cmd[i].side == s)
				buf_addf(out, "  %s ORDER %s%s%s\n", g->cmd[i].id,
				    gl_order_name(g->cmd[i].order),
				    g->cmd[i].obj_feature[0] ? " OBJ " : "",
				    g->cmd[i].obj_feature);
		for (i = 0; i < g->nman; i++)
			if (g->man[i].side == s)
				own_man(g, out, &g->man[i]);
		for (i = 0; i < g->ngun; i++)
			if (g->gun[i].side == s) {
				gl_fmt_pos(p, sizeof p, g->gun[i].x,
				    g->gun[i].y);
				buf_addf(out, "  %-5s %s (%s) at %s facing %d%s"
				    "%s",
				    g->gun[i].id, g->gun[i].name,
				    gl_gun_kind_name(g->gun[i].kind),
				    p, g->gun[i].facing, g->gun[i].work ?
				    (g->gun[i].work == 1 ? " limbering" :
				    " unlimbering") : g->gun[i].limbered ?
				    " limbered" : "", g->gun[i].destroyed ?
				    " DESTROYED" : "");
				gl_rounds_note(g, i, out);	/* gl_fx.c */
				buf_adds(out, "\n");
				gl_supply_note_gun(g, i, out);
				idle_gun(g, i, out);
			}
	}
	for (i = 0; i < g->nlimb; i++) {
		const struct gl_limber *l = &g->limb[i];
		int s2 = g->gun[l->gun].side;

		if (v >= 0 && s2 != v && !l->seen)
			continue;
		gl_fmt_pos(p, sizeof p, l->x, l->y);
		if (v < 0 || s2 == v)
			buf_addf(out, "  %-5s limber of %s, %d horses, driver %s%s, "
			    "at %s facing %d%s\n", l->id, g->gun[l->gun].id,
			    l->horses, l->driver >= 0 ? g->man[l->driver].id :
			    "-", l->left ? " (fled: unmanned)" : "", p, l->facing,
			    l->destroyed ? " DESTROYED" : "");
		else
			buf_addf(out, "  (enemy limber %s at %s)\n", l->id, p);
	}
	gl_wagon_report(g, v, out);
	gl_form_report(g, v, out);	/* its own formations (gl_form.c) */
	if (v >= 0)
		enemy_men(g, out, v);
	event_print_for(out, events, v < 0 ? NULL : g->side[v],
	    "\nWhat happened:\n");
	if (v >= 0 && g->vic_text[v][0])
		buf_addf(out, "\nTo win: %s\n", g->vic_text[v]);
	return out->failed ? PBEM_ERR_NOMEM : PBEM_OK;
}

int
gl_secrets(const void *gv, const json_t *events, int v, json_t *tokens)
{
	const struct gl_game *g = gv;
	int i;

	(void)events;
	/* the referee sees everything; once the game is over, so does each
	 * side: its end mail is the full debrief (src/report.c) */
	if (v < 0 || g->over)
		return PBEM_OK;
	for (i = 0; i < g->nman; i++)
		if (g->man[i].side != v && !g->man[i].ever_seen)
			json_array_append_new(tokens, json_string(g->man[i].id));
	for (i = 0; i < g->ncmd; i++)
		if (g->cmd[i].side != v)
			json_array_append_new(tokens, json_string(g->cmd[i].id));
	for (i = 0; i < g->ngun; i++)
		if (g->gun[i].side != v && !g->gun[i].ever_seen)
			json_array_append_new(tokens, json_string(g->gun[i].id));
	for (i = 0; i < g->nwag; i++)	/* gl_wagon.c */
		if (g->wag[i].side != v && !g->wag[i].ever_seen)
			json_array_append_new(tokens, json_string(g->wag[i].id));
	gl_dump_secrets(g, v, tokens);	/* gl_dump.c */
	return PBEM_OK;
}
