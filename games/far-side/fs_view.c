/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_view.c - what a side is told (§15): the phase summary, the per-side
 * report (map, own units in full, enemies in sight with only what §15
 * allows, last-known markers, the events that side saw, own losses, the
 * result) and secrets(), the strings that must never reach that side.
 * It reads the game and never changes it.  Enemy units appear only by the
 * viewer's alias; side < 0 is the referee, who sees everything.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

void
fs_phase(const void *gv, struct game_phase *out)
{
	const struct fs_game *g = gv;
	int s = FS_ACTING(g);

	if (g->over) {
		game_phase_over(out, g->turn, g->turns, g->result);
		return;
	}
	if (g->turn == 0)
		game_phase_due_said(out, 0, "deploy", "deploy", GAME_DUE_ALL,
		    g->side, FS_NSIDES, "Deployment: both sides send sealed "
		    "deployment sheets");
	else
		game_phase_due_said(out, g->turn, NULL, "orders", 1u << s,
		    g->side, FS_NSIDES, "Turn %d of %d: %s to act", g->turn,
		    g->turns, g->side[s]);
}

/*
 * What `viewer` (-1: the referee) is shown of unit u: the one rule the
 * report, its text map and the drawing (fs_draw.c) all follow.  Own units
 * (every unit, for the referee) in full; an enemy while it is in sight
 * (fs_visible, §15); else where it was last seen, unless the viewer saw
 * it eliminated; else nothing.
 */
int
fs_shown(const struct fs_game *g, int viewer, int u)
{
	const struct fs_unit *e = &g->u[u];

	if (viewer < 0 || e->side == viewer)
		return FS_SHOWN_OWN;
	if (fs_visible(g, viewer, u))
		return FS_SHOWN_SEEN;
	if (e->lk_valid[viewer] && !e->gone_seen[viewer])
		return FS_SHOWN_MARKER;
	return FS_SHOWN_NOT;
}

/* Who holds objective i as the viewer knows it: a side; -1 nobody yet
 * (told to the referee and the holder); -2 not known (not the viewer,
 * and no unit the viewer sees stands on it). */
int
fs_obj_holder_shown(const struct fs_game *g, int viewer, int i)
{
	int h = g->obj_holder[i];
	int u = fs_unit_at(g, g->obj[i] % g->cols, g->obj[i] / g->cols);

	if (viewer < 0 || h == viewer)
		return h;
	if (u >= 0 && fs_visible(g, viewer, u))
		return g->u[u].side;
	return -2;
}

/* The tag a viewer sees in a cell: own id, Xn, ?Xn (stale), or "". */
static void
cell_tag(const struct fs_game *g, int viewer, int x, int y, char *tag,
    size_t n)
{
	int u = fs_unit_at(g, x, y), i;

	tag[0] = '\0';
	if (u >= 0 && fs_shown(g, viewer, u) == FS_SHOWN_OWN) {
		snprintf(tag, n, "%s", g->u[u].id);
		return;
	}
	if (u >= 0 && fs_shown(g, viewer, u) == FS_SHOWN_SEEN) {
		snprintf(tag, n, "X%d", g->u[u].alias[viewer]);
		return;
	}
	if (viewer < 0)
		return;
	for (i = 0; i < g->nunits; i++)
		if (fs_shown(g, viewer, i) == FS_SHOWN_MARKER &&
		    g->u[i].lk_x[viewer] == x && g->u[i].lk_y[viewer] == y) {
			snprintf(tag, n, "?X%d", g->u[i].alias[viewer]);
			return;
		}
}

static int
is_obj(const struct fs_game *g, int x, int y)
{
	int i;

	for (i = 0; i < g->nobj; i++)
		if (g->obj[i] == y * g->cols + x)
			return 1;
	return 0;
}

