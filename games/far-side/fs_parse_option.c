/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_parse_option.c - the grammar inside an ACT or STOP line (§13.3):
 * the options (MOVE, MOVE TO, MOVE TOWARD, FACE, FIRE, CHARGE, MELEE,
 * DISENGAGE, CLEAR, HOLD), their target lists and paths, and the IF
 * conditions.  fs_parse.c reads the sheet line by line and calls in here;
 * like it, this checks names only against what the side can see and never
 * changes the game.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fs.h"
#include "pbem_limits.h"

/* Words that end a target list even after a trailing "|". */
static int
ends_targets(const char *w)
{
	static const char *const kw[] = { "ELSE", "VIA", "THEN", "+VOLLEY",
	    "+PRESS", "NOADV", "MOUNT", "DISMOUNT", NULL };
	int i;

	for (i = 0; kw[i] != NULL; i++)
		if (strcasecmp(w, kw[i]) == 0)
			return 1;
	return 0;
}

/*
 * target := Xn | CELL <cell> | NEAREST | WEAKEST | ENGAGED, joined by "|".
 * The list may be split by blanks around a "|" and between CELL and its
 * cell ("FIRE CELL F6|NEAREST", "FIRE X1 | NEAREST"), so the words are
 * first glued back into one string, then cut at each "|".
 */
static json_t *
targets(struct fs_ps *p)
{
	json_t *a = json_array();
	char w[PBEM_MAX_LINE + 1], *part, *save, *last;
	const char *t;
	size_t n = 0, k;
	int x, y;

	w[0] = '\0';
	while ((t = fs_ps_peek(p)) != NULL) {
		if (n > 0) {
			last = strrchr(w, '|');
			last = last != NULL ? last + 1 : w;
			if (w[n - 1] == '|') {
				if (ends_targets(t))
					break;
			} else if (t[0] != '|') {
				if (strcasecmp(last, "CELL") != 0)
					break;
				w[n++] = ' ';
			}
		}
		k = strlen(t);
		if (n + k >= sizeof w)
			break;		/* cannot happen: one line's words */
		memcpy(w + n, t, k + 1);
		n += k;
		p->i++;
	}
	for (part = strtok_r(w, "|", &save); part != NULL;
	    part = strtok_r(NULL, "|", &save)) {
		buf_adds(&p->echo, json_array_size(a) > 0 ? "|" : " ");
		fs_ps_upcase(part);
		if (strcmp(part, "NEAREST") == 0 ||
		    strcmp(part, "WEAKEST") == 0 ||
		    strcmp(part, "ENGAGED") == 0) {
			json_array_append_new(a, json_string(part));
			buf_adds(&p->echo, part);
		} else if (strncmp(part, "CELL", 4) == 0 &&
		    (part[4] == ' ' || part[4] == '\0')) {
			buf_adds(&p->echo, "CELL");
			if (fs_ps_cell(p, part[4] != '\0' ? part + 5 : NULL, &x,
			    &y) == 0) {
				char b[16];

				snprintf(b, sizeof b, "CELL %c%d", 'A' + x,
				    y + 1);
				json_array_append_new(a, json_string(b));
			}
		} else if (fs_find_alias(p->g, p->side, part, 1) >= 0) {
			json_array_append_new(a, json_string(part));
			buf_adds(&p->echo, part);
		} else {
			fs_ps_err(p, "no enemy %s in sight", part);
		}
	}
	if (json_array_size(a) == 0)
		fs_ps_err(p, "a target is missing (an enemy like X1, CELL "
		    "<cell>, NEAREST, WEAKEST or ENGAGED)%s", NULL);
	return a;
}

/* MOUNT or DISMOUNT, once, at the end of a MOVE, FACE or CHARGE. */
static void
mount_word(struct fs_ps *p, json_t *o, int u)
{
	int up = fs_ps_is(p, "MOUNT");

	if (u >= 0 && !(p->g->r.type[p->g->u[u].type].flags & FS_F_MOUNTS))
		fs_ps_err(p, "only mounted infantry can %s", fs_ps_peek(p));
	json_object_set_new(o, "mount", json_boolean(up));
	fs_ps_accept(p, up ? "MOUNT" : "DISMOUNT");
}

