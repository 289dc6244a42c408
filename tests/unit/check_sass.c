/*
 * check_sass.c - reading nvcc's SASS and setting it beside the source
 * model.  The dumps are real: validate/results/h200-2026-11-29/sass.txt is
 * `cuobjdump -sass` of each .cu file in kernels/ (nvcc 13.0, sm_90, made on
 * the H200 machine), and tests/sass/ holds `nvdisasm -g -c` output of the
 * same compile (tests/sass/README says how it was made).  Every expected
 * count below was read off those files by hand (the line of the dump is
 * named where it helps).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../analyzer/frontend/frontend.h"
#include "../../analyzer/nvcc/ptxas.h"
#include "../../analyzer/nvcc/sass.h"
#include "../../analyzer/nvcc/sass_run.h"
#include "../../analyzer/report/source.h"
#include "../../simulator/emit.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

#define CUOBJDUMP "validate/results/h200-2026-11-29/sass.txt"

static char *read_all(const char *path)
{
	char *text = source_read(path, NULL);

	ck_assert_msg(text != NULL, "cannot read %s", path);
	return text;
}

static const struct sass_function *must_find(const struct sass_file *f, const char *name)
{
	const struct sass_function *fn = sass_find(f, name);

	ck_assert_msg(fn != NULL, "no function %s", name);
	return fn;
}

/* A saved dump of a file's SASS, and the file parsed by the front end (cu not NULL). */
struct fixture {
	struct ir_tu *tu;
	struct diag_list d;
	struct arena a;
	struct sass_file f;
	char *text;
};

static void fixture_open(struct fixture *fx, const char *cu, const char *dump)
{
	struct frontend_options o = { .arch = "sm_90" };

	fx->text = read_all(dump);
	fx->tu = NULL;
	arena_init(&fx->a, 0);
	diag_list_init(&fx->d);
	if (cu) {
		ck_assert_int_eq(frontend_load(&fx->tu, cu, &o, &fx->d), 0);
		pipeline_emit(fx->tu);
	}
	sass_parse(&fx->f, fx->text, &fx->a);
}

static void fixture_close(struct fixture *fx)
{
	if (fx->tu)
		ir_tu_release(fx->tu);
	diag_list_release(&fx->d);
	free(fx->text);
	arena_release(&fx->a);
}

/* ---- cuobjdump -sass: per kernel, no lines ------------------------------ */

START_TEST(cuobjdump_counts_per_kernel)
{
	const struct sass_function *fn;
	struct fixture fx;

	fixture_open(&fx, NULL, CUOBJDUMP);
	ck_assert_str_eq(fx.f.format, "cuobjdump");
	ck_assert_int_eq(fx.f.has_lines, 0);
	/* 52 "Function :" headers, each kernel once */
	ck_assert_int_eq(fx.f.nfunctions, 52);
	/* sass.txt line 15: LDG.E LDG.E STS STS, sixteen LDS.128, STG.E */
	fn = must_find(&fx.f, "_Z15matmul_tiled_btPfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 16, -1, NULL, 0), 16);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 4, -1, NULL, 0), 0);
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 4, -1, NULL, 0), 2);
	ck_assert_int_eq(sass_count(fn, SASS_STS, 0, -1, NULL, 0), 2);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 0, -1, NULL, 0), 1);
	/* line 14: the unpadded tile keeps 32 LDS and 8 LDS.128 */
	fn = must_find(&fx.f, "_Z12matmul_tiledPfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 16, -1, NULL, 0), 8);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 4, -1, NULL, 0), 32);
	/* line 27: the shared atomic is an ATOMS.ADD of 4 bytes */
	fn = must_find(&fx.f, "_Z15smem_atomic_addPiPKiii");
	ck_assert_int_eq(sass_count(fn, SASS_ATOMS, 4, -1, NULL, 0), 1);
	/* lines 31, 32: bytes and halves keep their widths */
	fn = must_find(&fx.f, "_Z10smem_ld_u8PjPKhii");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 1, -1, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 1, -1, NULL, 0), 1);
	fn = must_find(&fx.f, "_Z11smem_ld_u16PjPKtii");
	ck_assert_int_eq(sass_count(fn, SASS_STS, 2, -1, NULL, 0), 1);
	/* smem_wide: LDG.E.64 STS.64 LDS.64 STG.E.64 */
	fn = must_find(&fx.f, "_Z14smem_ld_doublePdPKdi");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 8, -1, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 8, -1, NULL, 0), 1);
	fixture_close(&fx);
}
END_TEST

START_TEST(cuobjdump_predication)
{
	const struct sass_function *fn;
	struct fixture fx;

	fixture_open(&fx, NULL, CUOBJDUMP);
	/* sass.txt lines 3500-3540: @!P0 LDG.E, STS, @!P1 LDS twice, @!P1
	 * STS, then LDS [UR4] and STG.E unguarded */
	fn = must_find(&fx.f, "_Z17reduce_sequentialPfPKfi");
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 0, 1, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 0, 1, NULL, 0), 2);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 0, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STS, 0, 1, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STS, 0, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 0, 0, NULL, 0), 1);
	fixture_close(&fx);
}
END_TEST

/* ---- nvdisasm: per source line ------------------------------------------ */

