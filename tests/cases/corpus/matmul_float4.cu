// SGEMM with 32x32 shared tiles and 128-bit global loads: 256 threads per
// block, each loading one float4 of the A tile and one of the B tile per
// step and computing a 4x1 column of C.  A is stored transposed in shared
// memory (As[k][m]) so the inner loop reads it along m.
#include <cuda_runtime.h>

#define BM 32
#define BN 32
#define BK 32
#define TM 4
#define NTHREADS ((BM / TM) * BN)

__global__ void __launch_bounds__(NTHREADS)
sgemm_float4(int M, int N, int K, const float *__restrict__ A,
             const float *__restrict__ B, float *__restrict__ C)
{
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];

    const int tid = threadIdx.x;
    const int tcol = tid % BN;        // output column in the tile
    const int trow = tid / BN;        // rows trow*TM .. trow*TM+3

    const int lrow = tid / (BK / 4);  // loader: row of the tile, 0..31
    const int lcol = tid % (BK / 4);  // loader: float4 within the row, 0..7

    A += blockIdx.y * BM * K;
    B += blockIdx.x * BN;
    C += blockIdx.y * BM * N + blockIdx.x * BN;

    float acc[TM] = {0.0f, 0.0f, 0.0f, 0.0f};

    for (int k0 = 0; k0 < K; k0 += BK) {
        const float4 a = reinterpret_cast<const float4 *>(&A[lrow * K + lcol * 4])[0];
        As[lcol * 4 + 0][lrow] = a.x;
        As[lcol * 4 + 1][lrow] = a.y;
        As[lcol * 4 + 2][lrow] = a.z;
        As[lcol * 4 + 3][lrow] = a.w;
        reinterpret_cast<float4 *>(&Bs[lrow][lcol * 4])[0] =
            reinterpret_cast<const float4 *>(&B[lrow * N + lcol * 4])[0];
        __syncthreads();

        A += BK;
        B += BK * N;

#pragma unroll
        for (int k = 0; k < BK; ++k) {
            const float b = Bs[k][tcol];
#pragma unroll
            for (int m = 0; m < TM; ++m)
                acc[m] += As[k][trow * TM + m] * b;
        }
        __syncthreads();
    }

#pragma unroll
    for (int m = 0; m < TM; ++m)
        C[(trow * TM + m) * N + tcol] = acc[m];
}
