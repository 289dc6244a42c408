/*
 * atomics.cu - global atomics that meet at one word, for the time model's
 * queue at the busiest word (check_timing.c).
 */

/* a block's sum into one word: thread 0 of each block */
__global__ void block_sum(float *out, const float *in)
{
	if (threadIdx.x == 0)
		atomicAdd(out, in[blockIdx.x]);
}

/* a row's sum: every lane of the block adds into its block's word */
__global__ void row_sum(float *out, const float *in)
{
	atomicAdd(&out[blockIdx.x], in[blockIdx.x * blockDim.x + threadIdx.x]);
}

/* a counter every thread of the grid increments */
__global__ void count_all(int *count)
{
	atomicAdd(count, 1);
}

/* thread 0 of each block walks reps words, one a round */
__global__ void walk_words(int *bins, int reps)
{
	if (threadIdx.x == 0)
		for (int r = 0; r < reps; r++)
			atomicAdd(&bins[r], 1);
}
