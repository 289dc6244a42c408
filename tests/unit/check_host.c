/*
 * check_host.c - host code's values followed into launch sites
 * (analyzer/frontend/host.c).  Every expected number is worked out by
 * hand from the source in the test, as the comments show.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../analyzer/frontend/frontend.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

static struct diag_list D;
static struct ir_tu *TU;
static char PATH_BUF[64];

static void setup(void) { diag_list_init(&D); TU = NULL; PATH_BUF[0] = 0; }

static void teardown(void)
{
	ir_tu_release(TU);
	diag_list_release(&D);
	if (PATH_BUF[0])
		unlink(PATH_BUF);
}

static const struct ir_kernel *load_kernel(const char *src, const char *name)
{
	return test_load_kernel(&TU, PATH_BUF, &D, "host", src, name);
}

#define KERNEL "__global__ void k(float *p, int n, int c) { p[threadIdx.x + n * c] = 0; }\n"

/* A project of two files in a new folder: runner.cu, linted, and
 * main.cu beside it; their paths in `project`, removed by remove_project. */
struct project {
	char dir[64], runner[128], driver[128];
};

static void load_project(struct project *pr, const char *runner_src, const char *driver_src)
{
	struct frontend_options o = { .arch = "sm_90" };
	FILE *f;

	snprintf(pr->dir, sizeof(pr->dir), "/tmp/warpcheck-callers-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(pr->dir));
	snprintf(pr->runner, sizeof(pr->runner), "%s/runner.cu", pr->dir);
	snprintf(pr->driver, sizeof(pr->driver), "%s/main.cu", pr->dir);
	f = fopen(pr->runner, "w");
	fputs(runner_src, f);
	fclose(f);
	f = fopen(pr->driver, "w");
	fputs(driver_src, f);
	fclose(f);
	ck_assert_int_eq(frontend_load(&TU, pr->runner, &o, &D), 0);
	pipeline_emit(TU);
}

static void remove_project(const struct project *pr)
{
	unlink(pr->runner);
	unlink(pr->driver);
	rmdir(pr->dir);
}

START_TEST(ceil_div_of_known_locals)
{
	/* (1000 + 128 - 1) / 128 = 8 blocks of 128 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int ceil_div(int a, int b) { return (a + b - 1) / b; }\n"
		"int main() {\n"
		"  int n = 1000, bs = 128;\n"
		"  k<<<ceil_div(n, bs), bs>>>(0, n, 3);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_ptr_null(k->launches[0].why);
	ck_assert_uint_eq(k->launches[0].grid[0], 8);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 1000);
}
END_TEST

START_TEST(a_launch_on_a_side_never_taken_is_unreached)
{
	/*
	 * A vendor sample's dispatch: block_size fixed at 32 in main(), so
	 * the 16 branch's launch is never made (unreached, with the
	 * condition); the 32 branch's is, with its sizes.  A condition on
	 * argv's default runs both sides: neither is unreached.
	 */
	const struct ir_kernel *k16, *k32, *a, *b;

	load_kernel("template <int B> __global__ void mm(float *p, int w) { p[threadIdx.x * w] = 0; }\n"
		    "__global__ void ka(float *p) { p[threadIdx.x] = 0; }\n"
		    "__global__ void kb(float *p) { p[threadIdx.x] = 1; }\n"
		    "#include <cstdlib>\n"
		    "void run(int block_size, int w) {\n"
		    "  if (block_size == 16) {\n"
		    "    mm<16><<<w / 16, 16>>>(0, w);\n"
		    "  } else {\n"
		    "    mm<32><<<w / 32, 32>>>(0, w);\n"
		    "  }\n"
		    "}\n"
		    "int main(int argc, char **argv) {\n"
		    "  int block_size = 32;\n"
		    "  run(block_size, 320);\n"
		    "  int mode = argc > 1 ? atoi(argv[1]) : 0;\n"
		    "  if (mode == 1) ka<<<1, 32>>>(0); else kb<<<1, 32>>>(0);\n"
		    "  return 0;\n"
		    "}\n", "mm<32>");
	k16 = test_kernel(TU, "mm<16>");
	k32 = test_kernel(TU, "mm<32>");
	a = test_kernel(TU, "ka");
	b = test_kernel(TU, "kb");
	ck_assert_int_eq(k16->nlaunches, 1);
	ck_assert_ptr_nonnull(k16->launches[0].unreached);
	ck_assert_ptr_nonnull(strstr(k16->launches[0].unreached, "'block_size == 16' holds"));
	ck_assert_int_eq(k32->nlaunches, 1);
	ck_assert_ptr_null(k32->launches[0].unreached);
	ck_assert_int_eq(k32->launches[0].values[1], 320);
	ck_assert_ptr_null(a->launches[0].unreached);
	ck_assert_ptr_null(b->launches[0].unreached);
}
END_TEST

START_TEST(a_runtime_launch_takes_host_values)
{
	/*
	 * cudaLaunchKernel and cudaLaunchCooperativeKernel with a `void
	 * *args[]` of addresses, n changed after its declaration (constants
	 * alone cannot say): 8192 / 128 = 64 blocks, n = 8192, c = 3, once
	 * for each block size of the loop.
	 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  int n = 1 << 12, c = 3;\n"
		"  n *= 2;\n"
		"  float *p = 0;\n"
		"  void *args[] = { &p, &n, &c };\n"
		"  int sizes[] = { 128, 256 };\n"
		"  for (int s = 0; s < 2; s++)\n"
		"    cudaLaunchKernel((void *)k, dim3(n / sizes[s]), dim3(sizes[s]), args, 0, 0);\n"
		"  cudaLaunchCooperativeKernel((const void *)k, dim3(4), dim3(64), args, 0, 0);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 3);
	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 64);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_uint_eq(k->launches[1].grid[0], 32);
	ck_assert_uint_eq(k->launches[1].block[0], 256);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 8192);
	ck_assert_int_eq(k->launches[0].values[2], 3);
	ck_assert_uint_eq(k->launches[2].grid[0], 4);
	ck_assert_int_eq(k->launches[2].values[1], 8192);
}
END_TEST

START_TEST(a_do_while_zero_macro_is_a_block)
{
	/* CHECK(x) wraps x in do { ... } while (0): what x assigns is known
	 * after it (bs = 128), not "changed in the loop" */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#define CHECK(x) do { int e_ = (x); if (e_ < 0) return 1; } while (0)\n"
		"int main() {\n"
		"  int n = 1 << 12, bs = 0;\n"
		"  CHECK(bs = 128);\n"
		"  k<<<n / bs, bs>>>(0, n, 1);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_uint_eq(k->launches[0].grid[0], 32);
}
END_TEST

START_TEST(a_case_run_for_its_launches_takes_its_own_value)
{
	/* switch (threads) on argv's default 128: case 512 is run too, for
	 * its launch, and there threads is 512, not the default */
	const struct ir_kernel *k;

	load_kernel("template <int BS> __global__ void k(float *x) { x[threadIdx.x] = BS; }\n"
		    "#include <cstdlib>\n"
		    "void launch(int threads, float *x) {\n"
		    "  switch (threads) {\n"
		    "  case 512: k<512><<<1, threads>>>(x); break;\n"
		    "  case 128: k<128><<<1, threads>>>(x); break;\n"
		    "  }\n"
		    "}\n"
		    "int main(int argc, char **argv) {\n"
		    "  float *x = 0;\n"
		    "  launch(argc > 1 ? atoi(argv[1]) : 128, x);\n"
		    "  return 0;\n"
		    "}\n", "k<512>");
	k = test_kernel(TU, "k<512>");
	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].block[0], 512);
	k = test_kernel(TU, "k<128>");
	ck_assert_uint_eq(k->launches[0].block[0], 128);
}
END_TEST

