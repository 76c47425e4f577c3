/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fog_twins.c SRCDIR - To The Strongest! under FOW los tells a side
 * nothing of an enemy unit it never saw (issue 26).  Two games are played
 * side by side through the seam with the same sheets and the same cards:
 * twin A has one BLUE unit more, standing where RED never sees it.  After
 * every phase, everything RED is given must be the same in both: its
 * report (the medal tally aside: it is public, the victory rule plays on
 * it), its map as a drawing (the PNG is rendered from it), its sheet
 * ready to edit, and the answer to a probing sheet that names enemy units
 * by aliases that belong to an unseen unit, to none, and to one it saw.
 * A BLUE flank march arrives out of RED's sight on the way (the referee's
 * log of twin A must say so, or the test proves nothing).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "util.h"

#define PHASES	8
#define MAXSEEDS 40

static int failures;

/* RED stands in a corner walled by woods: it sees the three boxes next
 * to it and nothing beyond.  BLUE U1 is next to it (seen: RED calls it
 * E1); BLUE U2 marches round the flank and comes on out of sight; BLUE
 * U3, twin A only, waits out of sight all game. */
static const char forces[] =
	"FOW los\n"
	"TERRAIN wood A2\n"
	"TERRAIN wood B1\n"
	"TERRAIN wood B2\n"
	"UNIT RED U1 C1 legionaries\n"
	"UNIT BLUE U1 C1 legionaries\n"
	"UNIT BLUE U2 C1 cavalry_jav\n"
	"%s"
	"PLACE RED U1 A1 N\n"
	"PLACE BLUE U1 B2 S\n"
	"PLACE BLUE U2 FLANK RIGHT\n"
	"MEDALS RED -10\n"
	"MEDALS BLUE -10\n"
	"%s";
static const char hidden_unit[] = "UNIT BLUE U3 C1 warriors\n";
static const char hidden_place[] = "PLACE BLUE U3 H6 S\n";

/* RED probes: E1 it has seen, E2 the name the hidden unit would get if
 * it were ever seen, E3 nobody's. */
static const char probe[] =
	"CMD C1\nU1 SHOOT E1\nU1 SHOOT E2\nU1 SHOOT E3\nU1 CHARGE E2\n";
static const char blue_orders[] = "CMD C1\nU2 ENTER\n";

static char *
slurp(const char *src, const char *rel, size_t *len)
{
	struct pbem_err err = { 0 };
	char path[4096], *text;

	snprintf(path, sizeof path, "%s/%s", src, rel);
	if (util_read_file(path, 1 << 20, &text, len, &err) != PBEM_OK) {
		fprintf(stderr, "cannot read %s: %s\n", path, err.msg);
		exit(2);
	}
	return text;
}

/* The medal tally is public: its lines in the report ("  BLUE     14 of
 * 15") are cut, and the enemy's starting medals in the lesson ("the
 * enemy's: 14") blanked. */
static void
drop_tally(char *s)
{
	static const char start[] = "the enemy's: ";
	char *p = s, *q = s, *nl;

	while ((p = strstr(p, start)) != NULL) {
		p += sizeof start - 1;
		while (*p >= '0' && *p <= '9')
			*p++ = '#';
	}
	p = s;

	while (*p) {
		nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
		if (!(strncmp(p, "  BLUE ", 7) == 0 && strstr(p, " of ") &&
		    (size_t)(strstr(p, " of ") - p) < n)) {
			memmove(q, p, n);
			q += n;
		}
		p += n;
	}
	*q = '\0';
}

/* All RED is given now, as one text. */
static void
red_view(const struct game_rules *r, const json_t *st, const json_t *ev,
    struct buf *out)
{
	struct sheet_check chk;
	struct drawing d;
	json_t *dj = NULL;
	char *js;
	int i;

	buf_adds(out, "== report\n");
	r->report(r, st, ev, "RED", out);
	buf_adds(out, "== sheet\n");
	r->sheet_template(r, st, "RED", out, out);
	drawing_init(&d, "unit", 1, 1, 1);
	buf_adds(out, "== map\n");
	if (r->draw(r, st, ev, "RED", &d) == PBEM_OK &&
	    drawing_to_json(&d, &dj) == PBEM_OK &&
	    (js = json_dumps(dj, JSON_SORT_KEYS | JSON_COMPACT)) != NULL) {
		buf_adds(out, js);
		free(js);
	} else
		buf_adds(out, "(no map)");
	json_decref(dj);
	drawing_free(&d);
	buf_adds(out, "\n== probe\n");
	sheet_check_init(&chk);
	r->parse_sheet(r, st, "RED", probe, strlen(probe), 6, &chk);
	for (i = 0; i < chk.nerrors; i++)
		buf_addf(out, "line %d: %s\n", chk.errors[i].line,
		    chk.errors[i].msg);
	buf_adds(out, buf_str(&chk.understood));
	sheet_check_free(&chk);
}