static void
map(const struct fs_game *g, int viewer, struct buf *out)
{
	char tag[24];
	int x, y, w = 2, l;

	for (y = 0; y < g->rows; y++)
		for (x = 0; x < g->cols; x++) {
			cell_tag(g, viewer, x, y, tag, sizeof tag);
			l = (int)strlen(tag);
			if (l > w)
				w = l;
		}
	buf_addf(out, "MAP (north is up; %s deploys in rows %d-%d, %s in "
	    "rows %d-%d)\n\n     ", g->side[0], g->zone_lo[0] + 1,
	    g->zone_hi[0] + 1, g->side[1], g->zone_lo[1] + 1,
	    g->zone_hi[1] + 1);
	for (x = 0; x < g->cols; x++)
		buf_addf(out, "%-*c", w + 3, 'A' + x);
	buf_adds(out, "\n");
	for (y = g->rows - 1; y >= 0; y--) {
		buf_addf(out, "%3d  ", y + 1);
		for (x = 0; x < g->cols; x++) {
			cell_tag(g, viewer, x, y, tag, sizeof tag);
			buf_addf(out, "%c%c%-*s ", g->terr[y * g->cols + x],
			    g->fort[y * g->cols + x] ? '+' : is_obj(g, x, y) ?
			    '*' : ' ', w, tag);
		}
		buf_addf(out, " %d\n", y + 1);
	}
	buf_adds(out, "     ");
	for (x = 0; x < g->cols; x++)
		buf_addf(out, "%-*c", w + 3, 'A' + x);
	buf_adds(out, "\n\nTerrain: . open, F forest, B built-up area, r rough, "
	    "~ river, = bridge, f ford, 1-3 hill of that height.\n"
	    "Marks: * objective, + fortification. ");
	if (viewer >= 0)
		buf_adds(out, "Your units by name; Xn = an enemy in sight "
		    "now; ?Xn = where an enemy was last seen (old news).\n");
	else
		buf_adds(out, "Referee's view: every unit by its real name.\n");
}

static const char *
condition(const struct fs_unit *u)
{
	if (u->dis && u->blo)
		return "Bloodied and Disordered";
	if (u->blo)
		return "Bloodied";
	if (u->dis)
		return "Disordered";
	return "Steady";
}

static void
traits_text(const struct fs_game *g, const struct fs_leader *l,
    struct buf *out)
{
	int t, n = 0;

	for (t = 0; t < g->r.ntraits; t++)
		if (l->traits & (1u << t))
			buf_addf(out, "%s%s", n++ ? ", " : " (", g->r.trait[t].key);
	buf_adds(out, n ? ")" : " (no trait)");
}

static void
unit_full(const struct fs_game *g, int viewer, int u, struct buf *out)
{
	const struct fs_unit *e = &g->u[u];
	char b[32], c[GRID_LABEL_LEN];
	int l, i;

	buf_addf(out, "  %-6s %s (%s)", e->id, g->r.type[e->type].name,
	    g->r.qual[e->qual].name);
	if (viewer < 0)
		buf_addf(out, " [%s]", g->side[e->side]);
	if (!e->alive) {
		buf_addf(out, ": eliminated in turn %d.\n", e->elim_turn);
		return;
	}
	if (!e->placed) {
		buf_adds(out, ": not yet deployed.\n");
		return;
	}
	buf_addf(out, " at %s facing %s. %s.", fs_cell(e->x, e->y, c),
	    grid_facing_name(e->face), condition(e));
	if (g->r.type[e->type].flags & FS_F_MOUNTS)
		buf_adds(out, e->mounted ? " Mounted." : " Dismounted.");
	if (e->jam)
		buf_adds(out, " JAMMED (needs CLEAR).");
	if ((l = fs_unit_leader(g, u)) >= 0) {
		buf_addf(out, " Leader %s", g->l[l].name);
		traits_text(g, &g->l[l], out);
		buf_adds(out, ".");
	}
	if (e->nlinks > 0) {
		buf_adds(out, " In melee with");
		for (i = 0; i < e->nlinks; i++)
			buf_addf(out, "%s %s", i ? "," : "",
			    fs_name(g, viewer, e->links[i], b, sizeof b));
		buf_adds(out, ".");
	}
	buf_adds(out, "\n");
}

/* §15: type, mount, facing, markers, "a leader"; quality and the
 * leader's name and traits only once a roll has shown them. */
