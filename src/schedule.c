/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * schedule.c - deadline rules in a game's time zone (see schedule.h).
 *
 * Time zones go through the C library: TZ is set to the game's zone for
 * the length of one conversion and restored after.  pbemd is single
 * threaded, so no other conversion can see the temporary TZ.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "schedule.h"
#include "util.h"

static const char *const wdays[] = { "sun", "mon", "tue", "wed", "thu",
    "fri", "sat" };

long long
schedule_duration(const char *s)
{
	long long total = 0, v;
	char *end;

	if (s == NULL || *s == '\0')
		return -1;
	if (strcmp(s, "0") == 0)
		return 0;
	while (*s) {
		if (!isdigit((unsigned char)*s))
			return -1;
		v = strtoll(s, &end, 10);
		if (v < 0 || v > 100000)
			return -1;
		switch (*end) {
		case 'd': v *= 86400; break;
		case 'h': v *= 3600; break;
		case 'm': v *= 60; break;
		case 's': break;
		default: return -1;
		}
		total += v;
		if (total > 366LL * 86400)
			return -1;
		s = end + 1;
	}
	return total;
}

static int
tz_valid(const char *tz)
{
	char path[256];
	struct stat st;
	size_t i;

	if (tz == NULL || *tz == '\0' || strcmp(tz, "UTC") == 0)
		return 1;
	if (strlen(tz) > 64 || strstr(tz, "..") || tz[0] == '/')
		return 0;
	for (i = 0; tz[i]; i++)
		if (!isalnum((unsigned char)tz[i]) && !strchr("/_+-", tz[i]))
			return 0;
	snprintf(path, sizeof path, "/usr/share/zoneinfo/%s", tz);
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Run localtime_r/mktime in zone tz. */
struct tz_saved {
	char *old;
	int had;
};

static void
tz_enter(const char *tz, struct tz_saved *s)
{
	const char *o = getenv("TZ");

	s->had = o != NULL;
	s->old = o ? strdup(o) : NULL;
	setenv("TZ", tz && *tz ? tz : "UTC", 1);
	tzset();
}

static void
tz_leave(struct tz_saved *s)
{
	if (s->had && s->old)
		setenv("TZ", s->old, 1);
	else
		unsetenv("TZ");
	free(s->old);
	tzset();
}

/* "20:00 mon,thu" -> hour, minute, weekday mask (all days if none). */
static int
parse_at(const char *spec, int *hh, int *mm, unsigned *days)
{
	char buf[128], *tok, *save = NULL, *d, *dsave = NULL;
	int i, found;

	snprintf(buf, sizeof buf, "%s", spec);
	*days = 0;
	if ((tok = strtok_r(buf, " \t", &save)) == NULL ||
	    sscanf(tok, "%d:%d", hh, mm) != 2 || *hh < 0 || *hh > 23 ||
	    *mm < 0 || *mm > 59)
		return -1;
	if ((tok = strtok_r(NULL, " \t", &save)) != NULL) {
		for (d = strtok_r(tok, ",", &dsave); d;
		    d = strtok_r(NULL, ",", &dsave)) {
			for (found = 0, i = 0; i < 7; i++)
				if (strncasecmp(d, wdays[i], 3) == 0 &&
				    strlen(d) >= 3) {
					*days |= 1u << i;
					found = 1;
				}
			if (!found)
				return -1;
		}
		if (strtok_r(NULL, " \t", &save) != NULL)
			return -1;
	}
	if (*days == 0)
		*days = 0x7f;
	return 0;
}

int
schedule_deadline(const char *rule, const char *tz, time_t opened,
    time_t *deadline, struct pbem_err *err)
{
	struct tz_saved saved;
	struct tm tm, day;
	unsigned days;
	long long d;
	int hh, mm, i;
	time_t t;

	*deadline = 0;
	while (rule && isspace((unsigned char)*rule))
		rule++;
	if (rule == NULL || *rule == '\0' || strcasecmp(rule, "none") == 0)
		return PBEM_OK;
	if (!tz_valid(tz))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "unknown time zone "
		    "'%s'", tz);
	if (strncasecmp(rule, "after ", 6) == 0) {
		if ((d = schedule_duration(rule + 6)) <= 0)
			return pbem_fail(err, PBEM_ERR_USAGE, 0, "bad duration "
			    "in '%s' (want e.g. 'after 2d12h')", rule);
		*deadline = opened + (time_t)d;
		return PBEM_OK;
	}
	if (strncasecmp(rule, "at ", 3) != 0 ||
	    parse_at(rule + 3, &hh, &mm, &days) != 0)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "bad deadline rule "
		    "'%s' (want 'after 48h', 'at 20:00 mon,thu' or 'none')",
		    rule);
	tz_enter(tz, &saved);
	localtime_r(&opened, &tm);
	for (i = 0; i < 15; i++) {
		day = tm;
		day.tm_mday += i;
		day.tm_hour = hh;
		day.tm_min = mm;
		day.tm_sec = 0;
		day.tm_isdst = -1;	/* let mktime find DST for that day */
		if ((t = mktime(&day)) == (time_t)-1)
			break;
		if (t > opened && (days & (1u << day.tm_wday))) {
			*deadline = t;
			break;
		}
	}
	tz_leave(&saved);
	if (*deadline == 0)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "no deadline found "
		    "for '%s'", rule);
	return PBEM_OK;
}

