// A small vector library in the style of header-only math libraries
// (glm): operator[] returning a member through a switch, operator*=
// returning *this after assigning a temporary, a binary operator built on
// a function object (std::multiplies) applied member by member. Every
// value lives in registers: the only memory is means[i] and out[i].
#include <functional>
namespace tv {
template <typename T> struct vec3 {
	T x, y, z;
	__host__ __device__ vec3() : x(0), y(0), z(0) {}
	__host__ __device__ vec3(T a, T b, T c) : x(a), y(b), z(c) {}
	__host__ __device__ explicit vec3(T s) : x(s), y(s), z(s) {}
	__host__ __device__ vec3(const vec3 &o) : x(o.x), y(o.y), z(o.z) {}
	__host__ __device__ T &operator[](int i)
	{
		switch (i) {
		default:
		case 0: return x;
		case 1: return y;
		case 2: return z;
		}
	}
	__host__ __device__ vec3 &operator*=(T s);
};
namespace detail {
template <template <typename> class F, typename T> struct functor2 {
	__host__ __device__ static vec3<T> call(T (*fn)(T, T), const vec3<T> &a, const vec3<T> &b)
	{
		return vec3<T>(fn(a.x, b.x), fn(a.y, b.y), fn(a.z, b.z));
	}
	__host__ __device__ static vec3<T> call(F<T> fn, const vec3<T> &a, const vec3<T> &b)
	{
		return vec3<T>(fn(a.x, b.x), fn(a.y, b.y), fn(a.z, b.z));
	}
};
template <typename T> struct mul_op {
	__host__ __device__ static vec3<T> call(const vec3<T> &a, const vec3<T> &b)
	{
		return functor2<std::multiplies, T>::call(std::multiplies<T>(), a, b);
	}
};
}
template <typename T> __host__ __device__ vec3<T> &vec3<T>::operator*=(T s)
{
	return (*this = detail::mul_op<T>::call(*this, vec3<T>(s)));
}
template <typename T> __host__ __device__ vec3<T> operator*(const vec3<T> &v, T s)
{
	return vec3<T>(v) *= s;
}
template <typename T> __host__ __device__ T dot(const vec3<T> &a, const vec3<T> &b)
{
	return a.x * b.x + a.y * b.y + a.z * b.z;
}
}

__global__ void scale(const tv::vec3<float> *means, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	tv::vec3<float> p = means[i];
	tv::vec3<float> q = p * 2.0f;
	out[i] = q[0] + q.y + tv::dot(q, p);
}
int main() { tv::vec3<float> *m; float *o; scale<<<256, 256>>>(m, o, 65536); }
