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

/* Run one command; what it did (or why not) is appended to out.  `who`
 * names the actor in the history ("referee (cli)", "referee (mail)").
 * `from_mail` refuses commands that need local files (replace). */
int referee_run(struct home *h, const char *game, int argc, char **argv,
    const char *who, int from_mail, struct buf *out, struct pbem_err *err);
extern const char referee_usage[];

#endif