START_TEST(a_lambda_variable_called_with_a_kernel)
{
	/* auto run = [&](kernel_t kernel, int bs) {...}; run(k, 128):
	 * the launch is k's, with block 128 and n = 2 captured */
	const struct ir_kernel *k = load_kernel(KERNEL
		"typedef void (*kernel_t)(float *, int, int);\n"
		"int main() {\n"
		"  float *x = 0; int n = 2;\n"
		"  auto run = [&](kernel_t kernel, int bs) { kernel<<<4, bs>>>(x, n, 1); };\n"
		"  run(k, 128);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_int_eq(k->launches[0].values[1], 2);
}
END_TEST

START_TEST(a_range_for_over_a_vector_and_a_switch_on_argv)
{
	/*
	 * A tutorial's driver: the kernel's number from argv (unknown: every
	 * case is run for its launches), the sizes a std::vector walked by a
	 * range-for: grids 256 / 64 = 4 and 1024 / 64 = 16, n as given.
	 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#include <vector>\n"
		"#include <cstdlib>\n"
		"void run(int which, int size) {\n"
		"  switch (which) {\n"
		"  case 1: k<<<size / 64, 64>>>(0, size, 1); break;\n"
		"  default: break;\n"
		"  }\n"
		"}\n"
		"int main(int argc, char **argv) {\n"
		"  int which = atoi(argv[1]);\n"
		"  std::vector<int> SIZE = {256, 1024};\n"
		"  for (int size : SIZE)\n"
		"    run(which, size);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].grid[0], 4);
	ck_assert_int_eq(k->launches[0].values[1], 256);
	ck_assert_uint_eq(k->launches[1].grid[0], 16);
	ck_assert_int_eq(k->launches[1].values[1], 1024);
}
END_TEST

START_TEST(a_struct_from_a_main_in_another_file_keeps_its_members)
{
	/*
	 * By hand: main.cu fills a config (n = 4096, block 128) and passes
	 * it by reference to run(), defined in runner.cu: 4096 / 128 = 32
	 * blocks of 128, n = 4096.
	 */
	struct project pr;
	const struct ir_kernel *k;

	load_project(&pr, KERNEL
		     "struct config { int n; int block; };\n"
		     "void run(const config &c) { k<<<c.n / c.block, c.block>>>(0, c.n, 1); }\n",
		     "struct config { int n; int block; };\n"
		     "void run(const config &c);\n"
		     "int main() {\n"
		     "  config c;\n"
		     "  c.n = 4096;\n"
		     "  c.block = 128;\n"
		     "  run(c);\n"
		     "  return 0;\n"
		     "}\n");
	k = test_kernel(TU, "k");
	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 32);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_int_eq(k->launches[0].values[1], 4096);
	remove_project(&pr);
}
END_TEST

