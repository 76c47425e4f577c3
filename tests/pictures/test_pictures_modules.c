/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_modules.c - both rules modules' drawings: golden views of
 * the demo scenarios' openings and of mid-game states of the stored demo
 * games, each hex or cell labelled as the text report labels it; fog of
 * war (a side's drawing the same whether or not an enemy unit it never
 * saw exists, no secret in it); the arrows of moves and combats; the
 * boat badge.  The helpers and main() are in test_pictures.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "games/far-side/fs.h"
#include "games/glory/gl.h"
#include "games/highest-ground/hg.h"
#include "games/strongest/ts.h"
#include "pbem_limits.h"
#include "render.h"
#include "util.h"
#include "test_pictures.h"

/* ---- the modules ---- */

struct view {
	const char *name;		/* the golden file */
	const char *rules;
	int seq;			/* 0: the scenario's opening */
	const char *side;		/* NULL: the referee */
};

static const struct view views[] = {
	{ "ts-opening-RED", "strongest", 0, "RED" },
	{ "ts-opening-BLUE", "strongest", 0, "BLUE" },
	{ "ts-opening-referee", "strongest", 0, NULL },
	{ "hg-opening-ALLIED", "highest-ground", 0, "ALLIED" },
	{ "hg-opening-ROMAN", "highest-ground", 0, "ROMAN" },
	{ "hg-opening-referee", "highest-ground", 0, NULL },
	{ "hg-t3r2-moves-ALLIED", "highest-ground", 13, "ALLIED" },
	{ "hg-t7r5-combat-ROMAN", "highest-ground", 36, "ROMAN" },
	{ "fs-opening-SOUTH", "far-side", 0, "SOUTH" },
	{ "fs-opening-NORTH", "far-side", 0, "NORTH" },
	{ "fs-opening-referee", "far-side", 0, NULL },
	{ "fs-t1-deployed-SOUTH", "far-side", 1, "SOUTH" },
	{ "fs-t5-fire-NORTH", "far-side", 11, "NORTH" },
	{ "fs-t5-fire-referee", "far-side", 11, NULL },
	/* GLORY: an open table framed on what each side sees */
	{ "gl-opening-U", "glory", 0, "U" },
	{ "gl-opening-C", "glory", 0, "C" },
};

/* Every hex or cell is labelled as the text report labels it. */
static void
labels_as_text(const char *rules, const json_t *st, const struct drawing *d)
{
	const struct game_module *m = game_rules_find(rules)->module;
	char a[DRAW_CELL_LEN], b[HEX_LABEL_LEN];
	int c, r, bad = 0;

	if (strcmp(rules, "highest-ground") == 0) {
		struct hg_game *g = game_module_new(m);

		if (g != NULL && game_module_decode(m, st, g, NULL) == PBEM_OK)
			for (r = 0; r < g->lay.h; r++)
				for (c = 0; c < g->lay.w; c++)
					if (hex_on_board(&g->lay, c, r))
						bad += strcmp(drawing_cell_label(
						    d, c, r, a), hg_label(g,
						    hex_index(&g->lay, c, r),
						    b)) != 0;
		game_module_free(m, g);
	} else if (strcmp(rules, "strongest") == 0) {
		struct ts_game *g = game_module_new(m);
		/* each side's map has its own base edge at the bottom */
		int v = d->viewer < 0 ? -1 : TS_DSIDE(d->viewer), mc, mr;

		if (g != NULL && game_module_decode(m, st, g, NULL) == PBEM_OK)
			for (r = 0; r < g->d; r++)
				for (c = 0; c < g->w; c++) {
					ts_map_cell(g, v, c, r, &mc, &mr);
					bad += strcmp(drawing_cell_label(d, mc,
					    mr, a), ts_box_label(g, c, r, b)) !=
					    0;
				}
		game_module_free(m, g);
	} else if (strcmp(rules, "far-side") == 0) {
		struct fs_game *g = calloc(1, sizeof *g);

		if (g != NULL && game_module_decode(m, st, g, NULL) == PBEM_OK)
			for (r = 0; r < g->rows; r++)
				for (c = 0; c < g->cols; c++) {
					grid_label(c, r, b);
					bad += strcmp(drawing_cell_label(d, c,
					    g->rows - 1 - r, a), b) != 0;
				}
		free(g);
	}
	CHECK(bad == 0, "%s: %d cells labelled unlike the text", rules, bad);
}

