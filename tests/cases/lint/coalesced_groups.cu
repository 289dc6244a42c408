// Cooperative groups' coalesced groups: the lanes that ran
// coalesced_threads(), and their labeled and binary partitions.  A
// thread's rank is the count of the group's lanes below its own, so a
// leader's atomic is one lane a warp.  Launch: one block of 64 threads.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void aggregate(int *count, float *sums, int *slots, const float *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = in[i];
	if (threadIdx.x % 3 == 0) {
		cg::coalesced_group g = cg::coalesced_threads();
		if (g.thread_rank() == 0)
			atomicAdd(count, (int)g.size());
		int first = g.shfl((int)threadIdx.x, 0);
		slots[first + g.thread_rank()] = i;
		slots[256 + g.ballot(threadIdx.x % 2 == 0) + g.thread_rank()] = i;
	}
	auto quads = cg::labeled_partition(cg::coalesced_threads(), threadIdx.x / 4);
	if (quads.thread_rank() == 0)
		atomicAdd(&sums[threadIdx.x / 4], v);
	auto halves = cg::binary_partition(cg::coalesced_threads(), threadIdx.x % 32 < 8);
	if (halves.thread_rank() == halves.size() - 1)
		slots[64 + threadIdx.x] = 0;
}

int main()
{
	int *count, *slots;
	float *sums, *in;
	aggregate<<<1, 64>>>(count, sums, slots, in);
	return 0;
}
