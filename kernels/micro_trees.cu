/*
 * micro_trees.cu - barrier rounds and tree reductions with 1 to 16 blocks
 * resident on each SM: what a round costs against the warps of its block
 * and against the warps of the whole SM.
 *
 * Every launch is one wave: grid = k x (the SM count), k blocks an SM,
 * block B threads (64 to 1024, a power of two), so that the warps an SM
 * (k B / 32) and the warps a block (B / 32) vary apart: 2 warps a block at
 * 2 to 32 warps an SM, 8 at 8 to 64, 32 at 32 and 64, and 4 and 16 between.
 * No global memory but the one store at the end.
 *
 *   micro_tr_bar0   n barriers, nothing else
 *   micro_tr_bar1   n rounds of one STS and one LDS a warp (1 wavefront
 *                   each) and a barrier between: double-buffered, so one
 *                   barrier a round is enough
 *   micro_tr_bar8   the same with 8 STS and 8 LDS a warp a round (volatile:
 *                   the 8 stores to one word all issue)
 *   micro_tr_barf   n rounds of 32 FFMA a warp (8 chains) and a barrier:
 *                   issue between barriers, no shared memory
 *   micro_tr_seq    n sequential tree reductions of B floats (the
 *                   reduce_sequential tree without its loads): log2 B
 *                   levels where the threads t < s work and all wait, and
 *                   2 barriers more a tree
 *   micro_tr_full   the same tree shape with every thread working at every
 *                   level (2 LDS, 1 STS a warp, double-buffered): the
 *                   divergent tree's idle warps against busy ones
 *
 * Hypotheses (validate/results/h200-2026-11-30-occ.md section 3, where
 * micro_lat_barrier ran 37.2 us at one block of 64 an SM and 91.6 at 16
 * of 64, 2048 rounds of one shared access):
 *   H1  a barrier round's cost grows with the warps resident on the SM,
 *       not only the warps of its block: then bar0 at 2 warps a block
 *       grows with k, and bar0 at 32 warps an SM costs about the same
 *       whether 1 block of 32 or 16 of 2.
 *   H2  the warps of a block reach the barrier together, so their shared
 *       requests queue in one burst behind it, and the SM's blocks do
 *       not hide each other's bursts: a round costs the barrier, the
 *       shared round trip and the wavefronts of every block of the SM
 *       (bar8 - bar1 grows as 14 k B / 32 wavefronts a round).
 *   H3  a divergent tree level (few warps work, all wait) costs a round
 *       as a full one does: seq and full about equal at the same shape.
 *   Against them, the model as it is: the latency chain is one block's
 *   (8.29 ns + 0.714 ns a warp of the block a barrier, 15.1 ns a shared
 *   round trip), the SM's resident blocks hide each other's chains
 *   completely, and the SM's shared wavefronts and issue overlap the
 *   chain at p = 2 (barrier_overlap_p) or 6.
 *
 * Predicted before the run by warpcheck lint --time (the model of
 * commit dafe4e9, --no-ptxas), in us, beside each variant in the table
 * below (as "pred").  By hand, H1 + H2 say (launch 6.4 us left out):
 *   bar0 n=4096:  ~ 8 + 0.7 (warps an SM) ns a round: 1 x 64: 38 us,
 *                 16 x 64: 125 us
 *   bar1 n=2048:  + 15 ns shared round trip + 2 k B / 32 clocks a round
 *   bar8 n=1024:  + 16 k B / 32 clocks a round (0.5 ns a wavefront):
 *                 16 x 64 and 2 x 1024 (512 wavefronts a round): 256 ns
 *                 a round more than their bar0 rounds, 270 us
 *   seq  n=256 and full n=256: (log2 B + 2) rounds of bar1's cost
 */

/* n barriers, nothing between them */
__global__ void micro_tr_bar0(int *out, int n)
{
	int t = threadIdx.x;

	for (int k = 0; k < n; k++)
		__syncthreads();
	out[blockIdx.x * blockDim.x + t] = n;
}

/* Round k stores into buffer k & 1 and reads its neighbour's word there
 * after the barrier; round k + 2 writes that buffer again only after
 * round k + 1's barrier, which every read of round k came before. */
