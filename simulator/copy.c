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
 *	16 bytes: the same where the lanes' shared and global offsets keep
 *	one distance (equal strides: stride 1, 4 wavefronts; 2, 8; 4, 16),
 *	and a wavefront a lane where they do not (shared stride 2 against
 *	global stride 1, and the reverse: 32).  Not modelled: a 16-byte run
 *	that starts off a 128-byte boundary on either side costs more than
 *	this gives (shifted by 16 bytes on both sides, 6 where 4; on one,
 *	12; shared 32 bytes on, 8).
 *
 * The data would arrive from the global side 128 bytes at a time from
 * the first lane's address, which the spans say; why a 16-byte copy
 * whose layouts differ goes a lane at a time is not known.
 */
#include "copy.h"

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

/* Do the lanes' global and shared offsets keep one distance? */
static int same_layout(const int64_t src[32], const int64_t dst[32], uint32_t mask)
{
	int64_t d = 0;
	int first = 1, i;

	for (i = 0; i < 32; i++) {
		if (!(mask >> i & 1))
			continue;
		if (first)
			d = src[i] - dst[i];
		else if (src[i] - dst[i] != d)
			return 0;
		first = 0;
	}
	return 1;
}

unsigned copy_wavefronts(const struct hw *hw, const int64_t src[32], const int64_t dst[32],
			 uint32_t mask, unsigned bytes)
{
	struct smem_cost store;
	unsigned spans;

	if (!mask)
		return 0;
	if (bytes == 16 && !same_layout(src, dst, mask))
		return (unsigned)__builtin_popcount(mask);
	smem_request(&store, hw, dst, mask, bytes, 0);
	spans = global_spans(src, mask);
	return store.wavefronts > spans ? store.wavefronts : spans;
}
