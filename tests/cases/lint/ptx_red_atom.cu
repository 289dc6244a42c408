// red and atom in inline PTX, counted as the CUDA atomics ptxas lowers
// them to: a uniform integer red folded to one request a warp, a shared
// float red as the compare-and-swap loop a shared float atomicAdd is.
__global__ void counter(unsigned *total)
{
	asm volatile("red.global.add.u32 [%0], %1;" :: "l"(total), "r"(1u) : "memory");
}

__global__ void histogram(unsigned *out, const unsigned *keys)
{
	__shared__ unsigned bins[32];
	unsigned old;

	bins[threadIdx.x % 32] = 0;
	__syncthreads();
	asm volatile("atom.shared.add.u32 %0, [%1], %2;"
		     : "=r"(old)
		     : "r"((unsigned)__cvta_generic_to_shared(&bins[keys[threadIdx.x] % 4])), "r"(1u)
		     : "memory");
	out[threadIdx.x] = old;
}

__global__ void spread(unsigned *out)
{
	__shared__ unsigned bins[32];
	unsigned old;

	bins[threadIdx.x % 32] = 0;
	__syncthreads();
	asm volatile("atom.shared.add.u32 %0, [%1], %2;"
		     : "=r"(old)
		     : "r"((unsigned)__cvta_generic_to_shared(&bins[threadIdx.x % 4])), "r"(1u)
		     : "memory");
	out[threadIdx.x] = old;
}

__global__ void per_lane(float *acc, float *out)
{
	float old;

	asm volatile("atom.global.add.f32 %0, [%1], %2;"
		     : "=f"(old) : "l"(acc + threadIdx.x % 32), "f"(1.0f) : "memory");
	out[threadIdx.x] = old;
}

__global__ void vector_red(float *acc)
{
	asm volatile("red.global.add.v2.f32 [%0], {%1, %2};"
		     :: "l"(acc + 2 * (threadIdx.x % 32)), "f"(1.0f), "f"(2.0f) : "memory");
}
