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

/* An exported archive (game.json) read back by replay --archive: every
 * state and report of a long campaign, far below what a host can hold. */
#define PBEM_MAX_ARCHIVE	(512u * 1024 * 1024)

#endif
