/*
 * check_frontend.c - real CUDA through libclang into the IR, then through
 * the simulator.  The transpose totals are derived by hand (and match the
 * H200's counters: validate/results/h200-2026-11-29.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../analyzer/frontend/frontend.h"
#include "../../analyzer/frontend/fe.h"
#include "../../analyzer/frontend/nearby.h"
#include "../../simulator/hw.h"
#include "../../simulator/sim.h"
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

static struct ir_tu *load_file(const char *path)
{
	struct frontend_options o = { .arch = "sm_90" };
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	pipeline_emit(TU);
	return TU;
}

static struct ir_tu *load_source(const char *src)
{
	test_write_source(PATH_BUF, "test", src);
	return load_file(PATH_BUF);
}

static const struct ir_kernel *kernel(const char *name)
{
	return test_kernel(TU, name);
}

static void simulate(struct kernel_stats *st, const struct ir_kernel *k,
		     const char *grid, const char *block, const char *p1,
		     const char *p2, int one_block)
{
	struct launch l;
	struct sim_options o = { .one_block_at_a_time = one_block };
	static char b1[64], b2[64];

	launch_init(&l);
	ck_assert_int_eq(launch_parse_dim(l.grid, grid), 0);
	ck_assert_int_eq(launch_parse_dim(l.block, block), 0);
	if (p1) { strcpy(b1, p1); launch_parse_param(&l, b1); }
	if (p2) { strcpy(b2, p2); launch_parse_param(&l, b2); }
	ck_assert_int_eq(sim_kernel(st, k, &l, hw_lookup("sm_90"), &o), 0);
	launch_release(&l);
}

START_TEST(launch_sites_fold_to_shapes_and_arguments)
{
	/* shapes written in the source; the non-constant grid is reported */
	const struct ir_kernel *k;

	load_source("#define T 16\n"
		    "__global__ void k(float *p, int n, float f) { p[threadIdx.x * n] = f; }\n"
		    "int main(int argc, char **argv) {\n"
		    "  const int n = 64;\n"
		    "  dim3 b(T, 4);\n"
		    "  k<<<dim3(n / T, 2), b, 128>>>(0, 3, 1.0f);\n"
		    "  k<<<argc, 32>>>(0, argc, 1.0f);\n"
		    "  k<<<1, argc>>>(0, 1, 1.0f);\n"
		    "  return 0;\n"
		    "}\n");
	k = kernel("k");
	ck_assert_int_eq(k->nlaunches, 3);
	ck_assert_int_eq(k->launches[0].ok, 1);
	ck_assert_uint_eq(k->launches[0].grid[0], 4);
	ck_assert_uint_eq(k->launches[0].grid[1], 2);
	ck_assert_uint_eq(k->launches[0].block[0], 16);
	ck_assert_uint_eq(k->launches[0].block[1], 4);
	ck_assert_int_eq(k->launches[0].dynamic_shared, 128);
	ck_assert_int_eq(k->launches[0].known[1], 1);
	ck_assert_int_eq(k->launches[0].values[1], 3);
	ck_assert_uint_eq(k->launches[0].loc.line, 6);
	/* grid from argc: one block of the constant block */
	ck_assert_int_eq(k->launches[1].ok, 1);
	ck_assert_uint_eq(k->launches[1].grid[0], 1);
	ck_assert_uint_eq(k->launches[1].block[0], 32);
	ck_assert_int_eq(k->launches[1].known[1], 0);
	ck_assert_ptr_nonnull(k->launches[1].why);
	/* block from argc: not usable */
	ck_assert_int_eq(k->launches[2].ok, 0);
}
END_TEST

START_TEST(transpose_4096_totals_are_exact)
{
	/* 4096 x 4096 floats, block 32x8: 16384 blocks x 8 warps x 4 loop
	 * trips = 524288 requests per access; 64 MiB / 32 B = 2097152 sectors
	 * for coalesced rows; a column store touches one sector per element,
	 * 16777216; a 32-way shared read costs 32 x 524288 = 16777216 */
	static const struct {
		const char *name;
		uint64_t sld_wf, sst_wf, gld_sec, gst_sec;
	} want[] = {
		{ "transpose_naive", 0, 0, 2097152, 16777216 },
		{ "transpose_shared", 16777216, 524288, 2097152, 2097152 },
		{ "transpose_padded", 524288, 524288, 2097152, 2097152 },
		{ "transpose_swizzled", 524288, 524288, 2097152, 2097152 },
	};
	size_t i;

	load_file("examples/transpose.cu");
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		struct kernel_stats st;
		simulate(&st, kernel(want[i].name), "128,128", "32,8", "width=4096",
			 "height=4096", 0);
		ck_assert_uint_eq(st.totals.shared_load_wavefronts, want[i].sld_wf);
		ck_assert_uint_eq(st.totals.shared_load_requests, want[i].sld_wf ? 524288 : 0);
		ck_assert_uint_eq(st.totals.shared_store_wavefronts, want[i].sst_wf);
		ck_assert_uint_eq(st.totals.global_load_sectors, want[i].gld_sec);
		ck_assert_uint_eq(st.totals.global_store_sectors, want[i].gst_sec);
		ck_assert_uint_eq(st.totals.global_load_requests, 524288);
		sim_stats_release(&st);
	}
}
END_TEST

START_TEST(ragged_transpose_matches_block_by_block)
{
	/* 1000 x 777 leaves partial tiles on both edges: the row-at-a-time
	 * path must split there and agree with one block at a time */
	const struct ir_kernel *k;

	load_file("examples/transpose.cu");
	for (k = TU->kernels; k; k = k->next) {
		struct kernel_stats a, b;
		int i;
		simulate(&a, k, "32,25", "32,8", "width=1000", "height=777", 0);
		simulate(&b, k, "32,25", "32,8", "width=1000", "height=777", 1);
		ck_assert_int_eq(memcmp(&a.totals, &b.totals, sizeof(a.totals)), 0);
		for (i = 0; i < k->naccesses; i++)
			ck_assert_int_eq(memcmp(a.access[i].hist, b.access[i].hist,
						sizeof(a.access[i].hist)), 0);
		sim_stats_release(&a);
		sim_stats_release(&b);
	}
}
END_TEST

START_TEST(shared_array_shape_comes_from_macros)
{
	const struct ir_kernel *k;

	load_file("examples/transpose.cu");
	k = kernel("transpose_padded");
	ck_assert_int_eq(k->nshared, 1);
	ck_assert_int_eq(k->shared[0].ndims, 2);
	ck_assert_int_eq(k->shared[0].dims[0], 32);
	ck_assert_int_eq(k->shared[0].dims[1], 33);
	ck_assert_int_eq(k->shared[0].elem_bytes, 4);
	ck_assert_int_eq(k->naccesses, 4);
}
END_TEST

START_TEST(index_followed_through_locals_and_constants)
{
	/* k = tid; k *= S (constexpr 2); s[k + OFF] with OFF a macro: stride 2 */
	struct kernel_stats st;

	load_source("#define OFF 64\nconstexpr int S = 2;\n"
		    "__global__ void f(float *out) {\n"
		    "  __shared__ float s[256];\n"
		    "  int k = threadIdx.x;\n"
		    "  k *= S;\n"
		    "  out[threadIdx.x] = s[k + OFF];\n"
		    "}\n");
	simulate(&st, kernel("f"), "1", "32", NULL, NULL, 0);
	ck_assert_uint_eq(st.totals.shared_load_requests, 1);
	ck_assert_uint_eq(st.totals.shared_load_wavefronts, 2);
	ck_assert_uint_eq(st.totals.global_store_sectors, 4);
	sim_stats_release(&st);
}
END_TEST

START_TEST(loaded_index_is_unknown_with_reason)
{
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out, const int *idx) {\n"
		    "  out[idx[threadIdx.x]] = 1.0f;\n"
		    "}\n");
	k = kernel("g");
	ck_assert_int_eq(k->naccesses, 2);
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	ck_assert_uint_eq(st.access[0].unknown_requests, 0);   /* idx[...] */
	ck_assert_uint_eq(st.access[1].unknown_requests, 1);   /* out[...] */
	ck_assert_str_eq(st.access[1].unknown_reason,
			 "index depends on a value loaded from memory");
	sim_stats_release(&st);
}
END_TEST

START_TEST(cast_to_float4_sets_the_width)
{
	struct kernel_stats st;

	load_source("__global__ void h(float *out, const float *in) {\n"
		    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
		    "  float4 v = reinterpret_cast<const float4 *>(in)[i];\n"
		    "  out[i] = v.x + v.w;\n"
		    "}\n");
	simulate(&st, kernel("h"), "2", "64", NULL, NULL, 0);
	ck_assert_int_eq(kernel("h")->accesses[0]->bytes, 16);
	/* 4 requests of 32 float4: 16 sectors each */
	ck_assert_uint_eq(st.totals.global_load_sectors, 64);
	sim_stats_release(&st);
}
END_TEST

START_TEST(device_helpers_are_followed)
{
	/* idx(r, c) = r * 33 + c: the transposed read through it is
	 * conflict-free; bad(r, c) = r * 32 + c: 32-way (by hand); a recursive
	 * helper is reported, not followed */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__device__ int idx(int r, int c) { return r * 33 + c; }\n"
		    "__device__ int bad(int r, int c) { int w = 32; return r * w + c; }\n"
		    "__device__ float at(const float *p, int i) { return p[i]; }\n"
		    "__device__ int f(int n) { return n ? f(n - 1) : 0; }\n"
		    "__global__ void g(float *out, const float *in) {\n"
		    "  __shared__ float a[32 * 33], b[32 * 32];\n"
		    "  out[threadIdx.x] = a[idx(threadIdx.x, 0)] + b[bad(threadIdx.x, 0)]\n"
		    "                     + at(in, threadIdx.x) + in[f(3)];\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	ck_assert_str_eq(k->accesses[0]->object, "a");
	ck_assert_uint_eq(st.access[0].wavefronts, 1);
	ck_assert_str_eq(k->accesses[1]->object, "b");
	ck_assert_uint_eq(st.access[1].wavefronts, 32);
	ck_assert_str_eq(k->accesses[2]->object, "in");   /* p[i] inside at() */
	ck_assert_uint_eq(st.access[2].sectors, 4);
	ck_assert_uint_eq(st.access[3].unknown_requests, 1);
	ck_assert_ptr_nonnull(strstr(st.access[3].unknown_reason, "calls itself"));
	sim_stats_release(&st);
}
END_TEST

