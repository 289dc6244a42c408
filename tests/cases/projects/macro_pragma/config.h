// A library's configuration header in the style of an older CUTLASS: a
// directive inside a macro's replacement, which nvcc accepts and a
// standard preprocessor does not.
#pragma once
#if defined(__CUDA_ARCH__)
#define LIB_UNROLL #pragma unroll
#define LIB_NO_UNROLL #pragma unroll 1
#else
#define LIB_UNROLL
#define LIB_NO_UNROLL
#endif
