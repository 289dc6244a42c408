// Tiled SGEMM, C = alpha * A * B + beta * C, row-major, 32x32 shared tiles,
// one output element per thread, 32x32 threads per block.
#include <cuda_runtime.h>

#define TILE 32

__global__ void sgemm_tiled(int M, int N, int K, float alpha,
                            const float *__restrict__ A,
                            const float *__restrict__ B, float beta,
                            float *__restrict__ C)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
        __syncthreads();

#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }

    if (row < M && col < N)
        C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

void launch_sgemm_tiled(int M, int N, int K, float alpha, const float *A,
                        const float *B, float beta, float *C)
{
    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    sgemm_tiled<<<grid, block>>>(M, N, K, alpha, A, B, beta, C);
}
