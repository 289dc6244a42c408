// A kernel's parameter struct derived from a base (a library's
// `struct Params : ParamsBase`): the base's members are the struct's
// too, first, as its layout puts them; host code sets them before the
// launch.
//
// By hand, <<<16, 256>>>, n = 4096, stride = 2: 128 warps, every lane
// below n; each warp's store of 32 floats 8 bytes apart spans 256 bytes:
// 8 sectors (ideal 4, 128 bytes written): 1024 sectors (ideal 512).
struct ParamsBase {
	int n, stride;
};

struct Params : ParamsBase {
	float *x;
	int extra;
};

__global__ void strided(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < p.n)
		p.x[i * p.stride] = p.extra;
}

int main()
{
	Params p;

	p.n = 4096;
	p.stride = 2;
	p.extra = 1;
	strided<<<16, 256>>>(p);
	return 0;
}
