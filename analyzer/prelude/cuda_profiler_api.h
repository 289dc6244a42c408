/* cuda_profiler_api.h - the profiler's start and stop (host code) */
#ifndef WARPCHECK_PRELUDE_CUDA_PROFILER_API_H
#define WARPCHECK_PRELUDE_CUDA_PROFILER_API_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_PROFILER_API_H__
#include <cuda_runtime.h>
__host__ cudaError_t cudaProfilerStart(void);
__host__ cudaError_t cudaProfilerStop(void);
#endif
