// Toolkit headers a project includes by name (vector constructors,
// atomics, intrinsics of an architecture, the qualifiers' macros), as
// real code does beside cuda_runtime.h.
#include <host_defines.h>
#include <vector_functions.h>
#include <device_atomic_functions.h>
#include <sm_61_intrinsics.h>
#include <builtin_types.h>
#include <channel_descriptor.h>

#if !defined(__VECTOR_FUNCTIONS_H__) || !defined(__DEVICE_ATOMIC_FUNCTIONS_H__)
#error "the toolkit's guards are expected"
#endif

__global__ void pack(const int *a, const int *b, int *out, float4 *v)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int d = __dp4a(a[i], b[i], 0);
	atomicAdd(&out[i % 8], d);
	v[i] = make_float4(d, d, d, d);
}

int main()
{
	pack<<<2, 64>>>(nullptr, nullptr, nullptr, nullptr);
	return 0;
}
