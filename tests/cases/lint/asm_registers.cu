// Values inline assembly computes: the lane id and lane masks read from
// special registers, fields taken out and put in with bfe and bfi, a
// multiply-add; as a vector-search library's and a GEMM library's
// helpers write them.
__device__ __forceinline__ int lane_id()
{
	int lane;
	asm("mov.u32 %0, %%laneid;" : "=r"(lane));
	return lane;
}

__device__ __forceinline__ unsigned lanes_below()
{
	unsigned mask;
	asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
	return mask;
}

__device__ __forceinline__ unsigned field(unsigned v, int pos, int len)
{
	unsigned r;
	asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(v), "r"(pos), "r"(len));
	return r;
}

__device__ __forceinline__ unsigned put_field(unsigned v, unsigned bits, int pos, int len)
{
	unsigned r;
	asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(bits), "r"(v), "r"(pos), "r"(len));
	return r;
}

__global__ void lanes(float *out, const float *in)
{
	__shared__ float tile[32][33];
	int lane = lane_id(), warp = threadIdx.x / 32;
	unsigned row;

	asm("{ .reg .u32 t;\n mul.lo.u32 t, %1, 2;\n mad.lo.u32 %0, t, 16, %2; }"
	    : "=r"(row) : "r"(warp), "r"(lane));
	tile[lane][warp] = in[blockIdx.x * 256 + threadIdx.x];
	__syncthreads();
	out[__popc(lanes_below()) + 32 * warp] = tile[warp][lane];
	out[field(threadIdx.x, 0, 5) + 1024] = 1.0f;
	out[put_field(0u, threadIdx.x, 2, 5) + 2048] = 2.0f;
	out[row + 4096] = 3.0f;
}

void launch(float *out, const float *in) { lanes<<<1, 256>>>(out, in); }
