// A kernel declared as NVRTC sources and grcuda kernels often write it:
// `extern "C"__global__`, no space, which nvcc reads as the string and
// the macro and C++11 clang as a string with a user-defined suffix.
extern "C"__global__
void saxpy(int n, float alpha, float *x, float *y)
{
	int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n)
		y[i] = alpha * x[i] + y[i];
}
