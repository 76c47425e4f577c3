/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * log.h - one grep-able key=value line per pipeline event, to stderr or
 * syslog.  Anything taken from a mail is escaped with log_escape() first.
 * Sealed orders and hidden positions never go to the log above trace level.
 */
#ifndef PBEM_LOG_H
#define PBEM_LOG_H

#include <stddef.h>

enum log_level { LOG_LVL_ERROR, LOG_LVL_WARN, LOG_LVL_INFO, LOG_LVL_DEBUG };

void log_init(int verbosity, int use_syslog);
void log_warnx(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void log_info(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void log_debug(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void log_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Copy untrusted bytes into out (size n) with everything but printable
 * ASCII escaped as \xNN; always NUL-terminates; returns out. */
char *log_escape(const char *in, size_t inlen, char *out, size_t n);

#endif
