/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * mime.c - what a raw mail is, found with libetpan; never trusts it.
 *
 * Only two shapes carry orders: an RFC 3156 multipart/signed at the top
 * of the message, or a text/plain body (alone, or as the text half of a
 * multipart/alternative) holding one inline clearsigned block.  A signature
 * buried inside one part of several is refused (MIME_NOT_TOPLEVEL): the
 * unsigned parts around it could carry words the player never signed.
 * Everything here is unverified; the signature check (intake.c, with
 * base/openpgp_verify.c) decides what is true.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libetpan/libetpan.h>

#include "orders.h"
#include "buf.h"

#define CLEAR_BEGIN	"-----BEGIN PGP SIGNED MESSAGE-----"
#define SIG_BEGIN	"-----BEGIN PGP SIGNATURE-----"
#define SIG_END		"-----END PGP SIGNATURE-----"

void
mime_msg_free(struct mime_msg *m)
{
	free(m->signed_data);
	free(m->signature);
	free(m->preview);
	m->signed_data = m->signature = m->preview = NULL;
}

static int
ct_is(const struct mailmime_content *ct, const char *type, const char *sub)
{
	const char *t = NULL;

	if (ct == NULL || ct->ct_type == NULL)
		return strcmp(type, "text") == 0 && strcmp(sub, "plain") == 0;
	if (ct->ct_type->tp_type == MAILMIME_TYPE_DISCRETE_TYPE) {
		switch (ct->ct_type->tp_data.tp_discrete_type->dt_type) {
		case MAILMIME_DISCRETE_TYPE_TEXT:	 t = "text"; break;
		case MAILMIME_DISCRETE_TYPE_APPLICATION: t = "application"; break;
		case MAILMIME_DISCRETE_TYPE_IMAGE:	 t = "image"; break;
		default:				 t = "other"; break;
		}
	} else if (ct->ct_type->tp_type == MAILMIME_TYPE_COMPOSITE_TYPE) {
		switch (ct->ct_type->tp_data.tp_composite_type->ct_type) {
		case MAILMIME_COMPOSITE_TYPE_MULTIPART:	t = "multipart"; break;
		case MAILMIME_COMPOSITE_TYPE_MESSAGE:	t = "message"; break;
		default:				t = "other"; break;
		}
	}
	return t && strcmp(t, type) == 0 && ct->ct_subtype &&
	    strcasecmp(ct->ct_subtype, sub) == 0;
}

/* Depth and part count of a MIME tree, to refuse bombs before use. */
struct mime_limits {
	int depth, parts;
};

static int
mime_within_limits(const struct mailmime *mm, int depth, int *parts,
    const struct mime_limits *lim)
{
	clistiter *it;

	if (depth > lim->depth || ++*parts > lim->parts)
		return 0;
	if (mm->mm_type == MAILMIME_MULTIPLE) {
		for (it = clist_begin(mm->mm_data.mm_multipart.mm_mp_list); it;
		    it = clist_next(it))
			if (!mime_within_limits(clist_content(it), depth + 1,
			    parts, lim))
				return 0;
	} else if (mm->mm_type == MAILMIME_MESSAGE &&
	    mm->mm_data.mm_message.mm_msg_mime)
		return mime_within_limits(mm->mm_data.mm_message.mm_msg_mime,
		    depth + 1, parts, lim);
	return 1;
}

static void
copy_str(char *dst, size_t n, const char *s)
{
	size_t i, o = 0;

	/* Header values go into replies and logs: keep printable only. */
	for (i = 0; s && s[i] && o + 1 < n; i++)
		if ((unsigned char)s[i] >= 0x20 && s[i] != 0x7f)
			dst[o++] = s[i];
	dst[o] = '\0';
}

