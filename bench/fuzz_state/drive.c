/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drive.c - fuzz_state's target side, as libFuzzer drives it, without
 * libFuzzer: read the seed states and run each once, then as libFuzzer's
 * MutateAndTestOne does: take an input of the corpus, copy it, and up to
 * five times (-mutate_depth) call the target's own mutator on the copy
 * and run the target on the result, each mutation stacked on the last
 * one ("MS: 3 Custom-Custom-Custom" is three runs).  An input that finds
 * new coverage joins the corpus and ends its stack: libFuzzer's own
 * runs from the seeds (tests/fuzz/run, 4000 executions, no reduction)
 * add about one input in twenty, so one in twenty does here, drawn at
 * random, the coverage itself not being known.  The mutator's fallback
 * (LLVMFuzzerMutate, libFuzzer's byte mutations) is one byte changed
 * here.  Counted under callgrind it gives the target's instructions per
 * execution, with no machine load in the figure (bench/fuzz_state/run).
 *
 *   drive EXECUTIONS SEED_DIR [SAVE_DIR]
 *
 * With SAVE_DIR, every mutated input is also written there, for the
 * suite's replay binary (build/tests/fuzz/fuzz_state), which checks the
 * cached parse against json_loadb on each.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SEEDS	256
#define MAX_CORPUS	4096	/* the seeds and the inputs added */
#define DRIVE_MAX_INPUT	(1 << 17)
#define MUTATE_DEPTH	5	/* libFuzzer's -mutate_depth default */
#define NEW_ONE_IN	20	/* an input that joins the corpus */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed);
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);

static unsigned rnd_state = 1;

static unsigned
rnd(void)
{
	rnd_state = rnd_state * 1103515245u + 12345u;
	return rnd_state >> 8;
}

size_t
LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max)
{
	(void)max;
	if (size > 0)
		data[rnd() % size] ^= (uint8_t)(1u << (rnd() % 8));
	return size;
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
main(int argc, char **argv)
{
	static uint8_t buf[DRIVE_MAX_INPUT];
	char *names[MAX_SEEDS], path[4096];
	static uint8_t *seed[MAX_CORPUS];
	static size_t len[MAX_CORPUS];
	size_t n;
	struct dirent *de;
	long runs, i;
	int nseeds = 0, ncorpus, k, m;
	FILE *f;
	DIR *d;

	if (argc < 3 || argc > 4 || (runs = atol(argv[1])) < 0 ||
	    (d = opendir(argv[2])) == NULL) {
		fprintf(stderr, "usage: drive EXECUTIONS SEED_DIR [SAVE_DIR]\n");
		return 2;
	}
	while ((de = readdir(d)) != NULL && nseeds < MAX_SEEDS)
		if (de->d_name[0] != '.')
			names[nseeds++] = strdup(de->d_name);
	closedir(d);
	qsort(names, (size_t)nseeds, sizeof *names, cmp_name);
	for (k = 0; k < nseeds; k++) {
		snprintf(path, sizeof path, "%s/%s", argv[2], names[k]);
		if ((f = fopen(path, "rb")) == NULL ||
		    (len[k] = fread(buf, 1, sizeof buf, f)) == 0) {
			fprintf(stderr, "drive: cannot read %s\n", path);
			return 1;
		}
		fclose(f);
		free(names[k]);
		if ((seed[k] = malloc(len[k])) == NULL)
			return 1;
		memcpy(seed[k], buf, len[k]);
	}
	if (nseeds == 0)
		return 1;
	/* every seed once, as libFuzzer reads the corpus first */
	for (k = 0; k < nseeds; k++)
		LLVMFuzzerTestOneInput(seed[k], len[k]);
	ncorpus = nseeds;
	for (i = 0; i < runs;) {
		k = (int)(rnd() % (unsigned)ncorpus);
		memcpy(buf, seed[k], len[k]);
		n = len[k];
		for (m = 0; m < MUTATE_DEPTH && i < runs; m++, i++) {
			n = LLVMFuzzerCustomMutator(buf, n, 65536, rnd());
			LLVMFuzzerTestOneInput(buf, n);
			if (argc == 4) {
				snprintf(path, sizeof path, "%s/%06ld",
				    argv[3], i);
				if ((f = fopen(path, "wb")) == NULL ||
				    fwrite(buf, 1, n, f) != n ||
				    fclose(f) != 0) {
					fprintf(stderr, "drive: cannot write "
					    "%s\n", path);
					return 1;
				}
			}
			if (rnd() % NEW_ONE_IN == 0 && ncorpus < MAX_CORPUS &&
			    (seed[ncorpus] = malloc(n)) != NULL) {
				memcpy(seed[ncorpus], buf, n);
				len[ncorpus++] = n;
				i++;
				break;
			}
		}
	}
	printf("drive: %d seeds, %ld executions\n", nseeds, runs);
	return 0;
}
