// Integer intrinsics in indices: __mul24 and __umul24 (the product of the
// operands' low 24 bits; the index arithmetic of older CUDA code) and an
// integer abs.
//
// By hand, <<<4, 64>>>: 8 warps.
//   in[__mul24(blockIdx.x, blockDim.x) + threadIdx.x] and the same with
//   __umul24: each warp 32 consecutive floats, 128 aligned bytes: 4
//   sectors; 8 requests, 32 sectors each access (ideal 32).
//   in[abs(threadIdx.x - 32)]: warp 0 reads words 32 down to 1, bytes 4 to
//   131: 5 sectors; warp 1 words 0 to 31: 4; per block 9, 36 in all (ideal
//   32).
__global__ void indexed(const float *in, float *out)
{
	int i = __mul24(blockIdx.x, blockDim.x) + threadIdx.x;
	unsigned j = __umul24(blockIdx.x, blockDim.x) + threadIdx.x;
	int d = abs((int)threadIdx.x - 32);

	out[i] = in[i] + in[j] + in[d];
}

int main()
{
	float *in, *out;

	indexed<<<4, 64>>>(in, out);
	return 0;
}
