/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * schedule.h - deadlines and the game's clock rules (issue 6).
 *
 * Per-game settings (pbemd referee GAME set KEY VALUE):
 *   timezone      IANA zone of the game, e.g. Europe/Berlin (default UTC)
 *   deadline      default rule for every phase kind
 *   deadline.KIND rule for one kind of phase (deploy, orders, ...)
 *                   "after 2d12h"             a fixed time after it opens
 *                   "at 20:00 mon,thu"         a wall-clock time on allowed
 *                                              weekdays, in the game's zone
 *                   "none"                     no deadline (the default)
 *   grace         extra time after the deadline before the NMR policy (0)
 *   early         delay before early processing once all sheets are in (0)
 *   reminder      how long before the deadline to remind missing sides
 *   nmr           wait | standing | disorder:N      (default wait)
 *   approval      on | off: results held for the referee (default off)
 */
#ifndef PBEM_SCHEDULE_H
#define PBEM_SCHEDULE_H

#include <stddef.h>
#include <time.h>

#include "err.h"

/* "2d12h30m", "90m", "48h", "0" -> seconds; -1 if malformed. */
long long schedule_duration(const char *s);
/* The deadline of a phase of `rule` opened at `opened`, in zone `tz`;
 * 0 when the rule is "none" or empty.  DST-correct: wall-clock rules go
 * through mktime() in the zone. */
int schedule_deadline(const char *rule, const char *tz, time_t opened,
    time_t *deadline, struct pbem_err *err);
/* Check a setting's value before storing it. */
int schedule_check_setting(const char *key, const char *value,
    struct pbem_err *err);
/* "Mon 23 Nov 2026 20:00 CET (19:00 UTC)" */
void schedule_format(time_t t, const char *tz, char *out, size_t n);

#endif
