// A shared atomic whose lanes share words, beside a load of the same words.
// Derived by hand, one warp: lane l uses word l % 4 (banks 0-3, 8 lanes
// each).  The load broadcasts each word: 1 wavefront.  The atomic (adding
// a value that is not the constant 1) is served one lane at a time on a word
// (measured on an H200, simulator/hw.c): 8 wavefronts, bank 0 taking 0, 4, ..., 28.
__global__ void hist(unsigned *out)
{
	__shared__ unsigned bins[32];
	unsigned v = bins[threadIdx.x % 4];

	atomicAdd(&bins[threadIdx.x % 4], threadIdx.x);
	out[threadIdx.x] = v;
}
