// Kernels that exist only as instances: explicit instantiations of
// template kernels, and kernels launched from a host template that is
// itself explicitly instantiated, once with its arguments named and once
// with them deduced.
#include <cuda_runtime.h>

// A tile transposed through shared memory.  The load of column
// tile[threadIdx.x][threadIdx.y] in TILE = 16: lanes 0-15 of a warp are
// threadIdx.x 0-15 in one row y, 16 floats (words) apart, so 16 lanes
// share each of 2 banks: a 16-way conflict, derived by hand.
template <int TILE>
__global__ void transpose_tile(float *out, const float *in)
{
	__shared__ float tile[TILE][TILE];
	tile[threadIdx.y][threadIdx.x] = in[threadIdx.y * TILE + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * TILE + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
template __global__ void transpose_tile<16>(float *, const float *);

// Every N-th word: for T = float, N = 4, lane i writes word 4i, so 8
// banks take 4 lanes each: 4-way, derived by hand.
template <typename T, int N>
__global__ void strided_stage(T *out)
{
	__shared__ T buf[32 * N];
	buf[threadIdx.x * N] = out[threadIdx.x];
	__syncthreads();
	out[threadIdx.x] = buf[threadIdx.x];
}
template __global__ void strided_stage<float, 4>(float *);

// Rows of 32 words, one per lane: lane i writes word 32i, all in bank 0:
// 32-way for 4-byte T (derived by hand), whatever n (no launch gives it:
// simulated as the assumed size, 1024, all lanes in bounds).
template <typename T>
__global__ void gather_rows(T *out, const T *in, int n)
{
	__shared__ T rows[32 * 32];
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		rows[threadIdx.x * 32] = in[i];
	__syncthreads();
	if (i < n)
		out[i] = rows[threadIdx.x];
}

template <typename T>
void launch_gather(T *out, const T *in, int n)
{
	gather_rows<T><<<(n + 31) / 32, 32>>>(out, in, n);
}
template void launch_gather<int>(int *, const int *, int);
template void launch_gather(float *, const float *, int);
