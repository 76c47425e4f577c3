/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref.c - the exact plane (games/common/plane.h) against the
 * slow exact reference (ref.c): tens of thousands of random cases per
 * predicate from a fixed seed, weighted toward the degenerate ones (a
 * small grid makes collinear points, touching segments, sight lines
 * through vertices and runs along edges common; ranges are drawn at the
 * exact distance and one either side).  Any disagreement fails, printing
 * the case.  `test_plane_ref [percent [test]]` runs that percentage of
 * the default counts (a sanitizer build runs a tenth), or one test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_plane_ref.h"

int
main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*run)(void);
	} tests[] = {
		{ "wide", test_wide }, { "isqrt", test_isqrt },
		{ "trig", test_trig }, { "points", test_points },
		{ "bearing", test_bearing }, { "segments", test_segments },
		{ "arcs", test_arcs }, { "rects", test_rects },
		{ "bases", test_bases }, { "quarters", test_quarters },
		{ "polygons", test_polygons }, { "bands", test_bands },
		{ "sight", test_sight },
		{ "paths", test_paths },
	};
	size_t i;
	int before;

	if (argc > 1)
		percent = atoi(argv[1]) > 0 ? atoi(argv[1]) : 100;
	if (!gcry_check_version(NULL))
		return 2;
	ref_trig_init();
	for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
		if (argc > 2 && strcmp(argv[2], tests[i].name) != 0)
			continue;
		before = fails;
		tests[i].run();
		printf("%s %s\n", fails == before ? "ok  " : "FAIL",
		    tests[i].name);
		fflush(stdout);
	}
	return fails ? 1 : 0;
}
