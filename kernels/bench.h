/*
 * bench.h - the host harness shared by the kernels/ microbenchmarks.
 *
 * Each .cu file in kernels/ lists its variants in a table (kernel name,
 * parameter text, launch shape, a launcher, an optional result check) and
 * hands the table to bench_main(). The harness has three modes:
 *
 *   --time [--reps N]  one warm-up launch, then N launches, each between a
 *                      pair of CUDA events; prints one CSV line per variant,
 *                      file,kernel,variant,grid,block,median_ms
 *   --profile          each variant launched exactly once, in table order,
 *                      and no other kernel in the process (buffers are
 *                      filled and poisoned with cudaMemcpy, never with a
 *                      kernel), so that Nsight Compute sees one launch per
 *                      variant; the order is printed as lines
 *                      profile,<n>,file,kernel,variant,grid,block which
 *                      validate/ncu_tidy.py joins to ncu's launch IDs
 *   --list             the table, as profile lines, and nothing launched
 *
 * --only NAME keeps the variants whose kernel name contains NAME.
 *
 * Every launch is followed by cudaGetLastError and a synchronize; a failed
 * variant prints "error" in place of its time and the run goes on, so that
 * one bad kernel does not hide the others. The exit status is the number
 * of failed variants (capped at 100).
 *
 * The kernels files include this header only inside #ifndef __CUDA_ARCH__,
 * so neither nvcc's device pass nor warpcheck's front end (which parses
 * device code only) ever reads it.
 */
#ifndef KERNELS_BENCH_H
#define KERNELS_BENCH_H

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BENCH_CHECK(call)                                                  \
	do {                                                               \
		cudaError_t bench_err_ = (call);                           \
		if (bench_err_ != cudaSuccess) {                           \
			fprintf(stderr, "%s:%d: cuda error: %s: %s\n",     \
				__FILE__, __LINE__, #call,                 \
				cudaGetErrorString(bench_err_));           \
			exit(100);                                         \
		}                                                          \
	} while (0)

struct variant;
typedef void (*variant_launch_fn)(const struct variant *v);
typedef int (*variant_check_fn)(const struct variant *v);

struct variant {
	const char *kernel;       /* the __global__ function's name */
	const char *params;       /* its int arguments, "stride=2;offset=1" */
	dim3 grid;
	dim3 block;
	int arg0;                 /* int arguments the launcher passes on */
	int arg1;
	variant_launch_fn launch;
	variant_check_fn check;   /* 0 when the output is right; may be NULL */
};

/* Non-zero values, never 0: zeros would hide unwritten outputs. */
static inline void bench_fill_float(void *dev, size_t count, unsigned seed)
{
	float *host = (float *)malloc(count * sizeof(float));
	unsigned state = seed * 2654435761u + 12345u;

	if (!host) {
		fprintf(stderr, "bench: out of host memory\n");
		exit(100);
	}
	for (size_t i = 0; i < count; i++) {
		state = state * 1664525u + 1013904223u;
		host[i] = 1.0f + (float)(state >> 8) / 16777216.0f * 3.0f;
	}
	BENCH_CHECK(cudaMemcpy(dev, host, count * sizeof(float),
			       cudaMemcpyHostToDevice));
	free(host);
}

static inline void bench_fill_double(void *dev, size_t count, unsigned seed)
{
	double *host = (double *)malloc(count * sizeof(double));
	unsigned state = seed * 2654435761u + 777u;

	if (!host) {
		fprintf(stderr, "bench: out of host memory\n");
		exit(100);
	}
	for (size_t i = 0; i < count; i++) {
		state = state * 1664525u + 1013904223u;
		host[i] = 1.0 + (double)(state >> 8) / 16777216.0 * 3.0;
	}
	BENCH_CHECK(cudaMemcpy(dev, host, count * sizeof(double),
			       cudaMemcpyHostToDevice));
	free(host);
}

/* All bytes 0xff: a float NaN, so an element no thread wrote shows. */
static inline void bench_poison(void *dev, size_t bytes)
{
	void *host = malloc(bytes);

	if (!host) {
		fprintf(stderr, "bench: out of host memory\n");
		exit(100);
	}
	memset(host, 0xff, bytes);
	BENCH_CHECK(cudaMemcpy(dev, host, bytes, cudaMemcpyHostToDevice));
	free(host);
}

static inline void *bench_alloc(size_t bytes)
{
	void *dev = NULL;

	BENCH_CHECK(cudaMalloc(&dev, bytes));
	return dev;
}

static inline void bench_dim(char *buf, size_t size, dim3 d)
{
	snprintf(buf, size, "%ux%ux%u", d.x, d.y, d.z);
}

