/* The one file that includes the header and launches its kernel, with an
 * error of its own in device code (a name it never declares): what it
 * would say of the kernel is not used, so it is not simulated, and the
 * header is read alone. */
#include "../lib/scale.cuh"

__device__ int offset()
{
	return undeclared_offset;
}

int main()
{
	float *x = nullptr;
	scale(x, 2.0f, 1 << 20);
	return 0;
}