START_TEST(nvdisasm_lines)
{
	const struct sass_function *fn;
	struct fixture fx;
	const char *file = "kernels/matmul.cu";
	int i;

	fixture_open(&fx, NULL, "tests/sass/matmul.nvdisasm");
	ck_assert_str_eq(fx.f.format, "nvdisasm");
	ck_assert_int_eq(fx.f.has_lines, 1);
	ck_assert_int_eq(fx.f.nfunctions, 3);
	for (i = 0; i < fx.f.nfunctions; i++)
		ck_assert_int_eq(fx.f.functions[i].entry, 1);
	/* counted in the file: line 101's two loads are 16 LDS.128 */
	fn = must_find(&fx.f, "_Z15matmul_tiled_btPfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 16, -1, file, 101), 16);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 4, -1, file, 101), 0);
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 4, -1, file, 97), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STS, 4, -1, file, 98), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 4, -1, file, 104), 1);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 4, -1, file, 103), 0);
	/* the padded tile's column loads stay 4 bytes: 32 LDS and 8 LDS.128 */
	fn = must_find(&fx.f, "_Z16matmul_tiled_padPfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 4, -1, file, 126), 32);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 16, -1, file, 126), 8);
	/* the path in the dump is the GPU machine's: the file's name is enough */
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 0, -1, "/elsewhere/kernels/matmul.cu", 126), 40);
	ck_assert_int_eq(sass_count(fn, SASS_LDS, 0, -1, "kernels/transpose.cu", 126), 0);
	fixture_close(&fx);
}
END_TEST

/* The rows of fn at `line` of a file ending in `file`, at this depth. */
static int rows_at(const struct sass_function *fn, const char *file, unsigned line, int depth)
{
	int i, n = 0;

	for (i = 0; i < fn->nrows; i++)
		if (fn->rows[i].line == line && fn->rows[i].depth == depth &&
		    sass_same_file(file, fn->rows[i].file))
			n += fn->rows[i].count;
	return n;
}

START_TEST(nvdisasm_inlining)
{
	struct arena a;
	struct sass_file f;
	const struct sass_function *fn;
	char *gi = read_all("tests/sass/packed_helpers.nvdisasm-gi");
	char *g = read_all("tests/sass/packed_helpers.nvdisasm");
	const char *file = "tests/cases/lint/packed_helpers.cu";

	arena_init(&a, 0);
	/* -gi, dump lines 38-41: __ldcs's line in sm_32_intrinsics.hpp,
	 * inlined at line 24 (load16cs), inlined at line 39 (the kernel) */
	sass_parse(&f, gi, &a);
	fn = must_find(&f, "_Z5scalePfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 16, 0, "sm_32_intrinsics.hpp", 255), 1);
	ck_assert_int_eq(rows_at(fn, file, 24, 1), 1);
	ck_assert_int_eq(rows_at(fn, file, 39, 2), 1);
	/* lines 49-51: store16's line 29, inlined at line 44 */
	ck_assert_int_eq(sass_count(fn, SASS_STG, 16, 0, file, 29), 1);
	ck_assert_int_eq(rows_at(fn, file, 44, 1), 1);
	/* each instruction once at its own line: 3 memory instructions */
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 0, -1, NULL, 0) +
			 sass_count(fn, SASS_STG, 0, -1, NULL, 0), 3);
	/* -g: the innermost line only */
	sass_parse(&f, g, &a);
	fn = must_find(&f, "_Z5scalePfPKfS1_i");
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 16, 0, "sm_32_intrinsics.hpp", 255), 1);
	ck_assert_int_eq(rows_at(fn, file, 24, 1), 0);
	ck_assert_int_eq(sass_count(fn, SASS_STG, 16, 0, file, 29), 1);
	free(gi);
	free(g);
	arena_release(&a);
}
END_TEST

START_TEST(nvdisasm_atomics_and_copies)
{
	struct arena a;
	struct sass_file f;
	const struct sass_function *fn;
	char *text = read_all("tests/sass/histogram.nvdisasm-gi");
	char *copies = read_all("tests/sass/wmma_pipeline.nvdisasm-gi");

	arena_init(&a, 0);
	sass_parse(&f, text, &a);
	fn = must_find(&f, "_Z12histogram256PKhPji");
	/* four atomicAdd(&bins[...], 1u) with unused results: four
	 * ATOMS.POPC.INC.32 (dump lines 100-107), all at atomicAdd's line in
	 * device_atomic_functions.hpp; nvcc's table puts three at line 24 */
	ck_assert_int_eq(sass_count(fn, SASS_ATOMS, 4, 0, NULL, 0), 4);
	ck_assert_int_eq(rows_at(fn, "tests/cases/corpus/histogram.cu", 23, 1), 1);
	ck_assert_int_eq(rows_at(fn, "tests/cases/corpus/histogram.cu", 24, 1), 3);
	ck_assert_int_eq(rows_at(fn, "tests/cases/corpus/histogram.cu", 25, 1), 0);
	/* line 138: atomicAdd(&hist[b], count) with its result unused */
	ck_assert_int_eq(sass_count(fn, SASS_RED, 4, 0, NULL, 0), 1);
	ck_assert_int_eq(rows_at(fn, "tests/cases/corpus/histogram.cu", 33, 1), 1);
	/* cp.async: LDGSTS.E, counted in the file: one in stage_barrier
	 * (line 216), six in stage_primitives, five of them under @!P */
	sass_parse(&f, copies, &a);
	ck_assert_int_eq(f.nfunctions, 3);
	fn = must_find(&f, "_Z13stage_barrierPKfPf");
	ck_assert_int_eq(sass_count(fn, SASS_LDGSTS, 4, 0, NULL, 0), 1);
	fn = must_find(&f, "_Z16stage_primitivesPKfPfi");
	ck_assert_int_eq(sass_count(fn, SASS_LDGSTS, 4, 1, NULL, 0), 5);
	ck_assert_int_eq(sass_count(fn, SASS_LDGSTS, 4, 0, NULL, 0), 1);
	free(text);
	free(copies);
	arena_release(&a);
}
END_TEST

/* ---- the two models side by side ------------------------------------------ */

/* The accesses of k at `line` with this space and kind. */
static const struct ir_access *access_on(const struct ir_kernel *k, unsigned line,
					 enum mem_space space, enum mem_op op, int nth)
{
	int i;

	for (i = 0; i < k->naccesses; i++)
		if (k->accesses[i]->loc.line == line && k->accesses[i]->space == space &&
		    k->accesses[i]->op == op && nth-- == 0)
			return k->accesses[i];
	ck_abort_msg("no access at line %u", line);
	return NULL;
}

