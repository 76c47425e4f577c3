/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_limits.h - GLORY: the sizes every part of the module shares (the
 * tables' bounds, the unit of length) and the game's own types named
 * ahead, for the headers that only pass pointers to them.
 */
#ifndef GL_LIMITS_H
#define GL_LIMITS_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "module.h"
#include "plane.h"

#define GL_NSIDES	2
#define GL_ID_LEN	12
#define GL_MAX_MEN	64
#define GL_MAX_CMDS	8
#define GL_MAX_AREAS	32
#define GL_MAX_LINES	32
#define GL_MAX_HILLS	8
#define GL_MAX_BLD	8
#define GL_MAX_OPEN	6	/* doors and windows of one building */
#define GL_MAX_GUNS	8
#define GL_MAX_LIMB	8
#define GL_MAX_WAGONS	8	/* wagons (gl_wagon.c) */
#define GL_MAX_PORTS	16	/* firing ports in high walls (9.42) */
#define GL_MAX_VERT	16	/* corners of an area, points of a line */
#define GL_MAX_WAY	8	/* points of one MOVE */
#define GL_MAX_SHOTS	256	/* drawn rulers kept from the last turn */
#define GL_YD		100	/* one yard in position units */
#define GL_MAX_BOARD	5000	/* yards */
#define GL_NCLASS	9	/* fire classes of the 7.13 chart */
#define GL_NBAND	8	/* its range bands */
#define GL_NMELEE	7	/* rows of the 6.4 melee value table */
#define GL_NTRAIN	3
#define GL_NCAF		4	/* rows of the 6.25 CAF table */
#define GL_NAREA_KIND	15
#define GL_NLINE_KIND	6

struct gl_aim;
struct gl_game;
struct gl_gun;
struct gl_man;
struct gl_plan;
struct gl_rules;
struct gl_toks;
struct gl_wagon;

#endif
