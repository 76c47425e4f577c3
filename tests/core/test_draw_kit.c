/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_draw_kit.c - the kit's plumbing under an open table's report, on
 * toy tables: its shapes onto the drawing (games/drawing_plane.h: plane
 * points as they are, x, y arrays turned from the south edge, a base
 * made whole, too many points refused and the failure sticky), and a
 * length printed back in its unit (games/sheet_words.h: word_length_text,
 * word_point_text), read again by word_length to the same value; and
 * the report's list of what a side was told (games/event_log.h:
 * event_print_for), no other side's news in it.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "drawing_plane.h"
#include "event_log.h"
#include "sheet_words.h"

/* The points of item i, as the drawing keeps them. */
static const struct draw_pt *
item_pts(const struct drawing *d, int i, int *n)
{
	const struct draw_item *it = &d->items[i];

	*n = it->kind == DRAW_AREA ? it->u.area.n : it->kind == DRAW_LINE ?
	    it->u.line.n : it->u.poly.n;
	return d->pts + (it->kind == DRAW_AREA ? it->u.area.first :
	    it->kind == DRAW_LINE ? it->u.line.first : it->u.poly.first);
}

START_TEST(plane_points_as_they_are)
{
	static const struct plane_pt wood[3] = { { 100, 200 }, { 900, 250 },
	    { 500, 800 } };
	struct drawing d;
	const struct draw_pt *p;
	int n;

	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	ck_assert_int_eq(drawing_plane_area(&d, wood, 3, DRAW_T_WOODS, "W1"),
	    PBEM_OK);
	ck_assert_int_eq(drawing_plane_line(&d, wood, 2, DRAW_L_ROAD,
	    DRAW_INK_ROAD, 50, 0), PBEM_OK);
	ck_assert_int_eq(drawing_plane_poly(&d, wood, 3, DRAW_INK_NONE,
	    DRAW_INK_BLACK, 10, 1), PBEM_OK);
	ck_assert_int_eq(d.nitems, 3);
	ck_assert_int_eq(d.items[0].kind, DRAW_AREA);
	ck_assert_str_eq(d.items[0].u.area.label, "W1");
	ck_assert_int_eq(d.items[0].u.area.terrain, DRAW_T_WOODS);
	p = item_pts(&d, 0, &n);
	ck_assert_int_eq(n, 3);
	ck_assert_int_eq(p[1].x, 900);
	ck_assert_int_eq(p[1].y, 250);
	ck_assert_int_eq(d.items[1].kind, DRAW_LINE);
	ck_assert_int_eq(d.items[1].u.line.width, 50);
	p = item_pts(&d, 1, &n);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(p[0].y, 200);
	ck_assert_int_eq(d.items[2].kind, DRAW_POLY);
	ck_assert_int_eq(d.items[2].u.poly.dashed, 1);
	drawing_free(&d);
}
END_TEST

START_TEST(south_points_turned)
{
	static const int x[4] = { 0, 300, 300, 0 }, y[4] = { 0, 0, 100, 100 };
	struct drawing d;
	const struct draw_pt *p;
	int n;

	drawing_init(&d, "1/100 yard", 400, 500, 100);
	ck_assert_int_eq(drawing_south_area(&d, x, y, 4, 500, DRAW_T_HILL,
	    "H1 top"), PBEM_OK);
	ck_assert_int_eq(drawing_south_line(&d, x, y, 3, 500, DRAW_L_STREAM,
	    DRAW_INK_WATER, 40, 0), PBEM_OK);
	p = item_pts(&d, 0, &n);
	ck_assert_int_eq(n, 4);
	ck_assert_int_eq(p[0].y, 500);		/* the south edge: the bottom */
	ck_assert_int_eq(p[2].x, 300);
	ck_assert_int_eq(p[2].y, 400);
	p = item_pts(&d, 1, &n);
	ck_assert_int_eq(n, 3);
	ck_assert_int_eq(d.items[1].u.line.kind, DRAW_L_STREAM);
	ck_assert_int_eq(p[2].y, 400);
	drawing_free(&d);
}
END_TEST

