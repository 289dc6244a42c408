#include "config.h"

__global__ void transpose(const float *in, float *out)
{
	__shared__ float tile[32][32 + TILE_PAD];

	tile[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * OUT_PITCH + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}

int main()
{
	float *in, *out;
	transpose<<<1, dim3(32, 32)>>>(in, out);
	return 0;
}