START_TEST(a_changed_vector_and_a_loop_that_may_end_are_not_known)
{
	/*
	 * By hand: a vector given a push_back and a store is not its
	 * initializer (the launch in its loop has n unknown); one only read
	 * (w.size(), w[0], whose values are not followed) is: n = 3 and 4; a
	 * range-for that may break
	 * leaves what it assigned unknown after it (the launch after it).
	 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#include <vector>\n"
		"#include <cstdlib>\n"
		"int main() {\n"
		"  std::vector<int> v = {1, 2};\n"
		"  v.push_back(64);\n"
		"  v[0] = 32;\n"
		"  for (int s : v) k<<<1, 32>>>(0, s, 1);\n"
		"  std::vector<int> w = {3, 4};\n"
		"  int first = w[0] + (int)w.size();\n"
		"  for (int s : w) k<<<2, 32>>>(0, s, first);\n"
		"  int sizes[3] = {1, 2, 4}, last = 0;\n"
		"  for (int s : sizes) { if (rand() % 2) break; last = s; }\n"
		"  k<<<5, 32>>>(0, last, 1);\n"
		"  return 0;\n"
		"}\n", "k");
	int i, seen_w = 0;

	ck_assert_int_eq(k->nlaunches, 4);
	for (i = 0; i < k->nlaunches; i++) {
		const struct ir_launch *l = &k->launches[i];
		if (l->grid[0] == 1 || l->grid[0] == 5)
			ck_assert_int_eq(l->known[1], 0);
		if (l->grid[0] == 2) {
			ck_assert_int_eq(l->known[1], 1);
			ck_assert_int_eq(l->values[1], seen_w ? 4 : 3);
			seen_w++;
		}
	}
	ck_assert_int_eq(seen_w, 2);
}
END_TEST

START_TEST(sizes_come_from_a_main_in_another_file)
{
	/*
	 * runner.cu launches from run_kernel(), which only main.cu beside
	 * it calls, with n = 512 and 2048: the runner is linted alone and
	 * gets both (grids 512 / 128 = 4 and 2048 / 128 = 16); a method of
	 * the same name called with 77 is not it.
	 */
	struct project pr;
	const struct ir_kernel *k;

	load_project(&pr, KERNEL
		     "void run_kernel(int n) { k<<<n / 128, 128>>>(0, n, 2); }\n",
		     "void run_kernel(int n);\n"
		     "struct pool { void run_kernel(int n) { (void)n; } };\n"
		     "int main() {\n"
		     "  pool p;\n"
		     "  p.run_kernel(77);\n"
		     "  int sizes[] = {512, 2048};\n"
		     "  for (int i = 0; i < 2; i++)\n"
		     "    run_kernel(sizes[i]);\n"
		     "  return 0;\n"
		     "}\n");
	k = test_kernel(TU, "k");
	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].grid[0], 4);
	ck_assert_int_eq(k->launches[0].values[1], 512);
	ck_assert_uint_eq(k->launches[1].grid[0], 16);
	ck_assert_int_eq(k->launches[1].values[1], 2048);
	/* and the launch says where its values came from */
	ck_assert_str_eq(k->launches[0].origin, pr.driver);
	remove_project(&pr);
}
END_TEST

START_TEST(loop_over_array_gives_a_site_per_value)
{
	/* sizeof(bs) / sizeof(int) = 3 values; grid = 4096 / bs */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  int bs[] = {64, 128, 256};\n"
		"  for (int j = 0; j < (int)(sizeof(bs) / sizeof(int)); j++) {\n"
		"    int b = bs[j];\n"
		"    k<<<4096 / b, b>>>(0, j, 1);\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k");
	static const unsigned block[] = { 64, 128, 256 }, grid[] = { 64, 32, 16 };
	int i;

	ck_assert_int_eq(k->nlaunches, 3);
	for (i = 0; i < 3; i++) {
		ck_assert_uint_eq(k->launches[i].block[0], block[i]);
		ck_assert_uint_eq(k->launches[i].grid[0], grid[i]);
		ck_assert_int_eq(k->launches[i].values[1], i);
		ck_assert_uint_eq(k->launches[i].loc.line, 6);
	}
}
END_TEST

