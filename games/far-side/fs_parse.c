/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_parse.c - read one side's sheet (§13.3, after the core stripped the
 * envelope) into the orders JSON that resolve() carries out: DEPLOY,
 * INITIATIVE and TRAIT lines at deployment; ACT/RALLY/STOP/STAND/CAPITULATE
 * on a turn.  It checks the sheet against the state *as that side sees it*:
 * an enemy is named only by a visible alias and every message must hold
 * for a side that knows nothing hidden ("no enemy X9 in sight").  The
 * grammar inside an ACT line (options, targets, IF conditions) is
 * fs_parse_option.c.  It never changes the game.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fs.h"
#include "sheet_read.h"
#include "pbem_limits.h"

static const char *const reserved[] = {
	"ACT", "IF", "AND", "NOT", "ELSE", "MOVE", "TO", "TOWARD", "FACE",
	"FIRE", "CHARGE", "VIA", "MELEE", "DISENGAGE", "THEN", "CLEAR",
	"HOLD", "NEAREST", "WEAKEST", "ENGAGED", "CELL", "PREV", "OK", "SKIP",
	"ADJ", "ENEMY", "SEEN", "GONE", "ALIVE", "DISORDERED", "RALLY", "STOP",
	"STAND", "RETREAT", "FACEAFTER", "ATTACKER", "CAPITULATE", "END",
	"DEPLOY", "INITIATIVE", "TRAIT", "MOUNT", "DISMOUNT", "MOUNTED",
	"NOADV", "FIRST", "SECOND", NULL
};