START_TEST(local_arrays_through_helpers_are_not_memory)
{
	/* A thread's own array or struct handed to a helper by pointer or
	 * reference, reached through a pointer variable, an element's address
	 * or a lambda's capture, is registers (or local memory): the only
	 * accesses are the two loads of `in` and the store to `out` (by
	 * hand, from the source). */
	const struct ir_kernel *k;
	int i;

	load_source("struct pair { float lo, hi; };\n"
		    "__device__ void fill(float *r, const float *src) {\n"
		    "  for (int i = 0; i < 4; i++) r[i] = src[i] * 2.0f; }\n"
		    "__device__ void scale(float (&r)[4], float f) {\n"
		    "  for (int i = 0; i < 4; i++) r[i] *= f; }\n"
		    "__device__ void set(pair *q, float v) { q->lo = v; q->hi = v + 1; }\n"
		    "__device__ void bump(float &x) { x += 1.0f; }\n"
		    "__global__ void g(float *out, const float *in) {\n"
		    "  float reg[4], acc[2] = { 0, 0 };\n"
		    "  pair q;\n"
		    "  float *p = reg;\n"
		    "  auto add = [&](int i, float v) { acc[i & 1] += v; };\n"
		    "  fill(reg, in + 4 * threadIdx.x);\n"
		    "  scale(reg, 3.0f);\n"
		    "  set(&q, p[1]);\n"
		    "  bump(reg[2]);\n"
		    "  bump(*(p + 3));\n"
		    "  fill(&reg[0], in);\n"
		    "  for (int i = 0; i < 4; i++) add(i, reg[i]);\n"
		    "  out[threadIdx.x] = acc[0] + acc[1] + q.lo;\n"
		    "}\n");
	k = kernel("g");
	for (i = 0; i < k->naccesses; i++)
		ck_assert_ptr_null(k->accesses[i]->unsupported);
	ck_assert_int_eq(k->naccesses, 3);
	ck_assert_str_eq(k->accesses[0]->object, "in");
	ck_assert_str_eq(k->accesses[1]->object, "in");
	ck_assert_str_eq(k->accesses[2]->object, "out");
	ck_assert_int_eq(k->accesses[2]->op, OP_STORE);
}
END_TEST

/*
 * What nvcc emits (simulator/emit.c), against the H200's counters of
 * kernels/emit_wide.cu and kernels/atomic_forms.cu (h200-2026-11-30); the
 * wavefronts per request are derived by hand beside each.
 */
START_TEST(unrolled_tile_reads_merge_into_wide_loads)
{
	/* reg[i] = s[4t + i], i < 4: one LDS.128 a warp; a phase of 8 lanes
	 * covers 32 banks: 4 wavefronts.  8 warps: 8 requests, 32 wavefronts
	 * (measured: ew_sh_ld4).  Under #pragma unroll 1: 4 LDS at stride 4
	 * words, 4 wavefronts each: 32 and 128 (measured: ew_sh_ld4_unroll1). */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out) {\n"
		    "  __shared__ float s[512];\n"
		    "  float reg[4], sum = 0;\n"
		    "  for (int i = 0; i < 4; i++) reg[i] = s[4 * threadIdx.x + i];\n"
		    "  float r = 0;\n"
		    "#pragma unroll 1\n"
		    "  for (int i = 0; i < 4; i++) r += s[4 * threadIdx.x + i];\n"
		    "  for (int i = 0; i < 4; i++) sum += reg[i];\n"
		    "  out[threadIdx.x] = sum + r;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	ck_assert_uint_eq(k->accesses[0]->bytes, 16);
	ck_assert_uint_eq(st.access[0].requests, 8);
	ck_assert_uint_eq(st.access[0].wavefronts, 32);
	ck_assert_uint_eq(k->accesses[1]->bytes, 4);
	ck_assert_uint_eq(st.access[1].requests, 32);
	ck_assert_uint_eq(st.access[1].wavefronts, 128);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_converted_load_reads_its_own_type)
{
	/* (int)s[t] on a double array is an 8-byte load converted: the SASS
	 * of at_sh_add_double_unused (h200-2026-11-30/sass.txt) reads it with
	 * LDS.64.  Likewise (float)c[t] on bytes reads 1, and a reference
	 * cast keeps its own type. */
	const struct ir_kernel *k;

	load_source("struct __align__(16) f4 { float x, y, z, w; };\n"
		    "__global__ void g(int *out, const double *d, const unsigned char *c, float *f) {\n"
		    "  __shared__ double s[64];\n"
		    "  s[threadIdx.x] = 0;\n"
		    "  out[threadIdx.x] = (int)s[threadIdx.x] + static_cast<int>(d[threadIdx.x]);\n"
		    "  f[threadIdx.x] = (float)c[threadIdx.x];\n"
		    "  f4 v = reinterpret_cast<f4 &>(f[4 * threadIdx.x]);\n"
		    "  out[threadIdx.x + 64] = (int)v.x;\n"
		    "}\n");
	k = kernel("g");
	ck_assert_int_eq(k->naccesses, 8);
	ck_assert_uint_eq(k->accesses[1]->bytes, 8);    /* s[t] */
	ck_assert_uint_eq(k->accesses[2]->bytes, 8);    /* d[t] */
	ck_assert_uint_eq(k->accesses[4]->bytes, 1);    /* c[t] */
	ck_assert_uint_eq(k->accesses[6]->bytes, 16);   /* the f4 reference */
}
END_TEST

START_TEST(guards_that_end_the_kernel_are_exits)
{
	/* n = 40 in one block of 64: warp 1 has lanes 8-31 out.  An early
	 * return and the kernel's last guard end them with @P EXIT (no
	 * divergence, as div_bounds measured); a guard with a statement
	 * after it, and a loop's guard, do diverge. */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void e(float *o, int n) {\n"
		    "  int i = threadIdx.x;\n"
		    "  if (i >= n) return;\n"
		    "  o[i] = 1;\n"
		    "}\n"
		    "__global__ void last(float *o, int n) {\n"
		    "  int i = threadIdx.x;\n"
		    "  if (i < n) {\n"
		    "    for (int k = 0; k < n; k++) o[i] += 1;\n"
		    "    if (i < n / 2) { for (int k = 0; k < n; k++) o[i] *= 2; }\n"
		    "  }\n"
		    "}\n"
		    "__global__ void after(float *o, int n) {\n"
		    "  int i = threadIdx.x;\n"
		    "  if (i < n) { for (int k = 0; k < n; k++) o[i] += 1; }\n"
		    "  o[i + 64] = 0;\n"
		    "}\n");
	k = kernel("e");
	ck_assert(k->branches[0]->exits);
	simulate(&st, k, "1", "64", "n=40", NULL, 0);
	ck_assert_uint_eq(st.branch[0].divergent_warps, 0);
	sim_stats_release(&st);
	k = kernel("last");
	ck_assert(k->branches[0]->exits);      /* the guard */
	ck_assert(!k->branches[1]->exits);     /* its loop */
	ck_assert(k->branches[2]->exits);      /* the guard's own last if */
	simulate(&st, k, "1", "64", "n=40", NULL, 0);
	ck_assert_uint_eq(st.branch[0].divergent_warps, 0);
	ck_assert_uint_eq(st.branch[2].divergent_warps, 0);
	sim_stats_release(&st);
	k = kernel("after");
	ck_assert(!k->branches[0]->exits);
	simulate(&st, k, "1", "64", "n=40", NULL, 0);
	ck_assert_uint_eq(st.branch[0].divergent_warps, 1);
	sim_stats_release(&st);
}
END_TEST

START_TEST(an_attribute_after_a_memory_space_parses_as_nvcc_takes_it)
{
	/* nvcc takes `__shared__ alignas(16) float a[...]` (a vendor sample's
	 * asynchronous-copy GEMM declares its tiles so); clang wants the
	 * attribute first.  Parsed with the two swapped in place, so the
	 * columns after them on the line stay. */
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out) {\n"
		    "  __shared__ alignas(16) float a[64]; __shared__ [[maybe_unused]] float b[64];\n"
		    "  a[threadIdx.x] = 1; b[threadIdx.x] = 2;\n"
		    "  __syncthreads();\n"
		    "  out[threadIdx.x] = a[threadIdx.x] + b[threadIdx.x];\n"
		    "}\n");
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	k = kernel("g");
	ck_assert_int_eq(k->nshared, 2);
	ck_assert_str_eq(k->shared[1].name, "b");
	ck_assert_uint_eq(k->shared[1].loc.col, 73);
	ck_assert_int_eq(k->naccesses, 5);
	ck_assert_uint_eq(k->accesses[1]->loc.col, 23);
}
END_TEST

START_TEST(an_unknown_loop_bound_is_named_under_a_branch)
{
	/* lane 0 alone sets i; the bound no lane knows is the reason, not
	 * the other lanes' unset i (a vendor sample's grid reduction) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *p, float *out, int nb) {\n"
		    "  if (threadIdx.x == 0) {\n"
		    "    float s = 0;\n"
		    "    for (int i = 0; i < nb; i++) s += p[i];\n"
		    "    *out = s;\n"
		    "  }\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	ck_assert_ptr_nonnull(st.access[0].uncertain_reason);
	ck_assert_ptr_nonnull(strstr(st.access[0].uncertain_reason, "nb"));
	sim_stats_release(&st);
}
END_TEST

START_TEST(cache_hinted_stores_are_stores)
{
	/* __stcs(out + i, __ldcs(in + i)) over 8 warps: 8 loads and 8
	 * stores of 4 sectors each (32 consecutive floats a warp) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out, const float *in) {\n"
		    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
		    "  __stcs(out + i, __ldcs(in + i));\n"
		    "  __stcg(out + i + 256, 1.0f); __stwt(out + i + 512, 2.0f); __stwb(&out[i + 768], 3.0f);\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	ck_assert_uint_eq(st.totals.global_load_requests, 8);
	ck_assert_uint_eq(st.totals.global_store_requests, 32);
	ck_assert_uint_eq(st.totals.global_store_sectors, 128);
	sim_stats_release(&st);
}
END_TEST

START_TEST(bool_template_arguments_are_named_as_written)
{
	/* k<true>, not k<-1> (libclang gives true as -1); a grid-stride loop
	 * over cg::this_grid().size() */
	load_source("#include <cooperative_groups.h>\n"
		    "template <bool F, int N> __global__ void k(float *x) {\n"
		    "  auto g = cooperative_groups::this_grid();\n"
		    "  for (unsigned long long i = g.thread_rank(); i < N; i += g.size()) x[i] = F;\n"
		    "}\n"
		    "void run(float *x) { k<true, 64><<<1, 32>>>(x); k<false, 64><<<1, 32>>>(x); }\n");
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	ck_assert_ptr_nonnull(kernel("k<true, 64>"));
	ck_assert_ptr_nonnull(kernel("k<false, 64>"));
}
END_TEST

