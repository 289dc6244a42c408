/*
 * blur_kernel.cu - a kernel file main.cu #includes: `fp` and THREADS are
 * main.cu's.  Counts by hand for main()'s default n = 1 << 20, block
 * 256, grid 4096: 32768 warps.  Each of the three loads in[i + k] reads
 * 128 contiguous bytes a warp; for k = 1 and 2 they start 4 and 8 bytes
 * into a sector, so they touch 5 sectors where 4 would hold them; k = 0
 * touches 4.  3 x 32768 load requests, 32768 x (4 + 5 + 5) = 458752
 * sectors (ideal 393216); the store out[i] 32768 requests of 4 sectors.
 */
__global__ void blur(const fp *in, fp *out, int n)
{
	int i = blockIdx.x * THREADS + threadIdx.x;

	if (i < n)
		out[i] = (in[i] + in[i + 1] + in[i + 2]) / 3;
}
