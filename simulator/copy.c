/*
 * copy.c - an asynchronous copy's shared side (copy.h).
 *
 * An LDGSTS reads global memory and writes shared memory in one
 * instruction.  Nsight Compute counts its global side with the global
 * loads (the front end makes that a load) and its shared side apart,
 * in smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.
 * Measured on the H200 (kernels/async_copy.cu, 2026-11-30; HARDWARE.md
 * global rule 6), per request:
 *
 *	4 and 8 bytes: the larger of the wavefronts a store of the same
 *	lanes would take (shared rule 3) and the 128-byte spans the global
 *	side touches, counted from its lowest lane's address (not from the
 *	lines of memory): 4 bytes at shared stride 32, 32 (the store); at
 *	global stride 32, 32 (the spans); 8 bytes at global stride 4 (32
 *	bytes a lane), 8 spans where the store takes 2: 8; a run of 32
 *	words starting 4 or 32 bytes into a line, 1, not the 2 lines it
 *	touches (h200-2026-11-30-atom2);
 *
 *	16 bytes (LDGSTS.BYPASS.128): each half-warp apart, its lanes in
 *	groups that read one global 128-byte line, write one shared
 *	128-byte row, and keep one distance between the two modulo 128
 *	bytes; a group is a wavefront when that distance is a whole number
 *	of 32-byte sectors, and a wavefront for every 4 lanes when it is
 *	16 bytes off one (copy16_wavefronts).  It gives every 16-byte count
 *	measured: equal strides 1, 2, 4: 4, 8, 16; strides that differ, a
 *	lane each (32); a run shifted 16 bytes on both sides, 6 (the line
 *	that holds lanes 15 and 16 taken once by each half); on one side,
 *	12; shared 32 bytes on, 8 (h200-2026-11-30-atom2).
 *
 * The data would arrive from the global side 128 bytes at a time, in
 * windows from the first lane's address for the cached 4- and 8-byte
 * copies and in lines of memory for the 16-byte ones that bypass L1;
 * a line written into a shared row at a shift that splits its sectors
 * taking two passes is a reading, not a measurement.
 */
#include "copy.h"

#include "cint.h"
#include "smem.h"

#include <stdint.h>

/* The 128-byte spans, from the lowest lane's address, that src[] touches. */
static unsigned global_spans(const int64_t src[32], uint32_t mask)
{
	int64_t span[32], low = INT64_MAX;
	unsigned n = 0, i, j;

	for (i = 0; i < 32; i++)
		if ((mask >> i & 1) && src[i] < low)
			low = src[i];
	for (i = 0; i < 32; i++) {
		int64_t l;
		int seen = 0;
		if (!(mask >> i & 1))
			continue;
		l = (src[i] - low) / 128;
		for (j = 0; j < n && !seen; j++)
			seen = span[j] == l;
		if (!seen)
			span[n++] = l;
	}
	return n;
}

/*
 * A 16-byte copy's wavefronts: over each half-warp, the groups of lanes
 * alike in global line, shared row and distance modulo 128 bytes; one a
 * group whose distance is a multiple of 32, one for every 4 lanes else.
 */
static unsigned copy16_wavefronts(const int64_t src[32], const int64_t dst[32], uint32_t mask)
{
	unsigned n = 0, half;

	for (half = 0; half < 32; half += 16) {
		uint32_t left = mask & (0xffffu << half);

		while (left) {
			int i = __builtin_ctz(left), j;
			int64_t line = cint_floor_div(src[i], 128), row = cint_floor_div(dst[i], 128);
			int64_t d = (dst[i] - src[i]) - 128 * cint_floor_div(dst[i] - src[i], 128);
			unsigned lanes = 0;

			for (j = i; j < (int)half + 16; j++) {
				if (!(left >> j & 1) || cint_floor_div(src[j], 128) != line ||
				    cint_floor_div(dst[j], 128) != row ||
				    (dst[j] - src[j]) - 128 * cint_floor_div(dst[j] - src[j], 128) != d)
					continue;
				left &= ~(1u << j);
				lanes++;
			}
			n += d % 32 == 0 ? 1 : (lanes + 3) / 4;
		}
	}
	return n;
}

unsigned copy_wavefronts(const struct hw *hw, const int64_t src[32], const int64_t dst[32],
			 uint32_t mask, unsigned bytes)
{
	struct smem_cost store;
	unsigned spans;

	if (!mask)
		return 0;
	if (bytes == 16)
		return copy16_wavefronts(src, dst, mask);
	smem_request(&store, hw, dst, mask, bytes, 0);
	spans = global_spans(src, mask);
	return store.wavefronts > spans ? store.wavefronts : spans;
}

/*
 * A 16-byte copy's global sectors, as Nsight Compute counts them
 * (l1tex__t_sectors_pipe_lsu_mem_global_op_ld): the (shared 32-byte
 * sector, global 128-byte line) pairs its lanes touch.  Measured, all 12
 * 16-byte variants of h200-2026-11-30-atom2: shared strides 1, 2, 4
 * against global 1, 2, 4, 16 or 32 a request as the shared side's
 * sectors; a run shifted 16 bytes on both sides, 17; on one, 20, the 4
 * shared sectors whose two lanes read two lines counted twice.
 */
unsigned copy_sectors(const int64_t src[32], const int64_t dst[32], uint32_t mask)
{
	int64_t sec[32], line[32];
	unsigned n = 0, i, j;

	for (i = 0; i < 32; i++) {
		int64_t s, l;
		int seen = 0;
		if (!(mask >> i & 1))
			continue;
		s = cint_floor_div(dst[i], 32);
		l = cint_floor_div(src[i], 128);
		for (j = 0; j < n && !seen; j++)
			seen = sec[j] == s && line[j] == l;
		if (!seen) {
			sec[n] = s;
			line[n++] = l;
		}
	}
	return n;
}