START_TEST(loop_over_an_array_of_dim3_gives_a_site_per_shape)
{
	/* shapes[s] copied into block: (16, 16) constructed, (32, 8) braced,
	 * (64, 1) from an integer, and the fourth element, not initialized,
	 * dim3's default (1, 1, 1); grid (512 / block.x, 256 / block.y) =
	 * (32, 16), (16, 32), (8, 256), (512, 256) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  dim3 shapes[4] = { dim3(16, 16), {32, 8}, 64 };\n"
		"  int ns = sizeof(shapes) / sizeof(shapes[0]);\n"
		"  for (int s = 0; s < ns; s++) {\n"
		"    dim3 block = shapes[s];\n"
		"    dim3 grid(512 / block.x, 256 / block.y);\n"
		"    k<<<grid, block>>>(0, s, 1);\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k");
	static const unsigned bx[] = { 16, 32, 64, 1 }, by[] = { 16, 8, 1, 1 };
	static const unsigned gx[] = { 32, 16, 8, 512 }, gy[] = { 16, 32, 256, 256 };
	int i;

	ck_assert_int_eq(k->nlaunches, 4);
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(k->launches[i].ok, 1);
		ck_assert_uint_eq(k->launches[i].block[0], bx[i]);
		ck_assert_uint_eq(k->launches[i].block[1], by[i]);
		ck_assert_uint_eq(k->launches[i].grid[0], gx[i]);
		ck_assert_uint_eq(k->launches[i].grid[1], gy[i]);
		ck_assert_int_eq(k->launches[i].values[1], i);
	}
}
END_TEST

START_TEST(argc_defaults_are_taken)
{
	/* no command-line arguments: n = 1 << 20, c keeps 7, and the usage
	 * exit is a path the program does not take */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#include <stdlib.h>\n"
		"int main(int argc, char **argv) {\n"
		"  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;\n"
		"  int c = 7;\n"
		"  if (argc > 2) c = atoi(argv[2]);\n"
		"  if (argc > 3) { exit(1); }\n"
		"  k<<<1, 32>>>(0, n, c);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].values[1], 1 << 20);
	ck_assert_int_eq(k->launches[0].values[2], 7);
}
END_TEST

START_TEST(dim3_from_variables)
{
	/* grid (W / 32, H / 8) = (16, 32), block (32, 8) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#define W 512\n"
		"constexpr int H = 256;\n"
		"int main() {\n"
		"  int tx = 32, ty = 8;\n"
		"  dim3 block(tx, ty);\n"
		"  dim3 grid(W / block.x, H / ty);\n"
		"  k<<<grid, block>>>(0, grid.y, 1);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 16);
	ck_assert_uint_eq(k->launches[0].grid[1], 32);
	ck_assert_uint_eq(k->launches[0].block[0], 32);
	ck_assert_uint_eq(k->launches[0].block[1], 8);
	ck_assert_int_eq(k->launches[0].values[1], 32);
}
END_TEST

START_TEST(chain_of_calls_carries_arguments)
{
	/* main -> forward(B * T = 2048, C = 768) -> launch(n, c, 256):
	 * grid ceil_div(2048, 256) = 8 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"template <class T> T ceil_div(T a, T b) { return (a + b - 1) / b; }\n"
		"static void launch(int n, int c, int bs) {\n"
		"  k<<<ceil_div(n, bs), bs>>>(0, n, c);\n"
		"}\n"
		"static void forward(int n, int c) { launch(n, c, 256); }\n"
		"int main() {\n"
		"  int B = 8, T = 256, C = 768;\n"
		"  forward(B * T, C);\n"
		"  forward(B, C);\n"
		"  return 0;\n"
		"}\n", "k");

	/* a second context: n = 8, ceil_div(8, 256) = 1 */
	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].grid[0], 8);
	ck_assert_int_eq(k->launches[0].values[1], 2048);
	ck_assert_int_eq(k->launches[0].values[2], 768);
	ck_assert_uint_eq(k->launches[1].grid[0], 1);
	ck_assert_int_eq(k->launches[1].values[1], 8);
}
END_TEST

