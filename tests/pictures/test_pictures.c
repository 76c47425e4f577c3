/*
 * test_pictures.c - the report's picture: the drawing vocabulary
 * (games/drawing.c), the renderer (src/render.c) and both rules modules'
 * draw() slot.
 *
 *   - the vocabulary: bounds, sticky failure, refused text, the integer
 *     hex and square geometry, labels composed as the modules print them,
 *     the legend computed from what was drawn, stable JSON;
 *   - the renderer: a valid PNG of the size it reports, the same bytes
 *     for the same drawing (twice, and in another process), a huge
 *     drawing scaled under the byte and pixel limits, refusal when
 *     nothing fits;
 *   - golden drawings: both demo scenarios' openings for each side and
 *     the referee, and mid-game states of the stored demo games
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

static int failures, bless;
static const char *src, *work, *self;

#define CHECK(c, ...) do { if (!(c)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

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
static json_t *
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
static json_t *
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
static int
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
static char *
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

static void
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
static void
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
	CHECK(p[24] == 8 && p[25] == 2, "%s: not 8-bit RGB", what);
	while (off + 12 <= png->len) {
		n = ((size_t)p[off] << 24) | ((size_t)p[off + 1] << 16) |
		    ((size_t)p[off + 2] << 8) | p[off + 3];
		if (memcmp(p + off + 4, "IEND", 4) == 0)
			iend = off + 12 + n == png->len;
		off += 12 + n;
	}
	CHECK(iend && off == png->len, "%s: chunks do not end in IEND", what);
}

static int
render(const struct drawing *d, const struct render_opts *o, struct buf *png,
    struct render_info *info)
{
	struct pbem_err err = { 0 };
	int rc = render_png(d, o, png, info, &err);

	CHECK(rc == PBEM_OK, "render: %s", err.msg);
	return rc;
}

/* The drawing of one view; NULL (and a failure) if the module fails. */
static struct drawing *
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

static void
drawing_del(struct drawing *d)
{
	if (d != NULL)
		drawing_free(d);
	free(d);
}

/* No string secrets() lists for `side` is in its drawing's JSON. */
static void
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
		t.status = (1u << (i % DRAW_ST_COUNT)) | (i % 5 == 0 ?
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
			    (c * 7 + r * 3) % (DRAW_T_COUNT - 1)), r % 4);
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

/* ---- the modules ---- */

struct view {
	const char *name;		/* the golden file */
	const char *rules;
	int seq;			/* 0: the scenario's opening */
	const char *side;		/* NULL: the referee */
};

static const struct view views[] = {
	{ "hg-opening-ALLIED", "highest-ground", 0, "ALLIED" },
	{ "hg-opening-ROMAN", "highest-ground", 0, "ROMAN" },
	{ "hg-opening-referee", "highest-ground", 0, NULL },
	{ "hg-t3r2-moves-ALLIED", "highest-ground", 13, "ALLIED" },
	{ "hg-t7r5-combat-ROMAN", "highest-ground", 36, "ROMAN" },
	{ "fs-opening-SOUTH", "far-side", 0, "SOUTH" },
	{ "fs-opening-NORTH", "far-side", 0, "NORTH" },
	{ "fs-opening-referee", "far-side", 0, NULL },
	{ "fs-t1-deployed-SOUTH", "far-side", 1, "SOUTH" },
	{ "fs-t5-fire-NORTH", "far-side", 11, "NORTH" },
	{ "fs-t5-fire-referee", "far-side", 11, NULL },
};

/* Every hex or cell is labelled as the text report labels it. */
static void
labels_as_text(const char *rules, const json_t *st, const struct drawing *d)
{
	char a[DRAW_CELL_LEN], b[HEX_LABEL_LEN];
	int c, r, bad = 0;

	if (strcmp(rules, "highest-ground") == 0) {
		struct hg_game *g = hg_game_new();

		if (g != NULL && hg_state_decode(st, g, NULL) == PBEM_OK)
			for (r = 0; r < g->lay.h; r++)
				for (c = 0; c < g->lay.w; c++)
					if (hex_on_board(&g->lay, c, r))
						bad += strcmp(drawing_cell_label(
						    d, c, r, a), hg_label(g,
						    hex_index(&g->lay, c, r),
						    b)) != 0;
		hg_game_free(g);
	} else {
		struct fs_game *g = calloc(1, sizeof *g);

		if (g != NULL && fs_state_decode(st, g, NULL) == PBEM_OK)
			for (r = 0; r < g->rows; r++)
				for (c = 0; c < g->cols; c++) {
					grid_label(c, r, b);
					bad += strcmp(drawing_cell_label(d, c,
					    g->rows - 1 - r, a), b) != 0;
				}
		free(g);
	}
	CHECK(bad == 0, "%s: %d cells labelled unlike the text", rules, bad);
}

