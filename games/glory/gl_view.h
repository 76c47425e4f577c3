/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_view.h - GLORY: what each side sees (digest 7) and is told: sight,
 * reports and secrets, the event wording and its viewer masks, the map
 * and the sheet template.
 */
#ifndef GL_VIEW_H
#define GL_VIEW_H

#include "gl_limits.h"

/* A ruler, arrow or zone kept from the last resolution for the map:
 * drawn for the sides in `mask` (event_log.h viewer bits). */
enum gl_shot_kind { GL_SH_FIRE, GL_SH_CHARGE, GL_SH_MOVE, GL_SH_CANISTER,
	GL_SH_FLEE, GL_SH_BURST, GL_SH_NKIND };
struct gl_shot {
	int kind, x0, y0, x1, y1, range_yd, hit;
	unsigned mask;
};

/* gl_view.c */
int gl_sees(const struct gl_game *g, int side, int m);	/* enemy man */
int gl_man_sees(const struct gl_game *g, int o, int e);
int gl_sees_gun(const struct gl_game *g, int side, int k);
void gl_sight(struct gl_game *g);	/* refresh seen/last-seen */
/* Man m is named to his enemy mid-phase, seen at (x, y) at that moment
 * ("comes into sight", "flees out of sight"): remembered as seen there,
 * though the sight of the phase's end may no longer show him. */
void gl_seen_now(struct gl_game *g, int m, int x, int y);

int gl_fmt_pos(char *b, size_t n, int x, int y);

/* gl_campaign.c: each man killed or captured since the last sighting
 * marked with whether the enemy saw him then (struct gl_man.fell_seen). */
void gl_fall_note(struct gl_game *g);

/* gl_log.c */
unsigned gl_mask_man(const struct gl_game *g, int m);
unsigned gl_mask_men(const struct gl_game *g, int a, int b);
/* Events in plain printf words: the kit's event_printf for GLORY's sides
 * (the viewer -1 is the referee), and with rulings for the map. */
#define gl_say(log, mask, ...) \
	event_printf((log), GL_NSIDES, (mask), __VA_ARGS__)
#define gl_say_to(log, viewer, ...) event_printf((log), GL_NSIDES, \
	(viewer) < 0 ? EVENT_V_REF : EVENT_V_SIDE(viewer), __VA_ARGS__)
#define gl_say_rule(log, mask, r, nr, ...) \
	event_printf_ruled((log), GL_NSIDES, (mask), (r), (nr), __VA_ARGS__)
struct draw_ruling gl_ruler(const struct gl_game *g, int x0, int y0, int x1,
    int y1, int yd);
void gl_shot_add(struct gl_game *g, int kind, int x0, int y0, int x1,
    int y1, int hit, unsigned mask);
/* Tag the happening just said with the news of a casualty roll: 2 a
 * loss, 1 or 3 a man hurt (event_kind), 0 nothing. */
void gl_kind_result(struct event_log *log, int res);

/* The lower seam's callbacks (module.h): gl_scenario (gl_scenario.c),
 * gl_phase and gl_resolve (gl_turn.c), gl_parse, gl_report and
 * gl_secrets (gl_view.c), gl_sheet, gl_draw. */
GAME_SEAM_DECLARE(gl);

#endif