static void
read_headers(const struct mailimf_fields *f, struct mime_msg *m)
{
	clistiter *it;
	struct mailimf_field *fld;
	struct mailimf_mailbox *mb;
	const char *name, *val;

	if (f == NULL)
		return;
	for (it = clist_begin(f->fld_list); it; it = clist_next(it)) {
		fld = clist_content(it);
		switch (fld->fld_type) {
		case MAILIMF_FIELD_MESSAGE_ID:
			copy_str(m->msgid, sizeof m->msgid,
			    fld->fld_data.fld_message_id->mid_value);
			break;
		case MAILIMF_FIELD_SUBJECT:
			copy_str(m->subject, sizeof m->subject,
			    fld->fld_data.fld_subject->sbj_value);
			break;
		case MAILIMF_FIELD_FROM:
			if (m->from[0] || fld->fld_data.fld_from->frm_mb_list ==
			    NULL)
				break;
			{
				clistiter *mi = clist_begin(fld->fld_data.
				    fld_from->frm_mb_list->mb_list);
				if (mi == NULL)
					break;
				mb = clist_content(mi);
				copy_str(m->from, sizeof m->from,
				    mb->mb_addr_spec);
			}
			if (strncasecmp(m->from, "mailer-daemon@", 14) == 0 ||
			    strncasecmp(m->from, "postmaster@", 11) == 0)
				m->automatic = 1;
			break;
		case MAILIMF_FIELD_RETURN_PATH:
			/* RFC 5321: a null reverse-path marks a bounce. */
			if (fld->fld_data.fld_return_path->ret_path == NULL ||
			    fld->fld_data.fld_return_path->ret_path->
			    pt_addr_spec == NULL ||
			    *fld->fld_data.fld_return_path->ret_path->
			    pt_addr_spec == '\0')
				m->automatic = 1;
			break;
		case MAILIMF_FIELD_OPTIONAL_FIELD:
			name = fld->fld_data.fld_optional_field->fld_name;
			val = fld->fld_data.fld_optional_field->fld_value;
			if (name == NULL || val == NULL)
				break;
			while (*val == ' ' || *val == '\t')
				val++;
			/* RFC 3834: answer nothing that is itself automatic. */
			if (strcasecmp(name, "Auto-Submitted") == 0 &&
			    strncasecmp(val, "no", 2) != 0)
				m->automatic = 1;
			if (strcasecmp(name, "Precedence") == 0 &&
			    (strncasecmp(val, "bulk", 4) == 0 ||
			    strncasecmp(val, "junk", 4) == 0 ||
			    strncasecmp(val, "list", 4) == 0))
				m->automatic = 1;
			break;
		}
	}
}

/* Transfer-decode a single part; result malloc'd and NUL-terminated. */
static char *
part_decode(const struct mailmime *mm, size_t *outlen)
{
	const struct mailmime_data *d = mm->mm_data.mm_single;
	size_t idx = 0, rlen, n;
	char *res, *out, *pad;
	int enc, r;

	if (d == NULL || d->dt_type != MAILMIME_DATA_TEXT)
		return NULL;
	enc = d->dt_encoded ? d->dt_encoding : MAILMIME_MECHANISM_8BIT;
	/* libetpan 1.9.4's decoder reads up to two bytes past the length it
	 * is given when a part ends in the middle of an escape (found by
	 * tests/fuzz/fuzz_mime; reproducer in tests/fuzz/findings/mime/).
	 * Decode a private copy with zeroed slack, so that read stays in
	 * memory we own whatever buffer the mail came in. */
	n = d->dt_data.dt_text.dt_length;
	if ((pad = calloc(1, n + 8)) == NULL)
		return NULL;
	memcpy(pad, d->dt_data.dt_text.dt_data, n);
	r = mailmime_part_parse(pad, n, &idx, enc, &res, &rlen);
	free(pad);
	if (r != MAILIMF_NO_ERROR)
		return NULL;
	if ((out = malloc(rlen + 1)) != NULL) {
		memcpy(out, res, rlen);
		out[rlen] = '\0';
		*outlen = rlen;
	}
	mmap_string_unref(res);
	return out;
}

static int
is_latin1(const struct mailmime *mm)
{
	const char *cs;

	if (mm->mm_content_type == NULL)
		return 0;
	cs = mailmime_content_param_get(mm->mm_content_type, "charset");
	return cs && (strcasecmp(cs, "iso-8859-1") == 0 ||
	    strcasecmp(cs, "latin1") == 0 || strcasecmp(cs, "iso-8859-15") == 0 ||
	    strcasecmp(cs, "windows-1252") == 0);
}

char *
mime_normalize_text(const char *in, size_t len, int latin1, size_t *outlen)
{
	struct buf b;
	size_t i = 0;
	unsigned char c;

	buf_init(&b, 4 * len + 16);
	if (len >= 3 && memcmp(in, "\xef\xbb\xbf", 3) == 0)
		i = 3;		/* a UTF-8 byte-order mark */
	for (; i < len; i++) {
		c = (unsigned char)in[i];
		if (c == '\r' && i + 1 < len && in[i + 1] == '\n')
			continue;
		if (c == '\r')
			c = '\n';
		if (latin1 && c >= 0x80) {
			buf_addc(&b, (char)(0xc0 | (c >> 6)));
			buf_addc(&b, (char)(0x80 | (c & 0x3f)));
		} else if (c != 0)
			buf_addc(&b, (char)c);
	}
	return buf_take(&b, outlen);
}

