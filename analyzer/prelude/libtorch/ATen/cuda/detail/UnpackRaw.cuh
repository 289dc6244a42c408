/* ATen/cuda/detail/UnpackRaw.cuh - at::cuda::philox::unpack */
#include <ATen/cuda/CUDAGeneratorImpl.h>
