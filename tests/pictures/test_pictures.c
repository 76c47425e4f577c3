/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures.c - the report's picture: the drawing vocabulary
 * (games/drawing.c), the renderer (src/render.c) and both rules modules'
 * draw() slot.  This file holds the helpers, the vocabulary, the renderer,
 * the settings and main(); the modules' drawings (golden views, fog of
 * war, arrows) are test_pictures_modules.c.  Both run as `pictures`.
 *
 *   - the vocabulary: bounds, sticky failure, refused text, the integer
 *     hex and square geometry, labels composed as the modules print them,
 *     the legend computed from what was drawn, stable JSON;
 *   - the indexed PNG (test_pictures_png.c): decoded, the same pixels as
 *     cairo's 24-bit render wherever the palette holds the colour;
 *   - the renderer: a valid PNG of the size it reports, the same bytes
 *     for the same drawing (twice, and in another process), a huge
 *     drawing scaled under the byte and pixel limits, refusal when
 *     nothing fits;
 *   - golden drawings: the demo scenarios' openings for each side and
 *     the referee (To The Strongest!: the FOW los set-up with an ambush
 *     and a flank march), and mid-game states of the stored demo games
 *     (tests/fixtures/home-v1.tar.xz, unpacked into WORK by ctest), as
 *     JSON compared with tests/pictures/golden/ (`--bless` writes them;
 *     a missing one fails);
 *   - fog of war: a side's drawing JSON and PNG are the same whether or
 *     not an enemy unit it never saw exists, and no string secrets()
 *     lists for that side appears in its drawing;
 *   - the host's picture settings (pictures, picture_max_bytes,
 *     picture_max_side) and the limits the renderer takes from them.
 *
 * usage: test_pictures SRCDIR WORK [--bless]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "config.h"
#include "game.h"
#include "games/far-side/fs.h"
#include "games/highest-ground/hg.h"
#include "home.h"
#include "pbem_limits.h"
#include "render.h"
#include "store.h"
#include "util.h"
#include "test_pictures.h"

int failures;
const char *work;
static int bless;
static const char *src, *self;


/* ---- helpers ---- */

static char *
slurp(const char *path, size_t *len)
{
	struct pbem_err err = { 0 };
	char *t = NULL;
	size_t n;

	if (util_read_file(path, PBEM_MAX_STATE, &t, &n, &err) != PBEM_OK)
		return NULL;
	if (len != NULL)
		*len = n;
	return t;
}

/* A shipped scenario with `extra` lines after it: the opening state. */
json_t *
opening(const struct game_rules *r, const char *file, const char *extra)
{
	char path[1024], *sc, *rd, *all;
	struct pbem_err err = { 0 };
	json_t *st = NULL;
	size_t sl = 0, rl = 0, n;

	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", src, r->id,
	    file);
	sc = slurp(path, &sl);
	snprintf(path, sizeof path, "%s/games/%s/rules.json", src, r->id);
	rd = slurp(path, &rl);
	if (sc == NULL || rd == NULL) {
		CHECK(0, "cannot read %s data", r->id);
		free(sc);
		free(rd);
		return NULL;
	}
	n = sl + (extra ? strlen(extra) : 0) + 2;
	if ((all = malloc(n)) != NULL) {
		snprintf(all, n, "%s\n%s", sc, extra ? extra : "");
		CHECK(r->scenario_load(r, all, strlen(all), rd, rl, &st, &err) ==
		    PBEM_OK, "%s: %s", file, err.msg);
	}
	free(all);
	free(sc);
	free(rd);
	return st;
}

/* Resolve one phase with no orders (each module's missing-orders rule). */
json_t *
resolve(const struct game_rules *r, json_t *st, const char *seed,
    json_t **events)
{
	struct pbem_err err = { 0 };
	struct dice d;
	json_t *none = json_object(), *next = NULL;

	dice_init_text(&d, seed);
	json_decref(*events);
	*events = NULL;
	CHECK(r->resolve(r, st, none, &d, &next, events, &err) == PBEM_OK,
	    "%s resolve: %s", r->id, err.msg);
	json_decref(none);
	json_decref(st);
	return next;
}

