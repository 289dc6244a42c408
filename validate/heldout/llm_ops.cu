/*
 * llm_ops.cu - the forward-pass kernels of a small transformer, written the
 * way a training code base's kernel-development files are: sizes from the
 * command line with defaults, each kernel tried at several block sizes in a
 * host loop, each launch timed with events.
 *
 * This file is held out: nothing in warpcheck's time model was fitted on
 * it.  validate/heldout.sh builds and runs it on the GPU, and
 * validate/heldout.py sets its times beside `warpcheck lint --time`.
 *
 * usage: llm_ops [B] [T] [C]      (default 8 1024 768)
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <cuda_runtime.h>

#define REPEATS 21

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "llm_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

static int ceil_div(int a, int b)
{
	return (a + b - 1) / b;
}

/* ---- kernels ------------------------------------------------------------ */

__global__ void residual_forward(float *out, const float *a, const float *b, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = a[i] + b[i];
}

#define GELU_K 0.7978845608f
__global__ void gelu_forward(float *out, const float *inp, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float x = inp[i];
		float cube = 0.044715f * x * x * x;
		out[i] = 0.5f * x * (1.0f + tanhf(GELU_K * (x + cube)));
	}
}

/* one thread a row: each thread walks its own row, so a warp's lanes are C
 * floats apart */
__global__ void layernorm_rows(float *out, float *mean, float *rstd, const float *inp,
			       const float *weight, const float *bias, int N, int C)
{
	int row = blockIdx.x * blockDim.x + threadIdx.x;
	if (row >= N)
		return;
	const float *x = inp + row * C;
	float m = 0.0f;
	for (int i = 0; i < C; i++)
		m += x[i];
	m /= C;
	float v = 0.0f;
	for (int i = 0; i < C; i++) {
		float d = x[i] - m;
		v += d * d;
	}
	float s = rsqrtf(v / C + 1e-5f);
	float *o = out + row * C;
	for (int i = 0; i < C; i++)
		o[i] = (x[i] - m) * s * weight[i] + bias[i];
	mean[row] = m;
	rstd[row] = s;
}

/* one warp a row, reduced with shuffles */
__global__ void layernorm_warp(float *out, float *mean, float *rstd, const float *inp,
			       const float *weight, const float *bias, int N, int C)
{
	int lane = threadIdx.x % 32;
	int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	if (row >= N)
		return;
	const float *x = inp + row * C;
	float sum = 0.0f;
	for (int i = lane; i < C; i += 32)
		sum += x[i];
	for (int o = 16; o > 0; o /= 2)
		sum += __shfl_xor_sync(0xffffffff, sum, o);
	float m = sum / C;
	float sq = 0.0f;
	for (int i = lane; i < C; i += 32) {
		float d = x[i] - m;
		sq += d * d;
	}
	for (int o = 16; o > 0; o /= 2)
		sq += __shfl_xor_sync(0xffffffff, sq, o);
	float s = rsqrtf(sq / C + 1e-5f);
	float *y = out + row * C;
	for (int i = lane; i < C; i += 32)
		y[i] = (x[i] - m) * s * weight[i] + bias[i];
	if (lane == 0) {
		mean[row] = m;
		rstd[row] = s;
	}
}

/* one block a row: the maximum and the sum reduced in shared memory */
__global__ void softmax_block(float *out, const float *inp, int N, int C)
{
	extern __shared__ float red[];
	int row = blockIdx.x;
	int t = threadIdx.x;
	const float *x = inp + row * C;

	float mx = -INFINITY;
	for (int i = t; i < C; i += blockDim.x)
		mx = fmaxf(mx, x[i]);
	red[t] = mx;
	__syncthreads();
	for (int s = blockDim.x / 2; s > 0; s /= 2) {
		if (t < s)
			red[t] = fmaxf(red[t], red[t + s]);
		__syncthreads();
	}
	mx = red[0];
	__syncthreads();

	float sum = 0.0f;
	for (int i = t; i < C; i += blockDim.x)
		sum += expf(x[i] - mx);
	red[t] = sum;
	__syncthreads();
	for (int s = blockDim.x / 2; s > 0; s /= 2) {
		if (t < s)
			red[t] += red[t + s];
		__syncthreads();
	}
	sum = red[0];
	for (int i = t; i < C; i += blockDim.x)
		out[row * C + i] = expf(x[i] - mx) / sum;
}

