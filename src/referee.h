/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * referee.h - the referee's hand: the same commands by CLI
 * (`pbemd referee GAME ...`) and by signed mail (`Referee: ...` lines
 * signed with the game's referee key).  The referee sees everything.
 */
#ifndef PBEM_REFEREE_H
#define PBEM_REFEREE_H

#include "buf.h"
#include "err.h"
#include "home.h"
#include "pbem_limits.h"

/* Run one command; what it did (or why not) is appended to out.  `who`
 * names the actor in the history ("referee (cli)", "referee (mail)").
 * `queued`: NULL at the command line; for a command from a referee's
 * mail, that mail's id in the queue, whose entry the command moves past
 * (with out as its outcome) in its own transaction.  Mail cannot run the
 * commands that need local files (replace). */
int referee_run(struct home *h, const char *game, int argc, char **argv,
    const char *who, const char *queued, struct buf *out,
    struct pbem_err *err);

/* src/referee_amend.c: `amend ...` (argv[0] is "amend"); dry: on a
 * copy, every side's mail into out, nothing stored or sent. */
struct game_rec;
struct game_rules;
int referee_amend(struct home *h, const struct game_rec *g,
    const struct game_rules *r, int argc, char **argv, const char *who,
    int dry, struct buf *out, struct pbem_err *err);

/* src/referee_mail.c: a signed referee mail's `Referee:` lines.  _queue
 * runs inside the intake transaction; _drain runs every queued command in
 * order and sends the referee one reply per mail.  It runs after intake
 * and at the start of every pass, so commands left by a crash still run,
 * each exactly once (a read-only one, such as status, may run again). */
int referee_mail_queue(struct home *h, const char *msgid, const char *game,
    int n, const char (*commands)[PBEM_MAX_LINE]);
void referee_mail_drain(struct home *h);
extern const char referee_usage[];

#endif