static int notes_with(const struct diag_list *d, const char *text)
{
	const struct diag *x;
	int n = 0;

	for (x = d->head; x; x = x->next)
		n += x->severity == SEV_NOTE && strstr(x->message, text) != NULL;
	return n;
}

START_TEST(widths_set_and_noted)
{
	const struct sass_function *fn;
	struct sass_status st;
	struct ir_kernel *k;
	struct fixture fx;

	fixture_open(&fx, "tests/cases/lint/wide.cu", "tests/sass/wide.nvdisasm-gi");
	k = (struct ir_kernel *)test_kernel(fx.tu, "wide");
	st = sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	ck_assert_int_eq(st.read, 1);
	ck_assert_ptr_null(st.why);
	ck_assert_ptr_eq(st.code, fn);
	ck_assert_ptr_eq(fn, sass_find(&fx.f, "_Z4widePfPd"));
	/* line 16, `s2[t * 2]` of float2: only .x is used, so one LDS of 4
	 * bytes (dump line 78); line 17, float4 `s4[t]`, only .y: LDS at +4 */
	ck_assert_uint_eq(access_on(k, 16, SPACE_SHARED, OP_LOAD, 0)->bytes, 8);
	ck_assert_uint_eq(access_on(k, 16, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 4);
	ck_assert_uint_eq(access_on(k, 17, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 4);
	/* the stores keep their widths: STS.64 and STS.128 (lines 56, 62) */
	ck_assert_uint_eq(access_on(k, 11, SPACE_SHARED, OP_STORE, 0)->sass_bytes, 8);
	ck_assert_uint_eq(access_on(k, 12, SPACE_SHARED, OP_STORE, 0)->sass_bytes, 16);
	sass_notes(k, &fx.f, fn, &fx.d);
	ck_assert_int_eq(notes_with(&fx.d, "4 bytes a lane where the source has 8"), 1);
	ck_assert_int_eq(notes_with(&fx.d, "4 bytes a lane where the source has 16"), 1);
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted"), 2);
	/* nothing here ran a pass that takes nvcc's width: the source's */
	{
		const struct diag *x;
		for (x = fx.d.head; x; x = x->next)
			if (strstr(x->message, "nvcc emitted"))
				ck_assert_str_eq(x->detail, strstr(x->message, "has 8")
						 ? "the counts use the source model (8 bytes a lane)"
						 : "the counts use the source model (16 bytes a lane)");
	}
	fixture_close(&fx);
}
END_TEST

START_TEST(merged_and_mixed_lines)
{
	const struct sass_function *fn;
	struct ir_kernel *k;
	struct fixture fx;

	fixture_open(&fx, "kernels/matmul.cu", "tests/sass/matmul.nvdisasm");
	/* line 101: both loads walk k along a row, 16 LDS.128 for the two */
	k = (struct ir_kernel *)test_kernel(fx.tu, "matmul_tiled_bt");
	sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	ck_assert_uint_eq(access_on(k, 101, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 16);
	ck_assert_uint_eq(access_on(k, 101, SPACE_SHARED, OP_LOAD, 1)->sass_bytes, 16);
	ck_assert_uint_eq(access_on(k, 97, SPACE_GLOBAL, OP_LOAD, 0)->sass_bytes, 4);
	sass_notes(k, &fx.f, fn, &fx.d);
	/* the rule table (simulator/emit.c) merges both runs into 16-byte
	 * loads too, so the two models agree and no note is written */
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted 16 LDS.128"), 0);
	/* line 126, sum += As[ty][k] * Bs[tx][k] over 32 unrolled trips: 32
	 * LDS and 8 LDS.128 for two loads.  As[ty][k] starts 16-byte aligned
	 * (a row of 32 floats), so it can take either width; Bs[tx][k], in
	 * rows of 33 floats, is 4-byte aligned and takes only LDS.  With both
	 * widths used, the one way is As 16 bytes (32 / 4 = 8 LDS.128) and Bs
	 * 4 (32 LDS): each gets its width, and no note is needed */
	k = (struct ir_kernel *)test_kernel(fx.tu, "matmul_tiled_pad");
	sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	ck_assert_str_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 0)->object, "As");
	ck_assert_uint_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 16);
	ck_assert_uint_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 1)->sass_bytes, 4);
	emit_apply(k);
	ck_assert_int_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 0)->model, MODEL_SASS);
	ck_assert_int_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 1)->model, MODEL_SASS);
	sass_notes(k, &fx.f, fn, &fx.d);
	ck_assert_int_eq(notes_with(&fx.d, "32 LDS and 8 LDS.128"), 0);
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted"), 0);
	/* a kernel the dump does not have */
	ck_assert_int_eq(sass_kernel(&fn, k, NULL, "turned off", &fx.a).read, 0);
	ck_assert_uint_eq(access_on(k, 126, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 0);
	sass_parse(&fx.f, "", &fx.a);
	ck_assert_int_eq(sass_kernel(&fn, k, &fx.f, NULL, &fx.a).read, 0);
	fixture_close(&fx);
}
END_TEST

/*
 * Lines of several widths matched to their accesses: the hand-written
 * mixed.nvdisasm-gi (tests/sass/README) and the real scan_blelloch one.
 */
