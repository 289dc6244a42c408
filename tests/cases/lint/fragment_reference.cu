// Fragments: structs of the thread's own, passed to helpers by reference
// and read through pointer casts, as tensor-core kernels do.  Registers:
// no request.  The same helper on a shared struct is a store to memory.
#include <cstdint>

struct Frag {
	float v[4];
};

__device__ void accumulate(const Frag &a, Frag &c)
{
	const uint32_t *ra = reinterpret_cast<const uint32_t *>(&a);
	float *rc = reinterpret_cast<float *>(&c);
	for (int j = 0; j < 4; j++)
		rc[j] += __uint_as_float(ra[j]);
}

__device__ void mark(Frag &f)
{
	reinterpret_cast<float *>(&f)[1] = 0.0f;
}

__global__ void frag(const int4 *in, float *out)
{
	__shared__ Frag tile[32];
	Frag a[2], c = {};

	for (int i = 0; i < 2; i++) {
		*reinterpret_cast<int4 *>(&a[i]) = in[threadIdx.x + 32 * i];
		Frag &f = a[i];
		reinterpret_cast<float *>(&f)[0] += 1.0f;
		accumulate(a[i], c);
	}
	mark(tile[threadIdx.x]);
	__syncthreads();
	out[threadIdx.x] = c.v[0] + tile[threadIdx.x ^ 1].v[0];
}

int main()
{
	frag<<<1, 32>>>(nullptr, nullptr);
}
