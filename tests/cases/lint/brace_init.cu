/*
 * Brace initialisation, as C++ projects write it, in device and host
 * code: `T x{e}`, `T x = {e}`, `T x{}`, a loop counter `size_t k{0U}`,
 * and dim3 built with braces in main().  Derived by hand for main()'s
 * launch: n = 64, block {128}, grid {(64 * 64 + 127) / 128} = {32}, so
 * 32 blocks of 4 warps, 128 warps; row = the global thread index.
 *
 * row_sums: every thread reads a[row * 64 + k] for k in 0..63: lanes
 * 256 bytes apart, one sector each, 32 sectors a request, ideal 4
 * (128 bytes); 128 warps x 64 = 8192 requests, 262144 sectors, ideal
 * 32768.  The store b[row] is contiguous: 128 requests of 4 sectors.
 * copy_pitched: p = a + {row}: a pointer through braces; out[idx] with
 * idx{} = 0 then += row: 128 loads and 128 stores of 4 sectors each.
 */
#include <cstddef>

__global__ void row_sums(float const *a, float *b, size_t n)
{
	size_t const row{blockIdx.x * blockDim.x + threadIdx.x};
	float acc{};
	for (size_t k{0U}; k < n; ++k)
		acc += a[row * n + k];
	int const idx = {static_cast<int>(row)};
	b[idx] = acc;
}

__global__ void copy_pitched(float const *a, float *out)
{
	unsigned row{blockIdx.x * blockDim.x + threadIdx.x};
	float const *p{a + row};
	unsigned idx{};
	idx += row;
	out[idx] = *p;
}

int main()
{
	size_t const n{64U};
	dim3 const block{128U, 1U, 1U};
	dim3 const grid{static_cast<unsigned>((n * n + block.x - 1U) / block.x), 1U, 1U};
	float *a{nullptr}, *b{nullptr};
	row_sums<<<grid, block>>>(a, b, n);
	copy_pitched<<<grid, block>>>(a, b);
	return 0;
}
