/*
 * status.h - error checking helpers as a vendor's samples keep them: each
 * part is declared only when the toolkit header it needs has been
 * included, found by that header's include guard, and newer parts only
 * for newer toolkits.  A file that includes this before <cuda_runtime.h>
 * gets nothing; after it, the runtime's part.
 */
#ifndef GUARDED_HELPERS_STATUS_H
#define GUARDED_HELPERS_STATUS_H

#include <cstdio>
#include <cstdlib>

#ifdef __DRIVER_TYPES_H__
static inline void status_check(cudaError_t err, const char *what, int line)
{
	if (err != cudaSuccess) {
		fprintf(stderr, "line %d: %s: %s\n", line, what, cudaGetErrorString(err));
		exit(EXIT_FAILURE);
	}
}
#define checkStatus(call) status_check((call), #call, __LINE__)
#endif

#ifdef __CUDA_RUNTIME_H__
static inline int pick_device(int argc, char **argv)
{
	int dev = argc > 1 ? atoi(argv[1]) : 0;
	checkStatus(cudaSetDevice(dev));
	return dev;
}
#endif

#ifdef CUBLAS_API_H_
static inline void blas_check(cublasStatus_t s)
{
	if (s != CUBLAS_STATUS_SUCCESS)
		exit(EXIT_FAILURE);
}
#endif

#if defined(CUDART_VERSION) && CUDART_VERSION >= 11000 && __CUDACC_VER_MAJOR__ >= 11
#define LAST_ERROR() checkStatus(cudaGetLastError())
#endif

#endif
