/*
 * wmma_pipeline.cu - tensor-core GEMM tiles with nvcuda::wmma, and two
 * ways of staging global memory into shared memory asynchronously: the
 * cuda_pipeline.h primitives, and cuda::memcpy_async on a block-scoped
 * cuda::barrier.
 *
 * build: nvcc -O3 -arch=sm_90 wmma_pipeline.cu
 */
#include <cstdio>
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
#include <cuda/barrier>
#include <cooperative_groups.h>

using namespace nvcuda;
namespace cg = cooperative_groups;

#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16
#define TILE 256

/* one warp per 16x16 tile of C = A * B, A row-major, B column-major */
__global__ void wmma_gemm(const half *a, const half *b, float *c, int m, int n, int k)
{
	int warp_m = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
	int warp_n = blockIdx.y * blockDim.y + threadIdx.y;

	wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::row_major> a_frag;
	wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major> b_frag;
	wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc;
	wmma::fill_fragment(acc, 0.0f);

	for (int i = 0; i < k; i += WMMA_K) {
		int a_row = warp_m * WMMA_M;
		int b_col = warp_n * WMMA_N;
		if (a_row < m && b_col < n) {
			wmma::load_matrix_sync(a_frag, a + a_row * k + i, k);
			wmma::load_matrix_sync(b_frag, b + b_col * k + i, k);
			wmma::mma_sync(acc, a_frag, b_frag, acc);
		}
	}
	for (int e = 0; e < acc.num_elements; e++)
		acc.x[e] = acc.x[e] * 0.5f;
	int c_row = warp_m * WMMA_M;
	int c_col = warp_n * WMMA_N;
	if (c_row < m && c_col < n)
		wmma::store_matrix_sync(c + c_row * n + c_col, acc, n, wmma::mem_row_major);
}

/* double-buffered copies with the pipeline primitives */
__global__ void stage_primitives(const float *in, float *out, int tiles)
{
	__shared__ float stage[2][TILE];
	int t = threadIdx.x;

	__pipeline_memcpy_async(&stage[0][t], &in[blockIdx.x * tiles * TILE + t], sizeof(float));
	__pipeline_commit();
	for (int tile = 0; tile < tiles; tile++) {
		if (tile + 1 < tiles)
			__pipeline_memcpy_async(&stage[(tile + 1) % 2][t],
						&in[(blockIdx.x * tiles + tile + 1) * TILE + t], sizeof(float));
		__pipeline_commit();
		__pipeline_wait_prior(1);
		__syncthreads();
		out[(blockIdx.x * tiles + tile) * TILE + t] = stage[tile % 2][t] * 2.0f;
		__syncthreads();
	}
}

/* one tile copied by the whole block, completed on a barrier */
__global__ void stage_barrier(const float *in, float *out)
{
	__shared__ float tile[TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
	__shared__ cuda::barrier<cuda::thread_scope_block> bar;
	cg::thread_block block = cg::this_thread_block();

	if (block.thread_rank() == 0)
		init(&bar, block.size());
	block.sync();
	cuda::memcpy_async(block, tile, in + blockIdx.x * TILE, sizeof(float) * TILE, bar);
	bar.arrive_and_wait();
	out[blockIdx.x * TILE + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}

int main()
{
	const int m = 512, n = 512, k = 512;
	half *a, *b;
	float *c, *in, *out;
	cudaMalloc(&a, m * k * sizeof(half));
	cudaMalloc(&b, k * n * sizeof(half));
	cudaMalloc(&c, m * n * sizeof(float));
	cudaMalloc(&in, 64 * 4 * TILE * sizeof(float));
	cudaMalloc(&out, 64 * 4 * TILE * sizeof(float));

	dim3 block(128, 4);
	dim3 grid(m / (WMMA_M * 128 / 32), n / (WMMA_N * 4));
	wmma_gemm<<<grid, block>>>(a, b, c, m, n, k);
	stage_primitives<<<64, TILE>>>(in, out, 4);
	stage_barrier<<<256, TILE>>>(in, out);
	cudaError_t err = cudaDeviceSynchronize();
	printf("%s\n", cudaGetErrorString(err));
	cudaFree(a);
	cudaFree(b);
	cudaFree(c);
	cudaFree(in);
	cudaFree(out);
	return 0;
}
