// An application whose host code needs a helper header that is not on
// the include path here, and has a host-side mistake of its own.  Neither
// touches the kernel, which is reported with its finding and its fix.
#include <cstdio>
#include <cuda_runtime.h>

#include "my_host_only_helper.h"

#define TILE 32

// The column read tile[threadIdx.x][threadIdx.y]: lanes 0-31 are
// threadIdx.x 0-31, TILE = 32 floats apart, all in one bank: 32-way,
// derived by hand; a row of 33 spreads them over the 32 banks.
__global__ void transpose(float *out, const float *in, int n)
{
	__shared__ float tile[TILE][TILE];
	unsigned x = blockIdx.x * TILE + threadIdx.x;
	unsigned y = blockIdx.y * TILE + threadIdx.y;

	tile[threadIdx.y][threadIdx.x] = in[y * n + x];
	__syncthreads();
	x = blockIdx.y * TILE + threadIdx.x;
	y = blockIdx.x * TILE + threadIdx.y;
	out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}

static void check(HelperStatus status, const char *what)
{
	if (status != HELPER_OK)
		fprintf(stderr, "%s failed: %s\n", what, helper_status_string(status));
}

int main()
{
	const int n = 1024;
	float *in, *out;
	HelperTimer timer;

	cudaMalloc(&in, n * n * sizeof(float));
	cudaMalloc(&out, n * n * sizeof(float));
	check(helper_timer_start(&timer), "timer");
	transpose<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(out, in, n);
	check(helper_timer_stop(&timer), "timer");
	printf("%.3f ms\n", helper_timer_ms(timer) undeclared_scale);
	cudaFree(in);
	cudaFree(out);
	return 0;
}
