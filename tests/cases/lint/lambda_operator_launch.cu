// A launcher written with C++20 templated lambdas, as rasterizers and
// attention libraries dispatch compile-time sizes: the outer lambda is
// called through a dispatcher with `f.template operator()<T>()`, the inner
// one with `launch.template operator()<128, 4>()`.
#include <type_traits>

template <int BLOCK, int ITEMS>
__global__ void scale_kernel(const float *in, float *out, int n)
{
	int base = blockIdx.x * BLOCK * ITEMS + threadIdx.x;
#pragma unroll
	for (int i = 0; i < ITEMS; i++) {
		int at = base + i * BLOCK;
		if (at < n)
			out[at] = 2.0f * in[at];
	}
}

template <typename T, typename F>
bool dispatch_width(int width, F &&f)
{
	if (width != T::value)
		return false;
	f.template operator()<T>();
	return true;
}

void scale(const float *in, float *out, int n)
{
	auto run = [&]<typename W>() {
		auto launch = [&]<int BLOCK, int ITEMS>() {
			int blocks = (n + BLOCK * ITEMS - 1) / (BLOCK * ITEMS);
			scale_kernel<BLOCK, ITEMS><<<blocks, BLOCK>>>(in, out, n);
		};
		launch.template operator()<W::value, 4>();
	};
	dispatch_width<std::integral_constant<int, 128>>(128, run);
}

int main()
{
	scale(nullptr, nullptr, 65536);
	return 0;
}
