// Helpers that take a local's address as `const void *` and read it back
// through a pointer of their own, cast (a store helper feeding inline
// PTX its value): the reads are the thread's registers, not memory.
#include <cstdint>

template <int N>
__device__ __forceinline__ void put(void *dst, const void *src);

template <>
__device__ __forceinline__ void put<4>(void *dst, const void *src)
{
	const int32_t *data = reinterpret_cast<const int32_t *>(src);
	asm volatile("st.global.u32 [%0], %1;\n" : : "l"(dst), "r"(*data));
}

template <>
__device__ __forceinline__ void put<8>(void *dst, const void *src)
{
	const int32_t *data = static_cast<const int32_t *>(src);
	int2 pair = make_int2(data[0], data[1]);
	*reinterpret_cast<int2 *>(dst) = pair;
}

__device__ __forceinline__ void get(void *dst, const int32_t *src)
{
	int32_t *data = reinterpret_cast<int32_t *>(dst);
	*data = *src;
}

__global__ void k(int32_t *out, const int32_t *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int32_t v;
	get(&v, in + i);
	put<4>(out + i, &v);
	int64_t w = v;
	put<8>(out + 2 * i, &w);
}

void run(int32_t *out, const int32_t *in) { k<<<8, 128>>>(out, in); }
