/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_read.c - reading a drawing (drawing.h): the colours of the side
 * palette and the terrains, the words of the legend, the legend computed
 * from what was drawn, and the stable JSON form the golden tests and the
 * report's JSON view use.  Reads, never changes a drawing; no floating
 * point.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drawing.h"

/* Okabe & Ito's palette: blue, vermilion, bluish green, reddish purple,
 * orange, sky blue, yellow, black.  Blue and vermilion come first: the
 * pair most readers, colour-blind or not, tell apart at once. */
static const unsigned side_rgb[DRAW_MAX_SIDES] = {
	0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7,
	0xE69F00, 0x56B4E9, 0xF0E442, 0x000000,
};

static const struct {
	char code;
	const char *key;
	unsigned rgb;
} terrains[DRAW_T_COUNT] = {
	[DRAW_T_OFF] = { ' ', "off", 0xFFFFFF },
	[DRAW_T_OPEN] = { '.', "open", 0xF4F1E4 },
	[DRAW_T_WOODS] = { 'F', "woods", 0xA8CF8E },
	[DRAW_T_HILL] = { 'H', "hill", 0xE0C89A },
	[DRAW_T_TOWN] = { 'T', "town", 0xC4BEB8 },
	[DRAW_T_VILLAGE] = { 'V', "village", 0xD8CCC0 },
	[DRAW_T_WATER] = { '~', "water", 0x9CC7EA },
	[DRAW_T_MARSH] = { 'S', "marsh", 0xC6DDD2 },
	[DRAW_T_ROUGH] = { 'r', "rough", 0xDDD5B8 },
	[DRAW_T_FIELD] = { 'f', "field", 0xEDE3A8 },
	[DRAW_T_BRIDGE] = { '=', "bridge", 0x9CC7EA },
	[DRAW_T_FORD] = { 'd', "ford", 0xBFDDF2 },
	[DRAW_T_SAND] = { 's', "sand", 0xF1E2B8 },
	[DRAW_T_BUILDING] = { 'B', "building", 0xB3A89C },
};

static const char *const status_keys[DRAW_ST_COUNT] = {
	"disordered", "routed", "no_ammo", "bloodied", "jammed", "leader",
	"mounted", "march", "spotted", "engaged", "last_known", "boat",
	"lost",
};
static const char *const status_words[DRAW_ST_COUNT] = {
	"disordered", "routed", "out of ammunition", "bloodied", "jammed",
	"leader with it", "mounted", "march column", "seen by the enemy now",
	"locked in melee", "last known position", "in a boat",
	"lost this phase: where it fell or left the board",
};
static const char *const line_keys[DRAW_L_COUNT] = {
	"plain", "road", "river", "move", "retreat", "attack", "fire",
	"stream", "hedge", "wall", "fence",
};
static const char *const line_words[DRAW_L_COUNT] = {
	"", "road", "river", "move seen this phase", "retreat",
	"attack (close combat)", "fire at range",
	"stream", "hedge", "wall", "fence",
};
static const char *const base_keys[DRAW_B_COUNT] = {
	"round", "square", "rect", "vehicle", "animal", "boat", "train",
};
static const char *const base_words[DRAW_B_COUNT] = {
	"a unit on its base, by name; the dark edge is its front",
	"a unit on its base, by name; the dark edge is its front",
	"a unit on its base, by name; the dark edge is its front",
	"a vehicle, by name: the dark point is its front",
	"a pack animal, by name: its dark head is its front",
	"a boat, by name: the dark bow is its front",
	"a train, by name: the dark engine is its front",
};
static const char *const ruling_words[DRAW_LR_COUNT] = {
	"a ruler: the distance base edge to base edge, written on it",
	"a line of sight: clear",
	"a line of sight: blocked at the cross, faint beyond",
	"an arc of fire (shaded)",
	"a blast template",
	"smoke",
};
static const char *const mark_keys[DRAW_M_COUNT] = {
	"combat", "fort1", "fort2",
};
static const char *const mark_words[DRAW_M_COUNT] = {
	"combat this phase", "fortification, light", "fortification, strong",
};
static const char *const anchor_keys[] = {
	"centre", "n", "ne", "e", "se", "s", "sw", "w", "nw",
};
static const char *const size_keys[] = { "small", "normal", "large", "huge" };
static const char *const kind_keys[DRAW_KIND_COUNT] = {
	"poly", "line", "circle", "text", "area", "token", "objective", "mark",
	"base", "ruling",
};

