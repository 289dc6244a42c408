/*
 * micro_latency.cu - round trips one warp waits for, one after another:
 * a shared load, a shared atomic, the compare-and-swap loop nvcc makes of
 * a float atomicAdd on shared memory, and the same loop on global memory.
 * The time model charges a CAS loop's trips (simulator/atomic.c counts
 * them) at the round trip measured here.
 *
 * Every variant is one warp (grid 1, block 32), so nothing hides a wait;
 * `n` operations a lane, each waiting for the one before.  mod = 32: each
 * lane its own word (one bank each, no lane waits for another: one trip a
 * loop); mod = 1: every lane the same word, so a CAS loop takes 32 trips
 * for the warp (one lane wins each) and ATOMS.ADD serializes 32 lanes in
 * one bank (32 wavefronts).
 *
 * Predicted before the run.  warpcheck lint --time (the model of
 * 2026-11-30 has no latency for shared memory or atomics) gives each
 * about the launch: lds 7.9 us, atoms 10.6 and 6.9, fadd_sh 8.5 and
 * 6.5, cas_gl 7.6 and 6.5.  By hand, with an LDS some 30 cycles at
 * 1.98 GHz and a global atomic about the L2 load latency, 158 ns
 * (micro_chain):
 *   micro_lat_lds      mod=32 n=8192: 8192 * (30 + 4 cycles) = 141 us
 *   micro_lat_atoms    mod=32 n=8192: ATOMS.ADD + compare: ~ 40 cycles
 *                        a step, 166 us;  mod=1 n=1024: 32 wavefronts a
 *                        step, ~ 70 cycles: 36 us
 *   micro_lat_fadd_sh  mod=32 n=4096: LDS, FADD, ATOMS.CAST, compare,
 *                        branch: ~ 80 cycles a trip, 165 us; mod=1 n=128:
 *                        32 trips a step, 4096 trips: 165 us
 *   micro_lat_cas_gl   mod=32 n=1024: a CAS round trip ~ 160 ns + the
 *                        loop: 170 us;  mod=1 n=32: 1024 trips, 170 us
 *   micro_lat_tree_il, _seq (below), n=256: warpcheck 68.2 and 65.2 us
 *                        at one block of 256 an SM (bound by its barrier
 *                        latency, 10 a repeat at 21.6 ns), 234 and 175 at
 *                        8 (bound by issue); one block of 512: il 91.4;
 *                        of 1024: il 150, seq 119; by hand at one block
 *                        of 256, some 40 ns a level (two LDS, FADD, STS,
 *                        barrier) and the interleaved tree's conflicts
 *                        on top: 100 us and more.
 */

/* j = s[j]: each load's address is the load before's value. */
__global__ void micro_lat_lds(int *out, int *g, int mod, int n)
{
	__shared__ int s[256];
	int t = threadIdx.x;
	int j = t % 32 % mod;

	for (int i = t; i < 256; i += blockDim.x)
		s[i] = (i + 32) % 256;
	__syncthreads();
	for (int k = 0; k < n; k++)
		j = s[j];
	out[blockIdx.x * blockDim.x + t] = j;
}

/* ATOMS.ADD whose old value picks the next word (it never goes negative,
 * which the compiler cannot know). */
__global__ void micro_lat_atoms(int *out, int *g, int mod, int n)
{
	__shared__ int s[64];
	int t = threadIdx.x;
	int a = t % 32 % mod, j = a;

	if (t < 32)
		s[t] = t;
	__syncthreads();
	for (int k = 0; k < n; k++)
		j = a + (atomicAdd(&s[j], 32) < 0);
	out[blockIdx.x * blockDim.x + t] = j;
}

/* A float atomicAdd on shared memory, old value used: nvcc's CAS loop
 * (LDS, FADD, ATOMS.CAST.SPIN, compare, branch) a step. */
