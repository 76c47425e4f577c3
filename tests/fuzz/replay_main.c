/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * replay_main.c - a main() for the fuzz targets when libFuzzer is not
 * there (gcc builds): runs the target once on every file named, or on
 * every file in each directory named.  The suite replays the seed corpus
 * and every past finding this way, so a fixed crash stays fixed.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char *p;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0) {
		fprintf(stderr, "cannot read %s\n", path);
		if (f)
			fclose(f);
		return 1;
	}
	if ((p = malloc((size_t)n + 1)) == NULL ||
	    fread(p, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "cannot read %s\n", path);
		free(p);
		fclose(f);
		return 1;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(p, (size_t)n);
	free(p);
	return 0;
}

int
main(int argc, char **argv)
{
	struct stat st;
	struct dirent *de;
	DIR *d;
	char path[4096];
	int i, bad = 0, runs = 0;

	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "no such file %s\n", argv[i]);
			bad++;
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			bad += run_file(argv[i]);
			runs++;
			continue;
		}
		if ((d = opendir(argv[i])) == NULL) {
			bad++;
			continue;
		}
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof path, "%s/%s", argv[i], de->d_name);
			if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
				bad += run_file(path);
				runs++;
			}
		}
		closedir(d);
	}
	printf("%d inputs replayed, %d unreadable\n", runs, bad);
	return bad ? 1 : 0;
}
