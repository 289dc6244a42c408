/* Compiled only as part of main.cu, two includes down (main.cu ->
 * work.cu -> here): 'fp' and THREADS come from main.cu's define.h. */
__global__ void scale(fp *d, int n)
{
	int i = blockIdx.x * THREADS + threadIdx.x;

	if (i < n / 2)
		d[2 * i] *= 2;
}
