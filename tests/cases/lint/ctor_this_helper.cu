// A constructor that hands `this` to a helper which sets the members
// (`ctx_init(this, s, b)`, as communication libraries build their device
// contexts): the members of the local object are what the helper set.
// Before, the helper's stores were global stores through an unknown
// pointer, and the object's members unknown.
//
// Derived by hand, 4 blocks of 128 threads, 16 warps: c.slots is buf and
// c.base is blockIdx.x * 128.  buf[base + 2 * t]: lanes 8 bytes apart, a
// warp's 32 floats span 256 bytes from a 256-byte boundary, 8 sectors:
// 16 loads, 128 sectors.  out[base + t]: 16 stores, 64 sectors.  No
// store of the helper's is memory: the object is the thread's own.
struct Ctx {
	float *slots;
	int base;
	__device__ Ctx(float *s, int b);
};

__device__ void ctx_init(Ctx *c, float *s, int b)
{
	c->slots = s;
	c->base = b;
}

__device__ Ctx::Ctx(float *s, int b)
{
	ctx_init(this, s, b);
}

__global__ void gather_even(float *buf, float *out)
{
	Ctx c(buf, blockIdx.x * 128);

	out[c.base + threadIdx.x] = c.slots[c.base + threadIdx.x * 2];
}

int main()
{
	float *buf, *out;

	gather_even<<<4, 128>>>(buf, out);
	return 0;
}
