/*
 * strided_shared.cu: one kernel per classic shared-memory access pattern
 * (unit stride, stride 2, 32 and 33, a broadcast, a tile's row and column),
 * each repeated often enough that its bank conflicts set the kernel's time.
 * Build: nvcc -arch=sm_90 -lineinfo -o strided_shared examples/strided_shared.cu
 */
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                  \
	do {                                                              \
		cudaError_t err_ = (call);                                \
		if (err_ != cudaSuccess) {                                \
			fprintf(stderr, "%s:%d: %s failed: %s\n",         \
				__FILE__, __LINE__, #call,                \
				cudaGetErrorString(err_));                \
			exit(2);                                          \
		}                                                         \
	} while (0)

/*
 * Every kernel assumes block (32, 8): a warp is one value of threadIdx.y
 * and its lanes are threadIdx.x = 0..31, so the bank pattern of a request
 * is the pattern over threadIdx.x alone. Each kernel first copies 1024
 * floats from `in` into shared memory, 256 threads at a time, then reads
 * them back REPS times and writes one sum per thread to `out`.
 */
#define BLOCK_X 32
#define BLOCK_Y 8
#define SIZE 1024	/* floats in each shared array: 4 KB */
#define REPS 256	/* shared loads per thread after the fill */
#define NUM_BLOCKS 4096

/*
 * Repetition r adds 33 * r to every lane's word index. Adding the same
 * amount to all lanes rotates the banks without changing how many lanes
 * share one. The 33 is there for the compiler: since 33 is odd, no thread
 * reads a word twice in fewer than 1024 repetitions, so no load can be
 * reused; and two repetitions touch neighbouring words only when they are
 * 31 apart (33 * 31 = 1023, one less than 1024), too far apart to be
 * merged into one 64- or 128-bit load in a loop nvcc unrolls by 16.
 * (Checked with cuobjdump -sass for sm_90: 16 plain LDS per iteration.)
 * Taking the index % SIZE keeps it inside the array; SIZE is a multiple
 * of 32, so the wrap does not change a word's bank.
 */

/* Lane n reads word n: 32 words in 32 banks, 1 wavefront. */
__global__ void shared_stride_1(float *out, const float *in)
{
	__shared__ float s[SIZE];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < SIZE; j += BLOCK_X * BLOCK_Y)
		s[j + t] = in[j + t];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += s[(threadIdx.x + 33 * r) % SIZE];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* Lane n reads word 2n: lanes n and n + 16 share a bank, 2 wavefronts. */
__global__ void shared_stride_2(float *out, const float *in)
{
	__shared__ float s[SIZE];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < SIZE; j += BLOCK_X * BLOCK_Y)
		s[j + t] = in[j + t];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += s[(threadIdx.x * 2 + 33 * r) % SIZE];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* Lane n reads word 32n: all 32 lanes in one bank, 32 wavefronts. */
__global__ void shared_stride_32(float *out, const float *in)
{
	__shared__ float s[SIZE];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < SIZE; j += BLOCK_X * BLOCK_Y)
		s[j + t] = in[j + t];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += s[(threadIdx.x * 32 + 33 * r) % SIZE];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* Lane n reads word 33n, in bank (33n) % 32 = n: 1 wavefront. */
__global__ void shared_stride_33(float *out, const float *in)
{
	__shared__ float s[SIZE];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < SIZE; j += BLOCK_X * BLOCK_Y)
		s[j + t] = in[j + t];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += s[(threadIdx.x * 33 + 33 * r) % SIZE];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* Every lane of a warp reads the same word: it is broadcast, 1 wavefront.
 * The word depends on threadIdx.y (one value per warp) rather than on r
 * alone: with constant addresses ptxas merges neighbouring words into
 * LDS.64 and LDS.128, and the kernel would no longer issue REPS loads. */
