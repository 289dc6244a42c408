/*
 * Global atomics in the summary line, derived by hand for --grid 4
 * --block 64: 256 threads, 8 warps, one request a warp for each atomic.
 *
 * c[i]: 32 lanes x 4 bytes, consecutive and aligned, 4 sectors a request:
 * 8 requests, 32 sectors.  c[0]: every lane on one word, 1 sector: 8
 * requests, 8 sectors.  c[in[i] & 7]: the index is data loaded from
 * memory, its sectors not known: 8 requests.  In all 24 atomics, 40
 * sectors (ideal 40) in the 16 whose address is known; the load of in[i]
 * is 8 requests of 4 sectors, 32.
 */
__global__ void count(unsigned *c, const int *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	atomicAdd(&c[i], 1u);
	atomicAdd(&c[0], 1u);
	atomicAdd(&c[in[i] & 7], 1u);
}