/* The report after phase `seq` of the stored demo game of `rules`: the
 * state the next phase opened with, and seq's events. */
int
stored(const char *rules, int seq, json_t **state, json_t **events)
{
	struct pbem_err err = { 0 };
	struct phase_rec p, next;
	struct home h;
	char dir[1024];
	int rc;

	*state = *events = NULL;
	memset(&p, 0, sizeof p);
	memset(&next, 0, sizeof next);
	snprintf(dir, sizeof dir, "%s/%s", work, rules);
	if ((rc = home_open(&h, dir, &err)) != PBEM_OK) {
		CHECK(0, "open %s: %s", dir, err.msg);
		return rc;
	}
	if (store_phase_get(h.db, "demo", seq, &p) == PBEM_OK &&
	    store_phase_get(h.db, "demo", seq + 1, &next) == PBEM_OK &&
	    p.events != NULL) {
		*state = json_loads(next.state, 0, NULL);
		*events = json_loads(p.events, 0, NULL);
	}
	phase_rec_free(&p);
	phase_rec_free(&next);
	home_close(&h);
	CHECK(*state && *events, "no phase %d in the stored %s game", seq,
	    rules);
	return *state && *events ? PBEM_OK : PBEM_ERR_NOTFOUND;
}

/* The drawing's JSON as a golden file holds it: sorted keys, one item of
 * "items" and "legend" per line, so a change reads as a small diff. */
char *
golden_text(const struct drawing *d)
{
	struct buf b;
	json_t *j = NULL, *v, *e;
	const char *k;
	char *s;
	size_t i, n, nk = 0;
	const char *keys[32];

	buf_init(&b, PBEM_MAX_STATE);
	if (drawing_to_json(d, &j) != PBEM_OK)
		return NULL;
	json_object_foreach(j, k, v)
		if (nk < 32)
			keys[nk++] = k;
	for (i = 1; i < nk; i++)	/* insertion sort: a handful of keys */
		for (n = i; n > 0 && strcmp(keys[n - 1], keys[n]) > 0; n--) {
			k = keys[n];
			keys[n] = keys[n - 1];
			keys[n - 1] = k;
		}
	buf_adds(&b, "{\n");
	for (i = 0; i < nk; i++) {
		v = json_object_get(j, keys[i]);
		buf_addf(&b, "\"%s\": ", keys[i]);
		if (json_is_array(v) && (strcmp(keys[i], "items") == 0 ||
		    strcmp(keys[i], "legend") == 0)) {
			buf_adds(&b, "[\n");
			json_array_foreach(v, n, e) {
				s = json_dumps(e, JSON_SORT_KEYS | JSON_COMPACT);
				buf_addf(&b, "%s%s\n", s ? s : "null", n + 1 <
				    json_array_size(v) ? "," : "");
				free(s);
			}
			buf_adds(&b, "]");
		} else {
			s = json_dumps(v, JSON_SORT_KEYS | JSON_COMPACT |
			    JSON_ENCODE_ANY);
			buf_adds(&b, s ? s : "null");
			free(s);
		}
		buf_adds(&b, i + 1 < nk ? ",\n" : "\n");
	}
	buf_adds(&b, "}\n");
	json_decref(j);
	return buf_take(&b, NULL);
}

