/* Κρατος's board: reading, checking and generating (see kr_board.h). */
#include "games/kratos/kr_board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/kit/kit_lines.h"
#include "games/kit/kit_map.h"

void kr_cell_name(int cell, char *buf)
{
	unsigned c = (unsigned)cell % KR_W, r = (unsigned)cell / KR_W % KR_H + 1;
	buf[0] = (char)('a' + c);
	buf[1] = (char)(r >= 10 ? '0' + r / 10 : '0' + r);
	buf[2] = r >= 10 ? (char)('0' + r % 10) : 0;
	buf[3] = 0;
}

int kr_cell_parse(const char *s)
{
	char c = s[0];
	if (c >= 'A' && c <= 'Z')
		c = (char)(c - 'A' + 'a');
	if (c < 'a' || c >= 'a' + KR_W || s[1] < '1' || s[1] > '9')
		return -1;
	int row = s[1] - '0';
	if (s[2]) {
		if (s[2] < '0' || s[2] > '9' || s[3])
			return -1;
		row = row * 10 + s[2] - '0';
	}
	if (row > KR_H)
		return -1;
	return kr_cell(c - 'a', row - 1);
}

int kr_cell_dist(int a, int b)
{
	int dc = abs(a % KR_W - b % KR_W), dr = abs(a / KR_W - b / KR_W);
	return dc > dr ? dc : dr;
}

int kr_place_dist(const kr_board *b, int pa, int pb)
{
	if (pa == pb)
		return 0;
	int ca[4], cb[4], na = 0, nb = 0;
	for (int k = 0; k < 2; k++) {
		int p = k ? pb : pa, *c = k ? cb : ca, *n = k ? &nb : &na;
		if (p >= 0) {
			c[(*n)++] = p;
		} else {
			int i = -1 - p;
			for (int d = 0; d < 4; d++)
				c[(*n)++] = kr_cell(b->col[i] + d % 2, b->row[i] + d / 2);
		}
	}
	int best = 1 << 20;
	for (int i = 0; i < na; i++)
		for (int j = 0; j < nb; j++) {
			int d = kr_cell_dist(ca[i], cb[j]);
			if (d < best)
				best = d;
		}
	return best;
}

const char *kr_board_check(kr_board *b)
{
	static char why[128];
	signed char area[KR_NCELL]; /* the island whose area holds the cell */
	memset(area, -1, sizeof area);
	memset(b->at, -1, sizeof b->at);
	for (int i = 0; i < KR_NISLAND; i++) {
		char at[4];
		if (b->col[i] < 0 || b->row[i] < 0 || b->col[i] + 1 >= KR_W || b->row[i] + 1 >= KR_H) {
			snprintf(why, sizeof why, "island %c is not inside the 20x26 board (its 2x2 cells from its north-west one)",
				'A' + i);
			return why;
		}
		kr_cell_name(kr_cell(b->col[i], b->row[i]), at);
		for (int c = b->col[i] - 1; c <= b->col[i] + 2; c++)
			for (int r = b->row[i] - 1; r <= b->row[i] + 2; r++) {
				if (c < 0 || r < 0 || c >= KR_W || r >= KR_H)
					continue;
				if (area[kr_cell(c, r)] >= 0) {
					snprintf(why, sizeof why, "island %c at %s: its area overlaps island %c's (rule 7)", 'A' + i, at,
						'A' + area[kr_cell(c, r)]);
					return why;
				}
				area[kr_cell(c, r)] = (signed char)i;
				if (c >= b->col[i] && c <= b->col[i] + 1 && r >= b->row[i] && r <= b->row[i] + 1)
					b->at[kr_cell(c, r)] = (signed char)i;
			}
	}
	return NULL;
}