static void
test_views(void)
{
	const struct view *v;
	const struct game_rules *r;
	struct render_opts o;
	struct render_info info;
	struct drawing *d;
	struct buf png;
	json_t *st, *ev;
	char *text;
	size_t i;

	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	for (i = 0; i < sizeof views / sizeof views[0]; i++) {
		v = &views[i];
		r = game_rules_find(v->rules);
		st = ev = NULL;
		if (v->seq == 0) {
			st = opening(r, strcmp(v->rules, "far-side") == 0 ?
			    "mission-station.fsw" : "intro.hgm", NULL);
			ev = json_array();
		} else if (stored(v->rules, v->seq, &st, &ev) != PBEM_OK)
			continue;
		if (st == NULL || (d = draw(r, st, ev, v->side)) == NULL) {
			json_decref(st);
			json_decref(ev);
			continue;
		}
		if ((text = golden_text(d)) != NULL) {
			golden(v->name, text);
			if (v->side != NULL)
				no_secrets(r, st, ev, v->side, text, v->name);
		}
		labels_as_text(v->rules, st, d);
		if (render(d, &o, &png, &info) == PBEM_OK) {
			png_ok(v->name, &png, info.width, info.height);
			CHECK(info.tries == 1 && png.len <= o.max_bytes, "%s: "
			    "%zu bytes in %d tries", v->name, png.len,
			    info.tries);
		}
		free(text);
		drawing_del(d);
		json_decref(st);
		json_decref(ev);
	}
	buf_free(&png);
}

/* `side`'s drawing (JSON and PNG) of st. */
static void
view_of(const struct game_rules *r, const json_t *st, const json_t *ev,
    const char *side, char **text, struct buf *png)
{
	struct render_opts o;
	struct drawing *d = draw(r, st, ev, side);

	render_defaults(&o);
	*text = NULL;
	buf_reset(png);
	if (d == NULL)
		return;
	*text = golden_text(d);
	render(d, &o, png, NULL);
	drawing_del(d);
}

/* Has `side` never seen the unit ZZ9 (no name for it, no marker)? */
static int
never_seen(const struct game_rules *r, const json_t *st, const char *side)
{
	int u, seen = 1;

	if (strcmp(r->id, "highest-ground") == 0) {
		struct hg_game *g = hg_game_new();

		if (g != NULL && hg_state_decode(st, g, NULL) == PBEM_OK &&
		    (u = hg_find_unit(g, "ZZ9")) >= 0)
			seen = g->u[u].alias != 0 || hg_shown(g,
			    hg_side_index(g, side), u) != HG_SHOWN_NOT;
		hg_game_free(g);
	} else {
		struct fs_game *g = calloc(1, sizeof *g);
		int v;

		if (g != NULL && fs_state_decode(st, g, NULL) == PBEM_OK &&
		    (u = fs_find_unit(g, "ZZ9")) >= 0 &&
		    (v = fs_side_index(g, side)) >= 0)
			seen = g->u[u].alias[v] != 0 || fs_shown(g, v, u) !=
			    FS_SHOWN_NOT;
		free(g);
	}
	return !seen;
}

/*
 * The same game with and without one more enemy unit that `side` never
 * sees, through `phases` resolutions with no orders: the side's drawing
 * and picture must not change by a byte.  `spots` are places to hide it,
 * tried in turn until one keeps it unseen.
 */
