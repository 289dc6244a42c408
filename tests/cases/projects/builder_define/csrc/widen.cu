/*
 * A type the build provides only with -DWIDE_AVAILABLE, which the
 * project's op_builder/builder.py passes; without it the fallback
 * typedef clashes.  By hand: 4 blocks of 256 threads, 32 warps; in[i]
 * is 32 consecutive 4-byte values, 4 sectors; out[i] 32 consecutive
 * 8-byte values, 256 bytes, 8 sectors: 32 loads of 128 sectors, 32
 * stores of 256 sectors.
 */
typedef long long wide_t;
#ifndef WIDE_AVAILABLE
typedef int wide_t;
#endif

__global__ void widen(const int *in, wide_t *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = in[i];
}

void run(const int *in, wide_t *out)
{
	widen<<<4, 256>>>(in, out);
}