static void
unit_seen(const struct fs_game *g, int viewer, int u, struct buf *out)
{
	const struct fs_unit *e = &g->u[u];
	char c[GRID_LABEL_LEN], b[32];
	int l, i;

	buf_addf(out, "  X%-5d %s", e->alias[viewer], g->r.type[e->type].name);
	if (e->qual_known[viewer])
		buf_addf(out, " (%s)", g->r.qual[e->qual].name);
	buf_addf(out, " at %s facing %s. %s.", fs_cell(e->x, e->y, c),
	    grid_facing_name(e->face), condition(e));
	if (g->r.type[e->type].flags & FS_F_MOUNTS)
		buf_adds(out, e->mounted ? " Mounted." : " Dismounted.");
	if (e->jam)
		buf_adds(out, " Jammed.");
	if ((l = fs_unit_leader(g, u)) >= 0) {
		if (g->l[l].known[viewer]) {
			buf_addf(out, " Leader %s", g->l[l].name);
			traits_text(g, &g->l[l], out);
			buf_adds(out, ".");
		} else
			buf_adds(out, " A leader is with it.");
	}
	for (i = 0; i < e->nlinks; i++)
		if (g->u[e->links[i]].side == viewer)
			buf_addf(out, " In melee with %s.",
			    fs_name(g, viewer, e->links[i], b, sizeof b));
	buf_adds(out, "\n");
}

/* Was event ev written for the viewer (the referee's copy, or the
 * side's)? */
int
fs_event_for(const json_t *ev, int viewer, const struct fs_game *g)
{
	return event_is_for(ev, viewer < 0 ? NULL : g->side[viewer]);
}

/* The end mail: which unit each alias was (nothing is hidden once the
 * game is over), in alias order. */
static void
alias_key(const struct fs_game *g, int viewer, struct buf *out)
{
	int a, u, any = 0;

	buf_adds(out, "\nTHE ENEMY, UNMASKED (which alias was which unit)\n");
	for (a = 1; a <= g->nalias[viewer]; a++)
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side != viewer && g->u[u].alias[viewer] == a) {
				buf_addf(out, "  X%-5d was %-6s %s (%s)\n", a,
				    g->u[u].id, g->r.type[g->u[u].type].name,
				    g->r.qual[g->u[u].qual].name);
				any = 1;
			}
	if (!any)
		buf_adds(out, "  (you never sighted an enemy unit)\n");
}

/* Is t an attack's roll (fire or melee, with its "=> result")? */
static int
is_attack(const char *t)
{
	static const char *const verb[] = { " fires at ", " volleys at ",
	    " charges ", " presses the attack on ", " attacks in melee ",
	    " fights on (turnover melee) " };
	size_t i;

	if (strstr(t, " => ") == NULL)
		return 0;
	for (i = 0; i < sizeof verb / sizeof verb[0]; i++)
		if (strstr(t, verb[i]) != NULL)
			return 1;
	return 0;
}

/* An event as the viewer reads it.  §6.7: a tied initiative roll is
 * rolled again; the event of the tie says so (the events themselves are
 * archived as they were written, so the words are added here). */
static void
event_text(const char *t, struct buf *out)
{
	char a[GAME_NAME_LEN], b[GAME_NAME_LEN];
	int x, y;

	buf_addf(out, "  - %s", t);
	if (sscanf(t, "Initiative roll: %31s %d, %31s %d.", a, &x, b, &y) ==
	    4 && x == y)
		buf_adds(out, " Tied: both sides roll again.");
	buf_addc(out, '\n');
}

static void
vp_table(const struct fs_game *g, struct buf *out)
{
	struct fs_vp_parts p;
	int vp[FS_NSIDES], s;

	/* only once the game is over: every unit is counted, seen or not;
	 * the sum spelt out, so a player can check the result */
	fs_end_game_vp(g, vp);
	buf_adds(out, "\nVICTORY POINTS\n");
	for (s = 0; s < FS_NSIDES; s++) {
		fs_end_game_vp_parts(g, s, &p);
		buf_addf(out, "  %s: %d VP (%d of %d enemy units eliminated)\n"
		    "      = %d x %d eliminated + %d x %d left Bloodied + "
		    "%d x %d leaders killed\n        + %d x %d objectives held\n",
		    g->side[s], vp[s], g->lost[1 - s], g->start_units[1 - s],
		    p.elim, g->r.vp.elim, p.bloodied, g->r.vp.bloodied,
		    p.leaders, g->r.vp.leader, p.objectives, g->obj_vp);
	}
}

