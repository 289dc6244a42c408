// Lines whose loads nvcc emits at two widths, for tests/unit/check_sass.c;
// mixed.nvdisasm-gi beside it is hand-written (see there).
__global__ void mixed(float *out)
{
	__shared__ float s[1024];
	int t = threadIdx.x;

	s[t] = t;
	__syncthreads();
	float a0 = s[4 * t], a1 = s[4 * t + 1], a2 = s[4 * t + 2], a3 = s[4 * t + 3], b = s[t + 1];
	float c0 = s[4 * t + 4], c1 = s[4 * t + 5], c2 = s[4 * t + 6], c3 = s[4 * t + 7], d0 = s[8 * t], d1 = s[8 * t + 1], d2 = s[8 * t + 2], d3 = s[8 * t + 3];
	out[t] = a0 + a1 + a2 + a3 + b + c0 + c1 + c2 + c3 + d0 + d1 + d2 + d3;
}