/* RFC 3676 format=flowed: a line ending in a space continues on the next
 * (a soft break the mail program made, not the player), a leading space is
 * stuffing, DelSp=yes drops the space at the join.  Undone so the order
 * parser sees the lines the player wrote; the signature covered the flowed
 * bytes, and this is a fixed function of them. */
static int
param_is(const struct mailmime *mm, const char *name, const char *want)
{
	const char *v;

	if (mm->mm_content_type == NULL)
		return 0;
	v = mailmime_content_param_get(mm->mm_content_type, (char *)name);
	return v && strcasecmp(v, want) == 0;
}

static char *
unflow(const char *in, size_t len, int delsp, size_t *outlen)
{
	const char *p = in, *end = in + len, *nl, *t;
	struct buf b;
	size_t l, q, tl, i;
	int pending = 0, flowed;
	size_t pdepth = 0;

	buf_init(&b, 2 * len + 16);
	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		l = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (l && p[l - 1] == '\r')
			l--;
		for (q = 0; q < l && p[q] == '>'; q++)
			;
		t = p + q;
		tl = l - q;
		if (tl && t[0] == ' ') {	/* stuffing (4.4) */
			t++;
			tl--;
		}
		if (pending && q != pdepth) {	/* quote depth changed (4.5) */
			buf_addc(&b, '\n');
			pending = 0;
		}
		if (!pending && q) {
			for (i = 0; i < q; i++)
				buf_addc(&b, '>');
			buf_addc(&b, ' ');
		}
		/* "-- " is the signature separator, never flowed (4.3). */
		flowed = tl > 0 && t[tl - 1] == ' ' &&
		    !(tl == 3 && memcmp(t, "-- ", 3) == 0);
		if (flowed && delsp)
			tl--;
		buf_add(&b, t, tl);
		if (flowed && nl) {
			pending = 1;
			pdepth = q;
		} else {
			if (nl)
				buf_addc(&b, '\n');
			pending = 0;
		}
		p = nl ? nl + 1 : end;
	}
	return buf_take(&b, outlen);
}

/* Find the first text/plain leaf (depth-first) of a tree. */
/* The first text/<subtype> leaf below mm, or NULL. */
static const struct mailmime *
first_leaf(const struct mailmime *mm, const char *subtype)
{
	clistiter *it;
	const struct mailmime *r;

	if (mm->mm_type == MAILMIME_SINGLE)
		return ct_is(mm->mm_content_type, "text", subtype) ? mm : NULL;
	if (mm->mm_type != MAILMIME_MULTIPLE)
		return NULL;
	for (it = clist_begin(mm->mm_data.mm_multipart.mm_mp_list); it;
	    it = clist_next(it))
		if ((r = first_leaf(clist_content(it), subtype)) != NULL)
			return r;
	return NULL;
}

static const struct mailmime *
first_text_plain(const struct mailmime *mm)
{
	return first_leaf(mm, "plain");
}

static const char *
find_line(const char *s, size_t len, const char *marker)
{
	size_t ml = strlen(marker);
	const char *p = s, *end = s + len;

	while (p + ml <= end) {
		if ((p == s || p[-1] == '\n') && memcmp(p, marker, ml) == 0)
			return p;
		if ((p = memchr(p, '\n', (size_t)(end - p))) == NULL)
			return NULL;
		p++;
	}
	return NULL;
}

static int
only_space(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n')
			return 0;
	return 1;
}

/* Is one line outside a clearsigned block only a quote of an earlier mail
 * (RFC 3676 4.5 quote marks), or the attribution line a client writes
 * above one?  Anything else outside the block is unsigned words that a
 * reader (the referee, the player) could take for orders. */