__global__ void micro_lat_fadd_sh(int *out, int *g, int mod, int n)
{
	__shared__ float s[64];
	int t = threadIdx.x;
	int a = t % 32 % mod, j = a;

	if (t < 32)
		s[t] = 0.0f;
	__syncthreads();
	for (int k = 0; k < n; k++)
		j = a + (atomicAdd(&s[j], 1.5f) < 0.0f);
	out[blockIdx.x * blockDim.x + t] = j;
}

/* A float add by compare-and-swap on global memory, as at_gl_cas_loop
 * (kernels/atomic_forms.cu) does once, n times over: each step's first
 * compare value is what the step before wrote. */
__global__ void micro_lat_cas_gl(int *out, int *g, int mod, int n)
{
	int t = threadIdx.x;
	int *p = g + t % 32 % mod;
	int cur = *p, seen;

	for (int k = 0; k < n; k++) {
		do {
			seen = cur;
			cur = atomicCAS(p, seen,
					__float_as_int(__int_as_float(seen) + 1.0f));
		} while (cur != seen);
		cur = __float_as_int(__int_as_float(seen) + 1.0f);
	}
	out[blockIdx.x * blockDim.x + t] = cur;
}

/*
 * A tree reduction of 256 floats in shared memory, n times over with no
 * global load: what reduce_interleaved and reduce_sequential
 * (kernels/reduce.cu) spend between their load and their store, without
 * them.  Block 256 at 1 and 8 blocks an SM, 512 and 1024 at one (the
 * held-out softmax_block and reduce_interleaved at 512 and 1024 threads
 * ran 0.7 times their prediction: does a barrier cost more with more
 * warps at it?).  Per block and repeat (block 256): 1 STS,
 * 8 levels of (LDS, LDS, FADD, STS) on the threads still active, 10
 * barriers.  The interleaved tree's level with stride d: 128 / d
 * threads at word 2 d t, a 2d-way conflict (capped at 32) within their
 * warps; the sequential tree's: 128 / d threads, consecutive words.
 */
__global__ void micro_lat_tree_il(int *out, int *g, int mod, int n)
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

__global__ void micro_lat_tree_seq(int *out, int *g, int mod, int n)
{
	__shared__ float s[1024];
	int tid = threadIdx.x;
	float v = tid * 0.5f;

	for (int r = 0; r < n; r++) {
		s[tid] = v;
		__syncthreads();
		for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
			if (tid < stride)
				s[tid] += s[tid + stride];
			__syncthreads();
		}
		v += s[0];
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + tid] = (int)v;
}

/*
 * micro_barrier (micro_core.cu) under other block sizes: each pass stores
 * a word, waits at a barrier, reads its neighbour's and waits again.  The
 * same 1024 threads an SM as one block of 1024, 4 of 256 or 16 of 64, and
 * one block of 64 or 256 an SM alone: what a barrier round costs against
 * the warps that meet at it.  Per launch: W n STS and LDS, 1 wavefront
 * each, 2 W n barrier waits.  Predicted before the run by warpcheck (2 n
 * barriers of 21.6 ns a warp, 44.2 us, beside the shared work): one
 * block of 64: 50.7 us, of 256: 51.4, of 1024: 61.8; 16 of 64 and 4 of
 * 256: 61.8; by hand the same, if a barrier's cost does not grow with
 * the warps that meet at it.
 */
__global__ void micro_lat_barrier(int *out, int *g, int mod, int n)
{
	__shared__ float s[1024];
	int t = threadIdx.x;
	float v = t * 0.25f;

	for (int k = 0; k < n; k++) {
		s[t] = v;
		__syncthreads();
		v = v * 0.5f + s[(t + 1) & (blockDim.x - 1)];
		__syncthreads();
	}
	out[blockIdx.x * blockDim.x + t] = (int)v;
}

