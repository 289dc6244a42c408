/*
 * bench.c - how fast warpcheck is, in one run, as ratios.
 *
 * Times the front end on the bundled transpose example and the simulator
 * on its 4096x4096 launch (grid 128x128, block 32x8), each kernel exactly,
 * and prints requests simulated per second.  The target the design holds
 * to: one transpose launch (about 2 million warp requests) in under 50 ms
 * on one core.  Then the GEMM family of tests/bench/gemm.cu at n = 1024,
 * 2048, 4096 and 8192 (n set with -D, the launch from its host code as
 * lint chooses it): each kernel's simulation seconds, which is what a
 * kernel costs beyond the parse, and how they grow with n.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "../analyzer/lint/choose.h"
#include "../analyzer/frontend/frontend.h"
#include "../simulator/hw.h"
#include "../simulator/launch.h"
#include "../simulator/sim.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seconds to simulate each kernel of gemm.cu at size n; the slowest. */
static double gemm_size(const struct hw *hw, int n, double *per_kernel, int *nkernels)
{
	char define[32];
	const char *args[1] = { define };
	struct frontend_options fopts = { .arch = "sm_90", .clang_args = args,
					  .nclang_args = 1 };
	struct diag_list diags;
	struct ir_tu *tu;
	struct ir_kernel *k;
	struct launch given;
	double slowest = 0;

	snprintf(define, sizeof(define), "-DGEMM_N=%d", n);
	diag_list_init(&diags);
	*nkernels = 0;
	if (frontend_load(&tu, "tests/bench/gemm.cu", &fopts, &diags) < 0) {
		fprintf(stderr, "bench: cannot load tests/bench/gemm.cu\n");
		exit(2);
	}
	launch_init(&given);
	for (k = tu->kernels; k; k = k->next) {
		const struct ir_launch *site;
		const char *why;
		struct kernel_stats st;
		struct launch l;
		double t0, best = 1e30;
		int r;

		choose_launch(&l, &site, &why, &given, k, hw, &tu->arena, NULL);
		for (r = 0; r < 3; r++) {
			t0 = now();
			sim_kernel(&st, k, &l, hw, NULL);
			if (now() - t0 < best)
				best = now() - t0;
			sim_stats_release(&st);
		}
		per_kernel[(*nkernels)++] = best;
		if (best > slowest)
			slowest = best;
		launch_release(&l);
	}
	launch_release(&given);
	ir_tu_release(tu);
	diag_list_release(&diags);
	return slowest;
}

static void gemm_family(const struct hw *hw)
{
	static const int sizes[] = { 1024, 2048, 4096, 8192 };
	double per[8], total[4], worst = 0;
	int i, j, nk;

	printf("%-6s %16s %16s   (simulation seconds per kernel)\n", "n", "gemm_shared",
	       "gemm_registers");
	for (i = 0; i < 4; i++) {
		double w = gemm_size(hw, sizes[i], per, &nk);
		total[i] = 0;
		printf("%-6d", sizes[i]);
		for (j = 0; j < nk; j++) {
			printf(" %16.4f", per[j]);
			total[i] += per[j];
		}
		printf("\n");
		if (w > worst)
			worst = w;
	}
	printf("t(8192) / t(2048), both kernels: %.2f (target 1.5): %s\n",
	       total[3] / total[1], total[3] / total[1] <= 1.5 ? "met" : "missed");
	printf("slowest GEMM kernel: %.3f s beyond the parse (target 0.25): %s\n",
	       worst, worst <= 0.25 ? "met" : "missed");
}

int main(int argc, char **argv)
{
	const char *path = argc > 1 ? argv[1] : "examples/transpose.cu";
	const struct hw *hw = hw_lookup("sm_90");
	struct frontend_options fopts = { .arch = "sm_90" };
	struct diag_list diags;
	struct ir_tu *tu;
	struct ir_kernel *k;
	struct launch l;
	double t0, parse_s, worst_ms = 0;
	int rounds = 3, r;
	char width[] = "width=4096", height[] = "height=4096";

	diag_list_init(&diags);
	t0 = now();
	if (frontend_load(&tu, path, &fopts, &diags) < 0) {
		fprintf(stderr, "bench: cannot load %s\n", path);
		return 2;
	}
	parse_s = now() - t0;
	printf("front end: %s parsed in %.1f ms (%d kernels)\n", path, parse_s * 1e3,
	       tu->nkernels);

	launch_init(&l);
	launch_parse_dim(l.grid, "128,128");
	launch_parse_dim(l.block, "32,8");
	launch_parse_param(&l, width);
	launch_parse_param(&l, height);
	printf("%-22s %10s %10s %14s\n", "kernel", "requests", "best ms", "requests/s");
	for (k = tu->kernels; k; k = k->next) {
		double best = 1e30;
		uint64_t requests = 0;
		for (r = 0; r < rounds; r++) {
			struct kernel_stats st;
			double t;
			t0 = now();
			sim_kernel(&st, k, &l, hw, NULL);
			t = now() - t0;
			if (t < best)
				best = t;
			requests = st.requests;
			sim_stats_release(&st);
		}
		if (best * 1e3 > worst_ms)
			worst_ms = best * 1e3;
		printf("%-22s %10llu %10.1f %14.3g\n", k->name, (unsigned long long)requests,
		       best * 1e3, (double)requests / best);
	}
	printf("slowest transpose launch: %.1f ms, %.2f of the 50 ms target: %s\n",
	       worst_ms, worst_ms / 50.0, worst_ms < 50 ? "met" : "missed");
	{
		/* the reference path, one block at a time, on the same launch */
		struct sim_options one = { .one_block_at_a_time = 1 };
		struct kernel_stats st;
		struct rusage ru;
		double t;
		double rows;
		k = tu->kernels->next ? tu->kernels->next : tu->kernels;
		t0 = now();
		sim_kernel(&st, k, &l, hw, NULL);
		rows = now() - t0;
		sim_stats_release(&st);
		t0 = now();
		sim_kernel(&st, k, &l, hw, &one);
		t = now() - t0;
		sim_stats_release(&st);
		printf("%s: the grid at once %.1f ms, one block at a time %.1f ms: %.0fx\n",
		       k->name, rows * 1e3, t * 1e3, t / rows);
		gemm_family(hw);
		getrusage(RUSAGE_SELF, &ru);
		printf("peak memory: %.1f MB\n", ru.ru_maxrss / 1024.0);
	}
	launch_release(&l);
	ir_tu_release(tu);
	diag_list_release(&diags);
	return 0;
}