static void
fog(const struct game_rules *r, const char *scen, const char *side,
    const char *fmt, const char *const *spots, int phases)
{
	struct buf p0, p1;
	json_t *s0, *s1, *e0 = json_array(), *e1 = json_array();
	char extra[256], *t0, *t1, seed[32];
	size_t k;
	int i, hidden;

	buf_init(&p0, PBEM_MAX_PICTURE);
	buf_init(&p1, PBEM_MAX_PICTURE);
	for (k = 0; spots[k] != NULL; k++) {
		snprintf(extra, sizeof extra, fmt, spots[k]);
		s0 = opening(r, scen, NULL);
		s1 = opening(r, scen, extra);
		for (i = 0; i < phases && s0 && s1; i++) {
			snprintf(seed, sizeof seed, "fog-%d", i);
			s0 = resolve(r, s0, seed, &e0);
			s1 = resolve(r, s1, seed, &e1);
		}
		hidden = s0 && s1 && never_seen(r, s1, side);
		if (hidden) {
			view_of(r, s0, e0, side, &t0, &p0);
			view_of(r, s1, e1, side, &t1, &p1);
			CHECK(t0 && t1 && strcmp(t0, t1) == 0, "%s: %s's "
			    "drawing changes with an enemy it never saw (%s, "
			    "%d phases)", r->id, side, spots[k], phases);
			if (t0 && t1 && strcmp(t0, t1) != 0) {
				char path[1024];
				FILE *f;

				snprintf(path, sizeof path, "%s/fog-%s-%d-%s-"
				    "with.json", work, r->id, phases, side);
				if ((f = fopen(path, "w")) != NULL) {
					fputs(t1, f);
					fclose(f);
				}
				path[strlen(path) - 9] = '\0';
				strcat(path, "without.json");
				if ((f = fopen(path, "w")) != NULL) {
					fputs(t0, f);
					fclose(f);
				}
			}
			CHECK(p0.len > 0 && p0.len == p1.len &&
			    memcmp(p0.data, p1.data, p0.len) == 0, "%s: %s's "
			    "picture changes with an enemy it never saw",
			    r->id, side);
			if (t1 != NULL)
				no_secrets(r, s1, e1, side, t1, r->id);
			free(t0);
			free(t1);
		}
		json_decref(s0);
		json_decref(s1);
		if (hidden)
			break;
	}
	CHECK(spots[k] != NULL, "%s: no place hides the extra unit", r->id);
	json_decref(e0);
	json_decref(e1);
	buf_free(&p0);
	buf_free(&p1);
}

static void
test_fog(void)
{
	static const char *const hg_spots[] = { "IA14", "IA01", "IB13", NULL };
	static const char *const fs_spots[] = { "J8", "I8", "A8", "J7", NULL };

	fog(game_rules_find("highest-ground"), "intro.hgm", "ALLIED",
	    "UNIT ROMAN ZZ9 LEGION %s FACE SE\n", hg_spots, 0);
	fog(game_rules_find("highest-ground"), "intro.hgm", "ALLIED",
	    "UNIT ROMAN ZZ9 LEGION %s FACE SE\n", hg_spots, 2);
	fog(game_rules_find("far-side"), "mission-station.fsw", "SOUTH",
	    "FORCE NORTH ZZ9:MELEE_BAND\nPLACE ZZ9 %s FACE SW\n", fs_spots, 1);
	fog(game_rules_find("far-side"), "mission-station.fsw", "SOUTH",
	    "FORCE NORTH ZZ9:MELEE_BAND\nPLACE ZZ9 %s FACE SW\n", fs_spots, 2);
}

/* The drawing's centre of a cell the text labels `lab` (either module). */
static int
cell_xy(const struct drawing *d, const char *lab, int *x, int *y)
{
	int c, r;

	for (r = 0; r < d->grid.rows; r++)
		for (c = 0; c < d->grid.cols; c++) {
			char b[DRAW_CELL_LEN];

			if (strcmp(drawing_cell_label(d, c, r, b), lab) == 0)
				return drawing_cell_centre(d, c, r, x, y);
		}
	return -1;
}

/* Is there an arrow of `kind` from cell a to cell b (ends of its path)? */
static int
has_arrow(const struct drawing *d, enum draw_line_kind kind, const char *a,
    const char *b)
{
	const struct draw_item *it;
	int i, ax, ay, bx, by;

	if (cell_xy(d, a, &ax, &ay) != 0 || cell_xy(d, b, &bx, &by) != 0)
		return 0;
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind == DRAW_LINE && it->u.line.kind == kind &&
		    it->u.line.arrow && d->pts[it->u.line.first].x == ax &&
		    d->pts[it->u.line.first].y == ay &&
		    d->pts[it->u.line.first + it->u.line.n - 1].x == bx &&
		    d->pts[it->u.line.first + it->u.line.n - 1].y == by)
			return 1;
	}
	return 0;
}

static int
count_kind(const struct drawing *d, enum draw_kind k, int sub)
{
	int i, n = 0;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == k && (sub < 0 || (k == DRAW_LINE &&
		    (int)d->items[i].u.line.kind == sub) || (k == DRAW_MARK &&
		    (int)d->items[i].u.mark.kind == sub)))
			n++;
	return n;
}

static json_t *
event(const char *side, int turn, int round, const char *text)
{
	return json_pack("{s:[s],s:b,s:i,s:i,s:s}", "sides", side, "referee",
	    0, "turn", turn, "round", round, "text", text);
}

/*
 * The arrows come from the events a side was sent, in the module's own
 * words: a move, a melee from where it was fought, the enemy's retreat
 * from the hex it was attacked in, an advance; fire at range; a move cut
 * back short.  Events another side was sent draw nothing.
 */
