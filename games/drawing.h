/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing.h - what one side sees, as a picture to be drawn: the vocabulary
 * a rules module's draw() slot (game.h) speaks and the core's renderer
 * (src/render.c) turns into a PNG.  Pure data: no cairo, no floating
 * point, no allocation the caller sees.  It fits every board pbemd plays:
 * a hex map, a square grid, a box grid, an open table in inches or yards.
 *
 * Coordinates are integers in a unit the drawing declares ("1/1000 hex
 * width", "1/100 inch"); x grows east, y grows south; the board spans
 * 0..width x 0..height.  A drawing holds, in the order the module adds
 * them, a bounded list of items:
 *
 *   poly       a polygon, filled and/or outlined
 *   line       a polyline with a width: road, river, move, retreat,
 *              attack, fire (arrows with a head), or plain
 *   circle     filled and/or outlined
 *   text       a label with an anchor and a size class
 *   area       a labelled terrain area (woods, hill, town, marsh...)
 *   token      a unit: id, side colour, facing, status flags, a column's
 *              tail, a small second line; or a marker: where an enemy
 *              was last seen, where a unit was lost this phase
 *   objective  an objective with its label and holder (as the side knows)
 *   mark       a combat burst or a fortification
 *   base       a unit on an open table: a round, square or rectangular
 *              base, a vehicle, a pack animal, a boat or a train, at
 *              its true size (the renderer draws none smaller than it
 *              can be read, and where men so drawn run into each other
 *              it draws that knot again larger beside the map), its
 *              front marked (drawing_table.c)
 *   ruling     a ruling drawn: a ruler base edge to base edge with its
 *              length, a sight line (clear, or where it is blocked), an
 *              arc of fire; and templates: a blast circle, a smoke line
 *
 * plus at most one grid (a hex grid of flat-topped hexes in staggered
 * columns, or a square grid) whose cells carry a terrain and whose labels
 * are composed as the module prints them (sheet prefix + column + row:
 * "II" "C" "08"), a title, the sides and their colours, a scale bar, a
 * north arrow and notes.  An open table declares its measure
 * (drawing_measure): how many units make an inch or a yard, the word,
 * and the spacing of a faint measured grid numbered on the edges; a
 * ruler's length is then written in that measure ("7.4 in").  A board
 * too large to read whole may be framed on the part that matters
 * (drawing_frame; an open table on what its side sees, and zoomed to
 * it: drawing_frame_seen): the renderer draws that part and the whole
 * board as a small overview.  The legend is not drawn by the module: it is computed
 * from what was drawn (drawing_legend), so it names exactly the
 * terrains, badges, arrows, marks, bases and rulings on the picture.
 *
 * Failure is sticky, as with struct buf: drawing_init() cannot fail; a
 * call past PBEM_MAX_DRAW_ITEMS or PBEM_MAX_DRAW_POINTS, out of memory, or
 * with a bad argument (text that is not printable UTF-8 or too long, a side
 * out of range) marks the drawing failed and returns an error, and every
 * later call fails too, so a module may check once at the end.
 *
 * A drawing must show no more than the module's text report: build it
 * from the same visibility (game.h, rule 3).
 */
#ifndef PBEM_DRAWING_H
#define PBEM_DRAWING_H

#include <stddef.h>

#include <jansson.h>

#include "err.h"

#define DRAW_MAX_SIDES		8	/* GAME_MAX_SIDES */
#define DRAW_MAX_GRID_COLS	128	/* four Highest Ground sheets: 104 */
#define DRAW_MAX_GRID_ROWS	128
#define DRAW_MAX_CELLS		4096	/* cols * rows of the one grid */
#define DRAW_MAX_SHEETS		8	/* map sheets of the grid */
#define DRAW_MAX_NOTES		8
#define DRAW_TEXT_LEN		64	/* a label, a note line */
#define DRAW_TITLE_LEN		128
#define DRAW_ID_LEN		12	/* a token's id: "LEG12", "R-03", "X4" */
#define DRAW_SUB_LEN		12	/* a token's second line: "5-5-4" */
#define DRAW_CELL_LEN		12	/* a cell label: "IIC08", "C4" */
#define DRAW_NAME_LEN		32	/* a side's or a legend word's name */
#define DRAW_NO_FACING		(-1)
#define DRAW_MAX_LEGEND		64
#define DRAW_MAX_MEASURE_LINES	200	/* the measured grid, each way */

/* Inks: a few named colours, then the side palette (DRAW_INK_SIDE(n)),
 * eight colours told apart by colour-blind readers too (Okabe and Ito,
 * 2008), in the order sides are numbered. */
enum draw_ink {
	DRAW_INK_NONE = 0,	/* no fill / no outline */
	DRAW_INK_BLACK,
	DRAW_INK_GREY,
	DRAW_INK_WHITE,
	DRAW_INK_WATER,
	DRAW_INK_ROAD,
	DRAW_INK_SIDE0 = 16
};
#define DRAW_INK_SIDE(n)	(DRAW_INK_SIDE0 + (n))

/* Terrain of a grid cell or an area.  DRAW_T_OFF: not on the board. */
enum draw_terrain {
	DRAW_T_OFF = 0, DRAW_T_OPEN, DRAW_T_WOODS, DRAW_T_HILL, DRAW_T_TOWN,
	DRAW_T_VILLAGE, DRAW_T_WATER, DRAW_T_MARSH, DRAW_T_ROUGH,
	DRAW_T_FIELD, DRAW_T_BRIDGE, DRAW_T_FORD, DRAW_T_SAND,
	DRAW_T_BUILDING,	/* one building's footprint, open tables */
	DRAW_T_COUNT
};

enum draw_line_kind {
	DRAW_L_PLAIN = 0,	/* ink and width as given */
	DRAW_L_ROAD, DRAW_L_RIVER,	/* terrain, under the units */
	DRAW_L_MOVE,		/* a move this side saw (mover's colour) */
	DRAW_L_RETREAT,		/* a retreat or rout (dashed) */
	DRAW_L_ATTACK,		/* a close attack, attacker -> target */
	DRAW_L_FIRE,		/* fire at range, shooter -> target */
	/* terrain again, for open tables: the width is the feature's own */
	DRAW_L_STREAM,		/* a stream, narrower than a river */
	DRAW_L_HEDGE,		/* a hedge or bocage */
	DRAW_L_WALL,		/* a stone wall */
	DRAW_L_FENCE,		/* a fence or a low obstacle */
	DRAW_L_COUNT
};

enum draw_anchor {		/* which point of the text (x, y) is */
	DRAW_A_CENTRE = 0, DRAW_A_N, DRAW_A_NE, DRAW_A_E, DRAW_A_SE,
	DRAW_A_S, DRAW_A_SW, DRAW_A_W, DRAW_A_NW
};

enum draw_size {		/* relative to the board's token size */
	DRAW_S_SMALL = 0,	/* cell labels, notes on the map */
	DRAW_S_NORMAL,		/* place names */
	DRAW_S_LARGE,		/* edge labels */
	DRAW_S_HUGE		/* map-sheet numerals, in light ink */
};

enum draw_mark_kind {
	DRAW_M_COMBAT = 0,	/* a combat took place here */
	DRAW_M_FORT1,		/* a light fortification (stakes, works) */
	DRAW_M_FORT2,		/* a strong one (ditch and berm) */
	DRAW_M_COUNT
};

/* A token's status, each shown as a badge the legend explains.  A module
 * may name a badge in its own rules' words (drawing_status_name). */
#define DRAW_ST_DISORDERED	0x0001u	/* disordered, disrupted */
#define DRAW_ST_ROUTED		0x0002u
#define DRAW_ST_NO_AMMO		0x0004u	/* out of ammunition */
#define DRAW_ST_BLOODIED	0x0008u
#define DRAW_ST_JAMMED		0x0010u
#define DRAW_ST_LEADER		0x0020u	/* a leader, or one is with it */
#define DRAW_ST_MOUNTED		0x0040u
#define DRAW_ST_MARCH		0x0080u	/* march / strategic mode */
#define DRAW_ST_SPOTTED		0x0100u	/* own unit the enemy sees now */
#define DRAW_ST_ENGAGED		0x0200u	/* locked in melee */
#define DRAW_ST_LAST_KNOWN	0x0400u	/* a marker: where it was last seen */
#define DRAW_ST_BOAT		0x0800u	/* in a boat, on the water */
#define DRAW_ST_LOST		0x1000u	/* a marker: destroyed or gone off
					 * the board this phase, here, as
					 * the side saw it (draw_trail_lost) */
#define DRAW_ST_COUNT		13

struct draw_pt {
	int x, y;
};

/* A unit token, as the module fills it for drawing_token(). */
struct draw_token {
	int x, y;		/* centre */
	int size;		/* diameter; 0: the drawing's token size */
	int side;		/* 0..DRAW_MAX_SIDES-1: the side's colour */
	int facing;		/* degrees clockwise from north, or
				 * DRAW_NO_FACING (drawing_facing6/8 help) */
	unsigned status;	/* DRAW_ST_* */
	int has_tail;		/* a column: its tail stands at (tail_x, tail_y) */
	int tail_x, tail_y;
	char id[DRAW_ID_LEN];	/* as this side names it */
	char sub[DRAW_SUB_LEN];	/* small second line, may be "" */
	char cell[DRAW_CELL_LEN];	/* where, as the module labels it */
};

/* A base on an open table (drawing_base).  Sizes and the centre are in
 * the drawing's unit: the base is drawn at its true size. */
enum draw_base_shape {
	DRAW_B_ROUND = 0,	/* w is the diameter; facing optional */
	DRAW_B_SQUARE,		/* w by w */
	DRAW_B_RECT,		/* w along the front, dp front to rear */
	DRAW_B_VEHICLE,		/* a hull w wide, dp long; a pointed front */
	DRAW_B_ANIMAL,		/* a pack animal w wide, dp long; its head
				 * at the front */
	DRAW_B_BOAT,		/* a hull w wide, dp long; a curved bow */
	DRAW_B_TRAIN,		/* cars w wide, dp long end to end; the
				 * engine at the front */
	DRAW_B_COUNT
};

struct draw_base {
	int x, y;		/* centre */
	enum draw_base_shape shape;
	int w, dp;		/* round: dp unused; square: dp = w */
	int facing;		/* bearing of the front, degrees clockwise
				 * from north; DRAW_NO_FACING: round only */
	int turret;		/* vehicle: the gun's bearing, or
				 * DRAW_NO_FACING (no turret) */
	int side;		/* 0..DRAW_MAX_SIDES-1 */
	unsigned status;	/* DRAW_ST_*, badges as on tokens */
	char id[DRAW_ID_LEN];
	char sub[DRAW_SUB_LEN];
};

/*
 * A ruling drawn on the map, or a template.  The same record is what a
 * module attaches to an event (event_log.h: event_rule) and what
 * draw_rulings_run() draws from the events a side saw.  Points in the
 * drawing's unit, angles in integer degrees (compass: 0 north,
 * clockwise), lengths in the unit.
 *
 *   RULER   p[0] -> p[1], base edge to base edge; `length` the distance
 *           as the rules measured it (-1: the drawing measures p[0]-p[1],
 *           rounded), written on the ruler in the drawing's measure
 *   SIGHT   p[0] the eye, p[1] the target; `blocked` 1: sight stops at
 *           p[2] (the rest of the line drawn faint, a cross at p[2]);
 *           `label` may say what blocks it
 *   ARC     p[0] the apex, `facing`, `half` the half-width (1..180),
 *           `radius` its reach: a shaded wedge
 *   BLAST   p[0] the centre, `radius`: a blast template; `label` e.g.
 *           "HE 2 in"
 *   SMOKE   p[0..n-1] a smoke line `width` wide
 *
 * `side`: whose ruling it is (its colour), or -1 for a neutral one.
 */
#define DRAW_RULING_PTS		8
enum draw_ruling_kind {
	DRAW_R_RULER = 0, DRAW_R_SIGHT, DRAW_R_ARC, DRAW_R_BLAST,
	DRAW_R_SMOKE, DRAW_R_COUNT
};
struct draw_ruling {
	enum draw_ruling_kind kind;
	int n;				/* points used */
	struct draw_pt p[DRAW_RULING_PTS];
	int length;			/* RULER */
	int blocked;			/* SIGHT */
	int facing, half, radius;	/* ARC; radius: BLAST too */
	int width;			/* SMOKE */
	int side;			/* -1: neutral */
	char label[DRAW_TEXT_LEN];
};

enum draw_kind {
	DRAW_POLY = 0, DRAW_LINE, DRAW_CIRCLE, DRAW_TEXT, DRAW_AREA,
	DRAW_TOKEN, DRAW_OBJECTIVE, DRAW_MARK, DRAW_BASE, DRAW_RULING,
	DRAW_KIND_COUNT
};

struct draw_item {
	enum draw_kind kind;
	union {
		struct {		/* DRAW_POLY */
			int first, n;	/* corners in drawing.pts */
			int fill, ink, width, dashed;
		} poly;
		struct {		/* DRAW_LINE */
			int first, n;
			enum draw_line_kind kind;
			int ink, width, arrow;	/* arrow: a head at the end */
		} line;
		struct {		/* DRAW_CIRCLE */
			int x, y, r, fill, ink, width;
		} circle;
		struct {		/* DRAW_TEXT */
			int x, y, ink;
			enum draw_anchor anchor;
			enum draw_size size;
			char text[DRAW_TEXT_LEN];
		} text;
		struct {		/* DRAW_AREA */
			int first, n;
			enum draw_terrain terrain;
			char label[DRAW_TEXT_LEN];
		} area;
		struct draw_token token;	/* DRAW_TOKEN */
		struct {		/* DRAW_OBJECTIVE */
			int x, y;
			int holder;	/* side index, -1: none or not known */
			char label[DRAW_TEXT_LEN];
		} obj;
		struct {		/* DRAW_MARK */
			int x, y;
			enum draw_mark_kind kind;
		} mark;
		struct draw_base base;		/* DRAW_BASE */
		struct draw_ruling ruling;	/* DRAW_RULING */
	} u;
};

enum draw_grid_kind { DRAW_GRID_NONE = 0, DRAW_GRID_HEX, DRAW_GRID_SQUARE };

/*
 * The one grid.  Hex: flat-topped hexes `size` wide corner to corner,
 * columns staggered so that odd columns sit half a hex lower ("odd-q");
 * cell (c, r)'s bounding box starts at x0 + c*size*3/4, y0 + r*hh*2
 * (+ hh in odd columns), hh = half the hex's height.  Square: cells
 * `size` wide, (c, r) at x0 + c*size, y0 + r*size, row 0 at the top.
 * A cell's label is its sheet's prefix + col_label[c] + row_label[r].
 */
struct draw_grid {
	enum draw_grid_kind kind;
	int x0, y0, size, cols, rows;
	int hh;				/* hex: half height, integer */
	unsigned char terrain[DRAW_MAX_CELLS];	/* c + r*cols */
	unsigned char level[DRAW_MAX_CELLS];	/* hill height, 0..9 */
	char col_label[DRAW_MAX_GRID_COLS][4];
	char row_label[DRAW_MAX_GRID_ROWS][4];
	int nsheets;
	struct {
		int c0, r0, cols, rows;
		char prefix[8];
	} sheet[DRAW_MAX_SHEETS];
};

struct drawing {
	char unit[DRAW_NAME_LEN];	/* "1/1000 hex width" */
	int width, height;		/* the board, in units */
	int token;			/* a token's diameter, in units */
	char title[DRAW_TITLE_LEN], subtitle[DRAW_TITLE_LEN];
	int viewer;			/* side index, -1: the referee */
	int nsides;
	char side[DRAW_MAX_SIDES][DRAW_NAME_LEN];
	int north;			/* degrees clockwise of "up" */
	int scale_len;			/* 0: no scale bar */
	char scale_label[DRAW_NAME_LEN];
	struct {			/* an open table's measure */
		int per;		/* units in one inch or yard; 0: none */
		int every;		/* the measured grid's spacing, units;
					 * 0: no grid */
		int decimals;		/* 0 or 1: how lengths are written */
		int from_south;		/* 1: the grid numbered up from the
					 * south edge, as the rules count
					 * y; 0: down from the north */
		char word[DRAW_ID_LEN];	/* "in", "yd" */
	} measure;
	char terrain_name[DRAW_T_COUNT][DRAW_NAME_LEN];
	char status_name[DRAW_ST_COUNT][DRAW_NAME_LEN];
	char status_letter[DRAW_ST_COUNT][4];	/* "" : the badge's own */
	int nnotes;
	char note[DRAW_MAX_NOTES][DRAW_TEXT_LEN];
	struct {			/* drawing_frame: the part shown */
		int on, x, y;		/* its corner on the whole board */
		int full_w, full_h;	/* the whole board */
	} frame;
	struct draw_grid grid;
	struct draw_item *items;
	int nitems, cap;
	struct draw_pt *pts;
	int npts, ptcap;
	int failed;			/* 0, or the first error */
};

/* One line of the legend: what kind of sample to draw and its words. */
enum draw_legend_kind {
	DRAW_LG_SIDE,		/* a side's colour */
	DRAW_LG_TOKEN,		/* how to read a token: id, facing */
	DRAW_LG_STATUS,		/* a badge: index = bit number */
	DRAW_LG_LAST_KNOWN,
	DRAW_LG_COLUMN,
	DRAW_LG_TERRAIN,	/* index = enum draw_terrain */
	DRAW_LG_LINE,		/* index = enum draw_line_kind */
	DRAW_LG_MARK,		/* index = enum draw_mark_kind */
	DRAW_LG_OBJECTIVE,
	DRAW_LG_NOTE,
	DRAW_LG_BASE,		/* index = enum draw_base_shape */
	DRAW_LG_RULING,		/* index = enum draw_legend_ruling */
	DRAW_LG_MEASURE		/* the measured grid */
};
/* The legend's lines for rulings: a sight line clear or blocked reads
 * differently, so each has its own. */
enum draw_legend_ruling {
	DRAW_LR_RULER = 0, DRAW_LR_SIGHT_CLEAR, DRAW_LR_SIGHT_BLOCKED,
	DRAW_LR_ARC, DRAW_LR_BLAST, DRAW_LR_SMOKE, DRAW_LR_COUNT
};
struct draw_legend {
	enum draw_legend_kind kind;
	int index;
	char text[DRAW_TEXT_LEN + DRAW_NAME_LEN];
};

/* drawing.c: building */
void drawing_init(struct drawing *d, const char *unit, int width,
    int height, int token);
void drawing_free(struct drawing *d);
int drawing_failed(const struct drawing *d);	/* 0 or the first error */
int drawing_title(struct drawing *d, const char *title,
    const char *subtitle);
int drawing_side(struct drawing *d, int side, const char *name);
int drawing_viewer(struct drawing *d, int side);	/* -1: the referee */
/* The usual head: title "System: game", subtitle "SIDE's map. summary"
 * (viewer < 0: "Referee's map (everything). summary"), the viewer, north
 * up.  The sides are still the module's to name. */
int drawing_heading(struct drawing *d, const char *system, const char *game,
    int viewer, const char *viewer_name, const char *summary);
int drawing_north(struct drawing *d, int degrees);
/* Frame the picture on the part of the board that matters (where the
 * fighting is) when the whole board would make its units dots: only
 * x..x+w, y..y+h is drawn at the picture's scale, the whole board as a
 * small overview in a corner with the frame on it.  Call it last: the
 * items keep their board coordinates; width and height become w, h. */
int drawing_frame(struct drawing *d, int x, int y, int w, int h);
/* drawing_frame.c: an open table framed on what its side sees, and
 * zoomed to it.  Call it last.  The box holds every base and unit in
 * sight (not last-known markers, unless they are all the side sees: the
 * renderer points to one off the frame from its edge, with its name and
 * distance), the phase's arrows, fire lines, zones,
 * combats, rulings and templates, read from the drawing (so from nothing
 * the side does not see), `margin` round it, grown to min_w by min_h and
 * kept on the board; framed only if it covers at most `most` percent of
 * the board.  With span > 0 the token (the picture's scale) becomes the
 * frame's (or the whole board's) long side / span, within token_min ..
 * token_max: a small frame drawn larger, a man on it readable. */
struct draw_framing {
	int margin, min_w, min_h;	/* units */
	int most;			/* percent of the board */
	int span;			/* tokens along the long side; 0: keep
					 * the token */
	int token_min, token_max;	/* units */
};
int drawing_frame_seen(struct drawing *d, const struct draw_framing *f);
int drawing_scale(struct drawing *d, int length, const char *label);
int drawing_note(struct drawing *d, const char *text);
/* A note longer than a legend line holds (a game's result), over as many
 * notes as it needs, cut between words; what does not fit in the notes
 * left is dropped, never a failure. */
int drawing_note_wrapped(struct drawing *d, const char *text);
int drawing_terrain_name(struct drawing *d, enum draw_terrain t,
    const char *name);
int drawing_status_name(struct drawing *d, unsigned flag, const char *name);
/* The letter on a badge, in the module's words ("P" for a GLORY badge
 * named "prone"): one or two characters, the badge's own letter else. */
int drawing_status_letter(struct drawing *d, unsigned flag,
    const char *letter);

int drawing_poly(struct drawing *d, const struct draw_pt *pts, int n,
    int fill, int ink, int width, int dashed);
int drawing_line(struct drawing *d, const struct draw_pt *pts, int n,
    enum draw_line_kind kind, int ink, int width, int arrow);
int drawing_circle(struct drawing *d, int x, int y, int r, int fill,
    int ink, int width);
int drawing_text(struct drawing *d, int x, int y, const char *text,
    enum draw_anchor anchor, enum draw_size size, int ink);
int drawing_area(struct drawing *d, const struct draw_pt *pts, int n,
    enum draw_terrain t, const char *label);
int drawing_token(struct drawing *d, const struct draw_token *t);
int drawing_objective(struct drawing *d, int x, int y, const char *label,
    int holder);
int drawing_mark(struct drawing *d, int x, int y, enum draw_mark_kind m);
/* A side's deployment zone: the box (x0,y0)-(x1,y1) grown by `grow` on
 * every side, dashed in `ink`, with "NAME deploys here" inside its
 * bottom edge (low) or its top one. */
int drawing_zone(struct drawing *d, int x0, int y0, int x1, int y1,
    int grow, int ink, const char *name, int low);

/* The grid: one per drawing, cells DRAW_T_OFF until set. */
int drawing_hexgrid(struct drawing *d, int x0, int y0, int size, int cols,
    int rows);
int drawing_squaregrid(struct drawing *d, int x0, int y0, int size,
    int cols, int rows);
int drawing_grid_cell(struct drawing *d, int c, int r, enum draw_terrain t,
    int level);
int drawing_grid_col_label(struct drawing *d, int c, const char *label);
int drawing_grid_row_label(struct drawing *d, int r, const char *label);
/* A square grid's labels as players write them: columns A, B, ... and
 * rows 1, 2, ... from the bottom, on all four edges, `gap` outside. */
int drawing_square_labels(struct drawing *d, int gap);
/* The same turned half round (turned 1): the board seen from the other
 * side of the table, column A on the right and row 1 at the top. */
int drawing_square_labels_turned(struct drawing *d, int gap, int turned);
int drawing_grid_sheet(struct drawing *d, int c0, int r0, int cols,
    int rows, const char *prefix);

/* Geometry every module and the renderer share, in integers. */
int drawing_cell_centre(const struct drawing *d, int c, int r, int *x,
    int *y);
int drawing_cell_corners(const struct drawing *d, int c, int r,
    struct draw_pt out[6]);	/* 6 for a hex, 4 for a square; -1 off */
/* Hexside `dir` (0 N, 1 NE, ... 5 NW) of hex (c, r): its two ends. */
int drawing_hexside(const struct drawing *d, int c, int r, int dir,
    struct draw_pt out[2]);
const char *drawing_cell_label(const struct drawing *d, int c, int r,
    char out[DRAW_CELL_LEN]);
/* Copy src into dst[n] as text a drawing takes: cut short at a character
 * boundary if it must be, anything not printable UTF-8 made '?' (for text
 * from a scenario or the rules data, which the module does not choose). */
void drawing_text_fit(char *dst, size_t n, const char *src);
int drawing_facing6(int dir);	/* hexside 0..5 -> 0, 60, ... 300 */
int drawing_facing8(int dir);	/* 0 N, 1 NE ... 7 NW -> 0, 45 ... 315 */

/* drawing_table.c: open tables */
/* `per` units make one `word` ("in", "yd"); a faint grid every `every`
 * units (0: none), numbered on the edges; lengths written with
 * `decimals` (0 or 1) places: "7.4 in", "212 yd". */
int drawing_measure(struct drawing *d, int per, const char *word,
    int every, int decimals);
/* The measured grid numbered from the south-west corner (a module whose
 * rules count y up from the south edge, as its reports write points):
 * the drawing's own y still runs down from the north edge. */
int drawing_measure_from_south(struct drawing *d);
int drawing_base(struct drawing *d, const struct draw_base *b);
int drawing_ruling(struct drawing *d, const struct draw_ruling *r);
/* Shorthands for drawing_ruling, and for event_rule (event_log.h). */
struct draw_ruling draw_ruler(int ax, int ay, int bx, int by, int length);
struct draw_ruling draw_sight(int fx, int fy, int tx, int ty, int blocked,
    int atx, int aty, int side);
struct draw_ruling draw_arc(int x, int y, int facing, int half, int radius,
    int side);
struct draw_ruling draw_blast(int x, int y, int radius, const char *label);
/* A length in the drawing's measure ("7.4 in"); without a measure, the
 * number of units. */
const char *drawing_length_text(const struct drawing *d, int length,
    char *out, size_t n);
/* The ruler's length as drawn: its own, or p[0]-p[1] rounded. */
int drawing_ruler_length(const struct draw_ruling *r);
/* 1 if r is a well-formed ruling (bounds, point counts, text). */
int drawing_ruling_ok(const struct draw_ruling *r);
const char *drawing_ruling_key(enum draw_ruling_kind k);
/* One ruling as JSON (the form events carry), and back: 0, or -1 for
 * anything malformed or out of bounds. */
json_t *drawing_ruling_json(const struct draw_ruling *r);
int drawing_ruling_from_json(const json_t *j, struct draw_ruling *r);

/* drawing_read.c: reading */
int drawing_legend(const struct drawing *d, struct draw_legend *out,
    int max);
unsigned drawing_ink_rgb(int ink);		/* 0xRRGGBB */
unsigned drawing_terrain_rgb(enum draw_terrain t);
const char *drawing_terrain_word(const struct drawing *d,
    enum draw_terrain t);
const char *drawing_status_word(const struct drawing *d, int bit);
const char *drawing_line_word(enum draw_line_kind k);
const char *drawing_mark_word(enum draw_mark_kind m);
const char *drawing_base_word(enum draw_base_shape s);
/* The drawing as JSON, stable (objects sorted when dumped with
 * JSON_SORT_KEYS): for golden tests and the report's JSON view. */
int drawing_to_json(const struct drawing *d, json_t **out);

/* drawing_heading for the viewer (-1: the referee) among the nsides
 * sides named side[0..nsides-1], then each side's name (drawing_side):
 * the top of every module's map. */
int drawing_heading_sides(struct drawing *d, const char *system,
    const char *game, int viewer, const char (*side)[DRAW_NAME_LEN],
    int nsides, const char *summary);

#endif
