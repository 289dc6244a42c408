// Shared-memory tree reduction with sequential addressing: the live half of
// the array is always contiguous (s[tid] += s[tid + s]).  Each thread first
// sums two elements per grid stride; the last warp finishes without
// __syncthreads, with __syncwarp between its read and write steps.
#include <cuda_runtime.h>

template <unsigned int BLOCK>
__device__ __forceinline__ float warp_reduce(volatile float *s, unsigned int tid)
{
    float v = s[tid];
#pragma unroll
    for (unsigned int off = (BLOCK >= 64 ? 32 : BLOCK / 2); off > 0; off >>= 1) {
        v += s[tid + off];
        __syncwarp();
        s[tid] = v;
        __syncwarp();
    }
    return v;
}

template <unsigned int BLOCK>
__global__ void __launch_bounds__(BLOCK)
reduce_sequential(const float *__restrict__ in, float *__restrict__ out,
                  unsigned int n)
{
    __shared__ float sdata[BLOCK];

    const unsigned int tid = threadIdx.x;
    const unsigned int grid_size = BLOCK * 2 * gridDim.x;
    unsigned int i = blockIdx.x * (BLOCK * 2) + tid;

    float sum = 0.0f;
    while (i < n) {
        sum += in[i];
        if (i + BLOCK < n)
            sum += in[i + BLOCK];
        i += grid_size;
    }
    sdata[tid] = sum;
    __syncthreads();

    for (unsigned int s = BLOCK / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid < 32) {
        const float total = warp_reduce<BLOCK>(sdata, tid);
        if (tid == 0)
            out[blockIdx.x] = total;
    }
}

template __global__ void reduce_sequential<256>(const float *, float *, unsigned int);
