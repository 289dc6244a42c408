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
 *                        at one block an SM (bound by its barrier
 *                        latency, 10 a repeat at 21.6 ns), 234 and 175 at
 *                        8 (bound by issue); by hand at one block, some
 *                        40 ns a level (two LDS, FADD, STS, barrier) and
 *                        the interleaved tree's conflicts on top: 100 us
 *                        and more.
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
 * them.  Block 256, 1 and 8 blocks an SM.  Per block and repeat: 1 STS,
 * 8 levels of (LDS, LDS, FADD, STS) on the threads still active, 10
 * barriers.  The interleaved tree's level with stride d: 128 / d
 * threads at word 2 d t, a 2d-way conflict (capped at 32) within their
 * warps; the sequential tree's: 128 / d threads, consecutive words.
 */
__global__ void micro_lat_tree_il(int *out, int *g, int mod, int n)
{
	__shared__ float s[256];
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
	__shared__ float s[256];
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

#ifndef __CUDA_ARCH__
#include "bench.h"

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
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, g_words,
							      v->arg0, v->arg1);
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

static struct variant table[] = {
	L("micro_lat_lds", 32, 8192),
	L("micro_lat_atoms", 32, 8192), L("micro_lat_atoms", 1, 1024),
	L("micro_lat_fadd_sh", 32, 4096), L("micro_lat_fadd_sh", 1, 128),
	L("micro_lat_cas_gl", 32, 1024), L("micro_lat_cas_gl", 1, 32),
	/* grid.x here is blocks an SM, times the SM count in main() */
	TREE("micro_lat_tree_il", 1), TREE("micro_lat_tree_il", 8),
	TREE("micro_lat_tree_seq", 1), TREE("micro_lat_tree_seq", 8),
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
	/* 0 bits: 0.0f, the CAS loops' first compare value */
	BENCH_CHECK(cudaMemset(g_words, 0, 32 * sizeof(int)));
	bench_poison(g_out, (size_t)most * sizeof(int));

	rc = bench_main(argc, argv, "micro_latency", table, count);
	cudaFree(g_out);
	cudaFree(g_words);
	return rc;
}
#endif /* __CUDA_ARCH__ */