int
fs_valid_id(const char *s)
{
	size_t i, n = strlen(s);
	int digits = 1;

	if (!word_is_id(s, FS_ID_LEN))
		return 0;
	for (i = 1; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			digits = 0;
	/* X<number> is the alias form enemies are shown by */
	if ((s[0] == 'X' || s[0] == 'x') && n > 1 && digits)
		return 0;
	for (i = 0; reserved[i] != NULL; i++)
		if (strcasecmp(s, reserved[i]) == 0)
			return 0;
	return 1;
}

void
fs_ps_err(struct fs_ps *p, const char *fmt, const char *a)
{
	if (p->err++)
		return;		/* one error per line is enough */
	sheet_check_error(p->out, p->line, fmt, a != NULL ? a : "");
}

const char *
fs_ps_peek(struct fs_ps *p)
{
	return p->i < p->n ? p->tok[p->i] : NULL;
}

int
fs_ps_is(struct fs_ps *p, const char *kw)
{
	return p->i < p->n && strcasecmp(p->tok[p->i], kw) == 0;
}

int
fs_ps_accept(struct fs_ps *p, const char *kw)
{
	if (!fs_ps_is(p, kw))
		return 0;
	p->i++;
	buf_addf(&p->echo, " %s", kw);
	return 1;
}

const char *
fs_ps_next(struct fs_ps *p)
{
	return p->i < p->n ? p->tok[p->i++] : NULL;
}

void
fs_ps_upcase(char *s)
{
	for (; *s != '\0'; s++)
		*s = (char)toupper((unsigned char)*s);
}

/* An own unit that is still on the field. */
int
fs_ps_own_unit(struct fs_ps *p, const char *s)
{
	int u;

	if (s == NULL) {
		fs_ps_err(p, "a unit name is missing%s", NULL);
		return -1;
	}
	u = fs_find_unit(p->g, s);
	if (u < 0 || p->g->u[u].side != p->side) {
		if (fs_find_alias(p->g, p->side, s, 0) >= 0)
			fs_ps_err(p, "%s is an enemy unit; name one of yours here", s);
		else
			fs_ps_err(p, "you have no unit called %s", s);
		return -1;
	}
	buf_addf(&p->echo, " %s", p->g->u[u].id);
	/* not an error: a standing sheet may outlive a unit; it is skipped */
	if (!p->g->u[u].alive)
		buf_adds(&p->echo, " (eliminated: skipped)");
	return u;
}

int
fs_ps_cell(struct fs_ps *p, const char *s, int *x, int *y)
{
	if (s == NULL || grid_parse(s, p->g->cols, p->g->rows, x, y) != 0) {
		fs_ps_err(p, "\"%s\" is not a cell on this map", s ? s : "");
		return -1;
	}
	buf_addf(&p->echo, " %c%d", 'A' + *x, *y + 1);
	return 0;
}

json_t *
fs_ps_cellj(int x, int y)
{
	char b[GRID_LABEL_LEN];

	grid_label(x, y, b);
	return json_string(b);
}

static json_t *
do_act(struct fs_ps *p)
{
	json_t *o = json_object(), *opts = json_array();
	int u = fs_ps_own_unit(p, fs_ps_next(p));

	json_object_set_new(o, "op", json_string("ACT"));
	json_object_set_new(o, "line", json_integer(p->line));
	if (u >= 0)
		json_object_set_new(o, "unit", json_string(p->g->u[u].id));
	if (fs_ps_accept(p, "IF")) {
		json_object_set_new(o, "guard", fs_parse_guard(p));
		if (!fs_ps_accept(p, ":"))
			fs_ps_err(p, "the IF conditions end with \" : \" before the "
			    "action%s", NULL);
	}
	do {
		json_array_append_new(opts, fs_parse_option(p, u));
	} while (!p->err && fs_ps_accept(p, "ELSE"));
	json_object_set_new(o, "options", opts);
	if (!p->err && fs_ps_peek(p) != NULL)
		fs_ps_err(p, "unexpected \"%s\"", fs_ps_peek(p));
	return o;
}

static json_t *
do_rally(struct fs_ps *p)
{
	json_t *o = json_object(), *a = json_array();
	const char *n = fs_ps_next(p);
	int l = n != NULL ? fs_find_leader(p->g, n) : -1, u;

	json_object_set_new(o, "op", json_string("RALLY"));
	json_object_set_new(o, "line", json_integer(p->line));
	if (l < 0 || p->g->l[l].side != p->side)
		fs_ps_err(p, "you have no leader called %s", n ? n : "");
	else {
		json_object_set_new(o, "leader", json_string(p->g->l[l].name));
		buf_addf(&p->echo, " %s%s", p->g->l[l].name,
		    p->g->l[l].alive ? "" : " (dead: skipped)");
	}
	while (fs_ps_peek(p) != NULL && !p->err)
		if ((u = fs_ps_own_unit(p, fs_ps_next(p))) >= 0)
			json_array_append_new(a, json_string(p->g->u[u].id));
	if (json_array_size(a) == 0 && !p->err)
		fs_ps_err(p, "RALLY needs a leader and units to rally%s", NULL);
	json_object_set_new(o, "units", a);
	return o;
}

static json_t *
do_stand(struct fs_ps *p)
{
	json_t *o = json_object(), *a;
	int u = fs_ps_own_unit(p, fs_ps_next(p)), x, y, d;
	const char *t;

	json_object_set_new(o, "line", json_integer(p->line));
	if (u >= 0)
		json_object_set_new(o, "unit", json_string(p->g->u[u].id));
	if (fs_ps_accept(p, "RETREAT")) {
		a = json_array();
		while ((t = fs_ps_next(p)) != NULL && !p->err) {
			if ((d = grid_dir8_parse(t)) >= 0) {
				json_array_append_new(a,
				    json_string(grid_dir8_name(d)));
				buf_addf(&p->echo, " %s", grid_dir8_name(d));
			} else if (fs_ps_cell(p, t, &x, &y) == 0)
				json_array_append_new(a, fs_ps_cellj(x, y));
			if (json_array_size(a) > FS_MAX_RETREAT)
				fs_ps_err(p, "at most 8 retreat choices%s", NULL);
		}
		if (json_array_size(a) == 0)
			fs_ps_err(p, "RETREAT needs cells or steps (N, NE, E, ...)%s",
			    NULL);
		json_object_set_new(o, "retreat", a);
	} else if (fs_ps_accept(p, "MELEE")) {
		t = fs_ps_next(p);
		if (t == NULL || fs_find_alias(p->g, p->side, t, 1) < 0)
			fs_ps_err(p, "no enemy %s in sight", t ? t : "");
		else {
			char b[16];

			snprintf(b, sizeof b, "%s", t);
			fs_ps_upcase(b);
			json_object_set_new(o, "melee", json_string(b));
			buf_addf(&p->echo, " %s", b);
		}
	} else if (fs_ps_accept(p, "FACEAFTER")) {
		t = fs_ps_next(p);
		if (t != NULL && strcasecmp(t, "ATTACKER") == 0) {
			json_object_set_new(o, "faceafter", json_string("ATTACKER"));
			buf_adds(&p->echo, " ATTACKER");
		} else if (t != NULL && (d = grid_facing_parse(t)) >= 0) {
			json_object_set_new(o, "faceafter",
			    json_string(grid_facing_name(d)));
			buf_addf(&p->echo, " %s", grid_facing_name(d));
		} else
			fs_ps_err(p, "FACEAFTER needs NE, SE, SW, NW or ATTACKER%s",
			    NULL);
	} else
		fs_ps_err(p, "STAND needs RETREAT, MELEE or FACEAFTER%s", NULL);
	if (!p->err && fs_ps_peek(p) != NULL)
		fs_ps_err(p, "unexpected \"%s\"", fs_ps_peek(p));
	return o;
}

struct deploy {
	int cell[FS_MAX_UNITS];		/* -1: not on this sheet */
	int named[FS_MAX_UNITS];	/* a DEPLOY line names it (maybe wrong) */
	int face[FS_MAX_UNITS], mounted[FS_MAX_UNITS], line[FS_MAX_UNITS];
};

static void
do_deploy(struct fs_ps *p, struct deploy *dp)
{
	const struct fs_game *g = p->g;
	int u = fs_ps_own_unit(p, fs_ps_next(p)), x, y, f;
	struct fs_game *tmp;

	if (u >= 0)
		dp->named[u] = 1;
	if (u < 0 || fs_ps_cell(p, fs_ps_next(p), &x, &y) != 0)
		return;
	if (!fs_ps_accept(p, "FACE") || fs_ps_peek(p) == NULL ||
	    (f = grid_facing_parse(fs_ps_peek(p))) < 0) {
		fs_ps_err(p, "DEPLOY needs <unit> <cell> FACE <NE|SE|SW|NW> "
		    "[MOUNTED]%s", NULL);
		return;
	}
	buf_addf(&p->echo, " %s", grid_facing_name(f));
	p->i++;
	dp->mounted[u] = fs_ps_accept(p, "MOUNTED");
	if (dp->mounted[u] && !(g->r.type[g->u[u].type].flags & FS_F_MOUNTS))
		fs_ps_err(p, "only mounted infantry can deploy MOUNTED%s", NULL);
	if (fs_ps_peek(p) != NULL)
		fs_ps_err(p, "unexpected \"%s\"", fs_ps_peek(p));
	if (dp->cell[u] >= 0)
		fs_ps_err(p, "%s is deployed twice", g->u[u].id);
	if (y < g->zone_lo[p->side] || y > g->zone_hi[p->side]) {
		char b[48];

		snprintf(b, sizeof b, "rows %d-%d", g->zone_lo[p->side] + 1,
		    g->zone_hi[p->side] + 1);
		fs_ps_err(p, "that cell is outside your deployment zone (%s)", b);
	}
	tmp = malloc(sizeof *tmp);
	if (tmp != NULL) {
		memcpy(tmp, g, sizeof *tmp);
		tmp->u[u].mounted = dp->mounted[u];
		if (!fs_can_end(tmp, u, x, y))
			fs_ps_err(p, "%s may not stand in that terrain", g->u[u].id);
		free(tmp);
	}
	if (p->err)
		return;
	dp->cell[u] = y * g->cols + x;
	dp->face[u] = f;
	dp->line[u] = p->line;
}

static void
deploy_finish(struct fs_ps *p, struct deploy *dp, json_t *list, int lastline)
{
	const struct fs_game *g = p->g;
	int i, j, c[FS_MAX_UNITS];
	char lab[GRID_LABEL_LEN], b[96];

	for (i = 0; i < g->nunits; i++) {
		c[i] = -1;
		if (g->u[i].side != p->side)
			continue;
		if (dp->cell[i] >= 0)
			c[i] = dp->cell[i];
		else if (g->u[i].has_def)
			c[i] = g->u[i].def_y * g->cols + g->u[i].def_x;
		else {
			/* the sheet as a whole (line 0); a unit whose DEPLOY
			 * line is wrong has its error there already */
			if (!dp->named[i]) {
				p->line = 0;
				p->err = 0;
				fs_ps_err(p, "%s is not deployed (add a DEPLOY "
				    "line; this scenario gives it no default "
				    "position)", g->u[i].id);
			}
			continue;
		}
		for (j = 0; j < i; j++)
			if (c[j] == c[i]) {
				grid_label(c[i] % g->cols, c[i] / g->cols, lab);
				snprintf(b, sizeof b, "%s and %s would both "
				    "stand in %s", g->u[j].id, g->u[i].id, lab);
				p->line = dp->cell[i] >= 0 ? dp->line[i] :
				    dp->cell[j] >= 0 ? dp->line[j] : lastline;
				p->err = 0;
				fs_ps_err(p, "%s", b);
			}
		if (dp->cell[i] >= 0) {
			json_array_append_new(list, json_pack("{s:s,s:o,s:s,s:b}",
			    "unit", g->u[i].id,
			    "cell", fs_ps_cellj(c[i] % g->cols, c[i] / g->cols),
			    "face", grid_facing_name(dp->face[i]),
			    "mounted", dp->mounted[i]));
		}
	}
}

/* INITIATIVE FIRST|SECOND */
static void
do_initiative(struct fs_ps *p, const char **initiative)
{
	if (fs_ps_accept(p, "FIRST"))
		*initiative = "FIRST";
	else if (fs_ps_accept(p, "SECOND"))
		*initiative = "SECOND";
	else
		fs_ps_err(p, "INITIATIVE needs FIRST or SECOND%s", NULL);
}

/* TRAIT <leader> <trait>: one of the scenario's pick traits */
static void
do_trait(struct fs_ps *p, json_t *traits)
{
	const struct fs_game *g = p->g;
	const char *ln = fs_ps_next(p), *tn = fs_ps_next(p);
	int li = ln ? fs_find_leader(g, ln) : -1;
	int ti = tn ? fs_tables_trait(&g->r, tn) : -1, k, ok = 0;

	for (k = 0; k < g->r.npick; k++)
		ok |= g->r.pick[k] == ti;
	if (li < 0 || g->l[li].side != p->side)
		fs_ps_err(p, "you have no leader called %s", ln ? ln : "");
	else if (!ok)
		fs_ps_err(p, "TRAIT must be one of the pick traits (GUNNER, "
		    "EQUESTRIAN, MASTER_OF_DRILL, GUERILLA)%s", NULL);
	else {
		json_array_append_new(traits, json_pack("{s:s,s:s}", "leader",
		    g->l[li].name, "trait", g->r.trait[ti].key));
		buf_addf(&p->echo, " %s %s", g->l[li].name,
		    g->r.trait[ti].key);
	}
}

/* STOP [IF <conditions>] */
static json_t *
do_stop(struct fs_ps *p)
{
	json_t *o = json_object();

	json_object_set_new(o, "op", json_string("STOP"));
	json_object_set_new(o, "line", json_integer(p->line));
	if (fs_ps_accept(p, "IF"))
		json_object_set_new(o, "guard", fs_parse_guard(p));
	if (!p->err && fs_ps_peek(p) != NULL)
		fs_ps_err(p, "unexpected \"%s\"", fs_ps_peek(p));
	return o;
}

/* The orders a sheet gives, as its lines are read. */
struct draft {
	int deploy;			/* turn 0: a deployment sheet */
	struct deploy *dp;
	json_t *orders, *lines, *stand, *dlist, *traits;
	const char *initiative;		/* FIRST, SECOND or NULL */
	int capitulate;
	int lastline;
};

static int
draft_init(struct draft *d, const struct fs_game *g, int first_line)
{
	int n;

	*d = (struct draft){ .deploy = g->turn == 0, .lastline = first_line };
	d->orders = json_object();
	d->lines = json_array();
	d->stand = json_array();
	d->dlist = json_array();
	d->traits = json_array();
	if (d->orders == NULL || d->lines == NULL || d->stand == NULL ||
	    d->dlist == NULL || d->traits == NULL ||
	    (d->dp = malloc(sizeof *d->dp)) == NULL)
		return PBEM_ERR_NOMEM;
	for (n = 0; n < FS_MAX_UNITS; n++) {
		d->dp->cell[n] = -1;
		d->dp->named[n] = 0;
	}
	return PBEM_OK;
}

static void
draft_free(struct draft *d)
{
	free(d->dp);
	json_decref(d->orders);
	json_decref(d->lines);
	json_decref(d->stand);
	json_decref(d->dlist);
	json_decref(d->traits);
}

/* The whole sheet is refused when the game is over, when it is not this
 * side's turn, or when it is too long. */
static int
sheet_refused(const struct fs_game *g, int side, size_t len, int first_line,
    struct sheet_check *out)
{
	if (g->over) {
		sheet_check_error(out, first_line, "the game is over");
		return 1;
	}
	if (g->turn != 0 && side != FS_ACTING(g)) {
		sheet_check_error(out, first_line, "no orders are due from %s "
		    "now: it is %s's turn", g->side[side],
		    g->side[FS_ACTING(g)]);
		return 1;
	}
	if (len > PBEM_MAX_SHEET) {
		sheet_check_error(out, first_line, "the sheet is too long");
		return 1;
	}
	return 0;
}

/* DEPLOY, INITIATIVE and TRAIT: the lines of a deployment sheet. */
static void
deploy_line(struct fs_ps *p, struct draft *d)
{
	const char *k = p->tok[0];

	if (strcmp(k, "DEPLOY") == 0)
		do_deploy(p, d->dp);
	else if (strcmp(k, "INITIATIVE") == 0)
		do_initiative(p, &d->initiative);
	else if (strcmp(k, "TRAIT") == 0)
		do_trait(p, d->traits);
	else
		fs_ps_err(p, "a deployment sheet holds DEPLOY, INITIATIVE and "
		    "TRAIT lines, not \"%s\"", k);
}

/* ACT, RALLY, STOP, STAND and CAPITULATE: the lines of a turn's sheet. */
static void
turn_line(struct fs_ps *p, struct draft *d)
{
	const char *k = p->tok[0];

	if (strcmp(k, "ACT") == 0)
		json_array_append_new(d->lines, do_act(p));
	else if (strcmp(k, "RALLY") == 0)
		json_array_append_new(d->lines, do_rally(p));
	else if (strcmp(k, "STOP") == 0)
		json_array_append_new(d->lines, do_stop(p));
	else if (strcmp(k, "STAND") == 0)
		json_array_append_new(d->stand, do_stand(p));
	else if (strcmp(k, "CAPITULATE") == 0)
		d->capitulate = 1;
	else if (strcmp(k, "DEPLOY") == 0 || strcmp(k, "INITIATIVE") == 0)
		fs_ps_err(p, "%s belongs on the deployment sheet (turn 0)", k);
	else
		fs_ps_err(p, "unknown order \"%s\" (ACT, RALLY, STOP, STAND, "
		    "CAPITULATE or END)", k);
}

/* One line's order, then what was understood of it, if it is right. */
static void
sheet_line(struct fs_ps *p, struct draft *d, char **tok, int n)
{
	p->tok = tok;
	p->n = n;
	p->i = 1;
	p->err = 0;
	buf_init(&p->echo, PBEM_MAX_LINE * 2);
	fs_ps_upcase(tok[0]);
	buf_addf(&p->echo, "%s", tok[0]);
	if (d->deploy)
		deploy_line(p, d);
	else
		turn_line(p, d);
	if (!p->err && !p->echo.failed)
		buf_addf(&p->out->understood, "line %d: %s\n", p->line,
		    buf_str(&p->echo));
	buf_free(&p->echo);
}

/* A sheet without errors: the orders JSON, handed to `out`. */
static void
draft_finish(struct draft *d, struct sheet_check *out)
{
	json_t *orders = d->orders;

	if (d->deploy) {
		json_object_set_new(orders, "kind", json_string("deploy"));
		json_object_set_new(orders, "deploy", d->dlist);
		json_object_set_new(orders, "traits", d->traits);
		json_object_set_new(orders, "initiative", d->initiative ?
		    json_string(d->initiative) : json_null());
		d->dlist = d->traits = NULL;
	} else {
		json_object_set_new(orders, "kind", json_string("orders"));
		json_object_set_new(orders, "lines", d->lines);
		json_object_set_new(orders, "standing", d->stand);
		json_object_set_new(orders, "capitulate",
		    json_boolean(d->capitulate));
		d->lines = d->stand = NULL;
		if (json_array_size(json_object_get(orders, "lines")) == 0 &&
		    !d->capitulate)
			buf_adds(&out->understood, "(no activations: your "
			    "units stand; engaged units still fight at "
			    "turnover)\n");
	}
	out->orders = orders;
	d->orders = NULL;
}

/* A sheet being read: the line reader's state, the orders so far. */
struct fs_read {
	struct fs_ps p;
	struct draft d;
	int first_line;
};

/* sheet_read's line */
static const char *
read_line(void *ctx, int line, char **tok, int n)
{
	struct fs_read *r = ctx;

	r->p.line = line;
	sheet_line(&r->p, &r->d, tok, n);
	return NULL;
}

/* ... and its end: END echoed, the deployment checked as a whole, the
 * orders handed over when the sheet has no error. */
static void
read_end(void *ctx, int line, int ended)
{
	struct fs_read *r = ctx;

	if (ended)
		buf_addf(&r->p.out->understood, "line %d: END\n", line);
	/* the sheet's last line (the first, when it has none) */
	r->d.lastline = ended || line == r->first_line ? line : line - 1;
	if (r->d.deploy)
		deploy_finish(&r->p, r->d.dp, r->d.dlist, r->d.lastline);
	if (r->p.out->nerrors == 0)
		draft_finish(&r->d, r->p.out);
}

int
fs_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	/* "GONE: MOVE": the guard's colon is a word of its own; as many
	 * words as a Far Side sheet always took */
	static const struct sheet_reader reader = { .flags =
	    SHEET_LINES_COLON | SHEET_READ_END_ANY | SHEET_READ_SAY_MAX,
	    .max_words = SHEET_MAX_WORDS, .line = read_line,
	    .end = read_end };
	const struct fs_game *g = gv;
	struct fs_read r = { .p = { .g = g, .side = side, .out = out },
	    .first_line = first_line };
	int rc;

	if ((rc = draft_init(&r.d, g, first_line)) == PBEM_OK &&
	    !sheet_refused(g, side, len, first_line, out))
		sheet_read(&reader, &r, text, len, first_line, NULL, out);
	draft_free(&r.d);
	return rc;
}
