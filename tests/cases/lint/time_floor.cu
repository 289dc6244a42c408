/*
 * Each thread sums a run of its input whose start and length it reads
 * from memory: the loop's trips and the run's addresses are data, so the
 * time is a floor, and says so.
 */
__global__ void sum_runs(const int *start, const int *len, const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;

	if (i >= n)
		return;
	for (int k = 0; k < len[i]; k++)
		acc += in[start[i] + k];
	out[i] = acc;
}
