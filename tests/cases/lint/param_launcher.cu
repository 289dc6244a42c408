#include <cstdlib>

__global__ void scale(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] *= 2.0f;
}

// The launcher's size comes from the command line, with no default.
void launch(float *x, int n)
{
	scale<<<(n + 255) / 256, 256>>>(x, n);
}

int main(int argc, char **argv)
{
	int n = atoi(argv[1]);
	float *x;
	cudaMalloc(&x, n * sizeof(float));
	launch(x, n);
	cudaDeviceSynchronize();
	return 0;
}
