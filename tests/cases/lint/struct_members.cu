/*
 * Indices held in small structs of the thread's own: their integer
 * members are followed as locals are, from a brace list, make_int2, a
 * built-in index, a copy, member assignments and whole assignments.  A
 * struct whose address is taken is not.  One of its own methods is
 * followed with `this` the struct: after k.bump(), k.n is threadIdx.x + 32,
 * so a[k.n] stores 32 consecutive floats, 128 bytes at a 128-byte boundary
 * + 128: 4 sectors (derived by hand).
 */
struct coord {
	int x, y;
};

struct counter {
	int n;
	__device__ void bump() { n += 32; }
};

__device__ void set_x(coord *c, int v)
{
	c->x = v;
}

__global__ void tracked(float *a, const float *b, int w)
{
	int2 p = make_int2(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y);
	uint3 t = threadIdx;
	coord c;
	coord d = { (int)threadIdx.x, 2 };
	coord e = d;

	c.x = threadIdx.x;
	c.y = blockIdx.y;
	a[p.y * w + p.x] = b[c.y * w + c.x] + b[t.x];
	e.y += 1;
	a[e.x + e.y * w] = 0;
	c = d;
	a[c.x * 2] = 1;
}

__global__ void escaped(float *a)
{
	coord c = { (int)threadIdx.x, 0 };
	counter k = { (int)threadIdx.x };

	coord f = { (int)threadIdx.x, 0 };
	coord *pf = &f;

	set_x(&c, 0);
	k.bump();
	pf->x = 1;
	a[c.x] = 0;
	a[k.n] = 0;
	a[f.x] = 0;
}

int main(void)
{
	float *a, *b;

	tracked<<<dim3(4, 4), 256>>>(a, b, 1024);
	escaped<<<1, 32>>>(a);
	return 0;
}