void
test_views(void)
{
	const struct view *v;
	const struct game_rules *r;
	struct render_opts o;
	struct render_info info;
	struct drawing *d;
	struct buf png;
	json_t *st, *ev;
	char *text;
	size_t i;

	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	for (i = 0; i < sizeof views / sizeof views[0]; i++) {
		v = &views[i];
		r = game_rules_find(v->rules);
		st = ev = NULL;
		if (v->seq == 0) {
			st = opening(r, strcmp(v->rules, "far-side") == 0 ?
			    "mission-station.fsw" : strcmp(v->rules,
			    "strongest") == 0 ? "los-ambush.tts" :
			    strcmp(v->rules, "glory") == 0 ? "harris-wall.glm" :
			    "intro.hgm", NULL);
			ev = json_array();
		} else if (stored(v->rules, v->seq, &st, &ev) != PBEM_OK)
			continue;
		if (st == NULL || (d = draw(r, st, ev, v->side)) == NULL) {
			json_decref(st);
			json_decref(ev);
			continue;
		}
		if ((text = golden_text(d)) != NULL) {
			golden(v->name, text);
			if (v->side != NULL)
				no_secrets(r, st, ev, v->side, text, v->name);
		}
		labels_as_text(v->rules, st, d);
		if (render(d, &o, &png, &info) == PBEM_OK) {
			png_ok(v->name, &png, info.width, info.height);
			png_faithful(v->name, d, &o, &png, &info);
			CHECK(info.tries == 1 && png.len <= o.max_bytes, "%s: "
			    "%zu bytes in %d tries", v->name, png.len,
			    info.tries);
		}
		free(text);
		drawing_del(d);
		json_decref(st);
		json_decref(ev);
	}
	buf_free(&png);
}

/* `side`'s drawing (JSON and PNG) of st. */
static void
view_of(const struct game_rules *r, const json_t *st, const json_t *ev,
    const char *side, char **text, struct buf *png)
{
	struct render_opts o;
	struct drawing *d = draw(r, st, ev, side);

	render_defaults(&o);
	*text = NULL;
	buf_reset(png);
	if (d == NULL)
		return;
	*text = golden_text(d);
	render(d, &o, png, NULL);
	drawing_del(d);
}

/* Has `side` never seen the unit ZZ9 (no name for it, no marker)?  To
 * The Strongest! numbers units: there it is the enemy's U20. */
static int
never_seen(const struct game_rules *r, const json_t *st, const char *side)
{
	int u, seen = 1;

	if (strcmp(r->id, "strongest") == 0) {
		struct ts_game *g = game_module_new(r->module);
		int v;

		if (g != NULL && game_module_decode(r->module, st, g,
		    NULL) == PBEM_OK &&
		    (v = ts_side_index(g, side)) >= 0 &&
		    (u = ts_find_unit(g, TS_ENEMY(v), 20)) >= 0)
			seen = g->u[u].known;
		game_module_free(r->module, g);
	} else if (strcmp(r->id, "glory") == 0) {
		/* GLORY names men: there it is the enemy's C99 (or U99) */
		struct gl_game *g = game_module_new(r->module);

		if (g != NULL && game_module_decode(r->module, st, g,
		    NULL) == PBEM_OK &&
		    ((u = gl_find_man(g, "C99")) >= 0 || (u = gl_find_man(g,
		    "U99")) >= 0))
			seen = g->man[u].ever_seen || g->man[u].seen ||
			    g->man[u].fell_seen;
		game_module_free(r->module, g);
	} else if (strcmp(r->id, "highest-ground") == 0) {
		struct hg_game *g = game_module_new(r->module);

		if (g != NULL && game_module_decode(r->module, st, g,
		    NULL) == PBEM_OK &&
		    (u = hg_find_unit(g, "ZZ9")) >= 0)
			seen = g->u[u].alias != 0 || hg_shown(g,
			    HG_SIDE_INDEX(g, side), u) != HG_SHOWN_NOT;
		game_module_free(r->module, g);
	} else {
		struct fs_game *g = calloc(1, sizeof *g);
		int v;

		if (g != NULL && game_module_decode(r->module, st, g,
		    NULL) == PBEM_OK &&
		    (u = fs_find_unit(g, "ZZ9")) >= 0 &&
		    (v = game_module_side_index(r->module, g, side)) >= 0)
			seen = g->u[u].alias[v] != 0 || fs_shown(g, v, u) !=
			    FS_SHOWN_NOT;
		free(g);
	}
	return !seen;
}

/*
 * The same game with and without one more enemy unit that `side` never
 * sees, through `phases` resolutions with no orders: the side's drawing
 * and picture must not change by a byte.  `spots` are places to hide it,
 * tried in turn until one keeps it unseen.
 */
