// A __shared__ variable whose type is a union declared in the kernel, with
// an empty constructor that is not marked __device__ (a block-reduce's
// scratch space shared with a staging array).  nvcc compiles it; clang
// finds no device constructor and errs: the kernel is analyzed as
// declared, with a note.
//
// Derived by hand, block of 128: each warp stores 32 consecutive floats
// (one wavefront) and reads them back pairwise swapped (x ^ 1: the same
// 32 words, one wavefront); 4 warps: 4 and 4.  Global: 128-byte rows, 4
// sectors a warp, 16 each way.
__global__ void stage(const float *in, float *out)
{
	union Scratch {
		float staged[128];
		int counts[64];
		Scratch() {}
	};
	__shared__ Scratch scratch;

	scratch.staged[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	out[threadIdx.x] = scratch.staged[threadIdx.x ^ 1];
}

int main()
{
	float *in, *out;
	stage<<<1, 128>>>(in, out);
	return 0;
}
