/*
 * Launches whose shape host code does not know.  scale is a grid-stride
 * loop over n = 65536 floats.
 *
 * Line 32: the grid comes from argv, so one block of it is simulated: 256
 * threads, 8 warps, each going round 65536 / 256 = 256 times, a load and a
 * store a round: 8 x 256 = 2048 loads and 2048 stores, 4 sectors each (32
 * lanes x 4 bytes, aligned), 8192 sectors each way (derived by hand).
 * That block does the whole array's work, so its time is not the launch's:
 * --time says it is one block's.
 *
 * Line 36: the loop reaches it twice; for j = 1 the block is 256 and the
 * grid 65536 / 256 = 256 blocks of 8 warps, 2048 warps, one round each:
 * 2048 loads and stores, 8192 sectors each (by hand).  For j = 0 the block
 * comes from argc: not simulated, and a note says so.
 */
#include <cuda_runtime.h>
#include <stdlib.h>

__global__ void scale(float *x, int n)
{
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
		x[i] *= 2.0f;
}

int main(int argc, char **argv)
{
	float *x;
	int n = 1 << 16;
	int blocks = atoi(argv[1]);
	cudaMalloc(&x, n * sizeof(float));
	scale<<<blocks, 256>>>(x, n);
	int sizes[] = { 128, 256 };
	for (int j = 0; j < 2; j++) {
		int bs = j ? sizes[j] : argc * 64;
		scale<<<n / bs, bs>>>(x, n);
	}
	return 0;
}
