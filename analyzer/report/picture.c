/*
 * picture.c - a request drawn as SVG (picture.h).  The cells carry
 * data-bank, data-wavefront and data-lane (or data-sector and data-used)
 * so that a test, or a page's script, can read the picture back.
 */
#include "picture.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

/* Text into SVG or HTML, escaped. */
static void put_text(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '<')
			fputs("&lt;", f);
		else if (*s == '>')
			fputs("&gt;", f);
		else if (*s == '&')
			fputs("&amp;", f);
		else if (*s == '"')
			fputs("&quot;", f);
		else
			fputc(*s, f);
	}
}

/* ldmatrix and stmatrix: matrix m is a phase of lanes 8m to 8m + 7. */
static void place_matrices(struct picture_banks *p, const struct sim_worst *w, unsigned matrices,
			   const struct hw *hw)
{
	unsigned m, i, j, b;
	int base = 0;

	for (m = 0; m < matrices && m < 4; m++) {
		int64_t rows[8];
		int group_of[8], nth[8], in_group[8] = { 0 }, nrows = 0, depth = 0;
		for (i = 8 * m; i < 8 * m + 8; i++) {
			int64_t row = w->addr[i] - (w->addr[i] % 16 + 16) % 16;
			int k;
			if (!(w->mask >> i & 1))
				continue;
			for (j = 0; j < (unsigned)nrows && rows[j] != row; j++)
				;
			if (j == (unsigned)nrows) {
				rows[nrows] = row;
				group_of[nrows] = (int)hw_bank_of(hw, row) / 4;
				nth[nrows] = in_group[group_of[nrows]]++;
				if (nth[nrows] + 1 > depth)
					depth = nth[nrows] + 1;
				nrows++;
			}
			k = base + nth[j];
			if (k >= PICTURE_MAX_WAVEFRONTS)
				continue;
			for (b = 4 * (unsigned)group_of[j]; b < 4 * (unsigned)group_of[j] + 4; b++) {
				if (p->cell[k][b] < 0)
					p->cell[k][b] = (int)i;
				else
					p->shared[k][b] = 1;
				if (in_group[group_of[j]] > 1)
					p->conflict[b] = 1;
			}
		}
		base += depth;
	}
	p->wavefronts = base < PICTURE_MAX_WAVEFRONTS ? base : PICTURE_MAX_WAVEFRONTS;
}

void picture_thread_of(const struct launch *l, unsigned warp, int lane, unsigned t[3])
{
	uint64_t id = (uint64_t)warp * 32 + (uint64_t)lane;

	t[0] = (unsigned)(id % l->block[0]);
	t[1] = (unsigned)(id / l->block[0] % l->block[1]);
	t[2] = (unsigned)(id / ((uint64_t)l->block[0] * l->block[1]));
}

void picture_place(struct picture_banks *p, const struct sim_worst *w,
		   const struct ir_access *acc, const struct hw *hw)
{
	unsigned bytes = acc->bytes;
	int atomic = acc->op == OP_ATOMIC;
	int wi = hw_width_index(bytes), lanes_per_phase = wi < 0 ? 32 : (int)hw->phase_lanes[wi];
	int words = bytes > hw->bank_bytes ? (int)(bytes / hw->bank_bytes) : 1;
	int base = 0, lane0, i, j;

	memset(p, 0, sizeof(*p));
	memset(p->cell, -1, sizeof(p->cell));
	if (acc->matrices) {
		place_matrices(p, w, acc->matrices, hw);
		return;
	}
	for (lane0 = 0; lane0 < 32; lane0 += lanes_per_phase) {
		int64_t seen[32][PICTURE_MAX_WAVEFRONTS];
		int nseen[32] = { 0 }, depth = 0;
		for (i = lane0; i < lane0 + lanes_per_phase && i < 32; i++) {
			if (!(w->mask >> i & 1))
				continue;
			for (j = 0; j < words; j++) {
				int64_t word = hw_word_of(hw, w->addr[i]) + j;
				int bank = (int)hw_bank_of_word(hw, word), k;
				for (k = 0; k < nseen[bank] && !(seen[bank][k] == word && !atomic); k++)
					;
				if (k == nseen[bank] && nseen[bank] < PICTURE_MAX_WAVEFRONTS)
					seen[bank][nseen[bank]++] = word;
				if (base + k >= PICTURE_MAX_WAVEFRONTS)
					continue;
				if (p->cell[base + k][bank] < 0)
					p->cell[base + k][bank] = i;
				else
					p->shared[base + k][bank] = 1;
				if (k + 1 > depth)
					depth = k + 1;
				if (nseen[bank] > 1)
					p->conflict[bank] = 1;
			}
		}
		base += depth;
	}
	p->wavefronts = base < PICTURE_MAX_WAVEFRONTS ? base : PICTURE_MAX_WAVEFRONTS;
}

