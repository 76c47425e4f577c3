/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_scenario.c - the scenario text (digest 8.2) -> a new game.  A
 * scenario is hostile input: every word is checked, every count bounded,
 * and an error names the line.  Also the word splitter and the number
 * readers the sheet parser shares.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scenario_lines.h"
#include "sheet_words.h"
#include "gl.h"

const char *const gl_weapon_names[GL_NWEAPON] = {
	"pistol", "revolver", "hatchet", "knife", "javelin", "bow", "sling",
	"SBM", "MLR", "RMK", "BLC", "BLR", "MAG", "bayonet", "sword", "spear",
	"lance", "club",
};
static const char *const area_names[GL_NAREA_KIND] = {
	"clear", "brush", "rough", "conifer", "mixed", "plowed", "sand",
	"snow", "mud", "shallow", "swim", "deep", "gully", "platform",
	"tent",
};
static const char *const line_names[GL_NLINE_KIND] = {
	"fence", "wire", "wall_low", "wall_high", "stream", "hedge",
};
/* The same kinds as a player reads them on the map: the names the
 * rules give them (digest 3.3's terrain tables: "conifer woods", "low
 * wall"), where the scenario's keyword is shorthand.  rules.json names
 * no terrain, so these are the one place. */
static const char *const area_labels[GL_NAREA_KIND] = {
	"clear", "brush", "rough", "conifer woods", "mixed woods",
	"plowed field", "sand", "snow", "mud", "shallow water",
	"water to swim", "deep swift water", "gully", "platform", "tent",
};
static const char *const line_labels[GL_NLINE_KIND] = {
	"fence", "barbed wire", "low wall", "high wall", "stream", "hedge",
};
static const char *const order_names[] = {
	"HOLD", "ATTACK", "FIRE", "WITHDRAW", "SKIRMISH",
};

const char *gl_weapon_name(int w) { return gl_weapon_names[w]; }
const char *gl_area_kind_name(int k) { return area_names[k]; }
const char *gl_line_kind_name(int k) { return line_names[k]; }
const char *gl_area_kind_label(int k) { return area_labels[k]; }
const char *gl_line_kind_label(int k) { return line_labels[k]; }
const char *gl_order_name(int o) { return order_names[o]; }

static int
lookup(const char *const *names, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcasecmp(names[i], s) == 0)
			return i;
	return -1;
}

int
gl_order_parse(const char *s)
{
	return lookup(order_names, 5, s);
}

int
gl_kw_fail(char *why, size_t n, const char *what, const char *tok)
{
	snprintf(why, n, "%s%s%.40s%s", what, tok ? " \"" : "",
	    tok ? tok : "", tok ? "\"" : "");
	return -1;
}

int
gl_valid_id(const char *s)
{
	return word_is_id(s, GL_ID_LEN);
}

/* Words a kit reader split (n < 0: too many), each checked. */
void
gl_take_words(struct gl_toks *tk, char *const *tok, int n)
{
	int i;

	tk->n = 0;
	tk->overflow = n < 0 || n > GL_MAX_TOK;
	for (i = 0; !tk->overflow && i < n; i++) {
		if (strlen(tok[i]) >= GL_TOK_LEN)
			tk->overflow = 1;
		tk->t[tk->n++] = tok[i];
	}
	if (tk->overflow)
		tk->n = 0;
}

/* Yards as the sheets and scenarios write them ("12", "12.5", "12.25"),
 * in hundredths; never more than the largest board's yards and 0.99. */
static const struct word_unit yards[] = { { "", GL_YD }, { NULL, 0 } };
#define GL_MAX_NUM	((int64_t)GL_MAX_BOARD * GL_YD + GL_YD - 1)

int
gl_num(const char *s, int max, int *out)
{
	int64_t v;

	if (word_length(s, yards, 0, max < GL_MAX_NUM ? max : GL_MAX_NUM,
	    &v) != 0)
		return -1;
	*out = (int)v;
	return 0;
}

int
gl_point(const char *s, int max_x, int max_y, int *x, int *y)
{
	int64_t a, b;

	if (word_point(s, yards, max_x < GL_MAX_NUM ? max_x : GL_MAX_NUM,
	    max_y < GL_MAX_NUM ? max_y : GL_MAX_NUM, &a, &b) != 0)
		return -1;
	*x = (int)a;
	*y = (int)b;
	return 0;
}

int
gl_points(char *const *w, int n, int max_x, int max_y, struct gl_poly *p)
{
	int64_t x[GL_MAX_VERT], y[GL_MAX_VERT];
	int k = word_points(w, n, yards, max_x < GL_MAX_NUM ? max_x :
	    GL_MAX_NUM, max_y < GL_MAX_NUM ? max_y : GL_MAX_NUM, x, y,
	    GL_MAX_VERT);

	for (p->n = 0; p->n < k; p->n++) {
		p->x[p->n] = (int)x[p->n];
		p->y[p->n] = (int)y[p->n];
	}
	return k;
}

int
gl_deg(const char *s, int *out)
{
	int i, v = 0;

	for (i = 0; isdigit((unsigned char)s[i]); i++)
		if ((v = v * 10 + (s[i] - '0')) > 359)
			return -1;
	if (i == 0 || s[i] != '\0')
		return -1;
	*out = v;
	return 0;
}
