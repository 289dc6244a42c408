/*
 * escape.cu - source the review page must show as written: markup in a
 * comment (</script> <b>bold</b> &amp;), comparisons and shifts, a string
 * with quotes.  The page is tested in a browser (tests/html.sh).
 */
#include <cstdio>

__global__ void shifts_and_compares(int *out, const int *in, int n)
{
	__shared__ int tile[32][32];
	int i = threadIdx.x;
	/* a column: lane i reads word 32 i, bank 0, a 32-way conflict */
	tile[i][0] = in[i] << 1;
	__syncthreads();
	if (i < n && n > 0 && (i >> 1) < 16)
		out[i] = tile[i][0] > 0 ? tile[0][i] : -1;
}

int main()
{
	int *in, *out;
	cudaMalloc(&in, 32 * sizeof(int));
	cudaMalloc(&out, 32 * sizeof(int));
	shifts_and_compares<<<1, 32>>>(out, in, 32);
	printf("\"done\" </script>\n");
	return 0;
}