static void
face_mount(struct fs_ps *p, json_t *o, int u)
{
	int f;

	if (fs_ps_accept(p, "FACE")) {
		const char *d = fs_ps_next(p);

		if (d == NULL || (f = grid_facing_parse(d)) < 0)
			fs_ps_err(p, "FACE needs NE, SE, SW or NW%s", NULL);
		else {
			json_object_set_new(o, "face",
			    json_string(grid_facing_name(f)));
			buf_addf(&p->echo, " %s", grid_facing_name(f));
		}
	}
	if (fs_ps_is(p, "MOUNT") || fs_ps_is(p, "DISMOUNT"))
		mount_word(p, o, u);
}

static json_t *
path_cells(struct fs_ps *p, int fx, int fy, const char *stop1,
    const char *stop2)
{
	json_t *a = json_array();
	int x, y, px = fx, py = fy;

	while (fs_ps_peek(p) != NULL && !fs_ps_is(p, stop1) && !fs_ps_is(p, stop2) &&
	    !fs_ps_is(p, "ELSE") && !fs_ps_is(p, "MOUNT") && !fs_ps_is(p, "DISMOUNT") &&
	    !fs_ps_is(p, "+PRESS") && !fs_ps_is(p, "NOADV")) {
		if (fs_ps_cell(p, fs_ps_next(p), &x, &y) != 0)
			break;
		if (!grid_touching(px, py, x, y)) {
			char b[64], c1[GRID_LABEL_LEN], c2[GRID_LABEL_LEN];

			grid_label(x, y, c1);
			grid_label(px, py, c2);
			snprintf(b, sizeof b, "%s is not next to %s", c1, c2);
			fs_ps_err(p, "path step: %s", b);
			break;
		}
		if (json_array_size(a) >= FS_MAX_PATH) {
			fs_ps_err(p, "path too long%s", NULL);
			break;
		}
		json_array_append_new(a, fs_ps_cellj(x, y));
		px = x;
		py = y;
	}
	return a;
}

/* Checked when the sheet arrives because it can be: an option this
 * unit's type can never carry out (a unit without a shooting value
 * firing, a unit that never jams clearing a jam) is an error, not a
 * silent fall to the next option.  A sheet sealed before the check
 * existed skips it (sheet_check.sealed), so it replays unchanged. */
static void
never_open(struct fs_ps *p, int u, const char *what)
{
	const struct fs_utype *t;

	if (u < 0 || p->out->sealed)
		return;
	t = &p->g->r.type[p->g->u[u].type];
	if (strcmp(what, "FIRE") == 0 && (t->shoot <= 0 || t->range < 1)) {
		char b[80];

		snprintf(b, sizeof b, "%s (%s) cannot shoot", p->g->u[u].id,
		    t->name);
		fs_ps_err(p, "%s: FIRE is never open to it", b);
	} else if (strcmp(what, "CLEAR") == 0 && !(t->flags & FS_F_JAMS)) {
		char b[80];

		snprintf(b, sizeof b, "%s (%s) never jams", p->g->u[u].id,
		    t->name);
		fs_ps_err(p, "%s: CLEAR is for a jammed Gatling", b);
	}
}