unsigned
drawing_ink_rgb(int ink)
{
	switch (ink) {
	case DRAW_INK_BLACK:	return 0x1A1A1A;
	case DRAW_INK_GREY:	return 0x8C8C8C;
	case DRAW_INK_WHITE:	return 0xFFFFFF;
	case DRAW_INK_WATER:	return 0x3C8DD2;
	case DRAW_INK_ROAD:	return 0x8B5A2B;
	default:
		if (ink >= DRAW_INK_SIDE0 && ink < DRAW_INK_SIDE(DRAW_MAX_SIDES))
			return side_rgb[ink - DRAW_INK_SIDE0];
		return 0x000000;
	}
}

unsigned
drawing_terrain_rgb(enum draw_terrain t)
{
	return (int)t >= 0 && t < DRAW_T_COUNT ? terrains[t].rgb : 0xFFFFFF;
}

const char *
drawing_terrain_word(const struct drawing *d, enum draw_terrain t)
{
	if ((int)t < 0 || t >= DRAW_T_COUNT)
		return "";
	return d->terrain_name[t][0] ? d->terrain_name[t] : terrains[t].key;
}

const char *
drawing_status_word(const struct drawing *d, int bit)
{
	if (bit < 0 || bit >= DRAW_ST_COUNT)
		return "";
	return d->status_name[bit][0] ? d->status_name[bit] :
	    status_words[bit];
}

const char *
drawing_line_word(enum draw_line_kind k)
{
	return (int)k >= 0 && k < DRAW_L_COUNT ? line_words[k] : "";
}

const char *
drawing_mark_word(enum draw_mark_kind m)
{
	return (int)m >= 0 && m < DRAW_M_COUNT ? mark_words[m] : "";
}

const char *
drawing_base_word(enum draw_base_shape s)
{
	return (int)s >= 0 && s < DRAW_B_COUNT ? base_words[s] : "";
}

/* What the drawing holds, for the legend. */
struct used {
	unsigned status;
	int token, facing, marker, tail, objective, turret, base_marker;
	unsigned char terrain[DRAW_T_COUNT], line[DRAW_L_COUNT];
	unsigned char mark[DRAW_M_COUNT];
	unsigned char base[DRAW_B_COUNT], ruling[DRAW_LR_COUNT];
};

/* The legend's line for a ruling. */
static int
ruling_line(const struct draw_ruling *r)
{
	switch (r->kind) {
	case DRAW_R_RULER:	return DRAW_LR_RULER;
	case DRAW_R_SIGHT:	return r->blocked ? DRAW_LR_SIGHT_BLOCKED :
				    DRAW_LR_SIGHT_CLEAR;
	case DRAW_R_ARC:	return DRAW_LR_ARC;
	case DRAW_R_BLAST:	return DRAW_LR_BLAST;
	default:		return DRAW_LR_SMOKE;
	}
}

static void
scan_used(const struct drawing *d, struct used *u)
{
	const struct draw_item *it;
	int i;

	memset(u, 0, sizeof *u);
	for (i = 0; d->grid.kind != DRAW_GRID_NONE &&
	    i < d->grid.cols * d->grid.rows; i++)
		u->terrain[d->grid.terrain[i]] = 1;
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		switch (it->kind) {
		case DRAW_AREA:
			u->terrain[it->u.area.terrain] = 1;
			break;
		case DRAW_LINE:
			u->line[it->u.line.kind] = 1;
			break;
		case DRAW_MARK:
			u->mark[it->u.mark.kind] = 1;
			break;
		case DRAW_OBJECTIVE:
			u->objective = 1;
			break;
		case DRAW_TOKEN:
			u->status |= it->u.token.status;
			if (it->u.token.status & DRAW_ST_LAST_KNOWN)
				u->marker = 1;
			else
				u->token = 1;
			if (it->u.token.facing != DRAW_NO_FACING)
				u->facing = 1;
			if (it->u.token.has_tail)
				u->tail = 1;
			break;
		case DRAW_BASE:
			u->status |= it->u.base.status;
			if (it->u.base.status & DRAW_ST_LAST_KNOWN)
				u->base_marker = 1;
			/* one line for every base, one for each kind of
			 * vehicle, animal or craft */
			u->base[it->u.base.shape >= DRAW_B_VEHICLE ?
			    it->u.base.shape : DRAW_B_ROUND] = 1;
			if (it->u.base.turret != DRAW_NO_FACING)
				u->turret = 1;
			break;
		case DRAW_RULING:
			u->ruling[ruling_line(&it->u.ruling)] = 1;
			break;
		default:
			break;
		}
	}
}

