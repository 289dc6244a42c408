/* ATen/cuda/CUDAGraphsUtils.cuh - the Philox state for kernels under CUDA graphs */
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <ATen/cuda/detail/UnpackRaw.cuh>