void
golden(const char *name, const char *text)
{
	char path[1024], *want;
	FILE *f;

	snprintf(path, sizeof path, "%s/tests/pictures/golden/%s.json", src,
	    name);
	if (bless) {
		CHECK((f = fopen(path, "w")) != NULL && fputs(text, f) >= 0 &&
		    fclose(f) == 0, "cannot write %s", path);
		return;
	}
	want = slurp(path, NULL);
	if (want == NULL) {
		CHECK(0, "no golden drawing %s: check it, then run "
		    "test_pictures SRC WORK --bless", path);
		return;
	}
	if (strcmp(want, text) != 0) {
		snprintf(path, sizeof path, "%s/%s.json", work, name);
		if ((f = fopen(path, "w")) != NULL) {
			fputs(text, f);
			fclose(f);
		}
		CHECK(0, "drawing %s differs from its golden file; got %s "
		    "(diff it; --bless once it is right)", name, path);
	}
	free(want);
}

/* A valid PNG: the signature, IHDR first with the size reported, and the
 * chunks well formed up to IEND. */
void
png_ok(const char *what, const struct buf *png, int w, int h)
{
	const unsigned char *p = (const unsigned char *)png->data;
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n',
	    0x1a, '\n' };
	size_t off = 8, n;
	int iend = 0;

	if (png->len < 33 || memcmp(p, sig, 8) != 0 ||
	    memcmp(p + 12, "IHDR", 4) != 0) {
		CHECK(0, "%s: not a PNG", what);
		return;
	}
	CHECK((int)((p[16] << 24) | (p[17] << 16) | (p[18] << 8) | p[19]) == w
	    && (int)((p[20] << 24) | (p[21] << 16) | (p[22] << 8) | p[23]) ==
	    h, "%s: IHDR size differs from %dx%d", what, w, h);
	/* indexed (render_png.c) in 1, 2, 4 or 8 bits, or 8-bit RGB */
	CHECK((p[25] == 3 && (p[24] == 1 || p[24] == 2 || p[24] == 4 ||
	    p[24] == 8)) || (p[25] == 2 && p[24] == 8), "%s: neither indexed "
	    "nor 8-bit RGB", what);
	while (off + 12 <= png->len) {
		n = ((size_t)p[off] << 24) | ((size_t)p[off + 1] << 16) |
		    ((size_t)p[off + 2] << 8) | p[off + 3];
		if (memcmp(p + off + 4, "IEND", 4) == 0)
			iend = off + 12 + n == png->len;
		off += 12 + n;
	}
	CHECK(iend && off == png->len, "%s: chunks do not end in IEND", what);
}

int
render(const struct drawing *d, const struct render_opts *o, struct buf *png,
    struct render_info *info)
{
	struct pbem_err err = { 0 };
	int rc = render_png(d, o, png, info, &err);

	CHECK(rc == PBEM_OK, "render: %s", err.msg);
	return rc;
}

/* The drawing of one view; NULL (and a failure) if the module fails. */
struct drawing *
draw(const struct game_rules *r, const json_t *st, const json_t *ev,
    const char *side)
{
	struct drawing *d = malloc(sizeof *d);
	int rc;

	if (d == NULL)
		return NULL;
	drawing_init(d, "unit", 1, 1, 1);
	rc = r->draw(r, st, ev, side, d);
	CHECK(rc == PBEM_OK, "%s draw for %s: %s", r->id, side ? side :
	    "referee", pbem_strerror(rc));
	if (rc != PBEM_OK) {
		drawing_free(d);
		free(d);
		return NULL;
	}
	return d;
}

void
drawing_del(struct drawing *d)
{
	if (d != NULL)
		drawing_free(d);
	free(d);
}

/* No string secrets() lists for `side` is in its drawing's JSON. */
void
no_secrets(const struct game_rules *r, const json_t *st, const json_t *ev,
    const char *side, const char *text, const char *what)
{
	json_t *tok = NULL, *v;
	size_t i;

	CHECK(r->secrets(r, st, ev, side, &tok) == PBEM_OK, "%s: secrets", what);
	json_array_foreach(tok, i, v)
		CHECK(strstr(text, json_string_value(v)) == NULL, "%s: the "
		    "drawing of %s shows the secret '%.60s'", what, side,
		    json_string_value(v));
	json_decref(tok);
}

/* ---- the vocabulary ---- */