static int
quote_line(const char *p, size_t n, int before)
{
	while (n && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	if (n == 0 || p[0] == '>')
		return 1;
	return before && n >= 6 && memcmp(p + n - 6, "wrote:", 6) == 0;
}

/* MIME_OUTSIDE_QUOTE when the text outside the block is only quotes and
 * attribution (above) or quotes and a "-- " signature (below, RFC 3676
 * 4.3: everything after the separator is the signature), else
 * MIME_OUTSIDE_TEXT. */
static int
classify_outside(const char *s, size_t n, int before)
{
	const char *p = s, *end = s + n, *nl;
	size_t l;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		l = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (!before && (l == 2 || l == 3) && memcmp(p, "--", 2) == 0 &&
		    (l == 2 || p[2] == ' ' || p[2] == '\r'))
			return MIME_OUTSIDE_QUOTE;
		if (!quote_line(p, l, before))
			return MIME_OUTSIDE_TEXT;
		p = nl ? nl + 1 : end;
	}
	return MIME_OUTSIDE_QUOTE;
}

/* Look for one inline clearsigned block in decoded text. */
static int
find_clearsigned(const char *text, size_t len, struct mime_msg *m)
{
	const char *b, *s, *e, *eol, *body;
	struct buf pv;
	size_t n;

	if ((b = find_line(text, len, CLEAR_BEGIN)) == NULL)
		return 0;
	if ((s = find_line(b, len - (size_t)(b - text), SIG_BEGIN)) == NULL ||
	    (e = find_line(s, len - (size_t)(s - text), SIG_END)) == NULL)
		return 0;
	eol = memchr(e, '\n', len - (size_t)(e - text));
	eol = eol ? eol + 1 : text + len;
	if (find_line(eol, len - (size_t)(eol - text), CLEAR_BEGIN))
		m->outside_text = MIME_OUTSIDE_BLOCK;
	else if (!only_space(text, (size_t)(b - text)) ||
	    !only_space(eol, len - (size_t)(eol - text))) {
		m->outside_text = classify_outside(text, (size_t)(b - text), 1);
		if (m->outside_text == MIME_OUTSIDE_QUOTE)
			m->outside_text = classify_outside(eol,
			    len - (size_t)(eol - text), 0);
	}
	n = (size_t)(eol - b);
	if ((m->signed_data = malloc(n + 1)) == NULL)
		return -1;
	memcpy(m->signed_data, b, n);
	m->signed_data[n] = '\0';
	m->signed_len = n;
	/* Preview: after the armor headers' blank line, dash-unescaped. */
	body = b;
	while (body < s && !(body[0] == '\n' || (body[0] == '\r' &&
	    body[1] == '\n'))) {
		body = memchr(body, '\n', (size_t)(s - body));
		if (body == NULL) {
			body = s;
			break;
		}
		body++;
	}
	if (body < s)		/* the blank line itself */
		body += body[0] == '\r' ? 2 : 1;
	buf_init(&pv, PBEM_MAX_SHEET);
	/* A UTF-8 byte-order mark some editors put before the signed text:
	 * gpgme's plaintext keeps it and mime_normalize_text drops it; the
	 * preview must find Game: behind it just the same. */
	if (s - body >= 3 && memcmp(body, "\xef\xbb\xbf", 3) == 0)
		body += 3;
	while (body < s) {
		eol = memchr(body, '\n', (size_t)(s - body));
		eol = eol ? eol + 1 : s;
		if (eol - body >= 2 && body[0] == '-' && body[1] == ' ')
			body += 2;
		buf_add(&pv, body, (size_t)(eol - body));
		body = eol;
	}
	m->preview = buf_take(&pv, &m->preview_len);
	return 1;
}

static int
classify_text(const struct mailmime *part, struct mime_msg *m)
{
	char *text;
	size_t len;
	int r;

	if ((text = part_decode(part, &len)) == NULL) {
		m->kind = MIME_MALFORMED;
		snprintf(m->detail, sizeof m->detail, "the text could not be "
		    "decoded");
		return PBEM_OK;
	}
	/* A byte-order mark before the armor line is not text outside the
	 * block: skip it, or the block would not start a line. */
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		r = find_clearsigned(text + 3, len - 3, m);
	else
		r = find_clearsigned(text, len, m);
	free(text);
	if (r < 0)
		return PBEM_ERR_NOMEM;
	m->kind = r ? MIME_CLEARSIGNED : MIME_UNSIGNED;
	m->latin1 = is_latin1(part);
	return PBEM_OK;
}

/* An entity with an HTML part and no plain-text part. */
static int
html_only(const struct mailmime *mm)
{
	return first_leaf(mm, "plain") == NULL &&
	    first_leaf(mm, "html") != NULL;
}