static json_t *
start(const struct game_rules *r, const char *arena, const char *rules,
    size_t rlen, int twin_a)
{
	struct pbem_err err = { 0 };
	struct buf text;
	json_t *st = NULL;

	buf_init(&text, 1 << 20);
	buf_adds(&text, arena);
	buf_addf(&text, forces, twin_a ? hidden_unit : "",
	    twin_a ? hidden_place : "");
	if (r->scenario_load(r, buf_str(&text), strlen(buf_str(&text)),
	    rules, rlen, &st, &err) != PBEM_OK) {
		fprintf(stderr, "scenario: %s\n", err.msg);
		exit(2);
	}
	buf_free(&text);
	return st;
}

/* One resolution: the sides due send their orders (RED none: its
 * commands pass; BLUE brings on the flank march when it may). */
static int
step(const struct game_rules *r, json_t **st, json_t **ev, int k,
    const char *seed)
{
	struct pbem_err err = { 0 };
	struct sheet_check chk;
	struct game_phase gp;
	struct dice dice;
	json_t *orders = json_object(), *next = NULL, *events = NULL;
	char s[128];
	int i;

	if (r->phase(r, *st, &gp) != PBEM_OK || gp.over) {
		json_decref(orders);
		return 0;
	}
	for (i = 0; i < gp.nsides; i++)
		if (strcmp(gp.sides[i], "BLUE") == 0) {
			sheet_check_init(&chk);
			if (r->parse_sheet(r, *st, "BLUE", blue_orders,
			    strlen(blue_orders), 6, &chk) == PBEM_OK &&
			    chk.nerrors == 0 && chk.orders)
				json_object_set(orders, "BLUE", chk.orders);
			sheet_check_free(&chk);
		}
	snprintf(s, sizeof s, "%s-%d", seed, k);
	dice_init_text(&dice, s);
	if (r->resolve(r, *st, orders, &dice, &next, &events, &err) !=
	    PBEM_OK) {
		fprintf(stderr, "resolve: %s\n", err.msg);
		exit(2);
	}
	json_decref(orders);
	json_decref(*st);
	json_decref(*ev);
	*st = next;
	*ev = events;
	return 1;
}

/* The referee's events of this phase say the flank march came on. */
static int
came_on(const json_t *ev)
{
	const json_t *e;
	size_t i;
	const char *t;

	json_array_foreach(ev, i, e)
		if ((t = json_string_value(json_object_get(e, "text"))) &&
		    strstr(t, "BLUE U2 comes on"))
			return 1;
	return 0;
}

static int
play(const struct game_rules *r, const char *arena, const char *rules,
    size_t rlen, const char *seed, int compare)
{
	json_t *a = start(r, arena, rules, rlen, 1), *b = start(r, arena,
	    rules, rlen, 0), *ea = json_array(), *eb = json_array();
	struct buf va, vb;
	int k, arrived = 0, compared = 0;

	for (k = 0; k <= PHASES; k++) {
		if (compare) {
			buf_init(&va, 1 << 22);
			buf_init(&vb, 1 << 22);
			red_view(r, a, ea, &va);
			red_view(r, b, eb, &vb);
			drop_tally(va.data);
			drop_tally(vb.data);
			if (strcmp(va.data, vb.data) != 0) {
				const char *x = va.data, *y = vb.data;

				while (*x && *x == *y)
					x++, y++;
				fprintf(stderr, "LEAK after phase %d: RED is "
				    "told apart the game with the unseen "
				    "unit:\n  with:    %.160s\n  without: "
				    "%.160s\n", k, x, y);
				failures++;
			}
			if (k == 0 && (strstr(va.data, "U3") ||
			    strstr(va.data, "Warriors"))) {
				fprintf(stderr, "LEAK: RED names the unseen "
				    "unit\n");
				failures++;
			}
			compared++;
			buf_free(&va);
			buf_free(&vb);
		}
		if (k == PHASES || !step(r, &a, &ea, k, seed) ||
		    !step(r, &b, &eb, k, seed))
			break;
		arrived |= came_on(ea);
	}
	if (compare)
		printf("ok - %d phases compared, RED's view the same with and "
		    "without the unseen unit%s\n", compared, failures ? " (NOT)"
		    : "");
	json_decref(a);
	json_decref(b);
	json_decref(ea);
	json_decref(eb);
	return arrived;
}

int
main(int argc, char **argv)
{
	const struct game_rules *r = game_rules_find("strongest");
	char *arena, *rules, seed[32];
	size_t alen, rlen;
	int i;

	if (argc != 2 || r == NULL) {
		fprintf(stderr, "usage: test_fog_twins SRCDIR\n");
		return 2;
	}
	arena = slurp(argv[1], "tests/cases/strongest/arena-generic.tts",
	    &alen);
	rules = slurp(argv[1], "games/strongest/rules.json", &rlen);
	/* the first seed under which the flank march does come on */
	for (i = 0; i < MAXSEEDS; i++) {
		snprintf(seed, sizeof seed, "twins-%d", i);
		if (play(r, arena, rules, rlen, seed, 0))
			break;
	}
	if (i == MAXSEEDS) {
		fprintf(stderr, "no seed of %d brings the flank march on\n",
		    MAXSEEDS);
		return 1;
	}
	printf("ok - seed %s: BLUE's flank march comes on out of RED's "
	    "sight\n", seed);
	play(r, arena, rules, rlen, seed, 1);
	free(arena);
	free(rules);
	return failures ? 1 : 0;
}
