// beta's application: its host code calls a library that is not on the
// include path (a call to an undeclared function inside an `if`, which
// clang ties to no declaration): host errors, which do not stop its
// launch from sizing kernel.cu's kernel.
#include <cuda_runtime.h>
#include <video_library.h>
#include "defs.h"
#include "kernel.cu"

int main(int argc, char **argv)
{
	movie_t *m = open_movie(argv[1]);
	real *out;

	if (m == NULL) {
		print_movie_error("cannot open");
		return 1;
	}
	cudaMalloc(&out, 32 * sizeof(real));
	column_sum<<<1, 32>>>(out);
	return 0;
}
