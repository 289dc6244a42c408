/*
 * check.h - the project's own error checking and timing helpers, as a
 * samples collection keeps them in a common folder (built with
 * -I common).
 */
#ifndef SAMPLES_COMMON_CHECK_H
#define SAMPLES_COMMON_CHECK_H

#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK_CUDA(call)                                                          \
	do {                                                                      \
		cudaError_t err_ = (call);                                        \
		if (err_ != cudaSuccess) {                                        \
			fprintf(stderr, "%s:%d: CUDA error %d: %s\n", __FILE__,  \
				__LINE__, (int)err_, cudaGetErrorString(err_));   \
			exit(EXIT_FAILURE);                                       \
		}                                                                 \
	} while (0)

#define CHECK_LAST_KERNEL() CHECK_CUDA(cudaGetLastError())

/* elapsed milliseconds between two recorded events */
static inline float elapsed_ms(cudaEvent_t start, cudaEvent_t stop)
{
	float ms = 0.0f;
	CHECK_CUDA(cudaEventSynchronize(stop));
	CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
	return ms;
}

#endif