int
fs_report(const void *gv, const json_t *events, int viewer,
    struct buf *out)
{
	const struct fs_game *g = gv;
	const json_t *ev;
	const char *text;
	size_t i, at;
	int u, n, s, k, combat;
	char c[GRID_LABEL_LEN];
	struct game_phase ph;

	buf_addf(out, "FAR SIDE OF THE WORLD: %s\n", g->name);
	if (viewer >= 0)
		buf_addf(out, "Report for %s.\n", g->side[viewer]);
	else
		buf_adds(out, "Referee's report (everything).\n");
	fs_phase(g, &ph);
	buf_addf(out, "%s.\n\n", ph.summary);
	if (g->over)
		buf_addf(out, "RESULT: %s.\n\n", g->result);

	buf_adds(out, "EVENTS\n");
	n = 0;
	combat = 0;
	json_array_foreach(events, i, ev)
		if (fs_event_for(ev, viewer, g)) {
			text = json_string_value(json_object_get(ev, "text"));
			event_text(text ? text : "", out);
			combat |= text != NULL && is_attack(text);
			n++;
		}
	if (n == 0)
		buf_adds(out, "  (nothing to report)\n");
	/* the stored event lines give the roll, not the number it needed:
	 * the key says it once (the events' wording is archived) */
	if (combat)
		buf_addf(out, "  (An attack's result is the number after "
		    "=>, 2D6 and modifiers.\n"
		    "   %d or less: no effect; in melee, under %d disorders "
		    "the attacker.\n"
		    "   %d-%d: the target is disordered, or retreats if it "
		    "already was.\n"
		    "   %d or more: the target is bloodied and disordered, or "
		    "eliminated\n   if it already was both.)\n",
		    g->r.res.fail_max, g->r.res.melee_dis_below,
		    g->r.res.fail_max + 1, g->r.res.basic_max,
		    g->r.res.basic_max + 1);
	buf_adds(out, "\n");
	map(g, viewer, out);

	for (s = 0; s < FS_NSIDES; s++) {
		if (viewer >= 0 && s != viewer)
			continue;
		buf_addf(out, "\n%s UNITS\n", viewer >= 0 ? "YOUR" :
		    g->side[s]);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s)
				unit_full(g, viewer, u, out);
		buf_addf(out, "  Losses: %d of %d units eliminated; the army "
		    "morale check comes when more than %d are lost%s.\n",
		    g->lost[s], g->start_units[s], g->start_units[s] / 2,
		    g->army_checked[s] ? " (it has been made)" : "");
	}
	if (viewer >= 0) {
		at = game_report_section(out, "\nENEMY UNITS IN SIGHT\n");
		/* by alias, never by the enemy's own (hidden) unit order */
		for (s = 1; s <= g->nalias[viewer]; s++)
			for (u = 0; u < g->nunits; u++)
				if (g->u[u].alias[viewer] == s &&
				    fs_shown(g, viewer, u) == FS_SHOWN_SEEN)
					unit_seen(g, viewer, u, out);
		game_report_none(out, at, "  none\n");
		buf_adds(out, "\nENEMY UNITS OUT OF SIGHT (last known)\n");
		n = 0;
		for (k = 0; k < g->nunits * (g->nalias[viewer] + 1); k++) {
			const struct fs_unit *e;

			u = k % g->nunits;
			e = &g->u[u];
			if (e->side == viewer || e->alias[viewer] !=
			    k / g->nunits || e->alias[viewer] == 0 ||
			    fs_visible(g, viewer, u))
				continue;
			if (e->gone_seen[viewer])
				buf_addf(out, "  X%-5d %s: seen eliminated.\n",
				    e->alias[viewer], g->r.type[e->type].name);
			else if (e->lk_valid[viewer])
				buf_addf(out, "  X%-5d %s: last seen at %s, turn "
				    "%d.\n", e->alias[viewer],
				    g->r.type[e->type].name,
				    fs_cell(e->lk_x[viewer], e->lk_y[viewer], c),
				    e->lk_turn[viewer]);
			n++;
		}
		if (n == 0)
			buf_adds(out, "  none\n");
	}
	if (g->nobj > 0) {
		buf_addf(out, "\nOBJECTIVES (%d VP each at the end)\n", g->obj_vp);
		for (i = 0; i < (size_t)g->nobj; i++) {
			/* who holds it: only if the viewer can see the cell */
			int h = fs_obj_holder_shown(g, viewer, (int)i);

			buf_addf(out, "  %s: %s%s%s\n", fs_cell(g->obj[i] %
			    g->cols, g->obj[i] / g->cols, c), h >= 0 ?
			    "held by " : "", h >= 0 ? g->side[h] : h == -1 ?
			    "nobody yet" : "not held by you", h >= 0 && h ==
			    viewer ? " (you)" : "");
		}
	}
	if (g->over) {
		/* a campaign's battle: no count of the unseen, no key */
		if (viewer < 0 || !game_end_sealed())
			vp_table(g, out);
		if (viewer >= 0 && !game_end_sealed())
			alias_key(g, viewer, out);
	}
	return out->failed ? out->failed : PBEM_OK;
}

