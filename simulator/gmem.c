/*
 * gmem.c - sectors of one global-memory request.
 *
 * A request touches every sector that holds a byte an active lane
 * accesses.  Sorting the lanes' start addresses lets one pass count the
 * distinct sectors and the distinct bytes (the union of the lanes' byte
 * ranges); the ideal is that many bytes packed into whole sectors, so a
 * broadcast of one float is ideal at one sector and 32 floats at four
 * (global rules 1 and 2 of HARDWARE.md beside this file).
 */
#include <string.h>

#include "cint.h"
#include "gmem.h"

#include "bug.h"

/*
 * Units of `unit` bytes that [lo, hi) covers beyond *last, the highest
 * unit counted so far (none yet unless `have`); moves *last up.  Ranges
 * come in order of lo.
 */
static unsigned new_units(int64_t lo, int64_t hi, int64_t unit, int have, int64_t *last)
{
	int64_t u0 = cint_floor_div(lo, unit), u1 = cint_floor_div(hi - 1, unit);
	unsigned n = 0;

	if (have && u0 <= *last)
		u0 = *last + 1;
	if (u1 >= u0)
		n = (unsigned)(u1 - u0 + 1);
	if (!have || u1 > *last)
		*last = u1;
	return n;
}

void gmem_request(struct gmem_cost *out, const struct hw *hw,
		  const int64_t addr[32], uint32_t mask, unsigned bytes)
{
	int64_t start[32];
	int64_t last_sector = 0, covered_to = 0, last_line = 0;
	unsigned n = 0, i, sectors = 0, lines = 0;
	uint64_t used = 0;
	int have = 0;

	out->sectors = out->ideal = out->bytes_used = out->lines = 0;
	if (!mask)
		return;
	if (bytes == 0 || bytes > 16)
		BUG("global access of %u bytes", bytes);
	for (i = 0; i < 32; i++)
		if (mask >> i & 1)
			start[n++] = addr[i];
	/* insertion sort; lanes are usually in address order already */
	for (i = 1; i < n; i++) {
		int64_t x = start[i];
		unsigned j;
		for (j = i; j > 0 && start[j - 1] > x; j--)
			start[j] = start[j - 1];
		start[j] = x;
	}
	for (i = 0; i < n; i++) {
		int64_t lo = start[i], hi = start[i] + bytes;   /* [lo, hi) */

		sectors += new_units(lo, hi, hw->sector_bytes, have, &last_sector);
		lines += new_units(lo, hi, hw->line_bytes, have, &last_line);   /* L1's tags */
		if (!have || lo >= covered_to)
			used += (uint64_t)(hi - lo);
		else if (hi > covered_to)
			used += (uint64_t)(hi - covered_to);
		if (!have || hi > covered_to)
			covered_to = hi;
		have = 1;
	}
	out->sectors = sectors;
	out->lines = lines;
	out->bytes_used = (unsigned)used;
	out->ideal = (unsigned)((used + hw->sector_bytes - 1) / hw->sector_bytes);
}

#define BULK_PIECE 128

/* the sectors of one row of `bytes` at `at`, counted a piece at a time */
static unsigned bulk_row(int64_t at, unsigned bytes, int64_t sector)
{
	int64_t end = at + (int64_t)bytes, piece;
	unsigned sectors = 0;

	for (; at < end; at = piece) {
		int64_t first, last;
		piece = at + BULK_PIECE < end ? at + BULK_PIECE : end;
		first = at >= 0 ? at / sector : -((-at + sector - 1) / sector);
		last = (piece - 1) >= 0 ? (piece - 1) / sector
					: -((-(piece - 1) + sector - 1) / sector);
		sectors += (unsigned)(last - first + 1);
	}
	return sectors;
}

void gmem_bulk(struct gmem_cost *out, const struct hw *hw,
	       const int64_t addr[32], uint32_t mask, unsigned bytes,
	       const struct ir_bulk_box *box)
{
	int64_t sector = hw->sector_bytes;
	uint64_t rows = 1;
	int lane, d;

	memset(out, 0, sizeof(*out));
	for (d = 0; box && d < box->dims; d++)
		rows *= box->count[d] ? box->count[d] : 1;
	for (lane = 0; lane < 32; lane++) {
		uint64_t r;
		if (!(mask >> lane & 1))
			continue;
		for (r = 0; r < rows; r++) {
			/* row r's offset: its index along each dimension */
			int64_t at = addr[lane];
			uint64_t rest = r;
			for (d = 0; box && d < box->dims; d++) {
				uint64_t n = box->count[d] ? box->count[d] : 1;
				at += (int64_t)(rest % n) * box->stride[d];
				rest /= n;
			}
			out->sectors += bulk_row(at, bytes, sector);
		}
		out->ideal += (unsigned)(rows * ((bytes + sector - 1) / sector));
		out->bytes_used += (unsigned)(rows * bytes);
		out->lines += (unsigned)(rows * ((bytes + BULK_PIECE - 1) / BULK_PIECE));
	}
}
