// Kernels launched without <<<...>>> on their own name: through a
// variable holding the kernel, and through the runtime's launch calls.
#include <cuda_runtime.h>

#define N (1 << 20)

// Lane i stores word 2i: 2 lanes to a bank, 2-way (derived by hand).
template <int BLOCK>
__global__ void scale_pairs(float *x, float a)
{
	__shared__ float pairs[BLOCK * 2];
	pairs[threadIdx.x * 2] = x[blockIdx.x * BLOCK + threadIdx.x];
	__syncthreads();
	x[blockIdx.x * BLOCK + threadIdx.x] = a * pairs[threadIdx.x * 2];
}

// Lane i writes word 32i: every lane in bank 0, 32-way (derived by hand).
__global__ void column_copy(float *x, int n)
{
	__shared__ float cols[32 * 32];
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		cols[threadIdx.x * 32] = x[i];
	__syncthreads();
	if (i < n)
		x[i] = cols[threadIdx.x * 32];
}

// 16 bytes between lanes that read 4: 4 sectors used of 16 (derived by hand).
__global__ void every_fourth(float *x)
{
	x[(blockIdx.x * blockDim.x + threadIdx.x) * 4] = 0.0f;
}

int main()
{
	float *d = nullptr;
	float a = 2.0f;
	int n = N;
	cudaMalloc(&d, 4 * N * sizeof(float));

	auto scale = scale_pairs<128>;
	scale<<<N / 128, 128>>>(d, 3.0f);

	void (*copy)(float *, int) = column_copy;
	copy<<<N / 256, 256>>>(d, N);

	void *args[] = { &d, &n };
	cudaLaunchKernel((const void *)column_copy, dim3(N / 64), dim3(64), args, 0, 0);
	void *coop_args[] = { &d };
	cudaLaunchCooperativeKernel((const void *)every_fourth, 64, 128, coop_args);

	cudaLaunchConfig_t config = {};
	config.gridDim = dim3(N / 512);
	config.blockDim = dim3(512);
	config.dynamicSmemBytes = 0;
	cudaLaunchKernelEx(&config, scale_pairs<512>, d, a);

	cudaDeviceSynchronize();
	cudaFree(d);
	return 0;
}
