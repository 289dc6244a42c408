/*
 * No launch in the file: a kernel with __launch_bounds__ is simulated with
 * that block, one without is simulated under the default <<<1, 256>>>, and
 * the summary says which was assumed.  Counts by hand: 128 threads = 4 warps,
 * 256 threads = 8 warps, one request each, 4 sectors a request.
 */
__global__ void __launch_bounds__(128) bounded(float *p)
{
	p[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}

__global__ void plain(float *p)
{
	p[threadIdx.x] = 1;
}