static void
test_vocabulary(void)
{
	struct drawing *d = malloc(sizeof *d);
	struct draw_token t;
	struct draw_pt k[6], pts[3] = { { 0, 0 }, { 10, 0 }, { 0, 10 } };
	struct draw_legend lg[DRAW_MAX_LEGEND];
	char lab[DRAW_CELL_LEN], fit[4];
	json_t *j = NULL;
	char *a, *b;
	int i, x, y, n, rc;

	drawing_init(d, "1/1000 hex width", 20000, 20000, 560);
	CHECK(drawing_hexgrid(d, 100, 200, 1002, 4, 4) == PBEM_ERR_USAGE,
	    "a hex size not a multiple of 4 is refused");
	drawing_free(d);
	drawing_init(d, "1/1000 hex width", 20000, 20000, 560);
	CHECK(drawing_hexgrid(d, 100, 200, 1000, 4, 3) == PBEM_OK, "hexgrid");
	drawing_cell_centre(d, 0, 0, &x, &y);
	CHECK(x == 600 && y == 633, "hex (0,0) centre %d,%d", x, y);
	drawing_cell_centre(d, 1, 0, &x, &y);
	CHECK(x == 1350 && y == 1066, "odd column half a hex lower: %d,%d", x,
	    y);
	CHECK(drawing_cell_corners(d, 0, 0, k) == 6 && k[0].x == 100 &&
	    k[0].y == 633 && k[1].x == 350 && k[1].y == 200, "hex corners");
	CHECK(drawing_hexside(d, 0, 0, 0, k) == 0 && k[0].x == 350 &&
	    k[1].x == 850 && k[0].y == 200, "the N hexside");
	CHECK(drawing_cell_corners(d, 4, 0, k) == -1, "off the grid");
	drawing_grid_col_label(d, 0, "A");
	drawing_grid_col_label(d, 3, "D");
	drawing_grid_row_label(d, 2, "03");
	drawing_grid_sheet(d, 0, 0, 2, 3, "I");
	drawing_grid_sheet(d, 2, 0, 2, 3, "II");
	CHECK(strcmp(drawing_cell_label(d, 3, 2, lab), "IID03") == 0, "label "
	    "%s", lab);
	CHECK(drawing_grid_cell(d, 0, 0, DRAW_T_WOODS, 0) == PBEM_OK, "cell");
	/* bad text is refused, and the refusal sticks */
	CHECK(drawing_text(d, 0, 0, "ok \xe2\x80\x94 fine", DRAW_A_N,
	    DRAW_S_SMALL, DRAW_INK_BLACK) == PBEM_OK, "UTF-8 text");
	CHECK(drawing_text(d, 0, 0, "bad \xc3(", DRAW_A_N, DRAW_S_SMALL,
	    DRAW_INK_BLACK) == PBEM_ERR_USAGE, "broken UTF-8 refused");
	CHECK(drawing_poly(d, pts, 3, DRAW_INK_GREY, DRAW_INK_NONE, 0, 0) ==
	    PBEM_ERR_USAGE && drawing_failed(d) == PBEM_ERR_USAGE,
	    "failure is sticky");
	CHECK(drawing_to_json(d, &j) == PBEM_ERR_USAGE && j == NULL,
	    "no JSON of a failed drawing");
	drawing_free(d);
	drawing_init(d, "u", 100, 100, 10);
	CHECK(drawing_text(d, 0, 0, "tab\there", DRAW_A_N, DRAW_S_SMALL,
	    DRAW_INK_BLACK) == PBEM_ERR_USAGE, "control characters refused");
	drawing_free(d);
	drawing_init(d, "u", 100, 100, 10);
	memset(&t, 0, sizeof t);
	snprintf(t.id, sizeof t.id, "A1");
	t.facing = 360;
	CHECK(drawing_token(d, &t) == PBEM_ERR_USAGE, "facing 360 refused");
	drawing_free(d);
	/* the item limit */
	drawing_init(d, "u", 100, 100, 10);
	t.facing = DRAW_NO_FACING;
	for (i = 0, rc = PBEM_OK; i < PBEM_MAX_DRAW_ITEMS && rc == PBEM_OK; i++)
		rc = drawing_token(d, &t);
	CHECK(rc == PBEM_OK && drawing_token(d, &t) == PBEM_ERR_LIMIT &&
	    drawing_circle(d, 1, 1, 1, DRAW_INK_GREY, DRAW_INK_NONE, 0) ==
	    PBEM_ERR_LIMIT, "PBEM_MAX_DRAW_ITEMS is the limit");
	drawing_free(d);
	drawing_text_fit(fit, sizeof fit, "ab\xc3\xa9");
	CHECK(strcmp(fit, "ab") == 0, "fit cuts before a split character");
	{
		char clean[16];

		drawing_text_fit(clean, sizeof clean, "a\x01" "b\xc3(" "\xff");
		CHECK(strcmp(clean, "a?b?(?") == 0, "fit makes text "
		    "printable: %s", clean);
	}
	/* the legend names what was drawn, the viewer as "you" */
	drawing_init(d, "u", 1000, 1000, 100);
	drawing_side(d, 0, "SOUTH");
	drawing_side(d, 1, "NORTH");
	drawing_viewer(d, 1);
	t.side = 1;
	t.status = DRAW_ST_ROUTED | DRAW_ST_NO_AMMO;
	drawing_token(d, &t);
	drawing_status_name(d, DRAW_ST_ROUTED, "routed this turn");
	n = drawing_legend(d, lg, DRAW_MAX_LEGEND);
	CHECK(n == 5 && strcmp(lg[1].text, "NORTH (you)") == 0 &&
	    lg[3].kind == DRAW_LG_STATUS && strcmp(lg[3].text,
	    "routed this turn") == 0 && strcmp(lg[4].text,
	    "out of ammunition") == 0, "legend: %d lines", n);
	a = golden_text(d);
	b = golden_text(d);
	CHECK(a && b && strcmp(a, b) == 0, "the JSON is stable");
	free(a);
	free(b);
	drawing_free(d);
	free(d);
}

