/*
 * copy_rows.cu - an m x n copy, a warp to 32 consecutive elements of a
 * row.  From profile.cu's main() (m = 1024, n = 2048, float), derived by
 * hand: grid (2048 / 256, 1024) = (8, 1024) blocks of 256 threads, 65,536
 * warps, each one load and one store of 128 contiguous bytes: 4 sectors
 * each, 262,144 sectors a side, all ideal.
 */
#include "launchers.cuh"

template <typename T>
__global__ void copy_rows(T const *in, T *out, size_t m, size_t n)
{
	size_t const r{blockIdx.y};
	size_t const c{blockIdx.x * blockDim.x + threadIdx.x};

	if (r < m && c < n)
		out[r * n + c] = in[r * n + c];
}

template <typename T>
void launch_copy_rows(size_t m, size_t n, T const *in, T *out, cudaStream_t stream)
{
	dim3 const block{256U};
	dim3 const grid{static_cast<unsigned int>((n + 255U) / 256U), static_cast<unsigned int>(m)};
	copy_rows<T><<<grid, block, 0U, stream>>>(in, out, m, n);
}

template void launch_copy_rows<float>(size_t, size_t, float const *, float *, cudaStream_t);