static void
fog(const struct game_rules *r, const char *scen, const char *side,
    const char *fmt, const char *const *spots, int phases)
{
	struct buf p0, p1;
	json_t *s0, *s1, *e0 = json_array(), *e1 = json_array();
	char extra[256], *t0, *t1, seed[32];
	size_t k;
	int i, hidden;

	buf_init(&p0, PBEM_MAX_PICTURE);
	buf_init(&p1, PBEM_MAX_PICTURE);
	for (k = 0; spots[k] != NULL; k++) {
		snprintf(extra, sizeof extra, fmt, spots[k]);
		s0 = opening(r, scen, NULL);
		s1 = opening(r, scen, extra);
		for (i = 0; i < phases && s0 && s1; i++) {
			snprintf(seed, sizeof seed, "fog-%d", i);
			s0 = resolve(r, s0, seed, &e0);
			s1 = resolve(r, s1, seed, &e1);
		}
		hidden = s0 && s1 && never_seen(r, s1, side);
		if (hidden) {
			view_of(r, s0, e0, side, &t0, &p0);
			view_of(r, s1, e1, side, &t1, &p1);
			CHECK(t0 && t1 && strcmp(t0, t1) == 0, "%s: %s's "
			    "drawing changes with an enemy it never saw (%s, "
			    "%d phases)", r->id, side, spots[k], phases);
			if (t0 && t1 && strcmp(t0, t1) != 0) {
				char path[1024];
				FILE *f;

				snprintf(path, sizeof path, "%s/fog-%s-%d-%s-"
				    "with.json", work, r->id, phases, side);
				if ((f = fopen(path, "w")) != NULL) {
					fputs(t1, f);
					fclose(f);
				}
				path[strlen(path) - 9] = '\0';
				strcat(path, "without.json");
				if ((f = fopen(path, "w")) != NULL) {
					fputs(t0, f);
					fclose(f);
				}
			}
			CHECK(p0.len > 0 && p0.len == p1.len &&
			    memcmp(p0.data, p1.data, p0.len) == 0, "%s: %s's "
			    "picture changes with an enemy it never saw",
			    r->id, side);
			if (t1 != NULL)
				no_secrets(r, s1, e1, side, t1, r->id);
			free(t0);
			free(t1);
		}
		json_decref(s0);
		json_decref(s1);
		if (hidden)
			break;
	}
	CHECK(spots[k] != NULL, "%s: no place hides the extra unit", r->id);
	json_decref(e0);
	json_decref(e1);
	buf_free(&p0);
	buf_free(&p1);
}

void
test_fog(void)
{
	static const char *const hg_spots[] = { "IA14", "IA01", "IB13", NULL };
	static const char *const fs_spots[] = { "J8", "I8", "A8", "J7", NULL };
	static const char *const ts_ambush[] = { "B5", "C4", NULL };
	static const char *const ts_flank[] = { "RIGHT", "LEFT", NULL };
	static const char *const ts_behind[] = { "C3", "B3", "K5", "L5",
	    NULL };
	/* a Confederate holding still with no firearm (so no shot heard):
	 * deep in the far woods, or shut in the building by the fence */
	static const char *const gl_man = "CMD @C9 C HOLD\nMAN C99 @C9 - "
	    "foot regular drilled - %s 180\n";
	static const char *const gl_far[] = { "235,155", "225,150",
	    "5,155", NULL };
	static const char *const gl_near[] = { "188,43", "186,42",
	    "192,42", NULL };

	fog(game_rules_find("highest-ground"), "intro.hgm", "ALLIED",
	    "UNIT ROMAN ZZ9 LEGION %s FACE SE\n", hg_spots, 0);
	fog(game_rules_find("highest-ground"), "intro.hgm", "ALLIED",
	    "UNIT ROMAN ZZ9 LEGION %s FACE SE\n", hg_spots, 2);
	fog(game_rules_find("far-side"), "mission-station.fsw", "SOUTH",
	    "FORCE NORTH ZZ9:MELEE_BAND\nPLACE ZZ9 %s FACE SW\n", fs_spots, 1);
	/* GLORY's map is framed and zoomed on what the side sees: an enemy
	 * man it does not see, far off or close by, must move neither the
	 * frame nor the scale, nor anything else on its picture */
	fog(game_rules_find("glory"), "harris-wall.glm", "U", gl_man,
	    gl_far, 0);
	fog(game_rules_find("glory"), "harris-wall.glm", "U", gl_man,
	    gl_far, 2);
	fog(game_rules_find("glory"), "harris-wall.glm", "U", gl_man,
	    gl_near, 0);
	fog(game_rules_find("glory"), "harris-wall.glm", "U", gl_man,
	    gl_near, 2);
	fog(game_rules_find("far-side"), "mission-station.fsw", "SOUTH",
	    "FORCE NORTH ZZ9:MELEE_BAND\nPLACE ZZ9 %s FACE SW\n", fs_spots, 2);
	/* To The Strongest! in FOW los: one more RED archer in ambush, one
	 * more BLUE horse on a flank march, and a RED cohort behind a wood */
	fog(game_rules_find("strongest"), "los-ambush.tts", "BLUE",
	    "UNIT RED U20 C2 auxiliarii_sagittarii \"Z\"\nPLACE RED U20 "
	    "AMBUSH %s N\n", ts_ambush, 2);
	fog(game_rules_find("strongest"), "los-ambush.tts", "RED",
	    "UNIT BLUE U20 C3 light_cavalry \"Z\"\nPLACE BLUE U20 FLANK "
	    "%s\n", ts_flank, 2);
	fog(game_rules_find("strongest"), "los-ambush.tts", "BLUE",
	    "UNIT RED U20 C1 legionarii \"Z\"\nPLACE RED U20 %s N\n",
	    ts_behind, 0);
}

