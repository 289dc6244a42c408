/*
 * transpose.cu: four versions of the same float matrix transpose, from one
 * whose stores are a column apart to tiled copies through shared memory with
 * and without bank conflicts. main times each and checks it against the CPU.
 * Build: nvcc -arch=sm_90 -lineinfo -o transpose examples/transpose.cu
 */
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
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
 * `in` is height rows of width floats, `out` is width rows of height floats:
 * out[c * height + r] = in[r * width + c]. A block of (TILE_DIM, BLOCK_ROWS)
 * threads moves one TILE_DIM x TILE_DIM tile, each thread TILE_DIM /
 * BLOCK_ROWS elements. With blockDim.x = 32 every warp is one value of
 * threadIdx.y, and its 32 lanes are threadIdx.x = 0..31.
 */
#define TILE_DIM 32
#define BLOCK_ROWS 8

/* Loads a row (one 128-byte run per warp) and stores a column: the 32
 * stores of a warp are `height` floats apart, one sector each. */
__global__ void transpose_naive(float *out, const float *in, int width, int height)
{
	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;

	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x < width && y + j < height)
			out[x * height + (y + j)] = in[(y + j) * width + x];
	}
}

/* Both global sides are rows now; the column moves into shared memory,
 * where the 32 lanes of the read below fall in a single bank. */
__global__ void transpose_shared(float *out, const float *in, int width, int height)
{
	__shared__ float tile[TILE_DIM][TILE_DIM];

	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x < width && y + j < height)
			tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
	}
	__syncthreads();

	int x2 = blockIdx.y * TILE_DIM + threadIdx.x;
	int y2 = blockIdx.x * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x2 < height && y2 + j < width)
			out[(y2 + j) * height + x2] = tile[threadIdx.x][threadIdx.y + j];
	}
}

/* One unused float per row makes the row stride 33 words, so a column's
 * 32 words land in 32 different banks. */
__global__ void transpose_padded(float *out, const float *in, int width, int height)
{
	__shared__ float tile[TILE_DIM][TILE_DIM + 1];

	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x < width && y + j < height)
			tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
	}
	__syncthreads();

	int x2 = blockIdx.y * TILE_DIM + threadIdx.x;
	int y2 = blockIdx.x * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x2 < height && y2 + j < width)
			out[(y2 + j) * height + x2] = tile[threadIdx.x][threadIdx.y + j];
	}
}

/* No padding: element (r, c) of the tile is kept in column c ^ r. XOR with
 * a fixed value permutes 0..31, so a row still covers all 32 banks, and a
 * column's lanes (r = lane, c fixed) see banks c ^ lane, all different.
 * This needs TILE_DIM to be 32, the number of banks. */
__global__ void transpose_swizzled(float *out, const float *in, int width, int height)
{
	__shared__ float tile[TILE_DIM][TILE_DIM];

	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x < width && y + j < height)
			tile[threadIdx.y + j][threadIdx.x ^ (threadIdx.y + j)] = in[(y + j) * width + x];
	}
	__syncthreads();

	int x2 = blockIdx.y * TILE_DIM + threadIdx.x;
	int y2 = blockIdx.x * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) {
		if (x2 < height && y2 + j < width)
			out[(y2 + j) * height + x2] = tile[threadIdx.x][(threadIdx.y + j) ^ threadIdx.x];
	}
}

/* ---- host side: nothing below is meant for warpcheck ---- */

typedef void (*transpose_fn)(float *, const float *, int, int);

struct variant {
	const char *name;
	transpose_fn kernel;
};

static const struct variant variants[] = {
	{ "transpose_naive", transpose_naive },
	{ "transpose_shared", transpose_shared },
	{ "transpose_padded", transpose_padded },
	{ "transpose_swizzled", transpose_swizzled },
};

#define WARMUP_RUNS 1
#define TIMED_RUNS 20

static int parse_dim(const char *arg, const char *what, int *out)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (*arg == '\0' || *end != '\0' || v <= 0 || v > INT_MAX) {
		fprintf(stderr, "transpose: bad %s '%s'\n", what, arg);
		return -1;
	}
	*out = (int)v;
	return 0;
}

static float median_ms(std::vector<float> &ms)
{
	std::sort(ms.begin(), ms.end());
	size_t n = ms.size();
	return n % 2 ? ms[n / 2] : 0.5f * (ms[n / 2 - 1] + ms[n / 2]);
}

