// A tile transpose in a header of its own folder, which src/main.cu
// includes as "../inc/updir_tile.cuh".
#pragma once

__global__ void transpose_tile(const float *in, float *out)
{
	__shared__ float tile[32][32];
	int x = threadIdx.x, y = threadIdx.y;
	tile[y][x] = in[blockIdx.x * 1024 + y * 32 + x];
	__syncthreads();
	out[blockIdx.x * 1024 + y * 32 + x] = tile[x][y];
}
