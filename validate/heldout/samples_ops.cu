/*
 * samples_ops.cu - kernels in the style of a vendor's teaching samples: a
 * matrix transpose in its classic steps, a block reduction with
 * interleaved and sequential addressing, a 5-point stencil and a float4
 * copy.  Sizes from the command line with defaults; every launch timed with
 * events.
 *
 * Held out: nothing in warpcheck's time model was fitted on it
 * (validate/heldout.sh runs it, validate/heldout.py scores it).
 *
 * usage: samples_ops [N] [ELEMS]      (default 4096 and 1 << 24)
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cuda_runtime.h>

#define TILE_DIM 32
#define BLOCK_ROWS 8
#define REPEATS 21

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "samples_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

__global__ void copy_tile(float *odata, const float *idata, int width)
{
	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;

	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		odata[(y + j) * width + x] = idata[(y + j) * width + x];
}

__global__ void transpose_naive(float *odata, const float *idata, int width)
{
	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;

	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		odata[x * width + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transpose_shared(float *odata, const float *idata, int width)
{
	__shared__ float tile[TILE_DIM][TILE_DIM];
	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;

	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
	__syncthreads();
	x = blockIdx.y * TILE_DIM + threadIdx.x;
	y = blockIdx.x * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void transpose_padded(float *odata, const float *idata, int width)
{
	__shared__ float tile[TILE_DIM][TILE_DIM + 1];
	int x = blockIdx.x * TILE_DIM + threadIdx.x;
	int y = blockIdx.y * TILE_DIM + threadIdx.y;

	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
	__syncthreads();
	x = blockIdx.y * TILE_DIM + threadIdx.x;
	y = blockIdx.x * TILE_DIM + threadIdx.y;
	for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
		odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

/* interleaved addressing: the active threads are 2s apart */
__global__ void reduce_interleaved(float *out, const float *in, int n)
{
	extern __shared__ float sdata[];
	unsigned t = threadIdx.x;
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	sdata[t] = i < n ? in[i] : 0.0f;
	__syncthreads();
	for (unsigned s = 1; s < blockDim.x; s *= 2) {
		int index = 2 * s * t;
		if (index < blockDim.x)
			sdata[index] += sdata[index + s];
		__syncthreads();
	}
	if (t == 0)
		out[blockIdx.x] = sdata[0];
}

/* sequential addressing, two loads a thread */
__global__ void reduce_sequential(float *out, const float *in, int n)
{
	extern __shared__ float sdata[];
	unsigned t = threadIdx.x;
	unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
	float sum = i < n ? in[i] : 0.0f;

	if (i + blockDim.x < n)
		sum += in[i + blockDim.x];
	sdata[t] = sum;
	__syncthreads();
	for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
		if (t < s)
			sdata[t] = sum = sum + sdata[t + s];
		__syncthreads();
	}
	if (t == 0)
		out[blockIdx.x] = sum;
}

__global__ void stencil5(float *out, const float *in, int nx, int ny)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
		return;
	out[y * nx + x] = 0.25f * (in[y * nx + x - 1] + in[y * nx + x + 1] +
				   in[(y - 1) * nx + x] + in[(y + 1) * nx + x]) - in[y * nx + x];
}

__global__ void copy_float4(float4 *out, const float4 *in, int n4)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n4)
		out[i] = in[i];
}

static cudaEvent_t ev0, ev1;
static float ms[REPEATS];

static void report(const char *name, dim3 grid, dim3 block)
{
	std::sort(ms, ms + REPEATS);
	printf("%s,%ux%ux%u,%ux%ux%u,%.4f\n", name, grid.x, grid.y, grid.z,
	       block.x, block.y, block.z, ms[REPEATS / 2]);
}

#define TIME(name, grid, block, launch)                                            \
	do {                                                                       \
		for (int r_ = 0; r_ < REPEATS; r_++) {                             \
			check(cudaEventRecord(ev0), "cudaEventRecord");            \
			launch;                                                    \
			check(cudaEventRecord(ev1), "cudaEventRecord");            \
			check(cudaEventSynchronize(ev1), name);                    \
			check(cudaGetLastError(), name);                           \
			check(cudaEventElapsedTime(&ms[r_], ev0, ev1), name);      \
		}                                                                  \
		report(name, grid, block);                                         \
	} while (0)

int main(int argc, char **argv)
{
	int N = argc > 1 ? atoi(argv[1]) : 4096;
	int elems = argc > 2 ? atoi(argv[2]) : 1 << 24;
	size_t bytes = (size_t)N * N * sizeof(float);
	float *a, *b, *partial;

	check(cudaEventCreate(&ev0), "cudaEventCreate");
	check(cudaEventCreate(&ev1), "cudaEventCreate");
	check(cudaMalloc(&a, bytes), "cudaMalloc");
	check(cudaMalloc(&b, bytes), "cudaMalloc");
	check(cudaMalloc(&partial, (size_t)elems * sizeof(float)), "cudaMalloc");
	check(cudaMemset(a, 0, bytes), "cudaMemset");
	check(cudaMemset(b, 0, bytes), "cudaMemset");

	printf("kernel,grid,block,median_ms\n");
	dim3 grid(N / TILE_DIM, N / TILE_DIM), block(TILE_DIM, BLOCK_ROWS);
	TIME("copy_tile", grid, block, (copy_tile<<<grid, block>>>(b, a, N)));
	TIME("transpose_naive", grid, block, (transpose_naive<<<grid, block>>>(b, a, N)));
	TIME("transpose_shared", grid, block, (transpose_shared<<<grid, block>>>(b, a, N)));
	TIME("transpose_padded", grid, block, (transpose_padded<<<grid, block>>>(b, a, N)));

	int threads_list[] = { 128, 256, 512 };
	for (int j = 0; j < 3; j++) {
		int threads = threads_list[j];
		int blocks = (elems + threads - 1) / threads;
		TIME("reduce_interleaved", dim3(blocks), dim3(threads),
		     (reduce_interleaved<<<blocks, threads, threads * sizeof(float)>>>(partial, a, elems)));
		int blocks2 = (elems + threads * 2 - 1) / (threads * 2);
		TIME("reduce_sequential", dim3(blocks2), dim3(threads),
		     (reduce_sequential<<<blocks2, threads, threads * sizeof(float)>>>(partial, a, elems)));
	}

	dim3 sblock(32, 8), sgrid((N + 31) / 32, (N + 7) / 8);
	TIME("stencil5", sgrid, sblock, (stencil5<<<sgrid, sblock>>>(b, a, N, N)));

	int n4 = N * N / 4;
	TIME("copy_float4", dim3((n4 + 255) / 256), dim3(256),
	     (copy_float4<<<(n4 + 255) / 256, 256>>>((float4 *)b, (const float4 *)a, n4)));
	check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
	return 0;
}
