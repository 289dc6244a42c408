/*
 * gmem_struct.cu - global loads from arrays of structs: how the size and
 * alignment of an element decide the number of requests (one per piece
 * the compiler copies) and the sectors each request touches.
 *
 * HARDWARE.md, global memory rules 1, 2 and 4: one request per warp
 * instruction; sectors = distinct aligned 32-byte blocks holding the bytes
 * the active lanes access; a struct whose alignment is smaller than its
 * size (or whose size is not a power of two) is copied in pieces of its
 * alignment, each piece its own request. Buffers come from cudaMalloc
 * (256-byte aligned).
 *
 * Every kernel runs 4096 blocks of 256 threads: 2^20 threads, 32768 warps;
 * thread gid reads element gid and writes one float, out[gid] (32768
 * requests, 4 sectors each: 131072 store sectors per launch). Warp w's
 * elements start at byte 32 * w * size, a multiple of 128 for every size
 * used (8, 12, 16), so every warp has the same pattern.
 *
 * Hand-derived, per warp (lane l reads bytes size * l + field offset ..):
 *   vec3 {x,y,z} (12 bytes, align 4), .x only: one 4-byte request; bytes
 *     12l .. 12l+3 for l = 0..31 lie in 0..375, never across a sector
 *     boundary (12l % 32 is at most 28), and the 12-byte step is below 32
 *     so every sector 0..11 is touched                          1 req, 12
 *   pair {x,y} (8 bytes, align 4), whole struct copied: two 4-byte
 *     pieces, at 8l and 8l+4, each spanning bytes 0..255       2 req, 8 + 8
 *   pair8 {x,y} __align__(8), whole: one 8-byte request (LDG.64)
 *     over bytes 0..255                                         1 req, 8
 *   quad {a,b,c,d} __align__(16), whole: one 16-byte request
 *     (LDG.128) over bytes 0..511                               1 req, 16
 *   float3 (12 bytes, align 4), .x, .y, .z as three reads: three 4-byte
 *     requests at 12l, 12l+4, 12l+8; each stays inside one sector per
 *     lane and touches sectors 0..11                            3 req, 12 each
 * The bytes a warp needs fill 4 sectors per 4-byte field (128 bytes), so
 * the vec3 .x read moves 3 times the ideal, the float3 reads 36 sectors
 * where 12 hold all the warp's bytes (L1 serves the repeats, but the
 * request counter l1tex__t_sectors counts them all).
 */

struct vec3 {
	float x, y, z;
};

struct pair {
	float x, y;
};

struct __align__(8) pair8 {
	float x, y;
};

struct __align__(16) quad {
	float a, b, c, d;
};

/*
 * One field of a 12-byte struct. Expected per launch: global ld 32768
 * requests, 393216 sectors (12 each); global st 32768 requests, 131072.
 */
__global__ void gmem_vec3_x(float *out, const struct vec3 *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid].x;
}

/*
 * An 8-byte struct aligned to 4, copied whole: two LDG.E (32-bit).
 * Expected per launch: global ld 65536 requests, 524288 sectors (8 each);
 * global st 32768 requests, 131072.
 */
__global__ void gmem_pair_copy(float *out, const struct pair *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	struct pair p = in[gid];

	out[gid] = p.x + p.y;
}

/*
 * The same 8 bytes aligned to 8: one LDG.E.64. Expected per launch:
 * global ld 32768 requests, 262144 sectors (8 each); global st 32768
 * requests, 131072.
 */
__global__ void gmem_pair8_copy(float *out, const struct pair8 *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	struct pair8 p = in[gid];

	out[gid] = p.x + p.y;
}

/*
 * A 16-byte struct aligned to 16, copied whole: one LDG.E.128. Expected
 * per launch: global ld 32768 requests, 524288 sectors (16 each); global
 * st 32768 requests, 131072.
 */
__global__ void gmem_quad_copy(float *out, const struct quad *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	struct quad q = in[gid];

	out[gid] = q.a + q.b + q.c + q.d;
}

