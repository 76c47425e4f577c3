/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_morale.h - GLORY: individual morale checks and their queue, flee
 * moves (digest 3.4, 4.8).
 */
#ifndef GL_MORALE_H
#define GL_MORALE_H

#include "gl_limits.h"

/* gl_morale.c: a FIFO of checks, run in order (digest 4.8) */
enum gl_cause { GL_CAUSE_WOUND = 1, GL_CAUSE_LEADER = 2,
	GL_CAUSE_DEMOR_LEADER = 3, GL_CAUSE_FRIEND = 4, GL_CAUSE_MG = 5,
	GL_CAUSE_RECOVER = 6 };
struct gl_mq {
	int n, head;
	int man[GL_MAX_MEN * 4], cause[GL_MAX_MEN * 4];
};
void gl_mq_push(struct gl_mq *q, int man, int cause);
void gl_mq_run(struct gl_game *g, struct gl_mq *q, struct dice *d,
    struct event_log *log);
/* After deaths: causes 2 and 4 for every man who saw them. */
void gl_mq_deaths(struct gl_game *g, struct gl_mq *q, const int *died,
    int ndied);
void gl_mq_leaders(struct gl_game *g, const struct gl_plan *plan,
    struct dice *d, struct event_log *log);
int gl_flee(struct gl_game *g, int m, int from, struct dice *d,
    struct event_log *log);
int gl_morale_mod(const struct gl_game *g, int m, int cause);

#endif