/*
 * An open table in inches (Battleground, GLORY): no grid, labelled areas,
 * tokens at any angle, every kind of line, circle, mark and objective.
 * A fixed drawing, for the golden file and the renderer's own tests.
 */
static void
table(struct drawing *d, int tokens)
{
	struct draw_pt wood[5] = { { 600, 500 }, { 1500, 400 }, { 1800, 1100 },
	    { 1000, 1400 }, { 500, 1000 } };
	struct draw_pt hill[4] = { { 3000, 1800 }, { 4000, 1700 },
	    { 4200, 2600 }, { 3100, 2700 } };
	struct draw_pt town[4] = { { 2200, 300 }, { 2900, 300 }, { 2900, 800 },
	    { 2200, 800 } };
	struct draw_pt road[3] = { { 0, 2000 }, { 2500, 1600 }, { 4800, 900 } };
	struct draw_pt mv[3] = { { 900, 2600 }, { 1500, 2300 }, { 2100, 2350 } };
	struct draw_pt fire[2] = { { 2100, 2350 }, { 3500, 2200 } };
	struct draw_pt rt[2] = { { 3500, 2200 }, { 3900, 1500 } };
	struct draw_pt at[2] = { { 1200, 1600 }, { 1500, 1300 } };
	struct draw_token t;
	int i;

	drawing_init(d, "1/100 inch", 4800, 3200, 150);
	drawing_title(d, "An open table: 48 by 32 inches",
	    "Every primitive of drawing.h, in inches");
	drawing_side(d, 0, "BLUE");
	drawing_side(d, 1, "RED");
	drawing_viewer(d, 0);
	drawing_north(d, 15);
	drawing_scale(d, 1200, "12 inches");
	drawing_area(d, wood, 5, DRAW_T_WOODS, "Long Wood");
	drawing_area(d, hill, 4, DRAW_T_HILL, "Hill 203");
	drawing_area(d, town, 4, DRAW_T_TOWN, "Vierville");
	drawing_line(d, road, 3, DRAW_L_ROAD, DRAW_INK_ROAD, 40, 0);
	drawing_poly(d, town, 4, DRAW_INK_NONE, DRAW_INK_SIDE(1), 10, 1);
	drawing_circle(d, 4400, 2900, 150, DRAW_INK_WATER, DRAW_INK_BLACK, 5);
	drawing_text(d, 4400, 3100, "pond", DRAW_A_N, DRAW_S_SMALL,
	    DRAW_INK_BLACK);
	drawing_objective(d, 2550, 550, "church, 2 VP", -1);
	drawing_mark(d, 3500, 2200, DRAW_M_COMBAT);
	drawing_mark(d, 3600, 2200, DRAW_M_FORT1);
	drawing_line(d, mv, 3, DRAW_L_MOVE, DRAW_INK_SIDE(0), 0, 1);
	drawing_line(d, fire, 2, DRAW_L_FIRE, DRAW_INK_BLACK, 0, 1);
	drawing_line(d, rt, 2, DRAW_L_RETREAT, DRAW_INK_SIDE(1), 0, 1);
	drawing_line(d, at, 2, DRAW_L_ATTACK, DRAW_INK_BLACK, 0, 1);
	for (i = 0; i < tokens; i++) {
		memset(&t, 0, sizeof t);
		t.x = 300 + (i * 370) % 4300;
		t.y = 300 + (i * 370) / 4300 * 260 % 2700;
		t.side = i % 2;
		t.facing = (i * 37) % 360;
		/* the first eleven badges, as the golden was drawn */
		t.status = (1u << (i % 11)) | (i % 5 == 0 ?
		    DRAW_ST_LEADER : 0);
		t.has_tail = i % 7 == 3;
		t.tail_x = t.x - 200;
		t.tail_y = t.y;
		snprintf(t.id, sizeof t.id, "%c%d", i % 2 ? 'R' : 'B', i);
		snprintf(t.sub, sizeof t.sub, "%d\"", 6 + i % 4);
		drawing_token(d, &t);
	}
	drawing_note(d, "Distances in inches, as the rules measure them");
}