START_TEST(mixed_widths_matched_or_said_why)
{
	const struct sass_function *fn;
	struct ir_kernel *k;
	struct fixture fx;
	int j;

	fixture_open(&fx, "tests/sass/mixed.cu", "tests/sass/mixed.nvdisasm-gi");
	k = (struct ir_kernel *)test_kernel(fx.tu, "mixed");
	sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	/* line 10: a run of four (16-byte aligned: 4 widths fit it) and s[t +
	 * 1] (4 bytes only); 1 LDS.128 and 1 LDS: the run 16, the other 4 */
	for (j = 0; j < 4; j++)
		ck_assert_uint_eq(access_on(k, 10, SPACE_SHARED, OP_LOAD, j)->sass_bytes, 16);
	ck_assert_uint_eq(access_on(k, 10, SPACE_SHARED, OP_LOAD, 4)->sass_bytes, 4);
	/* line 11: two runs of four, 1 LDS.128 and 4 LDS: either run could be
	 * the LDS.128, so neither gets a width */
	for (j = 0; j < 8; j++)
		ck_assert_uint_eq(access_on(k, 11, SPACE_SHARED, OP_LOAD, j)->sass_bytes, 0);
	emit_apply(k);
	ck_assert_int_eq(access_on(k, 10, SPACE_SHARED, OP_LOAD, 0)->model, MODEL_SASS);
	ck_assert_int_eq(access_on(k, 10, SPACE_SHARED, OP_LOAD, 4)->model, MODEL_SASS);
	ck_assert_int_eq(access_on(k, 11, SPACE_SHARED, OP_LOAD, 0)->model, MODEL_SOURCE);
	sass_notes(k, &fx.f, fn, &fx.d);
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted 1 LDS.128 and 1 LDS"), 0);
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted 1 LDS.128 and 4 LDS for the 8 shared loads on this line: several widths, which the line's accesses could take in more than one way: none is set"), 1);
	fixture_close(&fx);

	/* scan_blelloch.cu line 29, temp[bi] += temp[ai]: 16 LDS and one
	 * LDS.64 (the two loads joined on the trip where bi is ai + 1); each
	 * load alone is 4 bytes, so no width per access explains the LDS.64 */
	fixture_open(&fx, "tests/cases/corpus/scan_blelloch.cu", "tests/sass/scan_blelloch.nvdisasm-gi");
	k = (struct ir_kernel *)test_kernel(fx.tu, "scan_blelloch");
	sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	ck_assert_uint_eq(access_on(k, 29, SPACE_SHARED, OP_LOAD, 0)->sass_bytes, 0);
	ck_assert_uint_eq(access_on(k, 29, SPACE_SHARED, OP_LOAD, 1)->sass_bytes, 0);
	sass_notes(k, &fx.f, fn, &fx.d);
	ck_assert_int_eq(notes_with(&fx.d, "no one width per access explains"), 1);
	fixture_close(&fx);
}
END_TEST

START_TEST(stores_merged_into_one)
{
	const struct sass_function *fn;
	struct ir_kernel *k;
	struct fixture fx;

	fixture_open(&fx, "kernels/divergence.cu", "tests/sass/divergence.nvdisasm-gi");
	/* short_mod2: out[i] = in[i] (line 79), then out[i] = 0 for odd
	 * lanes (line 81): one STG of an FSEL, under the if's line 80 */
	k = (struct ir_kernel *)test_kernel(fx.tu, "short_mod2");
	sass_kernel(&fn, k, &fx.f, NULL, &fx.a);
	ck_assert_uint_eq(access_on(k, 79, SPACE_GLOBAL, OP_STORE, 0)->sass_bytes, 0);
	ck_assert_uint_eq(access_on(k, 79, SPACE_GLOBAL, OP_LOAD, 0)->sass_bytes, 4);
	sass_notes(k, &fx.f, fn, &fx.d);
	ck_assert_int_eq(notes_with(&fx.d, "nvcc emitted no STG for the global store on this line"), 2);
	fixture_close(&fx);
}
END_TEST

START_TEST(atomics_with_and_without_inlining)
{
	struct frontend_options o = { .arch = "sm_90" };
	struct ir_tu *tu;
	struct diag_list d;
	struct arena a;
	struct sass_file f;
	const struct sass_function *fn;
	struct ir_kernel *k;
	char *gi = read_all("tests/sass/histogram.nvdisasm-gi");
	char *g = read_all("tests/sass/histogram.nvdisasm");

	arena_init(&a, 0);
	diag_list_init(&d);
	ck_assert_int_eq(frontend_load(&tu, "tests/cases/corpus/histogram.cu", &o, &d), 0);
	pipeline_emit(tu);
	k = (struct ir_kernel *)test_kernel(tu, "histogram256");
	/* -gi: lines 23 and 24 get the four ATOMS.POPC.INC (1 and 3), line 33
	 * its REDG; 25 and 26 none, line 24 having 3 for its 1 */
	sass_parse(&f, gi, &a);
	ck_assert_int_eq(f.has_inlining, 1);
	sass_kernel(&fn, k, &f, NULL, &a);
	ck_assert_uint_eq(access_on(k, 23, SPACE_SHARED, OP_ATOMIC, 0)->sass_bytes, 4);
	ck_assert_uint_eq(access_on(k, 25, SPACE_SHARED, OP_ATOMIC, 0)->sass_bytes, 0);
	sass_notes(k, &f, fn, &d);
	ck_assert_int_eq(notes_with(&d, "ATOMS.POPC.INC: a warp's increments of one address become one atomic"), 2);
	ck_assert_int_eq(notes_with(&d, "RED: an atomic whose result is unused"), 1);
	ck_assert_int_eq(notes_with(&d, "line 24 has 3 for its 1"), 2);
	ck_assert_int_eq(notes_with(&d, "no inlining information"), 0);
	diag_list_release(&d);
	diag_list_init(&d);
	/* -g: every atomic is at atomicAdd's line in the CUDA header */
	sass_parse(&f, g, &a);
	ck_assert_int_eq(f.has_inlining, 0);
	sass_kernel(&fn, k, &f, NULL, &a);
	ck_assert_uint_eq(access_on(k, 23, SPACE_SHARED, OP_ATOMIC, 0)->sass_bytes, 0);
	sass_notes(k, &f, fn, &d);
	ck_assert_int_eq(notes_with(&d, "no inlining information (nvdisasm -g) and puts 4 such instructions"), 4);
	ck_assert_int_eq(notes_with(&d, "no inlining information (nvdisasm -g) and puts 1 such instruction"), 1);
	ir_tu_release(tu);
	diag_list_release(&d);
	free(gi);
	free(g);
	arena_release(&a);
}
END_TEST

