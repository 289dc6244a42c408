/*
 * transpose_padded.cu - an m x n transpose through a 32 x 33 shared tile,
 * blocks of 32 x 8 threads, each thread 4 rows of its tile.  From
 * profile.cu's main() (m = 1024, n = 2048, float), derived by hand: grid
 * (2048 / 32, 1024 / 32) = (64, 32), 2,048 blocks of 8 warps, 16,384
 * warps, each 4 rounds: 65,536 requests of each access.  Global load and
 * store: a row of 32 floats, 4 sectors, 262,144 sectors each (ideal).
 * Shared store tile[ty + j][tx]: 32 consecutive words, 1 wavefront,
 * 65,536.  Shared load tile[tx][ty + j]: lanes 33 words apart,
 * gcd(33, 32) = 1: 32 banks, 1 wavefront, 65,536.
 */
#include "launchers.cuh"

template <typename T>
__global__ void transpose_padded(T const *in, T *out, size_t m, size_t n)
{
	__shared__ T tile[32][33];
	size_t x{blockIdx.x * 32U + threadIdx.x};
	size_t y{blockIdx.y * 32U + threadIdx.y};

	for (unsigned int j{0U}; j < 32U; j += 8U)
		if (x < n && y + j < m)
			tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
	__syncthreads();
	x = blockIdx.y * 32U + threadIdx.x;
	y = blockIdx.x * 32U + threadIdx.y;
	for (unsigned int j{0U}; j < 32U; j += 8U)
		if (x < m && y + j < n)
			out[(y + j) * m + x] = tile[threadIdx.x][threadIdx.y + j];
}

template <typename T>
void launch_transpose_padded(size_t m, size_t n, T const *in, T *out, cudaStream_t stream)
{
	dim3 const block{32U, 8U};
	dim3 const grid{static_cast<unsigned int>((n + 31U) / 32U), static_cast<unsigned int>((m + 31U) / 32U)};
	transpose_padded<T><<<grid, block, 0U, stream>>>(in, out, m, n);
}

template void launch_transpose_padded<float>(size_t, size_t, float const *, float *, cudaStream_t);
