// Host code that fills its inputs in nested loops (a loop whose body is a
// loop, with no braces), far longer than host code runs, before the loops
// that launch: the fills are left unknown and cost the launches nothing.
#include <cstdlib>

static float unit(unsigned i, unsigned salt)
{
	unsigned h = i * 2654435761u + salt;
	return (float)(h >> 8) / 16777216.0f;
}

__global__ void scale(float *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] *= 2.0f;
}

int main(int argc, char **argv)
{
	int S = argc > 1 ? atoi(argv[1]) : 4096;
	int A = argc > 2 ? atoi(argv[2]) : 1024;
	float *h = (float *)malloc((size_t)S * A * sizeof(float));
	for (int s = 0; s < S; s++)
		for (int a = 0; a < A; a++)
			h[(size_t)s * A + a] = 0.1f * unit((unsigned)(s * A + a), 40);
	for (int s = 0; s < S; s++)
		for (int a = 0; a < A; a++)
			h[(size_t)s * A + a] += unit((unsigned)(s + a), 41) * unit((unsigned)a, 42);
	for (int a = 0; a < A; a++)
		for (int s = 0; s < S; s++)
			h[(size_t)s * A + a] -= unit((unsigned)(s * 7 + a), 43) * unit((unsigned)s, 44);
	for (int r = 0; r < 3; r++)
		for (int a = 0; a < A; a++)
			h[a] += unit((unsigned)a, r);
	int sizes[] = { 128, 256, 512 };
	for (int j = 0; j < 3; j++)
		scale<<<(S * A + sizes[j] - 1) / sizes[j], sizes[j]>>>(h, S * A);
	return 0;
}
