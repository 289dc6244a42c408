// FP8 quantisation through cuda_fp8.h's conversions and its pair and quad
// types, as inference kernels write it.
#include <cuda_fp8.h>

__global__ void quantize(__nv_fp8x2_storage_t *out, __nv_fp8x4_e4m3 *quad, const float2 *in,
			 int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float2 v = in[i];
		out[i] = __nv_cvt_float2_to_fp8x2(v, __NV_SATFINITE, __NV_E4M3);
		if (i % 2 == 0)
			quad[i / 2] = __nv_fp8x4_e4m3(make_float4(v.x, v.y, v.x, v.y));
	}
}

void run(__nv_fp8x2_storage_t *out, __nv_fp8x4_e4m3 *quad, const float2 *in)
{
	quantize<<<32, 256>>>(out, quad, in, 8192);
}
