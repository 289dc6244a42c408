// A project that builds without bfloat16 names __nv_bfloat162 itself
// (`using __nv_bfloat162 = __half2;` unless BF16_AVAILABLE), which only
// works if cuda_fp16.h, as in the toolkit, does not declare it; and what
// nvcc's runtime header brings to every file: INT_MAX, std::numeric_limits,
// __half_raw.
#include <cuda_fp16.h>

#ifndef BF16_AVAILABLE
using __nv_bfloat162 = __half2;
#endif

__global__ void scale_pairs(__nv_bfloat162 *out, const __nv_bfloat162 *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n && i < INT_MAX) {
		__half_raw r;
		r.x = 0x3c00;
		__half one(r);
		out[i] = __hmul2(in[i], __half2(one, one));
	}
}

void run(__nv_bfloat162 *out, const __nv_bfloat162 *in)
{
	int n = 4096;
	if (n < std::numeric_limits<int>::max())
		scale_pairs<<<n / 256, 256>>>(out, in, n);
}
