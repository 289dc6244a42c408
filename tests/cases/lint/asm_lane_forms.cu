// The lane id read by inline assembly in the spellings real code uses:
// `mov.s32` as well as `mov.u32`, and `%laneid` with one '%' (nvcc
// passes the text to ptxas as it is; clang refuses it, and the
// statement is read as written).  Before, `mov.s32` was not read, and
// every access the lane indexed was "a value inline assembly sets".
//
// Derived by hand, 2 blocks of 32 threads: each store is 32 consecutive
// floats at 96 * blockIdx.x + 0, 32 or 64 floats, 128-byte aligned, 4
// sectors: 6 stores, 24 sectors.
__device__ __forceinline__ int lane_signed_one_percent()
{
	int l;
	asm("mov.s32 %0, %laneid;" : "=r"(l));
	return l;
}

__device__ __forceinline__ int lane_unsigned()
{
	int l;
	asm("mov.u32 %0, %%laneid;" : "=r"(l));
	return l;
}

__device__ __forceinline__ int lane_signed()
{
	int l;
	asm("mov.s32 %0, %%laneid;" : "=r"(l));
	return l;
}

__global__ void lanes(float *out)
{
	int a = lane_signed_one_percent(), b = lane_unsigned(), c = lane_signed();

	out[blockIdx.x * 96 + a] = 1.0f;
	out[blockIdx.x * 96 + 32 + b] = 2.0f;
	out[blockIdx.x * 96 + 64 + c] = 3.0f;
}

int main()
{
	float *out;

	lanes<<<2, 32>>>(out);
	return 0;
}
