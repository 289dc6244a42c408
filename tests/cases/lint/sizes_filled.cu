// Sizes a benchmark fills in a loop before the loop that launches at
// each: a VLA of a known length and a fixed array.  A loop too long to
// run (a host buffer's fill) leaves what it sets unknown.
#include <cstdlib>

__global__ void fill(float *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] = 1.0f;
}

__global__ void strided(float *a, int stride)
{
	a[threadIdx.x * stride] = 0.0f;
}

int main()
{
	int len = 3;
	int sizes[len];
	for (int i = 0; i < len; i++)
		sizes[i] = 512 << i;
	float *a = nullptr;
	for (int i = 0; i < len; i++)
		fill<<<sizes[i] / 256, 256>>>(a, sizes[i]);

	int strides[2];
	strides[0] = 1;
	for (int i = 1; i < 2; i++)
		strides[i] = strides[i - 1] * 2;
	strided<<<1, 32>>>(a, strides[1]);

	int total = 0;
	float *host = (float *)malloc(1 << 20);
	for (int i = 0; i < (1 << 18); i++) {
		host[i] = 0.0f;
		total += 1;
	}
	strided<<<1, 32>>>(a, total);
	return 0;
}
