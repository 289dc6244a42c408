// Helpers that return small structs, as GEMMs remap their blocks: the
// members of the result are followed into the caller.
__device__ __forceinline__ uint2 remap(int bx, int by, int log_tile)
{
	return make_uint2(bx >> log_tile, (by << log_tile) + (bx & ((1 << log_tile) - 1)));
}

struct Coord {
	int r, c;
};

__device__ Coord split(int i)
{
	Coord k = { i / 8, i % 8 };
	return k;
}

__global__ void tiles(const float *in, float *out)
{
	uint2 m = remap(blockIdx.x, blockIdx.y, 1);
	Coord q = split(threadIdx.x);

	out[(m.y * 64 + m.x) * 32 + threadIdx.x] = in[q.c * 8 + q.r];
}

int main()
{
	tiles<<<dim3(4, 2), 32>>>(nullptr, nullptr);
}
