/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_table.h - GLORY: the table (digest 3.3, 4.3, 4.9): terrain, linear
 * features, hills, buildings, firing ports, metal cover and ladders, and
 * the plane geometry over them (gl_geom.c).
 */
#ifndef GL_TABLE_H
#define GL_TABLE_H

#include "gl_limits.h"

/* Area terrain (digest 3.3). */
enum gl_area_kind { GL_A_CLEAR, GL_A_BRUSH, GL_A_ROUGH, GL_A_CONIFER,
	GL_A_MIXED, GL_A_PLOWED, GL_A_SAND, GL_A_SNOW, GL_A_MUD,
	GL_A_SHALLOW, GL_A_SWIM, GL_A_DEEP, GL_A_GULLY, GL_A_PLATFORM,
	GL_A_TENT };			/* tents: block sight only (4.9) */
/* Linear features. */
enum gl_line_kind { GL_L_FENCE, GL_L_WIRE, GL_L_WALL_LOW, GL_L_WALL_HIGH,
	GL_L_STREAM, GL_L_HEDGE };

struct gl_poly {
	int n;
	int x[GL_MAX_VERT], y[GL_MAX_VERT];
};

struct gl_area {
	char id[GL_ID_LEN];
	int kind;
	struct gl_poly p;
};

struct gl_line {
	char id[GL_ID_LEN];
	int kind;
	int width;			/* streams, position units */
	struct gl_poly p;		/* a polyline */
};

struct gl_hill {
	char id[GL_ID_LEN];
	int level;
	struct gl_poly slope, top;
};

struct gl_bld {
	char id[GL_ID_LEN];
	int x0, y0, x1, y1;
	int nopen;
	char open_id[GL_MAX_OPEN][GL_ID_LEN];
	int ox[GL_MAX_OPEN], oy[GL_MAX_OPEN];
	int door[GL_MAX_OPEN], closed[GL_MAX_OPEN];
	int hits, hit_x, hit_y;		/* improved shrapnel on its wall
					 * (gl_aim.c), kept when set */
};

/* A firing port in a high wall (fortifications, 9.42): a man within
 * at_wall_yd of it sees and is seen through the wall, as at a window. */
struct gl_port {
	char id[GL_ID_LEN];
	int x, y;
};

/* Metal cover (gl_metal.c): a hull (train car, boat) as a polygon; a
 * ladder against a high wall at a point. */
#define GL_MAX_METAL	8
#define GL_MAX_LADDER	8
struct gl_metal {
	char id[GL_ID_LEN];
	struct gl_poly p;
	int on;				/* the boat or train (wagon + 1) it
					 * rides on, 0: fixed */
	int rf[GL_MAX_VERT], rr[GL_MAX_VERT];	/* its corners ahead of
					 * and right of that craft (units) */
};
struct gl_ladder {
	char id[GL_ID_LEN];
	int x, y;
	int by, took;			/* carried by man + 1, since turn
					 * (gl_ladder.c); 0 none */
	int kx[GL_NSIDES], ky[GL_NSIDES];	/* where each side knows */
	int kgone[GL_NSIDES];		/* it lies (1: nowhere it knows) */
};

/* gl_geom.c */
struct plane_pt gl_pt(int x, int y);
int gl_radius(const struct gl_man *m);
int64_t gl_dist(int x0, int y0, int x1, int y1);	/* rounded, units */
int gl_bearing(int x0, int y0, int x1, int y1);
/* Sign of (edge gap between two men - r). */
int gl_gap_cmp(const struct gl_man *a, const struct gl_man *b, int64_t r);
int gl_in_arc(const struct gl_man *m, int half, int x, int y);
int gl_area_at(const struct gl_game *g, int x, int y);	/* kind */
int gl_elev(const struct gl_game *g, int x, int y);	/* 2k or 2k-1 */
int gl_near_top_edge(const struct gl_game *g, int x, int y);
int gl_in_building(const struct gl_game *g, int x, int y);	/* +1 */
int gl_at_opening(const struct gl_game *g, int x, int y);
int gl_in_cover(const struct gl_game *g, const struct gl_man *m);
/* In a gully or sunken road, neither moved nor fired this turn or last:
 * no fire but a shell's burst reaches him, no enemy sees him (4.3, 7). */
int gl_unexposed(const struct gl_game *g, int m);
/* Fortifications (9.42): on a platform behind a high wall, or at a port
 * in one: he sees over or through it and is seen (+3, as at a wall). */
int gl_over_high_wall(const struct gl_game *g, int x, int y);
/* Line of sight from a to b (symmetric); *behind set to the TAN the
 * features next to b give (walls, cover terrain); the gun or limber
 * indexes of the two ends are skipped as blockers. */
