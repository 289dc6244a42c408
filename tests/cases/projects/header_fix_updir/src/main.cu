#include "../inc/updir_tile.cuh"
int main()
{
	float *in, *out;
	cudaMalloc(&in, 1 << 22);
	cudaMalloc(&out, 1 << 22);
	transpose_tile<<<1024, dim3(32, 32)>>>(in, out);
	return 0;
}
