// Suppression comments: on the line of a finding, or on a line of its own
// before it, for every rule or for the rules named.
__global__ void k(float *out)
{
	__shared__ float s[32 * 32];
	s[threadIdx.x] = 1.0f;
	__syncthreads();
	// warpcheck: ignore[bank-conflict]
	out[threadIdx.x] = s[threadIdx.x * 32];
	out[threadIdx.x + 32] = s[threadIdx.x * 2];  // warpcheck: ignore
	out[threadIdx.x + 64] = s[threadIdx.x * 4];  // warpcheck: ignore[uncoalesced]
}
