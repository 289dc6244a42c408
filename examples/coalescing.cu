/*
 * coalescing.cu: the same copy, out[i] = in[...], with five global load
 * patterns (consecutive, off by one float, stride 2, stride 8 = 32 bytes,
 * float4), to show how the address pattern sets the 32-byte sectors that
 * one warp's load touches. main times each and checks its output.
 * Build: nvcc -arch=sm_90 -lineinfo -o coalescing examples/coalescing.cu
 */
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                  \
	do {                                                              \
		cudaError_t err_ = (call);                                \
		if (err_ != cudaSuccess) {                                \
			fprintf(stderr, "%s:%d: %s failed: %s\n",         \
				__FILE__, __LINE__, #call,                \
				cudaGetErrorString(err_));                \
			exit(2);                                          \
		}                                                         \
	} while (0)

/*
 * Launched with 1-D blocks of 256 threads, so a warp's lanes have 32
 * consecutive values of i, the first a multiple of 32. `in` comes from
 * cudaMalloc (256-byte aligned). The store out[i] is the same consecutive
 * pattern in every float kernel; only the load differs.
 */

/* 32 consecutive floats: 128 bytes, 4 sectors, every byte used. */
__global__ void load_coalesced(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i];
}

/* The same 128 bytes shifted by 4: they straddle 5 sectors. */
__global__ void load_misaligned(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i + 1];
}

/* Every other float: 256 bytes span 8 sectors, half of each used. */
__global__ void load_stride_2(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i * 2];
}

/* One float every 32 bytes: each lane its own sector, 32 in all, 4 of
 * every 32 bytes used. */
__global__ void load_stride_8(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i * 8];
}

/* 16 bytes per lane in one 128-bit load: 512 bytes, 16 sectors, every
 * byte used. n counts float4s here. */
__global__ void load_float4(float4 *out4, const float4 *in4, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out4[i] = in4[i];
}

/* ---- host side: nothing below is meant for warpcheck ---- */

#define THREADS 256
#define WARMUP_RUNS 1
#define TIMED_RUNS 20

static unsigned blocks_for(int n)
{
	return (unsigned)((n + THREADS - 1) / THREADS);
}

static void run_coalesced(float *out, const float *in, int n)
{
	load_coalesced<<<blocks_for(n), THREADS>>>(out, in, n);
}

static void run_misaligned(float *out, const float *in, int n)
{
	load_misaligned<<<blocks_for(n), THREADS>>>(out, in, n);
}

static void run_stride_2(float *out, const float *in, int n)
{
	load_stride_2<<<blocks_for(n), THREADS>>>(out, in, n);
}

static void run_stride_8(float *out, const float *in, int n)
{
	load_stride_8<<<blocks_for(n), THREADS>>>(out, in, n);
}

/* The same n floats as the others, moved as n / 4 float4s. */
static void run_float4(float *out, const float *in, int n)
{
	load_float4<<<blocks_for(n / 4), THREADS>>>((float4 *)out,
						    (const float4 *)in, n / 4);
}

struct variant {
	const char *name;
	void (*launch)(float *out, const float *in, int n);
	int stride;		/* out[i] = in[i * stride + offset] */
	int offset;
	int sectors;		/* per load request, derived by hand (README.md) */
};

static const struct variant variants[] = {
	{ "load_coalesced", run_coalesced, 1, 0, 4 },
	{ "load_misaligned", run_misaligned, 1, 1, 5 },
	{ "load_stride_2", run_stride_2, 2, 0, 8 },
	{ "load_stride_8", run_stride_8, 8, 0, 32 },
	{ "load_float4", run_float4, 1, 0, 16 },
};

static float median_ms(std::vector<float> &ms)
{
	std::sort(ms.begin(), ms.end());
	size_t n = ms.size();
	return n % 2 ? ms[n / 2] : 0.5f * (ms[n / 2 - 1] + ms[n / 2]);
}

