// An empty asm statement, a barrier to the compiler that tensor-core
// libraries write around their fragments (`asm volatile("" : "+f"(x) ::
// "memory")`): no instruction, so an in-out operand keeps its value and
// the index stays known.  Before: "inline assembly is not read (its text
// is built by a macro ...)", and the index "a value inline assembly
// sets".
//
// Derived by hand, 4 blocks of 256 threads, 32 warps: in[i] and out[i]
// are 32 consecutive floats a warp from a 128-byte boundary, 4 sectors:
// 32 loads, 128 sectors; 32 stores, 128 sectors.
__global__ void keep(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i];

	asm volatile("" : "+f"(x) :: "memory");
	asm volatile("" : "+r"(i));
	out[i] = x;
}

int main()
{
	float *in, *out;

	keep<<<4, 256>>>(in, out);
	return 0;
}
