/*
 * micro_stores.cu - stores that leave sectors part-written: a struct's
 * members written one 4-byte store after another into the same sectors,
 * against one member alone and against whole sectors.
 *
 * The question (validate/results/h200-2026-12-01-heldout3: push_aos ran
 * 3.3 times faster than predicted): L2 takes part-written sectors at 85 G
 * a second when each is written once, by a 4-byte scatter (micro_scatter).
 * When one warp writes x, y and z of a float3 one instruction after
 * another into the same 28 sectors, does each instruction's sectors cost
 * that much (3 x 28 a warp), or are they merged before L2 (28)?
 *
 * Every variant: 124 blocks of 256 threads an SM (4,190,208 threads on
 * 132 SMs), one struct of 28 bytes a thread (117 MB, beyond L2).
 *
 * Predicted before the run (warpcheck lint --time --no-ptxas at the
 * commit that adds this file, and the merged reading: a warp's stores
 * into the same sectors, one after another, cost the sectors once):
 *
 *   variant       warpcheck (bound)   merged
 *   st_pos_x        169 us (DRAM)      169: one store, nothing to merge
 *   st_pos          302 us (DRAM)      ~169: the sectors of st_pos_x
 *   st_pos_vel      300 us (L2)        ~169: as many sectors, still part
 *                                      written (mass is not)
 *   rmw_pos         164 us (L2)        ~70: L2's 28 sectors a warp once,
 *                                      DRAM 59 us both ways
 *   st_dense7        36 us (DRAM)      36: whole sectors
 *
 * warpcheck's L2 term charges each store instruction's part-written
 * sectors (28 a warp) at 85 G a second, and its DRAM term each sector a
 * store leaves part-written at 23.7 G a second beyond the bytes.
 */
struct body {
	float3 pos;
	float3 vel;
	float mass;
};

/* one member: 1 store of 4 bytes a thread, 28 bytes apart */
__global__ void st_pos_x(struct body *p, float a)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	p[i].pos.x = a;
}

/* a float3 member: 3 stores into the same sectors */
__global__ void st_pos(struct body *p, float a)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	p[i].pos = make_float3(a, a + 1.0f, a + 2.0f);
}

/* two float3 members: 6 stores into the same sectors */
__global__ void st_pos_vel(struct body *p, float a)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	p[i].pos = make_float3(a, a + 1.0f, a + 2.0f);
	p[i].vel = make_float3(a + 3.0f, a + 4.0f, a + 5.0f);
}

/* a float3 member read and written back */
__global__ void rmw_pos(struct body *p, float a)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float3 x = p[i].pos;

	p[i].pos = make_float3(x.x + a, x.y + a, x.z + a);
}

/* the same 28 bytes a thread as 7 whole-sector stores */
__global__ void st_dense7(float *q, float a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 7; k++)
		q[k * n + i] = a + (float)k;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS_PER_SM 124
#define THREADS 256

static struct body *g_p;
static int g_n;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "st_pos_x"))
		st_pos_x<<<v->grid, v->block>>>(g_p, 1.0f);
	else if (!strcmp(v->kernel, "st_pos"))
		st_pos<<<v->grid, v->block>>>(g_p, 1.0f);
	else if (!strcmp(v->kernel, "st_pos_vel"))
		st_pos_vel<<<v->grid, v->block>>>(g_p, 1.0f);
	else if (!strcmp(v->kernel, "rmw_pos"))
		rmw_pos<<<v->grid, v->block>>>(g_p, 1.0f);
	else
		st_dense7<<<v->grid, v->block>>>((float *)g_p, 1.0f, g_n);
}

#define V(k, params) { k, params, dim3(BLOCKS_PER_SM), dim3(THREADS), 0, 0, launch, NULL }

/* st_dense7's n, for the model: 124 blocks of 256 on the H200's 132 SMs
 * (main() stops on another count) */
#define N_H200 4190208

static struct variant table[] = {
	V("st_pos_x", ""), V("st_pos", ""), V("st_pos_vel", ""), V("rmw_pos", ""),
	V("st_dense7", "n=4190208"),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	g_n = BLOCKS_PER_SM * sms * THREADS;
	if (g_n != N_H200) {
		fprintf(stderr, "micro_stores: %d SMs; st_dense7's n in the table is the H200's\n", sms);
		return 100;
	}
	g_p = (struct body *)bench_alloc((size_t)g_n * sizeof(struct body));
	bench_poison(g_p, (size_t)g_n * sizeof(struct body));
	rc = bench_main(argc, argv, "micro_stores", table, count);
	cudaFree(g_p);
	return rc;
}
#endif /* __CUDA_ARCH__ */