int gl_los(const struct gl_game *g, int ax, int ay, int bx, int by,
    int *behind);
int gl_ball_clear(const struct gl_game *g, int ax, int ay, int bx, int by);
int gl_zone_clear(const struct gl_game *g, int ax, int ay, int bx, int by);
int gl_crosses(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind);
int gl_crosses_from(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind);

/* gl_metal.c */
int gl_metal_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_ladder_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_in_metal(const struct gl_game *g, int x, int y);	/* hull + 1 */
/* Inside a hull within at_wall_yd of a port (a PORT or window point). */
int gl_at_metal_port(const struct gl_game *g, int x, int y);
/* Does a hull block the line a-b (sight and every fire but ball)? */
int gl_metal_blocks(const struct gl_game *g, int ax, int ay, int bx,
    int by);
/* Ball or improved shrapnel on man m behind metal cover (inside a hull,
 * not at a port): the penetration d10; 1 through, 0 stopped, and -1
 * when he is not behind metal (no roll). */
int gl_metal_pen(const struct gl_game *g, int m, struct dice *d,
    struct event_log *log, const char *what);
/* A high wall crossed from (x0,y0) to (x1,y1) beside a ladder. */
int gl_by_ladder(const struct gl_game *g, int x0, int y0, int x1, int y1);
/* A man's step from (px,py) to (qx,qy) into or out of a hull: MP to
 * pay (across a port: cross_wall_low), 0 if it crosses no hull side, -1
 * where the metal is (no way through, nor for a horse). */
int gl_metal_step(const struct gl_game *g, const struct gl_man *a, int px,
    int py, int qx, int qy);
/* May men m and t meet in melee across a hull's side?  1 unless one is
 * inside a hull the other is not in, away from its ports. */
int gl_metal_melee_ok(const struct gl_game *g, int m, int t);
/* Equipment or a team at (x, y) inside a hull, away from its ports,
 * under fire: 1 if the metal stops the round (pierce: ball or improved
 * shrapnel, through on the penetration d10), 0 if it reaches it. */
int gl_metal_shields(const struct gl_game *g, int x, int y, int pierce,
    const char *what, const char *id, unsigned mask, struct dice *d,
    struct event_log *log);
/* Would craft k's hulls stay on the table with it at (x, y) facing f? */
int gl_metal_fits(const struct gl_game *g, int k, int x, int y, int f);
/* Craft k has moved or turned from (ox, oy) facing of: its hulls follow,
 * with the men (not aboard) and guns standing inside them. */
void gl_metal_carry(struct gl_game *g, int k, int ox, int oy, int of);
/* A hull moved alone (the referee, gl_amend_hull.c): is (x, y) inside
 * hull h; its corners with its centre (the mean of its corners) at
 * (x, y), turned `turn` degrees clockwise, into out (-1: one leaves the
 * table); where a point inside it goes; the men (able, not aboard a
 * wagon) and guns inside it, flagged, counted; the move itself, taking
 * them along and the hull off any craft; h riding on craft k from
 * where both stand (k -1: on none). */
int gl_in_hull(const struct gl_game *g, int h, int x, int y);
int gl_find_hull(const struct gl_game *g, const char *id);	/* -1 */
int gl_hull_place(const struct gl_game *g, int h, int x, int y, int turn,
    struct gl_poly *out);
void gl_hull_spot(const struct gl_game *g, int h, int x, int y, int turn,
    int *px, int *py);
int gl_hull_inside(const struct gl_game *g, int h, int *men, int *guns);
void gl_hull_move(struct gl_game *g, int h, int x, int y, int turn);
void gl_hull_board(struct gl_game *g, int h, int k);

/* gl_ladder.c: ladders carried (3.3 [P]) */
int gl_find_ladder(const struct gl_game *g, const char *id);
int gl_ladder_of(const struct gl_game *g, int m);	/* carried, -1 */
int gl_ladder_mp(const struct gl_game *g, int m);	/* MP it costs */
void gl_ladder_plan(const struct gl_game *g, struct gl_plan *plan);
void gl_ladder_take(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log);	/* TAKE, before B */
void gl_ladder_after(struct gl_game *g, const json_t *orders,
    struct event_log *log);			/* DROP, after B.2 */
int gl_ladder_at_wall(const struct gl_game *g, int x, int y);
void gl_ladder_sight(struct gl_game *g);
/* Where viewer (-1: the referee) draws ladder i; 0: nowhere. */
int gl_ladder_view(const struct gl_game *g, int i, int viewer, int *x,
    int *y);
void gl_ladder_note(const struct gl_game *g, int m, struct buf *out);
void gl_ladder_receipt(const struct gl_game *g, int take, char *note,
    size_t n);

#endif
