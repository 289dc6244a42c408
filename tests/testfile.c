/*
 * testfile.c - CUDA source written to a temporary .cu file, for the suites
 * that run the front end on a source held as a string.
 */
#include "suites.h"

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