/* (B, T, 3, NH, HS) into three (B, NH, T, HS) arrays */
__global__ void permute_qkv(float *q, float *k, float *v, const float *inp,
			    int B, int T, int NH, int HS)
{
	int idx = blockIdx.x * blockDim.x + threadIdx.x;
	if (idx >= B * NH * T * HS)
		return;
	int b = idx / (NH * T * HS);
	int rest = idx % (NH * T * HS);
	int h = rest / (T * HS);
	rest = rest % (T * HS);
	int n = rest / HS;
	int d = rest % HS;
	int from = b * T * 3 * NH * HS + n * 3 * NH * HS + h * HS + d;
	q[idx] = inp[from];
	k[idx] = inp[from + NH * HS];
	v[idx] = inp[from + 2 * NH * HS];
}

/* out (BT, OC) = inp (BT, C) x weight (OC, C)^T + bias: a thread an output,
 * x along the rows of inp */
__global__ void matmul_naive(float *out, const float *inp, const float *weight,
			     const float *bias, int BT, int C, int OC)
{
	int bt = blockIdx.x * blockDim.x + threadIdx.x;
	int oc = blockIdx.y * blockDim.y + threadIdx.y;
	if (bt >= BT || oc >= OC)
		return;
	float acc = bias[oc];
	for (int i = 0; i < C; i++)
		acc += inp[bt * C + i] * weight[oc * C + i];
	out[bt * OC + oc] = acc;
}

/* a shared-memory tiled version of the same, 32 x 32 tiles */
#define TILE 32
__global__ void matmul_tiled(float *out, const float *inp, const float *weight,
			     const float *bias, int BT, int C, int OC)
{
	__shared__ float a[TILE][TILE];
	__shared__ float w[TILE][TILE];
	int tx = threadIdx.x, ty = threadIdx.y;
	int oc = blockIdx.x * TILE + tx;
	int bt = blockIdx.y * TILE + ty;
	float acc = 0.0f;

	for (int k0 = 0; k0 < C; k0 += TILE) {
		a[ty][tx] = inp[bt * C + k0 + tx];
		w[ty][tx] = weight[(blockIdx.x * TILE + ty) * C + k0 + tx];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			acc += a[ty][k] * w[tx][k];
		__syncthreads();
	}
	out[bt * OC + oc] = acc + bias[oc];
}

/* the same with each tile's rows padded by one word: w[tx][k] walks a column */
__global__ void matmul_tiled_pad(float *out, const float *inp, const float *weight,
				 const float *bias, int BT, int C, int OC)
{
	__shared__ float a[TILE][TILE + 1];
	__shared__ float w[TILE][TILE + 1];
	int tx = threadIdx.x, ty = threadIdx.y;
	int oc = blockIdx.x * TILE + tx;
	int bt = blockIdx.y * TILE + ty;
	float acc = 0.0f;

	for (int k0 = 0; k0 < C; k0 += TILE) {
		a[ty][tx] = inp[bt * C + k0 + tx];
		w[ty][tx] = weight[(blockIdx.x * TILE + ty) * C + k0 + tx];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			acc += a[ty][k] * w[tx][k];
		__syncthreads();
	}
	out[bt * OC + oc] = acc + bias[oc];
}

/* one step of AdamW over every parameter */
__global__ void adamw_step(float *p, const float *g, float *m, float *v, int n,
			   float lr, float b1, float b2, float eps, float wd)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float gi = g[i];
	float mi = b1 * m[i] + (1.0f - b1) * gi;
	float vi = b2 * v[i] + (1.0f - b2) * gi * gi;
	m[i] = mi;
	v[i] = vi;
	p[i] -= lr * (mi / (sqrtf(vi) + eps) + wd * p[i]);
}

/* ---- host --------------------------------------------------------------- */

static float *device_random(size_t n)
{
	float *h = (float *)malloc(n * sizeof(float)), *d;
	for (size_t i = 0; i < n; i++)
		h[i] = (float)rand() / RAND_MAX * 2.0f - 1.0f;
	check(cudaMalloc(&d, n * sizeof(float)), "cudaMalloc");
	check(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice), "cudaMemcpy");
	free(h);
	return d;
}

static cudaEvent_t ev_start, ev_stop;
static float samples[REPEATS];

static void timing_begin(int r)
{
	(void)r;
	check(cudaEventRecord(ev_start), "cudaEventRecord");
}

