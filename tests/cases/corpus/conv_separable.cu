// Separable convolution (radius 8) of a pitched float image: a row pass and
// a column pass, each staging its input in a shared tile with a halo.  Both
// run with 32x8 blocks; the row pass covers a 32x8 output tile and loads 8
// halo columns on each side, the column pass covers 32x8 and loads 8 halo
// rows above and below.  Out-of-image reads clamp to the border.
#include <cuda_runtime.h>

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define TILE_W 32
#define TILE_H 8

__constant__ float c_kernel[KERNEL_LENGTH];

__device__ __forceinline__ int clamp_to(int v, int hi)
{
    return min(max(v, 0), hi);
}

__global__ void conv_rows(float *__restrict__ dst, const float *__restrict__ src,
                          int width, int height, int pitch)
{
    __shared__ float tile[TILE_H][TILE_W + 2 * KERNEL_RADIUS];

    const int tx = threadIdx.x;
    const int ty = threadIdx.y;
    const int x = blockIdx.x * TILE_W + tx;
    const int y = blockIdx.y * TILE_H + ty;
    const float *row = src + clamp_to(y, height - 1) * pitch;

    tile[ty][tx + KERNEL_RADIUS] = row[clamp_to(x, width - 1)];
    if (tx < KERNEL_RADIUS)
        tile[ty][tx] = row[clamp_to(x - KERNEL_RADIUS, width - 1)];
    if (tx >= TILE_W - KERNEL_RADIUS)
        tile[ty][tx + 2 * KERNEL_RADIUS] = row[clamp_to(x + KERNEL_RADIUS, width - 1)];
    __syncthreads();

    if (x < width && y < height) {
        float sum = 0.0f;
#pragma unroll
        for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k)
            sum += c_kernel[KERNEL_RADIUS - k] * tile[ty][tx + KERNEL_RADIUS + k];
        dst[y * pitch + x] = sum;
    }
}

__global__ void conv_cols(float *__restrict__ dst, const float *__restrict__ src,
                          int width, int height, int pitch)
{
    __shared__ float tile[TILE_H + 2 * KERNEL_RADIUS][TILE_W];

    const int x = blockIdx.x * TILE_W + threadIdx.x;
    const int y0 = blockIdx.y * TILE_H;
    const int xc = clamp_to(x, width - 1);

    for (int r = threadIdx.y; r < TILE_H + 2 * KERNEL_RADIUS; r += blockDim.y) {
        const int gy = clamp_to(y0 + r - KERNEL_RADIUS, height - 1);
        tile[r][threadIdx.x] = src[gy * pitch + xc];
    }
    __syncthreads();

    const int y = y0 + threadIdx.y;
    if (x < width && y < height) {
        float sum = 0.0f;
#pragma unroll
        for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; ++k)
            sum += c_kernel[KERNEL_RADIUS - k] *
                   tile[threadIdx.y + KERNEL_RADIUS + k][threadIdx.x];
        dst[y * pitch + x] = sum;
    }
}