json_t *
fs_parse_option(struct fs_ps *p, int u)
{
	json_t *o = json_object();
	const struct fs_unit *un = u >= 0 ? &p->g->u[u] : NULL;
	int x, y, press, noadv;

	if (fs_ps_accept(p, "MOVE")) {
		if (fs_ps_accept(p, "TO")) {
			json_object_set_new(o, "o", json_string("MOVETO"));
			if (fs_ps_cell(p, fs_ps_next(p), &x, &y) == 0)
				json_object_set_new(o, "cell", fs_ps_cellj(x, y));
		} else if (fs_ps_accept(p, "TOWARD")) {
			const char *w = fs_ps_peek(p);

			json_object_set_new(o, "o", json_string("TOWARD"));
			/* [D] a plain cell is a goal, not an enemy */
			if (w != NULL && fs_find_alias(p->g, p->side, w, 0) < 0 &&
			    strchr(w, '|') == NULL && grid_parse(w, p->g->cols,
			    p->g->rows, &x, &y) == 0) {
				p->i++;
				buf_addf(&p->echo, " %c%d", 'A' + x, y + 1);
				json_object_set_new(o, "goal", fs_ps_cellj(x, y));
			} else
				json_object_set_new(o, "targets", targets(p));
		} else {
			json_object_set_new(o, "o", json_string("MOVE"));
			json_object_set_new(o, "path", path_cells(p,
			    un ? un->x : 0, un ? un->y : 0, "FACE", "FACE"));
			if (json_array_size(json_object_get(o, "path")) == 0)
				fs_ps_err(p, "MOVE needs cells, TO <cell> or TOWARD "
				    "<target>%s", NULL);
		}
		face_mount(p, o, u);
	} else if (fs_ps_is(p, "FACE")) {
		json_object_set_new(o, "o", json_string("FACE"));
		face_mount(p, o, u);
		if (json_object_get(o, "face") == NULL && !p->err)
			fs_ps_err(p, "FACE needs NE, SE, SW or NW%s", NULL);
	} else if (fs_ps_accept(p, "FIRE")) {
		never_open(p, u, "FIRE");
		json_object_set_new(o, "o", json_string("FIRE"));
		json_object_set_new(o, "targets", targets(p));
		json_object_set_new(o, "volley", json_boolean(fs_ps_accept(p,
		    "+VOLLEY")));
	} else if (fs_ps_accept(p, "CHARGE")) {
		json_object_set_new(o, "o", json_string("CHARGE"));
		json_object_set_new(o, "targets", targets(p));
		if (fs_ps_accept(p, "VIA"))
			json_object_set_new(o, "via", path_cells(p,
			    un ? un->x : 0, un ? un->y : 0, "NOADV", "+PRESS"));
		/* the flags in any order */
		press = noadv = 0;
		for (;;) {
			if (!press && fs_ps_accept(p, "+PRESS"))
				press = 1;
			else if (!noadv && fs_ps_accept(p, "NOADV"))
				noadv = 1;
			else if (json_object_get(o, "mount") == NULL &&
			    (fs_ps_is(p, "MOUNT") || fs_ps_is(p, "DISMOUNT")))
				mount_word(p, o, u);
			else
				break;
		}
		json_object_set_new(o, "press", json_boolean(press));
		json_object_set_new(o, "noadv", json_boolean(noadv));
	} else if (fs_ps_accept(p, "MELEE")) {
		json_object_set_new(o, "o", json_string("MELEE"));
		if (fs_ps_peek(p) != NULL && !fs_ps_is(p, "+PRESS") && !fs_ps_is(p, "NOADV") &&
		    !fs_ps_is(p, "ELSE")) {
			const char *t = fs_ps_next(p);

			if (fs_find_alias(p->g, p->side, t, 1) < 0)
				fs_ps_err(p, "no enemy %s in sight", t);
			else {
				char b[16];

				snprintf(b, sizeof b, "%s", t);
				fs_ps_upcase(b);
				json_object_set_new(o, "target", json_string(b));
				buf_addf(&p->echo, " %s", b);
			}
		}
		json_object_set_new(o, "press", json_boolean(fs_ps_accept(p,
		    "+PRESS")));
		json_object_set_new(o, "noadv", json_boolean(fs_ps_accept(p, "NOADV")));
	} else if (fs_ps_accept(p, "DISENGAGE")) {
		json_object_set_new(o, "o", json_string("DISENGAGE"));
		if (fs_ps_accept(p, "TO") && fs_ps_cell(p, fs_ps_next(p), &x, &y) == 0)
			json_object_set_new(o, "to", fs_ps_cellj(x, y));
		if (fs_ps_accept(p, "THEN")) {
			if (!fs_ps_accept(p, "FIRE"))
				fs_ps_err(p, "DISENGAGE ... THEN needs FIRE%s", NULL);
			else
				never_open(p, u, "FIRE");
			json_object_set_new(o, "fire", targets(p));
		}
	} else if (fs_ps_accept(p, "CLEAR")) {
		never_open(p, u, "CLEAR");
		json_object_set_new(o, "o", json_string("CLEAR"));
	} else if (fs_ps_accept(p, "HOLD")) {
		json_object_set_new(o, "o", json_string("HOLD"));
	} else {
		fs_ps_err(p, "unknown action \"%s\" (MOVE, FACE, FIRE, CHARGE, "
		    "MELEE, DISENGAGE, CLEAR or HOLD)", fs_ps_peek(p) ? fs_ps_peek(p) : "");
	}
	return o;
}