/* The drawing's centre of a cell the text labels `lab` (either module). */
static int
cell_xy(const struct drawing *d, const char *lab, int *x, int *y)
{
	int c, r;

	for (r = 0; r < d->grid.rows; r++)
		for (c = 0; c < d->grid.cols; c++) {
			char b[DRAW_CELL_LEN];

			if (strcmp(drawing_cell_label(d, c, r, b), lab) == 0)
				return drawing_cell_centre(d, c, r, x, y);
		}
	return -1;
}

/* Is there an arrow of `kind` from cell a to cell b (ends of its path)? */
static int
has_arrow(const struct drawing *d, enum draw_line_kind kind, const char *a,
    const char *b)
{
	const struct draw_item *it;
	int i, ax, ay, bx, by;

	if (cell_xy(d, a, &ax, &ay) != 0 || cell_xy(d, b, &bx, &by) != 0)
		return 0;
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind == DRAW_LINE && it->u.line.kind == kind &&
		    it->u.line.arrow && d->pts[it->u.line.first].x == ax &&
		    d->pts[it->u.line.first].y == ay &&
		    d->pts[it->u.line.first + it->u.line.n - 1].x == bx &&
		    d->pts[it->u.line.first + it->u.line.n - 1].y == by)
			return 1;
	}
	return 0;
}

static int
count_kind(const struct drawing *d, enum draw_kind k, int sub)
{
	int i, n = 0;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == k && (sub < 0 || (k == DRAW_LINE &&
		    (int)d->items[i].u.line.kind == sub) || (k == DRAW_MARK &&
		    (int)d->items[i].u.mark.kind == sub)))
			n++;
	return n;
}

static json_t *
event(const char *side, int turn, int round, const char *text)
{
	return json_pack("{s:[s],s:b,s:i,s:i,s:s}", "sides", side, "referee",
	    0, "turn", turn, "round", round, "text", text);
}

/* An event of To The Strongest!, with the boxes its units stood in. */
static json_t *
ts_event(const char *side, const char *text, const char *boxes)
{
	json_t *e = event(side, 1, 0, text);

	if (boxes != NULL)
		json_object_set_new(e, "boxes", json_loads(boxes, 0, NULL));
	return e;
}

/* To The Strongest!: a move, a charge from where the charger stood, the
 * advance after it, a shot, an evade; another side's event draws
 * nothing. */
void
test_ts_arrows(void)
{
	const struct game_rules *ts = game_rules_find("strongest");
	struct drawing *d;
	json_t *st = opening(ts, "los-ambush.tts", NULL), *mine = json_array();

	json_array_append_new(mine, ts_event("RED", "U1 moves C2 -> C3, "
	    "facing N.", "{\"U1\": \"C3\"}"));
	json_array_append_new(mine, ts_event("RED", "U1 charges E11.",
	    "{\"U1\": \"C3\", \"E11\": \"C4\"}"));
	json_array_append_new(mine, ts_event("RED", "U1 advances into C4, "
	    "facing N.", "{\"U1\": \"C4\"}"));
	json_array_append_new(mine, ts_event("RED", "U5 shoots at E12 (1 "
	    "card).", "{\"U5\": \"B2\", \"E12\": \"D4\"}"));
	json_array_append_new(mine, ts_event("RED", "U11 evades I2 -> I1.",
	    NULL));
	json_array_append_new(mine, ts_event("BLUE", "U1 moves E7 -> E6, "
	    "facing S.", "{\"U1\": \"E6\"}"));
	if (st != NULL && (d = draw(ts, st, mine, "RED")) != NULL) {
		CHECK(has_arrow(d, DRAW_L_MOVE, "C2", "C3"), "ts move");
		CHECK(has_arrow(d, DRAW_L_ATTACK, "C3", "C4"), "ts charge from "
		    "where the charger stood");
		/* the advance into the box it charged is the charge's own
		 * arrow: a move on top would read as a plain move */
		CHECK(!has_arrow(d, DRAW_L_MOVE, "C3", "C4"), "ts advance "
		    "after a charge drawn as a move");
		CHECK(has_arrow(d, DRAW_L_FIRE, "B2", "D4"), "ts shot");
		CHECK(has_arrow(d, DRAW_L_RETREAT, "I2", "I1"), "ts evade");
		CHECK(!has_arrow(d, DRAW_L_MOVE, "E7", "E6"), "ts: another "
		    "side's event drew an arrow");
		CHECK(count_kind(d, DRAW_MARK, DRAW_M_COMBAT) == 2, "ts: two "
		    "combats");
		drawing_del(d);
	}
	json_decref(mine);
	json_decref(st);
}

