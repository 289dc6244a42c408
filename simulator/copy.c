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
 *	4 and 8 bytes: the 128-byte spans the global side touches, counted
 *	from its lowest lane's address (not from the lines of memory),
 *	ready one a wavefront in address order, each wavefront writing
 *	what ready lanes still store in one (copy_small_wavefronts):
 *	4 bytes at shared stride 32, 32 (one span, its store); at global
 *	stride 32, 32 (the spans); 8 bytes at global stride 4 (32 bytes a
 *	lane), 8 spans of 4 lanes that store in one: 8; a run of 32 words
 *	starting 4 or 32 bytes into a line, 1, not the 2 lines it touches
 *	(h200-2026-11-30-atom2); a transposed tile's 8 rows of 4 lanes,
 *	the 4 at one bank: 8 + 4 - 1 = 11 (h200-2026-12-01-gemmsteps);
 *
 *	16 bytes (LDGSTS.BYPASS.128): its lanes in groups that read one
 *	global 128-byte line, write one shared 128-byte row and keep one
 *	distance between the two modulo 64 bytes (the two halves of a
 *	global sector that land in one shared sector, in either order,
 *	keep the sector's distance); a group takes one
 *	wavefront, or two where one global 32-byte sector of it holds two
 *	lanes that fall in different 256-byte spans from the lowest lane's
 *	address, or that the distance splits (16 bytes off a whole sector:
 *	copy16_wavefronts).  Every 16-byte count measured, 25
 *	(h200-2026-11-30-atom2, -ldgsts, h200-2026-12-01-run2): equal
 *	strides 1, 2, 4: 4, 8, 16 a request; strides that differ, a lane
 *	each (32); a run shifted 16 bytes on both sides, 6 (lanes 15 and
 *	16 share a sector), 64 bytes on both, 5; 16 bytes on one side, 12
 *	(groups of 7 lanes and of 1), 48 on one, 16 (of 5 and 3); shared
 *	32 bytes on, 8; lanes dealt in another order (lane l copies its
 *	warp's element l + 1 or l + 8), 6, 4, 6: the split is by the
 *	addresses, not by which half-warp a lane is in.  Modulo 64, not
 *	128: rows of 4 lanes (64 bytes) whose chunks a GEMM tile rotates
 *	within the row (h200-2026-12-02-ldgsts-rows, 10 of 10): by 32
 *	bytes, one wavefront a row, the distances 32 and -32 one group; by
 *	16 or 48, two (the sector split); a public HGEMM's permuted tile,
 *	rotations 0, 0, 1, 1, 2, 2, 3, 3 chunks, 12 a request, not 18.
 *	Rows of 8 lanes (128 bytes) XOR-swizzled by 16-byte chunks, one
 *	wavefront a row whatever the key: a public bf16 GEMM's tiles (4 a
 *	request, h200-2026-12-03-learn-cuda), then 10 of 10 variants
 *	predicted before their run (h200-2026-12-03-ldgsts-xor), where the
 *	distance a lane said 2 a row for odd keys.
 *
 * The data would arrive from the global side 128 bytes at a time, in
 * windows from the first lane's address for the cached 4- and 8-byte
 * copies and in lines of memory for the 16-byte ones that bypass L1,
 * 256 bytes from the lowest lane's address apart; that is a reading of
 * the counts, not a measurement.
 */
#include "copy.h"

#include "cint.h"
#include "smem.h"

#include <stdint.h>

/* The lowest address of the lanes in mask. */
static int64_t lowest_lane(const int64_t src[32], uint32_t mask)
{
	int64_t low = INT64_MAX;
	int i;

	for (i = 0; i < 32; i++)
		if ((mask >> i & 1) && src[i] < low)
			low = src[i];
	return low;
}

/* A byte offset modulo m, from 0 to m - 1 for negative offsets too. */
static int64_t mod_of(int64_t a, int64_t m)
{
	return a - m * cint_floor_div(a, m);
}

/*
 * A 16-byte copy's wavefronts: the lanes in groups alike in global line,
 * shared row and distance modulo 64 bytes; a group takes the most
 * passes any global sector of it needs.  Two lanes of one sector need
 * two when they fall in different 256-byte spans counted from the lowest
 * lane's address, or when the distance is 16 bytes off a whole sector
 * (each half of the sector then lands in another shared sector).
 */
static unsigned copy16_wavefronts(const int64_t src[32], const int64_t dst[32], uint32_t mask)
{
	uint32_t left = mask;
	unsigned n = 0;
	int64_t low = lowest_lane(src, mask), dist[32];
	int j, k;

	/* each lane's distance; the two halves of a global sector that land
	 * in one shared sector, in either order, move as the sector does */
	for (j = 0; j < 32; j++)
		dist[j] = mod_of(dst[j] - src[j], 64);
	for (j = 0; j < 32; j++)
		for (k = j + 1; k < 32; k++)
			if ((mask >> j & 1) && (mask >> k & 1) && src[j] != src[k] &&
			    cint_floor_div(src[j], 32) == cint_floor_div(src[k], 32) &&
			    cint_floor_div(dst[j], 32) == cint_floor_div(dst[k], 32))
				dist[j] = dist[k] = mod_of(32 * (cint_floor_div(dst[j], 32) -
								 cint_floor_div(src[j], 32)), 64);
	while (left) {
		int i = __builtin_ctz(left);
		int64_t line = cint_floor_div(src[i], 128), row = cint_floor_div(dst[i], 128);
		int64_t d = dist[i];
		uint32_t group = 0;
		unsigned most = 1;

		for (j = i; j < 32; j++)
			if ((left >> j & 1) && cint_floor_div(src[j], 128) == line &&
			    cint_floor_div(dst[j], 128) == row && dist[j] == d)
				group |= 1u << j;
		left &= ~group;
		/* a sector holds two 16-byte lanes at most: 2 passes at most */
		for (j = 0; j < 32 && most < 2; j++)
			for (k = j + 1; k < 32 && most < 2; k++)
				if ((group >> j & 1) && (group >> k & 1) &&
				    src[j] != src[k] &&
				    cint_floor_div(src[j], 32) == cint_floor_div(src[k], 32) &&
				    ((src[j] - low) / 256 != (src[k] - low) / 256 || d % 32))
					most = 2;
		n += most;
	}
	return n;
}

/*
 * A 4- or 8-byte copy's wavefronts: the 128-byte spans of the global side,
 * counted from the lowest lane's address, become ready one a wavefront
 * in address order, and each wavefront writes what lanes of the spans
 * ready it can, in lane order, as long as they still make one wavefront
 * of a store (shared rule 3).  A transposed tile's load, 8 rows of 4
 * lanes each writing one bank at 4 addresses, goes on a diagonal: 8 + 4 -
 * 1 = 11 (kernels/gemm_steps.cu sgemm_async_buffer, h200-2026-12-01-
 * gemmsteps), where the larger of spans and store says 8; one span is
 * its store (32 at shared stride 32); lanes a span each, stored without
 * conflict, are the spans (32 at global stride 32); 8-byte lanes 16 bytes
 * apart in shared memory, 2 spans, take 4 (ac_pipe8 ss=2 gs=1: each half
 * of the second span meets a half of the first in its banks).
 */
static unsigned copy_small_wavefronts(const struct hw *hw, const int64_t src[32],
				      const int64_t dst[32], uint32_t mask, unsigned bytes)
{
	int64_t low = lowest_lane(src, mask), span[32];
	unsigned order[32], n = 0, t, i, j;
	uint32_t left = mask;

	for (i = 0; i < 32; i++) {
		int seen = 0;
		if (!(mask >> i & 1))
			continue;
		for (j = 0; j < n && !seen; j++)
			seen = span[j] == (src[i] - low) / 128;
		if (!seen)
			span[n++] = (src[i] - low) / 128;
	}
	for (i = 0; i < 32; i++) {
		order[i] = 0;
		if (mask >> i & 1)
			for (j = 0; j < n; j++)
				order[i] += span[j] < (src[i] - low) / 128;
	}
	for (t = 0; left; t++) {
		uint32_t wave = 0;

		for (i = 0; i < 32; i++) {
			struct smem_cost c;
			if (!(left >> i & 1) || order[i] > t)
				continue;
			smem_request(&c, hw, dst, wave | 1u << i, bytes, 0);
			if (c.wavefronts <= 1)
				wave |= 1u << i;
		}
		left &= ~wave;
	}
	return t;
}

unsigned copy_wavefronts(const struct hw *hw, const int64_t src[32], const int64_t dst[32],
			 uint32_t mask, unsigned bytes)
{
	if (!mask)
		return 0;
	if (bytes == 16)
		return copy16_wavefronts(src, dst, mask);
	return copy_small_wavefronts(hw, src, dst, mask, bytes);
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
