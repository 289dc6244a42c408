/* cuda_profiler_api.h - the profiler's start and stop (host code) */
#ifndef WARPCHECK_PRELUDE_CUDA_PROFILER_API_H
#define WARPCHECK_PRELUDE_CUDA_PROFILER_API_H
#include <cuda_runtime.h>
__host__ cudaError_t cudaProfilerStart(void);
__host__ cudaError_t cudaProfilerStop(void);
#endif