/* The casualty marker `id` of `d`: 1 if its centre is in cell `lab`. */
static int
lost_in(const struct drawing *d, const char *id, const char *lab)
{
	const struct draw_token *t;
	int i, x, y, half = d->grid.kind == DRAW_GRID_HEX ? d->grid.hh :
	    d->grid.size / 2;

	if (cell_xy(d, lab, &x, &y) != 0)
		return 0;
	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &d->items[i].u.token;
		if ((t->status & DRAW_ST_LOST) && strcmp(t->id, id) == 0 &&
		    t->x > x - half && t->x < x + half && t->y > y - half &&
		    t->y < y + half)
			return 1;
	}
	return 0;
}

static int
lost_count(const struct drawing *d)
{
	int i, n = 0;

	for (i = 0; i < d->nitems; i++)
		n += d->items[i].kind == DRAW_TOKEN &&
		    (d->items[i].u.token.status & DRAW_ST_LOST) != 0;
	return n;
}

/*
 * Casualties: a unit destroyed or gone off the table this phase leaves a
 * marker where the side saw it fall, so the arrows that reached it keep
 * both ends; none where the side never saw the unit this phase, none for
 * another side's event.
 */
void
test_lost(void)
{
	const struct game_rules *ts = game_rules_find("strongest");
	const struct game_rules *fs = game_rules_find("far-side");
	struct drawing *d;
	json_t *st = opening(ts, "los-ambush.tts", NULL), *mine = json_array(),
	    *ev;

	json_array_append_new(mine, ts_event("RED", "U1 charges E11.",
	    "{\"U1\": \"C3\", \"E11\": \"C4\"}"));
	json_array_append_new(mine, ts_event("RED", "E11 is lost "
	    "(destroyed): BLUE surrenders 1 medal.", NULL));
	json_array_append_new(mine, ts_event("RED", "U1 advances into C4, "
	    "facing N.", "{\"U1\": \"C4\"}"));
	json_array_append_new(mine, ts_event("RED", "E12 is lost "
	    "(destroyed): BLUE surrenders 1 medal.", NULL));
	json_array_append_new(mine, ts_event("RED", "U11 leaves the table "
	    "from I1.", "{\"U11\": \"I1\"}"));
	json_array_append_new(mine, ts_event("BLUE", "U5 is lost (destroyed): "
	    "BLUE surrenders 1 medal.", "{\"U5\": \"F6\"}"));
	if (st != NULL && (d = draw(ts, st, mine, "RED")) != NULL) {
		CHECK(lost_in(d, "E11", "C4"), "ts: no marker where E11 fell");
		CHECK(has_arrow(d, DRAW_L_ATTACK, "C3", "C4"), "ts: the charge "
		    "that destroyed E11");
		CHECK(lost_in(d, "U11", "I1"), "ts: no marker where U11 left "
		    "the table");
		CHECK(lost_count(d) == 2, "ts: %d markers, not 2 (E12 was "
		    "never seen; U5 is BLUE's event)", lost_count(d));
		drawing_del(d);
	}
	json_decref(mine);
	json_decref(st);
	if (stored("far-side", 11, &st, &ev) == PBEM_OK) {
		mine = json_array();
		json_array_append_new(mine, event("NORTH", 5, 0,
		    "N3 moves E5 - E4."));
		json_array_append_new(mine, event("NORTH", 5, 0, "N3 is "
		    "eliminated."));
		json_array_append_new(mine, event("SOUTH", 5, 0, "N5 is "
		    "eliminated."));
		if ((d = draw(fs, st, mine, "NORTH")) != NULL) {
			CHECK(lost_in(d, "N3", "E4") && lost_count(d) == 1,
			    "fs: N3's marker at E4, and no other");
			drawing_del(d);
		}
		json_decref(mine);
		json_decref(st);
		json_decref(ev);
	}
}

