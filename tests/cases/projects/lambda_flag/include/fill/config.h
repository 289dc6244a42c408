// The library needs device lambdas and says so, as header libraries do:
// nvcc defines __CUDACC_EXTENDED_LAMBDA__ only when the build passes
// --expt-extended-lambda.
#pragma once
#if !defined(__CUDACC_EXTENDED_LAMBDA__)
#error "device lambdas are required: build with --expt-extended-lambda"
#endif
#include <nv/target>
#include <cuda/std/bit>