static int
legend_add(struct draw_legend *out, int n, int max,
    enum draw_legend_kind kind, int index, const char *a, const char *b)
{
	if (n >= max)
		return n;
	out[n].kind = kind;
	out[n].index = index;
	snprintf(out[n].text, sizeof out[n].text, "%s%s", a, b);
	return n + 1;
}

/*
 * The legend, computed from what was drawn: the sides' colours, how to
 * read a token, every badge, arrow, mark and terrain on the picture, the
 * objectives, the module's notes.  Returns the number of lines.
 */
int
drawing_legend(const struct drawing *d, struct draw_legend *out, int max)
{
	struct used u;
	int n = 0, i;

	scan_used(d, &u);
	for (i = 0; i < d->nsides; i++)
		n = legend_add(out, n, max, DRAW_LG_SIDE, i, d->side[i],
		    d->viewer == i ? " (you)" : "");
	if (u.token)
		n = legend_add(out, n, max, DRAW_LG_TOKEN, 0, "a unit, by "
		    "name", u.facing ? "; the point shows its facing" : "");
	/* index 1: the marker is a base (an open table), drawn so */
	if (u.marker || u.base_marker)
		n = legend_add(out, n, max, DRAW_LG_LAST_KNOWN, u.marker ? 0 : 1,
		    "where an enemy unit was last seen (old news)", "");
	if (u.tail)
		n = legend_add(out, n, max, DRAW_LG_COLUMN, 0, "a column: "
		    "head and tail", "");
	for (i = 0; i < DRAW_B_COUNT; i++)
		if (u.base[i])
			n = legend_add(out, n, max, DRAW_LG_BASE, i,
			    base_words[i], i == DRAW_B_VEHICLE && u.turret ?
			    "; the line is its gun" : "");
	for (i = 0; i < DRAW_ST_COUNT; i++)
		if ((u.status & (1u << i)) && (1u << i) != DRAW_ST_LAST_KNOWN)
			n = legend_add(out, n, max, DRAW_LG_STATUS, i,
			    drawing_status_word(d, i), "");
	for (i = DRAW_L_PLAIN + 1; i < DRAW_L_COUNT; i++)
		if (u.line[i])
			n = legend_add(out, n, max, DRAW_LG_LINE, i,
			    line_words[i], "");
	for (i = 0; i < DRAW_M_COUNT; i++)
		if (u.mark[i])
			n = legend_add(out, n, max, DRAW_LG_MARK, i,
			    mark_words[i], "");
	for (i = 0; i < DRAW_LR_COUNT; i++)
		if (u.ruling[i])
			n = legend_add(out, n, max, DRAW_LG_RULING, i,
			    ruling_words[i], "");
	if (d->measure.per > 0 && d->measure.every > 0) {
		char every[DRAW_NAME_LEN], b[DRAW_TEXT_LEN];

		if (d->measure.every % d->measure.per == 0)
			snprintf(every, sizeof every, "%d %s",
			    d->measure.every / d->measure.per,
			    d->measure.word);
		else
			drawing_length_text(d, d->measure.every, every,
			    sizeof every);
		snprintf(b, sizeof b, d->measure.from_south ? "faint lines "
		    "every %s, numbered from the south-west corner" :
		    "faint lines every %s, numbered on the edges", every);
		n = legend_add(out, n, max, DRAW_LG_MEASURE, 0, b, "");
	}
	if (u.objective)
		n = legend_add(out, n, max, DRAW_LG_OBJECTIVE, 0, "objective "
		    "(its VP in the star): ring in the holder's colour, grey "
		    "if none known", "");
	for (i = DRAW_T_OFF + 1; i < DRAW_T_COUNT; i++)
		if (u.terrain[i])
			n = legend_add(out, n, max, DRAW_LG_TERRAIN, i,
			    drawing_terrain_word(d, (enum draw_terrain)i), "");
	for (i = 0; i < d->nnotes; i++)
		n = legend_add(out, n, max, DRAW_LG_NOTE, i, d->note[i], "");
	return n;
}