static int
classify_signed(const struct mailmime *body, const char *raw, struct mime_msg *m)
{
	clist *parts = body->mm_data.mm_multipart.mm_mp_list;
	const struct mailmime *p1, *p2;
	const char *proto;
	char *sig;
	size_t i, o, siglen = 0;
	const char *ent;

	(void)raw;
	proto = mailmime_content_param_get(body->mm_content_type, "protocol");
	if (proto == NULL || strcasecmp(proto, "application/pgp-signature") != 0 ||
	    clist_count(parts) != 2) {
		m->kind = MIME_MALFORMED;
		snprintf(m->detail, sizeof m->detail, "a multipart/signed mail "
		    "must have two parts and an OpenPGP signature");
		return PBEM_OK;
	}
	p1 = clist_content(clist_begin(parts));
	p2 = clist_content(clist_next(clist_begin(parts)));
	if (p2->mm_type != MAILMIME_SINGLE ||
	    !ct_is(p2->mm_content_type, "application", "pgp-signature") ||
	    (sig = part_decode(p2, &siglen)) == NULL) {
		m->kind = MIME_MALFORMED;
		snprintf(m->detail, sizeof m->detail, "the signature part is "
		    "not an OpenPGP signature");
		return PBEM_OK;
	}
	m->signature = sig;
	m->sig_len = siglen;
	/* RFC 3156 section 5: the signed entity is the first part exactly as
	 * sent, MIME headers included, with every line end as CRLF. */
	ent = p1->mm_mime_start;
	if ((m->signed_data = malloc(2 * p1->mm_length + 1)) == NULL)
		return PBEM_ERR_NOMEM;
	for (i = o = 0; i < p1->mm_length; i++) {
		if (ent[i] == '\n' && (i == 0 || ent[i - 1] != '\r'))
			m->signed_data[o++] = '\r';
		m->signed_data[o++] = ent[i];
	}
	m->signed_data[o] = '\0';
	m->signed_len = o;
	if (mime_entity_text(m->signed_data, m->signed_len, &m->preview,
	    &m->preview_len, NULL) != PBEM_OK) {
		m->preview = NULL;
		m->preview_len = 0;
	}
	/* Signed, but only as HTML (a mail program set to compose HTML):
	 * the player did write a sheet, in the one part pbemd never reads,
	 * and is told that, not that the envelope is missing. */
	m->kind = m->preview == NULL && html_only(p1) ? MIME_HTML_ONLY :
	    MIME_PGPMIME;
	return PBEM_OK;
}

int
mime_entity_text(const char *entity, size_t len, char **text, size_t *tlen,
    struct pbem_err *err)
{
	struct mailmime *mm = NULL;
	const struct mailmime *leaf;
	size_t idx = 0, dlen;
	char *dec;
	int rc = PBEM_OK;

	*text = NULL;
	if (mailmime_parse(entity, len, &idx, &mm) != MAILIMF_NO_ERROR)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "the signed part is "
		    "not valid MIME");
	/* A bare entity parses as a message whose body is the part. */
	if ((leaf = first_text_plain(mm->mm_type == MAILMIME_MESSAGE &&
	    mm->mm_data.mm_message.mm_msg_mime ?
	    mm->mm_data.mm_message.mm_msg_mime : mm)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "the signed part holds "
		    "no plain text");
		goto out;
	}
	if ((dec = part_decode(leaf, &dlen)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "the signed text could "
		    "not be decoded");
		goto out;
	}
	if (param_is(leaf, "format", "flowed")) {
		char *uf = unflow(dec, dlen, param_is(leaf, "delsp", "yes"),
		    &dlen);

		free(dec);
		if ((dec = uf) == NULL) {
			rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
			goto out;
		}
	}
	*text = mime_normalize_text(dec, dlen, is_latin1(leaf), tlen);
	free(dec);
	if (*text == NULL)
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
out:
	mailmime_free(mm);
	return rc;
}

/* Anywhere below `mm`: a multipart/signed, an attached message, or a
 * text/plain holding a clearsigned block.  Inside a multipart/mixed any
 * of these is a signature that covers only one part of the mail (the
 * "wrapped part" attacks: unsigned text shown beside signed text). */
