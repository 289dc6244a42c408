/*
 * alias.cu - a loop that stores through a pointer its loads may alias
 * (check_timing.c): ptxas issues no load of the next pass above this
 * pass's store, unless a pointer is restrict-qualified.
 */

/* a running sum down each column, written back row by row */
__global__ void col_scan(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++) {
		s += in[y * w + x];
		out[y * w + x] = s;
	}
}

/* the same, the pointers restrict-qualified */
__global__ void col_scan_restrict(const float *__restrict__ in, float *__restrict__ out,
				  int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++) {
		s += in[y * w + x];
		out[y * w + x] = s;
	}
}

/* the sum alone, stored once after the loop */
__global__ void col_sum(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}
