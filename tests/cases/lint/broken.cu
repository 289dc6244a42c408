// A syntax error in one kernel must not hide the findings of another.
__global__ void broken(float *out)
{
	out[threadIdx.x] = missing_variable;
}

__global__ void strided(float *out)
{
	__shared__ float s[32 * 32];

	s[threadIdx.x] = 1.0f;
	__syncthreads();
	out[threadIdx.x] = s[threadIdx.x * 32];
}
