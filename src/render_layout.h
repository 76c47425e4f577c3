/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_layout.h - where the parts of a token go, before anything is
 * drawn: its facing pointer, its status badges and the combat burst of a
 * fight in its place, in pixels from the token's centre.  Pure geometry
 * (no cairo), so a test can check that no badge hides another, the burst
 * or the facing pointer, whatever the token carries and wherever it faces.
 */
#ifndef PBEM_RENDER_LAYOUT_H
#define PBEM_RENDER_LAYOUT_H

#include "drawing.h"

#define RL_MAX_SPOTS	(DRAW_ST_COUNT + 1)
#define RL_COMBAT	(-1)	/* a spot's bit: the combat burst */

struct rl_spot {
	int bit;		/* DRAW_ST_* bit number, or RL_COMBAT */
	double x, y, r;		/* centre and radius, pixels */
};

struct rl_token {
	double r;		/* the disc's radius */
	int has_pointer;
	double ptr[3][2];	/* the pointer's triangle: tip, two corners */
	int n;
	struct rl_spot spot[RL_MAX_SPOTS];
	double ring;		/* a spotted token's ring radius, 0: none */
};

/* Lay out token t drawn with radius r pixels; `combat` 1: a combat burst
 * in its place is placed among the badges.  The spotted status takes no
 * badge: it is a thin ring round the disc (ring > 0). */
void rl_token_layout(const struct draw_token *t, double r, int combat,
    struct rl_token *out);
/* Size of a badge and of the burst on a token of radius r. */
double rl_badge_r(double r);
double rl_burst_r(double r);
/* 1 if the circle (x, y, rad) and the triangle p overlap (touching
 * allowed up to `slack` pixels). */
int rl_circle_triangle(double x, double y, double rad, const double p[3][2],
    double slack);

#endif
