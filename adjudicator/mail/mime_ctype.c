/* Content-Type values that other mail readers accept and libetpan does
 * not: a type without subtype, RFC 2231 parameters (libetpan keeps
 * "boundary*0*" as an unknown parameter, so the multipart has no
 * boundary and no parts), and an empty parameter ("multipart/mixed;;
 * boundary=b": libetpan stops at it and loses the boundary). */
#include "adjudicator/mail/mime_int.h"
#include "adjudicator/base/err.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The parameters whose RFC 2231 form is decoded: the two that change
 * how the body is read. Others (name*, filename*) stay as they are. */
static const char *const decoded[] = { "boundary", "charset" };
#define NDEC (sizeof decoded / sizeof decoded[0])
/* A decoded boundary or charset longer than this is refused (RFC 2046
 * allows 70 bytes of boundary). */
#define MAX_DECODED 200

struct param {
	const char *seg; /* the whole "name=value", trimmed */
	size_t slen;
	const char *name;
	size_t nlen;
	const char *val; /* value without quotes; escapes still in */
	size_t vlen;
	int quoted;
};

static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Reads the parameter starting at v[*i] (after a ';'); moves *i past the
 * next ';' outside quotes. Returns 0 at the end of the value. */
static int next_param(const char *v, size_t n, size_t *i, struct param *p)
{
	size_t k = *i;
	while (k < n && (blank(v[k]) || v[k] == ';'))
		k++;
	if (k >= n)
		return 0;
	size_t st = k;
	int inq = 0;
	for (; k < n && (inq || v[k] != ';'); k++) {
		if (inq && v[k] == '\\' && k + 1 < n)
			k++;
		else if (v[k] == '"')
			inq = !inq;
	}
	*i = k;
	size_t end = k;
	while (end > st && blank(v[end - 1]))
		end--;
	memset(p, 0, sizeof *p);
	p->seg = v + st;
	p->slen = end - st;
	const char *eq = memchr(p->seg, '=', p->slen);
	size_t nl = eq ? (size_t)(eq - p->seg) : p->slen;
	while (nl > 0 && blank(p->seg[nl - 1]))
		nl--;
	p->name = p->seg;
	p->nlen = nl;
	/* No '=': an empty value, never a null one. */
	p->val = p->seg + p->slen;
	if (!eq)
		return 1;
	const char *a = eq + 1, *z = v + end;
	while (a < z && blank(*a))
		a++;
	if (a < z && *a == '"') {
		p->quoted = 1;
		a++;
		if (z > a && z[-1] == '"')
			z--;
	}
	p->val = a;
	p->vlen = (size_t)(z - a);
	return 1;
}

/* Which decoded[] name an RFC 2231 parameter name ("boundary*1*") is
 * for; fills its section number and whether it is %-encoded. -1 when the
 * name is not one of them or not in RFC 2231 form. */
static int section_of(const struct param *p, long *idx, int *enc)
{
	const char *star = memchr(p->name, '*', p->nlen);
	if (!star)
		return -1;
	size_t bl = (size_t)(star - p->name);
	int which = -1;
	for (size_t k = 0; k < NDEC; k++)
		if (bl == strlen(decoded[k]) && !strncasecmp(p->name, decoded[k], bl))
			which = (int)k;
	const char *s = star + 1, *e = p->name + p->nlen;
	*idx = 0;
	*enc = 0;
	if (s < e && *s >= '0' && *s <= '9') {
		for (; s < e && *s >= '0' && *s <= '9'; s++)
			*idx = *idx < 100000 ? *idx * 10 + (*s - '0') : *idx;
		if (s < e && *s == '*') {
			*enc = 1;
			s++;
		}
	} else {
		*enc = 1; /* "name*": one encoded section */
	}
	return s == e ? which : -1;
}

