/*
 * elect_forms.cu - the idioms that hand elect.sync's election to C++ (the
 * lowest active lane of the member mask: kernels/elect_sync.cu, measured
 * on the H200), each guarding a store by the elected lane.  One block of
 * 64 threads, 2 warps.
 */
#include <stdint.h>

/* the predicate into a "+r" operand: @P mov */
__device__ __forceinline__ uint32_t elect_mov(void)
{
	uint32_t pred = 0;

	asm volatile("{\n\t.reg .pred %%px;\n\telect.sync _|%%px, %1;\n\t@%%px mov.s32 %0, 1;\n\t}"
		     : "+r"(pred)
		     : "r"(0xffffffffu));
	return pred;
}

/* the predicate through selp into an "=r" operand */
__device__ __forceinline__ int elect_selp(void)
{
	int pred;

	asm volatile("{\n.reg .pred P;\nelect.sync _|P, 0xffffffff;\nselp.b32 %0, 1, 0, P;\n}"
		     : "=r"(pred));
	return pred;
}

/* the leader's lane itself */
__device__ __forceinline__ int leader_lane(uint32_t mask)
{
	int lane;

	asm volatile("{\n.reg .pred P;\nelect.sync %0|P, %1;\n}" : "=r"(lane) : "r"(mask));
	return lane;
}

__global__ void elected_stores(int *out)
{
	int warp = threadIdx.x / 32;
	int lane = threadIdx.x % 32;

	if (elect_mov())
		out[warp] = lane;
	if (lane >= 3 && elect_selp())
		out[2 + warp] = lane;
	/* the leader of the odd lanes, lane 1, alone */
	if (lane == leader_lane(0xaaaaaaaau))
		out[4 + warp] = lane;
}