START_TEST(refused_and_sticky)
{
	static struct plane_pt many[DRAW_PLANE_MAX_PTS + 1];
	static const int x[2] = { 1, 2 }, y[2] = { 3, 4 };
	struct drawing d;
	int i;

	for (i = 0; i <= DRAW_PLANE_MAX_PTS; i++)
		many[i] = (struct plane_pt){ i, i % 7 };
	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	ck_assert_int_eq(drawing_plane_area(&d, many, DRAW_PLANE_MAX_PTS,
	    DRAW_T_FIELD, "F"), PBEM_OK);
	ck_assert_int_eq(drawing_plane_line(&d, many, DRAW_PLANE_MAX_PTS + 1,
	    DRAW_L_PLAIN, DRAW_INK_BLACK, 1, 0), PBEM_ERR_USAGE);
	ck_assert_int_eq(drawing_failed(&d), PBEM_ERR_USAGE);
	/* sticky: a good call after fails too, and adds nothing */
	ck_assert_int_eq(drawing_south_line(&d, x, y, 2, 10, DRAW_L_PLAIN,
	    DRAW_INK_BLACK, 1, 0), PBEM_ERR_USAGE);
	ck_assert_int_eq(d.nitems, 1);
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	ck_assert_int_ne(drawing_plane_area(&d, NULL, 3, DRAW_T_FIELD, "F"),
	    PBEM_OK);
	drawing_free(&d);
	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	ck_assert_int_ne(drawing_south_area(&d, x, y, 0, 10, DRAW_T_FIELD,
	    "F"), PBEM_OK);
	drawing_free(&d);
	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	/* an area needs three corners: the drawing's own refusal */
	ck_assert_int_ne(drawing_south_area(&d, x, y, 2, 10, DRAW_T_FIELD,
	    "F"), PBEM_OK);
	drawing_free(&d);
}
END_TEST

START_TEST(base_made_whole)
{
	struct draw_base b = draw_base_at(120, 340, DRAW_B_VEHICLE, 50, 90,
	    45, 1, "PZ4"), r;
	struct drawing d;

	ck_assert_int_eq(b.x, 120);
	ck_assert_int_eq(b.y, 340);
	ck_assert_int_eq(b.shape, DRAW_B_VEHICLE);
	ck_assert_int_eq(b.w, 50);
	ck_assert_int_eq(b.dp, 90);
	ck_assert_int_eq(b.facing, 45);
	ck_assert_int_eq(b.turret, DRAW_NO_FACING);
	ck_assert_int_eq(b.side, 1);
	ck_assert_uint_eq(b.status, 0);
	ck_assert_str_eq(b.id, "PZ4");
	ck_assert_str_eq(b.sub, "");
	/* an id longer than the drawing holds is cut, a bad byte made '?' */
	r = draw_base_at(0, 0, DRAW_B_ROUND, 10, 0, DRAW_NO_FACING, 0,
	    "ABCDEFGHIJKLMNOP");
	ck_assert_uint_eq(strlen(r.id), DRAW_ID_LEN - 1);
	r = draw_base_at(0, 0, DRAW_B_ROUND, 10, 0, DRAW_NO_FACING, 0,
	    "A\001B");
	ck_assert_str_eq(r.id, "A?B");
	drawing_init(&d, "1/1000 inch", 1000, 1000, 100);
	ck_assert_int_eq(drawing_base(&d, &b), PBEM_OK);
	ck_assert_int_eq(drawing_base(&d, &r), PBEM_OK);
	ck_assert_int_eq(d.items[1].u.base.dp, 10);	/* round: dp = w */
	drawing_free(&d);
}
END_TEST

static const char *
len(int64_t v, int per, int decimals)
{
	static char b[64];

	return word_length_text(v, per, decimals, b, sizeof b);
}