/* ---- JSON ---- */

static json_t *
ink_json(int ink)
{
	static const char *const names[] = {
		"none", "black", "grey", "white", "water", "road",
	};
	char b[16];

	if (ink >= DRAW_INK_SIDE0) {
		snprintf(b, sizeof b, "side:%d", ink - DRAW_INK_SIDE0);
		return json_string(b);
	}
	return json_string(ink >= 0 && ink <= DRAW_INK_ROAD ? names[ink] :
	    "none");
}

static json_t *
points_json(const struct drawing *d, int first, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_pack("[ii]", d->pts[first + i].x,
		    d->pts[first + i].y));
	return a;
}

static json_t *
token_json(const struct draw_token *t)
{
	json_t *o, *st = json_array();
	int b;

	for (b = 0; st != NULL && b < DRAW_ST_COUNT; b++)
		if (t->status & (1u << b))
			json_array_append_new(st, json_string(status_keys[b]));
	o = json_pack("{s:i,s:i,s:i,s:i,s:o,s:s,s:s,s:s}", "x", t->x, "y", t->y, "size",
	    t->size, "side", t->side, "facing", t->facing == DRAW_NO_FACING ?
	    json_null() : json_integer(t->facing), "id", t->id, "sub", t->sub,
	    "cell", t->cell);
	if (o == NULL) {
		json_decref(st);
		return NULL;
	}
	json_object_set_new(o, "status", st);
	if (t->has_tail)
		json_object_set_new(o, "tail", json_pack("[ii]", t->tail_x,
		    t->tail_y));
	return o;
}

static json_t *
status_json(unsigned status)
{
	json_t *st = json_array();
	int b;

	for (b = 0; st != NULL && b < DRAW_ST_COUNT; b++)
		if (status & (1u << b))
			json_array_append_new(st, json_string(status_keys[b]));
	return st;
}

static json_t *
facing_json(int f)
{
	return f == DRAW_NO_FACING ? json_null() : json_integer(f);
}

static json_t *
base_json(const struct draw_base *b)
{
	return json_pack("{s:s,s:i,s:i,s:i,s:i,s:o,s:o,s:i,s:s,s:s,s:o}",
	    "shape", base_keys[b->shape], "x", b->x, "y", b->y, "w", b->w,
	    "dp", b->dp, "facing", facing_json(b->facing), "turret",
	    facing_json(b->turret), "side", b->side, "id", b->id, "sub",
	    b->sub, "status", status_json(b->status));
}

/* A ruling as events carry it, and for a ruler the length as written. */
static json_t *
ruling_item_json(const struct drawing *d, const struct draw_ruling *r)
{
	json_t *o = drawing_ruling_json(r);
	char b[DRAW_NAME_LEN];

	if (o != NULL && r->kind == DRAW_R_RULER)
		json_object_set_new(o, "text", json_string(drawing_length_text(
		    d, drawing_ruler_length(r), b, sizeof b)));
	return o;
}

