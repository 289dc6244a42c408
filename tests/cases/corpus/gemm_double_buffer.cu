// SGEMM main loop with double-buffered shared tiles: while the block
// computes on stage `stage`, the next K-slice is fetched into registers and
// then written into stage `stage ^ 1`, so one __syncthreads per slice is
// enough.  64x64 block tile, BK = 16, 256 threads, 4x4 outputs per thread.
// A is stored transposed in shared memory (As[k][m]) for float4 reads.
#include <cuda_runtime.h>

#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

__device__ __forceinline__ void stash_tiles(float (*as)[BM], float (*bs)[BN],
                                            const float4 &ra, const float4 &rb,
                                            int a_row, int a_col,
                                            int b_row, int b_col)
{
    as[a_col + 0][a_row] = ra.x;
    as[a_col + 1][a_row] = ra.y;
    as[a_col + 2][a_row] = ra.z;
    as[a_col + 3][a_row] = ra.w;
    *reinterpret_cast<float4 *>(&bs[b_row][b_col]) = rb;
}

__global__ void __launch_bounds__(256)
sgemm_double_buffer(int M, int N, int K, const float *__restrict__ A,
                    const float *__restrict__ B, float *__restrict__ C)
{
    __shared__ __align__(16) float As[2][BK][BM];
    __shared__ __align__(16) float Bs[2][BK][BN];

    const int tid = threadIdx.x;
    const int tx = tid % (BN / TN);        // 0..15
    const int ty = tid / (BN / TN);        // 0..15
    const int a_row = tid / (BK / 4);      // 0..63
    const int a_col = (tid % (BK / 4)) * 4;
    const int b_row = tid / (BN / 4);      // 0..15
    const int b_col = (tid % (BN / 4)) * 4;

    const float *Ablk = A + blockIdx.y * BM * K;
    const float *Bblk = B + blockIdx.x * BN;

    float4 ra = *reinterpret_cast<const float4 *>(Ablk + a_row * K + a_col);
    float4 rb = *reinterpret_cast<const float4 *>(Bblk + b_row * N + b_col);
    stash_tiles(As[0], Bs[0], ra, rb, a_row, a_col, b_row, b_col);
    __syncthreads();

    float acc[TM][TN] = {};
    int stage = 0;
    for (int k0 = 0; k0 < K; k0 += BK) {
        const bool has_next = k0 + BK < K;
        if (has_next) {
            ra = *reinterpret_cast<const float4 *>(Ablk + a_row * K + k0 + BK + a_col);
            rb = *reinterpret_cast<const float4 *>(Bblk + (k0 + BK + b_row) * N + b_col);
        }

#pragma unroll
        for (int k = 0; k < BK; ++k) {
            const float4 a = *reinterpret_cast<const float4 *>(&As[stage][k][ty * TM]);
            const float4 b = *reinterpret_cast<const float4 *>(&Bs[stage][k][tx * TN]);
            const float af[TM] = {a.x, a.y, a.z, a.w};
            const float bf[TN] = {b.x, b.y, b.z, b.w};
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j)
                    acc[i][j] += af[i] * bf[j];
        }

        if (has_next)
            stash_tiles(As[stage ^ 1], Bs[stage ^ 1], ra, rb, a_row, a_col, b_row, b_col);
        __syncthreads();
        stage ^= 1;
    }

    float *Cblk = C + (blockIdx.y * BM + ty * TM) * N + blockIdx.x * BN + tx * TN;
#pragma unroll
    for (int i = 0; i < TM; ++i)
        *reinterpret_cast<float4 *>(Cblk + i * N) =
            make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
}
