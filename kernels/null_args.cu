/*
 * null_args.cu - optional pointer arguments: a kernel that tests a
 * pointer for null (`if (bias)`, `bias != nullptr ? ... : ...`,
 * `if (mean == nullptr) return`) does the guarded work only where the
 * launch passes memory.  warpcheck gives each tested pointer parameter
 * a test of its own (ir_param's null_of): null where the launch passes
 * nullptr, NULL or 0 (or a host variable holding one, or `--param
 * bias=nullptr`), and not null otherwise.  Each kernel runs twice: with
 * every optional pointer given, and with each one nullptr (the variant
 * "NAME=nullptr").
 *
 * Counts by hand, per warp, grid 1024 of 128 (4 warps a block), rows of
 * 128 floats (one a block), i = blockIdx.x * 128 + threadIdx.x:
 *
 *   na_bias      in[i] 1 LDG of 4 sectors; bias[i] (under `if (bias)`)
 *                1 LDG of 4 sectors; out[i] 1 STG of 4 sectors.
 *                bias=nullptr: no bias load
 *   na_select    the same, through `bias != nullptr ? bias[i] : 0.f`
 *   na_member    a struct of pointers by value: p.in[i] 1 LDG, p.scale[i]
 *                under `if (p.scale != nullptr)` 1 LDG, p.out[i] 1 STG,
 *                each of 4 sectors.  p.scale=nullptr: no scale load
 *   na_stats     in[i] 1 LDG; a helper given `mean` stores mean[row]
 *                from lane 0 of warp 0 where `mean != nullptr`: 1 STG of
 *                1 sector in warp 0 of each block (1024 requests in
 *                all); out[i] 1 STG.  mean=nullptr: no mean store
 *   na_early     `if (residual == nullptr) { out[i] = in[i]; return; }`
 *                then out[i] = in[i] + residual[i]: with a residual 2
 *                LDG and 1 STG; residual=nullptr: 1 LDG and 1 STG
 */
#define BLOCKS 1024
#define ROW 128

__global__ void na_bias(const float *in, const float *bias, float *out)
{
	int i = blockIdx.x * ROW + threadIdx.x;
	float v = in[i];

	if (bias)
		v += bias[i];
	out[i] = v;
}

__global__ void na_select(const float *in, const float *bias, float *out)
{
	int i = blockIdx.x * ROW + threadIdx.x;

	out[i] = in[i] * 2.0f + (bias != nullptr ? bias[i] : 0.0f);
}

struct na_args {
	const float *in;
	const float *scale;
	float *out;
};

__global__ void na_member(na_args p)
{
	int i = blockIdx.x * ROW + threadIdx.x;
	float v = p.in[i];

	if (p.scale != nullptr)
		v *= p.scale[i];
	p.out[i] = v;
}

__device__ __forceinline__ void store_stat(float *stat, int row, float v)
{
	if (stat != nullptr && threadIdx.x == 0)
		stat[row] = v;
}

__global__ void na_stats(const float *in, float *out, float *mean)
{
	int i = blockIdx.x * ROW + threadIdx.x;
	float v = in[i];

	store_stat(mean, blockIdx.x, v);
	out[i] = v * 0.5f;
}

__global__ void na_early(const float *in, const float *residual, float *out)
{
	int i = blockIdx.x * ROW + threadIdx.x;

	if (residual == nullptr) {
		out[i] = in[i];
		return;
	}
	out[i] = in[i] + residual[i];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_opt, *g_out;

/* the optional pointer, or nullptr where the variant names it so */
static float *optional(const struct variant *v)
{
	return strstr(v->params, "=nullptr") ? nullptr : g_opt;
}

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "na_bias"))
		na_bias<<<v->grid, v->block>>>(g_in, optional(v), g_out);
	else if (!strcmp(v->kernel, "na_select"))
		na_select<<<v->grid, v->block>>>(g_in, optional(v), g_out);
	else if (!strcmp(v->kernel, "na_member"))
		na_member<<<v->grid, v->block>>>(na_args{ g_in, optional(v), g_out });
	else if (!strcmp(v->kernel, "na_stats"))
		na_stats<<<v->grid, v->block>>>(g_in, g_out, optional(v));
	else if (!strcmp(v->kernel, "na_early"))
		na_early<<<v->grid, v->block>>>(g_in, optional(v), g_out);
	else {
		fprintf(stderr, "null_args: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "na_bias", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_bias", "bias=nullptr", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_select", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_select", "bias=nullptr", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_member", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_member", "p.scale=nullptr", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_stats", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_stats", "mean=nullptr", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_early", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "na_early", "residual=nullptr", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * ROW;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_opt = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_opt, n, 2);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "null_args", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