int kr_board_cells(const char *list, kr_board *b, es_err *e)
{
	memset(b, 0, sizeof *b);
	int n = 0;
	for (const char *p = list; *p;) {
		const char *q = strchr(p, ',');
		size_t len = q ? (size_t)(q - p) : strlen(p);
		char w[8] = "";
		if (len < sizeof w)
			memcpy(w, p, len), w[len] = 0;
		int cell = len < sizeof w ? kr_cell_parse(w) : -1;
		if (n == KR_NISLAND)
			return es_fail(e, ES_ESYNTAX, "board=: more than 18 islands (rule 7)");
		if (cell < 0)
			return es_fail(e, ES_ESYNTAX, "board=: island %c at '%.*s': not a cell a1..t26", 'A' + n,
				len > 16 ? 16 : (int)len, p);
		b->col[n] = cell % KR_W;
		b->row[n] = cell / KR_W;
		n++;
		p = q ? q + 1 : p + len;
	}
	if (n != KR_NISLAND)
		return es_fail(e, ES_ESYNTAX, "board=: %d islands; rule 7 has 18 (north-west cells, A to R, by commas)", n);
	const char *why = kr_board_check(b);
	if (why)
		return es_fail(e, ES_ESYNTAX, "board=: %s", why);
	return ES_OK;
}

int kr_board_parse(const char *text, kr_board *b, es_err *e)
{
	memset(b, 0, sizeof *b);
	kit_lines r;
	kit_lines_init(&r, text, "kratos.map", 128);
	int rc, size = 0, n = 0;
	while ((rc = kit_lines_next(&r, e)) == 1) {
		char line[48], *w[4];
		snprintf(line, sizeof line, "%.40s", r.buf); /* quoted when refused */
		int nw = kit_split(r.buf, w, 4);
		if (!nw || w[0][0] == '#')
			continue;
		if (nw == 3 && !strcmp(w[0], "size") && !size) {
			if (strcmp(w[1], "20") || strcmp(w[2], "26"))
				return es_fail(e, ES_ESYNTAX, "kratos.map:%d: '%s': the board is 20 26 (rule 7)", r.lineno, line);
			size = 1;
		} else if (nw == 3 && !strcmp(w[0], "island") && n < KR_NISLAND && w[1][0] == 'A' + n && !w[1][1]) {
			int cell = kr_cell_parse(w[2]);
			if (cell < 0)
				return es_fail(e, ES_ESYNTAX, "kratos.map:%d: '%s': bad cell '%s'", r.lineno, line, w[2]);
			b->col[n] = cell % KR_W;
			b->row[n] = cell / KR_W;
			n++;
		} else {
			return es_fail(e, ES_ESYNTAX, "kratos.map:%d: '%s': expected 'size 20 26' or 'island <next letter> <cell>'",
				r.lineno, line);
		}
	}
	if (rc != 0)
		return rc;
	if (!size || n != KR_NISLAND)
		return es_fail(e, ES_ESYNTAX, "kratos.map: a size line and 18 islands are required (rule 7)");
	const char *why = kr_board_check(b);
	if (why)
		return es_fail(e, ES_ESYNTAX, "kratos.map: %s", why);
	return ES_OK;
}

KIT_MAP_GETTER(kr_board, kr_board_classic, KR_MAP_PATH, kr_board_parse)

void kr_board_generate(kr_board *b, dice *d)
{
	for (;;) {
		unsigned char area[KR_NCELL];
		memset(area, 0, sizeof area);
		int i;
		for (i = 0; i < KR_NISLAND; i++) {
			int cand[KR_NCELL], nc = 0;
			for (int c = 0; c + 1 < KR_W; c++)
				for (int r = 0; r + 1 < KR_H; r++) {
					int ok = 1;
					for (int x = c - 1; x <= c + 2 && ok; x++)
						for (int y = r - 1; y <= r + 2 && ok; y++)
							if (x >= 0 && y >= 0 && x < KR_W && y < KR_H && area[kr_cell(x, y)])
								ok = 0;
					if (ok)
						cand[nc++] = kr_cell(c, r);
				}
			if (!nc)
				break;
			int pick = cand[dice_below(d, (uint32_t)nc)];
			b->col[i] = pick % KR_W;
			b->row[i] = pick / KR_W;
			for (int x = b->col[i] - 1; x <= b->col[i] + 2; x++)
				for (int y = b->row[i] - 1; y <= b->row[i] + 2; y++)
					if (x >= 0 && y >= 0 && x < KR_W && y < KR_H)
						area[kr_cell(x, y)] = 1;
		}
		if (i == KR_NISLAND && !kr_board_check(b))
			return;
	}
}
