/* SPDX-License-Identifier: GPL-3.0-or-later */
/* log.c - leveled logging to stderr or syslog (see log.h). */
#include <stdarg.h>
#include <stdio.h>
#include <syslog.h>

#include "log.h"

static int log_verbosity = LOG_LVL_INFO - 1;	/* errors and warnings */
static int log_syslog;

void
log_init(int verbosity, int use_syslog)
{
	log_verbosity = LOG_LVL_WARN + verbosity;
	log_syslog = use_syslog;
	if (use_syslog)
		openlog("pbemd", LOG_PID | LOG_NDELAY, LOG_MAIL);
}

static void
log_vlog(enum log_level lvl, const char *fmt, va_list ap)
{
	static const int prio[] = { LOG_ERR, LOG_WARNING, LOG_INFO, LOG_DEBUG };
	static const char *const name[] = { "error", "warn", "info", "debug" };
	char msg[1024];

	if ((int)lvl > log_verbosity)
		return;
	if (log_syslog) {
		vsyslog(prio[lvl], fmt, ap);
		return;
	}
	/* One line, one write: stderr is unbuffered, and two processes
	 * sharing it must not interleave halves of their lines. */
	vsnprintf(msg, sizeof msg, fmt, ap);
	fprintf(stderr, "pbemd: %s: %s\n", name[lvl], msg);
}

#define LOG_FN(fn, lvl)					\
void							\
fn(const char *fmt, ...)				\
{							\
	va_list ap;					\
	va_start(ap, fmt);				\
	log_vlog(lvl, fmt, ap);				\
	va_end(ap);					\
}
LOG_FN(log_error, LOG_LVL_ERROR)
LOG_FN(log_warnx, LOG_LVL_WARN)
LOG_FN(log_info, LOG_LVL_INFO)
LOG_FN(log_debug, LOG_LVL_DEBUG)

char *
log_escape(const char *in, size_t inlen, char *out, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	size_t i, o = 0;
	unsigned char c;

	if (n == 0)
		return out;
	for (i = 0; i < inlen && o + 1 < n; i++) {
		c = (unsigned char)in[i];
		if (c >= 0x20 && c < 0x7f && c != '\\') {
			out[o++] = (char)c;
		} else if (o + 4 < n) {
			out[o++] = '\\';
			out[o++] = 'x';
			out[o++] = digits[c >> 4];
			out[o++] = digits[c & 15];
		} else
			break;
	}
	out[o] = '\0';
	return out;
}
