// Work-efficient (Blelloch) exclusive scan of 512 floats per block, 256
// threads, two elements per thread, in the layout of the textbook version:
// thread t owns elements 2t and 2t+1.  The block's total goes to block_sums
// for a second pass that adds the scanned totals back.
#include <cuda_runtime.h>

#define SCAN_ELEMS 512
#define SCAN_THREADS (SCAN_ELEMS / 2)

__global__ void scan_blelloch(const float *__restrict__ in,
                              float *__restrict__ out,
                              float *__restrict__ block_sums, int n)
{
    __shared__ float temp[SCAN_ELEMS];

    const int tid = threadIdx.x;
    const int base = blockIdx.x * SCAN_ELEMS;

    temp[2 * tid] = (base + 2 * tid < n) ? in[base + 2 * tid] : 0.0f;
    temp[2 * tid + 1] = (base + 2 * tid + 1 < n) ? in[base + 2 * tid + 1] : 0.0f;

    // up-sweep: build partial sums in place
    int offset = 1;
    for (int d = SCAN_ELEMS >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            const int ai = offset * (2 * tid + 1) - 1;
            const int bi = offset * (2 * tid + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }

    if (tid == 0) {
        block_sums[blockIdx.x] = temp[SCAN_ELEMS - 1];
        temp[SCAN_ELEMS - 1] = 0.0f;
    }

    // down-sweep: push the prefixes back down the tree
    for (int d = 1; d < SCAN_ELEMS; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            const int ai = offset * (2 * tid + 1) - 1;
            const int bi = offset * (2 * tid + 2) - 1;
            const float t = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += t;
        }
    }
    __syncthreads();

    if (base + 2 * tid < n)
        out[base + 2 * tid] = temp[2 * tid];
    if (base + 2 * tid + 1 < n)
        out[base + 2 * tid + 1] = temp[2 * tid + 1];
}
