/*
 * Global loads in flight together or one after another, for check_timing.c.
 * Every thread reads in[] within the block's first 4 KB; one warp a block.
 */
#include <cuda_pipeline.h>

/* five loads of one expression, then the store that uses them: one group */
__global__ void five_then_store(float *out, const float *in)
{
	int t = threadIdx.x + 32;

	out[t] = in[t - 1] + in[t + 1] + in[t - 32] + in[t + 32] - in[t];
}

/* a store between: the second load cannot be issued above it */
__global__ void two_across_a_store(float *out, const float *in)
{
	int t = threadIdx.x;

	out[t] = in[t];
	out[t + 32] = in[t + 64];
}

/* one load a pass of a loop of 64 passes, unrolled 4 times */
__global__ void one_a_pass(float *out, const float *in)
{
	float acc = 0.0f;

	for (int k = 0; k < 64; k++)
		acc += in[k * 32 + threadIdx.x];
	out[threadIdx.x] = acc;
}

/* three loads a pass of the same loop */
__global__ void three_a_pass(float *out, const float *a, const float *b, const float *c)
{
	float acc = 0.0f;

	for (int k = 0; k < 64; k++)
		acc += a[k * 32 + threadIdx.x] * b[k * 32 + threadIdx.x] + c[k * 32 + threadIdx.x];
	out[threadIdx.x] = acc;
}

/* read and written back: each byte crosses DRAM twice */
__global__ void scale_in_place(float *p, float s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	p[i] *= s;
}

/* a row read for its largest value, then again for its sum: the second
 * pass finds the row in L1 */
__global__ void row_twice(float *out, const float *in)
{
	float mx = 0.0f, sum = 0.0f;

	for (int k = 0; k < 64; k++)
		mx = fmaxf(mx, in[k * 32 + threadIdx.x]);
	for (int k = 0; k < 64; k++)
		sum += in[k * 32 + threadIdx.x] - mx;
	out[threadIdx.x] = sum;
}

/* a particle as an array of structs, 28 bytes each, moved in place: each
 * float3 read as 3 loads of 4 bytes, written as 3 stores */
struct particle {
	float3 pos;
	float3 vel;
	float mass;
};

__global__ void push_in_place(struct particle *p, float dt)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float3 x = p[i].pos, v = p[i].vel;

	p[i].pos = make_float3(x.x + dt * v.x, x.y + dt * v.y, x.z + dt * v.z);
}

/* the same stores with nothing read first */
__global__ void place_only(struct particle *p, float dt)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	p[i].pos = make_float3(dt, dt, dt);
}

/* a tile step of 8: the next row read, stored to shared memory, then a
 * long compute from shared memory (1024 passes) between two barriers */
__global__ void staged_then_stored(const float *in, float *out)
{
	__shared__ float s[1024];
	float acc = 0.0f;

	for (int t = 0; t < 8; t++) {
		float v = in[t * 32 + threadIdx.x];

		s[threadIdx.x] = v;
		__syncthreads();
		for (int k = 0; k < 1024; k++)
			acc += s[k] * acc;
		__syncthreads();
	}
	out[threadIdx.x] = acc;
}

/* the same row read before the compute and stored after it (double
 * buffering through registers) */
__global__ void staged_behind_compute(const float *in, float *out)
{
	__shared__ float s[1024];
	float acc = 0.0f;

	for (int t = 0; t < 8; t++) {
		float v = in[t * 32 + threadIdx.x];

		for (int k = 0; k < 1024; k++)
			acc += s[k] * acc;
		s[threadIdx.x] = v;
		__syncthreads();
	}
	out[threadIdx.x] = acc;
}

/* every warp of the block reads the same n weights, in step */
__global__ void weights_every_warp(const float *w, float *out, int n)
{
	float acc = 0.0f;

	for (int k = 0; k < n; k++)
		acc += w[k];
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

/* a column of a row-major matrix of w columns summed down n rows, the
 * counter an int, then a long long */
__global__ void column_int(const float *in, float *out, int w, int n)
{
	int c = threadIdx.x;
	float acc = 0.0f;

	for (int r = 0; r < n; r++)
		acc += in[r * w + c];
	out[c] = acc;
}

__global__ void column_long(const float *in, float *out, long long w, long long n)
{
	long long c = threadIdx.x;
	float acc = 0.0f;

	for (long long r = 0; r < n; r++)
		acc += in[r * w + c];
	out[c] = acc;
}

/*
 * A tile of 16 bytes a lane copied into shared memory each pass with
 * cp.async, then read: waited for at once (wait_group 0), or with the two
 * groups after it in flight (wait_group 2, a three-stage pipeline whose
 * later stages the loop body leaves out: only the wait differs).
 */
template <int PENDING>
__device__ void copy_then_read(const float4 *in, float *out)
{
	__shared__ float4 s[32];
	float acc = 0.0f;

	for (int t = 0; t < 64; t++) {
		unsigned dst = (unsigned)__cvta_generic_to_shared(&s[threadIdx.x]);
		asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst),
			     "l"(&in[t * 32 + threadIdx.x]));
		asm volatile("cp.async.commit_group;\n" ::);
		asm volatile("cp.async.wait_group %0;\n" ::"n"(PENDING));
		__syncthreads();
		acc += s[(threadIdx.x + 1) % 32].x;
		__syncthreads();
	}
	out[threadIdx.x] = acc;
}

__global__ void copies_waited_at_once(const float4 *in, float *out)
{
	copy_then_read<0>(in, out);
}

__global__ void copies_three_deep(const float4 *in, float *out)
{
	copy_then_read<2>(in, out);
}

/* the same loop through the pipeline primitives, one group after the
 * copy's in flight at the wait */
__global__ void copies_two_deep(const float4 *in, float *out)
{
	__shared__ float4 s[32];
	float acc = 0.0f;

	for (int t = 0; t < 64; t++) {
		__pipeline_memcpy_async(&s[threadIdx.x], &in[t * 32 + threadIdx.x], 16);
		__pipeline_commit();
		__pipeline_wait_prior(1);
		__syncthreads();
		acc += s[(threadIdx.x + 1) % 32].x;
		__syncthreads();
	}
	out[threadIdx.x] = acc;
}

/* the usual layout: the wait at a pass's top, the next stage's copy at
 * its end (two groups issued before the loop) */
__global__ void copies_wait_at_top(const float4 *in, float *out)
{
	__shared__ float4 s[3][32];
	float acc = 0.0f;

	for (int p = 0; p < 2; p++) {
		__pipeline_memcpy_async(&s[p][threadIdx.x], &in[p * 32 + threadIdx.x], 16);
		__pipeline_commit();
	}
	for (int t = 0; t < 64; t++) {
		__pipeline_wait_prior(1);
		__syncthreads();
		acc += s[t % 3][(threadIdx.x + 1) % 32].x;
		__syncthreads();
		__pipeline_memcpy_async(&s[(t + 2) % 3][threadIdx.x], &in[(t + 2) * 32 + threadIdx.x], 16);
		__pipeline_commit();
	}
	out[threadIdx.x] = acc;
}