START_TEST(length_printed)
{
	static const struct word_unit yd[] = { { "", 100 }, { NULL, 0 } };
	static const int64_t back[] = { 0, 5, 50, 125, 1200, 1234567, 99 };
	char b[64];
	int64_t v;
	size_t i;

	/* the fewest exact places */
	ck_assert_str_eq(len(1200, 100, WORD_FEWEST), "12");
	ck_assert_str_eq(len(450, 100, WORD_FEWEST), "4.5");
	ck_assert_str_eq(len(25, 100, WORD_FEWEST), "0.25");
	ck_assert_str_eq(len(4005, 1000, WORD_FEWEST), "4.005");
	ck_assert_str_eq(len(-450, 100, WORD_FEWEST), "-4.5");
	ck_assert_str_eq(len(0, 100, WORD_FEWEST), "0");
	/* per no power of ten: never exact, rounded at the places it needs */
	ck_assert_str_eq(len(37, 36, WORD_FEWEST), "1.03");
	ck_assert_str_eq(len(72, 36, WORD_FEWEST), "2");
	/* a fixed number of places, rounded half away from zero */
	ck_assert_str_eq(len(12000, 1000, 1), "12.0");
	ck_assert_str_eq(len(12049, 1000, 1), "12.0");
	ck_assert_str_eq(len(12050, 1000, 1), "12.1");
	ck_assert_str_eq(len(12950, 1000, 1), "13.0");
	ck_assert_str_eq(len(-12050, 1000, 1), "-12.1");
	ck_assert_str_eq(len(-10, 1000, 1), "-0.0");
	ck_assert_str_eq(len(7, 100, 2), "0.07");
	ck_assert_str_eq(len(1499, 1000, 0), "1");
	ck_assert_str_eq(len(1500, 1000, 0), "2");
	ck_assert_str_eq(len(5, 1, 3), "5.000");
	ck_assert_str_eq(len(-7, 0, 1), "-7");		/* no unit */
	ck_assert_str_eq(len(INT64_MIN, 1000, WORD_FEWEST),
	    "-9223372036854775.808");
	ck_assert_str_eq(len(INT64_MAX, 2147483647, 9),
	    "4294967298.000000000");
	ck_assert_str_eq(word_point_text(450, 1200, 100, WORD_FEWEST, b,
	    sizeof b), "4.5,12");
	ck_assert_str_eq(word_point_text(450, 1200, 100, 2, b, sizeof b),
	    "4.50,12.00");
	/* cut short, never past the buffer */
	ck_assert_str_eq(word_length_text(123456, 100, 2, b, 5), "1234");
	/* what it prints, word_length reads back to the same value */
	for (i = 0; i < sizeof back / sizeof back[0]; i++) {
		ck_assert_int_eq(word_length(len(back[i], 100, WORD_FEWEST), yd,
		    0, 10000000, &v), 0);
		ck_assert_int_eq(v, back[i]);
	}
}
END_TEST

START_TEST(events_printed_for_a_side)
{
	json_t *ev = json_loads("["
	    "{\"referee\":true,\"sides\":[],\"text\":\"ref sees all\"},"
	    "{\"referee\":false,\"sides\":[\"RED\"],\"text\":\"red 1\"},"
	    "{\"referee\":false,\"sides\":[\"BLUE\"],\"text\":\"blue\"},"
	    "{\"referee\":false,\"sides\":[\"RED\"]},"
	    "{\"referee\":false,\"sides\":[\"RED\",\"BLUE\"],"
	    "\"text\":\"both\"}]", 0, NULL);
	struct buf b;

	ck_assert_ptr_nonnull(ev);
	buf_init(&b, 4096);
	ck_assert_int_eq(event_print_for(&b, ev, "RED", "HEAD\n"), 2);
	buf_addc(&b, '\0');
	ck_assert_str_eq(b.data, "HEAD\n  red 1\n  both\n");
	buf_free(&b);
	buf_init(&b, 4096);
	ck_assert_int_eq(event_print_for(&b, ev, NULL, NULL), 1);
	buf_addc(&b, '\0');
	ck_assert_str_eq(b.data, "  ref sees all\n");
	buf_free(&b);
	/* nothing for a side never told: not even the head */
	buf_init(&b, 4096);
	ck_assert_int_eq(event_print_for(&b, ev, "GREEN", "HEAD\n"), 0);
	ck_assert_uint_eq(b.len, 0);
	ck_assert_int_eq(event_print_for(&b, NULL, "RED", "HEAD\n"), 0);
	ck_assert_uint_eq(b.len, 0);
	buf_free(&b);
	json_decref(ev);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("draw_kit");
	TCase *tc = tcase_create("plane");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, plane_points_as_they_are);
	tcase_add_test(tc, south_points_turned);
	tcase_add_test(tc, refused_and_sticky);
	tcase_add_test(tc, base_made_whole);
	tcase_add_test(tc, length_printed);
	tcase_add_test(tc, events_printed_for_a_side);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
