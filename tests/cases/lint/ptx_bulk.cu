/*
 * Bulk copies by the copy engine in inline PTX: one thread of the block
 * hands it a byte range, every thread waits on the mbarrier (a label
 * and a predicated branch in the wait loop, which move nothing).
 */
#include <stdint.h>

__device__ uint32_t smem_addr(const void *p)
{
	return (uint32_t)__cvta_generic_to_shared(p);
}

template <int OFFSET>
__global__ void bulk_in(const float *src, float *out)
{
	__shared__ __align__(128) float buf[1024];
	__shared__ __align__(8) uint64_t bar;

	if (threadIdx.x == 0) {
		asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(smem_addr(&bar)));
		asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 4096;"
			     :: "r"(smem_addr(&bar)) : "memory");
		asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
			     :: "r"(smem_addr(buf)),
				"l"((const char *)src + (size_t)blockIdx.x * 8192 + OFFSET),
				"n"(4096), "r"(smem_addr(&bar))
			     : "memory");
	}
	asm volatile("{\n\t.reg .pred p;\n"
		     "WAIT_%=:\n\t"
		     "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
		     "@!p bra WAIT_%=;\n}"
		     :: "r"(smem_addr(&bar)) : "memory");
	out[blockIdx.x * blockDim.x + threadIdx.x] = buf[threadIdx.x];
}

__global__ void bulk_out(float *dst)
{
	__shared__ __align__(128) float buf[1024];

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		buf[i] = (float)i;
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
	__syncthreads();
	if (threadIdx.x == 0) {
		asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], 4096;"
			     :: "l"(dst + (size_t)blockIdx.x * 2048), "r"(smem_addr(buf)) : "memory");
		asm volatile("cp.async.bulk.commit_group;" ::: "memory");
		asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
	}
}

template __global__ void bulk_in<0>(const float *, float *);
template __global__ void bulk_in<16>(const float *, float *);
