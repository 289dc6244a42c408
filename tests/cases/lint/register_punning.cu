/* A hash round as miners write it: 64-bit words of a local state, taken
 * by reference, their 32-bit halves read and written through a cast of
 * their address.  nvcc keeps all of it in registers. */
__device__ void mix(unsigned long long &a, unsigned long long &b)
{
	((uint2 *)&b)[0] = make_uint2(((uint2 *)&a)[0].y, ((uint2 *)&a)[0].x);
	a += b;
}

__global__ void rounds(const unsigned long long *in, unsigned long long *out)
{
	unsigned long long v[4] = { in[blockIdx.x * 64 + threadIdx.x], 1, 2, 3 };
	unsigned long long s = 5;
	float f = 1.0f;
	unsigned bits = *reinterpret_cast<unsigned *>(&f);

	mix(v[0], v[1]);
	mix(v[2], v[3]);
	mix(s, v[0]);
	out[blockIdx.x * 64 + threadIdx.x] = v[0] + v[2] + s;
	out[bits % 64] = 0;
}

void run(const unsigned long long *in, unsigned long long *out) { rounds<<<8, 64>>>(in, out); }