START_TEST(unknown_from_atoi_is_named)
{
	const struct ir_kernel *k = load_kernel(KERNEL
		"#include <stdlib.h>\n"
		"int main(int argc, char **argv) {\n"
		"  int c = atoi(argv[2]);\n"
		"  k<<<1, 32>>>(0, 4, c);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->launches[0].known[2], 0);
	ck_assert_ptr_nonnull(k->launches[0].unknown);
	ck_assert_ptr_nonnull(strstr(k->launches[0].unknown[2],
		"passes 'c', unknown in host code (from atoi(argv[2]))"));
}
END_TEST

START_TEST(unsigned_arithmetic_wraps_as_in_c)
{
	/* 0u - 1 is 4294967295, and / 2^28 is 15; as int, -1 / 2^28 is 0 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  unsigned u = 0;\n"
		"  int s = 0;\n"
		"  u = u - 1;\n"
		"  s = s - 1;\n"
		"  k<<<1, 32>>>(0, (int)(u / (1u << 28)), s / (1 << 28));\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->launches[0].values[1], 15);
	ck_assert_int_eq(k->launches[0].values[2], 0);
}
END_TEST

START_TEST(dim3_members_set_one_by_one)
{
	/* dim3 b; b.x = 64; b.y = 2  ->  block (64, 2, 1); grid.x = 4 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  dim3 b;\n"
		"  b.x = 64;\n"
		"  b.y = 2;\n"
		"  dim3 g;\n"
		"  g.x = 4;\n"
		"  k<<<g, b>>>(0, 1, 1);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 4);
	ck_assert_uint_eq(k->launches[0].block[0], 64);
	ck_assert_uint_eq(k->launches[0].block[1], 2);
}
END_TEST

START_TEST(reference_and_array_arguments_are_forgotten)
{
	/* set(n) is followed and gives n = 4096 back through its reference;
	 * fill(s) is not (no launch, no integer result, no reference), so s[0]
	 * is forgotten */
	const struct ir_kernel *k = load_kernel(KERNEL
		"void set(int &v) { v = 4096; }\n"
		"void fill(int *a) { a[0] = 8; }\n"
		"int main() {\n"
		"  int n = 256, s[2] = {2, 3};\n"
		"  set(n);\n"
		"  fill(s);\n"
		"  k<<<1, 32>>>(0, n, s[0]);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 4096);
	ck_assert_int_eq(k->launches[0].known[2], 0);
}
END_TEST

START_TEST(a_loop_that_may_end_early_forgets_what_it_sets)
{
	/* g doubles each round until rand() says stop: 1 to 16 after the
	 * loop; inside it, the round that launches knows g (1, 2, 4, 8) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"__global__ void after(float *p, int n) { p[threadIdx.x * n] = 0; }\n"
		"int rand(void);\n"
		"int main() {\n"
		"  int g = 1;\n"
		"  for (int j = 0; j < 4; j++) {\n"
		"    if (rand() & 1)\n"
		"      break;\n"
		"    k<<<1, 32>>>(0, g, 1);\n"
		"    g *= 2;\n"
		"  }\n"
		"  after<<<1, 32>>>(0, g);\n"
		"  return 0;\n"
		"}\n", "after");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 0);
}
END_TEST

START_TEST(a_dim3_assigned_on_one_side_of_an_unknown_if_is_unknown)
{
	/* block is 256 or 48, as rand() says: not the initializer's 256;
	 * a cudaLaunchKernel argument stored to after its declaration is not
	 * its initializer either */
	const struct ir_kernel *k = load_kernel(KERNEL
		"__global__ void k2(float *p, int n) { p[threadIdx.x * n] = 0; }\n"
		"int rand(void);\n"
		"int main() {\n"
		"  float *d = 0;\n"
		"  dim3 block(256);\n"
		"  if (rand() & 1)\n"
		"    block = dim3(48);\n"
		"  k<<<1, block>>>(d, 1, 1);\n"
		"  int n = 0;\n"
		"  n = rand() % 4;\n"
		"  void *args[] = {&d, &n};\n"
		"  cudaLaunchKernel((void *)k2, dim3(1), dim3(32), args, 0, 0);\n"
		"  return 0;\n"
		"}\n", "k"), *k2;

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].ok, 0);
	k2 = test_kernel(TU, "k2");
	ck_assert_int_eq(k2->nlaunches, 1);
	ck_assert_int_eq(k2->launches[0].known[1], 0);
}
END_TEST

