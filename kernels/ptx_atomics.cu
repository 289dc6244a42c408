/*
 * ptx_atomics.cu - red and atom written in inline PTX: what ptxas makes of
 * them, against the CUDA atomics of atomic_forms.cu.
 *
 * The question: `red.global.add.u32 [p], 1` from every lane at one address
 * is what nvcc emits for an atomicAdd whose result is dropped, but nvcc
 * folds that one (a warp's lanes into one RED, HARDWARE.md); does ptxas
 * fold the hand-written one too, or is it one request a lane?  And does
 * `red.shared.add.f32` become the CAS loop a shared float atomicAdd is on
 * sm_90 (ATOMS.CAST), or something else?
 *
 * One block of 4 warps, each lane once.  Predicted before the run, by
 * hand (hypothesis H: inline PTX is taken as written, no folding, one
 * request a warp, its lanes' words):
 *
 *   red_gl_uniform   4 RED requests, 4 sectors (one word)
 *   red_gl_lane      4 requests, 16 sectors (128 bytes a warp)
 *   atom_sh_u32      4 ATOMS, lanes on s[lane % 4]: 8 wavefronts each
 *                    (shared rule 6: every lane in its bank), 32
 *   atom_gl_f32      4 requests, 16 sectors
 *   red_sh_f32       a CAS loop, as atomicAdd on a shared float (not
 *                    counted by H as a loop: unknown)
 */
__global__ void red_gl_uniform(unsigned *g)
{
	asm volatile("red.global.add.u32 [%0], %1;" :: "l"(g), "r"(1u) : "memory");
}

__global__ void red_gl_lane(unsigned *g)
{
	asm volatile("red.global.add.u32 [%0], %1;" :: "l"(g + threadIdx.x % 32), "r"(1u) : "memory");
}

__global__ void atom_sh_u32(unsigned *g)
{
	__shared__ unsigned s[32];
	unsigned old;

	s[threadIdx.x % 32] = 0;
	__syncthreads();
	asm volatile("atom.shared.add.u32 %0, [%1], %2;"
		     : "=r"(old)
		     : "r"((unsigned)__cvta_generic_to_shared(&s[threadIdx.x % 4])), "r"(1u)
		     : "memory");
	g[threadIdx.x] = old;
}

__global__ void atom_gl_f32(float *g, float *out)
{
	float old;

	asm volatile("atom.global.add.f32 %0, [%1], %2;"
		     : "=f"(old) : "l"(g + threadIdx.x % 32), "f"(1.0f) : "memory");
	out[threadIdx.x] = old;
}

__global__ void red_sh_f32(float *g)
{
	__shared__ float s[32];

	s[threadIdx.x % 32] = 0.0f;
	__syncthreads();
	asm volatile("red.shared.add.f32 [%0], %1;"
		     :: "r"((unsigned)__cvta_generic_to_shared(&s[threadIdx.x % 32])), "f"(1.0f)
		     : "memory");
	__syncthreads();
	g[threadIdx.x] = s[threadIdx.x % 32];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static unsigned *g_u;
static float *g_f, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "red_gl_uniform"))
		red_gl_uniform<<<v->grid, v->block>>>(g_u);
	else if (!strcmp(v->kernel, "red_gl_lane"))
		red_gl_lane<<<v->grid, v->block>>>(g_u);
	else if (!strcmp(v->kernel, "atom_sh_u32"))
		atom_sh_u32<<<v->grid, v->block>>>(g_u);
	else if (!strcmp(v->kernel, "atom_gl_f32"))
		atom_gl_f32<<<v->grid, v->block>>>(g_f, g_out);
	else
		red_sh_f32<<<v->grid, v->block>>>(g_out);
}

#define V(kern) { kern, "", dim3(1), dim3(128), 0, 0, launch, NULL }

static struct variant table[] = {
	V("red_gl_uniform"), V("red_gl_lane"), V("atom_sh_u32"), V("atom_gl_f32"), V("red_sh_f32"),
};

int main(int argc, char **argv)
{
	int rc;

	g_u = (unsigned *)bench_alloc(256 * sizeof(unsigned));
	g_f = (float *)bench_alloc(256 * sizeof(float));
	g_out = (float *)bench_alloc(256 * sizeof(float));
	BENCH_CHECK(cudaMemset(g_u, 0, 256 * sizeof(unsigned)));
	BENCH_CHECK(cudaMemset(g_f, 0, 256 * sizeof(float)));
	rc = bench_main(argc, argv, "ptx_atomics", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_u);
	cudaFree(g_f);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
