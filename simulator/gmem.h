/*
 * gmem.h - the cost of one warp-wide global-memory request.
 */
#ifndef WARPCHECK_GMEM_H
#define WARPCHECK_GMEM_H

#include <stdint.h>

#include "hw.h"

struct gmem_cost {
	unsigned sectors;        /* distinct sectors the active lanes touch */
	unsigned ideal;          /* sectors the same distinct bytes need at best */
	unsigned bytes_used;     /* distinct bytes requested */
	unsigned lines;          /* distinct lines: L1's tag lookups (timing.c) */
};

void gmem_request(struct gmem_cost *out, const struct hw *hw,
		  const int64_t addr[32], uint32_t mask, unsigned bytes);

#endif