/* A man's base on an open table, for the framing tests. */
static void
man_at(struct drawing *d, int x, int y, int side, unsigned status)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.x = x;
	b.y = y;
	b.shape = DRAW_B_ROUND;
	b.w = b.dp = 100;
	b.facing = 0;
	b.turret = DRAW_NO_FACING;
	b.side = side;
	b.status = status;
	snprintf(b.id, sizeof b.id, "M%d", x / 100);
	drawing_base(d, &b);
}

/*
 * drawing_frame_seen (the kit's framing of an open table): the frame
 * holds every base in sight with the margin, not where an enemy was last
 * seen (old news far off would shrink the fight: the renderer points to
 * it from the frame's edge) unless that is all the side sees, never
 * where a man fell; it is grown to its least size and kept on the table; a box
 * over `most` of the table frames nothing; the zoom is the long side
 * over `span` within its bounds.  GLORY's opening is framed for a side.
 */
static void
test_frame_seen(void)
{
	static const struct draw_framing f = { 1000, 8000, 5000, 60, 30, 200,
	    600 };
	const struct game_rules *gl = game_rules_find("glory");
	struct drawing t;
	struct draw_framing bad = f;
	struct draw_ruling r;
	json_t *st;
	struct drawing *d;

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	man_at(&t, 10000, 9000, 0, 0);
	man_at(&t, 12000, 8000, 1, 0);
	man_at(&t, 3000, 500, 1, DRAW_ST_LOST);		/* fell there */
	r = draw_blast(11000, 11000, 500, "shell");
	drawing_ruling(&t, &r);
	CHECK(drawing_frame_seen(&t, &f) == PBEM_OK && t.frame.on,
	    "frame_seen: a small fight not framed");
	/* box 9950..12050 x 7950..11500, margin 1000: 8950..13050 (4100,
	 * grown to 8000 about its middle: 7000..15000) x 6950..12500 */
	CHECK(t.frame.x == 7000 && t.width == 8000 && t.frame.y == 6950 &&
	    t.height == 5550, "frame_seen: frame %d,%d %dx%d", t.frame.x,
	    t.frame.y, t.width, t.height);
	CHECK(t.token == 8000 / 30, "frame_seen: zoom %d", t.token);
	drawing_free(&t);

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	man_at(&t, 10000, 9000, 0, 0);
	man_at(&t, 12000, 8000, 1, 0);
	man_at(&t, 17000, 3000, 1, DRAW_ST_LAST_KNOWN);	/* lost contact */
	CHECK(drawing_frame_seen(&t, &f) == PBEM_OK && t.frame.on,
	    "frame_seen: a fight and a lost contact not framed");
	/* the fight's box only, 9950..12050 x 7950..9050, margin 1000:
	 * 8950..13050 (4100, grown to 8000: 7000..15000) x 6950..10050
	 * (3100, grown to 5000: 6000..11000); the marker left off it */
	CHECK(t.frame.x == 7000 && t.width == 8000 && t.frame.y == 6000 &&
	    t.height == 5000, "frame_seen: the lost contact widened the "
	    "frame %d,%d %dx%d", t.frame.x, t.frame.y, t.width, t.height);
	drawing_free(&t);

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	man_at(&t, 17000, 3000, 1, DRAW_ST_LAST_KNOWN);	/* all it sees */
	CHECK(drawing_frame_seen(&t, &f) == PBEM_OK && t.frame.on &&
	    t.frame.x <= 17000 && t.frame.x + t.width >= 17000 &&
	    t.frame.y <= 3000 && t.frame.y + t.height >= 3000,
	    "frame_seen: a side seeing only a marker not framed on it");
	drawing_free(&t);

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	man_at(&t, 500, 600, 0, 0);		/* a corner: kept on */
	CHECK(drawing_frame_seen(&t, &f) == PBEM_OK && t.frame.on &&
	    t.frame.x == 0 && t.frame.y == 0 && t.width == 8000 && t.height ==
	    5000 && t.token == 266, "frame_seen: a corner framed %d,%d "
	    "%dx%d", t.frame.x, t.frame.y, t.width, t.height);
	drawing_free(&t);

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	man_at(&t, 500, 600, 0, 0);
	man_at(&t, 23000, 15000, 1, 0);		/* the whole table */
	CHECK(drawing_frame_seen(&t, &f) == PBEM_OK && !t.frame.on &&
	    t.width == 24000 && t.token == 600, "frame_seen: the whole "
	    "table framed, or its zoom %d", t.token);
	drawing_free(&t);

	drawing_init(&t, "1/100 yard", 24000, 16000, 400);
	bad.token_max = 100;			/* under token_min */
	CHECK(drawing_frame_seen(&t, &bad) != PBEM_OK, "frame_seen: bad "
	    "bounds taken");
	drawing_free(&t);

	if ((st = opening(gl, "harris-wall.glm", NULL)) != NULL) {
		if ((d = draw(gl, st, NULL, "U")) != NULL) {
			CHECK(d->frame.on && d->width < d->frame.full_w,
			    "glory: the opening not framed for U");
			drawing_del(d);
		}
		json_decref(st);
	}
}

