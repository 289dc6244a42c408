/*
 * Sizes that no launch gives (here: no launch at all) are simulated as
 * 1024, or --assume-size's value; each finding that rests on one names
 * it, and one that does not is exact.  A bool is a flag, not a size: it
 * is taken as true, and said so.  Counts by hand, a block of 256, 8 warps:
 *
 *   rows[threadIdx.x * pitch]: lanes pitch floats apart.  At 1024 that is
 *     4096 bytes, 32 sectors a request (ideal 4); at 8 (--assume-size 8),
 *     32 bytes, 32 sectors too.  Stores, 8 requests.
 *   tile[threadIdx.x % 32][...]: shared, does not rest on pitch: 33-word
 *     rows, conflict-free, 1 wavefront a request, exact either way.
 *   tail[threadIdx.x + n] under `if (threadIdx.x < n)`: at 1024 every
 *     lane is in bounds, 8 requests of 32 consecutive floats from byte
 *     4096, 4 sectors each; at 8 only lanes 0-7 of warp 0 are, storing
 *     bytes 32-63: 1 request, 1 sector.
 *   flags[threadIdx.x] under `if (on)`: on is a bool, taken as true:
 *     every lane goes on, 8 requests of 4 sectors.
 * Stores: 24 requests, 256 + 32 + 32 = 320 sectors at 1024; 17 requests,
 * 256 + 1 + 32 = 289 sectors at 8.
 */
__global__ void sized(float *rows, float *tail, int *flags, int pitch, int n, bool on)
{
	__shared__ float tile[32][33];

	rows[threadIdx.x * pitch] = 1.0f;
	tile[threadIdx.x % 32][threadIdx.x / 32] = 2.0f;
	if (threadIdx.x < n)
		tail[threadIdx.x + n] = 3.0f;
	if (on)
		flags[threadIdx.x] = 1;
}
