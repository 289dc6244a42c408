// A benchmark driver in the style of many GEMM projects: its sizes are
// command-line flags with defaults, read by a timing helper that takes
// the launcher to run.
#include <cstdio>
#include "gflags/gflags.h"

void scale_rows(float *a, size_t rows, size_t cols);

DEFINE_uint32(rows, 64, "rows of the matrix");
DEFINE_uint32(cols, 2048, "columns of the matrix");
DEFINE_bool(check, false, "compare with the host");

template <typename Fn>
void timed(Fn &&fn, float *a, size_t rows, size_t cols)
{
	for (int i = 0; i < 3; i++)
		fn(a, rows, cols);
}

int main(int argc, char **argv)
{
	gflags::ParseCommandLineFlags(&argc, &argv, true);
	float *a = nullptr;
	timed(scale_rows, a, FLAGS_rows, FLAGS_cols);
	if (FLAGS_check)
		printf("checked\n");
	gflags::ShutDownCommandLineFlags();
	return 0;
}
