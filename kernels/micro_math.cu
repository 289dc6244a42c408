/*
 * micro_math.cu - what one call of a CUDA math function costs: each
 * kernel adds f(x + 0.01 j) for j < k (k = 64, a loop nvcc unrolls 4
 * times) to a sum, for 1056 blocks of 256 threads, so that the call is all
 * the kernel does.  Nsight Compute's smsp__inst_executed per variant, less
 * micro_math_fma's (one FFMA in the call's place), over the warps and k,
 * is the instructions one call of f runs; the time, with 64 warps an SM,
 * is what a call costs an SM in issue and in its pipes.
 *
 * Prediction before the run: warpcheck counts a call of a math function
 * as no work at all (the front end counts only +, -, *, /), so it predicts
 * every kernel here as micro_math_fma's time, 1056 * 8 warps * 64 calls.
 * Expected from the CUDA math library's shape: __expf, __logf, __sinf,
 * rsqrtf and __fdividef a few instructions (one MUFU each); expf, exp2f
 * about 4-8; logf, sqrtf, division about 8-16 (a refinement and a slow
 * path not taken); sinf, tanhf, erff about 15-30; powf about 40-60.
 */

/* the baseline: one FFMA a call */
__global__ void micro_math_fma(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += v * 1.5f + 0.5f;
	}
	out[i] = acc;
}

__global__ void micro_math_expf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += expf(v);
	}
	out[i] = acc;
}

/* the intrinsic */
__global__ void micro_math_fexpf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += __expf(v);
	}
	out[i] = acc;
}

__global__ void micro_math_exp2f(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += exp2f(v);
	}
	out[i] = acc;
}

__global__ void micro_math_logf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += logf(v);
	}
	out[i] = acc;
}

/* the intrinsic */
__global__ void micro_math_flogf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += __logf(v);
	}
	out[i] = acc;
}

/* a gamma curve's */
__global__ void micro_math_powf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += powf(v, 2.2f);
	}
	out[i] = acc;
}

__global__ void micro_math_tanhf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += tanhf(v);
	}
	out[i] = acc;
}

__global__ void micro_math_sinf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += sinf(v);
	}
	out[i] = acc;
}

/* the intrinsic */
__global__ void micro_math_fsinf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += __sinf(v);
	}
	out[i] = acc;
}

__global__ void micro_math_sqrtf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += sqrtf(v);
	}
	out[i] = acc;
}

__global__ void micro_math_rsqrtf(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += rsqrtf(v);
	}
	out[i] = acc;
}

__global__ void micro_math_erff(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += erff(v);
	}
	out[i] = acc;
}

/* IEEE division, as nvcc compiles / by default */
__global__ void micro_math_div(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += 1.0f / v;
	}
	out[i] = acc;
}

/* the intrinsic */
__global__ void micro_math_fdividef(float *out, const float *in, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i & 4095], acc = 0.0f;

	for (int j = 0; j < k; j++) {
		float v = x + (float)j * 0.01f;
		acc += __fdividef(1.0f, v);
	}
	out[i] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in;
static float *g_out;

static void launch_fma(const struct variant *v)
{
	micro_math_fma<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_expf(const struct variant *v)
{
	micro_math_expf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_fexpf(const struct variant *v)
{
	micro_math_fexpf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_exp2f(const struct variant *v)
{
	micro_math_exp2f<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_logf(const struct variant *v)
{
	micro_math_logf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_flogf(const struct variant *v)
{
	micro_math_flogf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_powf(const struct variant *v)
{
	micro_math_powf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_tanhf(const struct variant *v)
{
	micro_math_tanhf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_sinf(const struct variant *v)
{
	micro_math_sinf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_fsinf(const struct variant *v)
{
	micro_math_fsinf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_sqrtf(const struct variant *v)
{
	micro_math_sqrtf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_rsqrtf(const struct variant *v)
{
	micro_math_rsqrtf<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_erff(const struct variant *v)
{
	micro_math_erff<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_div(const struct variant *v)
{
	micro_math_div<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_fdividef(const struct variant *v)
{
	micro_math_fdividef<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

/* grid.x counts blocks per SM (main multiplies by the SM count) */
static struct variant table[] = {

	{ "micro_math_fma", "k=64", dim3(8), dim3(256), 0, 64, launch_fma, NULL },

	{ "micro_math_expf", "k=64", dim3(8), dim3(256), 0, 64, launch_expf, NULL },

	{ "micro_math_fexpf", "k=64", dim3(8), dim3(256), 0, 64, launch_fexpf, NULL },

	{ "micro_math_exp2f", "k=64", dim3(8), dim3(256), 0, 64, launch_exp2f, NULL },

	{ "micro_math_logf", "k=64", dim3(8), dim3(256), 0, 64, launch_logf, NULL },

	{ "micro_math_flogf", "k=64", dim3(8), dim3(256), 0, 64, launch_flogf, NULL },

	{ "micro_math_powf", "k=64", dim3(8), dim3(256), 0, 64, launch_powf, NULL },

	{ "micro_math_tanhf", "k=64", dim3(8), dim3(256), 0, 64, launch_tanhf, NULL },

	{ "micro_math_sinf", "k=64", dim3(8), dim3(256), 0, 64, launch_sinf, NULL },

	{ "micro_math_fsinf", "k=64", dim3(8), dim3(256), 0, 64, launch_fsinf, NULL },

	{ "micro_math_sqrtf", "k=64", dim3(8), dim3(256), 0, 64, launch_sqrtf, NULL },

	{ "micro_math_rsqrtf", "k=64", dim3(8), dim3(256), 0, 64, launch_rsqrtf, NULL },

	{ "micro_math_erff", "k=64", dim3(8), dim3(256), 0, 64, launch_erff, NULL },

	{ "micro_math_div", "k=64", dim3(8), dim3(256), 0, 64, launch_div, NULL },

	{ "micro_math_fdividef", "k=64", dim3(8), dim3(256), 0, 64, launch_fdividef, NULL },

};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	g_in = (float *)bench_alloc(4096 * sizeof(float));
	g_out = (float *)bench_alloc((size_t)8 * sms * 256 * sizeof(float));
	bench_fill_float(g_in, 4096, 29);
	bench_poison(g_out, (size_t)8 * sms * 256 * sizeof(float));
	rc = bench_main(argc, argv, "micro_math", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
