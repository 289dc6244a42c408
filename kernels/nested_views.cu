/*
 * nested_views.cu - structs inside structs, as tensor and tile libraries
 * hold a pointer and a layout (analyzer/frontend/structs.c, fields.c):
 * nested brace lists, a member struct set by a constructor's initializer
 * list and read back through const-reference getters, a method of a
 * member that sets the member's own members, a member assigned whole and
 * through a pointer a helper is handed, a shared tile held with its row
 * pitch, and a __half2 read through a proxy's conversion.
 *
 * Blocks of 256 threads (8 warps), 1,024 blocks: 8,192 warps.  Counts by
 * hand, per warp (float elements, 4 bytes, unless said):
 *
 *   nv_brace s    Ten t{Ptr{in}, Lay{s}}; out[i] = t.at(i): 1 LDG with
 *                 lanes 4 * s bytes apart: 4 sectors at s = 1, 8 at 2,
 *                 16 at 4, 32 at 8 and 32 (a sector a lane); 1 STG of 4
 *   nv_ctor       Tensor t(Ptr{in}, Lay{2}) through rep_(p, l): the
 *                 member read twice (t.rep_.first.p[i * stride], and
 *                 d.p[i * l.stride] through copies of data() and layout())
 *                 is one address: 1 LDG of 8 sectors (nvcc reads it once);
 *                 1 STG of 4
 *   nv_method     col.loader.init(in, 64), then col.loader.get(lane, 5):
 *                 lanes 256 bytes apart, 1 LDG of 32 sectors; 1 STG of 4
 *   nv_reassign   t.lay = two (stride 2), out[i] = 8 sectors; widen(&t)
 *                 sets stride 4: out[i + n] = 16 sectors; 2 LDG, 2 STG
 *                 of 4 sectors
 *   nv_smem p     a 32 x p float tile in shared memory held as
 *                 STile{SPtr{tile}, Lay{p}}: each warp stores four rows
 *                 (4 STS of 1 wavefront: a row's 32 words fall in 32
 *                 banks at either pitch), then after a barrier reads
 *                 column `warp` at row `lane`: at p = 32 every lane's word
 *                 is in bank `warp`, 32 wavefronts; at p = 33 lane l's is
 *                 in bank (l + warp) % 32, 1.  Global: 4 LDG of 4 sectors
 *                 (a row of the block's 32 x 32 slice), 1 STG of 4
 *   nv_proxy      __half2 v = in[i] through View<__half2>::operator[]'s
 *                 Ref<__half2>, whose operator T &() reads the element:
 *                 1 LDG of 4 sectors (4-byte elements), 1 STG of 4
 */
#include <cuda_fp16.h>

#define THREADS 256
#define BLOCKS 1024

struct Ptr {
	const float *p;
	__device__ float at(int i) const { return p[i]; }
};
struct Lay {
	int stride;
	__device__ int of(int i) const { return i * stride; }
};
struct Ten {
	Ptr data;
	Lay lay;
	__device__ float at(int i) const { return data.p[lay.of(i)]; }
};

__global__ void nv_brace(const float *in, float *out, int s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Ten t{Ptr{in}, Lay{s}};
	out[i] = t.at(i);
}

struct Pair {
	Ptr first;
	Lay second;
	__device__ Pair(Ptr a, Lay b) : first(a), second(b) {}
};
struct Tensor {
	Pair rep_;
	__device__ Tensor(Ptr p, Lay l) : rep_(p, l) {}
	__device__ const Ptr &data() const { return rep_.first; }
	__device__ const Lay &layout() const { return rep_.second; }
};

__global__ void nv_ctor(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Tensor t(Ptr{in}, Lay{2});
	float v = t.rep_.first.p[i * t.rep_.second.stride];
	Ptr d = t.data();
	Lay l = t.layout();
	v += d.p[i * l.stride];
	out[i] = v;
}

struct Loader {
	const float *base;
	int pitch;
	__device__ void init(const float *b, int p)
	{
		base = b;
		pitch = p;
	}
	__device__ float get(int r, int c) const { return base[r * pitch + c]; }
};
struct Column {
	Loader loader;
	int offset;
};

__global__ void nv_method(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int warp = i / 32, lane = i % 32;
	Column col;
	col.loader.init(in + warp * 32 * 64, 64);
	col.offset = 5;
	out[i] = col.loader.get(lane, col.offset);
}

__device__ void widen(Ten *t)
{
	t->lay.stride = 4;
}

__global__ void nv_reassign(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Ten t{Ptr{in}, Lay{1}};
	Lay two{2};
	t.lay = two;
	out[i] = t.at(i);
	widen(&t);
	out[i + BLOCKS * THREADS] = t.at(i);
}

struct SPtr {
	float *p;
};
struct STile {
	SPtr s;
	Lay lay;
	__device__ float &at(int r, int c) const { return s.p[r * lay.stride + c]; }
};

template <int P>
__global__ void nv_smem(const float *in, float *out)
{
	__shared__ float tile[32 * P];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	STile t{SPtr{tile}, Lay{P}};
	for (int r = warp * 4; r < warp * 4 + 4; r++)
		t.at(r, lane) = in[(blockIdx.x * 32 + r) * 32 + lane];
	__syncthreads();
	out[i] = t.at(lane, warp);
}
template __global__ void nv_smem<32>(const float *, float *);
template __global__ void nv_smem<33>(const float *, float *);

template <typename T>
struct Ref {
	T *p;
	__device__ operator T &() const { return *p; }
};
template <typename T>
struct View {
	T *data;
	__device__ Ref<T> operator[](int i) const { return Ref<T>{data + i}; }
};

__global__ void nv_proxy(View<__half2> in, __half2 *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	__half2 v = in[i];
	out[i] = v;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "nv_brace"))
		nv_brace<<<v->grid, v->block>>>(g_in, g_out, v->arg0);
	else if (!strcmp(v->kernel, "nv_ctor"))
		nv_ctor<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "nv_method"))
		nv_method<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "nv_reassign"))
		nv_reassign<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "nv_smem<32>"))
		nv_smem<32><<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "nv_smem<33>"))
		nv_smem<33><<<v->grid, v->block>>>(g_in, g_out);
	else {
		View<__half2> in = { (__half2 *)g_in };
		nv_proxy<<<v->grid, v->block>>>(in, (__half2 *)g_out);
	}
}

#define V(kern, params, a0) { kern, params, dim3(BLOCKS), dim3(THREADS), a0, 0, launch, NULL }

static struct variant table[] = {
	V("nv_brace", "s=1", 1), V("nv_brace", "s=2", 2), V("nv_brace", "s=4", 4),
	V("nv_brace", "s=8", 8), V("nv_brace", "s=32", 32),
	V("nv_ctor", "", 0), V("nv_method", "", 0), V("nv_reassign", "", 0),
	V("nv_smem<32>", "", 0), V("nv_smem<33>", "", 0), V("nv_proxy", "", 0),
};

int main(int argc, char **argv)
{
	/* nv_brace at s = 32 reads 32 floats a thread apart */
	size_t n = (size_t)BLOCKS * THREADS * 32;
	int rc;

	g_in = (float *)bench_alloc(n * sizeof(float));
	g_out = (float *)bench_alloc(2 * (size_t)BLOCKS * THREADS * sizeof(float));
	rc = bench_main(argc, argv, "nested_views", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif
