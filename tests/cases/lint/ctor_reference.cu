/* A kernel's parameter struct copied to the function that does the work,
 * which builds a helper object from it by const reference (an attention
 * variant's constructor) and passes it on by reference. */
struct Params {
	float *o;
	const float *q;
	unsigned n;
	unsigned partition_kv;
	__device__ __host__ unsigned get_n(unsigned b) const { return n + b; }
};

struct Variant {
	unsigned len;
	template <typename P>
	__device__ __host__ Variant(const P &params, unsigned b) { len = params.get_n(b); }
};

template <typename P>
__device__ __forceinline__ void finish(const P &params, const Variant &v, unsigned i)
{
	params.o[i + v.len] = 1.0f;
}

template <typename P>
__device__ __forceinline__ void attend(const P params)
{
	Variant variant(params, 0);
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	params.o[i] = params.q[i];
	finish<P>(params, variant, i);
}

template <typename P>
__global__ void attention(const __grid_constant__ P params)
{
	attend(params);
}

void run(Params p)
{
	attention<Params><<<4, 256>>>(p);
}
