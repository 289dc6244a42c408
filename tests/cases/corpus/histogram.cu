// 256-bin byte histogram: each block builds a private histogram in shared
// memory with atomics on the bin the data selects, then merges it into the
// global histogram.  The input is read four bytes at a time (uchar4) with a
// grid-stride loop; n is a multiple of 4.
#include <cuda_runtime.h>

#define NUM_BINS 256

__global__ void histogram256(const unsigned char *__restrict__ data,
                             unsigned int *__restrict__ hist, int n)
{
    __shared__ unsigned int bins[NUM_BINS];

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
        bins[b] = 0;
    __syncthreads();

    const uchar4 *data4 = reinterpret_cast<const uchar4 *>(data);
    const int n4 = n / 4;
    const int stride = blockDim.x * gridDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const uchar4 v = data4[i];
        atomicAdd(&bins[v.x], 1u);
        atomicAdd(&bins[v.y], 1u);
        atomicAdd(&bins[v.z], 1u);
        atomicAdd(&bins[v.w], 1u);
    }
    __syncthreads();

    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        const unsigned int count = bins[b];
        if (count)
            atomicAdd(&hist[b], count);
    }
}
