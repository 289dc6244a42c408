/* a parent grid that launches a child grid per block (dynamic
 * parallelism, built with nvcc -rdc=true) */
__global__ void child(int *d, int base)
{
	d[threadIdx.x] = base + threadIdx.x;
}

__global__ void parent(int *d, const int *sizes)
{
	if (threadIdx.x == 0)
		child<<<1, 32>>>(d + 32 * blockIdx.x, sizes[blockIdx.x]);
	d[4096 + blockIdx.x * blockDim.x + threadIdx.x] = 0;
}

void run(int *d, const int *sizes)
{
	parent<<<4, 64>>>(d, sizes);
}
