// A loop whose bound is loaded from memory: warpcheck cannot know how many
// times it runs, so it counts one round for each lane, says the counts
// depend on an unknown value, and still reports the access's cost: here
// a stride of 2 words, 2-way (one warp of 32 lanes, launch --block 32).
__global__ void bounded_by_data(float *out, const int *len)
{
	__shared__ float s[64];
	for (int i = threadIdx.x; i < len[0]; i += 32)
		s[2 * i % 64] = 0.0f;
	__syncthreads();
	out[threadIdx.x] = s[threadIdx.x];
}