static int hexv(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = (char)(c | 0x20);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Appends the value of one section: %XX undone when encoded (after the
 * "charset'language'" prefix of section 0), quoting undone otherwise.
 * Returns 0 when an encoded first section lacks its prefix. */
static int add_section(sbuf *o, const struct param *p, long idx, int enc)
{
	const char *s = p->val, *e = p->val + p->vlen;
	if (enc && idx == 0) {
		const char *q1 = memchr(s, '\'', p->vlen);
		const char *q2 = q1 ? memchr(q1 + 1, '\'', (size_t)(e - q1 - 1)) : NULL;
		if (!q2)
			return 0;
		s = q2 + 1;
	}
	for (; s < e; s++) {
		if (enc && *s == '%' && e - s >= 3 && hexv(s[1]) >= 0 && hexv(s[2]) >= 0) {
			sbuf_putc(o, (char)(hexv(s[1]) << 4 | hexv(s[2])));
			s += 2;
		} else if (!enc && p->quoted && *s == '\\' && s + 1 < e) {
			sbuf_putc(o, *++s);
		} else {
			sbuf_putc(o, *s);
		}
	}
	return 1;
}

/* A decoded value fit to be written back quoted: printable ASCII without
 * quotes or backslashes, as boundaries and charset names are. */
static int plain_value(const sbuf *b)
{
	if (b->len == 0 || b->len > MAX_DECODED)
		return 0;
	for (size_t i = 0; i < b->len; i++) {
		unsigned char c = (unsigned char)b->s[i];
		if (c < 0x20 || c > 0x7E || c == '"' || c == '\\')
			return 0;
	}
	return 1;
}

/* Joins the sections of decoded[which] in number order, stopping at the
 * first missing one (RFC 2231 3). ps holds np parameters. Each section is
 * placed in a slot by its number once, so the work is linear. */
static int join_sections(sbuf *o, const struct param *ps, size_t np, int which)
{
	size_t ns = 0;
	for (size_t i = 0; i < np; i++) {
		long idx;
		int enc;
		ns += section_of(&ps[i], &idx, &enc) == which;
	}
	if (!ns)
		return 0;
	const struct param **slot = xcalloc(ns, sizeof *slot);
	int *slot_enc = xcalloc(ns, sizeof *slot_enc);
	for (size_t i = 0; i < np; i++) {
		long idx;
		int enc;
		if (section_of(&ps[i], &idx, &enc) == which && (size_t)idx < ns && !slot[idx]) {
			slot[idx] = &ps[i];
			slot_enc[idx] = enc;
		}
	}
	int ok = slot[0] != NULL;
	for (size_t k = 0; ok && k < ns && slot[k] && o->len <= MAX_DECODED; k++)
		ok = add_section(o, slot[k], (long)k, slot_enc[k]);
	free(slot);
	free(slot_enc);
	return ok && plain_value(o);
}

/* Appends s with folding turned into spaces. */
static void add_unfolded(sbuf *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		sbuf_putc(o, blank(s[i]) ? ' ' : s[i]);
}

/* Two ';' with only blanks between them, outside quotes. */
static int empty_param(const char *v, size_t n)
{
	int after = 0, inq = 0;
	for (size_t i = 0; i < n; i++) {
		if (inq) {
			if (v[i] == '\\' && i + 1 < n)
				i++;
			else if (v[i] == '"')
				inq = 0;
		} else if (v[i] == ';') {
			if (after)
				return 1;
			after = 1;
		} else if (v[i] == '"') {
			inq = 1;
			after = 0;
		} else if (!blank(v[i])) {
			after = 0;
		}
	}
	return 0;
}

int mime_ct_normalize(sbuf *out, const char *v, size_t n)
{
	sbuf_reset(out);
	size_t i = 0;
	while (i < n && blank(v[i]))
		i++;
	size_t ts = i;
	while (i < n && v[i] != ';')
		i++;
	size_t te = i;
	while (te > ts && blank(v[te - 1]))
		te--;
	int changed = te - ts == 4 && !strncasecmp(v + ts, "text", 4);
	if (changed)
		sbuf_puts(out, "text/plain");
	else
		add_unfolded(out, v + ts, te - ts);

	changed |= empty_param(v + te, n - te);
	size_t np = 0, cap = 0;
	struct param *ps = NULL;
	struct param p;
	while (next_param(v, n, &i, &p)) {
		if (np == cap)
			ps = xrealloc(ps, (cap = cap ? cap * 2 : 8) * sizeof *ps);
		ps[np++] = p;
	}
	sbuf val[NDEC];
	int have[NDEC], done[NDEC] = { 0 };
	for (size_t k = 0; k < NDEC; k++) {
		sbuf_init(&val[k]);
		have[k] = join_sections(&val[k], ps, np, (int)k);
		changed |= have[k];
	}
	for (size_t j = 0; changed && j < np; j++) {
		long idx;
		int enc, w = section_of(&ps[j], &idx, &enc);
		for (size_t k = 0; w < 0 && k < NDEC; k++)
			if (have[k] && ps[j].nlen == strlen(decoded[k]) &&
			    !strncasecmp(ps[j].name, decoded[k], ps[j].nlen))
				w = (int)k + (int)NDEC; /* plain form, replaced */
		if (w >= 0 && w < (int)NDEC && have[w] && !done[w]) {
			sbuf_printf(out, "; %s=\"%s\"", decoded[w], sbuf_str(&val[w]));
			done[w] = 1;
		} else if (w < 0 || (w < (int)NDEC && !have[w])) {
			sbuf_puts(out, "; ");
			add_unfolded(out, ps[j].seg, ps[j].slen);
		}
	}
	for (size_t k = 0; k < NDEC; k++)
		sbuf_free(&val[k]);
	free(ps);
	if (!changed)
		sbuf_reset(out);
	return changed;
}