/* ---- opcodes and files -------------------------------------------------- */

START_TEST(opcode_spellings)
{
	/* one line of each kind, written by hand in nvdisasm's form (not a
	 * dump): the widths are what the modifiers say */
	static const char text[] =
		".section\t.text._Z1kv,\"ax\",@progbits\n"
		"        /*0000*/                   ATOMS.POPC.INC.32 RZ, [UR4] ;\n"
		"        /*0010*/                   REDG.E.ADD.F32.FTZ.RN.STRONG.GPU desc[UR4][R2.64], R5 ;\n"
		"        /*0020*/                   LDGSTS.E.BYPASS.LTC128B.128 [R3], desc[UR4][R4.64] ;\n"
		"        /*0030*/                   LDSM.16.M88.4 R8, [R6] ;\n"
		"        /*0040*/               @PT LDL.64 R4, [R1+0x8] ;\n"
		"        /*0050*/              @!P2 ST.E.U16 desc[UR4][R2.64], R7 ;\n"
		"        /*0060*/                   ATOMG.E.CAS.64.STRONG.GPU PT, R4, [R2], R4, R6 ;\n"
		"        /*0070*/                   LDG.E.EF.128 R16, desc[UR4][R4.64] ;\n"
		"        /*0080*/                   LDC.64 R2, c[0x0][0x210] ;\n";
	struct arena a;
	struct sass_file f;
	const struct sass_function *fn;

	arena_init(&a, 0);
	sass_parse(&f, text, &a);
	fn = must_find(&f, "_Z1kv");
	ck_assert_int_eq(fn->ninstructions, 9);
	ck_assert_int_eq(sass_count(fn, SASS_ATOMS, 4, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_RED, 4, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_LDGSTS, 16, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_LDSM, 16, 0, NULL, 0), 1);
	/* @PT is always true: not predicated */
	ck_assert_int_eq(sass_count(fn, SASS_LDL, 8, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_ST, 2, 1, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_ATOMG, 8, 0, NULL, 0), 1);
	ck_assert_int_eq(sass_count(fn, SASS_LDG, 16, 0, NULL, 0), 1);
	/* the constant load is no memory access of the model's */
	ck_assert_int_eq(fn->nrows, 8);
	ck_assert(sass_op_serves(SASS_LDGSTS, SPACE_SHARED, OP_STORE));
	ck_assert(sass_op_serves(SASS_LDGSTS, SPACE_GLOBAL, OP_LOAD));
	ck_assert(!sass_op_serves(SASS_LDGSTS, SPACE_SHARED, OP_LOAD));
	ck_assert(sass_op_serves(SASS_RED, SPACE_GLOBAL, OP_ATOMIC));
	ck_assert(!sass_op_serves(SASS_LDS, SPACE_GLOBAL, OP_LOAD));
	arena_release(&a);
}
END_TEST

START_TEST(same_file_by_trailing_components)
{
	ck_assert(sass_same_file("kernels/matmul.cu", "/home/x/kernels/matmul.cu"));
	ck_assert(sass_same_file("./kernels/matmul.cu", "kernels/matmul.cu"));
	ck_assert(sass_same_file("/a/b/c.cu", "c.cu"));
	ck_assert(sass_same_file("/home/me/kernels/matmul.cu", "/work/main/kernels/matmul.cu"));
	ck_assert(!sass_same_file("kernels/matmul.cu", "/home/x/kernels/xmatmul.cu"));
	ck_assert(!sass_same_file("matmul.cu", "matmul.cuh"));
	ck_assert(!sass_same_file(NULL, "b.cu"));
}
END_TEST

/* ---- malformed text never crashes ---------------------------------------- */

START_TEST(malformed_text)
{
	static const char *const cases[] = {
		"",
		"/*",
		"/**/",
		"/*00*/",
		"/*00*/ @",
		"/*00*/ @P0",
		"/*zz*/ LDS R1, [R2] ;",
		"//## File",
		"//## File \"",
		"//## File \"a.cu\"",
		"//## File \"a.cu\", line",
		"//## File \"a.cu\", line 99999999999999999999999",
		"//## File \"a.cu\", line 3 inlined at",
		"//## File \"a.cu\", line 3 inlined at \"b.cu\", line",
		".section",
		".section .text.",
		".section\t.text.,",
		"Function :",
		"Function : ",
		"//---------------------",
		"//--------------------- .text. ---",
		".other",
		".other STO_CUDA_ENTRY",
		"\t\t\t\t",
		"\n\n\n",
	};
	struct arena a;
	struct sass_file f;
	size_t i;

	arena_init(&a, 0);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		sass_parse(&f, cases[i], &a);
	/* an instruction before any function is no one's */
	sass_parse(&f, "/*0000*/ LDS R1, [R2] ;\n", &a);
	ck_assert_int_eq(f.nfunctions, 0);
	/* a huge line number stops at UINT_MAX */
	sass_parse(&f, ".section .text._Z1kv,\n//## File \"a.cu\", line 99999999999999999999\n"
		       "/*0000*/ LDS R1, [R2] ;\n", &a);
	ck_assert_int_eq(f.nfunctions, 1);
	ck_assert_uint_eq(f.functions[0].rows[0].line, 4294967295u);
	/* a position with no instruction under it, not inlined into the next
	 * one, is replaced by it: the load is line 6's only */
	sass_parse(&f, ".section .text._Z1kv,\n//## File \"a.cu\", line 5\n"
		       "//## File \"a.cu\", line 6\n/*0000*/ LDS R1, [R2] ;\n", &a);
	ck_assert_int_eq(f.functions[0].nrows, 1);
	ck_assert_uint_eq(f.functions[0].rows[0].line, 6);
	ck_assert_int_eq(f.functions[0].rows[0].depth, 0);
	arena_release(&a);
}
END_TEST