/*
 * float3 read as .x, .y, .z: three LDG.E (float3 is aligned to 4, so
 * nvcc cannot merge them). Expected per launch: global ld 98304 requests,
 * 1179648 sectors (12 each); global st 32768 requests, 131072.
 */
__global__ void gmem_float3_xyz(float *out, const float3 *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid].x + in[gid].y + in[gid].z;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 4096
#define THREADS (BLOCKS * 256)

static float *g_in, *g_out;
static float *h_in, *h_out;

static void launch_vec3_x(const struct variant *v)
{
	gmem_vec3_x<<<v->grid, v->block>>>(g_out, (const struct vec3 *)g_in);
}

static void launch_pair_copy(const struct variant *v)
{
	gmem_pair_copy<<<v->grid, v->block>>>(g_out, (const struct pair *)g_in);
}

static void launch_pair8_copy(const struct variant *v)
{
	gmem_pair8_copy<<<v->grid, v->block>>>(g_out,
					       (const struct pair8 *)g_in);
}

static void launch_quad_copy(const struct variant *v)
{
	gmem_quad_copy<<<v->grid, v->block>>>(g_out, (const struct quad *)g_in);
}

static void launch_float3_xyz(const struct variant *v)
{
	gmem_float3_xyz<<<v->grid, v->block>>>(g_out, (const float3 *)g_in);
}

/*
 * out[i] must be the sum of `fields` of the floats of element i (element
 * `size` floats, fields from `first`), summed left to right as the kernel
 * does; then re-poison.
 */
static int check_sum(int size, int first, int fields)
{
	size_t bad = 0;

	BENCH_CHECK(cudaMemcpy(h_out, g_out, THREADS * sizeof(float),
			       cudaMemcpyDeviceToHost));
	for (size_t i = 0; i < THREADS; i++) {
		float want = h_in[i * size + first];

		for (int f = 1; f < fields; f++)
			want += h_in[i * size + first + f];
		if (h_out[i] != want)
			bad++;
	}
	if (bad)
		fprintf(stderr, "gmem_struct: %zu of %d outputs wrong\n", bad,
			THREADS);
	bench_poison(g_out, THREADS * sizeof(float));
	return bad ? -1 : 0;
}

static int check_vec3_x(const struct variant *v)
{
	(void)v;
	return check_sum(3, 0, 1);
}

static int check_pair(const struct variant *v)
{
	(void)v;
	return check_sum(2, 0, 2);
}

static int check_quad(const struct variant *v)
{
	(void)v;
	return check_sum(4, 0, 4);
}

static int check_float3(const struct variant *v)
{
	(void)v;
	return check_sum(3, 0, 3);
}

#define S(name, fn, chk) { name, "", dim3(BLOCKS), dim3(256), 0, 0, fn, chk }

static struct variant table[] = {
	S("gmem_vec3_x", launch_vec3_x, check_vec3_x),
	S("gmem_pair_copy", launch_pair_copy, check_pair),
	S("gmem_pair8_copy", launch_pair8_copy, check_pair),
	S("gmem_quad_copy", launch_quad_copy, check_quad),
	S("gmem_float3_xyz", launch_float3_xyz, check_float3),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t in_floats = (size_t)THREADS * 4; /* the widest element: quad */
	int rc;

	h_in = (float *)malloc(in_floats * sizeof(float));
	h_out = (float *)malloc(THREADS * sizeof(float));
	if (!h_in || !h_out) {
		fprintf(stderr, "gmem_struct: out of host memory\n");
		return 100;
	}
	g_in = (float *)bench_alloc(in_floats * sizeof(float));
	g_out = (float *)bench_alloc(THREADS * sizeof(float));
	bench_fill_float(g_in, in_floats, 31);
	BENCH_CHECK(cudaMemcpy(h_in, g_in, in_floats * sizeof(float),
			       cudaMemcpyDeviceToHost));
	bench_poison(g_out, THREADS * sizeof(float));

	rc = bench_main(argc, argv, "gmem_struct", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	free(h_in);
	free(h_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
