// A project whose header names a type that only the platform's header
// declares, chosen by a macro its Makefile defines in a branch of an
// `ifeq` on a variable it sets (OS_LINUX := 1), beside a Windows branch
// after it that a build on Linux leaves out.  Read with -DOS_LINUX only:
// the descriptor type is declared and the kernel reads.
//
// Derived by hand: 4 blocks of 128 threads, 16 warps; r.slots[i], 32
// consecutive floats a warp from a 128-byte boundary: 16 loads of 4
// sectors, 64; out[i] the same, 16 stores, 64 sectors.
#include "ring.h"

__global__ void drain(struct ring r, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = r.slots[i] + (float)r.fd;
}

int main()
{
	struct ring r;
	float *out;

	drain<<<4, 128>>>(r, out);
	return 0;
}