static void timing_end(int r, const char *kernel, dim3 grid, dim3 block)
{
	check(cudaEventRecord(ev_stop), "cudaEventRecord");
	check(cudaEventSynchronize(ev_stop), kernel);
	check(cudaGetLastError(), kernel);
	check(cudaEventElapsedTime(&samples[r], ev_start, ev_stop), "cudaEventElapsedTime");
	if (r == REPEATS - 1) {
		std::sort(samples, samples + REPEATS);
		printf("%s,%ux%ux%u,%ux%ux%u,%.4f\n", kernel, grid.x, grid.y, grid.z,
		       block.x, block.y, block.z, samples[REPEATS / 2]);
	}
}

int main(int argc, char **argv)
{
	int B = argc > 1 ? atoi(argv[1]) : 8;
	int T = argc > 2 ? atoi(argv[2]) : 1024;
	int C = argc > 3 ? atoi(argv[3]) : 768;
	int NH = 12;
	int HS = C / NH;
	int BT = B * T;
	int n = BT * C;
	int OC = 4 * C;
	int block_sizes[] = { 64, 128, 256, 512, 1024 };
	int nsizes = (int)(sizeof(block_sizes) / sizeof(block_sizes[0]));

	srand(1);
	check(cudaEventCreate(&ev_start), "cudaEventCreate");
	check(cudaEventCreate(&ev_stop), "cudaEventCreate");
	float *x = device_random((size_t)n), *y = device_random((size_t)n);
	float *out = device_random((size_t)BT * OC);
	float *qkv = device_random((size_t)3 * n);
	float *q = device_random((size_t)n), *k = device_random((size_t)n), *v = device_random((size_t)n);
	float *w = device_random((size_t)OC * C), *bias = device_random((size_t)OC);
	float *mean = device_random((size_t)BT), *rstd = device_random((size_t)BT);
	float *g = device_random((size_t)n), *m1 = device_random((size_t)n), *m2 = device_random((size_t)n);

	printf("kernel,grid,block,median_ms\n");
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			residual_forward<<<ceil_div(n, bs), bs>>>(out, x, y, n);
			timing_end(r, "residual_forward", dim3(ceil_div(n, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			gelu_forward<<<ceil_div(n, bs), bs>>>(out, x, n);
			timing_end(r, "gelu_forward", dim3(ceil_div(n, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			layernorm_rows<<<ceil_div(BT, bs), bs>>>(out, mean, rstd, x, w, bias, BT, C);
			timing_end(r, "layernorm_rows", dim3(ceil_div(BT, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			layernorm_warp<<<ceil_div(BT * 32, bs), bs>>>(out, mean, rstd, x, w, bias, BT, C);
			timing_end(r, "layernorm_warp", dim3(ceil_div(BT * 32, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			softmax_block<<<BT, bs, bs * sizeof(float)>>>(out, x, BT, C);
			timing_end(r, "softmax_block", dim3(BT), dim3(bs));
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			permute_qkv<<<ceil_div(n, bs), bs>>>(q, k, v, qkv, B, T, NH, HS);
			timing_end(r, "permute_qkv", dim3(ceil_div(n, bs)), dim3(bs));
		}
	}
	{
		dim3 block(32, 8), grid(ceil_div(BT, 32), ceil_div(OC, 8));
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			matmul_naive<<<grid, block>>>(out, x, w, bias, BT, C, OC);
			timing_end(r, "matmul_naive", grid, block);
		}
	}
	{
		dim3 block(TILE, TILE), grid(OC / TILE, BT / TILE);
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			matmul_tiled<<<grid, block>>>(out, x, w, bias, BT, C, OC);
			timing_end(r, "matmul_tiled", grid, block);
		}
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			matmul_tiled_pad<<<grid, block>>>(out, x, w, bias, BT, C, OC);
			timing_end(r, "matmul_tiled_pad", grid, block);
		}
	}
	for (int j = 0; j < nsizes; j++) {
		int bs = block_sizes[j];
		for (int r = 0; r < REPEATS; r++) {
			timing_begin(r);
			adamw_step<<<ceil_div(n, bs), bs>>>(x, g, m1, m2, n, 1e-4f, 0.9f, 0.999f, 1e-8f, 0.01f);
			timing_end(r, "adamw_step", dim3(ceil_div(n, bs)), dim3(bs));
		}
	}
	check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
	return 0;
}