/*
 * Loads in flight: `chains` (1 to 8) independent pointer chases a lane,
 * each load's address the value the load before it returned, through an
 * 8 MB array that L2 holds and L1 does not (each step 33 lines on).  A
 * warp's 32 lanes read one line a chain and step.  With one warp an SM
 * nothing else hides the round trip: if every chain's load is in flight
 * together, the time is n round trips whatever the chains; the model
 * today lets 2.29 loads of a warp be in flight (micro_stream), and the
 * held-out stencil5 ran 2.28 times faster than predicted from 5
 * independent loads.  Predicted before the run by hand: n = 1024 round
 * trips of 158 ns (micro_chain): 162 us + launch, at every chains.
 * warpcheck cannot follow an address loaded from memory, so it has no
 * prediction of its own here.
 */
__global__ void micro_lat_mlp(int *out, int *g, int chains, int n)
{
	int t = threadIdx.x;
	int j0 = t, j1 = 262144 + t, j2 = 524288 + t, j3 = 786432 + t;
	int j4 = 1048576 + t, j5 = 1310720 + t, j6 = 1572864 + t;
	int j7 = 1835008 + t;

	for (int k = 0; k < n; k++) {
		j0 = g[j0];
		if (chains > 1)
			j1 = g[j1];
		if (chains > 2) {
			j2 = g[j2];
			j3 = g[j3];
		}
		if (chains > 4) {
			j4 = g[j4];
			j5 = g[j5];
			j6 = g[j6];
			j7 = g[j7];
		}
	}
	out[blockIdx.x * blockDim.x + t] = j0 + j1 + j2 + j3 + j4 + j5 + j6 + j7;
}

/*
 * Run 2: the CAS loop of a shared float atomicAdd, n times a thread on a
 * fixed word (lane % 32 % mod), with more warps meeting at it: a test of
 * the time model's charge (simulator/atomic.c's trips, each waited for,
 * at the trip micro_lat_fadd_sh measured in run 1), predicted before the
 * run.  Each pass's loop waits for the one before (its branch).  2 blocks.
 * Predicted before run 2 (warpcheck lint --time, trips from atomic.c at
 * 48.5 ns each, one after another in each warp):
 *   mod=1, block 32, n=128:  32 trips a request, 4096 a warp: 205 us
 *   mod=1, block 128, n=32:  4 warps on the word: 4 * 31 + 1 + p trips,
 *                              127.5 on average, 4080 a warp: 204 us
 *   mod=1, block 256, n=16:  8 warps, 8 * 31 + 1 + p = 253 on average:
 *                              208 us
 *   mod=32, block 128, n=1024: one lane a word, 4 warps taking turns:
 *                              1 + p = 2.5 trips a request: 132 us
 *   mod=32, block 512, n=256:  16 warps, 8.5 trips a request: 124 us
 */
__global__ void micro_lat_fadd_loop(int *out, int *g, int mod, int n)
{
	__shared__ float s[32];
	int t = threadIdx.x;
	float acc = 0.0f;

	if (t < 32)
		s[t] = 0.0f;
	__syncthreads();
	for (int k = 0; k < n; k++)
		acc += atomicAdd(&s[t % 32 % mod], 1.5f);
	out[blockIdx.x * blockDim.x + t] = (int)acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* 2M words (8 MB): word i holds i + 1056 (33 lines on), wrapped */
#define CHASE_WORDS (2048 * 1024)

static int *g_chase;

static int *g_out;
static int *g_words;

static const struct {
	const char *name;
	void (*fn)(int *, int *, int, int);
} kernels[] = {
	{ "micro_lat_lds", micro_lat_lds },
	{ "micro_lat_atoms", micro_lat_atoms },
	{ "micro_lat_fadd_sh", micro_lat_fadd_sh },
	{ "micro_lat_cas_gl", micro_lat_cas_gl },
	{ "micro_lat_tree_il", micro_lat_tree_il },
	{ "micro_lat_tree_seq", micro_lat_tree_seq },
	{ "micro_lat_barrier", micro_lat_barrier },
	{ "micro_lat_mlp", micro_lat_mlp },
	{ "micro_lat_fadd_loop", micro_lat_fadd_loop },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			int *g = strcmp(v->kernel, "micro_lat_mlp") ? g_words
								    : g_chase;

			kernels[i].fn<<<v->grid, v->block>>>(g_out, g, v->arg0,
							      v->arg1);
			return;
		}
	}
	fprintf(stderr, "micro_latency: no kernel %s\n", v->kernel);
	exit(100);
}

