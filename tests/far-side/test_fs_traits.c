/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_traits.c - leader traits (§5.1, R-10, R-11) with scripted dice:
 * Inspiring and Stammering on rallies, Bullet Proof and Frail on the
 * leader death roll, Gunner on gun shooting, Equestrian on cavalry melee
 * (mounted infantry too, within the command radius), Veteran and Green
 * on activation, and opposite traits cancelling.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

static char scen[4096];

/* An open 8x8 map; `leaders` are the scenario's LEADER lines. */
static const char *
mk(const char *leaders)
{
	snprintf(scen, sizeof scen, T_SCEN_HEAD
	    "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ........\n3 ........\n2 ........\n1 ........\nEND\n"
	    "DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n"
	    "FORCE SOUTH R1 R2:REGULAR ART1:ARTILLERY MI1:MOUNTED_INF\n"
	    "FORCE NORTH S1:SKIRMISH N1 N2:MELEE_BAND C1:SHOCK_CAV\n%s",
	    leaders);
	return scen;
}

/* Set a unit disordered in a state (takes the state). */
static json_t *
disorder(json_t *st, const char *id)
{
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->u[t_unit(g, id)].dis = 1;
	return t_save(g);
}

/* Traits on SOUTH's rallies and activations: the leaders, the units
 * placed, a unit disordered first (or none), the orders on two dice; an
 * event that must be there, two that must not (or NULL), and whether R2
 * is then disordered (-1: not looked at). */
static const struct {
	const char *leaders, *units, *disorder, *orders;
	int dice[2];
	const char *has, *lacks[2];
	int dis_after;
} trait_cases[] = {
	/* Inspiring +1 on a rally: 4+3, Resolve 2 (disordered) -1, +1 => 7 */
	{ "LEADER SOUTH MAJ ON R1 TRAITS INSPIRING\n"
	    "LEADER SOUTH CPT ON ART1 TRAITS STAMMERING\n",
	    "R1 A1 NE, R2 C1 NE, ART1 H1 NE, N1 H8 SW", "R2",
	    "RALLY MAJ R2\n", { 4, 3 },
	    "base Resolve 2-3 = -1, INSPIRING +1 => 7: rallied",
	    { NULL, NULL }, 0 },
	/* Stammering -1: 4+4 -1 -1 => 6, no effect (Inspiring out of
	 * radius) */
	{ "LEADER SOUTH MAJ ON R1 TRAITS INSPIRING\n"
	    "LEADER SOUTH CPT ON ART1 TRAITS STAMMERING\n",
	    "R1 H1 NE, R2 C1 NE, ART1 E1 NE, N1 H8 SW", "R2",
	    "RALLY CPT R2\n", { 4, 4 }, "STAMMERING -1 => 6: no effect",
	    { "INSPIRING", NULL }, 1 },
	/* Inspiring and Stammering both in radius cancel: 4+3 -1 =>
	 * 6 */
	{ "LEADER SOUTH MAJ ON R1 TRAITS INSPIRING\n"
	    "LEADER SOUTH CPT ON ART1 TRAITS STAMMERING\n",
	    "R1 A1 NE, R2 C1 NE, ART1 E1 NE, N1 H8 SW", "R2",
	    "RALLY MAJ R2\n", { 4, 3 },
	    "base Resolve 2-3 = -1 => 6: no effect",
	    { "INSPIRING", "STAMMERING" }, -1 },
	/* Green -1 on activation: 3+3, own leader +1, Green -1 => 6:
	 * fails */
	{ "LEADER SOUTH MAJ ON R1 TRAITS GREEN\n"
	    "LEADER SOUTH CPT ON ART1 TRAITS VETERAN\n",
	    "R1 A1 NE, ART1 H1 NE, N1 H8 SW", NULL, "ACT R1 HOLD\n", { 3, 3 },
	    "leader adjacent +1, GREEN -1 => 6: fails", { NULL, NULL }, -1 },
	/* Veteran (CPT, 2 away) and Green (MAJ) cancel: 3+3 +1 =>
	 * 7 */
	{ "LEADER SOUTH MAJ ON R1 TRAITS GREEN\n"
	    "LEADER SOUTH CPT ON ART1 TRAITS VETERAN\n",
	    "R1 A1 NE, ART1 C1 NE, N1 H8 SW", NULL, "ACT R1 HOLD\n", { 3, 3 },
	    "leader adjacent +1 => 7: one basic action",
	    { "GREEN", "VETERAN" }, -1 },
};

