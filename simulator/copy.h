/*
 * copy.h - an asynchronous copy's shared side: the wavefronts one LDGSTS
 * request writes into shared memory (copy.c says what was measured).
 */
#ifndef WARPCHECK_COPY_H
#define WARPCHECK_COPY_H

#include <stdint.h>

#include "hw.h"

/*
 * The shared-side wavefronts of one LDGSTS of `bytes` (4, 8 or 16) a lane
 * by the lanes of mask, from global byte offsets src[] into shared byte
 * offsets dst[] (Nsight Compute's _op_ldgsts wavefronts).
 */
unsigned copy_wavefronts(const struct hw *hw, const int64_t src[32], const int64_t dst[32],
			 uint32_t mask, unsigned bytes);

/*
 * The global sectors a 16-byte copy (LDGSTS.BYPASS.128) is counted with:
 * the (shared 32-byte sector, global 128-byte line) pairs of its lanes.
 */
unsigned copy_sectors(const int64_t src[32], const int64_t dst[32], uint32_t mask);

#endif