void picture_svg_banks(FILE *f, const char *title, const struct picture_banks *p)
{
	int cw = 26, ch = 22, left = 90, top = 70, b, r;
	int width = left + 32 * cw + 20, height = top + p->wavefronts * ch + 70;

	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "font-family=\"sans-serif\" font-size=\"11\">\n", width, height);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"10\" y=\"22\" font-size=\"14\">");
	put_text(f, title);
	fprintf(f, "</text>\n");
	fprintf(f, "<text x=\"10\" y=\"%d\">bank</text>\n", top - 8);
	for (b = 0; b < 32; b++)
		fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>\n",
			left + b * cw + cw / 2, top - 8, b);
	for (r = 0; r < p->wavefronts; r++) {
		fprintf(f, "<text x=\"10\" y=\"%d\">wavefront %d</text>\n",
			top + r * ch + 15, r + 1);
		for (b = 0; b < 32; b++) {
			int lane = p->cell[r][b];
			const char *fill = lane < 0 ? "#f4f4f4" : p->conflict[b] ? "#f4a582" : "#92c5de";
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				   "stroke=\"white\" data-bank=\"%d\" data-wavefront=\"%d\" data-lane=\"%d\"/>\n",
				left + b * cw, top + r * ch, cw, ch, fill, b, r + 1, lane);
			if (lane >= 0)
				fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d%s</text>\n",
					left + b * cw + cw / 2, top + r * ch + 15, lane,
					p->shared[r][b] ? "+" : "");
		}
	}
	r = top + p->wavefronts * ch + 25;
	fprintf(f, "<rect x=\"10\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#92c5de\"/>"
		   "<text x=\"30\" y=\"%d\">a lane's word, no other word in its bank</text>\n", r, r + 11);
	fprintf(f, "<rect x=\"300\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#f4a582\"/>"
		   "<text x=\"320\" y=\"%d\">bank conflict: the bank serves several words, one wavefront each</text>\n",
		r, r + 11);
	fprintf(f, "<text x=\"10\" y=\"%d\">n+: lane n and others read the same word (served together)</text>\n",
		r + 32);
	fprintf(f, "</svg>\n");
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