static float time_launch(const struct variant *v, float *d_out,
			 const float *d_in, int n)
{
	cudaEvent_t start, stop;
	CUDA_CHECK(cudaEventCreate(&start));
	CUDA_CHECK(cudaEventCreate(&stop));

	for (int i = 0; i < WARMUP_RUNS; ++i)
		v->launch(d_out, d_in, n);
	CUDA_CHECK(cudaGetLastError());
	CUDA_CHECK(cudaDeviceSynchronize());

	std::vector<float> ms(TIMED_RUNS);
	for (int i = 0; i < TIMED_RUNS; ++i) {
		CUDA_CHECK(cudaEventRecord(start));
		v->launch(d_out, d_in, n);
		CUDA_CHECK(cudaEventRecord(stop));
		CUDA_CHECK(cudaEventSynchronize(stop));
		CUDA_CHECK(cudaGetLastError());
		CUDA_CHECK(cudaEventElapsedTime(&ms[i], start, stop));
	}
	CUDA_CHECK(cudaEventDestroy(start));
	CUDA_CHECK(cudaEventDestroy(stop));
	return median_ms(ms);
}

int main(int argc, char **argv)
{
	long n_arg = 1L << 24;

	if (argc > 2) {
		fprintf(stderr, "usage: coalescing [n]\n");
		return 2;
	}
	if (argc == 2) {
		char *end;
		n_arg = strtol(argv[1], &end, 10);
		if (argv[1][0] == '\0' || *end != '\0') {
			fprintf(stderr, "coalescing: bad n '%s'\n", argv[1]);
			return 2;
		}
	}
	/* in[i * 8] must fit in an int index; float4 wants whole groups. */
	if (n_arg <= 0 || n_arg % 4 != 0 || n_arg > INT_MAX / 8) {
		fprintf(stderr, "coalescing: n must be a positive multiple "
			"of 4, at most %d\n", INT_MAX / 8);
		return 2;
	}
	const int n = (int)n_arg;

	/* Room for the widest pattern: in[(n - 1) * 8]. */
	const size_t in_count = (size_t)n * 8;
	const size_t out_bytes = (size_t)n * sizeof(float);

	/* No zeros in the input, so a skipped element shows. */
	std::vector<float> h_in(in_count), h_out(n);
	for (size_t i = 0; i < in_count; ++i)
		h_in[i] = (float)(i * 37 % 1000) * 0.001f + 1.0f;

	float *d_in, *d_out;
	CUDA_CHECK(cudaMalloc(&d_in, in_count * sizeof(float)));
	CUDA_CHECK(cudaMalloc(&d_out, out_bytes));
	CUDA_CHECK(cudaMemcpy(d_in, h_in.data(), in_count * sizeof(float),
			      cudaMemcpyHostToDevice));

	printf("n = %d floats, block %d\n\n", n, THREADS);
	printf("%-16s %8s %10s %10s %6s\n", "kernel", "sectors", "median ms",
	       "GB/s", "check");

	int failures = 0;
	for (const struct variant &v : variants) {
		CUDA_CHECK(cudaMemset(d_out, 0, out_bytes));
		float ms = time_launch(&v, d_out, d_in, n);
		CUDA_CHECK(cudaMemcpy(h_out.data(), d_out, out_bytes,
				      cudaMemcpyDeviceToHost));

		int bad = -1;
		for (int i = 0; i < n && bad < 0; ++i)
			if (h_out[i] != h_in[(size_t)i * v.stride + v.offset])
				bad = i;
		if (bad >= 0) {
			fprintf(stderr, "%s: out[%d] = %g, expected %g\n",
				v.name, bad, h_out[bad],
				h_in[(size_t)bad * v.stride + v.offset]);
			++failures;
		}

		/* Useful bytes only: n floats read and n written. */
		double gbps = 2.0 * out_bytes / (ms * 1e-3) / 1e9;
		printf("%-16s %8d %10.4f %10.1f %6s\n", v.name, v.sectors, ms,
		       gbps, bad < 0 ? "PASS" : "FAIL");
	}

	CUDA_CHECK(cudaFree(d_in));
	CUDA_CHECK(cudaFree(d_out));
	return failures ? 1 : 0;
}