START_TEST(a_helper_that_returns_early_is_followed)
{
	/* clampi(t, 64): lanes 0-63 store their own word, 64-127 word 63.
	 * 4 warps: warps 0 and 1 touch 4 sectors each, warps 2 and 3 one:
	 * 4 requests, 10 sectors (derived by hand).  find returns from
	 * inside its loop: lanes 0-3 return their own v, the rest 0, so
	 * x[256 + find(t)] is words 256-259 in warp 0 and word 256 in the
	 * others, one sector each: 4 requests, 4 sectors (by hand). */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__device__ int clampi(int v, int hi) {\n"
		    "  if (v >= hi) return hi - 1;\n"
		    "  return v;\n"
		    "}\n"
		    "__device__ int pick(int v, int hi) {\n"
		    "  if (v < 0) { return 0; } else if (v >= hi) { int h = hi - 1; return h; }\n"
		    "  int w = v;\n"
		    "  return w;\n"
		    "}\n"
		    "__device__ int find(int v) { for (int i = 0; i < 4; i++) if (i == v) return i; return 0; }\n"
		    "__global__ void g(float *x) {\n"
		    "  x[clampi(threadIdx.x, 64)] = 0.f;\n"
		    "  x[128 + pick(threadIdx.x, 64)] = 1.f;\n"
		    "  x[256 + find(threadIdx.x)] = 2.f;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "1", "128", NULL, NULL, 0);
	ck_assert_uint_eq(st.access[0].requests, 4);
	ck_assert_uint_eq(st.access[0].sectors, 10);
	ck_assert_uint_eq(st.access[1].sectors, 10);
	ck_assert_ptr_null(st.access[2].unknown_reason);
	ck_assert_uint_eq(st.access[2].requests, 4);
	ck_assert_uint_eq(st.access[2].sectors, 4);
	sim_stats_release(&st);
}
END_TEST

START_TEST(global_pointers_are_only_element_aligned)
{
	/* in[4 gid + i] through a float *: 4 LDG, 16 sectors each (measured:
	 * ew_gl_ld4, 32 requests and 512 sectors for 8 warps); through a
	 * float4 cast, one LDG.E.128 (ew_gl_ld4_cast: 8, 128) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out, const float *in) {\n"
		    "  int gid = blockIdx.x * blockDim.x + threadIdx.x;\n"
		    "  float sum = 0;\n"
		    "  for (int i = 0; i < 4; i++) sum += in[4 * gid + i];\n"
		    "  out[gid] = sum;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	ck_assert_uint_eq(k->accesses[0]->bytes, 4);
	ck_assert_uint_eq(st.totals.global_load_requests, 32);
	ck_assert_uint_eq(st.totals.global_load_sectors, 512);
	sim_stats_release(&st);
}
END_TEST

START_TEST(adjacent_reads_merge_when_aligned)
{
	/* a = s[2t]; b = s[2t + 1]: one LDS.64, 2 wavefronts (a phase of 16
	 * lanes covers 32 banks); s[2t + 1], s[2t + 2]: two LDS at stride 2,
	 * 2 wavefronts each (measured: ew_sh_pair 8 and 16, ew_sh_pair_odd 16
	 * and 32 for 8 warps) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out) {\n"
		    "  __shared__ float s[512];\n"
		    "  int t = threadIdx.x;\n"
		    "  float a = s[2 * t];\n"
		    "  float b = s[2 * t + 1];\n"
		    "  float c = s[2 * t + 1];\n"
		    "  float d = s[2 * t + 2];\n"
		    "  out[t] = a + b + c + d;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	/* b and c are the same word: c is b's value, read once (emitted
	 * rule 6, kernels/load_reuse.cu); d alone, as (c, d) would need c 8-byte
	 * aligned, which it is not */
	ck_assert_uint_eq(st.access[0].requests, 8);
	ck_assert_uint_eq(st.access[0].wavefronts, 16);
	ck_assert_uint_eq(st.access[1].requests, 0);
	ck_assert_uint_eq(st.access[2].requests, 0);
	ck_assert_uint_eq(st.access[3].requests, 8);
	ck_assert_uint_eq(st.access[3].wavefronts, 16);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_loop_too_big_to_unroll_keeps_its_loads)
{
	/* gemm.cu's 2D tiling: the dot loop (8 trips, a body of 91) is not
	 * unrolled, so As[(r * 8 + i) * 8 + dot] stays 8 LDS a trip, while
	 * the read along a row, Bs[dot * 128 + c * 8 + i], is 2 LDS.128
	 * (measured: 41,943,040 loads at 2048^3, 10 a trip) */
	const struct ir_kernel *k;

	load_source("__global__ void g(float *out) {\n"
		    "  __shared__ float As[1024], Bs[1024];\n"
		    "  int c = threadIdx.x % 16, r = threadIdx.x / 16;\n"
		    "  float res[64] = { 0 }, m[8], n[8];\n"
		    "  for (int dot = 0; dot < 8; dot++) {\n"
		    "    for (int i = 0; i < 8; i++) m[i] = As[(r * 8 + i) * 8 + dot];\n"
		    "    for (int i = 0; i < 8; i++) n[i] = Bs[dot * 128 + c * 8 + i];\n"
		    "    for (int i = 0; i < 8; i++)\n"
		    "      for (int j = 0; j < 8; j++) res[i * 8 + j] += m[i] * n[j];\n"
		    "  }\n"
		    "  out[threadIdx.x] = res[0];\n"
		    "}\n");
	k = kernel("g");
	ck_assert_uint_eq(k->accesses[0]->bytes, 4);
	ck_assert_uint_eq(k->accesses[1]->bytes, 16);
}
END_TEST

START_TEST(an_unused_increment_is_popc_inc)
{
	/* atomicAdd(&s[0], 1) dropped: ATOMS.POPC.INC, 1 wavefront a request;
	 * its value used: ATOMS.ADD, 32 (measured: at_sh_inc_unused 8 and
	 * at_sh_inc_used 256 wavefronts for 8 warps) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out) {\n"
		    "  __shared__ int s[32];\n"
		    "  atomicAdd(&s[0], 1);\n"
		    "  out[threadIdx.x] = atomicAdd(&s[0], 1);\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	ck_assert_int_eq(k->accesses[0]->atomic.result_unused, 1);
	ck_assert_int_eq(k->accesses[1]->atomic.result_unused, 0);
	ck_assert_uint_eq(st.access[0].wavefronts, 8);
	ck_assert_uint_eq(st.access[1].wavefronts, 256);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_shared_float_add_is_a_cas_loop_whose_trips_warps_share)
{
	/*
	 * atomicAdd on a shared float: LDS + ATOMS.CAST.SPIN until it sticks
	 * (simulator/atomic.c).  2 blocks of 4 warps.  Every lane on one word:
	 * warps take turns, warp p of a block finishing on trip 4 * 31 + 1 + p:
	 * 125 + 126 + 127 + 128 = 506 a block, 1012 ATOMS and 1012 LDS, 2
	 * wavefronts an ATOMS (measured: at_sh_add_float_used mod=1, 1012,
	 * 1012 and 2024).  Each lane its own word, the same in every warp:
	 * 1 + 2 + 3 + 4 = 10 a block, 20 (measured: mod=32, 20, 20, 40).
	 * Each lane its own word in the whole block (s[threadIdx.x]): no warp
	 * meets another, one trip each: 8 (derived).
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out, int mod) {\n"
		    "  __shared__ float s[128];\n"
		    "  int t = threadIdx.x;\n"
		    "  out[t] = (int)atomicAdd(&s[t % 32 % mod], 1.5f);\n"
		    "  atomicAdd(&s[t], 1.5f);\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", "mod=1", NULL, 0);
	ck_assert_uint_eq(st.access[0].requests, 1012);
	ck_assert_uint_eq(st.access[0].loop_loads, 1012);
	ck_assert_uint_eq(st.access[0].wavefronts, 2024);
	ck_assert_uint_eq(st.access[1].requests, 8);
	sim_stats_release(&st);
	simulate(&st, k, "2", "128", "mod=32", NULL, 0);
	ck_assert_uint_eq(st.access[0].requests, 20);
	ck_assert_uint_eq(st.access[0].loop_loads, 20);
	ck_assert_uint_eq(st.access[0].wavefronts, 40);
	sim_stats_release(&st);
}
END_TEST

START_TEST(warps_meet_at_a_cas_loop_in_groups)
{
	/*
	 * The warps of a block that touch a warp's busiest word take turns
	 * with it; others do not (simulator/atomic.c), derived by hand, 2
	 * blocks.  s[t % 64], 256 threads: lane l of warp w on word
	 * 32 (w % 2) + l; warps 0, 2, 4, 6 meet, and 1, 3, 5, 7: 1 + 2 + 3 +
	 * 4 trips a group, 40 in all (measured: at_sh_add_float_wrap, mod=64).
	 * s[t / 64], 256 threads: all 32 lanes of warps 2i and 2i + 1 on word
	 * i: 2 * 31 + 1 and + 2 trips a pair, 4 pairs, 1016.  s[(t + b) % 64]
	 * with b = blockIdx.x * 64: the block's part moves every warp alike,
	 * as s[t % 64]: 40.  s[t % 32 % m], all alike, m = 1: 1012 as before.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out, int m) {\n"
		    "  __shared__ float s[128];\n"
		    "  int t = threadIdx.x, b = blockIdx.x * 64;\n"
		    "  out[t] = (int)atomicAdd(&s[t % 64], 1.5f);\n"
		    "  out[t] = (int)atomicAdd(&s[t / 64], 1.5f);\n"
		    "  out[t] = (int)atomicAdd(&s[(t % 64) + b], 1.5f);\n"
		    "  out[t] = (int)atomicAdd(&s[t % 32 % m], 1.5f);\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "256", "m=1", NULL, 0);
	ck_assert_str_eq(k->accesses[0]->object, "s");
	ck_assert_uint_eq(st.access[0].requests, 40);
	ck_assert_uint_eq(st.access[2].requests, 1016);
	ck_assert_uint_eq(st.access[4].requests, 40);
	ck_assert_uint_eq(st.access[6].requests, 2 * (64 * 31 + 36));
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_cas_loops_swap_costs_its_lanes_not_their_banks)
{
	/*
	 * An ATOMS.CAST.SPIN trip takes 2 wavefronts for every 128 bytes
	 * its lanes need, their words' banks aside (simulator/atomic.c).
	 * s[t % 80], 2 blocks of 4 warps: warp 2 holds words 64-79 and 0-15,
	 * two words in each of banks 0-15.  Trips by the turns: 1 + 1 + 2 + 2
	 * a block (warp 2 meets warp 0 at 0-15, warp 3 warps 0 and 1), 12;
	 * a swap of 32 words is 2 wavefronts however they fall in banks, 24,
	 * not twice the load's 2 for warp 2 (32).  Measured
	 * (at_sh_add_float_wrap mod=80, h200-2026-11-30-ldgsts): 12 and 24.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out) {\n"
		    "  __shared__ float s[128];\n"
		    "  int t = threadIdx.x;\n"
		    "  out[t] = (int)atomicAdd(&s[t % 80], 1.5f);\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	ck_assert_uint_eq(st.access[0].requests, 12);
	ck_assert_uint_eq(st.access[0].wavefronts, 24);
	sim_stats_release(&st);
}
END_TEST

START_TEST(hand_written_cas_loops_are_recognised)
{
	/*
	 * do { seen = old; old = atomicCAS(p, seen, f(seen)); } while (old !=
	 * seen): the turns of a float add loop, one ATOMS.CAS a trip and no
	 * LDS (analyzer/frontend/cas.c).  Derived by hand: one warp (32
	 * threads, 1 block) on one word lands a lane a trip, 32 trips; a CAS
	 * costs twice its active lanes on one word (each lane in its bank,
	 * doubled), 2 (32 + 31 + ... + 1) = 1056 wavefronts (measured:
	 * at_sh_cas_add, 2 blocks of 32 threads, 2112).  The lanes leave the
	 * loop one a trip and each stores out[t] alone: 32 requests of one
	 * sector (measured: 64 and 64 for the 2 blocks).  2 blocks of 4
	 * warps: 1012 trips (as at_sh_add_float_used, mod=1); a word a lane,
	 * 20 trips of 2 wavefronts (measured for at_sh_cas_loop, mod=32: 20
	 * ATOMS, 40 wavefronts).  A break before the CAS: between 0 and the
	 * exact count; a new value by fmaxf: between 1 and it.  A loop that
	 * continues, or tests another thing, is not this shape.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out, int m, float v) {\n"
		    "  __shared__ int s[32];\n"
		    "  int t = threadIdx.x, old = s[t % 32 % m], seen;\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen,\n"
		    "                    __float_as_int(__int_as_float(seen) + 1.5f));\n"
		    "  } while (old != seen);\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    if (__int_as_float(seen) >= v) break;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen, __float_as_int(v));\n"
		    "  } while (seen != old);\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen,\n"
		    "                    __float_as_int(fmaxf(v, __int_as_float(seen))));\n"
		    "  } while (old != seen);\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    if (v > 1.0f) continue;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen, seen + 1);\n"
		    "  } while (old != seen);\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen, seen + 1);\n"
		    "  } while (old == seen);\n"
		    "  out[t] = old;\n"
		    "}\n"
		    "__global__ void h(int *out, int m) {\n"
		    "  __shared__ int s[32];\n"
		    "  int t = threadIdx.x, old = s[t % 32 % m], seen;\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    old = atomicCAS(&s[t % 32 % m], seen, seen + 1);\n"
		    "  } while (old != seen);\n"
		    "  out[t] = old;\n"
		    "}\n");
	k = kernel("h");
	simulate(&st, k, "1", "32", "m=1", NULL, 0);
	ck_assert_uint_eq(st.totals.global_store_requests, 32);
	ck_assert_uint_eq(st.totals.global_store_sectors, 32);
	sim_stats_release(&st);
	simulate(&st, k, "1", "32", "m=32", NULL, 0);
	ck_assert_uint_eq(st.totals.global_store_requests, 1);
	sim_stats_release(&st);
	k = kernel("g");
	ck_assert_int_eq(k->naccesses, 7);
	ck_assert_int_eq(k->accesses[1]->atomic.cas_loop, CAS_LOOP_EXACT);
	ck_assert_int_eq(k->accesses[2]->atomic.cas_loop, CAS_LOOP_RANGE);
	ck_assert_int_eq(k->accesses[2]->atomic.cas_fewest, 0);
	ck_assert_int_eq(k->accesses[3]->atomic.cas_loop, CAS_LOOP_RANGE);
	ck_assert_int_eq(k->accesses[3]->atomic.cas_fewest, 1);
	ck_assert_int_eq(k->accesses[4]->atomic.cas_loop, CAS_LOOP_NONE);
	ck_assert_int_eq(k->accesses[5]->atomic.cas_loop, CAS_LOOP_NONE);
	simulate(&st, k, "1", "32", "m=1", NULL, 0);
	ck_assert_uint_eq(st.access[1].requests, 32);
	ck_assert_uint_eq(st.access[1].wavefronts, 1056);
	ck_assert_uint_eq(st.access[1].loop_loads, 0);
	ck_assert_uint_eq(st.access[2].requests, 32);
	ck_assert_uint_eq(st.access[2].fewest_requests, 0);
	ck_assert_uint_eq(st.access[3].fewest_requests, 1);
	ck_assert_uint_eq(st.access[3].fewest_wavefronts, 64);
	sim_stats_release(&st);
	simulate(&st, k, "2", "128", "m=1", NULL, 0);
	ck_assert_uint_eq(st.access[1].requests, 1012);
	sim_stats_release(&st);
	simulate(&st, k, "2", "128", "m=32", NULL, 0);
	ck_assert_uint_eq(st.access[1].requests, 20);
	ck_assert_uint_eq(st.access[1].wavefronts, 40);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_global_cas_loop_is_a_range)
{
	/*
	 * On global memory the blocks meeting at a word run on different
	 * multiprocessors, not in step (simulator/atomic.c): a warp takes at
	 * fewest its busiest word's m lanes, at most W * blocks * m trips.
	 * By hand, 2 blocks of 4 warps, all lanes on one word (m 32): 8 * 32
	 * = 256 to 8 * 4 * 2 * 32 = 2048 (measured: at_gl_cas_loop mod=1,
	 * 1,316 and 1,430); a word a lane: 8 to 64 (measured 36).  With the
	 * word chosen by block (g[blockIdx.x]) the blocks do not meet: one
	 * word, 256 to 8 * 4 * 32 = 1024.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(int *out, int *g, int m) {\n"
		    "  int t = threadIdx.x, *p = g + t % 32 % m, old = *p, seen;\n"
		    "  int *q = g + blockIdx.x, o2 = *q, s2;\n"
		    "  do {\n"
		    "    seen = old;\n"
		    "    old = atomicCAS(p, seen, __float_as_int(__int_as_float(seen) + 1.0f));\n"
		    "  } while (old != seen);\n"
		    "  do {\n"
		    "    s2 = o2;\n"
		    "    o2 = atomicCAS(q, s2, s2 + 1);\n"
		    "  } while (o2 != s2);\n"
		    "  out[t] = old + o2;\n"
		    "}\n");
	k = kernel("g");
	ck_assert_int_eq(k->accesses[2]->atomic.cas_loop, CAS_LOOP_EXACT);
	simulate(&st, k, "2", "128", "m=1", NULL, 0);
	ck_assert_uint_eq(st.access[2].fewest_requests, 256);
	ck_assert_uint_eq(st.access[2].requests, 2048);
	ck_assert_uint_eq(st.access[3].fewest_requests, 256);
	ck_assert_uint_eq(st.access[3].requests, 1024);
	sim_stats_release(&st);
	simulate(&st, k, "2", "128", "m=32", NULL, 0);
	ck_assert_uint_eq(st.access[2].fewest_requests, 8);
	ck_assert_uint_eq(st.access[2].requests, 64);
	sim_stats_release(&st);
}
END_TEST

START_TEST(an_async_copy_counts_its_shared_side)
{
	/*
	 * An LDGSTS's shared-side wavefronts (simulator/copy.c), by hand, 2
	 * blocks of 4 warps.  4 bytes, shared stride 2 words, global stride
	 * 1: a store takes 2 wavefronts, the warp reads one 128-byte line:
	 * 2 a request, 16.  8 bytes into s2[t] from in2[4 gid] (32 bytes
	 * apart): the store 2, the lines 32 * 32 / 128 = 8: 8, 64.  16 bytes
	 * into s4[t] from in4[gid]: one distance between the layouts; the
	 * store 4 (4 phases of 8 lanes over 32 banks), 4 lines: 4, 32.  Into
	 * s4[2 t] from in4[gid]: the layouts differ, a wavefront a lane: 256.
	 * 4 bytes into s[t] from in[gid + 1]: 128 bytes over two lines, but
	 * one 128-byte span from the lowest lane: 1, 8.  (Measured alike,
	 * async_copy.cu: ac_pipe4 ss=2 gs=1, 16; ac_pipe8 ss=1 gs=4, 64;
	 * ac_pipe16 ss=1 gs=1, 32; ss=2 gs=1, 256; ac_pipe4_off ss=1 gs=1, 8.)
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;
	uint64_t want[5] = { 16, 64, 32, 256, 8 };
	int i, n = 0;

	load_source("#include <cuda_pipeline.h>\n"
		    "__global__ void g(float *out, const float *in, const float2 *in2,\n"
		    "                  const float4 *in4) {\n"
		    "  __shared__ __align__(16) float s[256];\n"
		    "  __shared__ float2 s2[128];\n"
		    "  __shared__ float4 s4[256];\n"
		    "  int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;\n"
		    "  __pipeline_memcpy_async(&s[2 * t], &in[gid], 4);\n"
		    "  __pipeline_memcpy_async(&s2[t], &in2[4 * gid], 8);\n"
		    "  __pipeline_memcpy_async(&s4[t], &in4[gid], 16);\n"
		    "  __pipeline_memcpy_async(&s4[2 * t], &in4[gid], 16);\n"
		    "  __pipeline_memcpy_async(&s[t], &in[gid + 1], 4);\n"
		    "  __pipeline_commit();\n"
		    "  __pipeline_wait_prior(0);\n"
		    "  out[gid] = s[t];\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	for (i = 0; i < k->naccesses; i++) {
		if (!k->accesses[i]->copy_dst)
			continue;
		ck_assert_int_lt(n, 5);
		ck_assert_int_eq(k->accesses[i]->space, SPACE_GLOBAL);
		ck_assert_uint_eq(st.access[i].requests, 8);
		ck_assert_uint_eq(st.access[i].copy_wavefronts, want[n]);
		n++;
	}
	ck_assert_int_eq(n, 5);
	sim_stats_release(&st);
}
END_TEST

START_TEST(rotated_rows_of_16_byte_copies)
{
	/*
	 * 16-byte copies by rows of 4 lanes (64 bytes, each row its own
	 * global line), the chunks rotated within the shared row by rot
	 * chunks (async_copy.cu ac_pipe16_rows gs=128,
	 * h200-2026-12-02-ldgsts-rows: 64, 128, 64, 128 for 8 requests): 1
	 * wavefront a row unrotated or rotated by 32 bytes, 2 when by 16 or
	 * 48 (a global sector split over two shared ones): 8, 16, 8, 16,
	 * the loop's one copy 48 in 4 requests.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;
	int i, n = 0;

	load_source("#include <cuda_pipeline.h>\n"
		    "__global__ void g(float *out, const float *in) {\n"
		    "  __shared__ __align__(16) float s[4][512];\n"
		    "  int t = threadIdx.x, r = t / 4, c = t % 4;\n"
		    "  for (int rot = 0; rot < 4; rot++)\n"
		    "    __pipeline_memcpy_async(&s[rot][16 * r + 4 * ((c + rot) % 4)], &in[4 * (r * 128 + c)], 16);\n"
		    "  __pipeline_commit();\n"
		    "  __pipeline_wait_prior(0);\n"
		    "  out[t] = s[0][t];\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	for (i = 0; i < k->naccesses; i++) {
		if (!k->accesses[i]->copy_dst)
			continue;
		ck_assert_uint_eq(st.access[i].requests, 4);
		ck_assert_uint_eq(st.access[i].copy_wavefronts, 48);
		n++;
	}
	ck_assert_int_eq(n, 1);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_copy_writes_its_spans_as_they_come)
{
	/*
	 * 4- and 8-byte copies whose store conflicts (simulator/copy.c), one
	 * warp, one request each:
	 *   a transposed tile as gemm_steps.cu's sgemm_async_buffer loads
	 *     it, row r = t / 4 and column c = t % 4 of A (rows 8 KB apart:
	 *     8 spans of 4 lanes) into As[c * 512 + r] (the 4 lanes of a
	 *     row at one bank): span r writes on wavefronts r to r + 3, 11
	 *     in all (h200-2026-12-01-gemmsteps: 768 wavefronts a block and
	 *     tile, 8 warps of 8 such copies and 2 16-byte ones of 4: 8 x 8
	 *     x 11 + 8 x 2 x 4);
	 *   8 bytes from 256 contiguous bytes (2 spans) into s2[2 * t]
	 *     (lanes 16 bytes apart, lane l at the banks of lane l + 8): 4
	 *     (async_copy.cu ac_pipe8 ss=2 gs=1, h200-2026-11-30: 32 for 8
	 *     requests).
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;
	uint64_t want[2] = { 11, 4 };
	int i, n = 0;

	load_source("#include <cuda_pipeline.h>\n"
		    "__global__ void g(float *out, const float *A, const float2 *in2) {\n"
		    "  __shared__ float As[2048];\n"
		    "  __shared__ float2 s2[64];\n"
		    "  int t = threadIdx.x, r = t / 4, c = t % 4;\n"
		    "  __pipeline_memcpy_async(&As[c * 512 + r], &A[r * 2048 + c * 4], 4);\n"
		    "  __pipeline_memcpy_async(&s2[2 * t], &in2[t], 8);\n"
		    "  __pipeline_commit();\n"
		    "  __pipeline_wait_prior(0);\n"
		    "  out[t] = As[t] + s2[t].x;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	for (i = 0; i < k->naccesses; i++) {
		if (!k->accesses[i]->copy_dst)
			continue;
		ck_assert_int_lt(n, 2);
		ck_assert_uint_eq(st.access[i].requests, 1);
		ck_assert_uint_eq(st.access[i].copy_wavefronts, want[n]);
		n++;
	}
	ck_assert_int_eq(n, 2);
	sim_stats_release(&st);
}
END_TEST

START_TEST(parameters_the_kernel_writes_are_followed)
{
	/*
	 * Derived by hand.  A moved past a block's 32 floats and one more: a
	 * warp's 32 floats from byte 4 of a sector span 5 sectors (4 were
	 * A read at offset 0); then A moved 32 floats a pass, n = 64 halved
	 * while above 1: 6 passes (64, 32, 16, 8, 4, 2), each 5 sectors.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__global__ void g(const float *A, float *out, int n) {\n"
		    "  A += blockIdx.x * 32 + 1;\n"
		    "  float s = 0.0f;\n"
		    "  while (n > 1) {\n"
		    "    s += A[threadIdx.x];\n"
		    "    A += 32;\n"
		    "    n >>= 1;\n"
		    "  }\n"
		    "  out[blockIdx.x * 32 + threadIdx.x] = s;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "32", "n=64", NULL, 0);
	ck_assert_uint_eq(st.access[0].requests, 12);
	ck_assert_uint_eq(st.access[0].sectors, 60);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_16_byte_copy_off_a_line_counts_lines_and_rows)
{
	/*
	 * 16-byte copies shifted off 128-byte boundaries (simulator/copy.c),
	 * 2 blocks of 4 warps, measured on the H200 (async_copy.cu
	 * ac_pipe16_shift, h200-2026-11-30-atom2), LDGSTS wavefronts then
	 * global sectors:
	 *   into s4[t + 1] from in4[gid + 1]: the same shift of 16 bytes on
	 *     both sides; 5 (line, row) groups (lanes 0-6, 7-14, 15-22,
	 *     23-30, 31), and lanes 15 and 16 of two half-warps share a
	 *     sector: 6 a request, 48; sectors: the shared side's 17, 136;
	 *   into s4[t] from in4[gid + 1]: 16 bytes apart, so a group of 7
	 *     lanes takes 2 and one of 1 lane 1: 12 a request, 96; sectors:
	 *     16 shared ones, and lanes 6 and 7 (14 and 15, 22 and 23, 30
	 *     and 31) share one while reading two lines: 20 a request, 160;
	 *   into s4[t + 2] from in4[gid]: 32 bytes apart, a wavefront a
	 *     group, 8 groups: 64; sectors 16 a request, 128;
	 * and in the next run (h200-2026-11-30-ldgsts):
	 *   into s4[t + 3] from in4[gid]: groups of 5 and 3 lanes, 48 bytes
	 *     apart, each split: 16 a request, 128; sectors 20, 160;
	 *   into s4[t + 4] from in4[gid + 4]: 5 groups, no sector of two
	 *     half-warps: 5 a request, 40; sectors 16, 128;
	 * and rotated, lane l of a warp copying its warp's float4 (l + r) %
	 * 32 (h200-2026-12-01-run2, which ruled out half-warps for 256-byte
	 * spans from the lowest lane's address):
	 *   r = 1, both sides 16 bytes on: 48, sectors 136;
	 *   r = 1, aligned: 32, sectors 128;
	 *   r = 8, both sides 16 bytes on: 48, sectors 136.
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;
	uint64_t want_wf[8] = { 48, 96, 64, 128, 40, 48, 32, 48 };
	uint64_t want_sec[8] = { 136, 160, 128, 160, 128, 136, 128, 136 };
	int i, n = 0;

	load_source("#include <cuda_pipeline.h>\n"
		    "__global__ void g(float *out, const float4 *in4) {\n"
		    "  __shared__ float4 s4[512];\n"
		    "  int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;\n"
		    "  __pipeline_memcpy_async(&s4[t + 1], &in4[gid + 1], 16);\n"
		    "  __pipeline_memcpy_async(&s4[t], &in4[gid + 1], 16);\n"
		    "  __pipeline_memcpy_async(&s4[t + 2], &in4[gid], 16);\n"
		    "  __pipeline_memcpy_async(&s4[t + 3], &in4[gid], 16);\n"
		    "  __pipeline_memcpy_async(&s4[t + 4], &in4[gid + 4], 16);\n"
		    "  int b = blockIdx.x * blockDim.x, e1 = t - t % 32 + (t % 32 + 1) % 32;\n"
		    "  int e8 = t - t % 32 + (t % 32 + 8) % 32;\n"
		    "  __pipeline_memcpy_async(&s4[e1 + 1], &in4[b + e1 + 1], 16);\n"
		    "  __pipeline_memcpy_async(&s4[e1], &in4[b + e1], 16);\n"
		    "  __pipeline_memcpy_async(&s4[e8 + 1], &in4[b + e8 + 1], 16);\n"
		    "  __pipeline_commit();\n"
		    "  __pipeline_wait_prior(0);\n"
		    "  out[gid] = s4[t].x;\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	for (i = 0; i < k->naccesses; i++) {
		if (!k->accesses[i]->copy_dst)
			continue;
		ck_assert_int_lt(n, 8);
		ck_assert_uint_eq(st.access[i].requests, 8);
		ck_assert_uint_eq(st.access[i].copy_wavefronts, want_wf[n]);
		ck_assert_uint_eq(st.access[i].sectors, want_sec[n]);
		n++;
	}
	ck_assert_int_eq(n, 8);
	sim_stats_release(&st);
}
END_TEST

START_TEST(a_16_byte_copy_into_xor_swizzled_rows)
{
	/*
	 * Rows of 8 lanes, 128 bytes each, the shared side's 16-byte chunks
	 * XOR-swizzled (simulator/copy.c), 2 blocks of 4 warps, measured on
	 * the H200 (async_copy.cu ac_pipe16_xor, h200-2026-12-03-ldgsts-xor):
	 * one wavefront a row for every key, 32 for the 8 requests; keys 1
	 * and 3 swap the halves of each global sector inside one shared
	 * sector, which the distance of each lane took for two groups a row
	 * (64), and `row % 8` for one in two rows (48).
	 */
	struct kernel_stats st;
	const struct ir_kernel *k;
	int i, n = 0;

	load_source("#include <cuda_pipeline.h>\n"
		    "__global__ void g(float *out, const float *in) {\n"
		    "  __shared__ __align__(16) float s[4096];\n"
		    "  int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;\n"
		    "  int r = gid / 8, c = gid % 8;\n"
		    "  __pipeline_memcpy_async(&s[32 * (t / 8) + 4 * (c ^ 1)], &in[4 * (r * 8 + c)], 16);\n"
		    "  __pipeline_memcpy_async(&s[32 * (t / 8) + 4 * (c ^ 3)], &in[4 * (r * 8 + c)], 16);\n"
		    "  __pipeline_memcpy_async(&s[32 * (t / 8) + 4 * (c ^ (r % 8))], &in[4 * (r * 64 + c)], 16);\n"
		    "  __pipeline_commit();\n"
		    "  __pipeline_wait_prior(0);\n"
		    "  out[gid] = s[t];\n"
		    "}\n");
	k = kernel("g");
	simulate(&st, k, "2", "128", NULL, NULL, 0);
	for (i = 0; i < k->naccesses; i++) {
		if (!k->accesses[i]->copy_dst)
			continue;
		ck_assert_uint_eq(st.access[i].requests, 8);
		ck_assert_uint_eq(st.access[i].copy_wavefronts, 32);
		n++;
	}
	ck_assert_int_eq(n, 3);
	sim_stats_release(&st);
}
END_TEST

START_TEST(compilation_database_gives_each_file_its_flags)
{
	/* the include folder and the macro come only from the database */
	char dir[] = "/tmp/warpcheck-compdb-XXXXXX", path[128], cmd[512];
	struct frontend_options o = { .arch = "sm_90" };
	const struct ir_kernel *k;
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "mkdir -p %s/inc %s/build", dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(path, sizeof(path), "%s/inc/w.h", dir);
	f = fopen(path, "w");
	fputs("#define W 32\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/build/compile_commands.json", dir);
	f = fopen(path, "w");
	fprintf(f, "[{\"directory\": \"%s/build\", \"command\": \"nvcc -arch=sm_90 -I../inc "
		   "-DPAD=1 -Xcompiler -fPIC -c ../k.cu\", \"file\": \"../k.cu\"}]\n", dir);
	fclose(f);
	snprintf(path, sizeof(path), "%s/k.cu", dir);
	f = fopen(path, "w");
	fputs("#include \"w.h\"\n__global__ void k(float *o) {\n"
	      "  __shared__ float t[W][W + PAD];\n  o[threadIdx.x] = t[threadIdx.x][0];\n}\n", f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "%s/build", dir);
	o.compdb_dir = cmd;
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	pipeline_emit(TU);
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	k = kernel("k");
	ck_assert_int_eq(k->shared[0].dims[1], 33);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(an_include_is_found_from_inside_its_own_folder)
{
	/* `#include "device/w.h"` in device/k.cu, linted from inside
	 * device/ (no -I): the header is found, and the folder put on the
	 * path is the one above, not the header's name */
	char dir[] = "/tmp/warpcheck-inside-XXXXXX", path[128], cmd[160], *cwd;
	struct frontend_options o = { .arch = "sm_90" };
	const struct ir_kernel *k;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "mkdir -p %s/device", dir);
	ck_assert_int_eq(system(cmd), 0);
	test_write_file(dir, "device/w.h", "#define W 32\n");
	test_write_file(dir, "device/k.cu",
			"#include \"device/w.h\"\n__global__ void k(float *o) {\n"
			"  __shared__ float t[W][W + 1];\n  o[threadIdx.x] = t[threadIdx.x][0];\n}\n");
	cwd = getcwd(NULL, 0);
	snprintf(path, sizeof(path), "%s/device", dir);
	ck_assert_int_eq(chdir(path), 0);
	ck_assert_int_eq(frontend_load(&TU, "k.cu", &o, &D), 0);
	ck_assert_int_eq(chdir(cwd), 0);
	free(cwd);
	pipeline_emit(TU);
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	k = kernel("k");
	ck_assert_int_eq(k->shared[0].dims[1], 33);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/*
 * An includer tried for a header is of no use with errors (lint_file.c
 * sets it aside), so with stop_at_errors the front end parses it and
 * lists the files it read, and translates no kernel; without errors, or
 * without the option, the kernels are there.
 */
START_TEST(a_trial_with_errors_is_parsed_not_translated)
{
	char dir[] = "/tmp/warpcheck-trial-XXXXXX", path[128], cmd[160];
	struct frontend_options o = { .arch = "sm_90", .stop_at_errors = 1 };
	int i;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	test_write_file(dir, "w.h", "#define W 32\n");
	test_write_file(dir, "bad.cu", "#include \"w.h\"\n"
			"__device__ int offset() { return undeclared_offset; }\n"
			"__global__ void k(float *x) { x[threadIdx.x * W] = 0; }\n");
	test_write_file(dir, "good.cu", "#include \"w.h\"\n"
			"__global__ void k(float *x) { x[threadIdx.x * W] = 0; }\n");
	snprintf(path, sizeof(path), "%s/bad.cu", dir);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	ck_assert_int_gt(D.count[SEV_ERROR], 0);
	ck_assert_ptr_null(TU->kernels);
	for (i = 0; i < TU->ninputs && !strstr(TU->inputs[i].path, "/w.h"); i++)
		;
	ck_assert_int_lt(i, TU->ninputs);   /* the header it read is listed */
	ir_tu_release(TU);
	o.stop_at_errors = 0;
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	ck_assert_ptr_nonnull(kernel("k"));
	ir_tu_release(TU);
	diag_list_release(&D);
	diag_list_init(&D);
	o.stop_at_errors = 1;
	snprintf(path, sizeof(path), "%s/good.cu", dir);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	ck_assert_ptr_nonnull(kernel("k"));
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/*
 * A host error quotes punctuation ("expected ')'"): that names no block a
 * macro test would choose, so the file is parsed once, not again with the
 * build's USE_FAST to see whether fewer errors follow.
 */
START_TEST(punctuation_in_an_error_tests_no_macro)
{
	char dir[] = "/tmp/warpcheck-punct-XXXXXX", path[128], cmd[160];
	struct frontend_options o = { .arch = "sm_90" };

	ck_assert_ptr_nonnull(mkdtemp(dir));
	test_write_file(dir, "CMakeLists.txt", "add_definitions(-DUSE_FAST=1)\n");
	test_write_file(dir, "k.cu",
		"#ifdef USE_FAST\n"
		"#define TWICE(x) (((x)) * 2)\n"
		"#endif\n"
		"void host(void) { int a = (1 + 2; }\n"
		"__global__ void k(float *out) { out[threadIdx.x] = 0; }\n");
	snprintf(path, sizeof(path), "%s/k.cu", dir);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	ck_assert_int_eq(TU->parses, 1);
	ck_assert_ptr_nonnull(kernel("k"));
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(build_files_define_the_macros_a_header_asks_for)
{
	/* each form a build file writes a definition in, and the words that
	 * are no definition (an option's name, a ${variable}, a test) */
	static const struct {
		const char *text, *macro, *value, *file;  /* file: CMakeLists.txt */
	} forms[] = {
		{ "list(APPEND D -DHALF=1)\n", "HALF", "1", NULL },
		{ "set(F \"-DHALF -O3\")\n", "HALF", "1", NULL },
		{ "add_compile_definitions(HALF=2)\n", "HALF", "2", NULL },
		{ "compile_option(HALF 1)\n", "HALF", "1", NULL },
		{ "compile_option( HALF OFF )\n", "HALF", "0", NULL },
		{ "define_macros=[(\"HALF\", \"3\")]\n", "HALF", "3", NULL },
		{ "option(HALF \"doc\" ON)\nif (HALF)\nset(X ${HALF})\n"
		  "list(APPEND D -DHALF=${HALF})\n", "HALF", NULL, NULL },
		{ "option(HALF \"doc\" ON)\nadd_definitions(-DNOT_HALF=1 -DHALF_X=2)\n"
		  "add_definitions(-DHALF=4)\n", "HALF", "4", NULL },
		/* in CMake, the branch the options' defaults take: an inner
		 * if () under an outer one left out is left out too */
		{ "option(A \"doc\" OFF)\noption(B \"doc\" ON)\nif (A)\n  if (B)\n"
		  "    compile_option(HALF 1)\n  endif()\nelse()\n  compile_option(HALF 2)\n"
		  "endif()\n", "HALF", "2", NULL },
		/* an elseif () whose condition is not one option: taken */
		{ "option(A \"doc\" OFF)\nif (A)\ncompile_option(HALF 1)\n"
		  "elseif (X AND Y)\ncompile_option(HALF 5)\nendif()\n", "HALF", "5", NULL },
		{ "option(A \"doc\" ON)\nif (NOT A)\ncompile_option(HALF 1)\nelse()\n"
		  "compile_option(HALF 6)\nendif()\n", "HALF", "6", NULL },
		/* the build's GPU switch is on whatever its default */
		{ "option(USE_CUDA \"doc\" OFF)\nif (USE_CUDA)\ncompile_option(HALF 7)\n"
		  "else()\ncompile_option(HALF 0)\nendif()\n", "HALF", "7", NULL },
		/* a condition that is no option: not judged */
		{ "if (${FLAVOUR} STREQUAL \"x\")\ncompile_option(HALF 8)\nendif()\n", "HALF", "8", NULL },
		/* the platform, as Linux */
		{ "if (WIN32)\ncompile_option(HALF 1)\nelse()\ncompile_option(HALF 9)\nendif()\n",
		  "HALF", "9", NULL },
		{ "if (CMAKE_SYSTEM_NAME STREQUAL \"Windows\")\ncompile_option(HALF 1)\n"
		  "elseif (CMAKE_SYSTEM_NAME STREQUAL \"Linux\")\ncompile_option(HALF 10)\nendif()\n",
		  "HALF", "10", NULL },
		/* after a branch taken, neither an elseif () nor the else() is */
		{ "option(A \"doc\" ON)\nif (A)\nset(Y 1)\nelseif (X)\ncompile_option(HALF 1)\n"
		  "else()\ncompile_option(HALF 2)\nendif()\ncompile_option(HALF 12)\n", "HALF", "12", NULL },
		/* a Makefile's ifeq of a variable the file sets: the other
		 * branches are left out (an else ifeq after one taken too) */
		{ "OS_LINUX := 1\nifeq ($(OS_LINUX), 1)\n  F += -DLINUX\n"
		  "else ifeq ($(OS_WINDOWS), 1)\n  F += -DHALF\nendif\n", "HALF", NULL, "common.mk" },
		{ "OS_LINUX = 1\nifneq ($(OS_LINUX),1)\n  F += -DHALF=3\nelse\n  F += -DHALF=4\n"
		  "endif\n", "HALF", "4", "Makefile" },
		/* a default (`?=`) the including Makefile overrides: not judged */
		{ "GPU ?= NOT_SET\nifeq ($(GPU),H100)\n  F += -DHALF=6\nendif\n", "HALF", "6",
		  "common.mk" },
		/* a variable the file does not set: not judged */
		{ "ifeq ($(GPU),H100)\n  F += -DHALF=5\nendif\n", "HALF", "5", "common.mk" },
	};
	char dir[] = "/tmp/warpcheck-define-XXXXXX", path[128], cmd[160];
	struct arena a;
	unsigned i;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "mkdir -p %s/src", dir);
	ck_assert_int_eq(system(cmd), 0);
	arena_init(&a, 0);
	for (i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
		const char *value, *from;
		FILE *f;

		const char *file = forms[i].file ? forms[i].file : "CMakeLists.txt";

		snprintf(cmd, sizeof(cmd), "rm -f %s/CMakeLists.txt %s/*.mk %s/Makefile", dir, dir, dir);
		ck_assert_int_eq(system(cmd), 0);
		snprintf(path, sizeof(path), "%s/%s", dir, file);
		f = fopen(path, "w");
		fputs(forms[i].text, f);
		fclose(f);
		snprintf(path, sizeof(path), "%s/src/k.cuh", dir);
		ck_assert_int_eq(nearby_define(&a, path, forms[i].macro, &value, &from),
				 forms[i].value != NULL);
		if (forms[i].value) {
			ck_assert_str_eq(value, forms[i].value);
			ck_assert_ptr_nonnull(strstr(from, file));
		}
	}
	arena_release(&a);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(header_text_says_which_includers_launch)
{
	/* a kernel, its launcher, a header's member function calling that
	 * (via), and five includers: one through the member function, one
	 * that only mentions the names in a comment and a string, one
	 * through a macro of its own, one through a header of its own that
	 * launches without including the kernel's */
	static const char *const bad[] = {
		/* a table of kernels at namespace scope */
		"template <typename T> __global__ void scale_kernel(T *x, int n) {}\n"
		"static void (*table[])(float *, int) = { scale_kernel<float> };\n",
		/* kernels a macro defines */
		"#define KERNEL(name) __global__ void name(float *x) { x[0] = 0; }\n"
		"KERNEL(zero)\n",
		/* no kernel */
		"__device__ float twice(float x) { return 2 * x; }\n",
	};
	char dir[] = "/tmp/warpcheck-textcalls-XXXXXX", path[128], cmd[160];
	const char *inc[5], *via[1];
	struct arena a;
	unsigned i;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	arena_init(&a, 0);
	test_write_file(dir, "k.cuh",
		 "// scale_kernel, named in a comment\n#pragma once\n"
		 "template <typename T>\n__global__ void __launch_bounds__(256)\n"
		 "scale_kernel(T *x, int n) { x[threadIdx.x] *= 2; }\n"
		 "template <typename T> void launch_scale(T *x, int n)\n"
		 "{\n  scale_kernel<T><<<n / 256, 256>>>(x, n);\n}\n");
	test_write_file(dir, "ops.cuh", "#include \"k.cuh\"\n"
		 "struct Ops {\n  void run(float *x, int n) const { if (n) { launch_scale(x, n); } }\n};\n");
	test_write_file(dir, "launch.h", "void go() { scale_kernel<float><<<1, 32>>>(0, 32); }\n");
	test_write_file(dir, "a.cu", "#include \"ops.cuh\"\nint main() { Ops o; o.run(0, 256); }\n");
	test_write_file(dir, "b.cu", "#include \"k.cuh\"\n/* launch_scale */\n"
		 "int main() { const char *s = \"scale_kernel\"; return s[0]; }\n");
	test_write_file(dir, "c.cu", "#include \"k.cuh\"\n#define GO(k) k<float><<<1, 256>>>(0, 256)\n"
		 "int main() { GO(scale_kernel); }\n");
	test_write_file(dir, "d.cu", "#include \"k.cuh\"\n#include \"launch.h\"\nint main() { go(); }\n");
	/* a macro that pastes the kernel's name together */
	test_write_file(dir, "e.cu", "#include \"k.cuh\"\n#define RUN(op) op##_kernel<float><<<1, 32>>>(0, 32)\n"
		 "int main() { RUN(scale); }\n");
	snprintf(path, sizeof(path), "%s/k.cuh", dir);
	via[0] = arena_printf(&a, "%s/ops.cuh", dir);
	inc[0] = arena_printf(&a, "%s/b.cu", dir);
	inc[1] = arena_printf(&a, "%s/a.cu", dir);
	inc[2] = arena_printf(&a, "%s/c.cu", dir);
	inc[3] = arena_printf(&a, "%s/d.cu", dir);
	inc[4] = arena_printf(&a, "%s/e.cu", dir);
	ck_assert_int_eq(nearby_launching_first(&a, path, via, 1, inc, 5), 4);
	ck_assert_ptr_nonnull(strstr(inc[0], "/a.cu"));
	ck_assert_ptr_nonnull(strstr(inc[1], "/c.cu"));
	ck_assert_ptr_nonnull(strstr(inc[2], "/d.cu"));
	ck_assert_ptr_nonnull(strstr(inc[3], "/e.cu"));
	ck_assert_ptr_nonnull(strstr(inc[4], "/b.cu"));
	/* b.cu alone: nothing to parse it for */
	ck_assert_int_eq(nearby_launching_first(&a, path, via, 1, inc + 4, 1), 0);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		test_write_file(dir, "k.cuh", bad[i]);
		ck_assert_int_eq(nearby_launching_first(&a, path, via, 1, inc, 4), -1);
	}
	arena_release(&a);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(dependent_template_calls_are_read_in_one_parse)
{
	/* nvcc takes `vec<T>::copy<4>(...)` and `s.load<2>(...)` with T and
	 * S template parameters; clang wants `template` before each name.
	 * It is written in before the first parse (the names are function
	 * templates the header declares), not after a parse that fails on
	 * them; the column of `in[...]`, after the word on its line, is the
	 * column as written */
	static const char *const line = "\tout[threadIdx.x] = s.load<2>(threadIdx.x) + in[threadIdx.x];\n";
	char dir[] = "/tmp/warpcheck-predict-XXXXXX", path[128], cmd[160], text[1024];
	struct frontend_options o = { .arch = "sm_90" };
	const struct ir_kernel *k;
	int i, found = 0;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(text, sizeof(text),
		 "#pragma once\n"
		 "template <typename T> struct vec {\n"
		 "\ttemplate <int N> __device__ static void copy(T *d, const T *s)\n"
		 "\t{ for (int i = 0; i < N; i++) d[i] = s[i]; }\n"
		 "};\n"
		 "struct smem_t {\n"
		 "\tfloat *base;\n"
		 "\ttemplate <int N> __device__ float load(int i) const { return base[i * N]; }\n"
		 "};\n"
		 "template <typename T, typename S>\n"
		 "__device__ void step(T *out, const T *in, S s)\n"
		 "{\n"
		 "\tvec<T>::copy<4>(out + threadIdx.x * 4, in + threadIdx.x * 4);\n"
		 "%s"
		 "}\n", line);
	test_write_file(dir, "v.cuh", text);
	test_write_file(dir, "k.cu", "#include \"v.cuh\"\n"
		 "__global__ void k(float *out, const float *in)\n{\n"
		 "\t__shared__ float buf[256];\n\tsmem_t s{buf};\n"
		 "\tstep<float, smem_t>(out, in, s);\n}\n");
	snprintf(path, sizeof(path), "%s/k.cu", dir);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	ck_assert_int_eq(TU->parses, 1);
	k = kernel("k");
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *a = k->accesses[i];
		if (strcmp(a->object, "in") || a->loc.line != 14)
			continue;
		/* line 14 of v.cuh, `in[` where the text has it */
		ck_assert_int_eq(a->loc.col, (int)(strstr(line, "in[") - line) + 1);
		found++;
	}
	ck_assert_int_eq(found, 1);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

START_TEST(switch_falls_through_and_breaks)
{
	/* threadIdx.x % 4: case 0 stores s[tid * 32] for lanes 0, 4, .., 28:
	 * 8 words in bank 0, 8 wavefronts; cases 1 and 2 fall through to
	 * default with lane 3's: 24 lanes on s[tid], 1 wavefront (by hand) */
	struct kernel_stats st;

	load_source("__global__ void sw(float *out) {\n"
		    "  __shared__ float s[1024];\n"
		    "  switch (threadIdx.x % 4) {\n"
		    "  case 0: s[threadIdx.x * 32] = 1; break;\n"
		    "  case 1: case 2: out[0] = 0;\n"
		    "  default: s[threadIdx.x] = 2;\n"
		    "  }\n"
		    "}\n");
	simulate(&st, kernel("sw"), "1", "32", NULL, NULL, 0);
	ck_assert_uint_eq(st.access[0].wavefronts, 8);
	ck_assert_uint_eq(st.access[1].requests, 1);    /* out[0], 16 lanes */
	ck_assert_uint_eq(st.access[2].wavefronts, 1);
	ck_assert_uint_eq(st.access[2].requests, 1);
	ck_assert_uint_eq(st.access[0].uncertain_requests + st.access[2].uncertain_requests, 0);
	sim_stats_release(&st);
}
END_TEST

/* eight statements that touch no memory */
#define EIGHT_STATEMENTS "v += 1; v += 2; v += 3; v += 4; v -= 1; v -= 2; v -= 3; v -= 4;\n"
#define SEVENTY_TWO_STATEMENTS EIGHT_STATEMENTS EIGHT_STATEMENTS EIGHT_STATEMENTS \
	EIGHT_STATEMENTS EIGHT_STATEMENTS EIGHT_STATEMENTS EIGHT_STATEMENTS EIGHT_STATEMENTS \
	EIGHT_STATEMENTS

START_TEST(long_switch_and_helper_bodies_are_read_whole)
{
	/* a switch's case and a helper each run 72 statements before their
	 * access, more than one fixed buffer of a node's children holds:
	 * both accesses are still there, one request each for one warp
	 * (by hand) */
	struct kernel_stats st;
	const struct ir_kernel *k;

	load_source("__device__ float slow(float *p) {\n"
		    "  float v = 0;\n"
		    SEVENTY_TWO_STATEMENTS
		    "  return v + p[threadIdx.x];\n"
		    "}\n"
		    "__global__ void sw(float *out, int m) {\n"
		    "  float v = 0;\n"
		    "  switch (m) {\n"
		    "  case 0:\n"
		    SEVENTY_TWO_STATEMENTS
		    "    out[threadIdx.x] = v + slow(out);\n"
		    "    break;\n"
		    "  }\n"
		    "}\n");
	k = kernel("sw");
	ck_assert_int_eq(k->naccesses, 2);
	simulate(&st, k, "1", "32", NULL, NULL, 0);
	ck_assert_uint_eq(st.access[0].requests + st.access[1].requests, 2);
	sim_stats_release(&st);
}
END_TEST

START_TEST(broken_source_is_a_diagnostic_not_a_crash)
{
	load_source("__global__ void bad(float *out) {\n"
		    "  out[threadIdx.x] = undeclared_thing;\n"
		    "}\n"
		    "__global__ void good(float *out) { out[threadIdx.x] = 0; }\n");
	ck_assert_int_ge(D.count[SEV_ERROR], 1);
	ck_assert_int_eq(kernel("good")->naccesses, 1);
}
END_TEST

START_TEST(missing_file_is_reported)
{
	struct frontend_options o = { .arch = "sm_90" };
	ck_assert_int_eq(frontend_load(&TU, "/nonexistent/x.cu", &o, &D), -1);
	ck_assert_int_eq(D.count[SEV_ERROR], 1);
}
END_TEST

/*
 * A fix's parse may read the file cut down (lint/fix.c): the host bodies
 * blanked, the instances it checks named at the end.  The bodies are the
 * host-only ones that neither constexpr nor a deduced return type needs;
 * the reference names an instance with its namespace and its enumerator
 * cast to its type, and the cut-down file parsed yields the same kernel.
 */
START_TEST(a_fix_parse_names_instances_and_blanks_host_bodies)
{
	static const char src[] =
		"namespace ns {\n"
		"enum Mode { A, B };\n"
		"template <int N, Mode M, bool F, typename T>\n"
		"__global__ void k(T *x) { __shared__ T t[N][N]; t[threadIdx.x][0] = x[threadIdx.x]; x[0] = t[0][threadIdx.x]; }\n"
		"}\n"
		"constexpr int rows(int n) { return n * 2; }\n"
		"auto pick(int n) { return n + 1; }\n"
		"void run(float *x, int n)\n"
		"{\n"
		"\tif (n > rows(1))\n"
		"\t\tns::k<64, ns::B, true, float><<<1, 64>>>(x);\n"
		"\tns::k<32, ns::A, false, int><<<1, 32>>>((int *)x);\n"
		"}\n"
		"int main() { run(0, pick(8)); }\n";
	const struct ir_kernel *k;
	struct ir_tu *whole;
	struct frontend_options o = { .arch = "sm_90" };
	const char *only[] = { "k<64, 1, true, float>" };
	char cut[sizeof(src) + 256];
	int i;
	unsigned j;

	load_source(src);
	k = kernel("k<64, 1, true, float>");
	ck_assert_str_eq(k->reference, "ns::k<(int)64ULL, (ns::Mode)1, true, float>");
	ck_assert_int_eq(TU->nhost_bodies, 2);   /* run and main, not rows or pick */
	memcpy(cut, src, sizeof(src));
	for (i = 0; i < TU->nhost_bodies; i++) {
		ck_assert_int_eq(src[TU->host_bodies[i].begin - 1], '{');
		ck_assert_int_eq(src[TU->host_bodies[i].end], '}');
		for (j = TU->host_bodies[i].begin; j < TU->host_bodies[i].end; j++)
			if (cut[j] != '\n')
				cut[j] = ' ';
	}
	snprintf(cut + sizeof(src) - 1, sizeof(cut) - sizeof(src) + 1,
		 "static void *const r = (void *)&%s;\n", k->reference);
	o.contents = cut;
	o.only_kernels = only;
	o.nonly_kernels = 1;
	whole = TU;
	TU = NULL;
	ck_assert_int_eq(frontend_load(&TU, PATH_BUF, &o, &D), 0);
	ck_assert_int_eq(D.count[SEV_ERROR], 0);
	k = kernel("k<64, 1, true, float>");
	ck_assert_int_eq(k->naccesses, test_kernel(whole, "k<64, 1, true, float>")->naccesses);
	ck_assert_int_eq(k->nshared, 1);
	/* the other instance, launched only from a blanked body, is gone */
	for (k = TU->kernels; k; k = k->next)
		ck_assert_str_ne(k->name, "k<32, 0, false, int>");
	ir_tu_release(whole);
}
END_TEST

/* `#define NAME #pragma ...` (which nvcc takes) has its directive blanked,
 * every offset kept; other defines and real pragmas are left alone */
START_TEST(a_directive_inside_a_define_is_blanked)
{
	char text[] = "#define U #pragma unroll\n"
		      "  #  define  F(a, b)  # pragma unroll 4 \\\n"
		      "#define K 1\n"
		      "#pragma unroll\n"
		      "#define H #x\n";
	const char *want = "#define U               \n"
			   "  #  define  F(a, b)" "                    \\\n"
			   "#define K 1\n"
			   "#pragma unroll\n"
			   "#define H #x\n";
	size_t len = strlen(text);

	ck_assert_int_eq(edits_blank_macro_pragmas(text, len), 2);
	ck_assert_uint_eq(strlen(text), len);
	ck_assert_str_eq(text, want);
}
END_TEST

/* Has D a diagnostic whose message holds text? */
static int said(const char *text)
{
	const struct diag *d;

	for (d = D.head; d; d = d->next)
		if (strstr(d->message, text))
			return 1;
	return 0;
}

/*
 * A header not found: its names are read as placeholders in a parse
 * again, unless the reading has taken its budget already (an includer
 * tried for a header, whose first parse was long): then it is not parsed
 * again.
 */
START_TEST(an_includer_past_its_budget_is_not_parsed_again)
{
	struct frontend_options o = { .arch = "sm_90" };
	int i;

	test_write_source(PATH_BUF, "test", "#include \"absent/lib.h\"\n"
			  "__global__ void k(float *x) { x[threadIdx.x] = 0; }\n"
			  "int main() { int n = lib::size(); k<<<n, 256>>>(nullptr); }\n");
	for (i = 0; i < 2; i++) {
		o.parse_budget = i ? 1e-9 : 0;
		ck_assert_int_eq(frontend_load(&TU, PATH_BUF, &o, &D), 0);
		ck_assert_int_eq(said("read as a placeholder"), !i);
		ir_tu_release(TU);
		TU = NULL;
		diag_list_release(&D);
		diag_list_init(&D);
	}
}
END_TEST

Suite *frontend_suite(void)
{
	Suite *s = suite_create("frontend");
	TCase *tc = tcase_create("cuda");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, transpose_4096_totals_are_exact);
	tcase_add_test(tc, an_include_is_found_from_inside_its_own_folder);
	tcase_add_test(tc, build_files_define_the_macros_a_header_asks_for);
	tcase_add_test(tc, punctuation_in_an_error_tests_no_macro);
	tcase_add_test(tc, header_text_says_which_includers_launch);
	tcase_add_test(tc, dependent_template_calls_are_read_in_one_parse);
	tcase_add_test(tc, a_converted_load_reads_its_own_type);
	tcase_add_test(tc, guards_that_end_the_kernel_are_exits);
	tcase_add_test(tc, a_helper_that_returns_early_is_followed);
	tcase_add_test(tc, bool_template_arguments_are_named_as_written);
	tcase_add_test(tc, cache_hinted_stores_are_stores);
	tcase_add_test(tc, an_unknown_loop_bound_is_named_under_a_branch);
	tcase_add_test(tc, an_attribute_after_a_memory_space_parses_as_nvcc_takes_it);
	tcase_add_test(tc, ragged_transpose_matches_block_by_block);
	tcase_add_test(tc, shared_array_shape_comes_from_macros);
	tcase_add_test(tc, index_followed_through_locals_and_constants);
	tcase_add_test(tc, loaded_index_is_unknown_with_reason);
	tcase_add_test(tc, cast_to_float4_sets_the_width);
	tcase_add_test(tc, broken_source_is_a_diagnostic_not_a_crash);
	tcase_add_test(tc, device_helpers_are_followed);
	tcase_add_test(tc, local_arrays_through_helpers_are_not_memory);
	tcase_add_test(tc, unrolled_tile_reads_merge_into_wide_loads);
	tcase_add_test(tc, global_pointers_are_only_element_aligned);
	tcase_add_test(tc, a_shared_float_add_is_a_cas_loop_whose_trips_warps_share);
	tcase_add_test(tc, warps_meet_at_a_cas_loop_in_groups);
	tcase_add_test(tc, a_cas_loops_swap_costs_its_lanes_not_their_banks);
	tcase_add_test(tc, hand_written_cas_loops_are_recognised);
	tcase_add_test(tc, an_async_copy_counts_its_shared_side);
	tcase_add_test(tc, a_16_byte_copy_off_a_line_counts_lines_and_rows);
	tcase_add_test(tc, a_16_byte_copy_into_xor_swizzled_rows);
	tcase_add_test(tc, a_global_cas_loop_is_a_range);
	tcase_add_test(tc, adjacent_reads_merge_when_aligned);
	tcase_add_test(tc, a_loop_too_big_to_unroll_keeps_its_loads);
	tcase_add_test(tc, an_unused_increment_is_popc_inc);
	tcase_add_test(tc, compilation_database_gives_each_file_its_flags);
	tcase_add_test(tc, switch_falls_through_and_breaks);
	tcase_add_test(tc, long_switch_and_helper_bodies_are_read_whole);
	tcase_add_test(tc, missing_file_is_reported);
	tcase_add_test(tc, launch_sites_fold_to_shapes_and_arguments);
	tcase_add_test(tc, a_copy_writes_its_spans_as_they_come);
	tcase_add_test(tc, rotated_rows_of_16_byte_copies);
	tcase_add_test(tc, parameters_the_kernel_writes_are_followed);
	tcase_add_test(tc, a_fix_parse_names_instances_and_blanks_host_bodies);
	tcase_add_test(tc, a_trial_with_errors_is_parsed_not_translated);
	tcase_add_test(tc, a_directive_inside_a_define_is_blanked);
	tcase_add_test(tc, an_includer_past_its_budget_is_not_parsed_again);
	suite_add_tcase(s, tc);
	return s;
}
