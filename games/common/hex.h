/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hex.h - flat-topped, odd-q hex geometry shared by hex-map rules modules.
 *
 * A board is one or more map sheets of `cols` x `rows` hexes laid edge to
 * edge in slots (mx, my).  A hex is a global (c, r): c = cols*mx + column,
 * r = rows*my + row; columns with an odd global index sit half a hex lower.
 * Labels are map numeral + column letter + two-digit row ("IIC08", or
 * with the numeral set apart, "II-C08"), parsed from the right so "III12"
 * is map II, column I.  Directions are hexside
 * indices 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.  Rule-free: no terrain, no
 * units; line of sight is a trace the module judges.  Never allocates or
 * prints.
 */
#ifndef PBEM_HEX_H
#define PBEM_HEX_H

#define HEX_MAX_MAPS	4
#define HEX_MAX_COLS	26	/* per sheet: one label letter per column */
#define HEX_MAX_ROWS	99	/* per sheet: two label digits per row */
#define HEX_LABEL_LEN	8	/* "IVT14" + NUL, with room */
#define HEX_MAX_W	(HEX_MAX_MAPS * HEX_MAX_COLS)
#define HEX_MAX_TRACE	512	/* hexes one LOS trace may touch */

enum hex_dir { HEX_N, HEX_NE, HEX_SE, HEX_S, HEX_SW, HEX_NW };

struct hex_layout {
	int cols, rows;			/* one sheet */
	int nmaps;
	int numeral[HEX_MAX_MAPS];	/* 1..4: I..IV */
	int mx[HEX_MAX_MAPS], my[HEX_MAX_MAPS];
	int w, h;			/* the bounding box in hexes */
};

/* Start a layout of cols x rows sheets; add sheets with hex_layout_add. */
int hex_layout_init(struct hex_layout *l, int cols, int rows);
/* Sheet `numeral` (1..4) at slot (mx, my); -1 if taken or out of range. */
int hex_layout_add(struct hex_layout *l, int numeral, int mx, int my);
/* 1 if (c, r) lies on a sheet of the layout. */
int hex_on_board(const struct hex_layout *l, int c, int r);
/* Index c + r*w of an on-board hex, -1 otherwise; and back. */
int hex_index(const struct hex_layout *l, int c, int r);
void hex_coords(const struct hex_layout *l, int idx, int *c, int *r);

/* "IIC08"; 0, or -1 if the hex is not on the board. */
int hex_label(const struct hex_layout *l, int c, int r,
    char out[HEX_LABEL_LEN]);
/* "II-C08": the same hex with the map numeral set apart, which no reader
 * can take for another map ("IIIC08" reads as map III; "II-I08" cannot). */
int hex_label_dashed(const struct hex_layout *l, int c, int r,
    char out[HEX_LABEL_LEN]);
/* Parse "IIC08" or "II-C08" (case-insensitive); 0 or -1. */
int hex_parse(const struct hex_layout *l, const char *s, int *c, int *r);
/* Roman numeral of 1..4 ("I".."IV"); parse one back (0 if bad). */
const char *hex_numeral(int n);
int hex_numeral_parse(const char *s);

/* The neighbour through hexside `dir` (may be off the board). */
void hex_neighbour(int c, int r, int dir, int *nc, int *nr);
/* Hex distance (cube metric). */
int hex_distance(int c0, int r0, int c1, int r1);
/* The hexside of (c0, r0) that (c1, r1) lies across, or -1 if not adjacent. */
int hex_dir_to(int c0, int r0, int c1, int r1);
static inline int hex_opposite(int dir) { return (dir + 3) % 6; }
/* "N".."NW"; parse one (case-insensitive), -1 if not a direction. */
const char *hex_dir_name(int dir);
int hex_dir_parse(const char *s);
/* Canonical (hex, dir) of a hexside: dir becomes N, NE or SE. */
void hex_side_canon(int c, int r, int dir, int *cc, int *cr, int *cd);

/*
 * Straight edge between the centres of two hexes: two cube-space traces
 * nudged by +eps and -eps, sampled at i/N and cube-rounded; the union is
 * every hex the line touches (a line along a hexside touches both hexes).
 * Writes the hexes, start and end included, in order along the line, at
 * most max; returns the count (the start is always first).
 */
int hex_trace(int c0, int r0, int c1, int r1, int *cs, int *rs, int max);

#endif