static json_t *
item_json(const struct drawing *d, const struct draw_item *it)
{
	json_t *o = NULL;

	switch (it->kind) {
	case DRAW_POLY:
		o = json_pack("{s:o,s:o,s:o,s:i,s:b}", "points", points_json(d,
		    it->u.poly.first, it->u.poly.n), "fill",
		    ink_json(it->u.poly.fill), "ink", ink_json(it->u.poly.ink),
		    "width", it->u.poly.width, "dashed", it->u.poly.dashed);
		break;
	case DRAW_LINE:
		o = json_pack("{s:s,s:o,s:o,s:i,s:b}", "line",
		    line_keys[it->u.line.kind], "points", points_json(d,
		    it->u.line.first, it->u.line.n), "ink",
		    ink_json(it->u.line.ink), "width", it->u.line.width,
		    "arrow", it->u.line.arrow);
		break;
	case DRAW_CIRCLE:
		o = json_pack("{s:i,s:i,s:i,s:o,s:o,s:i}", "x", it->u.circle.x,
		    "y", it->u.circle.y, "r", it->u.circle.r, "fill",
		    ink_json(it->u.circle.fill), "ink",
		    ink_json(it->u.circle.ink), "width", it->u.circle.width);
		break;
	case DRAW_TEXT:
		o = json_pack("{s:i,s:i,s:s,s:s,s:s,s:o}", "x", it->u.text.x,
		    "y", it->u.text.y, "text", it->u.text.text, "anchor",
		    anchor_keys[it->u.text.anchor], "size",
		    size_keys[it->u.text.size], "ink",
		    ink_json(it->u.text.ink));
		break;
	case DRAW_AREA:
		o = json_pack("{s:s,s:s,s:o}", "terrain",
		    terrains[it->u.area.terrain].key, "label",
		    it->u.area.label, "points", points_json(d,
		    it->u.area.first, it->u.area.n));
		break;
	case DRAW_TOKEN:
		o = token_json(&it->u.token);
		break;
	case DRAW_OBJECTIVE:
		o = json_pack("{s:i,s:i,s:s,s:o}", "x", it->u.obj.x, "y",
		    it->u.obj.y, "label", it->u.obj.label, "holder",
		    it->u.obj.holder < 0 ? json_null() :
		    json_integer(it->u.obj.holder));
		break;
	case DRAW_MARK:
		o = json_pack("{s:s,s:i,s:i}", "mark",
		    mark_keys[it->u.mark.kind], "x", it->u.mark.x, "y",
		    it->u.mark.y);
		break;
	case DRAW_BASE:
		o = base_json(&it->u.base);
		break;
	case DRAW_RULING:
		o = ruling_item_json(d, &it->u.ruling);
		break;
	default:
		return NULL;
	}
	if (o != NULL)
		json_object_set_new(o, "kind", json_string(
		    kind_keys[it->kind]));
	return o;
}

/* The grid's terrain as rows of one character per cell, and the key to
 * the characters used: compact and readable in a golden file. */
static json_t *
grid_json(const struct drawing *d)
{
	const struct draw_grid *g = &d->grid;
	json_t *o, *rows = json_array(), *lv = json_array(), *key = json_object();
	json_t *cl = json_array(), *rl = json_array(), *sh = json_array();
	char line[DRAW_MAX_GRID_COLS + 1], lline[DRAW_MAX_GRID_COLS + 1];
	int c, r, i, anylevel = 0;
	unsigned char t;

	for (r = 0; r < g->rows; r++) {
		for (c = 0; c < g->cols; c++) {
			t = g->terrain[c + r * g->cols];
			line[c] = terrains[t].code;
			lline[c] = (char)('0' + g->level[c + r * g->cols]);
			anylevel |= g->level[c + r * g->cols];
			json_object_set_new(key, (char[]){ terrains[t].code,
			    '\0' }, json_string(terrains[t].key));
		}
		line[g->cols] = lline[g->cols] = '\0';
		json_array_append_new(rows, json_string(line));
		json_array_append_new(lv, json_string(lline));
	}
	for (c = 0; c < g->cols; c++)
		json_array_append_new(cl, json_string(g->col_label[c]));
	for (r = 0; r < g->rows; r++)
		json_array_append_new(rl, json_string(g->row_label[r]));
	for (i = 0; i < g->nsheets; i++)
		json_array_append_new(sh, json_pack("{s:i,s:i,s:i,s:i,s:s}",
		    "c0", g->sheet[i].c0, "r0", g->sheet[i].r0, "cols",
		    g->sheet[i].cols, "rows", g->sheet[i].rows, "prefix",
		    g->sheet[i].prefix));
	o = json_pack("{s:s,s:i,s:i,s:i,s:i,s:i,s:o,s:o,s:o,s:o,s:o}", "kind",
	    g->kind == DRAW_GRID_HEX ? "hex" : "square", "x0", g->x0, "y0",
	    g->y0, "size", g->size, "cols", g->cols, "rows", g->rows,
	    "terrain", rows, "terrain_key", key, "col_labels", cl,
	    "row_labels", rl, "sheets", sh);
	if (o != NULL && anylevel)
		json_object_set_new(o, "levels", lv);
	else
		json_decref(lv);
	return o;
}