/* Launch once and wait; 0 on success. */
static inline int bench_launch_once(const struct variant *v)
{
	cudaError_t err;

	v->launch(v);
	err = cudaGetLastError();
	if (err == cudaSuccess)
		err = cudaDeviceSynchronize();
	if (err != cudaSuccess) {
		fprintf(stderr, "bench: %s(%s): %s\n", v->kernel, v->params,
			cudaGetErrorString(err));
		return -1;
	}
	return 0;
}

static inline int bench_compare_float(const void *a, const void *b)
{
	float x = *(const float *)a, y = *(const float *)b;

	return (x > y) - (x < y);
}

/* Median of reps event-timed launches after one warm-up; <0 on error. */
static inline float bench_time(const struct variant *v, int reps)
{
	cudaEvent_t start, stop;
	float *ms = (float *)malloc(reps * sizeof(float));
	float median = -1.0f;
	int failed = 0;

	if (!ms)
		return -1.0f;
	BENCH_CHECK(cudaEventCreate(&start));
	BENCH_CHECK(cudaEventCreate(&stop));
	if (bench_launch_once(v) < 0)
		failed = 1;
	for (int r = 0; r < reps && !failed; r++) {
		cudaError_t err;

		BENCH_CHECK(cudaEventRecord(start));
		v->launch(v);
		err = cudaGetLastError();
		BENCH_CHECK(cudaEventRecord(stop));
		if (err == cudaSuccess)
			err = cudaEventSynchronize(stop);
		if (err != cudaSuccess) {
			fprintf(stderr, "bench: %s(%s): %s\n", v->kernel,
				v->params, cudaGetErrorString(err));
			failed = 1;
			break;
		}
		BENCH_CHECK(cudaEventElapsedTime(&ms[r], start, stop));
	}
	if (!failed) {
		qsort(ms, reps, sizeof(float), bench_compare_float);
		median = reps % 2 ? ms[reps / 2]
				  : 0.5f * (ms[reps / 2 - 1] + ms[reps / 2]);
	}
	cudaEventDestroy(start);
	cudaEventDestroy(stop);
	free(ms);
	return median;
}

static inline int bench_main(int argc, char **argv, const char *file,
		      const struct variant *table, int count)
{
	const char *only = NULL;
	int profile = 0, list = 0, reps = 20, failures = 0, n = 0;
	char grid[48], block[48];
	const char *q;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--profile")) {
			profile = 1;
		} else if (!strcmp(argv[i], "--time")) {
			profile = 0;
		} else if (!strcmp(argv[i], "--list")) {
			list = 1;
		} else if (!strcmp(argv[i], "--reps") && i + 1 < argc) {
			reps = atoi(argv[++i]);
		} else if (!strcmp(argv[i], "--only") && i + 1 < argc) {
			only = argv[++i];
		} else {
			fprintf(stderr, "usage: %s [--time [--reps N] | "
				"--profile | --list] [--only NAME]\n", argv[0]);
			return 2;
		}
	}
	if (reps < 1)
		reps = 1;

	if (!profile && !list)
		printf("file,kernel,variant,grid,block,median_ms\n");
	for (int i = 0; i < count; i++) {
		const struct variant *v = &table[i];
		int bad = 0;

		if (only && !strstr(v->kernel, only))
			continue;
		bench_dim(grid, sizeof(grid), v->grid);
		bench_dim(block, sizeof(block), v->block);
		/* a template instance's name has commas: quoted, as CSV has it */
		q = strchr(v->kernel, ',') ? "\"" : "";
		if (list || profile) {
			printf("profile,%d,%s,%s%s%s,%s,%s,%s\n", n++, file,
			       q, v->kernel, q, v->params, grid, block);
			fflush(stdout);
			if (list)
				continue;
			bad = bench_launch_once(v) < 0;
		} else {
			float ms = bench_time(v, reps);

			bad = ms < 0.0f;
			if (bad)
				printf("%s,%s%s%s,%s,%s,%s,error\n", file,
				       q, v->kernel, q, v->params, grid, block);
			else
				printf("%s,%s%s%s,%s,%s,%s,%.6f\n", file,
				       q, v->kernel, q, v->params, grid, block, ms);
		}
		if (!bad && v->check) {
			int wrong = v->check(v) != 0;

			fprintf(stderr, "bench: %s(%s): %s\n", v->kernel,
				v->params, wrong ? "wrong result" : "result ok");
			bad = wrong;
		}
		if (bad)
			failures++;
		fflush(stdout);
	}
	return failures > 100 ? 100 : failures;
}

#endif /* KERNELS_BENCH_H */
