/* SPDX-License-Identifier: GPL-3.0-or-later */
/* example_orders.c - a phase's orders from the example sheets
 * (example_orders.h). */
#include <ctype.h>
#include <stdio.h>

#include "buf.h"
#include "example_orders.h"

int
example_read(const char *path, struct buf *b)
{
	char chunk[8192];
	size_t n;
	FILE *f = fopen(path, "rb");

	if (f == NULL)
		return -1;
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_add(b, chunk, n);
	fclose(f);
	return b->failed ? -1 : 0;
}

json_t *
example_orders(const char *src, const struct game_rules *r,
    const json_t *state, const struct game_phase *gp)
{
	json_t *orders = json_object();
	struct sheet_check chk;
	struct buf text;
	char path[4096], side[GAME_NAME_LEN];
	size_t i;
	int s;

	for (s = 0; orders != NULL && s < gp->nsides; s++) {
		for (i = 0; gp->sides[s][i] && i + 1 < sizeof side; i++)
			side[i] = (char)tolower((unsigned char)gp->sides[s][i]);
		side[i] = '\0';
		snprintf(path, sizeof path, "%s/games/%s/examples/%s-%s.txt",
		    src, r->id, gp->kind, side);
		buf_init(&text, 1 << 20);
		if (example_read(path, &text) == 0) {
			sheet_check_init(&chk);
			if (r->parse_sheet(r, state, gp->sides[s],
			    buf_str(&text), text.len, 1, &chk) == PBEM_OK &&
			    chk.nerrors == 0 && chk.orders != NULL)
				json_object_set(orders, gp->sides[s],
				    chk.orders);
			sheet_check_free(&chk);
		}
		buf_free(&text);
	}
	return orders;
}
