/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * run_cases.c - the command line of the rules-case runner (README.md).
 *
 *   run_cases [-v] [-k <text>] --root <source dir> <dir|file.case>...
 *	runs every case of each file, and of each *.case file directly in
 *	each directory (not below it: pending/ is for cases the module does
 *	not pass yet); exit 0 if all pass, 1 if any fails, 2 on a bad file.
 *	A case still playing after CASE_SECONDS fails the run by name.
 *   run_cases --expect-fail ...
 *	the runner's own test (selftest/): every file must fail to load, or
 *	every case of it must fail; a case that passes is the failure.
 *   run_cases --rolls <seed> <spec>
 *	prints the dice a seed gives, e.g. spec "256x64,6x3" is 64 d256
 *	then 3 d6 (src/dice.c), to see which roll a case will meet.
 *   run_cases --find-seed <prefix> <spec> <want>
 *	finds the first seed <prefix>0, <prefix>1, ... whose last dice of
 *	the spec are `want` ("2,5"; "-" for any value).
 * ctest runs one test per rules module: cases_<id> (CMakeLists.txt).
 */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "case.h"

#define MAX_FILES	256
#define MAX_DICE	4096

#define CASE_SECONDS	120	/* a case that takes longer hangs the module */

#ifndef CASES_SOURCE_DIR
#define CASES_SOURCE_DIR "."
#endif

/* The case now playing, for the alarm: a hang is a failure with a name,
 * not a stuck test run. */
static char running[CASE_PATH_LEN + CASE_NAME_LEN + 16];

static void
on_alarm(int sig)
{
	static const char m[] = "FAIL (no answer within the time limit) ";

	(void)sig;
	(void)!write(STDOUT_FILENO, m, sizeof m - 1);
	(void)!write(STDOUT_FILENO, running, strlen(running));
	(void)!write(STDOUT_FILENO, "\n", 1);
	_exit(1);
}

static int
usage(void)
{
	fprintf(stderr, "usage: run_cases [-v] [-k <text>] [--root <dir>] "
	    "[--expect-fail] <dir|file.case>...\n"
	    "       run_cases --rolls <seed> <spec>\n"
	    "       run_cases --find-seed <prefix> <spec> <want>\n"
	    "spec: comma-separated <sides>[x<count>], e.g. 256x64,6x3\n");
	return 2;
}

/* "256x64,6x3" -> sides[] per die; returns the count or -1. */
static int
parse_spec(const char *spec, int *sides, int max)
{
	const char *p = spec;
	char *e;
	long s, k;
	int n = 0;

	while (*p != '\0') {
		s = strtol(p, &e, 10);
		if (e == p || s < 2 || s > 256)
			return -1;
		k = 1;
		if (*e == 'x') {
			p = e + 1;
			k = strtol(p, &e, 10);
			if (e == p || k < 1 || k > MAX_DICE)
				return -1;
		}
		if (*e != ',' && *e != '\0')
			return -1;
		while (k-- > 0) {
			if (n == max)
				return -1;
			sides[n++] = (int)s;
		}
		p = *e == ',' ? e + 1 : e;
	}
	return n;
}

static int
rolls(const char *seed, const char *spec)
{
	static int sides[MAX_DICE];
	struct dice d;
	int n, i;

	if ((n = parse_spec(spec, sides, MAX_DICE)) <= 0)
		return usage();
	dice_init_text(&d, seed);
	for (i = 0; i < n; i++)
		printf("%s%d", i ? (sides[i] != sides[i - 1] ? " | " : " ") : "",
		    dice_roll(&d, sides[i]));
	printf("\n");
	return 0;
}

