// Blelloch exclusive scan of 512 floats per block (256 threads) with the
// conflict-free padding of the tree indices: one extra word every 32, so
// that the power-of-two strides of the sweeps land in different banks.
// Threads load elements t and t + 256 (coalesced) instead of 2t and 2t+1.
#include <cuda_runtime.h>

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

#define SCAN_ELEMS 512
#define SCAN_THREADS (SCAN_ELEMS / 2)
#define PADDED(n) ((n) + CONFLICT_FREE_OFFSET(n))

__global__ void scan_blelloch_cfo(const float *__restrict__ in,
                                  float *__restrict__ out,
                                  float *__restrict__ block_sums, int n)
{
    __shared__ float temp[SCAN_ELEMS + SCAN_ELEMS / NUM_BANKS];

    const int tid = threadIdx.x;
    const int base = blockIdx.x * SCAN_ELEMS;

    int ai = tid;
    int bi = tid + SCAN_ELEMS / 2;
    temp[PADDED(ai)] = (base + ai < n) ? in[base + ai] : 0.0f;
    temp[PADDED(bi)] = (base + bi < n) ? in[base + bi] : 0.0f;

    int offset = 1;
    for (int d = SCAN_ELEMS >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }

    if (tid == 0) {
        const int last = PADDED(SCAN_ELEMS - 1);
        block_sums[blockIdx.x] = temp[last];
        temp[last] = 0.0f;
    }

    for (int d = 1; d < SCAN_ELEMS; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            const float t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();

    if (base + ai < n)
        out[base + ai] = temp[PADDED(ai)];
    if (base + bi < n)
        out[base + bi] = temp[PADDED(bi)];
}
