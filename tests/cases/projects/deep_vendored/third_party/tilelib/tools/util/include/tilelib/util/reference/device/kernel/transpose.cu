#include "tilelib/config.h"

__global__ void transpose_tile(const float *in, float *out)
{
	__shared__ float tile[tilelib::kTile][tilelib::kTilePitch];
	int x = threadIdx.x, y = threadIdx.y;

	tile[y][x] = in[y * tilelib::kTile + x];
	__syncthreads();
	out[y * tilelib::kTile + x] = tile[x][y];
}

void transpose(const float *in, float *out)
{
	transpose_tile<<<1, dim3(32, 32)>>>(in, out);
}