START_TEST(a_command_line_default_still_runs_the_other_choices)
{
	/* kernel_num is 2 by default; the cases 1 and 3 are what other runs
	 * take, so their launches are found too, with n = 1024 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"__global__ void k3(float *p, int n) { p[threadIdx.x + n] = 0; }\n"
		"int atoi(const char *);\n"
		"int main(int argc, char **argv) {\n"
		"  int kernel_num = argc > 1 ? atoi(argv[1]) : 2;\n"
		"  int n = 1024;\n"
		"  switch (kernel_num) {\n"
		"  case 1: k<<<4, 64>>>(0, n, 1); break;\n"
		"  case 2: break;\n"
		"  default: k3<<<4, 64>>>(0, n); break;\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k"), *k3;

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 1024);
	k3 = test_kernel(TU, "k3");
	ck_assert_int_eq(k3->nlaunches, 1);
	ck_assert_int_eq(k3->launches[0].known[1], 1);
}
END_TEST

START_TEST(a_kernel_pointer_set_in_a_switch_launches_each_kernel)
{
	/* the loop sets the pointer to k, then k3: one site each, n = 64 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"__global__ void k3(float *p, int n, int c) { p[threadIdx.x + n] = 0; }\n"
		"int main() {\n"
		"  void (*f)(float *, int, int);\n"
		"  for (int j = 0; j < 2; j++) {\n"
		"    switch (j) {\n"
		"    case 0: f = &k; break;\n"
		"    default: f = k3; break;\n"
		"    }\n"
		"    f<<<2, 32>>>(0, 64, 1);\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k"), *k3;

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 64);
	ck_assert_uint_eq(k->launches[0].grid[0], 2);
	k3 = test_kernel(TU, "k3");
	ck_assert_int_eq(k3->nlaunches, 1);
	ck_assert_int_eq(k3->launches[0].values[1], 64);
}
END_TEST

START_TEST(a_global_nothing_changes_has_its_initializer)
{
	/* width is 512 everywhere; height is changed in main, so not known */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int width = 512;\n"
		"int height = 64;\n"
		"int main() {\n"
		"  height = height * 2;\n"
		"  k<<<1, 32>>>(0, width, height);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 512);
	ck_assert_int_eq(k->launches[0].known[2], 0);
}
END_TEST