static float time_kernel(transpose_fn kernel, dim3 grid, dim3 block,
			 float *d_out, const float *d_in, int width, int height)
{
	cudaEvent_t start, stop;
	CUDA_CHECK(cudaEventCreate(&start));
	CUDA_CHECK(cudaEventCreate(&stop));

	for (int i = 0; i < WARMUP_RUNS; ++i)
		kernel<<<grid, block>>>(d_out, d_in, width, height);
	CUDA_CHECK(cudaGetLastError());
	CUDA_CHECK(cudaDeviceSynchronize());

	std::vector<float> ms(TIMED_RUNS);
	for (int i = 0; i < TIMED_RUNS; ++i) {
		CUDA_CHECK(cudaEventRecord(start));
		kernel<<<grid, block>>>(d_out, d_in, width, height);
		CUDA_CHECK(cudaEventRecord(stop));
		CUDA_CHECK(cudaEventSynchronize(stop));
		CUDA_CHECK(cudaGetLastError());
		CUDA_CHECK(cudaEventElapsedTime(&ms[i], start, stop));
	}
	CUDA_CHECK(cudaEventDestroy(start));
	CUDA_CHECK(cudaEventDestroy(stop));
	return median_ms(ms);
}

int main(int argc, char **argv)
{
	int width = 4096, height = 4096;

	if (argc > 3) {
		fprintf(stderr, "usage: transpose [width [height]]\n");
		return 2;
	}
	if (argc > 1 && parse_dim(argv[1], "width", &width) < 0)
		return 2;
	height = width;		/* one number means a square matrix */
	if (argc > 2 && parse_dim(argv[2], "height", &height) < 0)
		return 2;
	/* The kernels index with int, and grid.y is at most 65535. */
	if ((long long)width * height > INT_MAX ||
	    (height + TILE_DIM - 1) / TILE_DIM > 65535) {
		fprintf(stderr, "transpose: %d x %d is too large\n", width, height);
		return 2;
	}

	const size_t count = (size_t)width * height;
	const size_t bytes = count * sizeof(float);
	const dim3 block(TILE_DIM, BLOCK_ROWS);
	const dim3 grid((width + TILE_DIM - 1) / TILE_DIM,
			(height + TILE_DIM - 1) / TILE_DIM);

	/* No zeros in the input, so a kernel that skips an element fails. */
	std::vector<float> h_in(count), h_ref(count), h_out(count);
	for (size_t i = 0; i < count; ++i)
		h_in[i] = (float)(i * 37 % 1000) * 0.001f + 1.0f;
	for (int r = 0; r < height; ++r)
		for (int c = 0; c < width; ++c)
			h_ref[(size_t)c * height + r] = h_in[(size_t)r * width + c];

	float *d_in, *d_out;
	CUDA_CHECK(cudaMalloc(&d_in, bytes));
	CUDA_CHECK(cudaMalloc(&d_out, bytes));
	CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), bytes, cudaMemcpyHostToDevice));

	printf("%d x %d floats, grid (%u, %u), block (%u, %u)\n\n",
	       width, height, grid.x, grid.y, block.x, block.y);
	printf("%-20s %10s %10s %6s\n", "kernel", "median ms", "GB/s", "check");

	int failures = 0;
	for (const struct variant &v : variants) {
		CUDA_CHECK(cudaMemset(d_out, 0, bytes));
		float ms = time_kernel(v.kernel, grid, block, d_out, d_in,
				       width, height);
		CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, bytes,
				      cudaMemcpyDeviceToHost));

		size_t bad = count;
		for (size_t i = 0; i < count && bad == count; ++i)
			if (h_out[i] != h_ref[i])
				bad = i;
		if (bad != count) {
			fprintf(stderr, "%s: out[%zu] = %g, expected %g\n",
				v.name, bad, h_out[bad], h_ref[bad]);
			++failures;
		}

		/* Each element is read once and written once. */
		double gbps = 2.0 * bytes / (ms * 1e-3) / 1e9;
		printf("%-20s %10.4f %10.1f %6s\n", v.name, ms, gbps,
		       bad == count ? "PASS" : "FAIL");
	}

	CUDA_CHECK(cudaFree(d_in));
	CUDA_CHECK(cudaFree(d_out));
	return failures ? 1 : 0;
}
