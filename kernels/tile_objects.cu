/*
 * tile_objects.cu - a shared tile held in a small object, as attention
 * kernels hold theirs: a base pointer its constructor sets over a struct
 * laid on the dynamic shared memory, a static method for the swizzled
 * offset, methods that issue cp.async and ldmatrix in inline PTX, and
 * helpers that take the object by its address (`fill(&q, ...)`,
 * `t->ldsm_x4(...)`).  What this file measures is the front end's
 * following of that object into the helpers; the rules are ldmatrix.cu's
 * and async_copy.cu's.
 *
 *   to_swizzled  the tile's 16-byte chunks at row * 8 + (chunk ^ row % 8)
 *   to_plain     at row * 8 + chunk
 *
 * Each block (128 threads, 4 warps) copies its 64 rows of 128 bytes (64
 * halves) from global memory with cp.async.cg 16 bytes: 512 chunks, 4 a
 * thread, chunk k = i * 128 + tid, row k / 8, chunk k % 8.  Counts by
 * hand, per block:
 *   LDGSTS: 4 rounds x 4 warps = 16 requests; a warp's 32 chunks are 512
 *     consecutive bytes of global memory: 16 sectors each, 256; its shared
 *     side, 4 rows of 128 bytes (a permutation of their chunks when
 *     swizzled): 4 wavefronts each, 64
 *   LDSM.x4: 1 a warp, 4; warp w's lane l reads row 16w + l % 16, chunk
 *     l / 16 (swizzled: chunk ^ row % 8): the 8 rows of a matrix in 8
 *     groups of 4 banks when swizzled, 1 wavefront each, 4 a request, 16;
 *     in one group when plain, 8 each, 32 a request, 128
 *   STG: out[block * 128 + tid], 4 requests of 4 sectors, 16
 */
#include <cstdint>

struct row16 {
	uint32_t w[4];
};

template <bool SWIZZLE>
struct tile {
	row16 *base;
	__device__ tile(void *p) : base((row16 *)p) {}
	static __device__ uint32_t offset(uint32_t row, uint32_t chunk)
	{
		return row * 8 + (SWIZZLE ? chunk ^ (row % 8) : chunk);
	}
	__device__ void load_16b(uint32_t off, const void *src)
	{
		uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(base + off));
		asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src));
	}
	__device__ void ldsm_x4(uint32_t off, uint32_t *r)
	{
		uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(base + off));
		asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
			     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
			     : "r"(a));
	}
};

struct storage {
	alignas(16) uint16_t q[64 * 64];
	alignas(16) uint16_t k[64 * 64];
};

template <bool SWIZZLE>
__device__ void fill(tile<SWIZZLE> *t, const uint16_t *g, uint32_t tid)
{
#pragma unroll
	for (uint32_t i = 0; i < 4; i++) {
		uint32_t k = i * 128 + tid, row = k / 8, chunk = k % 8;
		t->load_16b(tile<SWIZZLE>::offset(row, chunk), g + row * 64 + chunk * 8);
	}
	asm volatile("cp.async.commit_group;\n" ::);
	asm volatile("cp.async.wait_group 0;\n" ::: "memory");
}

template <bool SWIZZLE>
__device__ uint32_t fetch(tile<SWIZZLE> *t, uint32_t warp, uint32_t lane)
{
	uint32_t r[4];

	t->ldsm_x4(tile<SWIZZLE>::offset(16 * warp + lane % 16, lane / 16), r);
	return r[0] ^ r[1] ^ r[2] ^ r[3];
}

template <bool SWIZZLE>
__device__ void run(const uint16_t *in, uint32_t *out)
{
	extern __shared__ uint8_t smem[];
	auto &st = reinterpret_cast<storage &>(smem);
	tile<SWIZZLE> q(st.q);
	uint32_t tid = threadIdx.x;

	fill(&q, in + blockIdx.x * 64 * 64, tid);
	__syncthreads();
	out[blockIdx.x * blockDim.x + tid] = fetch(&q, tid / 32, tid % 32);
}

__global__ void to_swizzled(const uint16_t *in, uint32_t *out)
{
	run<true>(in, out);
}

__global__ void to_plain(const uint16_t *in, uint32_t *out)
{
	run<false>(in, out);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define TO_BLOCKS 64

static uint16_t *g_in;
static uint32_t *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "to_swizzled"))
		to_swizzled<<<v->grid, v->block, sizeof(storage)>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "to_plain"))
		to_plain<<<v->grid, v->block, sizeof(storage)>>>(g_in, g_out);
	else {
		fprintf(stderr, "tile_objects: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "to_swizzled", "", dim3(TO_BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "to_plain", "", dim3(TO_BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t halves = (size_t)TO_BLOCKS * 64 * 64;

	g_in = (uint16_t *)bench_alloc(halves * sizeof(uint16_t));
	bench_fill_float(g_in, halves / 2, 3);
	g_out = (uint32_t *)bench_alloc((size_t)TO_BLOCKS * 128 * sizeof(uint32_t));
	return bench_main(argc, argv, "tile_objects", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