START_TEST(traits_on_rolls)
{
	const int k = _i;
	json_t *st = t_setup(mk(trait_cases[k].leaders), trait_cases[k].units,
	    0), *ev;
	struct fs_game *g;
	int j;

	if (trait_cases[k].disorder != NULL)
		st = disorder(st, trait_cases[k].disorder);
	st = t_run(st, "SOUTH", trait_cases[k].orders, trait_cases[k].dice, 2,
	    &ev);
	ck_assert_msg(t_has_event(ev, "SOUTH", trait_cases[k].has),
	    "case %d: no \"%s\"", k, trait_cases[k].has);
	for (j = 0; j < 2 && trait_cases[k].lacks[j] != NULL; j++)
		ck_assert_msg(!t_has_event(ev, "SOUTH",
		    trait_cases[k].lacks[j]), "case %d: \"%s\"", k,
		    trait_cases[k].lacks[j]);
	if (trait_cases[k].dis_after >= 0) {
		g = t_game(st);
		ck_assert_int_eq(!!g->u[t_unit(g, "R2")].dis,
		    trait_cases[k].dis_after);
		t_free(g);
	}
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* S1 shoots R1 (12: bloodied) and MAJ rolls for death (§5): Bullet Proof
 * +1 saves him on 2+2; Frail -1 kills him on 3+2. */
START_TEST(bullet_proof_and_frail)
{
	static const int bp[] = { 4, 4, 6, 6, 2, 2 };
	static const int fr[] = { 4, 4, 6, 6, 3, 2 };
	json_t *st, *ev;
	struct fs_game *g;

	st = t_setup(mk("LEADER SOUTH MAJ ON R1 TRAITS BULLET_PROOF\n"),
	    "R1 C2 NE, S1 C4 SW", 1);
	st = t_run(st, "NORTH", "ACT S1 FIRE NEAREST\n", bp, 6, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "Leader MAJ death roll: dice 2+2, "
	    "BULLET_PROOF +1 => 5 (dies on 4 or less): MAJ survives"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "R1")].blo);
	ck_assert(g->l[fs_find_leader(g, "MAJ")].alive);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	st = t_setup(mk("LEADER SOUTH MAJ ON R1 TRAITS FRAIL\n"),
	    "R1 C2 NE, S1 C4 SW", 1);
	st = t_run(st, "NORTH", "ACT S1 FIRE NEAREST\n", fr, 6, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "dice 3+2, FRAIL -1 => 4 (dies on 4 "
	    "or less): MAJ is killed"));
	ck_assert(t_has_event(ev, "NORTH", "The leader with X1 is killed"));
	g = t_game(st);
	ck_assert(!g->l[fs_find_leader(g, "MAJ")].alive);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Gunner: guns +1 on shooting within the radius; not infantry, not a gun
 * out of the radius. */
START_TEST(gunner)
{
	static const int dice[] = { 4, 4, 3, 3 };
	json_t *st = t_setup(mk("LEADER SOUTH CPT ON R2 TRAITS GUNNER\n"),
	    "ART1 C1 NE, R2 B1 NE, N1 C3 SW", 0), *ev;
	struct fs_game *g;
	struct buf why;

	/* 3+3, Shooting 3 - Resolve 2 = +1, Gunner +1 => 8 */
	st = t_run(st, "SOUTH", "ACT ART1 FIRE NEAREST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "base Shooting 3 - Resolve 2 = +1, "
	    "GUNNER +1 => 8"));
	g = t_game(st);
	buf_init(&why, 512);
	ck_assert_int_eq(fs_trait_mods(g, t_unit(g, "R2"), FS_R_SHOOT, NULL,
	    &why), 0);
	g->u[t_unit(g, "ART1")].x = 5;		/* F1: 4 from B1 */
	ck_assert_int_eq(fs_trait_mods(g, t_unit(g, "ART1"), FS_R_SHOOT, NULL,
	    &why), 0);
	buf_free(&why);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Equestrian: cavalry +1 in melee within the radius; mounted
 * infantry counts while mounted; a melee band does not. */
START_TEST(equestrian)
{
	static const int dice[] = { 4, 4, 3, 3 };
	json_t *st = t_setup(mk("LEADER NORTH CHF ON N1 TRAITS EQUESTRIAN\n"
	    "LEADER SOUTH MAJ ON R2 TRAITS EQUESTRIAN\n"),
	    "C1 C4 SW, N1 D4 SW, N2 E4 SW, R1 C2 NE, R2 H1 NE, MI1 G1 NE "
	    "MOUNTED", 1), *ev;
	struct fs_game *g;
	struct buf why;
	int mi1;

	/* C1 rides to C3 and charges R1: 3+3, 0, charge +2, Equestrian +1 */
	st = t_run(st, "NORTH", "ACT C1 CHARGE NEAREST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "base Melee 3 - Melee 3 = +0, "
	    "charge bonus +2, EQUESTRIAN +1 => 9"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "R1")].dis);
	buf_init(&why, 512);
	ck_assert_int_eq(fs_trait_mods(g, t_unit(g, "N2"), FS_R_MELEE, NULL,
	    &why), 0);
	mi1 = t_unit(g, "MI1");
	ck_assert_int_eq(fs_trait_mods(g, mi1, FS_R_MELEE, NULL, &why), 1);
	g->u[mi1].mounted = 0;
	ck_assert_int_eq(fs_trait_mods(g, mi1, FS_R_MELEE, NULL, &why), 0);
	g->u[mi1].mounted = 1;
	g->u[mi1].x = 4;			/* E1: 3 from H1 */
	ck_assert_int_eq(fs_trait_mods(g, mi1, FS_R_MELEE, NULL, &why), 0);
	buf_free(&why);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_traits");
	TCase *tc = tcase_create("traits");
	SRunner *sr;
	int nf;

	tcase_add_loop_test(tc, traits_on_rolls, 0,
	    (int)(sizeof trait_cases / sizeof trait_cases[0]));
	tcase_add_test(tc, bullet_proof_and_frail);
	tcase_add_test(tc, gunner);
	tcase_add_test(tc, equestrian);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