static json_t *
legend_json(const struct drawing *d)
{
	static const char *const keys[] = {
		"side", "token", "status", "last_known", "column", "terrain",
		"line", "mark", "objective", "note", "base", "ruling",
		"measure",
	};
	struct draw_legend lg[DRAW_MAX_LEGEND];
	json_t *a = json_array();
	int n = drawing_legend(d, lg, DRAW_MAX_LEGEND), i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_pack("{s:s,s:i,s:s}", "kind",
		    keys[lg[i].kind], "index", lg[i].index, "text",
		    lg[i].text));
	return a;
}

static json_t *
head_json(const struct drawing *d)
{
	json_t *sides = json_array(), *notes = json_array(), *o;
	int i;

	for (i = 0; i < d->nsides; i++)
		json_array_append_new(sides, json_string(d->side[i]));
	for (i = 0; i < d->nnotes; i++)
		json_array_append_new(notes, json_string(d->note[i]));
	o = json_pack("{s:s,s:i,s:s,s:i,s:i,s:i,s:s,s:s,s:o,s:o,s:i,s:o}",
	    "format", "pbemd-drawing", "version", 1, "unit", d->unit, "width",
	    d->width, "height", d->height, "token", d->token, "title",
	    d->title, "subtitle", d->subtitle, "viewer", d->viewer < 0 ?
	    json_null() : json_string(d->side[d->viewer]), "sides", sides,
	    "north", d->north, "notes", notes);
	if (o != NULL)
		json_object_set_new(o, "scale", d->scale_len ? json_pack(
		    "{s:i,s:s}", "length", d->scale_len, "label",
		    d->scale_label) : json_null());
	if (o != NULL && d->frame.on)
		json_object_set_new(o, "frame", json_pack("{s:i,s:i,s:i,s:i}",
		    "x", d->frame.x, "y", d->frame.y, "board_width",
		    d->frame.full_w, "board_height", d->frame.full_h));
	/* only an open table has a measure: the grid games' JSON is as
	 * it was */
	if (o != NULL && d->measure.per > 0)
		json_object_set_new(o, "measure", json_pack("{s:i,s:s,s:i,"
		    "s:i}", "per", d->measure.per, "word", d->measure.word,
		    "every", d->measure.every, "decimals",
		    d->measure.decimals));
	/* written only when set: the other open tables' JSON keeps its
	 * bytes */
	if (o != NULL && d->measure.per > 0 && d->measure.from_south)
		json_object_set_new(json_object_get(o, "measure"), "from",
		    json_string("south"));
	return o;
}

int
drawing_to_json(const struct drawing *d, json_t **out)
{
	json_t *o = NULL, *items = NULL, *v;
	int i;

	*out = NULL;
	if (d->failed)
		return d->failed;
	if ((o = head_json(d)) == NULL || (items = json_array()) == NULL)
		goto nomem;
	for (i = 0; i < d->nitems; i++) {
		if ((v = item_json(d, &d->items[i])) == NULL ||
		    json_array_append_new(items, v) != 0)
			goto nomem;
	}
	if (json_object_set_new(o, "items", items) != 0) {
		items = NULL;
		goto nomem;
	}
	items = NULL;
	if (json_object_set_new(o, "grid", d->grid.kind == DRAW_GRID_NONE ?
	    json_null() : grid_json(d)) != 0 ||
	    json_object_set_new(o, "legend", legend_json(d)) != 0)
		goto nomem;
	*out = o;
	return PBEM_OK;
nomem:
	json_decref(items);
	json_decref(o);
	return PBEM_ERR_NOMEM;
}
