/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_form_sheet.c - the formation verbs on an order sheet (gl_form.c has
 * the rules) and their lines in the receipt:
 *
 *   @cmd FORM LINE|COLUMN {CASTING-ID} [FACE DEG] [SPACING yd] [GUIDE id]
 *   @cmd MARCH point {point} [STOPIF (ENEMY<=NUM | SEEN)]
 *   @cmd WHEEL DEG
 *   @cmd DISPERSE
 *   @cmd CHARGE CASTING-ID|NEAREST [IFREACH] [ELSE MARCH point {point}
 *       [STOPIF ...] | ELSE WHEEL DEG | ELSE HALT]
 *
 * This turn only, one of them per command (a later line replaces an
 * earlier one); the formation itself stands until broken.  The orders
 * JSON: "forms": {"@U1": {"op": "FORM", "kind": "LINE", "men": [...],
 * "face": d, "spacing": units, "guide": id} | {"op": "MARCH", "way":
 * [[x, y], ...], "stopif_enemy": units, "stopif_seen": true} | {"op":
 * "WHEEL", "face": d} | {"op": "DISPERSE"} | {"op": "CHARGE", "target":
 * id, "ifreach": true, "else": {"op": "MARCH", "way": ...} | {"op":
 * "WHEEL", "face": d} | {"op": "HALT"}}}.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl_form.h"

static const char *const verbs[] = { "FORM", "MARCH", "WHEEL", "DISPERSE",
	"CHARGE" };

