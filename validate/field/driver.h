/*
 * driver.h - the protocol every validate/field/ driver follows, for
 * validate/field.sh: a project's launchers in a table, run in order.
 *
 *   NAME --profile     each launcher once, in the table's order
 *   NAME --time REPS   each launcher REPS times after a warm-up:
 *                      launcher,median_ms a line, CUDA events
 *
 * A driver fills its inputs, then hands field_main() how many launchers
 * it has, a function that names launcher i and one that runs it.
 */
#ifndef VALIDATE_FIELD_DRIVER_H
#define VALIDATE_FIELD_DRIVER_H

#include "../../kernels/bench.h"

typedef void (*field_run_fn)(int i);
typedef const char *(*field_name_fn)(int i);

static field_run_fn field_run;

/* a bench.h variant's launch: launcher arg0 */
static void field_launch(const struct variant *v)
{
	field_run(v->arg0);
}

/* Is the command line "--profile" (reps 0) or "--time REPS"?  -1: neither. */
static int field_reps(int argc, char **argv, const char *name)
{
	if (argc == 3 && !strcmp(argv[1], "--time") && atoi(argv[2]) > 0)
		return atoi(argv[2]);
	if (argc == 2 && !strcmp(argv[1], "--profile"))
		return 0;
	fprintf(stderr, "usage: %s --profile | --time REPS\n", name);
	return -1;
}

/* Runs the n launchers, each as run(i), named name(i): as field_reps said. */
static int field_main(int reps, int n, field_name_fn name, field_run_fn run)
{
	int i;

	field_run = run;
	printf(reps > 0 ? "launcher,median_ms\n" : "launcher\n");
	for (i = 0; i < n; i++) {
		struct variant v = { name(i), "", dim3(1), dim3(1), i, 0, field_launch, NULL };

		if (reps <= 0) {
			if (bench_launch_once(&v) < 0)
				return 1;
			printf("%s\n", name(i));
			continue;
		}
		float ms = bench_time(&v, reps);   /* a warm-up, then the median */
		if (ms < 0)
			return 1;
		printf("%s,%.6f\n", name(i), ms);
	}
	return 0;
}

/*
 * Small values, so that sums stay finite: element i of n is
 * ((i * 2654435761 + seed) % 17) / scale, in T (half, bfloat16, float).
 */
template <typename T>
__global__ void field_fill(T *p, size_t n, unsigned seed, float scale)
{
	size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
	if (i < n)
		p[i] = T((float)((i * 2654435761u + seed) % 17) / scale);
}

/* n elements of T on the device, filled by field_fill with seed and scale */
template <typename T>
static T *field_input(size_t n, unsigned seed, float scale)
{
	T *p = (T *)bench_alloc(n * sizeof(T));

	field_fill<<<(n + 255) / 256, 256>>>(p, n, seed, scale);
	return p;
}

#endif