static json_t *
cond(struct fs_ps *p)
{
	json_t *c = json_object();
	const char *a;
	int neg = 0, u;

	while (fs_ps_accept(p, "NOT"))
		neg = !neg;
	json_object_set_new(c, "not", json_boolean(neg));
	if (fs_ps_accept(p, "PREV")) {
		if (fs_ps_accept(p, "OK"))
			json_object_set_new(c, "c", json_string("PREV_OK"));
		else if (fs_ps_accept(p, "SKIP"))
			json_object_set_new(c, "c", json_string("PREV_SKIP"));
		else
			fs_ps_err(p, "PREV needs OK or SKIP%s", NULL);
		return c;
	}
	if (fs_ps_accept(p, "ADJ")) {
		if (!fs_ps_accept(p, "ENEMY"))
			fs_ps_err(p, "ADJ needs ENEMY%s", NULL);
		json_object_set_new(c, "c", json_string("ADJ_ENEMY"));
		return c;
	}
	a = fs_ps_next(p);
	if (a == NULL) {
		fs_ps_err(p, "a condition is missing%s", NULL);
		return c;
	}
	{
		char b[FS_ID_LEN + 8];

		snprintf(b, sizeof b, "%s", a);
		fs_ps_upcase(b);
		buf_addf(&p->echo, " %s", b);
	}
	if (fs_ps_accept(p, "SEEN") || fs_ps_accept(p, "GONE")) {
		json_object_set_new(c, "c", json_string(
		    strcasecmp(p->tok[p->i - 1], "SEEN") == 0 ? "SEEN" : "GONE"));
		/* any alias this side was ever shown may be asked about */
		if (fs_find_alias(p->g, p->side, a, 0) < 0)
			fs_ps_err(p, "no enemy %s in sight", a);
	} else if (fs_ps_accept(p, "ENGAGED") || fs_ps_accept(p, "DISORDERED") ||
	    fs_ps_accept(p, "ALIVE")) {
		char kw[16];

		snprintf(kw, sizeof kw, "%s", p->tok[p->i - 1]);
		fs_ps_upcase(kw);
		json_object_set_new(c, "c", json_string(kw));
		u = fs_find_unit(p->g, a);
		if ((u < 0 || p->g->u[u].side != p->side) &&
		    fs_find_alias(p->g, p->side, a, 1) < 0) {
			if (fs_find_alias(p->g, p->side, a, 0) >= 0 ||
			    (a[0] == 'X' || a[0] == 'x'))
				fs_ps_err(p, "no enemy %s in sight", a);
			else
				fs_ps_err(p, "you have no unit called %s", a);
		}
	} else {
		fs_ps_err(p, "unknown condition at \"%s\"", a);
		return c;
	}
	{
		char b[FS_ID_LEN + 8];

		snprintf(b, sizeof b, "%s", a);
		fs_ps_upcase(b);
		json_object_set_new(c, "u", json_string(b));
	}
	return c;
}

json_t *
fs_parse_guard(struct fs_ps *p)
{
	json_t *a = json_array();

	do
		json_array_append_new(a, cond(p));
	while (!p->err && fs_ps_accept(p, "AND"));
	return a;
}