static int
has_signed_inside(const struct mailmime *mm, int depth)
{
	struct mime_msg probe;
	clistiter *it;
	int r = 0;

	if (depth > PBEM_MAX_MIME_DEPTH)
		return 1;	/* cannot happen: limits were checked */
	if (mm->mm_type == MAILMIME_MESSAGE)
		return 1;
	if (mm->mm_type == MAILMIME_MULTIPLE) {
		if (ct_is(mm->mm_content_type, "multipart", "signed"))
			return 1;
		for (it = clist_begin(mm->mm_data.mm_multipart.mm_mp_list);
		    it && !r; it = clist_next(it))
			r = has_signed_inside(clist_content(it), depth + 1);
		return r;
	}
	if (mm->mm_type == MAILMIME_SINGLE &&
	    ct_is(mm->mm_content_type, "text", "plain")) {
		memset(&probe, 0, sizeof probe);
		r = classify_text(mm, &probe) == PBEM_OK &&
		    probe.kind == MIME_CLEARSIGNED;
		mime_msg_free(&probe);
	}
	return r;
}

int
mime_parse(const char *raw, size_t len, struct mime_msg *m)
{
	return mime_parse_limited(raw, len, PBEM_MAX_MIME_DEPTH,
	    PBEM_MAX_MIME_PARTS, m);
}

int
mime_parse_limited(const char *raw, size_t len, int max_depth, int max_parts,
    struct mime_msg *m)
{
	const struct mime_limits lim = {
		/* The config may lower the limits, never raise them past the
		 * compiled ones (the recursion above assumes those). */
		max_depth > 0 && max_depth < PBEM_MAX_MIME_DEPTH ? max_depth :
		    PBEM_MAX_MIME_DEPTH,
		max_parts > 0 && max_parts < PBEM_MAX_MIME_PARTS ? max_parts :
		    PBEM_MAX_MIME_PARTS,
	};
	struct mailmime *mm = NULL;
	const struct mailmime *body, *child, *plain = NULL;
	clistiter *it;
	size_t idx = 0;
	int parts = 0, rc = PBEM_OK, html = 0;

	memset(m, 0, sizeof *m);
	if (mailmime_parse(raw, len, &idx, &mm) != MAILIMF_NO_ERROR ||
	    mm == NULL) {
		m->kind = MIME_MALFORMED;
		snprintf(m->detail, sizeof m->detail, "the mail could not be "
		    "parsed as MIME");
		return PBEM_OK;
	}
	if (mm->mm_type == MAILMIME_MESSAGE) {
		read_headers(mm->mm_data.mm_message.mm_fields, m);
		body = mm->mm_data.mm_message.mm_msg_mime;
	} else
		body = mm;
	if (body == NULL) {
		m->kind = MIME_UNSIGNED;
		goto out;
	}
	if (!mime_within_limits(mm, 0, &parts, &lim)) {
		m->kind = MIME_MALFORMED;
		snprintf(m->detail, sizeof m->detail, "the mail nests too deep "
		    "or has too many parts");
		goto out;
	}
	if (body->mm_type == MAILMIME_MULTIPLE &&
	    ct_is(body->mm_content_type, "multipart", "signed")) {
		rc = classify_signed(body, raw, m);
	} else if (body->mm_type == MAILMIME_SINGLE) {
		if (ct_is(body->mm_content_type, "text", "plain"))
			rc = classify_text(body, m);
		else
			m->kind = ct_is(body->mm_content_type, "text", "html") ?
			    MIME_HTML_ONLY : MIME_UNSIGNED;
	} else if (body->mm_type == MAILMIME_MULTIPLE &&
	    ct_is(body->mm_content_type, "multipart", "alternative")) {
		for (it = clist_begin(body->mm_data.mm_multipart.mm_mp_list);
		    it; it = clist_next(it)) {
			child = clist_content(it);
			if (child->mm_type != MAILMIME_SINGLE)
				continue;
			if (ct_is(child->mm_content_type, "text", "plain") &&
			    plain == NULL)
				plain = child;
			if (ct_is(child->mm_content_type, "text", "html"))
				html = 1;
		}
		if (plain)
			rc = classify_text(plain, m);
		else
			m->kind = html ? MIME_HTML_ONLY : MIME_UNSIGNED;
	} else {
		/* multipart/mixed and the rest: a signature may only be the
		 * whole mail, never one part of several. */
		m->kind = body->mm_type == MAILMIME_MULTIPLE &&
		    has_signed_inside(body, 0) ? MIME_NOT_TOPLEVEL :
		    MIME_UNSIGNED;
		if (m->kind == MIME_NOT_TOPLEVEL)
			snprintf(m->detail, sizeof m->detail, "the signed sheet "
			    "is only one part of the mail");
	}
out:
	mailmime_free(mm);
	return rc;
}