#define L(name, m, it) { name, "mod=" #m ";n=" #it, dim3(1), dim3(32), m, it, \
			 launch, NULL }

#define TREE(name, b) { name, "mod=0;n=256", dim3(b, 1, 0), dim3(256), 0, 256, \
			launch, NULL }
#define TREE_T(name, th) { name, "mod=0;n=256", dim3(1, 1, 0), dim3(th), 0, \
			   256, launch, NULL }
#define BAR(b, th) { "micro_lat_barrier", "mod=0;n=1024", dim3(b, 1, 0), \
		     dim3(th), 0, 1024, launch, NULL }
#define MLP(c, b, th) { "micro_lat_mlp", "chains=" #c ";n=1024", \
			dim3(b, 1, 0), dim3(th), c, 1024, launch, NULL }

#define FLOOP(m, th, it) { "micro_lat_fadd_loop", "mod=" #m ";n=" #it, dim3(2), \
			   dim3(th), m, it, launch, NULL }

static struct variant table[] = {
	L("micro_lat_lds", 32, 8192),
	L("micro_lat_atoms", 32, 8192), L("micro_lat_atoms", 1, 1024),
	L("micro_lat_fadd_sh", 32, 4096), L("micro_lat_fadd_sh", 1, 128),
	L("micro_lat_cas_gl", 32, 1024), L("micro_lat_cas_gl", 1, 32),
	/* grid.x here is blocks an SM, times the SM count in main() */
	TREE("micro_lat_tree_il", 1), TREE("micro_lat_tree_il", 8),
	TREE("micro_lat_tree_seq", 1), TREE("micro_lat_tree_seq", 8),
	TREE_T("micro_lat_tree_il", 512), TREE_T("micro_lat_tree_il", 1024),
	TREE_T("micro_lat_tree_seq", 1024),
	BAR(1, 64), BAR(1, 256), BAR(1, 1024), BAR(16, 64), BAR(4, 256),
	MLP(1, 1, 32), MLP(2, 1, 32), MLP(4, 1, 32), MLP(8, 1, 32),
	MLP(8, 1, 256),
	/* run 2 */
	FLOOP(1, 32, 128), FLOOP(1, 128, 32), FLOOP(1, 256, 16),
	FLOOP(32, 128, 1024), FLOOP(32, 512, 256),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, most = 32, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		/* grid (x, 1, 0): x blocks an SM */
		if (table[i].grid.z == 0)
			table[i].grid = dim3(table[i].grid.x * sms);
		if ((int)(table[i].grid.x * table[i].block.x) > most)
			most = table[i].grid.x * table[i].block.x;
	}
	g_out = (int *)bench_alloc((size_t)most * sizeof(int));
	g_words = (int *)bench_alloc(32 * sizeof(int));
	{
		int *host = (int *)malloc(CHASE_WORDS * sizeof(int));

		if (!host) {
			fprintf(stderr, "micro_latency: out of host memory\n");
			return 100;
		}
		for (int i = 0; i < CHASE_WORDS; i++)
			host[i] = (i + 1056) % CHASE_WORDS;
		g_chase = (int *)bench_alloc(CHASE_WORDS * sizeof(int));
		BENCH_CHECK(cudaMemcpy(g_chase, host, CHASE_WORDS * sizeof(int),
				       cudaMemcpyHostToDevice));
		free(host);
	}
	/* 0 bits: 0.0f, the CAS loops' first compare value */
	BENCH_CHECK(cudaMemset(g_words, 0, 32 * sizeof(int)));
	bench_poison(g_out, (size_t)most * sizeof(int));

	rc = bench_main(argc, argv, "micro_latency", table, count);
	cudaFree(g_out);
	cudaFree(g_words);
	cudaFree(g_chase);
	return rc;
}
#endif /* __CUDA_ARCH__ */
