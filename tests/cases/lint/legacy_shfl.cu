// A warp sum written before CUDA 9: __shfl_down without _sync, which CUDA
// does not declare for sm_70 and later (nvcc rejects it for the H200 as
// well). The error stands, and says what to write instead.
__global__ void warp_sum(float *out)
{
	float v = out[threadIdx.x];

	for (int d = 16; d > 0; d /= 2)
		v += __shfl_down(v, d);
	out[threadIdx.x] = v;
}
