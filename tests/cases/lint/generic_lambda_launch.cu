// A launcher that dispatches through generic lambdas (`auto` parameters),
// as inference engines pick a dtype and a flag: the launch is in the
// instance of `invoke` that each call makes.
#include <type_traits>

template <bool HAS_VALID, int VEC, class T>
__global__ void gate(T *x, int dim)
{
	x[blockIdx.x * dim + threadIdx.x * VEC] *= HAS_VALID ? 2 : 3;
}

enum class dtype { f32, i32 };

void run(void *x, int rows, dtype t, const int *valid)
{
	auto invoke = [&](auto zero, auto has_valid) {
		using T = decltype(zero);
		constexpr bool kHas = decltype(has_valid)::value;
		gate<kHas, 2><<<rows, 256>>>((T *)x, 512);
	};
	auto dispatch = [&](auto zero) {
		if (valid)
			return invoke(zero, std::true_type{});
		return invoke(zero, std::false_type{});
	};
	switch (t) {
	case dtype::f32: dispatch(float{}); break;
	default: break;
	}
}

int main()
{
	run(0, 16, dtype::f32, 0);
	return 0;
}
