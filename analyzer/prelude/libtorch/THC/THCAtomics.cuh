/* THC/THCAtomics.cuh - what is left of THC in libtorch: the atomics of
 * ATen/cuda/Atomic.cuh (atomicAdd on Half and BFloat16, gpuAtomicAdd) */
#ifndef WARPCHECK_PRELUDE_THC_ATOMICS_CUH
#define WARPCHECK_PRELUDE_THC_ATOMICS_CUH
#include <ATen/cuda/Atomic.cuh>
#endif
