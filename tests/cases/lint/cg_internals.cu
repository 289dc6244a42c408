/* a grid barrier written as the toolkit's cooperative_groups writes its
 * own, with its internal macro for the pointer's constraint, and a
 * cluster's split barrier */
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) step(unsigned *barrier, float *out)
{
	cg::cluster_group cluster = cg::this_cluster();
	out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
	if (threadIdx.x == 0) {
		unsigned old;
		asm volatile("atom.add.release.gpu.u32 %0,[%1],%2;"
			     : "=r"(old)
			     : _CG_ASM_PTR_CONSTRAINT(barrier), "r"(1u)
			     : "memory");
	}
	auto token = cluster.barrier_arrive();
	cluster.barrier_wait(std::move(token));
}

int main(void)
{
	unsigned *barrier;
	float *out;
	step<<<8, 128>>>(barrier, out);
	return 0;
}
