/*
 * testfile.c - what the suites that run the front end share: CUDA source
 * written to a temporary .cu file, and a kernel of the result by name.
 */
#include "suites.h"

#include "../../analyzer/frontend/frontend.h"
#include "../../analyzer/lint/pipeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void test_write_source(char path[64], const char *tag, const char *source)
{
	FILE *f;
	int fd;

	snprintf(path, 64, "/tmp/warpcheck-%s-XXXXXX.cu", tag);
	fd = mkstemps(path, 3);
	ck_assert_int_ge(fd, 0);
	f = fdopen(fd, "w");
	ck_assert_ptr_nonnull(f);
	fputs(source, f);
	fclose(f);
}

const char *test_write_file(const char *dir, const char *name, const char *text)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
	return path;
}

const struct ir_kernel *test_kernel(const struct ir_tu *tu, const char *name)
{
	const struct ir_kernel *k;

	for (k = tu->kernels; k; k = k->next)
		if (!strcmp(k->name, name))
			return k;
	ck_abort_msg("no kernel '%s'", name);
	return NULL;
}

const struct ir_kernel *test_load_kernel(struct ir_tu **tu, char path[64], struct diag_list *d,
					 const char *tag, const char *source, const char *name)
{
	struct frontend_options o = { .arch = "sm_90" };

	test_write_source(path, tag, source);
	ck_assert_int_eq(frontend_load(tu, path, &o, d), 0);
	pipeline_emit(*tu);
	return test_kernel(*tu, name);
}
