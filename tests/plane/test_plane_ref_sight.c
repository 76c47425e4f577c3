/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref_sight.c - sight lines and paths against the reference.
 */
#include <string.h>

#include "test_plane_ref.h"

void
test_sight(void)
{
	static struct q t[REF_MAXEV];
	static int in[REF_MAXEV];
	struct plane_pt v[3][12], a, b, stop;
	struct plane_blocker bl[3];
	struct plane_circle fig[4];
	struct plane_sight got;
	struct plane_seg s;
	int i, j, m, k, nb, nf, w_clear, w_blocker, w_nfig, w_first, stops;
	int64_t len, sum, best = 0, along;
	struct plane_pt w_at;

	for (i = 0; i < CASES(10000); i++) {
		k = kind_of() == 0 ? 0 : 1;
		nb = (int)rnd(0, 3);
		for (j = 0; j < nb; j++) {
			bl[j].poly.p = v[j];
			bl[j].poly.n = polygon(k, v[j]);
			bl[j].kind = rnd(0, 1) ? PLANE_BLOCK : PLANE_SEE_INTO;
			bl[j].depth = rnd(0, k == 0 ? 6 : 40000);
		}
		s = nb ? probe(k, v[0], bl[0].poly.n) : seg(k);
		nf = (int)rnd(0, 4);
		for (j = 0; j < nf; j++) {
			fig[j].c = pt(k);
			fig[j].r = rnd(0, k == 0 ? 3 : 20000);
		}
		w_clear = 1;
		w_blocker = -1;
		w_at = s.b;
		for (j = 0; j < nb; j++) {
			stops = 0;
			m = ref_pieces(s, bl[j].poly, t, in);
			sum = 0;
			for (int p = 0; p + 1 < m && !stops; p++) {
				if (!in[p])
					continue;
				a = ref_at(s, t[p]);
				b = ref_at(s, t[p + 1]);
				if (bl[j].kind == PLANE_BLOCK) {
					stop = a;
					stops = 1;
					break;
				}
				len = (int64_t)plane_isqrt_round((uint64_t)
				    plane_dist2(a, b));
				if (sum + len > bl[j].depth) {
					stop.x = qround(qadd(QI(a.x), Q(mul(I(b.x -
					    a.x), I(bl[j].depth - sum)), I(len))));
					stop.y = qround(qadd(QI(a.y), Q(mul(I(b.y -
					    a.y), I(bl[j].depth - sum)), I(len))));
					stops = 1;
				}
				sum += len;
			}
			if (s.a.x == s.b.x && s.a.y == s.b.y &&
			    bl[j].kind == PLANE_BLOCK &&
			    ref_where(bl[j].poly, QI(s.a.x), QI(s.a.y)) ==
			    PLANE_IN) {
				stop = s.a;
				stops = 1;
			}
			if (stops && (w_clear || plane_dist2(s.a, stop) <
			    plane_dist2(s.a, w_at))) {
				w_clear = 0;
				w_blocker = j;
				w_at = stop;
			}
		}
		w_nfig = 0;
		w_first = -1;
		for (j = 0; j < nf; j++) {
			if (ref_cmp_len(ref_seg_d2(s, fig[j].c, NULL, NULL),
			    fig[j].r) >= 0)
				continue;
			along = (s.b.x - s.a.x) * (fig[j].c.x - s.a.x) +
			    (s.b.y - s.a.y) * (fig[j].c.y - s.a.y);
			if (w_nfig == 0 || along < best) {
				best = along;
				w_first = j;
			}
			w_nfig++;
		}
		plane_sight(s.a, s.b, bl, nb, fig, nf, &got);
		CHECK(got.clear == w_clear && got.blocker == w_blocker &&
		    got.at.x == w_at.x && got.at.y == w_at.y &&
		    got.nfigures == w_nfig && got.first_figure == w_first,
		    "sight (%lld,%lld)-(%lld,%lld) nb %d: %d %d (%lld,%lld) %d %d"
		    " want %d %d (%lld,%lld) %d %d", P(s.a), P(s.b), nb,
		    got.clear, got.blocker, P(got.at), got.nfigures,
		    got.first_figure, w_clear, w_blocker, P(w_at), w_nfig,
		    w_first);
		ref_reset();
	}
}