static void
test_renderer(void)
{
	struct drawing *d = malloc(sizeof *d);
	struct render_opts o;
	struct render_info i1, i2;
	struct buf p1, p2, p3;
	char *text, lab[8];
	int fd[2], c, r, st;
	pid_t pid = -1;
	ssize_t got;

	render_defaults(&o);
	buf_init(&p1, PBEM_MAX_PICTURE);
	buf_init(&p2, PBEM_MAX_PICTURE);
	buf_init(&p3, PBEM_MAX_PICTURE);
	table(d, 24);
	CHECK(drawing_failed(d) == PBEM_OK, "the table drawing");
	if ((text = golden_text(d)) != NULL)
		golden("table-inches", text);
	free(text);
	if (render(d, &o, &p1, &i1) == PBEM_OK) {
		png_ok("table", &p1, i1.width, i1.height);
		png_faithful("table", d, &o, &p1, &i1);
		CHECK(p1.len <= o.max_bytes && i1.tries == 1 &&
		    i1.token_px == o.token_px, "table: %zu bytes, %d tries",
		    p1.len, i1.tries);
	}
	/* same drawing, same bytes: again here, and in a fresh process */
	if (render(d, &o, &p2, &i2) == PBEM_OK)
		CHECK(p1.len == p2.len && memcmp(p1.data, p2.data, p1.len) ==
		    0, "two renderings of one drawing differ");
	if (pipe(fd) == 0 && (pid = fork()) == 0) {
		/* a fresh process: no font cache, nothing warm */
		close(fd[0]);
		dup2(fd[1], 1);
		execl(self, self, "--table-png", (char *)NULL);
		_exit(127);
	} else if (pid > 0) {
		char chunk[65536];

		close(fd[1]);
		buf_reset(&p3);
		while ((got = read(fd[0], chunk, sizeof chunk)) > 0)
			buf_add(&p3, chunk, (size_t)got);
		close(fd[0]);
		waitpid(pid, &st, 0);
		CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0 && p3.len ==
		    p1.len && memcmp(p1.data, p3.data, p1.len) == 0,
		    "a fresh process renders other bytes");
	}
	drawing_free(d);
	/* a huge board: four Highest Ground sheets' worth of hexes, every
	 * one labelled, a thousand tokens: scaled to fit, never cut */
	drawing_init(d, "1/1000 hex width", 79000, 25500, 560);
	drawing_hexgrid(d, 0, 0, 1000, 104, 28);
	for (c = 0; c < 104; c++) {
		snprintf(lab, sizeof lab, "%c", 'A' + c % 26);
		drawing_grid_col_label(d, c, lab);
	}
	for (r = 0; r < 28; r++) {
		snprintf(lab, sizeof lab, "%02d", r + 1);
		drawing_grid_row_label(d, r, lab);
		for (c = 0; c < 104; c++)
			drawing_grid_cell(d, c, r, (enum draw_terrain)(1 +
			    (c * 7 + r * 3) % (DRAW_T_SAND)), r % 4);
	}
	for (c = 0; c < 4; c++)
		drawing_grid_sheet(d, c * 26, 0, 26, 28, c == 0 ? "I" : c == 1 ?
		    "II" : c == 2 ? "III" : "IV");
	for (c = 0; c < 1000; c++) {
		struct draw_token t = { .side = c % 2, .facing = 60 * (c % 6),
		    .status = 1u << (c % 10) };

		drawing_cell_centre(d, c % 104, c / 104 * 3 % 28, &t.x, &t.y);
		snprintf(t.id, sizeof t.id, "U%d", c);
		snprintf(t.sub, sizeof t.sub, "%d-%d-%d", c % 7, c % 5, c % 3);
		drawing_token(d, &t);
	}
	CHECK(drawing_failed(d) == PBEM_OK, "the huge drawing");
	o.max_bytes = 600 * 1024;
	o.max_side = 3000;
	if (render(d, &o, &p1, &i1) == PBEM_OK) {
		png_ok("huge", &p1, i1.width, i1.height);
		CHECK(p1.len <= o.max_bytes && i1.width <= 3000 &&
		    i1.height <= 3000 && i1.token_px < o.token_px,
		    "huge: %zu bytes, %dx%d, token %d px", p1.len, i1.width,
		    i1.height, i1.token_px);
		printf("huge board: %dx%d, %zu bytes, token %d px, %d tries\n",
		    i1.width, i1.height, p1.len, i1.token_px, i1.tries);
	}
	o.max_bytes = 2048;
	buf_reset(&p2);
	CHECK(render_png(d, &o, &p2, NULL, NULL) == PBEM_ERR_LIMIT &&
	    p2.len == 0, "a picture that cannot fit is refused, not cut");
	drawing_free(d);
	free(d);
	buf_free(&p1);
	buf_free(&p2);
	buf_free(&p3);
}

