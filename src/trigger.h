/* SPDX-License-Identifier: GPL-3.0-or-later */
/* trigger.h - trigger.c's helpers for phase.c (the rest is in phase.h). */
#ifndef PBEM_TRIGGER_H
#define PBEM_TRIGGER_H

#include "phase.h"

/* Fix the deadline of a newly opened phase from the game's settings. */
int trigger_set_deadline(struct home *h, const struct phase_rec *p,
    struct pbem_err *err);
/* At resolution: each due side was on time, late or missed. */
int trigger_record_reliability(struct home *h, const struct phase_rec *p,
    const struct game_phase *gp, struct pbem_err *err);
/* Queue a notice from a template to one side's player (or the referee when
 * side is NULL); vars "text" and "subject" are filled in. */
int trigger_notice(struct home *h, const struct game_rec *g, const char *side,
    const char *tmpl, const char *subject, const char *text,
    struct pbem_err *err);

#endif
