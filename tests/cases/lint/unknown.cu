// An index read from memory, a parameter left without a value, and an
// access no warp reaches: each must be reported, none silently dropped.
__global__ void gather(float *out, const float *in, const int *perm, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[perm[i]];
	if (threadIdx.x > 4096)
		out[0] = 0.0f;
}
