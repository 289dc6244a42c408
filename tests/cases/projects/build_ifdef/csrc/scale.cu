#include "lanes.cuh"

// Each thread scales lanes<V>::value consecutive floats, read and written
// as one V.  setup.py passes -DUSE_WIDE_ACCESS to nvcc, and lanes.cuh
// declares lanes<float4> only under it: read without it, the file has an
// error (lanes<float4> is incomplete).  Derived by
// hand, with the macro: 4096 threads of 16 bytes each, 128 warps, each
// warp's float4 load and store 512 consecutive bytes from a 512-byte
// boundary: 16 sectors a request, 128 loads and 2048 sectors, 128 stores
// and 2048 sectors.
template <typename V>
__global__ void scale(const float *in, float *out, float s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	V v = reinterpret_cast<const V *>(in)[i];
	float *f = reinterpret_cast<float *>(&v);

	for (int k = 0; k < lanes<V>::value; k++)
		f[k] *= s;
	reinterpret_cast<V *>(out)[i] = v;
}

int main()
{
	float *in, *out;
	scale<float4><<<16, 256>>>(in, out, 2.0f);
	return 0;
}
