/*
 * check_validate.c - validate on a machine it cannot measure on: the
 * missing GPU is named first, and the temporary folder is removed on every
 * path.  nvidia-smi and nvcc are stand-in scripts, so the tests mean the
 * same on a machine with a GPU.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../analyzer/nvcc/validate.h"
#include "../../analyzer/frontend/frontend.h"
#include "../../simulator/hw.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

static const char source[] =
	"__global__ void scale(float *p, int n, int stride)\n"
	"{\n"
	"\tp[threadIdx.x * stride + n] *= 2.0f;\n"
	"}\n";

static char dir[64], tmp[96], path[96], smi_none[96], smi_one[96], nvcc_fails[96];
static struct diag_list D;
static struct ir_tu *TU;
static struct kernel_stats ST;
static struct launch L;

static void write_file(const char *name, const char *text, int mode)
{
	FILE *f = fopen(name, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	ck_assert_int_eq(chmod(name, (mode_t)mode), 0);
}

static void setup(void)
{
	struct frontend_options o = { .arch = "sm_90" };

	strcpy(dir, "/tmp/warpcheck-validate-test-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(tmp, sizeof(tmp), "%s/tmp", dir);
	ck_assert_int_eq(mkdir(tmp, 0755), 0);
	setenv("TMPDIR", tmp, 1);
	snprintf(path, sizeof(path), "%s/scale.cu", dir);
	write_file(path, source, 0644);
	/* what nvidia-smi -L says on a machine whose driver sees no GPU */
	snprintf(smi_none, sizeof(smi_none), "%s/smi-none", dir);
	write_file(smi_none, "#!/bin/sh\necho 'No devices were found'\nexit 6\n", 0755);
	snprintf(smi_one, sizeof(smi_one), "%s/smi-one", dir);
	write_file(smi_one, "#!/bin/sh\necho 'GPU 0: NVIDIA H200 (UUID: GPU-0)'\n", 0755);
	snprintf(nvcc_fails, sizeof(nvcc_fails), "%s/nvcc-fails", dir);
	write_file(nvcc_fails, "#!/bin/sh\necho 'nvcc: cannot build'\nexit 1\n", 0755);
	diag_list_init(&D);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	pipeline_emit(TU);
	launch_init(&L);
	launch_parse_dim(L.block, "32");
	ck_assert_int_eq(launch_parse_param(&L, "n=0"), 0);
	ck_assert_int_eq(launch_parse_param(&L, "stride=1"), 0);
	ck_assert_int_eq(sim_kernel(&ST, TU->kernels, &L, hw_lookup("sm_90"), NULL), 0);
}

static void teardown(void)
{
	char cmd[128];

	sim_stats_release(&ST);
	launch_release(&L);
	ir_tu_release(TU);
	diag_list_release(&D);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}

/* Entries of TMPDIR: what validate left behind. */
static int left_behind(void)
{
	DIR *d = opendir(tmp);
	struct dirent *e;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(d);
	return n;
}

static const char *first_error(void)
{
	const struct diag *d;

	for (d = D.head; d; d = d->next)
		if (d->severity == SEV_ERROR)
			return d->message;
	return "";
}

START_TEST(no_gpu_is_named_before_the_tools)
{
	struct validate_options o = { .nvcc = nvcc_fails, .ncu = "/nonexistent/ncu",
				      .arch = "sm_90", .nvidia_smi = smi_none };
	FILE *out = tmpfile();

	ck_assert_int_eq(validate_kernel(out, path, &ST, &L, &o, &D), 2);
	ck_assert_ptr_nonnull(strstr(first_error(), "needs a GPU"));
	ck_assert_ptr_nonnull(strstr(first_error(), "No devices were found"));
	ck_assert_ptr_null(strstr(first_error(), "ncu"));
	ck_assert_int_eq(left_behind(), 0);
	fclose(out);
}
END_TEST

START_TEST(temporary_folder_is_removed_when_the_build_fails)
{
	struct validate_options o = { .nvcc = nvcc_fails, .ncu = "/nonexistent/ncu",
				      .arch = "sm_90", .nvidia_smi = smi_one };
	FILE *out = tmpfile();

	ck_assert_int_eq(validate_kernel(out, path, &ST, &L, &o, &D), 2);
	ck_assert_ptr_nonnull(strstr(first_error(), "nvcc could not build the launcher"));
	ck_assert_int_eq(left_behind(), 0);
	fclose(out);
}
END_TEST