void
test_paths(void)
{
	static struct q t[3 * REF_MAXEV], tt[REF_MAXEV];
	static int in[REF_MAXEV];
	struct plane_pt v[3][12], pts[5], a, b;
	struct plane_terrain ter[3];
	struct plane_path_cost got;
	struct plane_seg s;
	int i, j, l, m, n, k, nt, np, facing, heading, br, blocked, turned;
	int64_t length, weighted, dearest, len;

	for (i = 0; i < CASES(4000); i++) {
		k = kind_of() == 0 ? 0 : 1;
		nt = (int)rnd(0, 3);
		for (j = 0; j < nt; j++) {
			ter[j].poly.p = v[j];
			ter[j].poly.n = polygon(k, v[j]);
			ter[j].cost = (int)rnd(0, 4) == 0 ? 0 : (int)rnd(50, 400);
		}
		np = (int)rnd(1, 5);
		for (j = 0; j < np; j++)
			pts[j] = nt && rnd(0, 2) == 0 ?
			    v[0][rnd(0, ter[0].poly.n - 1)] : pt(k);
		facing = (int)rnd(0, 359);
		heading = facing;
		length = weighted = 0;
		blocked = turned = 0;
		for (l = 0; l + 1 < np; l++) {
			s.a = pts[l];
			s.b = pts[l + 1];
			if (s.a.x == s.b.x && s.a.y == s.b.y)
				continue;
			br = ref_bearing(s.a, s.b);
			turned += plane_deg_diff(heading, br);
			heading = br;
			length += (int64_t)plane_isqrt_round((uint64_t)
			    plane_dist2(s.a, s.b));
			/* every terrain's events, merged */
			n = 0;
			for (j = 0; j < nt; j++) {
				m = ref_pieces(s, ter[j].poly, tt, in);
				memcpy(t + n, tt, (size_t)m * sizeof *t);
				n += m;
			}
			if (n == 0) {
				t[n++] = QI(0);
				t[n++] = QI(1);
			}
			for (j = 1; j < n; j++) {	/* sort, drop repeats */
				struct q x = t[j];
				int y = j;

				while (y > 0 && qcmp(t[y - 1], x) > 0) {
					t[y] = t[y - 1];
					y--;
				}
				t[y] = x;
			}
			for (j = 1, m = 1; j < n; j++)
				if (qcmp(t[j], t[m - 1]) != 0)
					t[m++] = t[j];
			for (j = 0; j + 1 < m; j++) {
				struct q mid = qmul(qadd(t[j], t[j + 1]),
				    Q(I(1), I(2)));
				struct q mx = qadd(QI(s.a.x), qmul(mid,
				    QI(s.b.x - s.a.x)));
				struct q my = qadd(QI(s.a.y), qmul(mid,
				    QI(s.b.y - s.a.y)));
				int g;

				dearest = PLANE_COST_ONE;
				for (g = 0; g < nt; g++) {
					if (ref_where(ter[g].poly, mx, my) !=
					    PLANE_IN)
						continue;
					if (ter[g].cost == 0)
						blocked = 1;
					else if (ter[g].cost > dearest)
						dearest = ter[g].cost;
				}
				a = ref_at(s, t[j]);
				b = ref_at(s, t[j + 1]);
				len = (int64_t)plane_isqrt_round((uint64_t)
				    plane_dist2(a, b));
				weighted += len * dearest;
			}
		}
		plane_path(pts, np, facing, ter, nt, &got);
		CHECK(got.length == length && got.cost == qround(Q(I(weighted),
		    I(PLANE_COST_ONE))) && got.turned == turned &&
		    got.blocked == blocked, "path np %d nt %d: %lld %lld %d %d "
		    "want %lld %lld %d %d", np, nt, (long long)got.length,
		    (long long)got.cost, got.turned, got.blocked,
		    (long long)length, (long long)qround(Q(I(weighted),
		    I(PLANE_COST_ONE))), turned, blocked);
		ref_reset();
	}
}
