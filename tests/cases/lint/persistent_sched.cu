/* A persistent kernel's tile scheduler: a helper returns false, early,
 * once the tiles run out, and the kernel loops while it returns true. */
struct Sched {
	int it, first, total;
	__device__ Sched(int tiles, int block) : it(0), first(block), total(tiles) {}
	__device__ bool next(int &tile)
	{
		int n = it * gridDim.x + first;
		if (n >= total)
			return false;
		tile = n;
		++it;
		return true;
	}
};

/* the block's own index: the loop ends where the tiles do */
__global__ void by_block(float *out, int tiles)
{
	Sched s(tiles, blockIdx.x);
	int tile;

	while (s.next(tile))
		out[tile * 128 + threadIdx.x] = 1.0f;
}

/* the SM the block runs on: which tiles, and how many, is not known */
__global__ void by_sm(float *out, int tiles)
{
	unsigned sm;
	int tile;

	asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
	Sched s(tiles, (int)sm);
	while (s.next(tile))
		out[tile * 128 + threadIdx.x] = 1.0f;
}

/* two sides that agree leave the value known */
__global__ void agree(float *out, const int *flags)
{
	int col;

	if (flags[blockIdx.x])
		col = threadIdx.x;
	else
		col = threadIdx.x;
	out[blockIdx.x * 128 + col] = 1.0f;
}

int main()
{
	float *out;
	int *flags;

	by_block<<<4, 128>>>(out, 10);
	by_sm<<<4, 128>>>(out, 10);
	agree<<<4, 128>>>(out, flags);
	return 0;
}