/* The host's picture settings: on by default, bounded, refused if out of
 * range; the renderer takes its limits from them. */
static void
test_config(void)
{
	struct config c;
	struct render_opts o;
	struct pbem_err err = { 0 };

	config_defaults(&c);
	CHECK(c.pictures == 1 && c.picture_max_bytes == 112 * 1024 &&
	    c.picture_max_side == 4096, "picture defaults");
	CHECK(config_parse(&c, "p.conf", "pictures off\npicture_max_bytes "
	    "300000\npicture_max_side 2000\n", &err) == PBEM_OK &&
	    c.pictures == 0 && c.picture_max_bytes == 300000 &&
	    c.picture_max_side == 2000, "picture keys: %s", err.msg);
	render_opts_config(&o, &c);
	CHECK(o.max_bytes == 300000 && o.max_side == 2000, "render limits "
	    "from the config");
	config_defaults(&c);
	CHECK(config_parse(&c, "p.conf", "pictures maybe\n", &err) ==
	    PBEM_ERR_PARSE && config_parse(&c, "p.conf", "picture_max_bytes "
	    "99999999\n", &err) == PBEM_ERR_PARSE && config_parse(&c,
	    "p.conf", "picture_max_side 100\n", &err) == PBEM_ERR_PARSE,
	    "bad picture settings are refused");
}