/* Each prefix of a real dump, and the dump with bytes changed: no crash. */
START_TEST(mutated_dump)
{
	struct arena a;
	struct sass_file f;
	char *text = read_all(CUOBJDUMP), *copy;
	size_t n = strlen(text), step, i;
	unsigned seed = 12345;

	/* the full SASS part, where the instructions are */
	if (n > 200000)
		text[200000] = '\0', n = 200000;
	copy = malloc(n + 1);
	arena_init(&a, 0);
	for (step = 0; step < n; step += n / 97 + 1) {
		memcpy(copy, text, step);
		copy[step] = '\0';
		sass_parse(&f, copy, &a);
	}
	for (i = 0; i < 20; i++) {
		size_t k;
		memcpy(copy, text, n + 1);
		for (k = 0; k < 2000; k++) {
			seed = seed * 1103515245u + 12345u;
			copy[(seed >> 8) % n] = (char)("/*@.\"\n :,0123abLDSTG"[(seed >> 3) % 20]);
		}
		sass_parse(&f, copy, &a);
		arena_release(&a);
		arena_init(&a, 0);
	}
	arena_release(&a);
	free(copy);
	free(text);
}
END_TEST

/* ---- running: the cache ---------------------------------------------------- */

/*
 * A toolkit folder of two scripts: nvcc counts its runs and writes an
 * empty cubin; nvdisasm prints the real cuobjdump text (its format is
 * read as well).  What is tested is warpcheck's side: when it runs them.
 */
static void fake_toolkit(char dir[64], const char *dump)
{
	char path[128];
	FILE *f;

	snprintf(dir, 64, "/tmp/warpcheck-sass-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/nvcc", dir);
	f = fopen(path, "w");
	fprintf(f, "#!/bin/sh\necho run \"$@\" >> %s/runs\n"
		   "while [ $# -gt 1 ]; do [ \"$1\" = -o ] && : > \"$2\"; shift; done\n", dir);
	fclose(f);
	chmod(path, 0755);
	snprintf(path, sizeof(path), "%s/nvdisasm", dir);
	f = fopen(path, "w");
	fprintf(f, "#!/bin/sh\ncat %s\n", dump);
	fclose(f);
	chmod(path, 0755);
}

static int runs(const char *dir)
{
	char path[128], line[4096];
	FILE *f;
	int n = 0;

	snprintf(path, sizeof(path), "%s/runs", dir);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		n++;
	fclose(f);
	return n;
}

START_TEST(cache_answers_the_second_time)
{
	char dir[64], cache[128], nvcc[128], dump[PATH_MAX], entry[256], cmd[512];
	struct sass_options o = { 0 };
	struct sass_file f;
	struct arena a;
	const char *why;

	ck_assert_ptr_nonnull(realpath(CUOBJDUMP, dump));
	fake_toolkit(dir, dump);
	snprintf(nvcc, sizeof(nvcc), "%s/nvcc", dir);
	/* XDG_CACHE_HOME need not exist yet: its folders are made (the GPU
	 * machine's first lint with a fresh XDG_CACHE_HOME cached nothing) */
	snprintf(cache, sizeof(cache), "%s/cache/deeper", dir);
	setenv("XDG_CACHE_HOME", cache, 1);
	o.nvcc = nvcc;
	o.arch = "sm_90";
	arena_init(&a, 0);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 1);
	ck_assert_int_eq(f.cached, 0);
	ck_assert_int_eq(f.nfunctions, 52);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 1);
	ck_assert_int_eq(f.cached, 1);
	ck_assert_int_eq(f.nfunctions, 52);
	/* another architecture is another entry */
	o.arch = "sm_80";
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 2);
	/* a truncated entry is a miss, compiled again */
	snprintf(cmd, sizeof(cmd), "for e in %s/warpcheck/sass-*.txt; do head -c 300 $e > $e.t && mv $e.t $e; done",
		 cache);
	ck_assert_int_eq(system(cmd), 0);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 3);
	ck_assert_int_eq(f.nfunctions, 52);
	/* a cache that cannot be written: still read, compiled each time */
	snprintf(entry, sizeof(entry), "%s/file", dir);
	fclose(fopen(entry, "w"));
	setenv("XDG_CACHE_HOME", entry, 1);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 5);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	arena_release(&a);
}
END_TEST

START_TEST(no_disassembler_compiles_nothing)
{
	char dir[64], nvcc[128], path[128], cmd[256];
	struct sass_options o = { 0 };
	struct sass_file f;
	struct arena a;
	const char *why;

	fake_toolkit(dir, "/dev/null");
	snprintf(path, sizeof(path), "%s/nvdisasm", dir);
	unlink(path);
	snprintf(nvcc, sizeof(nvcc), "%s/nvcc", dir);
	o.nvcc = nvcc;
	arena_init(&a, 0);
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), -1);
	ck_assert_ptr_nonnull(strstr(why, "no nvdisasm or cuobjdump"));
	ck_assert_int_eq(runs(dir), 0);
	/* a dump that is not SASS says so */
	o.dump = "kernels/matmul.cu";
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), -1);
	ck_assert_ptr_nonnull(strstr(why, "holds no SASS"));
	o.dump = "/nonexistent/dump.txt";
	ck_assert_int_eq(sass_load(&f, "kernels/matmul.cu", &o, &a, &why), -1);
	ck_assert_ptr_nonnull(strstr(why, "cannot read"));
	/* for a lint: a note when --sass asked, none when it is the default */
	{
		struct diag_list d;
		diag_list_init(&d);
		ck_assert_ptr_null(sass_load_file("kernels/matmul.cu", &o, &a, &d, &why));
		ck_assert_int_eq(d.count[SEV_NOTE], 0);
		o.asked = 1;
		ck_assert_ptr_null(sass_load_file("kernels/matmul.cu", &o, &a, &d, &why));
		ck_assert_int_eq(d.count[SEV_NOTE], 1);
		ck_assert_ptr_nonnull(strstr(d.head->message, "nvcc's SASS was not read: cannot read"));
		/* cuobjdump's text has no lines: read, and said so when asked */
		o.dump = CUOBJDUMP;
		ck_assert_ptr_nonnull(sass_load_file("kernels/matmul.cu", &o, &a, &d, &why));
		ck_assert_int_eq(d.count[SEV_NOTE], 2);
		diag_list_release(&d);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
	arena_release(&a);
}
END_TEST

