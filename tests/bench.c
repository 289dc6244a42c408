/*
 * bench.c - how fast warpcheck is, in one run, as ratios.
 *
 * Times the front end on the bundled transpose example and the simulator
 * on its 4096x4096 launch (grid 128x128, block 32x8), each kernel exactly,
 * and prints requests simulated per second.  The target the design holds
 * to: one transpose launch (about 2 million warp requests) in under 50 ms
 * on one core.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "../analyzer/frontend.h"
#include "../simulator/hw.h"
#include "../simulator/launch.h"
#include "../simulator/sim.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
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
		printf("%s: rows of blocks %.1f ms, one block at a time %.1f ms: %.0fx\n",
		       k->name, rows * 1e3, t * 1e3, t / rows);
		getrusage(RUSAGE_SELF, &ru);
		printf("peak memory: %.1f MB\n", ru.ru_maxrss / 1024.0);
	}
	launch_release(&l);
	ir_tu_release(tu);
	diag_list_release(&diags);
	return 0;
}
