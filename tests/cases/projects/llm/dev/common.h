/*
 * common.h - helpers shared by the kernel variants: error checks, a
 * ceiling division, and a 128-bit packed vector loaded and stored with
 * streaming cache hints.
 */
#ifndef LLM_DEV_COMMON_H
#define LLM_DEV_COMMON_H

#include <stdlib.h>
#include <stdio.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>

template <class T> __host__ __device__ T ceil_div(T dividend, T divisor)
{
	return (dividend + divisor - 1) / divisor;
}

void cuda_check(cudaError_t error, const char *file, int line)
{
	if (error != cudaSuccess) {
		printf("[CUDA ERROR] at file %s:%d:\n%s\n", file, line, cudaGetErrorString(error));
		exit(EXIT_FAILURE);
	}
}
#define cudaCheck(err) (cuda_check(err, __FILE__, __LINE__))

void cublas_check(cublasStatus_t status, const char *file, int line)
{
	if (status != CUBLAS_STATUS_SUCCESS) {
		printf("[cuBLAS ERROR]: %d %s %d\n", status, file, line);
		exit(EXIT_FAILURE);
	}
}
#define cublasCheck(status) (cublas_check((status), __FILE__, __LINE__))

/* 16 bytes of elements, moved as one vector access */
template <class ElementType> struct alignas(16) Packed128 {
	static constexpr const size_t size = sizeof(int4) / sizeof(ElementType);
	ElementType payload[size];

	Packed128() = default;
	__device__ explicit Packed128(int4 bits) { memcpy(&payload, &bits, sizeof(bits)); }
	__device__ ElementType &operator[](int index) { return payload[index]; }
	__device__ const ElementType &operator[](int index) const { return payload[index]; }
	__device__ int4 get_bits() const
	{
		int4 bits;
		memcpy(&bits, &payload, sizeof(bits));
		return bits;
	}
};

/* load and store, streaming: the data is used once */
template <class ElementType> __device__ Packed128<ElementType> load128cs(const ElementType *address)
{
	return Packed128<ElementType>{__ldcs(reinterpret_cast<const int4 *>(address))};
}
template <class ElementType> __device__ void store128cs(ElementType *target, Packed128<ElementType> value)
{
	__stcs(reinterpret_cast<int4 *>(target), value.get_bits());
}

float *make_random_float(size_t n)
{
	float *arr = (float *)malloc(n * sizeof(float));
	for (size_t i = 0; i < n; i++)
		arr[i] = ((float)rand() / RAND_MAX) * 2.0f - 1.0f;
	return arr;
}

#endif