void picture_sectors_of(struct picture_sectors *p, const struct sim_worst *w, unsigned bytes,
			const struct hw *hw)
{
	int64_t all[32 * PICTURE_MAX_SECTORS_A_LANE];
	int n = 0, lane, r, i;

	memset(p, 0, sizeof(*p));
	for (lane = 0; lane < 32; lane++) {
		int64_t s, lo, hi;
		if (!(w->mask >> lane & 1))
			continue;
		lo = cint_floor_div(w->addr[lane], hw->sector_bytes);
		hi = cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes);
		for (s = lo; s <= hi && s - lo < PICTURE_MAX_SECTORS_A_LANE; s++)
			all[n++] = s;
	}
	qsort(all, (size_t)n, sizeof(*all), cmp_i64);
	for (i = 0; i < n && p->rows < PICTURE_MAX_SECTORS; i++) {
		struct picture_sector *row;
		if (i > 0 && all[i] == all[i - 1])
			continue;
		row = &p->row[p->rows++];
		row->sector = all[i] - all[0];
		for (lane = 0; lane < 32; lane++) {
			int touched = 0;
			if (!(w->mask >> lane & 1))
				continue;
			for (r = 0; r < (int)bytes; r++) {
				int64_t byte = w->addr[lane] + r;
				if (cint_floor_div(byte, hw->sector_bytes) == all[i] &&
				    byte - all[i] * hw->sector_bytes < 64) {
					row->used |= 1ull << (byte - all[i] * hw->sector_bytes);
					touched = 1;
				}
			}
			if (touched)
				row->lanes |= 1u << lane;
		}
	}
	p->bytes = hw->sector_bytes < 64 ? (int)hw->sector_bytes : 64;
}

void picture_svg_sectors(FILE *f, const char *title, const struct sim_worst *w, unsigned bytes,
			 const struct hw *hw)
{
	struct picture_sectors *p = xcalloc(1, sizeof(*p));
	int row, left = 150, top = 50, cw = 6, ch = 18, i, lane;

	picture_sectors_of(p, w, bytes, hw);
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "font-family=\"sans-serif\" font-size=\"11\">\n",
		left + 32 * cw + 260, top + p->rows * ch + 60);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"10\" y=\"22\" font-size=\"14\">");
	put_text(f, title);
	fprintf(f, "</text>\n");
	for (row = 0; row < p->rows; row++) {
		const struct picture_sector *s = &p->row[row];
		const char *sep = "";
		fprintf(f, "<text x=\"10\" y=\"%d\">sector %+lld</text>\n", top + row * ch + 13,
			(long long)s->sector);
		for (i = 0; i < p->bytes; i++) {
			int used = (int)(s->used >> i & 1);
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				   "stroke=\"white\" data-sector=\"%d\" data-used=\"%d\"/>\n",
				left + i * cw, top + row * ch, cw, ch - 2,
				used ? "#4393c3" : "#e0e0e0", row, used);
		}
		fprintf(f, "<text x=\"%d\" y=\"%d\">lanes ", left + 32 * cw + 10, top + row * ch + 13);
		for (lane = 0; lane < 32; lane++)
			if (s->lanes >> lane & 1) {
				fprintf(f, "%s%d", sep, lane);
				sep = " ";
			}
		fprintf(f, "</text>\n");
	}
	fprintf(f, "<rect x=\"10\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#4393c3\"/>"
		   "<text x=\"30\" y=\"%d\">a byte a lane asked for</text>\n",
		top + row * ch + 20, top + row * ch + 31);
	fprintf(f, "<rect x=\"200\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#e0e0e0\"/>"
		   "<text x=\"220\" y=\"%d\">a byte moved with its sector but not used</text>\n",
		top + row * ch + 20, top + row * ch + 31);
	fprintf(f, "</svg>\n");
	free(p);
}

int picture_svg(FILE *f, const char *title, const struct ir_access *acc,
		const struct sim_worst *w, const struct hw *hw)
{
	if (acc->space == SPACE_LOCAL) {
		/* where each lane's first word is in the warp's slice of
		 * local memory */
		struct sim_worst slice = *w;
		int lane;

		if (acc->bytes > 4)
			return -1;
		for (lane = 0; lane < 32; lane++)
			slice.addr[lane] = lmem_slice_addr(w->addr[lane], lane);
		picture_svg_sectors(f, title, &slice, acc->bytes, hw);
	} else if (acc->space == SPACE_SHARED) {
		struct picture_banks *p = xcalloc(1, sizeof(*p));

		picture_place(p, w, acc, hw);
		picture_svg_banks(f, title, p);
		free(p);
	} else {
		picture_svg_sectors(f, title, w, acc->bytes, hw);
	}
	return 0;
}