static int
find_seed(const char *prefix, const char *spec, const char *want)
{
	static int sides[MAX_DICE];
	int w[64], nw = 0, n, i, k, v;
	char seed[256], *e;
	const char *p = want;
	struct dice d;

	if ((n = parse_spec(spec, sides, MAX_DICE)) <= 0)
		return usage();
	while (*p != '\0' && nw < 64) {
		if (*p == '-') {
			w[nw++] = 0;
			e = (char *)p + 1;
		} else if ((w[nw++] = (int)strtol(p, &e, 10)) < 1 || e == p)
			return usage();
		if (*e != ',' && *e != '\0')
			return usage();
		p = *e == ',' ? e + 1 : e;
	}
	if (nw == 0 || nw > n)
		return usage();
	for (k = 0; k < 1000000; k++) {
		snprintf(seed, sizeof seed, "%s%d", prefix, k);
		dice_init_text(&d, seed);
		for (i = 0; i < n; i++) {
			v = dice_roll(&d, sides[i]);
			if (i >= n - nw && w[i - (n - nw)] != 0 &&
			    w[i - (n - nw)] != v)
				break;
		}
		if (i == n) {
			printf("%s\n", seed);
			return 0;
		}
	}
	fprintf(stderr, "no seed found\n");
	return 1;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.case files directly in dir, sorted; or the path itself. */
static int
collect(const char *path, char **files, int *n)
{
	struct dirent *e;
	size_t l;
	DIR *d;
	int first = *n;

	if ((d = opendir(path)) == NULL) {
		if (*n >= MAX_FILES || (files[*n] = strdup(path)) == NULL)
			return -1;
		(*n)++;
		return 0;
	}
	while ((e = readdir(d)) != NULL) {
		l = strlen(e->d_name);
		if (l < 6 || strcmp(e->d_name + l - 5, ".case") != 0 ||
		    e->d_name[0] == '.')
			continue;
		if (*n >= MAX_FILES || strlen(path) + l + 2 > CASE_PATH_LEN ||
		    (files[*n] = malloc(strlen(path) + l + 2)) == NULL) {
			closedir(d);
			return -1;
		}
		snprintf(files[*n], strlen(path) + l + 2, "%s/%s", path,
		    e->d_name);
		(*n)++;
	}
	closedir(d);
	qsort(files + first, (size_t)(*n - first), sizeof *files, cmp_str);
	return 0;
}

int
main(int argc, char **argv)
{
	struct case_opts o = { CASES_SOURCE_DIR, NULL, 0 };
	char *files[MAX_FILES];
	struct case_file f;
	struct pbem_err err;
	int i, k, rc, nfiles = 0, pass = 0, failed = 0, bad = 0, invert = 0;

	if (argc == 4 && strcmp(argv[1], "--rolls") == 0)
		return rolls(argv[2], argv[3]);
	if (argc == 5 && strcmp(argv[1], "--find-seed") == 0)
		return find_seed(argv[2], argv[3], argv[4]);
	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "-v") == 0)
			o.verbose = 1;
		else if (strcmp(argv[i], "-k") == 0 && i + 1 < argc)
			o.only = argv[++i];
		else if (strcmp(argv[i], "--root") == 0 && i + 1 < argc)
			o.root = argv[++i];
		else if (strcmp(argv[i], "--expect-fail") == 0)
			invert = 1;
		else
			return usage();
	}
	if (i == argc)
		return usage();
	for (; i < argc; i++)
		if (collect(argv[i], files, &nfiles) != 0) {
			fprintf(stderr, "run_cases: too many files or paths "
			    "too long under %s\n", argv[i]);
			bad = 1;
		}
	if (nfiles == 0) {
		fprintf(stderr, "run_cases: no .case files\n");
		bad = 1;
	}
	signal(SIGALRM, on_alarm);
	for (i = 0; i < nfiles; i++) {
		memset(&err, 0, sizeof err);
		if (case_file_load(files[i], &f, &err) != PBEM_OK) {
			fprintf(stderr, "%s\n", err.msg);
			if (invert)
				pass++;		/* refused, as it must be */
			else
				bad = 1;
			free(files[i]);
			continue;
		}
		for (k = 0; k < f.ncases; k++) {
			if (o.only != NULL && strstr(f.c[k]->name, o.only) ==
			    NULL)
				continue;
			snprintf(running, sizeof running, "%s:%d %s", f.path,
			    f.c[k]->line, f.c[k]->name);
			alarm(CASE_SECONDS);
			rc = case_run(&f, f.c[k], &o);
			alarm(0);
			if ((rc == 0) != invert) {
				pass++;
				if (o.verbose)
					printf("ok   %s:%d %s\n", f.path,
					    f.c[k]->line, f.c[k]->name);
			} else {
				failed++;
				printf("FAIL %s:%d %s%s\n", f.path, f.c[k]->line,
				    f.c[k]->name, invert ? " (passed, but must "
				    "fail)" : "");
			}
		}
		case_file_free(&f);
		free(files[i]);
	}
	printf("run_cases: %d passed, %d failed%s\n", pass, failed,
	    bad ? ", and some files could not be read" : "");
	return bad ? 2 : failed ? 1 : 0;
}