START_TEST(every_missing_parameter_is_named_at_once)
{
	struct validate_options o = { .nvcc = nvcc_fails, .ncu = "/nonexistent/ncu",
				      .arch = "sm_90", .nvidia_smi = smi_one };
	struct launch bare;
	FILE *out = tmpfile();

	launch_init(&bare);
	launch_parse_dim(bare.block, "32");
	ck_assert_int_eq(validate_kernel(out, path, &ST, &bare, &o, &D), 2);
	ck_assert_str_eq(first_error(),
			 "parameters 'n', 'stride' have no value; pass --param n=N --param stride=N");
	ck_assert_int_eq(left_behind(), 0);
	launch_release(&bare);
	fclose(out);
}
END_TEST

/*
 * A launch that passes a pointer the kernel tests as nullptr: the
 * launcher validate writes (kept by an nvcc that copies what it is given
 * and fails) passes nullptr there, allocates nothing for it, and passes
 * no argument for the test itself.
 */
START_TEST(a_null_pointer_is_passed_as_null)
{
	static const char biased[] =
		"__global__ void add(float *p, const float *bias)\n"
		"{\n"
		"\tif (bias)\n"
		"\t\tp[threadIdx.x] += bias[threadIdx.x];\n"
		"}\n";
	struct frontend_options fo = { .arch = "sm_90" };
	char src[128], keep[128], nvcc[128], script[512], text[4096];
	struct validate_options o = { .ncu = "/nonexistent/ncu", .arch = "sm_90",
				      .nvidia_smi = smi_one };
	struct diag_list d2;
	struct ir_tu *tu;
	struct kernel_stats st;
	struct launch l;
	FILE *out = tmpfile(), *f;
	size_t n;

	snprintf(src, sizeof(src), "%s/biased.cu", dir);
	write_file(src, biased, 0644);
	snprintf(keep, sizeof(keep), "%s/launcher.kept", dir);
	snprintf(nvcc, sizeof(nvcc), "%s/nvcc-keeps", dir);
	snprintf(script, sizeof(script),
		 "#!/bin/sh\nfor a; do case $a in *launcher.cu) cp \"$a\" %s;; esac; done\nexit 1\n",
		 keep);
	write_file(nvcc, script, 0755);
	o.nvcc = nvcc;
	diag_list_init(&d2);
	ck_assert_int_eq(frontend_load(&tu, src, &fo, &d2), 0);
	pipeline_emit(tu);
	launch_init(&l);
	launch_parse_dim(l.block, "32");
	ck_assert_int_eq(launch_parse_param(&l, "bias=nullptr"), 0);
	ck_assert_int_eq(sim_kernel(&st, tu->kernels, &l, hw_lookup("sm_90"), NULL), 0);
	ck_assert_int_eq(validate_kernel(out, src, &st, &l, &o, &d2), 2);
	f = fopen(keep, "r");
	ck_assert_ptr_nonnull(f);
	n = fread(text, 1, sizeof(text) - 1, f);
	text[n] = '\0';
	fclose(f);
	ck_assert_ptr_nonnull(strstr(text, "add<<<"));
	ck_assert_ptr_nonnull(strstr(text, "(float *)p0, (const float *)nullptr);"));
	ck_assert_ptr_null(strstr(text, "cudaMalloc(&p1"));
	sim_stats_release(&st);
	launch_release(&l);
	ir_tu_release(tu);
	diag_list_release(&d2);
	fclose(out);
}
END_TEST

Suite *validate_suite(void)
{
	Suite *s = suite_create("validate");
	TCase *tc = tcase_create("no gpu");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, no_gpu_is_named_before_the_tools);
	tcase_add_test(tc, temporary_folder_is_removed_when_the_build_fails);
	tcase_add_test(tc, every_missing_parameter_is_named_at_once);
	tcase_add_test(tc, a_null_pointer_is_passed_as_null);
	suite_add_tcase(s, tc);
	return s;
}
