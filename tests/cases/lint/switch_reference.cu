// A vector whose operator[] picks its member with a switch of returns (as
// glm's vec3 does), read with a constant index.
#include <assert.h>

struct vec3 {
	float x, y, z;
	__device__ const float &operator[](int i) const
	{
		assert(i < 3);
		switch (i) {
		default:
		case 0:
			return x;
		case 1:
			return y;
		case 2:
			return z;
		}
	}
};

// an index changed before the switch: the switch alone does not say
struct clamped3 {
	float x, y, z;
	__device__ const float &operator[](int i) const
	{
		if (i > 2)
			i = 2;
		switch (i) {
		case 0:
			return x;
		case 1:
			return y;
		default:
			return z;
		}
	}
};

__global__ void clamped(const clamped3 *in, float *out)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	out[t] = in[t][5];
}

template <int C>
__global__ void splat(const vec3 *in, float *out)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	const vec3 &a = in[t];
	out[t] = a[C];
}

__global__ void pick(const vec3 *in, float *out, int which)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	out[t] = in[t][which];
}

__global__ void diagonal(const vec3 *in, float *out)
{
	__shared__ vec3 s[32];
	int t = threadIdx.x;
	s[t].x = in[t].x;
	s[t].y = in[t].y;
	s[t].z = in[t].z;
	__syncthreads();
	out[t] = s[t][t % 3];
}

int main()
{
	vec3 *in;
	float *out;
	splat<2><<<1, 32>>>(in, out);
	splat<0><<<1, 32>>>(in, out);
	pick<<<1, 32>>>(in, out, 1);
	diagonal<<<1, 32>>>(in, out);
	clamped<<<1, 32>>>((const clamped3 *)in, out);
	return 0;
}
