/*
 * launchers.cuh - the launchers a profiler's main() calls: each is
 * defined, and instantiated for float, in a file of its own under
 * src/kernels/, as CMake GEMM projects lay them out.
 */
#ifndef PROFILED_LAUNCHERS_CUH
#define PROFILED_LAUNCHERS_CUH

#include <cstddef>
#include <cuda_runtime.h>

template <typename T>
void launch_copy_rows(size_t m, size_t n, T const *in, T *out, cudaStream_t stream);

template <typename T>
void launch_transpose_tiled(size_t m, size_t n, T const *in, T *out, cudaStream_t stream);

template <typename T>
void launch_transpose_padded(size_t m, size_t n, T const *in, T *out, cudaStream_t stream);

#endif
