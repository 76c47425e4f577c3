/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * pbem_limits.h - every size limit in pbemd, with its reason.  Input from mail,
 * sheets, scenarios and config is hostile; nothing is read unbounded.
 */
#ifndef PBEM_LIMITS_H
#define PBEM_LIMITS_H

/* A raw mail: an order sheet is a few KiB; 1 MiB leaves room for keys and
 * quoted replies and refuses 50 MB attachments before they are parsed. */
#define PBEM_MAX_MAIL		(1024 * 1024)
/* A signed order sheet's text. */
#define PBEM_MAX_SHEET		(64 * 1024)
/* Lines in a sheet and bytes in one line. */
#define PBEM_MAX_SHEET_LINES	500
#define PBEM_MAX_LINE		512
/* A scenario or rules-data file. */
#define PBEM_MAX_SCENARIO	(256 * 1024)
/* A stored game state (JSON). */
#define PBEM_MAX_STATE		(4 * 1024 * 1024)
/* One rendered report or outgoing mail. */
#define PBEM_MAX_REPORT		(512 * 1024)
/* A public key file given to `player add`. */
#define PBEM_MAX_KEYFILE	(256 * 1024)
/* MIME nesting and part count: a sheet needs 2 levels and 3 parts. */
#define PBEM_MAX_MIME_DEPTH	8
#define PBEM_MAX_MIME_PARTS	32
/* The config file. */
#define PBEM_MAX_CONFIG		(64 * 1024)
/* Names: game ids, side names. */
#define PBEM_MAX_NAME		32
/* Refusals to addresses in no game, per day, all addresses together: a
 * flood of mail with a different forged From: each cannot turn pbemd
 * into a spam source (backscatter); orders/limits.c. */
#define PBEM_MAX_STRANGER_REPLIES	100
/* Mails taken in by one poll pass (the rest wait for the next). */
#define PBEM_MAX_POLL_BATCH	5000
/* One side's drawing (games/drawing.h): the largest board a module can
 * load (four Highest Ground sheets, 2912 hexes) with a road and a river
 * segment on every hexside, plus every unit, marker, arrow and label;
 * a bigger drawing is a bug in a module, not a bigger battle. */
#define PBEM_MAX_DRAW_ITEMS	12288
/* Corners of every polygon and polyline of one drawing together. */
#define PBEM_MAX_DRAW_POINTS	65536
/* A report's PNG map: a 40x14-hex board at a readable scale is ~300 KiB;
 * the config (picture_max_bytes) may lower it, never raise it past this. */
#define PBEM_MAX_PICTURE	(8 * 1024 * 1024)
/* Its width and height in pixels: the renderer holds the whole image in
 * memory, 4 bytes a pixel (8192 x 8192 = 256 MiB at worst). */
#define PBEM_MAX_PICTURE_SIDE	8192

/* An exported archive (game.json) read back by replay --archive: every
 * state and report of a long campaign, far below what a host can hold. */
#define PBEM_MAX_ARCHIVE	(512u * 1024 * 1024)

#endif
