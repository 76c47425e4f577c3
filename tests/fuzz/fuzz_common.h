/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_common.h - shared set-up for the rules-module fuzz targets: the
 * shipped data files, read once.  PBEMD_DATADIR overrides the source tree.
 */
#ifndef PBEM_FUZZ_COMMON_H
#define PBEM_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>

#ifndef PBEMD_SOURCE_DIR
#define PBEMD_SOURCE_DIR "."
#endif

/* Whole file into a malloc'd NUL-terminated buffer, or exit: a fuzz run
 * without its data files would find nothing. */
static char *
fuzz_slurp(const char *rel, size_t *len)
{
	const char *dir = getenv("PBEMD_DATADIR");
	char path[4096];
	FILE *f;
	char *p;
	long n;

	snprintf(path, sizeof path, "%s/%s", dir ? dir : PBEMD_SOURCE_DIR, rel);
	if ((f = fopen(path, "rb")) == NULL || fseek(f, 0, SEEK_END) != 0 ||
	    (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
	    (p = malloc((size_t)n + 1)) == NULL ||
	    fread(p, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "fuzz: cannot read %s\n", path);
		exit(2);
	}
	fclose(f);
	p[n] = '\0';
	*len = (size_t)n;
	return p;
}

#endif
