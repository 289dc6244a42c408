/*
 * ptx_vector_red.cu - vector reductions in inline PTX on sm_90
 * (`red.global.add.v2.f32`, `.v4.f32`, PTX 8.1): one instruction of 8 or
 * 16 bytes a lane, or split by ptxas?  And is a uniform address folded
 * as a scalar red is (ptx_atomics.cu)?
 *
 * One block of 4 warps, each lane once.  Predicted before the run, by
 * hand (hypothesis V: one request a warp, the lane's whole vector, as a
 * vector load; no folding):
 *
 *   red_v2_lane      4 requests, lanes 8 B apart: 256 B a warp, 8 sectors
 *                    each, 32
 *   red_v4_lane      4 requests, 16 B a lane: 512 B a warp, 16 each, 64
 *   red_v2_uniform   4 requests of one 8-byte element: 1 sector each, 4
 */
__global__ void red_v2_lane(float *g)
{
	asm volatile("red.global.add.v2.f32 [%0], {%1, %2};"
		     :: "l"(g + 2 * (threadIdx.x % 32)), "f"(1.0f), "f"(2.0f) : "memory");
}

__global__ void red_v4_lane(float *g)
{
	asm volatile("red.global.add.v4.f32 [%0], {%1, %2, %3, %4};"
		     :: "l"(g + 4 * (threadIdx.x % 32)), "f"(1.0f), "f"(2.0f), "f"(3.0f), "f"(4.0f)
		     : "memory");
}

__global__ void red_v2_uniform(float *g)
{
	asm volatile("red.global.add.v2.f32 [%0], {%1, %2};"
		     :: "l"(g), "f"(1.0f), "f"(2.0f) : "memory");
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_f;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "red_v2_lane"))
		red_v2_lane<<<v->grid, v->block>>>(g_f);
	else if (!strcmp(v->kernel, "red_v4_lane"))
		red_v4_lane<<<v->grid, v->block>>>(g_f);
	else
		red_v2_uniform<<<v->grid, v->block>>>(g_f);
}

#define V(kern) { kern, "", dim3(1), dim3(128), 0, 0, launch, NULL }

static struct variant table[] = {
	V("red_v2_lane"), V("red_v4_lane"), V("red_v2_uniform"),
};

int main(int argc, char **argv)
{
	int rc;

	g_f = (float *)bench_alloc(1024 * sizeof(float));
	BENCH_CHECK(cudaMemset(g_f, 0, 1024 * sizeof(float)));
	rc = bench_main(argc, argv, "ptx_vector_red", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_f);
	return rc;
}
#endif /* __CUDA_ARCH__ */