static int
add_tok(json_t *a, const char *s)
{
	size_t i;
	json_t *v;

	json_array_foreach(a, i, v)
		if (strcmp(json_string_value(v), s) == 0)
			return 0;
	return json_array_append_new(a, json_string(s));
}

/* A cell label the side was legitimately told about, so not a secret. */
static int
cell_known(const struct fs_game *g, const json_t *events, int viewer,
    int x, int y)
{
	char lab[GRID_LABEL_LEN];
	const json_t *ev, *c;
	size_t i, k;
	int u;

	grid_label(x, y, lab);
	if (is_obj(g, x, y))
		return 1;
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != viewer && g->u[u].lk_valid[viewer] &&
		    g->u[u].lk_x[viewer] == x && g->u[u].lk_y[viewer] == y)
			return 1;
		/* a label that is also a name the side uses */
		if (g->u[u].side == viewer && strcasecmp(g->u[u].id, lab) == 0)
			return 1;
	}
	json_array_foreach(events, i, ev) {
		if (!fs_event_for(ev, viewer, g))
			continue;
		json_array_foreach(json_object_get(ev, "cells"), k, c)
			if (json_is_string(c) &&
			    strcmp(json_string_value(c), lab) == 0)
				return 1;
	}
	return 0;
}

int
fs_secrets(const void *gv, const json_t *events, int viewer,
    json_t *tokens)
{
	const struct fs_game *g = gv;
	char lab[GRID_LABEL_LEN];
	int u, x, y, l, t, own;

	/* the referee sees everything; once the game is over, so does each
	 * side: its end mail is the full debrief (src/report.c) */
	if (viewer < 0 || g->over)
		return PBEM_OK;
	for (u = 0; u < g->nunits; u++) {
		const struct fs_unit *e = &g->u[u];

		if (e->side == viewer)
			continue;
		/* real ids: never, except one that reads as a cell label or
		 * as the viewer's own name for something */
		if (grid_parse(e->id, g->cols, g->rows, &x, &y) != 0 &&
		    fs_find_leader(g, e->id) < 0)
			add_tok(tokens, e->id);
		if (!e->alive || !e->placed || fs_visible(g, viewer, u))
			continue;
		if (e->lk_valid[viewer] && e->lk_x[viewer] == e->x &&
		    e->lk_y[viewer] == e->y)
			continue;
		if (cell_known(g, events, viewer, e->x, e->y))
			continue;
		grid_label(e->x, e->y, lab);
		add_tok(tokens, lab);
	}
	for (l = 0; l < g->nleaders; l++) {
		if (g->l[l].side == viewer || g->l[l].known[viewer])
			continue;
		if (grid_parse(g->l[l].name, g->cols, g->rows, &x, &y) != 0)
			add_tok(tokens, g->l[l].name);
		for (t = 0; t < g->r.ntraits; t++) {
			if (!(g->l[l].traits & (1u << t)))
				continue;
			/* a trait the viewer's own leaders have, or one of a
			 * revealed enemy leader, is printed legitimately */
			own = 0;
			for (x = 0; x < g->nleaders; x++)
				if ((g->l[x].side == viewer ||
				    g->l[x].known[viewer]) &&
				    (g->l[x].traits & (1u << t)))
					own = 1;
			if (!own)
				add_tok(tokens, g->r.trait[t].key);
		}
	}
	return PBEM_OK;
}