/*
 * The Highest Ground framed on the fighting: mid-game, a frame smaller
 * than half the board holding every combat, arrow and contact; at the
 * opening (no fighting) the whole board.  A frame out of the board is
 * refused.
 */
void
test_frame(void)
{
	const struct game_rules *hg = game_rules_find("highest-ground");
	struct drawing *d, t;
	const struct draw_item *it;
	json_t *st, *ev;
	int i, in = 1;

	if (stored("highest-ground", 36, &st, &ev) == PBEM_OK) {
		if ((d = draw(hg, st, ev, "ROMAN")) != NULL) {
			CHECK(d->frame.on && (long long)d->width * d->height *
			    2 <= (long long)d->frame.full_w * d->frame.full_h,
			    "hg: not framed on the fighting");
			for (i = 0; i < d->nitems; i++) {
				it = &d->items[i];
				if (it->kind == DRAW_MARK && it->u.mark.kind ==
				    DRAW_M_COMBAT)
					in &= it->u.mark.x > d->frame.x &&
					    it->u.mark.x < d->frame.x +
					    d->width && it->u.mark.y >
					    d->frame.y && it->u.mark.y <
					    d->frame.y + d->height;
			}
			CHECK(in, "hg: a combat outside the frame");
			drawing_del(d);
		}
		json_decref(st);
		json_decref(ev);
	}
	if ((st = opening(hg, "intro.hgm", NULL)) != NULL) {
		if ((d = draw(hg, st, NULL, "ALLIED")) != NULL) {
			CHECK(!d->frame.on, "hg: the opening framed");
			drawing_del(d);
		}
		json_decref(st);
	}
	test_frame_seen();
	drawing_init(&t, "unit", 1000, 800, 50);
	CHECK(drawing_frame(&t, 600, 0, 500, 400) != 0, "a frame past the "
	    "board's edge taken");
	drawing_free(&t);
	drawing_init(&t, "unit", 1000, 800, 50);
	CHECK(drawing_frame(&t, 100, 200, 500, 400) == 0 && t.width == 500 &&
	    t.frame.full_w == 1000, "a good frame refused");
	drawing_free(&t);
}

/*
 * The arrows come from the events a side was sent, in the module's own
 * words: a move, a melee from where it was fought, the enemy's retreat
 * from the hex it was attacked in, an advance; fire at range; a move cut
 * back short.  Events another side was sent draw nothing.
 */
