/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_game.h - GLORY: the whole game (struct gl_game), its state JSON, its
 * ids, and the seam's entries: the turn, the sheet reader, the referee's
 * amendments.
 */
#ifndef GL_GAME_H
#define GL_GAME_H

#include "gl_formation.h"
#include "gl_rules.h"
#include "gl_table.h"
#include "gl_transport.h"
#include "gl_view.h"

struct gl_game {
	struct gl_rules r;
	struct gl_xrules x;
	char name[64];
	char side[GL_NSIDES][GAME_NAME_LEN];
	char side_title[GL_NSIDES][32];
	int home[GL_NSIDES];		/* 0 north, 1 south, 2 east, 3 west */
	int width, height;		/* position units */
	int turns, turn, over, visibility;	/* visibility: units, 0 none */
	int winner;			/* -1 draw/none */
	char result[200];
	/* victory (scenario VICTORY): side vic_side wins if no unwounded
	 * man of the other side is within vic_yd of feature vic_feature,
	 * or gun vic_gun is lost; otherwise the other side */
	int vic_side, vic_yd, vic_gun;
	char vic_feature[GL_ID_LEN];
	char vic_text[GL_NSIDES][96];
	int ncmd, nman, narea, nline, nhill, nbld, ngun, nlimb, nport;
	struct gl_cmd cmd[GL_MAX_CMDS];
	struct gl_man man[GL_MAX_MEN];
	struct gl_area area[GL_MAX_AREAS];
	struct gl_line line[GL_MAX_LINES];
	struct gl_hill hill[GL_MAX_HILLS];
	struct gl_bld bld[GL_MAX_BLD];
	struct gl_gun gun[GL_MAX_GUNS];
	struct gl_limber limb[GL_MAX_LIMB];
	struct gl_port port[GL_MAX_PORTS];
	int nwag;
	struct gl_wagon wag[GL_MAX_WAGONS];
	int nshot;
	struct gl_shot shot[GL_MAX_SHOTS];
	/* this turn's morale side order (gl_morale.c): 0 not rolled yet,
	 * 1 side 0 first, 2 side 1 first; not kept in the state */
	int mq_first;
	struct gl_frules f;		/* gl_fx.c */
	int nmetal, nladder;		/* gl_metal.c */
	struct gl_metal metal[GL_MAX_METAL];
	struct gl_ladder ladder[GL_MAX_LADDER];
	int ndump;			/* gl_dump.c */
	struct gl_dump dump[GL_MAX_DUMPS];
	int vic_stores;			/* VICTORY ... STORES N: percent */
	struct gl_form form[GL_MAX_CMDS];	/* gl_form.c */
};

/* gl_state.c */
extern const struct state_schema gl_state;
/* gl_ids.c */
int gl_find_man(const struct gl_game *g, const char *id);
int gl_find_gun(const struct gl_game *g, const char *id);
int gl_find_cmd(const struct gl_game *g, const char *id);
int gl_find_feature(const struct gl_game *g, const char *id, int *x,
    int *y);

/* gl_ids.c: every id is unique among all kinds of thing (commands among
 * commands); the kind holding id ("a man"), NULL if none; claim: 0 if
 * id is valid and free, else -1 with why naming the clash */
const char *gl_id_holder(const struct gl_game *g, const char *id);
int gl_id_claim(const struct gl_game *g, const char *id, char *why,
    size_t whylen);
/* The whole game's ids unique (after a referee's JSON-pointer change):
 * 0, or -1 with why naming the id used twice. */
int gl_ids_check(const struct gl_game *g, char *why, size_t whylen);
/* The same of a decoded state, the clash named by its paths ("state: id
 * \"U1\" names two things, men[0].id and dumps[0].id: ..."): PBEM_OK, or
 * PBEM_ERR_PARSE. */
int gl_ids_state_check(const void *g, struct pbem_err *err);

/* gl_turn.c */
int gl_roll(struct dice *d);		/* one d10, 1..10 */

/* gl_amend.c: the module.h amend slot */
game_seam_amend_fn gl_amend;

/* gl_amend_wagon.c: the referee's verbs for transports, runners and
 * work; 1: not one of them, 0 done, -1 refused (into out) */
int gl_amend_x(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log);
/* gl_amend_hull.c: MOVE HULL X,Y [TURN DEG], ABOARD HULL CRAFT|NONE
 * (0 done, -1 refused); gl_amend.c: why a man of `type` (wheels, or a
 * hull, when < 0) may not stand at x,y, or NULL; the enemy a man would
 * touch (contact_yd), -1 none. */
int gl_amend_hull(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log);
const char *gl_amend_ground(const struct gl_game *g, int type, int x, int y);
int gl_amend_contact(const struct gl_game *g, const struct gl_man *probe);

#endif
