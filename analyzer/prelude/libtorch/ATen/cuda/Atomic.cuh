/*
 * ATen/cuda/Atomic.cuh - PyTorch's atomics for every scalar type.
 * gpuAtomicAdd is the CUDA atomicAdd of the same type; on a complex it is
 * two, one on each part, as PyTorch does it.  It is reached through
 * ATen/cuda/CUDAApplyUtils.cuh and THC/THCAtomics.cuh too.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_ATOMIC_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_ATOMIC_CUH
#include <ATen/ATen.h>

/* the 16-bit floats' atomicAdd, which libtorch declares beside CUDA's:
 * the hardware's half and bfloat16 atomics on sm_70 and sm_80 and later */
__device__ inline c10::Half atomicAdd(c10::Half *address, c10::Half val)
{
	return c10::Half(atomicAdd(reinterpret_cast<__half *>(address), static_cast<__half>(val)));
}
__device__ inline c10::BFloat16 atomicAdd(c10::BFloat16 *address, c10::BFloat16 val)
{
	return c10::BFloat16(atomicAdd(reinterpret_cast<__nv_bfloat16 *>(address),
				       static_cast<__nv_bfloat16>(val)));
}

/* the value converted to the pointer's type, as PyTorch's overloads for
 * each type take it (`gpuAtomicAdd(float_ptr, a_double)`) */
template <typename T, typename U> __device__ inline T gpuAtomicAdd(T *address, U val)
{
	return atomicAdd(address, static_cast<T>(val));
}
template <typename T> __device__ inline c10::complex<T> gpuAtomicAdd(c10::complex<T> *address, c10::complex<T> val)
{
	T *parts = reinterpret_cast<T *>(address);
	return c10::complex<T>(atomicAdd(parts, val.real()), atomicAdd(parts + 1, val.imag()));
}
template <typename T, typename U> __device__ inline void gpuAtomicAddNoReturn(T *address, U val)
{
	gpuAtomicAdd(address, val);
}
template <typename T, typename U> __device__ inline T gpuAtomicMax(T *address, U val)
{
	return atomicMax(address, static_cast<T>(val));
}
template <typename T, typename U> __device__ inline T gpuAtomicMin(T *address, U val)
{
	return atomicMin(address, static_cast<T>(val));
}
#endif