/* A module with no draw() slot draws nothing, and says so. */
static void
test_no_slot(void)
{
	struct game_rules none = { .id = "none" };
	struct render_opts o;
	struct pbem_err err = { 0 };
	struct buf png;

	render_defaults(&o);
	buf_init(&png, 1024);
	CHECK(render_view(&none, NULL, NULL, NULL, &o, &png, NULL, &err) ==
	    PBEM_ERR_NOTFOUND, "render_view without a draw slot");
	buf_free(&png);
}

/* The table drawing's PNG on stdout: what a fresh process renders. */
static int
table_png(void)
{
	struct drawing *d = malloc(sizeof *d);
	struct render_opts o;
	struct buf png;
	int rc;

	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	table(d, 24);
	rc = render_png(d, &o, &png, NULL, NULL);
	if (rc == PBEM_OK && fwrite(png.data, 1, png.len, stdout) != png.len)
		rc = PBEM_ERR_IO;
	drawing_free(d);
	free(d);
	buf_free(&png);
	return rc == PBEM_OK ? 0 : 1;
}

/* A scenario's opening as SIDE sees it, its PNG on stdout: to look at
 * a module's picture (`--view-png SRCDIR RULES FILE SIDE`, FILE under
 * games/RULES/scenarios/ or relative to it). */
static int
view_png(const char *rules, const char *file, const char *side)
{
	const struct game_rules *r = game_rules_find(rules);
	struct render_opts o;
	struct drawing *d;
	struct buf png;
	json_t *st;
	int rc = 1;

	if (r == NULL || (st = opening(r, file, NULL)) == NULL)
		return 1;
	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	if ((d = draw(r, st, NULL, side)) != NULL &&
	    render_png(d, &o, &png, NULL, NULL) == PBEM_OK &&
	    fwrite(png.data, 1, png.len, stdout) == png.len)
		rc = 0;
	if (d != NULL)
		drawing_del(d);
	json_decref(st);
	buf_free(&png);
	return rc;
}

int
main(int argc, char **argv)
{
	self = argv[0];
	if (argc == 2 && strcmp(argv[1], "--table-png") == 0)
		return table_png();
	if (argc == 6 && strcmp(argv[1], "--view-png") == 0) {
		src = argv[2];
		return view_png(argv[3], argv[4], argv[5]);
	}
	if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--bless"))) {
		fprintf(stderr, "usage: test_pictures SRCDIR WORK [--bless]\n"
		    "       test_pictures --view-png SRCDIR RULES FILE SIDE\n");
		return 2;
	}
	src = argv[1];
	work = argv[2];
	bless = argc == 4;
	test_vocabulary();
	test_png_encode();
	test_layout();
	test_renderer();
	test_views();
	test_fog();
	test_ts_arrows();
	test_legend_ink();
	test_ts_camp_vp();
	test_ts_boat();
	test_lost();
	test_frame();
	test_stacks();
	test_headings();
	test_knots();
	test_edges();
	test_wrecks();
	test_blast_words();
	test_no_slot();
	test_config();
	test_arrows();
	test_open_table();
	test_event_rulings();
	if (failures) {
		fprintf(stderr, "%d failure%s\n", failures, failures > 1 ? "s" :
		    "");
		return 1;
	}
	printf("all picture tests passed%s\n", bless ? " (golden files "
	    "written)" : "");
	return 0;
}