int
schedule_check_setting(const char *key, const char *value,
    struct pbem_err *err)
{
	time_t t;
	long long n;

	if (strcmp(key, "timezone") == 0)
		return tz_valid(value) ? PBEM_OK : pbem_fail(err,
		    PBEM_ERR_USAGE, 0, "unknown time zone '%s' (want an IANA "
		    "name like Europe/Berlin)", value);
	if (strcmp(key, "deadline") == 0 || strncmp(key, "deadline.", 9) == 0)
		return schedule_deadline(value, "UTC", 0, &t, err);
	if (strcmp(key, "grace") == 0 || strcmp(key, "early") == 0 ||
	    strcmp(key, "reminder") == 0)
		return schedule_duration(value) >= 0 ? PBEM_OK : pbem_fail(err,
		    PBEM_ERR_USAGE, 0, "bad duration '%s' (want e.g. 12h, "
		    "1d6h, 30m or 0)", value);
	if (strcmp(key, "nmr") == 0) {
		if (strcmp(value, "wait") == 0 || strcmp(value, "standing") == 0)
			return PBEM_OK;
		if (strncmp(value, "disorder:", 9) == 0 &&
		    util_parse_int(value + 9, 1, 100, &n) == 0)
			return PBEM_OK;
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "nmr is wait, "
		    "standing or disorder:N");
	}
	if (strcmp(key, "approval") == 0)
		return strcmp(value, "on") == 0 || strcmp(value, "off") == 0 ?
		    PBEM_OK : pbem_fail(err, PBEM_ERR_USAGE, 0, "approval is "
		    "on or off");
	return pbem_fail(err, PBEM_ERR_USAGE, 0, "unknown setting '%s' (known: "
	    "timezone, deadline, deadline.KIND, grace, early, reminder, nmr, "
	    "approval)", key);
}

void
schedule_format(time_t t, const char *tz, char *out, size_t n)
{
	struct tz_saved saved;
	struct tm tm, utc;
	char local[64], u[32];
	size_t len;

	tz_enter(tz, &saved);
	localtime_r(&t, &tm);
	strftime(local, sizeof local, "%a %d %b %Y %H:%M %Z", &tm);
	tz_leave(&saved);
	gmtime_r(&t, &utc);
	strftime(u, sizeof u, "%H:%M UTC", &utc);
	len = strlen(local);
	/* a clock on UTC: its time once, not "19:00 UTC (19:00 UTC)" */
	if (len >= 4 && strcmp(local + len - 4, " UTC") == 0)
		snprintf(out, n, "%s", local);
	else
		snprintf(out, n, "%s (%s)", local, u);
}
