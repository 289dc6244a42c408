/*
 * gmem.h - the cost of one warp-wide global-memory request.
 */
#ifndef WARPCHECK_GMEM_H
#define WARPCHECK_GMEM_H

#include <stdint.h>

#include "hw.h"
#include "ir.h"

struct gmem_cost {
	unsigned sectors;        /* distinct sectors the active lanes touch */
	unsigned ideal;          /* sectors the same distinct bytes need at best */
	unsigned bytes_used;     /* distinct bytes requested */
	unsigned lines;          /* distinct lines: L1's tag lookups (timing.c) */
};

void gmem_request(struct gmem_cost *out, const struct hw *hw,
		  const int64_t addr[32], uint32_t mask, unsigned bytes);

/*
 * The copy engine's sectors for a bulk copy of `bytes` at each active
 * lane's address (cp.async.bulk, UBLKCP): the range is moved in 128-byte
 * pieces from its start, each piece's sectors counted on their own.
 * Measured on the H200 (kernels/tma_bulk.cu, h200-2026-12-02-tma): 4,096
 * bytes 128 sectors, from 16 bytes past a sector 160 (32 pieces of 5),
 * 256 bytes 8; the same, written, from shared memory to global.  A
 * tensor copy's box (box, or NULL for one row) is its rows, each moved
 * so: a 32x32 float box of 128-byte rows 128 sectors.
 */
void gmem_bulk(struct gmem_cost *out, const struct hw *hw,
	       const int64_t addr[32], uint32_t mask, unsigned bytes,
	       const struct ir_bulk_box *box);

#endif
