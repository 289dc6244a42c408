// A vendored library's header that the build copies to the name the
// source includes (`acme/acme_device.h` from vendor/acme-lib/include/,
// by the Makefile), so no folder of the checkout has that path: it is
// read from the one file of that name.  Its macro uses `typeof`, which
// GNU C++ (nvcc's dialect) has and ISO C++ has not.  Before, the header
// was not found and everything it declares undeclared.
//
// Derived by hand, 4 blocks of 256 threads, 32 warps: the volatile read
// of in[i] is one load of 32 consecutive floats, 4 sectors; out[i] the
// same: 32 loads and 32 stores, 128 sectors each.
#include <acme/acme_device.h>

__global__ void scale(float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = acme_scale(ACME_READ_ONCE(in[i]));
}

int main()
{
	float *in, *out;

	scale<<<4, 256>>>(in, out);
	return 0;
}
