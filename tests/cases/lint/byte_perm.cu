/* Table lookups indexed through __byte_perm, as AES rounds do: bytes of
 * y:x picked by a constant selector (the low 3 bits of each nibble). */
__global__ void lookups(const unsigned *in, unsigned *out)
{
	__shared__ unsigned t[1024];
	unsigned x = threadIdx.x * 0x01010101u;   /* every byte the thread's index */

	t[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	unsigned a = t[__byte_perm(x, 0, 0x4441) + 256];       /* byte 1 of x */
	unsigned b = t[__byte_perm(x, 0, 0x4440) * 32 % 1024]; /* byte 0, 32 apart */
	unsigned c = t[__byte_perm(x, 3, 0x7774)];             /* byte 0 of y: 3 */
	unsigned d = t[__byte_perm(in[threadIdx.x], 0, 0x4440)];
	out[threadIdx.x] = a + b + c + d;
}

void run(const unsigned *in, unsigned *out) { lookups<<<1, 256>>>(in, out); }
