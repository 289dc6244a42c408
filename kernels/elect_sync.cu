/*
 * elect_sync.cu - which lane `elect.sync` elects, and the store of the
 * lane elected (sm_90).  PTX says only that the choice is deterministic
 * for a member mask; warpcheck takes the lowest lane of the mask that is
 * active, and the check below holds every warp to it.
 *
 * Each kernel: 4 blocks of 128 threads (16 warps).  Each warp elects
 * among the lanes its form makes active and in `mask` (the parameter,
 * given as its low and high halves so that the harness's int arguments
 * carry it), and the elected lane alone stores its lane number to
 * out[warp]:
 *   elect_all    every lane active:        the mask's lowest lane
 *   elect_upper  lanes >= `from` active:   the lowest active lane in it
 * By hand, per launch: 16 store requests of one lane, 1 sector each:
 * 16 requests, 16 sectors.  The harness's check reads out[] back and
 * fails the variant where a warp's stored lane is not the lowest of
 * (mask & active).
 */
#include <stdint.h>

__device__ __forceinline__ uint32_t elect_one(uint32_t mask)
{
	uint32_t pred = 0;

	asm volatile("{\n\t.reg .pred %%px;\n\t"
		     "elect.sync _|%%px, %1;\n\t"
		     "@%%px mov.s32 %0, 1;\n\t}"
		     : "+r"(pred)
		     : "r"(mask));
	return pred;
}

__global__ void elect_all(int *out, int lo, int hi)
{
	uint32_t mask = (uint32_t)lo | (uint32_t)hi << 16;
	int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	int lane = threadIdx.x % 32;

	if (!(mask >> lane & 1))
		return;
	if (elect_one(mask))
		out[warp] = lane;
}

__global__ void elect_upper(int *out, int lo, int hi)
{
	uint32_t mask = 0xffffffffu;
	int from = lo + hi;
	int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	int lane = threadIdx.x % 32;

	if (lane < from)
		return;
	if (elect_one(mask))
		out[warp] = lane;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define WARPS 16

static int *g_out;

static void launch(const struct variant *v)
{
	cudaMemset(g_out, 0xff, WARPS * sizeof(int));
	if (!strcmp(v->kernel, "elect_all"))
		elect_all<<<v->grid, v->block>>>(g_out, v->arg0, v->arg1);
	else
		elect_upper<<<v->grid, v->block>>>(g_out, v->arg0, v->arg1);
}

/* every warp's stored lane is the lowest of its active lanes in the mask */
static int check(const struct variant *v)
{
	int got[WARPS];
	uint32_t mask, want;
	int w;

	if (cudaMemcpy(got, g_out, sizeof(got), cudaMemcpyDeviceToHost) != cudaSuccess)
		return 1;
	if (!strcmp(v->kernel, "elect_all"))
		mask = (uint32_t)v->arg0 | (uint32_t)v->arg1 << 16;
	else
		mask = 0xffffffffu << (v->arg0 + v->arg1);
	want = (uint32_t)__builtin_ctz(mask);
	for (w = 0; w < WARPS; w++) {
		if ((uint32_t)got[w] != want) {
			fprintf(stderr, "elect_sync: %s(%s): warp %d elected lane %d, not %u\n",
				v->kernel, v->params, w, got[w], want);
			return 1;
		}
	}
	return 0;
}

#define V(kern, params, lo, hi) { kern, params, dim3(4), dim3(128), lo, hi, launch, check }

static struct variant table[] = {
	V("elect_all", "lo=65535;hi=65535", 65535, 65535),
	V("elect_all", "lo=0;hi=65535", 0, 65535),
	V("elect_all", "lo=61680;hi=3855", 61680, 3855),
	V("elect_all", "lo=32768;hi=1", 32768, 1),
	V("elect_upper", "lo=5;hi=0", 5, 0),
	V("elect_upper", "lo=17;hi=14", 17, 14),
};

int main(int argc, char **argv)
{
	int rc;

	g_out = (int *)bench_alloc(WARPS * sizeof(int));
	rc = bench_main(argc, argv, "elect_sync", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
