/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_emplace.c - emplacements (digest 2.5, 4.4, 4.7, A25): a machine-gun
 * nest (2 red), a pillbox (3 red), a gun emplacement (3 red [P], a heavy
 * gun's blue dice and range) and a bunker (3 red [P], no weapon) are
 * units of the scenario (`UNIT side id EMPL grade x,y facing KIND [red
 * n] [HIDDEN]`) crewed by two figures, one with the heavy weapon ("two
 * men with an H": 1 white + 1 blue, 12").  They never move nor retreat,
 * cannot be charged, fire all round, cannot be flanked, take only their
 * own red dice (no terrain, no armour: not armoured targets) and block
 * sight as vehicles do (a square model, 2" [P]).  Net hits do not kill
 * the crew: one hit marks it (its fire unchanged), the second destroys
 * it; a destroyed nest is gone, a destroyed pillbox, gun emplacement or
 * bunker becomes a building (2 red) any infantry may occupy (if the
 * enemy ever saw it: terrain is public).  Nobody occupies an intact
 * emplacement but its crew [P].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

static const char *const kinds[BG_NEMPL] = {
	"", "NEST", "PILLBOX", "GUN", "BUNKER"
};

const char *
bg_empl_name(int kind)
{
	return kind > 0 && kind < BG_NEMPL ? kinds[kind] : "";
}

/* The words after the facing: KIND [red n]; flags follow (HIDDEN). */
int
bg_empl_unit(struct bg_game *g, struct bg_unit *u, char **tok, int i, int n,
    char *err, size_t en)
{
	int k;

	for (k = 1; k < BG_NEMPL && i < n; k++)
		if (strcasecmp(tok[i], kinds[k]) == 0)
			break;
	if (i >= n || k == BG_NEMPL) {
		snprintf(err, en, "an emplacement is NEST, PILLBOX, GUN or "
		    "BUNKER");
		return -1;
	}
	u->empl = k;
	u->armour = k == BG_E_NEST ? g->fr.empl_red_nest :
	    k == BG_E_PILLBOX ? g->fr.empl_red_pillbox :
	    k == BG_E_GUN ? g->fr.empl_red_gun : g->fr.empl_red_bunker;
	u->len = u->wid = g->fr.empl_size;
	u->form = BG_MASS;
	snprintf(u->figs, sizeof u->figs, "%s", k == BG_E_BUNKER ? "RR" :
	    "HR");
	for (i++; i < n; i++) {
		if (strcasecmp(tok[i], "red") == 0 && i + 1 < n &&
		    (k == BG_E_GUN || k == BG_E_BUNKER)) {
			u->armour = atoi(tok[++i]);
			if (u->armour < 0 || u->armour > 6) {
				snprintf(err, en, "red is 0..6");
				return -1;
			}
		} else if (strcasecmp(tok[i], "HIDDEN") == 0)
			u->hidden = 1;
		else {
			snprintf(err, en, "unknown emplacement word %s", tok[i]);
			return -1;
		}
	}
	return 0;
}

/* Net hits on an emplacement: one marks it, the second destroys it. */
void
bg_empl_damage(struct bg_turn *t, int v, int net, char *txt, size_t tn)
{
	struct bg_game *g = t->g;
	struct bg_unit *y = &g->u[v];
	struct bg_terrain *b;
	size_t l = strlen(txt);
	int64_t h;

	y->empl_hits += net;
	if (y->empl_hits < g->fr.empl_kill) {
		snprintf(txt + l, tn - l, " %s is hit (%d of %d): its fire is "
		    "unchanged.", y->id, y->empl_hits, g->fr.empl_kill);
		return;
	}
	y->empl_hits = g->fr.empl_kill;
	y->gone = 1;
	y->lost_turn = g->turn;
	/* a ruin is terrain, on every side's map: only of an emplacement
	 * the enemy has seen (else it would tell where a hidden one was) */
	if (y->empl == BG_E_NEST || g->nterr >= BG_MAX_TERR ||
	    strlen(y->id) + 2 > BG_ID_LEN || !bg_known(g, 1 - y->side, v)) {
		snprintf(txt + l, tn - l, " %s is destroyed.", y->id);
		return;
	}
	/* 2.5: the ruin is a building, named after it */
	b = &g->t[g->nterr];
	memset(b, 0, sizeof *b);
	l = strlen(y->id);
	memcpy(b->id, y->id, l);
	b->id[l] = 'R';
	b->id[l + 1] = '\0';
	l = strlen(txt);
	if (bg_terr_find(g, b->id) >= 0 || bg_unit_find(g, b->id) >= 0) {
		snprintf(txt + l, tn - l, " %s is destroyed.", y->id);
		return;
	}
	b->kind = BG_T_BLDG;
	b->n = 4;
	h = y->len / 2;
	b->p[0] = (struct plane_pt){ y->x - h, y->y - h };
	b->p[1] = (struct plane_pt){ y->x + h, y->y - h };
	b->p[2] = (struct plane_pt){ y->x + h, y->y + h };
	b->p[3] = (struct plane_pt){ y->x - h, y->y + h };
	g->nterr++;
	snprintf(txt + l, tn - l, " %s is destroyed: its ruin %s is a "
	    "building.", y->id, b->id);
}