/* ---- the flags nvcc is given ---------------------------------------------- */

START_TEST(parser_flags_for_nvcc)
{
	/* each expected word follows from ptxas_nvcc_flags' table by hand */
	static const char *const in[] = {
		"-Iinc", "-I", "two", "-isystem", "/sys", "-isystem/sys2", "-DA=1",
		"-D", "F(a,b)=a+b", "-UB", "-std=gnu++17", "-std=c++2a", "-std=c++23",
		"-include", "pre.h", "-iquote", "q", "-Wall", "-O2", "--cuda-gpu-arch=sm_80",
		"-Xclang", "-fno-x", "-x", "cuda", "-include-pch", "p.pch", "-imacros", "m.h",
		"stray", "-I",
	};
	static const char *const want[] = {
		"-Iinc", "-Itwo", "-isystem", "/sys", "-isystem", "/sys2", "-DA=1",
		"-DF(a\\,b)=a+b", "-UB", "-std=c++17", "-std=c++20", "-std=c++23",
		"-include", "pre.h", "-Iq",
	};
	const char *out[2 * sizeof(in) / sizeof(in[0])];
	struct arena a;
	int n, i;

	arena_init(&a, 0);
	n = ptxas_nvcc_flags(out, in, (int)(sizeof(in) / sizeof(in[0])), &a);
	ck_assert_int_eq(n, (int)(sizeof(want) / sizeof(want[0])));
	for (i = 0; i < n; i++)
		ck_assert_str_eq(out[i], want[i]);
	ck_assert_int_eq(ptxas_nvcc_flags(out, in, 0, &a), 0);
	/* stress: random runs of the same words, dangling values included;
	 * never more than two words out for one in, each a real string */
	srand(7);
	for (i = 0; i < 5000; i++) {
		const char *mix[12];
		int len = rand() % 12, j;
		for (j = 0; j < len; j++)
			mix[j] = in[rand() % (int)(sizeof(in) / sizeof(in[0]))];
		n = ptxas_nvcc_flags(out, mix, len, &a);
		ck_assert_int_le(n, 2 * len);
		for (j = 0; j < n; j++)
			ck_assert_ptr_nonnull(out[j]);
	}
	arena_release(&a);
}
END_TEST

/* A folder with inc/h.h, pre.h and k.cu using both and two macros. */
static void small_project(char dir[64])
{
	char path[128];
	FILE *f;

	snprintf(dir, 64, "/tmp/warpcheck-inc-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/inc", dir);
	ck_assert_int_eq(mkdir(path, 0755), 0);
	snprintf(path, sizeof(path), "%s/inc/h.h", dir);
	f = fopen(path, "w");
	fputs("#define STEP 1\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/pre.h", dir);
	f = fopen(path, "w");
	fputs("#define SCALE 2.0f\n", f);
	fclose(f);
	snprintf(path, sizeof(path), "%s/k.cu", dir);
	f = fopen(path, "w");
	fputs("#include \"h.h\"\n"
	      "__global__ void k(float *a)\n{\n"
	      "\ta[threadIdx.x * STEP] = SCALE * PICK(1.0f, 3.0f);\n}\n", f);
	fclose(f);
}

/*
 * nvcc takes what the parser took: a real compile (--ptxas runs nvcc) with
 * the flags of each kind, including clang's own (-Wall, -Xclang) that
 * nvcc would reject.  Needs nvcc; without one there is nothing to ask.
 */
