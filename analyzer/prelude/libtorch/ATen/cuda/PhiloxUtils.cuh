/* ATen/cuda/PhiloxUtils.cuh - at::cuda::philox::unpack */
#include <ATen/cuda/CUDAGeneratorImpl.h>
