/*
 * Kernels launched from host code in the same file with constant shapes:
 * warpcheck simulates them as launched, with no --grid, --block or --param.
 * Counts derived by hand: 1024/32 x 1024/32 blocks of 32 warps = 32768 warps;
 * the column read of tile[32][32] is 32-way (32768 x 32 = 1048576
 * wavefronts); stride 8 floats is 32 bytes, one sector a lane (32 a request);
 * huge's 2^30 blocks are over the simulation limit: one block, 32 warps.
 * strided is launched twice and reported twice, once per site: stride 1 is
 * 4 sectors a request (ideal), stride 8 is 32.
 */
#include <cuda_runtime.h>
#define TILE 32

__global__ void transpose(float *out, const float *in, int n)
{
	__shared__ float tile[TILE][TILE];
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;
	tile[threadIdx.y][threadIdx.x] = in[y * n + x];
	__syncthreads();
	x = blockIdx.y * TILE + threadIdx.x;
	y = blockIdx.x * TILE + threadIdx.y;
	out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void strided(float *p, int stride)
{
	p[threadIdx.x * stride] = 0;
}

__global__ void unsized(float *p)
{
	p[threadIdx.x] = 0;
}

__global__ void huge(float *p)
{
	p[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}

int main(int argc, char **argv)
{
	float *a, *b;
	const int n = 1024;
	dim3 block(TILE, TILE);
	dim3 grid(n / TILE, n / TILE);

	cudaMalloc(&a, n * n * sizeof(float));
	cudaMalloc(&b, n * n * sizeof(float));
	transpose<<<grid, block>>>(b, a, n);
	strided<<<4, 128>>>(a, 1);
	strided<<<4, 128>>>(a, 8);
	unsized<<<argc, 64>>>(a);
	huge<<<1 << 30, 1024>>>(a);
	return 0;
}

/*
 * launch_sites_grid.case runs this file with --grid 2 alone: each site keeps
 * its block and takes grid (2,1,1), derived by hand: transpose 2 blocks of
 * 32 warps = 64 warps, 64 x 32 = 2048 wavefronts on the column read;
 * strided 2 x 4 = 8 warps (32 and 256 sectors); huge now fits whole,
 * 2 x 32 = 64 warps; unsized 2 x 2 = 4 warps.
 */