START_TEST(nvcc_accepts_the_parser_flags)
{
	char dir[64], inc[128], pre[128], cu[128], cmd[128], found[PATH_MAX];
	const char *flags[] = {
		"-isystem", inc, "-include", pre, "-DPICK(x,y)=(x+y)", "-std=gnu++17",
		"-Wall", "-Xclang", "-fno-x", "--cuda-gpu-arch=sm_80",
	};
	struct ptxas_options o = { NULL, "sm_90", flags, (int)(sizeof(flags) / sizeof(flags[0])), 0 };
	struct ptxas_report r;
	struct diag_list d;

	if (!ptxas_find_nvcc(NULL, found, sizeof(found)))
		return;
	small_project(dir);
	snprintf(inc, sizeof(inc), "%s/inc", dir);
	snprintf(pre, sizeof(pre), "%s/pre.h", dir);
	snprintf(cu, sizeof(cu), "%s/k.cu", dir);
	diag_list_init(&d);
	ck_assert_msg(ptxas_run(&r, cu, &o, &d.arena, &d) == 0, "%s",
		      d.head ? d.head->message : "");
	ck_assert_int_eq(r.nfunctions, 1);
	ck_assert_ptr_nonnull(strstr(r.command, " -isystem "));
	ck_assert_ptr_nonnull(strstr(r.command, " -DPICK(x\\,y)=(x+y) -std=c++17 "));
	ck_assert_ptr_null(strstr(r.command, "-Wall"));
	diag_list_release(&d);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* ---- the cache key and the included files ------------------------------- */

static void write_text(const char *dir, const char *name, const char *text)
{
	char path[128];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	ck_assert_ptr_nonnull(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
}

START_TEST(editing_a_header_misses_the_cache)
{
	char dir[64], project[64], cache[128], nvcc[128], dump[PATH_MAX], cu[128], cmd[256];
	char key1[17], key2[17], key3[17], inc[128];
	const char *flags[] = { inc, "-DPICK(x,y)=(x)" };
	struct frontend_options fo = { .arch = "sm_90", .clang_args = flags, .nclang_args = 2 };
	struct sass_options o = { 0 };
	struct ir_tu *tu;
	struct diag_list d;
	struct sass_file f;
	struct arena a;
	const char *why, *src = "x";
	int i, header = -1;

	ck_assert_ptr_nonnull(realpath(CUOBJDUMP, dump));
	fake_toolkit(dir, dump);
	small_project(project);
	snprintf(cu, sizeof(cu), "%s/k.cu", project);
	snprintf(nvcc, sizeof(nvcc), "%s/nvcc", dir);
	snprintf(cache, sizeof(cache), "%s/cache", dir);
	setenv("XDG_CACHE_HOME", cache, 1);
	snprintf(inc, sizeof(inc), "-I%s/inc", project);
	/* the front end lists the header it read, as a user's (not a system) file */
	diag_list_init(&d);
	ck_assert_int_eq(frontend_load(&tu, cu, &fo, &d), 0);
	pipeline_emit(tu);
	snprintf(cmd, sizeof(cmd), "%s/inc/h.h", project);
	for (i = 0; i < tu->ninputs; i++)
		if (!strcmp(tu->inputs[i].path, cmd))
			header = i;
	ck_assert_int_ge(header, 0);
	ck_assert_int_eq(tu->inputs[header].system, 0);
	ck_assert_int_eq(tu->nflags, 2);
	ck_assert_str_eq(tu->flags[1], "-DPICK(x,y)=(x)");
	o.nvcc = nvcc;
	o.arch = "sm_90";
	o.clang_args = flags;
	o.nclang_args = 2;
	o.inputs = tu->inputs;
	o.ninputs = tu->ninputs;
	arena_init(&a, 0);
	ck_assert_int_eq(sass_load(&f, cu, &o, &a, &why), 0);
	ck_assert_int_eq(sass_load(&f, cu, &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 1);
	ck_assert_int_eq(f.cached, 1);
	/* the compile was given the parser's flags as nvcc spells them */
	snprintf(cmd, sizeof(cmd), "grep -q -- '/inc -DPICK(x\\\\,y)=(x) -o ' %s/runs", dir);
	ck_assert_int_eq(system(cmd), 0);
	/* only the header changes, to bytes of the same length: a miss */
	sass_cache_key(key1, cu, src, 1, nvcc, nvcc, &o, &a);
	write_text(project, "inc/h.h", "#define STEP 2\n");
	sass_cache_key(key2, cu, src, 1, nvcc, nvcc, &o, &a);
	ck_assert_str_ne(key1, key2);
	ck_assert_int_eq(sass_load(&f, cu, &o, &a, &why), 0);
	ck_assert_int_eq(runs(dir), 2);
	ck_assert_int_eq(f.cached, 0);
	/* its old bytes again: the old key, whatever the file's time */
	write_text(project, "inc/h.h", "#define STEP 1\n");
	sass_cache_key(key3, cu, src, 1, nvcc, nvcc, &o, &a);
	ck_assert_str_eq(key1, key3);
	/* a system header counts by size and time: rewritten longer, a miss */
	tu->inputs[header].system = 1;
	sass_cache_key(key2, cu, src, 1, nvcc, nvcc, &o, &a);
	write_text(project, "inc/h.h", "#define STEP 1 \n");
	sass_cache_key(key3, cu, src, 1, nvcc, nvcc, &o, &a);
	ck_assert_str_ne(key2, key3);
	/* a header gone is a key of its own, not a failure */
	snprintf(cmd, sizeof(cmd), "%s/inc/h.h", project);
	ck_assert_int_eq(unlink(cmd), 0);
	tu->inputs[header].system = 0;
	sass_cache_key(key2, cu, src, 1, nvcc, nvcc, &o, &a);
	ck_assert_str_ne(key1, key2);
	ir_tu_release(tu);
	diag_list_release(&d);
	arena_release(&a);
	snprintf(cmd, sizeof(cmd), "rm -rf %s %s", dir, project);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

Suite *sass_suite(void)
{
	Suite *s = suite_create("sass");
	TCase *t = tcase_create("parse");

	tcase_add_test(t, cuobjdump_counts_per_kernel);
	tcase_add_test(t, cuobjdump_predication);
	tcase_add_test(t, nvdisasm_lines);
	tcase_add_test(t, nvdisasm_inlining);
	tcase_add_test(t, nvdisasm_atomics_and_copies);
	tcase_add_test(t, widths_set_and_noted);
	tcase_add_test(t, merged_and_mixed_lines);
	tcase_add_test(t, mixed_widths_matched_or_said_why);
	tcase_add_test(t, stores_merged_into_one);
	tcase_add_test(t, atomics_with_and_without_inlining);
	tcase_add_test(t, opcode_spellings);
	tcase_add_test(t, same_file_by_trailing_components);
	tcase_add_test(t, malformed_text);
	tcase_add_test(t, mutated_dump);
	suite_add_tcase(s, t);
	t = tcase_create("run");
	tcase_add_test(t, cache_answers_the_second_time);
	tcase_add_test(t, no_disassembler_compiles_nothing);
	tcase_add_test(t, parser_flags_for_nvcc);
	tcase_add_test(t, editing_a_header_misses_the_cache);
	suite_add_tcase(s, t);
	/* a real compile: seconds, more on a loaded machine */
	t = tcase_create("nvcc");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, nvcc_accepts_the_parser_flags);
	suite_add_tcase(s, t);
	return s;
}
