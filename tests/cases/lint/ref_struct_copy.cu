// A helper that takes an element of memory by const reference and copies
// it whole (`float4 w = v;`, or passes it on by value): the copy is a load
// of the element, as `float4 w = x[i]` is.  Before, a struct copied out
// of a reference bound to memory was no load at all (0 loads).
//
// Derived by hand, 4 blocks of 256 threads, 32 warps: each lane reads one
// 16-byte float4, 32 consecutive ones a warp, 512 bytes, 16 sectors a
// request: 32 loads, 512 sectors, in both kernels.  out[i] 32
// consecutive floats: 32 stores, 128 sectors.
__device__ inline float first_last(const float4 &v)
{
	float4 w = v;

	return w.x + w.w;
}

__device__ inline float first(float4 v)
{
	return v.x;
}

__device__ inline float pass_on(const float4 &v)
{
	return first(v);
}

__global__ void copy_whole(const float4 *x, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = first_last(x[i]);
}

__global__ void copy_on(const float4 *x, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = pass_on(x[i]);
}

int main()
{
	float4 *x;
	float *out;

	copy_whole<<<4, 256>>>(x, out);
	copy_on<<<4, 256>>>(x, out);
	return 0;
}
