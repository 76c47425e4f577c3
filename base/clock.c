/* SPDX-License-Identifier: GPL-3.0-or-later */
/* clock.c - the only place pbemd reads the time (see clock.h). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "clock.h"

static time_t clock_fake;

time_t
clock_now(void)
{
	const char *s;

	if (clock_fake)
		return clock_fake;
	if ((s = getenv("PBEMD_FAKE_TIME")) != NULL && *s)
		return (time_t)strtoll(s, NULL, 10);
	return time(NULL);
}

time_t
clock_wall(void)
{
	return time(NULL);
}

time_t
clock_mono(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return time(NULL);
	return ts.tv_sec;
}

void
clock_set_fake(time_t t)
{
	clock_fake = t;
}

void
clock_rfc5322(time_t t, char *out, size_t n)
{
	static const char *const day[] = { "Sun", "Mon", "Tue", "Wed", "Thu",
	    "Fri", "Sat" };
	static const char *const mon[] = { "Jan", "Feb", "Mar", "Apr", "May",
	    "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
	struct tm tm;

	gmtime_r(&t, &tm);
	/* Built by hand: strftime's %a/%b follow the locale. */
	snprintf(out, n, "%s, %02d %s %04d %02d:%02d:%02d +0000",
	    day[tm.tm_wday], tm.tm_mday, mon[tm.tm_mon], tm.tm_year + 1900,
	    tm.tm_hour, tm.tm_min, tm.tm_sec);
}

void
clock_iso(time_t t, char *out, size_t n)
{
	struct tm tm;

	gmtime_r(&t, &tm);
	snprintf(out, n, "%04d-%02d-%02d %02d:%02d:%02d UTC",
	    tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec);
}