__global__ void shared_broadcast(float *out, const float *in)
{
	__shared__ float s[SIZE];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < SIZE; j += BLOCK_X * BLOCK_Y)
		s[j + t] = in[j + t];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += s[(threadIdx.y + 33 * r) % SIZE];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/*
 * The tile kernels read a 32 x 32 tile; repetition r moves each warp to
 * row (or column) (threadIdx.y + r) % 32. Those come round every 32
 * repetitions, so r / 32 also rotates the lanes along the row (or down the
 * column): no word is read twice by one thread, and the compiler cannot
 * load 32 words once and reuse them. A rotation keeps the set of words a
 * warp touches, so it does not change the bank pattern.
 */

/* A warp reads one row: 32 consecutive words, 1 wavefront. */
__global__ void tile_row_read(float *out, const float *in)
{
	__shared__ float tile[32][32];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < 32; j += BLOCK_Y)
		tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * 32 + threadIdx.x];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += tile[(threadIdx.y + r) % 32][(threadIdx.x + r / 32) % 32];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* A warp reads one column: rows are 32 words apart, 32 wavefronts. */
__global__ void tile_column_read(float *out, const float *in)
{
	__shared__ float tile[32][32];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < 32; j += BLOCK_Y)
		tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * 32 + threadIdx.x];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += tile[(threadIdx.x + r / 32) % 32][(threadIdx.y + r) % 32];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* The same column read with rows padded to 33 words: 1 wavefront. */
__global__ void tile_column_read_padded(float *out, const float *in)
{
	__shared__ float tile[32][33];
	int t = threadIdx.y * blockDim.x + threadIdx.x;

	for (int j = 0; j < 32; j += BLOCK_Y)
		tile[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * 32 + threadIdx.x];
	__syncthreads();

	float acc = 0.0f;
	for (int r = 0; r < REPS; ++r)
		acc += tile[(threadIdx.x + r / 32) % 32][(threadIdx.y + r) % 32];
	out[blockIdx.x * (blockDim.x * blockDim.y) + t] = acc;
}

/* ---- host side: nothing below is meant for warpcheck ---- */

typedef void (*kernel_fn)(float *, const float *);

/* Which element of the 1024-float input thread (x, y) adds at repetition
 * r, exactly as the kernel above indexes it. */
typedef int (*index_fn)(int x, int y, int r);

static int idx_stride_1(int x, int, int r) { return (x + 33 * r) % SIZE; }
static int idx_stride_2(int x, int, int r) { return (x * 2 + 33 * r) % SIZE; }
static int idx_stride_32(int x, int, int r) { return (x * 32 + 33 * r) % SIZE; }
static int idx_stride_33(int x, int, int r) { return (x * 33 + 33 * r) % SIZE; }
static int idx_broadcast(int, int y, int r) { return (y + 33 * r) % SIZE; }
static int idx_row(int x, int y, int r)
{
	return (y + r) % 32 * 32 + (x + r / 32) % 32;
}

static int idx_column(int x, int y, int r)
{
	return (x + r / 32) % 32 * 32 + (y + r) % 32;
}

struct variant {
	const char *name;
	kernel_fn kernel;
	index_fn index;
	int wavefronts;		/* per request, derived by hand (README.md) */
};

static const struct variant variants[] = {
	{ "shared_stride_1", shared_stride_1, idx_stride_1, 1 },
	{ "shared_stride_2", shared_stride_2, idx_stride_2, 2 },
	{ "shared_stride_32", shared_stride_32, idx_stride_32, 32 },
	{ "shared_stride_33", shared_stride_33, idx_stride_33, 1 },
	{ "shared_broadcast", shared_broadcast, idx_broadcast, 1 },
	{ "tile_row_read", tile_row_read, idx_row, 1 },
	{ "tile_column_read", tile_column_read, idx_column, 32 },
	{ "tile_column_read_padded", tile_column_read_padded, idx_column, 1 },
};

#define WARMUP_RUNS 1
#define TIMED_RUNS 20

static float median_ms(std::vector<float> &ms)
{
	std::sort(ms.begin(), ms.end());
	size_t n = ms.size();
	return n % 2 ? ms[n / 2] : 0.5f * (ms[n / 2 - 1] + ms[n / 2]);
}

