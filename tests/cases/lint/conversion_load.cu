// A struct-valued element read through a proxy's conversion (`__half2 v
// = in[i]`, where in[i] returns a reference wrapper whose `operator T &()`
// reads the element), as tensor libraries index: the conversion is a load
// from memory.  __half2 holds two structs of one 16-bit member each, so
// v's members are tracked; the load must still be counted.
// By hand: 4 blocks of 256, 32 warps; in.data[i] and out[i] are 4-byte
// elements, 32 consecutive a warp from a multiple of 32: 1 request of 4
// sectors each, 32 loads and 32 stores, 128 sectors each.
#include <cuda_fp16.h>

template <typename T> struct Ref {
	T *p;
	__device__ operator T &() const { return *p; }
};
template <typename T> struct View {
	T *data;
	__device__ Ref<T> operator[](int i) const { return Ref<T>{data + i}; }
};

__global__ void element_copy(View<__half2> in, __half2 *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	__half2 v = in[i];
	out[i] = v;
}

int main()
{
	View<__half2> in;
	__half2 *out;
	element_copy<<<4, 256>>>(in, out);
}
