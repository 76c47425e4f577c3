/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * clock.h - the one clock of pbemd.  Everything that needs "now" asks here,
 * so tests can pin time (PBEMD_FAKE_TIME=<unix seconds>) and a campaign of
 * deadlines can run in a second.
 */
#ifndef PBEM_CLOCK_H
#define PBEM_CLOCK_H

#include <stddef.h>
#include <time.h>

time_t clock_now(void);
/* The real time, never faked: for what other programs judge against
 * their own clock (an OpenPGP signature's creation time, which gpg
 * refuses when it is older than the key). */
time_t clock_wall(void);
/* Seconds on the monotonic clock, for waits and backoff: never faked and
 * never stepped back by the wall clock (NTP, a host's time change). */
time_t clock_mono(void);
void clock_set_fake(time_t t);		/* tests; 0 = real time again */
/* RFC 5322 date of t (UTC): "Sun, 22 Nov 2026 16:53:40 +0000". */
void clock_rfc5322(time_t t, char *out, size_t n);
/* ISO 8601 UTC: "2026-11-22 16:53:40 UTC". */
void clock_iso(time_t t, char *out, size_t n);

#endif