int
gl_form_verb(const char *w)
{
	size_t i;

	for (i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
		if (strcasecmp(w, verbs[i]) == 0)
			return (int)i + 1;
	return 0;
}

static int
bad(char *err, size_t n, const char *what, const char *arg)
{
	snprintf(err, n, what, arg);
	return -1;
}

/* The FORM's guide as B.2 will take him (gl_form_move.c form_moves,
 * settle_form), told when it is not simply the man named: one who may
 * not form now (fallen, demoralized, serving a gun ...) gives way to
 * the first man listed who may, standing where he is, and the front
 * stays the one read from the man named; a prone guide stays the guide,
 * the places reckoned from where he lies, but no prone man is in the
 * body (an UP comes after B.2). */
static void
guide_note(const struct gl_game *g, int k, const json_t *o, int guide,
    char *note, size_t n)
{
	const char *kind = json_string_value(json_object_get(o, "kind"));
	const struct gl_man *a = &g->man[guide];
	int named, front, gm = glf_form_guide(g, k, o, &named, &front);
	int len;
	char why[GL_WHY_LEN];

	if (glf_may_form(g, guide)) {
		if (a->prone && gm == guide)
			snprintf(note, n, " (%s is prone: the others take "
			    "their places from where he lies, but a prone man "
			    "is no part of the %s, and an UP this turn comes "
			    "after it forms)", a->id, kind);
		return;
	}
	if (!gl_able(a))
		len = snprintf(note, n, " (%s has fallen: ", a->id);
	else
		len = snprintf(note, n, " (%s may not form, %s: ", a->id,
		    glf_out_why(g, guide, why, sizeof why));
	if (len < 0 || (size_t)len >= n)
		return;
	if (gm < 0)
		snprintf(note + len, n - (size_t)len, "no other man of it may "
		    "form, so no %s)", kind);
	else if (json_object_get(o, "face") || named < 0)
		snprintf(note + len, n - (size_t)len, "%s, the first of its "
		    "men who may form, is the guide in his stead, where he "
		    "stands)", g->man[gm].id);
	else
		snprintf(note + len, n - (size_t)len, "%s, the first of its "
		    "men who may form, is the guide in his stead, where he "
		    "stands; the front is %s's facing, %d)", g->man[gm].id,
		    g->man[named].id, front);
}

static int
form(const struct gl_game *g, int side, int k, const struct gl_toks *tk,
    json_t *o, char *err, size_t errlen, char *note, size_t notelen)
{
	json_t *men = json_array();
	int i, m, d, sp, guide = -1, n = 0;
	size_t len;

	int type = -1, lo, hi;

	json_object_set_new(o, "men", men);
	if (tk->n < 3 || (strcasecmp(tk->t[2], "LINE") != 0 &&
	    strcasecmp(tk->t[2], "COLUMN") != 0))
		return bad(err, errlen, "@command FORM LINE|COLUMN [men] [FACE "
		    "deg] [SPACING yd] [GUIDE id]%s", "");
	json_object_set_new(o, "kind", json_string(strcasecmp(tk->t[2],
	    "LINE") == 0 ? "LINE" : "COLUMN"));
	for (i = 3; i < tk->n; i++) {
		const char *w = tk->t[i], *v = i + 1 < tk->n ? tk->t[i + 1] :
		    NULL;

		if (strcasecmp(w, "FACE") == 0 && v) {
			if (gl_deg(v, &d))
				return bad(err, errlen, "FACE 0..359, not "
				    "\"%.8s\"", v);
			json_object_set_new(o, "face", json_integer(d));
			i++;
		} else if (strcasecmp(w, "SPACING") == 0 && v) {
			if (gl_num(v, 20 * GL_YD, &sp))
				return bad(err, errlen, "SPACING in yards, not "
				    "\"%.8s\"", v);
			json_object_set_new(o, "spacing", json_integer(sp));
			i++;
		} else if (strcasecmp(w, "GUIDE") == 0 && v) {
			if ((guide = gl_find_man(g, v)) < 0 ||
			    g->man[guide].side != side ||
			    g->man[guide].cmd != k)
				return bad(err, errlen, "GUIDE \"%.16s\" is not "
				    "a man of this command", v);
			json_object_set_new(o, "guide", json_string(
			    g->man[guide].id));
			i++;
		} else {
			if ((m = gl_find_man(g, w)) < 0 ||
			    g->man[m].side != side || g->man[m].cmd != k)
				return bad(err, errlen, "\"%.16s\" is not a man "
				    "of this command", w);
			if (type < 0)	/* the body's kind: the first's */
				type = g->man[m].type;
			json_array_append_new(men, json_string(
			    g->man[m].id));
			n++;
		}
	}
	if (guide >= 0)
		type = g->man[guide].type;
	for (m = 0; m < g->nman && type < 0; m++)
		if (g->man[m].cmd == k && glf_may_form(g, m))
			type = g->man[m].type;
	lo = type == GL_MOUNTED ? g->f.fm.horse_spacing_yd : 1;
	hi = type == GL_MOUNTED ? g->f.fm.horse_max_spacing_yd :
	    g->f.fm.max_spacing_yd;
	if (json_object_get(o, "spacing") && (sp = (int)json_integer_value(
	    json_object_get(o, "spacing"))) >= 0 && (sp < lo * GL_YD ||
	    sp > hi * GL_YD)) {
		snprintf(err, errlen, "SPACING %d to %d yd for a body of %s",
		    lo, hi, type == GL_MOUNTED ? "horse" : "foot");
		return -1;
	}
	if (guide >= 0 && n > 0) {
		for (i = 0; i < n && strcmp(json_string_value(
		    json_array_get(men, (size_t)i)), g->man[guide].id); i++)
			;
		if (i == n)
			return bad(err, errlen, "the GUIDE must be one of the men "
			    "listed%s", "");
	}
	/* the guide as read_form takes him: GUIDE, else the first listed,
	 * else the command's first man who may form */
	if (guide < 0 && n > 0)
		guide = gl_find_man(g, json_string_value(json_array_get(men,
		    0)));
	for (m = 0; guide < 0 && m < g->nman; m++)
		if (g->man[m].cmd == k && glf_may_form(g, m))
			guide = m;
	len = (size_t)snprintf(note, notelen, "# %s forms in B.2 on its "
	    "guide%s%s; the others walk to their places (+%d MP); %d in place "
	    "make the %s", g->cmd[k].id, guide >= 0 ? " " : "", guide >= 0 ?
	    g->man[guide].id : "", g->f.fm.form_mp, g->f.fm.min_men,
	    json_string_value(json_object_get(o, "kind")));
	if (guide >= 0 && len < notelen)
		guide_note(g, k, o, guide, note + len, notelen - len);
	return 0;
}

static int march_or_wheel(const struct gl_game *g, int v,
    const struct gl_toks *tk, json_t *o, char *err, size_t errlen);

/* A body charge's ELSE (from tk->t[i], the word after ELSE): what the
 * body does when its charge cannot go (digest 8.1: "a CHARGE that fails
 * validation falls through to its ELSE"): MARCH point {point} [STOPIF
 * ...] or WHEEL deg, as those orders, or HALT, standing formed. */
static int
charge_else(const struct gl_game *g, const struct gl_toks *tk, int i,
    json_t *o, char *err, size_t errlen)
{
	struct gl_toks t;
	json_t *el = json_object();
	int v, j;

	json_object_set_new(o, "else", el);
	v = i < tk->n ? gl_form_verb(tk->t[i]) : 0;
	if (i < tk->n && strcasecmp(tk->t[i], "HALT") == 0) {
		json_object_set_new(el, "op", json_string("HALT"));
		return i + 1 == tk->n ? 0 : bad(err, errlen, "unexpected "
		    "\"%.16s\" after ELSE HALT", tk->t[i + 1]);
	}
	if (v != 2 && v != 3)
		return bad(err, errlen, "a body's CHARGE ... ELSE MARCH x,y "
		    "{x,y} [STOPIF ...], ELSE WHEEL deg or ELSE HALT%s", "");
	/* the words after ELSE as a line of their own: @cmd MARCH ... */
	memset(&t, 0, sizeof t);
	t.t[t.n++] = tk->t[0];
	for (j = i; j < tk->n; j++)
		t.t[t.n++] = tk->t[j];
	json_object_set_new(el, "op", json_string(verbs[v - 1]));
	return march_or_wheel(g, v, &t, el, err, errlen);
}

/* @cmd CHARGE CASTING-ID|NEAREST [IFREACH] [ELSE ...]: an enemy the side
 * has seen (the same refusal for one it has not and one that is not
 * there). */
static int
charge(const struct gl_game *g, int side, const struct gl_toks *tk,
    json_t *o, char *err, size_t errlen)
{
	int m = tk->n >= 3 ? gl_find_man(g, tk->t[2]) : -1, i;

	if (tk->n >= 3 && strcasecmp(tk->t[2], "NEAREST") == 0)
		json_object_set_new(o, "target", json_string("NEAREST"));
	else if (m < 0 || g->man[m].side == side || !g->man[m].ever_seen)
		return bad(err, errlen, "@command CHARGE needs an enemy casting "
		    "your side knows, or NEAREST%s", "");
	else
		json_object_set_new(o, "target", json_string(g->man[m].id));
	for (i = 3; i < tk->n; i++) {
		if (strcasecmp(tk->t[i], "ELSE") == 0)
			return charge_else(g, tk, i + 1, o, err, errlen);
		if (strcasecmp(tk->t[i], "IFREACH") != 0)
			return bad(err, errlen, "unexpected \"%.16s\" in "
			    "@command CHARGE (IFREACH, ELSE)", tk->t[i]);
		json_object_set_new(o, "ifreach", json_true());
	}
	return 0;
}

/* The words a body charge's ELSE was read as, for the receipt: "marches
 * to 120,100" (its last point), "wheels to face 90", "stands". */
static void
else_words(const json_t *el, char *s, size_t n)
{
	const char *op = json_string_value(json_object_get(el, "op"));
	const json_t *way = json_object_get(el, "way"), *pt;
	char p[48];

	pt = json_array_get(way, json_array_size(way) ? json_array_size(way) -
	    1 : 0);
	if (op && strcmp(op, "MARCH") == 0 && json_is_array(pt)) {
		gl_fmt_pos(p, sizeof p, (int)json_integer_value(json_array_get(
		    pt, 0)), (int)json_integer_value(json_array_get(pt, 1)));
		snprintf(s, n, "marches as one to %s%s", p, json_object_get(el,
		    "stopif_enemy") || json_object_get(el, "stopif_seen") ?
		    " (with its STOPIF)" : "");
	}
	else if (op && strcmp(op, "WHEEL") == 0)
		snprintf(s, n, "wheels whole to face %lld", (long long)
		    json_integer_value(json_object_get(el, "face")));
	else
		snprintf(s, n, "stands formed where it is");
}

/* "# @U1's LINE as it stands: U2 U3 U4; it marches as one", its own
 * side's receipt. */
static void
body_note(const struct gl_game *g, int k, int v, char *note, size_t n)
{
	const struct gl_form *f = &g->form[k];
	size_t len;
	int i;

	len = (size_t)snprintf(note, n, "# %s's %s as it stands:",
	    g->cmd[k].id, f->kind == GL_FK_LINE ? "LINE" : "COLUMN");
	for (i = 0; i < f->n && len < n; i++)
		if (f->man[i] >= 0 && gl_form_member(g, f->man[i]) == k)
			len += (size_t)snprintf(note + len, n - len, " %s",
			    g->man[f->man[i]].id);
	if (len < n)
		snprintf(note + len, n - len, "; %s", v == 2 ? "it marches as "
		    "one, at its slowest man's MP" : v == 5 ? "it charges as "
		    "one, at its slowest man's charge MP, led by the man "
		    "nearest the target" : "it wheels whole or not at all");
}

static int
body_verb(const struct gl_game *g, int side, int k,
    const struct gl_toks *tk, json_t *o, char *err, size_t errlen,
    char *note, size_t notelen)
{
	int v = gl_form_verb(tk->t[1]);

	if (v == 1)
		return form(g, side, k, tk, o, err, errlen, note, notelen);
	if (v == 4)
		return tk->n == 2 ? 0 : bad(err, errlen, "@command DISPERSE "
		    "takes nothing more%s", "");
	if (g->form[k].kind != GL_FK_NONE)
		body_note(g, k, v, note, notelen);
	if (v == 5) {
		int rc = charge(g, side, tk, o, err, errlen);
		const json_t *el = json_object_get(o, "else");
		char w[80];
		size_t len = strlen(note);

		if (rc == 0 && el && g->form[k].kind != GL_FK_NONE &&
		    len < notelen) {
			else_words(el, w, sizeof w);
			snprintf(note + len, notelen - len, "; if it cannot "
			    "charge (target gone, unseen, out of its arc%s), "
			    "ELSE: it %s", json_is_true(json_object_get(o,
			    "ifreach")) ? " or out of reach" : "", w);
		}
		return rc;
	}
	return march_or_wheel(g, v, tk, o, err, errlen);
}

/* MARCH point {point} [STOPIF ...] (v 2) or WHEEL deg (v 3), from the
 * word after the verb, tk->t[2], into o. */
static int
march_or_wheel(const struct gl_game *g, int v, const struct gl_toks *tk,
    json_t *o, char *err, size_t errlen)
{
	json_t *way;
	int i, x, y, d, u;

	if (v == 3) {
		if (tk->n != 3 || gl_deg(tk->t[2], &d))
			return bad(err, errlen, "@command WHEEL deg (0..359, "
			    "the new front)%s", "");
		json_object_set_new(o, "face", json_integer(d));
		return 0;
	}
	way = json_array();
	json_object_set_new(o, "way", way);
	for (i = 2; i < tk->n && strchr(tk->t[i], ','); i++) {
		if (json_array_size(way) == GL_MAX_WAY)
			return bad(err, errlen, "at most 8 points in a MARCH%s",
			    "");
		if (gl_point(tk->t[i], g->width, g->height, &x, &y))
			return bad(err, errlen, "\"%.20s\" is not a point x,y "
			    "on the board (yards)", tk->t[i]);
		json_array_append_new(way, json_pack("[ii]", x, y));
	}
	if (json_array_size(way) == 0)
		return bad(err, errlen, "@command MARCH x,y {x,y} [STOPIF "
		    "ENEMY<=yd|SEEN]%s", "");
	for (; i < tk->n; i += 2) {
		if (strcasecmp(tk->t[i], "STOPIF") != 0 || i + 1 >= tk->n)
			return bad(err, errlen, "unexpected \"%.16s\" in MARCH",
			    tk->t[i]);
		if (strcasecmp(tk->t[i + 1], "SEEN") == 0)
			json_object_set_new(o, "stopif_seen", json_true());
		else if (strncasecmp(tk->t[i + 1], "ENEMY<=", 7) == 0 &&
		    gl_num(tk->t[i + 1] + 7, 1000 * GL_YD, &u) == 0)
			json_object_set_new(o, "stopif_enemy", json_integer(u));
		else
			return bad(err, errlen, "STOPIF ENEMY<=yards or STOPIF "
			    "SEEN, not \"%.16s\"", tk->t[i + 1]);
	}
	return 0;
}

/* A formation verb into forms (one a command, the later line replacing
 * an earlier one).  MARCH, WHEEL or CHARGE for a command that has no
 * formation now (it broke, or never formed) is read, then ignored and
 * said so, as a line about a fallen man is: a standing sheet can be
 * sent every turn. */
int
gl_form_parse(const struct gl_game *g, int side, int k,
    const struct gl_toks *tk, json_t *forms, char *err, size_t errlen,
    char *note, size_t notelen)
{
	json_t *o = json_object();
	int v = gl_form_verb(tk->t[1]), rc;

	json_object_set_new(o, "op", json_string(verbs[v - 1]));
	rc = body_verb(g, side, k, tk, o, err, errlen, note, notelen);
	if (rc == 0 && v != 1 && v != 4 && g->form[k].kind == GL_FK_NONE) {
		snprintf(note, notelen, "# %s has no formation now: this line "
		    "is ignored (FORM it first)", g->cmd[k].id);
		json_decref(o);
		return 0;
	}
	/* nothing to break up: told (it still replaces nothing else) */
	if (rc == 0 && v == 4 && g->form[k].kind == GL_FK_NONE &&
	    json_object_get(forms, g->cmd[k].id) == NULL)
		snprintf(note, notelen, "# %s has no formation now: DISPERSE "
		    "changes nothing", g->cmd[k].id);
	json_object_set_new(forms, g->cmd[k].id, o);
	return rc;
}

/* The kind of man (foot, horse) a FORM with no men listed gathers: its
 * GUIDE's, else the command's first man who may form (as read_form). */
static int
unlisted_type(const struct gl_game *g, int k, const json_t *o)
{
	const char *gd = json_string_value(json_object_get(o, "guide"));
	int m = gd ? gl_find_man(g, gd) : -1;

	if (m >= 0 && g->man[m].cmd == k)
		return g->man[m].type;
	for (m = 0; m < g->nman; m++)
		if (g->man[m].cmd == k && glf_may_form(g, m))
			return g->man[m].type;
	return -1;
}

/* The kind of man a FORM gathers (as read_form): its GUIDE's, else its
 * first man listed's, else unlisted_type. */
static int
listed_type(const struct gl_game *g, int k, const json_t *o)
{
	const char *gd = json_string_value(json_object_get(o, "guide"));
	const json_t *men = json_object_get(o, "men");
	int m = gd ? gl_find_man(g, gd) : -1;

	if (m >= 0 && g->man[m].cmd == k)
		return g->man[m].type;
	if (json_array_size(men) > 0 && (m = gl_find_man(g, json_string_value(
	    json_array_get(men, 0)) ? json_string_value(json_array_get(men,
	    0)) : "")) >= 0)
		return g->man[m].type;
	return unlisted_type(g, k, o);
}

/* The formation order covering man m on this sheet, for the receipt's
 * movement clause: its own side's words only. */
int
gl_form_note(const struct gl_game *g, const json_t *orders, int m,
    struct buf *out)
{
	const struct gl_man *a = &g->man[m];
	const struct gl_form *f = &g->form[a->cmd];
	const json_t *o = json_object_get(json_object_get(orders, "forms"),
	    g->cmd[a->cmd].id), *mo, *men, *v;
	const char *op = json_string_value(json_object_get(o, "op"));
	int member = gl_form_member(g, m) >= 0, listed = 0;
	size_t i;

	mo = json_object_get(json_object_get(orders, "men"), a->id);
	if (op && strcmp(op, "FORM") == 0) {
		men = json_object_get(o, "men");
		/* none listed: every man of the command who may form now
		 * (read_form), so not a gun's crew nor a demoralized man */
		listed = json_array_size(men) == 0 && a->type ==
		    unlisted_type(g, a->cmd, o) && glf_may_form(g, m);
		json_array_foreach(men, i, v)
			if (strcmp(json_string_value(v), a->id) == 0)
				listed = 1;
	}
	if (json_object_get(mo, "move") || json_object_get(mo, "charge") ||
	    json_object_get(mo, "prone") || json_object_get(mo, "face") ||
	    json_object_get(mo, "track")) {
		if (member || listed)
			buf_addf(out, "; moves as ordered, alone: he leaves %s's "
			    "formation\n", g->cmd[a->cmd].id);
		return member || listed;
	}
	if (listed && ((a->type == GL_MOUNTED && !g->f.fm.horse) ||
	    a->training != GL_DRILLED)) {
		buf_adds(out, "; may not form (drilled foot or horse only)");
		return 0;	/* the default's clause follows */
	}
	if (listed && !glf_may_form(g, m)) {	/* gl_form.c: who may form */
		if (a->gun && !a->demor && !a->locked)
			buf_addf(out, "; may not form now (he serves %s)",
			    g->gun[a->gun - 1].id);
		else
			buf_addf(out, "; may not form now (%s)", a->demor ?
			    "demoralized" : a->locked ? "locked in a melee" :
			    a->aboard ? "aboard" : "away running for rounds");
		return 0;	/* the default's clause follows */
	}
	if (listed && a->type != listed_type(g, a->cmd, o)) {
		buf_addf(out, "; may not form in this body: it is all %s",
		    a->type == GL_MOUNTED ? "foot" : "horse");
		return 0;	/* the default's clause follows */
	}
	if (listed) {
		buf_addf(out, "; forms in %s's %s\n", g->cmd[a->cmd].id,
		    json_string_value(json_object_get(o, "kind")));
		return 1;
	}
	if (!member)
		return 0;
	if (op && strcmp(op, "DISPERSE") == 0)
	{
		buf_addf(out, "; %s disperses: a skirmisher again",
		    g->cmd[a->cmd].id);
		return 0;	/* the default's clause follows */
	}
	else if (op && strcmp(op, "MARCH") == 0)
		buf_addf(out, "; marches in %s's %s\n", g->cmd[a->cmd].id,
		    f->kind == GL_FK_LINE ? "LINE" : "COLUMN");
	else if (op && strcmp(op, "CHARGE") == 0) {
		char w[80];

		buf_addf(out, "; charges in %s's %s at %s", g->cmd[a->cmd].id,
		    f->kind == GL_FK_LINE ? "LINE" : "COLUMN", strcmp(
		    json_string_value(json_object_get(o, "target")),
		    "NEAREST") == 0 ? "the nearest enemy in its arc" :
		    json_string_value(json_object_get(o, "target")));
		if (json_object_get(o, "else")) {
			else_words(json_object_get(o, "else"), w, sizeof w);
			buf_addf(out, "; if it cannot, it %s", w);
		}
		buf_adds(out, "\n");
	}
	else if (op && strcmp(op, "WHEEL") == 0)
		buf_addf(out, "; wheels in %s's %s to face %d\n",
		    g->cmd[a->cmd].id, f->kind == GL_FK_LINE ? "LINE" :
		    "COLUMN", (int)json_integer_value(json_object_get(o,
		    "face")));
	else
		buf_addf(out, "; stands in %s's %s facing %d (no move)\n",
		    g->cmd[a->cmd].id, f->kind == GL_FK_LINE ? "LINE" :
		    "COLUMN", f->facing);
	return 1;
}

/* Scenario: FORM @cmd LINE|COLUMN {man} [FACE d] [SPACING yd] [GUIDE id],
 * after the MAN lines: the command starts formed (gl_form_set). */
int
gl_form_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	struct gl_toks t = *tk;
	json_t *forms = json_object(), *o;
	char note[320];
	int k, rc;

	if (tk->n < 3 || (k = gl_find_cmd(g, tk->t[1])) < 0) {
		json_decref(forms);
		snprintf(why, whylen, "FORM @cmd LINE|COLUMN men [FACE deg] "
		    "[SPACING yd] [GUIDE id], after its MAN lines");
		return -1;
	}
	t.t[0] = tk->t[1], t.t[1] = tk->t[0];	/* as a sheet writes it */
	rc = gl_form_parse(g, g->cmd[k].side, k, &t, forms, why, whylen, note,
	    sizeof note);
	o = json_object_get(forms, g->cmd[k].id);
	if (rc == 0 && (g->form[k].kind != GL_FK_NONE || gl_form_set(g, k, o)))
		rc = -1, snprintf(why, whylen, "FORM %s: one a command, of "
		    "drilled foot or horse, all of one kind (not crew, not "
		    "aboard), at least %d of them, "
		    "their places on the board", g->cmd[k].id,
		    g->f.fm.min_men);
	json_decref(forms);
	return rc;
}