static float time_kernel(kernel_fn kernel, dim3 grid, dim3 block,
			 float *d_out, const float *d_in)
{
	cudaEvent_t start, stop;
	CUDA_CHECK(cudaEventCreate(&start));
	CUDA_CHECK(cudaEventCreate(&stop));

	for (int i = 0; i < WARMUP_RUNS; ++i)
		kernel<<<grid, block>>>(d_out, d_in);
	CUDA_CHECK(cudaGetLastError());
	CUDA_CHECK(cudaDeviceSynchronize());

	std::vector<float> ms(TIMED_RUNS);
	for (int i = 0; i < TIMED_RUNS; ++i) {
		CUDA_CHECK(cudaEventRecord(start));
		kernel<<<grid, block>>>(d_out, d_in);
		CUDA_CHECK(cudaEventRecord(stop));
		CUDA_CHECK(cudaEventSynchronize(stop));
		CUDA_CHECK(cudaGetLastError());
		CUDA_CHECK(cudaEventElapsedTime(&ms[i], start, stop));
	}
	CUDA_CHECK(cudaEventDestroy(start));
	CUDA_CHECK(cudaEventDestroy(stop));
	return median_ms(ms);
}

/* Every block computes the same sums, so one block's worth of expected
 * values checks the whole output. The inputs are multiples of 1/4 and
 * the sums stay small, so float addition is exact and order-free. */
static int check(const struct variant *v, const std::vector<float> &in,
		 const std::vector<float> &out)
{
	const int threads = BLOCK_X * BLOCK_Y;
	std::vector<float> expected(threads);

	for (int y = 0; y < BLOCK_Y; ++y) {
		for (int x = 0; x < BLOCK_X; ++x) {
			float acc = 0.0f;
			for (int r = 0; r < REPS; ++r)
				acc += in[v->index(x, y, r)];
			expected[y * BLOCK_X + x] = acc;
		}
	}
	for (size_t i = 0; i < out.size(); ++i) {
		if (out[i] != expected[i % threads]) {
			fprintf(stderr, "%s: out[%zu] = %g, expected %g\n",
				v->name, i, out[i], expected[i % threads]);
			return -1;
		}
	}
	return 0;
}

int main(void)
{
	const dim3 block(BLOCK_X, BLOCK_Y);
	const dim3 grid(NUM_BLOCKS);
	const size_t out_count = (size_t)NUM_BLOCKS * BLOCK_X * BLOCK_Y;

	std::vector<float> h_in(SIZE);
	for (int i = 0; i < SIZE; ++i)
		h_in[i] = (float)(i % 17) * 0.25f + 1.0f;

	float *d_in, *d_out;
	CUDA_CHECK(cudaMalloc(&d_in, SIZE * sizeof(float)));
	CUDA_CHECK(cudaMalloc(&d_out, out_count * sizeof(float)));
	CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), SIZE * sizeof(float),
			      cudaMemcpyHostToDevice));

	/* Shared loads issued by each kernel, for the per-load time. */
	const double loads = (double)out_count / 32 * REPS;
	std::vector<float> h_out(out_count);
	int failures = 0;

	printf("grid %d, block (%d, %d), %d shared loads per thread\n\n",
	       NUM_BLOCKS, BLOCK_X, BLOCK_Y, REPS);
	printf("%-24s %10s %12s %14s %6s\n", "kernel", "wavefronts",
	       "median ms", "ns/warp-load", "check");
	for (const struct variant &v : variants) {
		CUDA_CHECK(cudaMemset(d_out, 0, out_count * sizeof(float)));
		float ms = time_kernel(v.kernel, grid, block, d_out, d_in);
		CUDA_CHECK(cudaMemcpy(h_out.data(), d_out,
				      out_count * sizeof(float),
				      cudaMemcpyDeviceToHost));
		int ok = check(&v, h_in, h_out) == 0;
		failures += !ok;
		printf("%-24s %10d %12.4f %14.6f %6s\n", v.name, v.wavefronts,
		       ms, ms * 1e6 / loads, ok ? "PASS" : "FAIL");
	}

	CUDA_CHECK(cudaFree(d_in));
	CUDA_CHECK(cudaFree(d_out));
	return failures ? 1 : 0;
}
