#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/complex.h>
#include <thrust/random.h>
#include <thrust/execution_policy.h>

struct square_op { __host__ __device__ float operator()(float x) const { return x * x; } };

__global__ void scale(thrust::complex<float> *z, const float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	thrust::default_random_engine rng(i);
	thrust::uniform_real_distribution<float> u(0.f, 1.f);
	if (i < n)
		z[i] = thrust::complex<float>(x[i], u(rng)) * 2.0f;
}

/* a Thrust algorithm in device code: named in a note, not counted */
__global__ void sort_rows(int *rows)
{
	thrust::sort(thrust::seq, rows + threadIdx.x * 8, rows + threadIdx.x * 8 + 8);
	rows[threadIdx.x] = 0;
}

int main()
{
	int n = 1 << 20;
	thrust::host_vector<float> h(n);
	thrust::sequence(h.begin(), h.end());
	thrust::device_vector<float> d = h;
	thrust::device_vector<thrust::complex<float>> z(n);
	thrust::sort(thrust::device, d.begin(), d.end());
	float s = thrust::reduce(d.begin(), d.end(), 0.0f, thrust::plus<float>());
	float t = thrust::transform_reduce(d.begin(), d.end(), square_op(), 0.0f, thrust::plus<float>());
	thrust::transform(d.begin(), d.end(), d.begin(), square_op());
	auto it = thrust::max_element(d.begin(), d.end());
	int c = thrust::count_if(thrust::make_counting_iterator(0), thrust::make_counting_iterator(n), [] __device__ (int v) { return v % 2; });
	scale<<<n / 256, 256>>>(thrust::raw_pointer_cast(z.data()), thrust::raw_pointer_cast(d.data()), n);
	sort_rows<<<1, 32>>>(thrust::raw_pointer_cast(thrust::device_vector<int>(256).data()));
	(void)s; (void)t; (void)it; (void)c;
	return 0;
}