static void
test_arrows(void)
{
	const struct game_rules *fs = game_rules_find("far-side");
	const struct game_rules *hg = game_rules_find("highest-ground");
	struct drawing *d;
	json_t *st, *ev, *mine;

	if (stored("far-side", 11, &st, &ev) == PBEM_OK) {
		mine = json_array();
		json_array_append_new(mine, event("NORTH", 5, 0,
		    "N3 moves E5 - E4."));
		json_array_append_new(mine, event("NORTH", 5, 0, "N3 charges "
		    "X3 at D3 from E4: dice 3+4; base Melee 3 - Melee 3 = +0 "
		    "=> 7."));
		json_array_append_new(mine, event("NORTH", 5, 0, "X3 retreats "
		    "from D3 to D2."));
		json_array_append_new(mine, event("NORTH", 5, 0, "N3 advances "
		    "into D3."));
		json_array_append_new(mine, event("NORTH", 5, 0, "X1 fires at "
		    "N5 at D7 (distance 3): dice 1+1 = 2 => 2."));
		json_array_append_new(mine, event("SOUTH", 5, 0, "R1 moves B4 "
		    "- B5 - B6."));
		if ((d = draw(fs, st, mine, "NORTH")) != NULL) {
			CHECK(has_arrow(d, DRAW_L_MOVE, "E5", "E4"), "fs move");
			CHECK(has_arrow(d, DRAW_L_ATTACK, "E4", "D3"), "fs melee "
			    "from where it was fought");
			CHECK(has_arrow(d, DRAW_L_RETREAT, "D3", "D2"), "fs retreat");
			CHECK(has_arrow(d, DRAW_L_MOVE, "E4", "D3"), "fs advance");
			CHECK(has_arrow(d, DRAW_L_FIRE, "B4", "D7"), "fs fire from "
			    "where the shooter stands");
			CHECK(!has_arrow(d, DRAW_L_MOVE, "B4", "B6"), "fs: another "
			    "side's event drew an arrow");
			CHECK(count_kind(d, DRAW_MARK, DRAW_M_COMBAT) == 2, "fs: "
			    "two combats");
			drawing_del(d);
		}
		json_decref(mine);
		json_decref(st);
		json_decref(ev);
	}
	if (stored("highest-ground", 36, &st, &ev) == PBEM_OK) {
		mine = json_array();
		json_array_append_new(mine, event("ROMAN", 8, 2, "LEG2 moves "
		    "IID09 -> IID10 (2 of 2 MP)"));
		json_array_append_new(mine, event("ROMAN", 8, 2, "CAT2 moves "
		    "IIB10 -> IIE11 (3 of 3 MP)"));
		json_array_append_new(mine, event("ROMAN", 8, 2, "CAT2 is cut "
		    "back to IID11 at the end of the movement: stacking"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "Combat at "
		    "IIE10 on A-06: AF 5 vs DF 2 (odds 2:1); die 4 -> DR"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "  attacker "
		    "LEG2 (Infantry Legion, range 1)"));
		json_array_append_new(mine, event("ROMAN", 8, 3, "A-06 retreats "
		    "to IIF10"));
		if ((d = draw(hg, st, mine, "ROMAN")) != NULL) {
			CHECK(has_arrow(d, DRAW_L_MOVE, "IID09", "IID10"),
			    "hg move");
			CHECK(has_arrow(d, DRAW_L_MOVE, "IIB10", "IID11"),
			    "hg move cut back");
			CHECK(has_arrow(d, DRAW_L_ATTACK, "IID10", "IIE10"),
			    "hg attack");
			CHECK(has_arrow(d, DRAW_L_RETREAT, "IIE10", "IIF10"),
			    "hg retreat from the hex it was attacked in");
			CHECK(count_kind(d, DRAW_MARK, DRAW_M_COMBAT) == 1, "hg: "
			    "one combat");
			drawing_del(d);
		}
		json_decref(mine);
		json_decref(st);
		json_decref(ev);
	}
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
	CHECK(c.pictures == 1 && c.picture_max_bytes == 384 * 1024 &&
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

int
main(int argc, char **argv)
{
	self = argv[0];
	if (argc == 2 && strcmp(argv[1], "--table-png") == 0)
		return table_png();
	if (argc < 3 || argc > 4 || (argc == 4 && strcmp(argv[3], "--bless"))) {
		fprintf(stderr, "usage: test_pictures SRCDIR WORK [--bless]\n");
		return 2;
	}
	src = argv[1];
	work = argv[2];
	bless = argc == 4;
	test_vocabulary();
	test_renderer();
	test_views();
	test_fog();
	test_no_slot();
	test_config();
	test_arrows();
	if (failures) {
		fprintf(stderr, "%d failure%s\n", failures, failures > 1 ? "s" :
		    "");
		return 1;
	}
	printf("all picture tests passed%s\n", bless ? " (golden files "
	    "written)" : "");
	return 0;
}
