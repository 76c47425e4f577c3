/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * demo.h - what `pbemd demo` shares with `pbemd demo --campaign`
 * (demo_campaign.c): the players with their throwaway keys, their signed
 * mails, and a game played to its end from the module's example sheets.
 */
#ifndef PBEM_DEMO_H
#define PBEM_DEMO_H

#include <limits.h>

#include "game.h"
#include "home.h"

struct demo_player {
	char side[GAME_NAME_LEN];
	char gnupg[PATH_MAX];
	char email[128];
	char keyfile[PATH_MAX];
	int clearsign;
};

/* The rules, scenario and game the demo plays (demo.c sets them). */
extern const char *demo_rules;
extern const char *demo_scenario;
extern const char *demo_game;
/* NULL, or which lines of an example sheet a side sends (a campaign
 * battle's forces are what its muster brought: 0 drops the line). */
extern int (*demo_sheet_filter)(const char *side, const char *line);

int demo_players(const char *tmp, struct demo_player *pl, int *n,
    struct pbem_err *err);
void demo_kill_agents(struct demo_player *pl, int n);
int demo_mail(const struct demo_player *pl, const char *to, const char *sheet,
    int n, struct buf *mail, struct pbem_err *err);
/* Every phase of demo_game played by mail until it is over. */
int demo_play(struct home *h, struct demo_player *pl, int np, int *phases,
    int *mails, struct pbem_err *err);
/* demo_campaign.c: `pbemd demo --campaign` */
int demo_campaign(int argc, char **argv);

#endif
