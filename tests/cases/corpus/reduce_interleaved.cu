// Shared-memory tree reduction with interleaved addressing: at each step
// thread tid combines s[2*stride*tid] with its neighbour stride words away.
// No modulo test (so no divergence inside the busy warps) but the index
// stride grows with the step, so the active lanes pile up in fewer banks.
#include <cuda_runtime.h>

#define BLOCK_SIZE 256

__device__ __forceinline__ float load_or_zero(const float *p, unsigned int i,
                                              unsigned int n)
{
    return i < n ? p[i] : 0.0f;
}

__global__ void reduce_interleaved(const float *__restrict__ in,
                                   float *__restrict__ partial,
                                   unsigned int n)
{
    __shared__ float sdata[BLOCK_SIZE];

    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[tid] = load_or_zero(in, i, n);
    __syncthreads();

    for (unsigned int stride = 1; stride < blockDim.x; stride *= 2) {
        const unsigned int index = 2 * stride * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + stride];
        __syncthreads();
    }

    if (tid == 0)
        partial[blockIdx.x] = sdata[0];
}

void launch_reduce_interleaved(const float *in, float *partial, unsigned int n,
                               cudaStream_t stream)
{
    const unsigned int blocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
    reduce_interleaved<<<blocks, BLOCK_SIZE, 0, stream>>>(in, partial, n);
}