START_TEST(reference_parameters_give_values_back)
{
	/* blocks = (1000 + 127) / 128 = 8, threads = 128 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"void shape(int n, int &blocks, int &threads) {\n"
		"  threads = 128;\n"
		"  blocks = (n + threads - 1) / threads;\n"
		"}\n"
		"int main() {\n"
		"  int b = 0, t = 0;\n"
		"  shape(1000, b, t);\n"
		"  k<<<b, t>>>(0, b, t);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 8);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_int_eq(k->launches[0].values[1], 8);
}
END_TEST

START_TEST(the_sm_count_asked_of_the_runtime_is_the_devices)
{
	/* sm_90's table: 132 SMs, 2048 threads an SM, so 132 * (2048 / 256)
	 * = 1056 blocks; the clock rate is not one of the facts kept, so not
	 * known (derived by hand) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"static void check(cudaError_t e) { if (e != cudaSuccess) exit(1); }\n"
		"int main() {\n"
		"  int sms = 0, most = 0, clock = 0;\n"
		"  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));\n"
		"  cudaDeviceGetAttribute(&most, cudaDevAttrMaxThreadsPerMultiProcessor, 0);\n"
		"  cudaDeviceGetAttribute(&clock, cudaDevAttrClockRate, 0);\n"
		"  k<<<sms * (most / 256), 256>>>(0, sms, clock);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 1056);
	ck_assert_int_eq(k->launches[0].values[1], 132);
	ck_assert_int_eq(k->launches[0].known[2], 0);
}
END_TEST

START_TEST(device_properties_are_the_devices)
{
	/* sm_90: 132 SMs, 1024 threads a block, warps of 32, so a grid of
	 * 132 * 2 = 264 blocks of 1024 / 4 = 256; clockRate is not kept
	 * (derived by hand) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  cudaDeviceProp prop;\n"
		"  cudaGetDeviceProperties(&prop, 0);\n"
		"  k<<<prop.multiProcessorCount * 2, prop.maxThreadsPerBlock / 4>>>(0, prop.warpSize,\n"
		"                                                                    prop.clockRate);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 264);
	ck_assert_uint_eq(k->launches[0].block[0], 256);
	ck_assert_int_eq(k->launches[0].values[1], 32);
	ck_assert_int_eq(k->launches[0].known[2], 0);
}
END_TEST

START_TEST(launches_in_a_lambda_a_timing_helper_runs)
{
	/*
	 * By hand: the helper calls the lambda it is given; the lambda's
	 * launch sees the loop's b (128, then 256): 4096 / b = 32 and 16
	 * blocks.  A lambda that launches nothing (the comparator) is not run.
	 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"template <typename F> static void timed(const char *name, F launch) {\n"
		"  for (int r = 0; r < 3; r++) launch();\n"
		"}\n"
		"int main() {\n"
		"  int n = 4096, sizes[] = {128, 256};\n"
		"  auto less = [](int a, int b) { return a < b; };\n"
		"  for (int i = 0; i < 2; i++) {\n"
		"    int b = sizes[i];\n"
		"    timed(\"k\", [&]() { k<<<n / b, b>>>(0, n, less(1, 2)); });\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].grid[0], 32);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_uint_eq(k->launches[1].grid[0], 16);
	ck_assert_uint_eq(k->launches[1].block[0], 256);
	ck_assert_int_eq(k->launches[0].values[1], 4096);
}
END_TEST

START_TEST(a_helper_forwarding_a_pack_launches_once_a_call)
{
	/*
	 * By hand: bench_kernel(name, kernel, grid, block, smem, args...)
	 * launches `kernel<<<...>>>(args...)` in a lambda; its two template
	 * instances (k's and k2's argument types differ) share that one
	 * launch, which gives k its 2 launches (block 128 and 256 from the
	 * braced list, n = 7 and c from std::min(768, 1024) = 768 through
	 * the pack) and k2 its one, not one more per instance.
	 */
	const struct ir_kernel *k, *k2;

	load_kernel("#include <initializer_list>\n"
		"#include <algorithm>\n"
		KERNEL
		"__global__ void k2(float *p, int n) { p[threadIdx.x * 2] = n; }\n"
		"template <typename F> static void timed(F f) { f(); }\n"
		"template <typename... P, typename... A>\n"
		"static void bench_kernel(const char *name, void (*kernel)(P...), dim3 g, dim3 b,\n"
		"                         size_t smem, A... args) {\n"
		"  timed([&]() { kernel<<<g, b, smem>>>(args...); });\n"
		"}\n"
		"int main() {\n"
		"  float *p = 0;\n"
		"  int cs[2] = { std::min(768, 1024), 1024 };\n"
		"  for (int bs : {128, 256})\n"
		"    bench_kernel(\"k\", k, dim3(1024 / bs), dim3(bs), 0, p, 7, cs[0]);\n"
		"  bench_kernel(\"k2\", k2, dim3(4), dim3(64), 0, p, 9L);\n"
		"  return 0;\n"
		"}\n", "k");
	k = test_kernel(TU, "k");
	k2 = test_kernel(TU, "k2");
	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_int_eq(k2->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_uint_eq(k->launches[1].grid[0], 4);
	ck_assert_int_eq(k->launches[0].values[1], 7);
	ck_assert_int_eq(k->launches[0].values[2], 768);
	ck_assert_int_eq(k2->launches[0].values[1], 9);
}
END_TEST

START_TEST(a_braced_list_needs_no_include_of_its_own)
{
	/* as nvcc compiles it, with no #include: one launch a value, 4096 /
	 * 128 = 32 and 4096 / 512 = 8 blocks (derived by hand) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  for (int bs : {128, 512})\n"
		"    k<<<4096 / bs, bs>>>(0, bs, 1);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].grid[0], 32);
	ck_assert_uint_eq(k->launches[1].grid[0], 8);
	ck_assert_int_eq(k->launches[1].values[1], 512);
}
END_TEST

START_TEST(a_launch_known_with_the_defaults_is_kept_over_the_unknown_one)
{
	/*
	 * By hand: main() runs once with argc taken as 1 (c = 1024, its
	 * default) and once with the command line unknown; the launch with
	 * n = 1024 is the one reported, whichever run reached it first.
	 */
	const struct ir_kernel *k = load_kernel(KERNEL
		"#include <cstdlib>\n"
		"int main(int argc, char **argv) {\n"
		"  int c = argc > 1 ? atoi(argv[1]) : 1024;\n"
		"  int cs[1] = { c };\n"
		"  for (int x : cs) k<<<8, 128>>>(0, x, 1);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 1024);
}
END_TEST

START_TEST(a_table_of_kernels_launches_each_with_its_row)
{
	/*
	 * By hand: a table of structs pairs each kernel with its block size
	 * (k: 128, k2: 256), launched through a pointer taken from the row;
	 * an array of kernel pointers launches both with 64.
	 */
	const struct ir_kernel *k, *k2;

	load_kernel(KERNEL
		"__global__ void k2(float *p, int n, int c) { p[threadIdx.x * c] = n; }\n"
		"typedef void (*kernel_fn)(float *, int, int);\n"
		"struct row { kernel_fn fn; const char *name; int block; };\n"
		"int main() {\n"
		"  const row rows[] = { { k, \"k\", 128 }, { k2, \"k2\", 256 } };\n"
		"  kernel_fn all[] = { k, k2 };\n"
		"  for (int i = 0; i < 2; i++) {\n"
		"    kernel_fn f = rows[i].fn;\n"
		"    f<<<8, rows[i].block>>>(0, rows[i].block, 1);\n"
		"    all[i]<<<8, 64>>>(0, 64, 2);\n"
		"  }\n"
		"  return 0;\n"
		"}\n", "k");
	k = test_kernel(TU, "k");
	k2 = test_kernel(TU, "k2");
	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_int_eq(k2->nlaunches, 2);
	ck_assert_uint_eq(k->launches[0].block[0], 128);
	ck_assert_uint_eq(k2->launches[0].block[0], 256);
	ck_assert_int_eq(k2->launches[0].values[1], 256);
	ck_assert_uint_eq(k->launches[1].block[0], 64);
	ck_assert_uint_eq(k2->launches[1].block[0], 64);
}
END_TEST

/* ten statements that change nothing a launch uses */
#define TEN_STATEMENTS \
	"  v += 1; v += 2; v += 3; v += 4; v += 5;\n" \
	"  v -= 1; v -= 2; v -= 3; v -= 4; v -= 5;\n"

START_TEST(a_launch_after_many_statements_is_still_reached)
{
	/* main() runs 1 + 80 statements before its launch, more than one
	 * fixed buffer of a node's children holds: 4096 / 256 = 16 blocks
	 * (derived by hand) */
	const struct ir_kernel *k = load_kernel(KERNEL
		"int main() {\n"
		"  int n = 4096, v = 0;\n"
		TEN_STATEMENTS TEN_STATEMENTS TEN_STATEMENTS TEN_STATEMENTS
		TEN_STATEMENTS TEN_STATEMENTS TEN_STATEMENTS TEN_STATEMENTS
		"  k<<<n / 256, 256>>>(0, n, v);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 16);
	ck_assert_int_eq(k->launches[0].values[2], 0);
}
END_TEST

START_TEST(std_min_and_max_of_known_integers)
{
	/* min(ceil(100000 / 256) = 391, 256) = 256 blocks; max(3 / 4 = 0, 1)
	 * = 1 (derived by hand); a min with an unknown side is unknown */
	const struct ir_kernel *k = load_kernel("#include <algorithm>\n#include <stdlib.h>\n" KERNEL
		"int main(int argc, char **argv) {\n"
		"  int n = 100000, most = 256;\n"
		"  int blocks = std::min((n + 255) / 256, most);\n"
		"  int c = std::max(3 / 4, 1);\n"
		"  int u = std::min(atoi(argv[0]), 7);\n"
		"  k<<<blocks, 256>>>(0, c, u);\n"
		"  return 0;\n"
		"}\n", "k");

	ck_assert_int_eq(k->nlaunches, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 256);
	ck_assert_int_eq(k->launches[0].values[1], 1);
	ck_assert_int_eq(k->launches[0].known[2], 0);
}
END_TEST

Suite *host_suite(void)
{
	Suite *s = suite_create("host");
	TCase *tc = tcase_create("host code");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, ceil_div_of_known_locals);
	tcase_add_test(tc, the_sm_count_asked_of_the_runtime_is_the_devices);
	tcase_add_test(tc, a_launch_after_many_statements_is_still_reached);
	tcase_add_test(tc, std_min_and_max_of_known_integers);
	tcase_add_test(tc, loop_over_array_gives_a_site_per_value);
	tcase_add_test(tc, loop_over_an_array_of_dim3_gives_a_site_per_shape);
	tcase_add_test(tc, argc_defaults_are_taken);
	tcase_add_test(tc, dim3_from_variables);
	tcase_add_test(tc, chain_of_calls_carries_arguments);
	tcase_add_test(tc, unknown_from_atoi_is_named);
	tcase_add_test(tc, unsigned_arithmetic_wraps_as_in_c);
	tcase_add_test(tc, dim3_members_set_one_by_one);
	tcase_add_test(tc, reference_and_array_arguments_are_forgotten);
	tcase_add_test(tc, a_loop_that_may_end_early_forgets_what_it_sets);
	tcase_add_test(tc, a_dim3_assigned_on_one_side_of_an_unknown_if_is_unknown);
	tcase_add_test(tc, a_command_line_default_still_runs_the_other_choices);
	tcase_add_test(tc, a_kernel_pointer_set_in_a_switch_launches_each_kernel);
	tcase_add_test(tc, a_global_nothing_changes_has_its_initializer);
	tcase_add_test(tc, reference_parameters_give_values_back);
	tcase_add_test(tc, a_launch_on_a_side_never_taken_is_unreached);
	tcase_add_test(tc, a_runtime_launch_takes_host_values);
	tcase_add_test(tc, a_do_while_zero_macro_is_a_block);
	tcase_add_test(tc, a_case_run_for_its_launches_takes_its_own_value);
	tcase_add_test(tc, a_lambda_variable_called_with_a_kernel);
	tcase_add_test(tc, a_range_for_over_a_vector_and_a_switch_on_argv);
	tcase_add_test(tc, sizes_come_from_a_main_in_another_file);
	tcase_add_test(tc, a_changed_vector_and_a_loop_that_may_end_are_not_known);
	tcase_add_test(tc, a_struct_from_a_main_in_another_file_keeps_its_members);
	tcase_add_test(tc, device_properties_are_the_devices);
	tcase_add_test(tc, launches_in_a_lambda_a_timing_helper_runs);
	tcase_add_test(tc, a_table_of_kernels_launches_each_with_its_row);
	tcase_add_test(tc, a_helper_forwarding_a_pack_launches_once_a_call);
	tcase_add_test(tc, a_launch_known_with_the_defaults_is_kept_over_the_unknown_one);
	tcase_add_test(tc, a_braced_list_needs_no_include_of_its_own);
	suite_add_tcase(s, tc);
	return s;
}
