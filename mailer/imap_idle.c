/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * imap_idle.c - how `pbemd serve` waits for mail on an IMAP inbox: a
 * second connection (libetpan; curl has no IDLE) sits in IDLE (RFC 2177)
 * and wakes serve when the server announces mail.  Without IDLE it just
 * sleeps poll_interval.  A dropped connection is retried with backoff
 * (1 s doubling to IDLE_MAX_BACKOFF) while serve keeps polling.
 *
 * The race: mail that arrives while a pass runs must wake the next wait.
 * imap_idle_prepare() runs a NOOP *before* the pass and then sets the
 * EXISTS count libetpan keeps to a sentinel; any EXISTS the server sends
 * afterwards (at IDLE start or during it) changes it or makes the socket
 * readable.  A spurious wake costs one empty pass.
 * This file only waits: it never fetches, moves or takes a mail.
 */
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <libetpan/libetpan.h>

#include "mailer.h"
#include "clock.h"
#include "log.h"

#define IDLE_MAX_BACKOFF	60
/* RFC 2177: re-issue IDLE at least every 29 minutes. */
#define IDLE_MAX_WAIT		(25 * 60)
#define IDLE_SENTINEL		0xfffffff0u

struct imap_idle {
	mailimap *imap;
	int has_idle;
	int backoff;		/* seconds before the next connect attempt */
	time_t next_try;
};

struct imap_idle *
imap_idle_new(void)
{
	return calloc(1, sizeof(struct imap_idle));
}

static void
idle_drop(struct imap_idle *s, const char *why, int r)
{
	if (s->imap) {
		log_warnx("imap idle result=disconnected: %s (%d)", why, r);
		mailimap_free(s->imap);
	}
	s->imap = NULL;
	s->backoff = s->backoff ? s->backoff * 2 : 1;
	if (s->backoff > IDLE_MAX_BACKOFF)
		s->backoff = IDLE_MAX_BACKOFF;
	s->next_try = clock_mono() + s->backoff;
}

void
imap_idle_free(struct imap_idle *s)
{
	if (s == NULL)
		return;
	if (s->imap) {
		mailimap_logout(s->imap);
		mailimap_free(s->imap);
	}
	free(s);
}

static int
idle_connect(struct imap_idle *s, struct home *h)
{
	const struct config *cfg = &h->cfg;
	struct mailimap_capability_data *caps = NULL;
	int implicit = strcmp(cfg->imap_tls, "implicit") == 0, r;
	uint16_t port;

	port = (uint16_t)(cfg->imap_port ? cfg->imap_port : implicit ? 993 :
	    143);
	if ((s->imap = mailimap_new(0, NULL)) == NULL)
		return -1;
	mailimap_set_timeout(s->imap, 30);
	r = implicit ? mailimap_ssl_connect(s->imap, cfg->imap_host, port) :
	    mailimap_socket_connect(s->imap, cfg->imap_host, port);
	if (r != MAILIMAP_NO_ERROR_NON_AUTHENTICATED &&
	    r != MAILIMAP_NO_ERROR_AUTHENTICATED) {
		idle_drop(s, "connect", r);
		return -1;
	}
	if (strcmp(cfg->imap_tls, "starttls") == 0 &&
	    (r = mailimap_socket_starttls(s->imap)) != MAILIMAP_NO_ERROR) {
		idle_drop(s, "starttls", r);
		return -1;
	}
	/* Never send the password over TLS we have not verified. */
	if (strcmp(cfg->imap_tls, "none") != 0) {
		char why[160];
		if (tls_verify_stream(s->imap->imap_stream, cfg->imap_host, why,
		    sizeof why) != PBEM_OK) {
			log_error("imap idle host=%s result=untrusted: %s",
			    cfg->imap_host, why);
			idle_drop(s, "certificate", 0);
			return -1;
		}
	}
	if ((r = mailimap_login(s->imap, cfg->imap_user, cfg->imap_password)) !=
	    MAILIMAP_NO_ERROR) {
		idle_drop(s, "login", r);
		return -1;
	}
	if ((r = mailimap_capability(s->imap, &caps)) == MAILIMAP_NO_ERROR)
		mailimap_capability_data_free(caps);
	s->has_idle = mailimap_has_idle(s->imap);
	if ((r = mailimap_select(s->imap, cfg->imap_folder)) !=
	    MAILIMAP_NO_ERROR) {
		idle_drop(s, "select", r);
		return -1;
	}
	s->backoff = 0;
	log_info("imap idle result=connected host=%s folder=%s idle=%s",
	    cfg->imap_host, cfg->imap_folder, s->has_idle ? "yes" : "no");
	return 0;
}

void
imap_idle_prepare(struct imap_idle *s, struct home *h)
{
	int r;

	if (s->imap == NULL && clock_mono() >= s->next_try)
		idle_connect(s, h);
	if (s->imap == NULL)
		return;
	if ((r = mailimap_noop(s->imap)) != MAILIMAP_NO_ERROR) {
		idle_drop(s, "noop", r);
		return;
	}
	if (s->imap->imap_selection_info)
		s->imap->imap_selection_info->sel_exists = IDLE_SENTINEL;
}

/* Sleep until `until` or *stop, in slices a signal can cut short. */
static void
idle_sleep(time_t until, volatile sig_atomic_t *stop)
{
	struct timespec ts = { 0, 250 * 1000 * 1000 };

	while (!*stop && clock_mono() < until)
		nanosleep(&ts, NULL);
}

static int
exists_changed(const struct imap_idle *s)
{
	return s->imap->imap_selection_info &&
	    s->imap->imap_selection_info->sel_exists != IDLE_SENTINEL;
}

int
imap_idle_wait(struct imap_idle *s, struct home *h, int seconds,
    volatile sig_atomic_t *stop)
{
	struct pollfd pfd;
	time_t deadline, now = clock_mono();
	int r, woke = 0, ms;

	(void)h;		/* the connection was made in prepare */
	if (seconds > IDLE_MAX_WAIT)
		seconds = IDLE_MAX_WAIT;
	deadline = now + seconds;
	if (s->imap == NULL) {
		/* Down: wait out the backoff (or the interval), then let a
		 * pass try; the next prepare reconnects. */
		idle_sleep(s->next_try < deadline ? s->next_try : deadline,
		    stop);
		return s->next_try <= clock_mono();
	}
	if (!s->has_idle) {
		idle_sleep(deadline, stop);
		return 0;
	}
	if ((r = mailimap_idle(s->imap)) != MAILIMAP_NO_ERROR) {
		idle_drop(s, "idle", r);
		return 1;
	}
	/* An EXISTS read with the "+ idling" line, or still buffered. */
	if (exists_changed(s) || s->imap->imap_stream->read_buffer_len > 0)
		woke = 1;
	pfd.fd = mailimap_idle_get_fd(s->imap);
	pfd.events = POLLIN;
	while (!woke && !*stop && (now = clock_mono()) < deadline) {
		ms = (int)(deadline - now) * 1000;
		if (ms > 1000)
			ms = 1000;
		pfd.revents = 0;
		if (poll(&pfd, 1, ms) > 0)
			woke = 1;
	}
	if ((r = mailimap_idle_done(s->imap)) != MAILIMAP_NO_ERROR) {
		idle_drop(s, "idle done", r);
		return 1;
	}
	if (woke)
		log_debug("imap idle result=woken exists=%s",
		    exists_changed(s) ? "changed" : "same");
	return woke;
}
