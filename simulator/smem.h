/*
 * smem.h - the cost of one warp-wide shared-memory request.
 */
#ifndef WARPCHECK_SMEM_H
#define WARPCHECK_SMEM_H

#include <stdint.h>

#include "hw.h"

struct smem_cost {
	unsigned wavefronts;
	unsigned ideal;
	unsigned max_nway;        /* most distinct words in one bank of a phase */
};

/* addr: byte offsets of the 32 lanes; only lanes in `mask` take part.
 * `atomic`: the request is an atomic, whose lanes do not share words. */
void smem_request(struct smem_cost *out, const struct hw *hw,
		  const int64_t addr[32], uint32_t mask, unsigned bytes, int atomic);

/* ldmatrix / stmatrix of `matrices` 8x8 matrices (1, 2 or 4): addr holds
 * each lane's 16-byte row, lanes 8m to 8m + 7 those of matrix m. */
void smem_matrix_request(struct smem_cost *out, const struct hw *hw, const int64_t addr[32],
			 uint32_t mask, unsigned matrices);

#endif
