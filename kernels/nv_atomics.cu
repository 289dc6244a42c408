/*
 * nv_atomics.cu - CUDA 12.8's atomics with a memory order and a scope
 * (__nv_atomic_*), which nvcc knows as built-ins.  The front end takes
 * each read-modify-write as the atomic* of its operation, the form
 * without fetch_ as one whose result is dropped, and load_n and store_n
 * as plain accesses of the pointee (analyzer/frontend/call.c, nv_atomic).
 * What nvcc makes of each form is what this measures.
 *
 * Grid 1024 of 256, 8,192 warps.  Counts by hand, per warp:
 *
 *   nva_add      __nv_atomic_add(&bins[lane], 1u, relaxed, device): one
 *                atomic of 32 consecutive words, 4 sectors
 *   nva_fetch    __nv_atomic_fetch_add(&bins[lane], 1u, ...), result
 *                stored: one atomic of 4 sectors, out[i] 1 STG of 4
 *   nva_minmax   __nv_atomic_fetch_max(&bins[lane % 8], v, ...): 8 words,
 *                1 sector; __nv_atomic_min(&bins[8 + lane], v, ...):
 *                words 8-39, bytes 32-159, 4 sectors
 *   nva_ldst     __nv_atomic_load_n(&in[i], acquire, device) (a pointer
 *                to non-const, as nvcc requires): 1 LDG of 4
 *                sectors; __nv_atomic_store_n(&out[i], v, release,
 *                device): 1 STG of 4 sectors
 */
#define BLOCKS 1024
#define THREADS 256

__global__ void nva_add(unsigned *bins)
{
	__nv_atomic_add(&bins[threadIdx.x % 32], 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
}

__global__ void nva_fetch(unsigned *bins, unsigned *out)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned v = __nv_atomic_fetch_add(&bins[threadIdx.x % 32], 1u, __NV_ATOMIC_RELAXED,
					   __NV_THREAD_SCOPE_DEVICE);

	out[i] = v;
}

__global__ void nva_minmax(int *bins, const int *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int v = in[i];

	__nv_atomic_fetch_max(&bins[threadIdx.x % 8], v, __NV_ATOMIC_RELAXED,
			      __NV_THREAD_SCOPE_DEVICE);
	__nv_atomic_min(&bins[8 + threadIdx.x % 32], v, __NV_ATOMIC_RELAXED,
			__NV_THREAD_SCOPE_DEVICE);
}

__global__ void nva_ldst(int *in, int *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int v = __nv_atomic_load_n(&in[i], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);

	__nv_atomic_store_n(&out[i], v + 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static unsigned *g_bins, *g_out;
static int *g_in;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "nva_add"))
		nva_add<<<v->grid, v->block>>>(g_bins);
	else if (!strcmp(v->kernel, "nva_fetch"))
		nva_fetch<<<v->grid, v->block>>>(g_bins, g_out);
	else if (!strcmp(v->kernel, "nva_minmax"))
		nva_minmax<<<v->grid, v->block>>>((int *)g_bins, g_in);
	else if (!strcmp(v->kernel, "nva_ldst"))
		nva_ldst<<<v->grid, v->block>>>(g_in, (int *)g_out);
	else {
		fprintf(stderr, "nv_atomics: no kernel %s\n", v->kernel);
		exit(100);
	}
}

#define V(name) { name, "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("nva_add"), V("nva_fetch"), V("nva_minmax"), V("nva_ldst"),
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * THREADS;

	g_bins = (unsigned *)bench_alloc(64 * sizeof(unsigned));
	g_out = (unsigned *)bench_alloc(n * sizeof(unsigned));
	g_in = (int *)bench_alloc(n * sizeof(int));
	bench_fill_float(g_in, n, 3);
	return bench_main(argc, argv, "nv_atomics", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