void
test_arrows(void)
{
	const struct game_rules *fs = game_rules_find("far-side");
	const struct game_rules *hg = game_rules_find("highest-ground");
	struct drawing *d;
	json_t *st, *ev, *mine;

	if (stored("far-side", 11, &st, &ev) == PBEM_OK) {
		mine = json_array();
		json_array_append_new(mine, event("NORTH", 5, 0,
		    "N3 moves E5 - E4."));
		json_array_append_new(mine, event("NORTH", 5, 0, "N3 charges "
		    "X3 at D3 from E4: dice 3+4; base Melee 3 - Melee 3 = +0 "
		    "=> 7."));
		json_array_append_new(mine, event("NORTH", 5, 0, "X3 retreats "
		    "from D3 to D2."));
		json_array_append_new(mine, event("NORTH", 5, 0, "N3 advances "
		    "into D3."));
		json_array_append_new(mine, event("NORTH", 5, 0, "X1 fires at "
		    "N5 at D7 (distance 3): dice 1+1 = 2 => 2."));
		json_array_append_new(mine, event("SOUTH", 5, 0, "R1 moves B4 "
		    "- B5 - B6."));
		if ((d = draw(fs, st, mine, "NORTH")) != NULL) {
			CHECK(has_arrow(d, DRAW_L_MOVE, "E5", "E4"), "fs move");
			CHECK(has_arrow(d, DRAW_L_ATTACK, "E4", "D3"), "fs melee "
			    "from where it was fought");
			CHECK(has_arrow(d, DRAW_L_RETREAT, "D3", "D2"), "fs retreat");
			CHECK(has_arrow(d, DRAW_L_MOVE, "E4", "D3"), "fs advance");
			CHECK(has_arrow(d, DRAW_L_FIRE, "B4", "D7"), "fs fire from "
			    "where the shooter stands");
			CHECK(!has_arrow(d, DRAW_L_MOVE, "B4", "B6"), "fs: another "
			    "side's event drew an arrow");
			CHECK(count_kind(d, DRAW_MARK, DRAW_M_COMBAT) == 2, "fs: "
			    "two combats");
			drawing_del(d);
		}
		json_decref(mine);
		json_decref(st);
		json_decref(ev);
	}
	if (stored("highest-ground", 36, &st, &ev) == PBEM_OK) {
		mine = json_array();
		json_array_append_new(mine, event("ROMAN", 8, 2, "LEG2 moves "
		    "IID09 -> IID10 (2 of 2 MP)"));
		json_array_append_new(mine, event("ROMAN", 8, 2, "CAT2 moves "
		    "IIB10 -> IIE11 (3 of 3 MP)"));
		json_array_append_new(mine, event("ROMAN", 8, 2, "CAT2 is cut "
		    "back to IID11 at the end of the movement: stacking"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "Combat at "
		    "IIE10 on A-06: AF 5 vs DF 2 (odds 2:1); die 4 -> DR"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "  attacker "
		    "LEG2 (Infantry Legion, range 1)"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "A-06 retreats "
		    "to IIF10"));
		if ((d = draw(hg, st, mine, "ROMAN")) != NULL) {
			CHECK(has_arrow(d, DRAW_L_MOVE, "IID09", "IID10"),
			    "hg move");
			CHECK(has_arrow(d, DRAW_L_MOVE, "IIB10", "IID11"),
			    "hg move cut back");
			CHECK(has_arrow(d, DRAW_L_ATTACK, "IID10", "IIE10"),
			    "hg attack");
			CHECK(has_arrow(d, DRAW_L_RETREAT, "IIE10", "IIF10"),
			    "hg retreat from the hex it was attacked in");
			CHECK(count_kind(d, DRAW_MARK, DRAW_M_COMBAT) == 1, "hg: "
			    "one combat");
			drawing_del(d);
		}
		json_decref(mine);
		json_decref(st);
		json_decref(ev);
	}
}


/* Tokens of `d` carrying status `flag`; *id_ok set if one is `id`. */
static int
with_status(const struct drawing *d, unsigned flag, const char *id,
    int *id_ok)
{
	const struct draw_item *it;
	int i, n = 0;

	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind != DRAW_TOKEN || !(it->u.token.status & flag))
			continue;
		n++;
		if (strcmp(it->u.token.id, id) == 0)
			*id_ok = 1;
	}
	return n;
}

/* To The Strongest!: a unit in its boat on the water carries the "in a
 * boat" badge, named in the legend; the enemy, who never sees it, gets
 * no such badge.  The PNG is left in WORK for a look. */
void
test_ts_boat(void)
{
	const struct game_rules *ts = game_rules_find("strongest");
	struct draw_legend lg[64];
	struct render_opts o;
	struct drawing *d;
	struct buf png;
	json_t *st = opening(ts, "los-ambush.tts", "TERRAIN water A1,A2\n"
	    "UNIT RED U20 C1 auxiliarii boat \"Z\"\nPLACE RED U20 A2 N\n");
	char path[1024];
	FILE *f;
	int n, i, ok = 0, named = 0;

	if (st == NULL)
		return;
	if ((d = draw(ts, st, NULL, "RED")) != NULL) {
		CHECK(with_status(d, DRAW_ST_BOAT, "U20", &ok) == 1 && ok,
		    "ts: the unit in a boat on the water has no boat badge");
		n = drawing_legend(d, lg, 64);
		for (i = 0; i < n; i++)
			if (lg[i].kind == DRAW_LG_STATUS &&
			    (1u << lg[i].index) == DRAW_ST_BOAT &&
			    strcmp(lg[i].text, "in a boat") == 0)
				named = 1;
		CHECK(named, "ts: the legend does not name the boat badge");
		buf_init(&png, PBEM_MAX_PICTURE);
		render_defaults(&o);
		if (render(d, &o, &png, NULL) == PBEM_OK) {
			snprintf(path, sizeof path, "%s/ts-boat-RED.png", work);
			if ((f = fopen(path, "wb")) != NULL) {
				fwrite(png.data, 1, png.len, f);
				fclose(f);
			}
		}
		buf_free(&png);
		drawing_del(d);
	}
	CHECK(never_seen(ts, st, "BLUE"), "ts: BLUE sees the boat at A2");
	if ((d = draw(ts, st, NULL, "BLUE")) != NULL) {
		CHECK(with_status(d, DRAW_ST_BOAT, "", &ok) == 0, "ts: BLUE's "
		    "drawing shows a boat it never saw");
		drawing_del(d);
	}
	json_decref(st);
}