__global__ void micro_tr_bar1(int *out, int n)
{
	__shared__ float s[2048];
	int t = threadIdx.x;
	float v = t * 0.25f;

	for (int k = 0; k < n; k++) {
		int b = (k & 1) * blockDim.x;

		s[b + t] = v;
		__syncthreads();
		v = v * 0.5f + s[b + ((t + 1) & (blockDim.x - 1))];
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

/* As micro_tr_bar1, 8 stores and 8 loads a round: volatile, so that
 * nvcc issues each of the 8 stores to one word. */
__global__ void micro_tr_bar8(int *out, int n)
{
	volatile __shared__ float s[2048];
	int t = threadIdx.x;
	float v = t * 0.25f;

	for (int k = 0; k < n; k++) {
		int b = (k & 1) * blockDim.x;
		int o = b + ((t + 1) & (blockDim.x - 1));

#pragma unroll
		for (int j = 0; j < 8; j++)
			s[b + t] = v + j;
		__syncthreads();
		float a = 0.0f;
#pragma unroll
		for (int j = 0; j < 8; j++)
			a += s[o];
		v = v * 0.5f + a;
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

/* n rounds of 32 FFMA a warp (8 independent chains of 4) and a barrier:
 * issue work between barriers that is not shared memory's */
__global__ void micro_tr_barf(int *out, int n)
{
	int t = threadIdx.x;
	float a0 = t, a1 = t + 1, a2 = t + 2, a3 = t + 3;
	float a4 = t + 4, a5 = t + 5, a6 = t + 6, a7 = t + 7;

	for (int k = 0; k < n; k++) {
#pragma unroll
		for (int j = 0; j < 4; j++) {
			a0 = a0 * 0.999f + 0.5f;
			a1 = a1 * 0.999f + 0.5f;
			a2 = a2 * 0.999f + 0.5f;
			a3 = a3 * 0.999f + 0.5f;
			a4 = a4 * 0.999f + 0.5f;
			a5 = a5 * 0.999f + 0.5f;
			a6 = a6 * 0.999f + 0.5f;
			a7 = a7 * 0.999f + 0.5f;
		}
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + t] = (int)(a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7);
}

/* The sequential tree: at stride s the threads t < s add s[t + s] */
__global__ void micro_tr_seq(int *out, int n)
{
	__shared__ float s[1024];
	int t = threadIdx.x;
	float v = t * 0.5f;

	for (int r = 0; r < n; r++) {
		s[t] = v;
		__syncthreads();
		for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
			if (t < stride)
				s[t] += s[t + stride];
			__syncthreads();
		}
		v += s[0];
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

/* The same levels and barriers, every thread adding at every level
 * (its word and the one stride on, wrapped) into the other buffer. */
__global__ void micro_tr_full(int *out, int n)
{
	__shared__ float s[2][1024];
	int t = threadIdx.x;
	float v = t * 0.5f;

	for (int r = 0; r < n; r++) {
		int c = 0;

		s[0][t] = v;
		__syncthreads();
		for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
			s[c ^ 1][t] = s[c][t] + s[c][(t + stride) & (blockDim.x - 1)];
			c ^= 1;
			__syncthreads();
		}
		v += s[c][0];
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

/*
 * Run 2: the rule fitted on run 1 (simulator/timing.c barrier_round and
 * round_conflicts, commit a046d0f) against new cases, predicted before the
 * run.  micro_tr_bar0 at block sizes not a power of two (the SM's warps
 * 18 to 60), the interleaved tree (micro_lat_tree_il of micro_latency.cu)
 * at new shapes, and rounds whose shared loads conflict 8 ways:
 *
 *   micro_tr_cf1   n rounds of one STS and one LDS a warp (as
 *                  micro_tr_bar1), the load at word 8 t: 8 wavefronts.
 *                  Two requests a warp a round: short rounds, so the
 *                  model waits for the 7 extra wavefronts of each load.
 *   micro_tr_cf8   the same with 8 such loads a round (words 8 t + j):
 *                  9 requests a warp a round, more than 4, so the model
 *                  overlaps the conflicts as in any kernel.  (4 and 1 x
 *                  1024 an SM, not 8: its 39 registers allow 48 warps.)
 *
 * Predicted before run 2 by warpcheck lint --time --no-ptxas at commit
 * a046d0f, us, launch included (k x B: k blocks of B threads an SM):
 *   bar0 n=4096:  3x320 137.9, 6x96 85.3, 12x160 269.3, 5x384 269.3
 *                 (the SM's warp rate: 30, 18, 60, 60 warps at 1.07 ns)
 *   il n=256:     4x128 106.8, 16x128 296.8, 4x512 361.8, 2x1024 387.3
 *   cf1 n=2048:   1x256 148.5, 8x256 698.6, 2x1024 698.6 (conflicts
 *                 waited for; overlapped they would give about 600 at
 *                 8x256 and 2x1024)
 *   cf8 n=1024:   1x256 277.4, 4x256 1082.1, 1x1024 1082.1 (bound by
 *                 the shared pipe either way)
 */
__global__ void micro_tr_il(int *out, int n)
{
	__shared__ float s[1024];
	int tid = threadIdx.x;
	float v = tid * 0.5f;

	for (int r = 0; r < n; r++) {
		s[tid] = v;
		__syncthreads();
		for (int stride = 1; stride < blockDim.x; stride *= 2) {
			int index = 2 * stride * tid;

			if (index < blockDim.x)
				s[index] += s[index + stride];
			__syncthreads();
		}
		v += s[0];
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + tid] = (int)v;
}

__global__ void micro_tr_cf1(int *out, int n)
{
	__shared__ float s[2048];
	int t = threadIdx.x;
	float v = t * 0.25f;

	for (int k = 0; k < n; k++) {
		int b = (k & 1) * blockDim.x;

		s[b + t] = v;
		__syncthreads();
		v = v * 0.5f + s[b + ((t * 8) & (blockDim.x - 1))];
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

__global__ void micro_tr_cf8(int *out, int n)
{
	__shared__ float s[2048];
	int t = threadIdx.x;
	float v = t * 0.25f;

	for (int k = 0; k < n; k++) {
		int b = (k & 1) * blockDim.x;
		float a = 0.0f;

		s[b + t] = v;
		__syncthreads();
#pragma unroll
		for (int j = 0; j < 8; j++)
			a += s[b + ((t * 8 + j) & (blockDim.x - 1))];
		v = v * 0.5f + a;
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static int *g_out;

static const struct {
	const char *name;
	void (*fn)(int *, int);
} kernels[] = {
	{ "micro_tr_bar0", micro_tr_bar0 },
	{ "micro_tr_bar1", micro_tr_bar1 },
	{ "micro_tr_bar8", micro_tr_bar8 },
	{ "micro_tr_barf", micro_tr_barf },
	{ "micro_tr_seq", micro_tr_seq },
	{ "micro_tr_full", micro_tr_full },
	{ "micro_tr_il", micro_tr_il },
	{ "micro_tr_cf1", micro_tr_cf1 },
	{ "micro_tr_cf8", micro_tr_cf8 },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, v->arg1);
			return;
		}
	}
	fprintf(stderr, "micro_trees: no kernel %s\n", v->kernel);
	exit(100);
}

/* grid (k, 1, 0): k blocks an SM, times the SM count in main() */
#define V(name, it, k, th) { name, "n=" #it, dim3(k, 1, 0), dim3(th), 0, it, \
			     launch, NULL }
#define B0(k, th) V("micro_tr_bar0", 4096, k, th)
#define B1(k, th) V("micro_tr_bar1", 2048, k, th)
#define B8(k, th) V("micro_tr_bar8", 1024, k, th)
#define BF(k, th) V("micro_tr_barf", 1024, k, th)
#define SEQ(k, th) V("micro_tr_seq", 256, k, th)
#define FULL(k, th) V("micro_tr_full", 256, k, th)
#define IL(k, th) V("micro_tr_il", 256, k, th)
#define CF1(k, th) V("micro_tr_cf1", 2048, k, th)
#define CF8(k, th) V("micro_tr_cf8", 1024, k, th)

/*
 * Predicted before the run, in us, launch included: k x B (k blocks of B
 * threads an SM), then warpcheck lint --time --no-ptxas (commit dafe4e9's
 * model) / by hand from H1 + H2: a round costs 8.29 + 0.714 ns a warp
 * resident on the SM, + 15.1 ns where it has a shared access, + the
 * wavefronts of every block on the SM at one a clock (1.98 GHz); a tree
 * level's round waits for two shared round trips (load, then add and
 * store), its wavefronts 3 a working warp; a barf round the barrier,
 * 4 FFMA latencies (8 ns) and the SM's issue (34 instructions a warp at
 * 3.66 a clock) one after another; launch 6.4 us.
 *  bar0 n=4096:
 *   1x64 46/46, 2x64 46/52, 4x64 46/64, 8x64 46/87, 16x64 46/134,
 *   1x256 64/64, 2x256 64/87, 4x256 64/134, 8x256 64/228, 1x1024 134/134,
 *   2x1024 134/228, 2x512 87/134, 16x128 52/228
 *  bar1 n=2048:
 *   1x64 63/61, 2x64 64/68, 4x64 63/83, 8x64 67/111, 16x64 101/167,
 *   1x256 71/83, 2x256 73/111, 4x256 102/167, 8x256 196/280,
 *   1x1024 113/167, 2x1024 196/280, 2x512 104/167, 16x128 196/280
 *  bar8 n=1024:
 *   1x64 49/48, 2x64 58/66, 4x64 80/102, 8x64 143/174, 16x64 279/319,
 *   1x256 81/102, 2x256 143/174, 4x256 279/319, 8x256 552/607,
 *   1x1024 279/319, 2x1024 552/607, 2x512 279/319, 16x128 552/607
 *  barf n=1024:
 *   1x64 27/34, 4x64 49/67, 16x64 173/200, 1x256 51/67, 4x256 173/200,
 *   8x256 339/377, 1x1024 173/200, 2x1024 339/377
 *  seq n=256:
 *   1x64 62/83, 2x64 62/89, 4x64 61/101, 8x64 62/124, 16x64 79/170,
 *   1x256 84/119, 2x256 83/140, 4x256 91/183, 8x256 160/268,
 *   1x1024 150/209, 2x1024 188/302, 2x512 109/195, 16x128 152/259
 *  full n=256:
 *   1x64 64/86, 16x64 123/207, 1x256 90/139, 8x256 302/429,
 *   1x1024 192/319
 */
static struct variant table[] = {
	B0(1, 64), B0(2, 64), B0(4, 64), B0(8, 64), B0(16, 64),
	B0(1, 256), B0(2, 256), B0(4, 256), B0(8, 256),
	B0(1, 1024), B0(2, 1024), B0(2, 512), B0(16, 128),
	B1(1, 64), B1(2, 64), B1(4, 64), B1(8, 64), B1(16, 64),
	B1(1, 256), B1(2, 256), B1(4, 256), B1(8, 256),
	B1(1, 1024), B1(2, 1024), B1(2, 512), B1(16, 128),
	B8(1, 64), B8(2, 64), B8(4, 64), B8(8, 64), B8(16, 64),
	B8(1, 256), B8(2, 256), B8(4, 256), B8(8, 256),
	B8(1, 1024), B8(2, 1024), B8(2, 512), B8(16, 128),
	BF(1, 64), BF(4, 64), BF(16, 64), BF(1, 256), BF(4, 256), BF(8, 256),
	BF(1, 1024), BF(2, 1024),
	SEQ(1, 64), SEQ(2, 64), SEQ(4, 64), SEQ(8, 64), SEQ(16, 64),
	SEQ(1, 256), SEQ(2, 256), SEQ(4, 256), SEQ(8, 256),
	SEQ(1, 1024), SEQ(2, 1024), SEQ(2, 512), SEQ(16, 128),
	FULL(1, 64), FULL(16, 64), FULL(1, 256), FULL(8, 256), FULL(1, 1024),
	/* run 2 (predicted above micro_tr_il) */
	B0(3, 320), B0(6, 96), B0(12, 160), B0(5, 384),
	IL(4, 128), IL(16, 128), IL(4, 512), IL(2, 1024),
	CF1(1, 256), CF1(8, 256), CF1(2, 1024),
	CF8(1, 256), CF8(4, 256), CF8(1, 1024),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, most = 32, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		if (table[i].grid.z == 0)
			table[i].grid = dim3(table[i].grid.x * sms);
		if ((int)(table[i].grid.x * table[i].block.x) > most)
			most = table[i].grid.x * table[i].block.x;
	}
	g_out = (int *)bench_alloc((size_t)most * sizeof(int));
	bench_poison(g_out, (size_t)most * sizeof(int));
	rc = bench_main(argc, argv, "micro_trees", table, count);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
