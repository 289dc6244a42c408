/* ATen/CUDAGeneratorImpl.h - its older place (PyTorch 1.x) */
#include <ATen/cuda/CUDAGeneratorImpl.h>
