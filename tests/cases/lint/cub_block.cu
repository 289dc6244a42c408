// CUB's block primitives, from the bundled model of CUB: the global
// loads and stores of BlockLoad and BlockStore as CUB makes them; the
// transposes and reductions through shared memory named in a note.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_reduce.cuh>
#include <cuda_fp16.h>
template <int BLOCK, int N, cub::BlockLoadAlgorithm ALG>
__global__ void k(const float *in, float *out, int n) {
  typedef cub::BlockLoad<float, BLOCK, N, ALG> BL;
  typedef cub::BlockStore<float, BLOCK, N, cub::BLOCK_STORE_WARP_TRANSPOSE> BS;
  typedef cub::BlockReduce<float, BLOCK> BR;
  __shared__ union { typename BL::TempStorage load; typename BS::TempStorage store; typename BR::TempStorage reduce; } tmp;
  float items[N];
  BL(tmp.load).Load(in + blockIdx.x * BLOCK * N, items);
  __syncthreads();
  float s = BR(tmp.reduce).Sum(items);
  BS(tmp.store).Store(out + blockIdx.x * BLOCK * N, items);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
int main()
{
	float *a, *b;
	k<256, 4, cub::BLOCK_LOAD_DIRECT><<<64, 256>>>(a, b, 64 * 256);
	k<256, 8, cub::BLOCK_LOAD_WARP_TRANSPOSE><<<64, 256>>>(a, b, 64 * 256);
	k<256, 8, cub::BLOCK_LOAD_VECTORIZE><<<64, 256>>>(a, b, 64 * 256);
}
