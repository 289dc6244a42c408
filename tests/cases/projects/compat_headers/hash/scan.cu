#include "../miner.h"

__global__ void scan(hash_args a, uint32_t *out)
{
	out[blockIdx.x * MINER_THREADS + threadIdx.x] = a.salt != 0;
}

int main()
{
	pool_conn c = { 0 };
	hash_args a;
	uint32_t *out = 0;
	scan<<<64, MINER_THREADS>>>(a, out);
	return c.retries;
}
