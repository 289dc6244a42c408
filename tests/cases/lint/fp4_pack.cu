// FP4 packing (two E2M1 values to a byte) and an FP6 quad, through
// cuda_fp4.h and cuda_fp6.h (CUDA 12.8 and later), as attention and MoE
// kernels for Blackwell write them; their types are sm_100's, their
// loads and stores anyone's.
#include <cuda_fp4.h>

__global__ void pack_fp4(__nv_fp4x2_e2m1 *out, __nv_fp6x4_e2m3 *quads, const float2 *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float2 v = in[i];
		out[i] = __nv_fp4x2_e2m1(v);
		if (i < 32)
			quads[i] = __nv_fp6x4_e2m3(make_float4(v.x, v.y, v.x, v.y));
	}
}

void run(__nv_fp4x2_e2m1 *out, __nv_fp6x4_e2m3 *quads, const float2 *in)
{
	pack_fp4<<<32, 256>>>(out, quads, in, 8192);
}
