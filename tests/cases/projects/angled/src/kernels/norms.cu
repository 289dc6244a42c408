// A vendored library included with angle brackets, as its CMake target
// puts third_party/tinyvec/include on the path.
#include <cstdio>
#include <tinyvec/vec3.h>

__global__ void norms(const tinyvec::vec3 *v, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = tinyvec::dot(v[i], v[i]);
}

int main()
{
	const int n = 1 << 16;
	tinyvec::vec3 *v;
	float *out;
	cudaMalloc(&v, n * sizeof(*v));
	cudaMalloc(&out, n * sizeof(float));
	norms<<<n / 256, 256>>>(v, out, n);
	cudaDeviceSynchronize();
	printf("done\n");
	return 0;
}
