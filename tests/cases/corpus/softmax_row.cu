// Numerically stable softmax over the rows of a rows x cols matrix, one
// block per row.  Each reduction (max, then sum) is a butterfly within each
// warp with __shfl_xor_sync, one partial per warp in shared memory, and a
// second butterfly over those partials that every warp does redundantly.
#include <cuda_runtime.h>
#include <cfloat>

#define WARP_SIZE 32
#define FULL_MASK 0xffffffffu

struct MaxOp {
    __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
    static constexpr float identity = -FLT_MAX;
};

struct SumOp {
    __device__ float operator()(float a, float b) const { return a + b; }
    static constexpr float identity = 0.0f;
};

template <typename Op>
__device__ __forceinline__ float warp_allreduce(float v, Op op)
{
#pragma unroll
    for (int mask = WARP_SIZE / 2; mask > 0; mask >>= 1)
        v = op(v, __shfl_xor_sync(FULL_MASK, v, mask));
    return v;
}

template <int BLOCK, typename Op>
__device__ float block_allreduce(float v, float *partials, Op op)
{
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;

    v = warp_allreduce(v, op);
    if (lane == 0)
        partials[warp] = v;
    __syncthreads();

    v = (lane < BLOCK / WARP_SIZE) ? partials[lane] : Op::identity;
    v = warp_allreduce(v, op);
    __syncthreads();   // partials may be reused by the next reduction
    return v;
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
softmax_rows(const float *__restrict__ x, float *__restrict__ y, int cols)
{
    __shared__ float partials[BLOCK / WARP_SIZE];

    const float *xr = x + (size_t)blockIdx.x * cols;
    float *yr = y + (size_t)blockIdx.x * cols;

    float m = MaxOp::identity;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
    m = block_allreduce<BLOCK>(m, partials, MaxOp());

    float sum = 0.0f;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        sum += __expf(xr[c] - m);
    sum = block_allreduce<BLOCK>(sum, partials, SumOp());

    const float inv = 1.0f / sum;
    for (int c = threadIdx.x; c < cols; c += BLOCK)
        yr[c] = __expf(xr[c] - m) * inv;
}

void launch_softmax(const float *x, float *y, int rows, int cols, cudaStream_t stream)
{
    softmax_rows<256><<<rows, 256, 0, stream>>>(x, y, cols);
}
