/*
 * thrust/detail/model.h - warpcheck's model of Thrust, the CUDA
 * toolkit's C++ template library of parallel algorithms (CCCL 3.0's
 * API).  Every public thrust header the bundle has includes this one.
 *
 * Thrust's algorithms are host calls that launch Thrust's own kernels,
 * never the project's: declared only, so that the host code around a
 * project's launches parses (thrust::raw_pointer_cast(v.data()) as a
 * kernel's argument) and device code may use what Thrust gives it
 * (thrust::complex, thrust::tuple, the functors, the random engines).
 */
#ifndef WARPCHECK_PRELUDE_THRUST_MODEL_H
#define WARPCHECK_PRELUDE_THRUST_MODEL_H

#include <cuda_runtime.h>
#include <cuda/std/__cccl/version.h>
#include <stddef.h>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#define THRUST_VERSION 300001
#define THRUST_MAJOR_VERSION (THRUST_VERSION / 100000)
#define THRUST_MINOR_VERSION (THRUST_VERSION / 100 % 1000)
#define THRUST_SUBMINOR_VERSION (THRUST_VERSION % 100)
#define THRUST_DEVICE_SYSTEM_CUDA 1
#define THRUST_HOST_SYSTEM_CPP 1
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CUDA
#define THRUST_HOST_SYSTEM THRUST_HOST_SYSTEM_CPP
/* the build may put Thrust inside a namespace of its own
 * (-DTHRUST_CUB_WRAPPED_NAMESPACE=amgx: `amgx::thrust::device_ptr`) */
#if defined(THRUST_CUB_WRAPPED_NAMESPACE) && !defined(THRUST_WRAPPED_NAMESPACE)
#define THRUST_WRAPPED_NAMESPACE THRUST_CUB_WRAPPED_NAMESPACE
#endif
#ifdef THRUST_WRAPPED_NAMESPACE
#define THRUST_NS_PREFIX namespace THRUST_WRAPPED_NAMESPACE {
#define THRUST_NS_POSTFIX }
#define THRUST_NS_QUALIFIER ::THRUST_WRAPPED_NAMESPACE::thrust
#endif
#ifndef THRUST_NS_PREFIX
#define THRUST_NS_PREFIX
#endif
#ifndef THRUST_NS_POSTFIX
#define THRUST_NS_POSTFIX
#endif
#ifndef THRUST_NS_QUALIFIER
#define THRUST_NS_QUALIFIER ::thrust
#endif
#define THRUST_NAMESPACE_BEGIN THRUST_NS_PREFIX namespace thrust {
#define THRUST_NAMESPACE_END } THRUST_NS_POSTFIX
/* a Thrust algorithm called in device code (thrust::seq in a kernel) is
 * named in a note, never counted as nothing */
#define WARPCHECK_THRUST_UNMODELED __attribute__((annotate( \
	"warpcheck-unmodeled: a Thrust algorithm called in device code: its loads and stores are not counted")))

THRUST_NAMESPACE_BEGIN

/* ---- execution policies -------------------------------------------- */

struct execution_policy_base {};
struct device_execution_policy : execution_policy_base {
	device_execution_policy on(cudaStream_t stream) const;
	/* the policy with an allocator of temporary storage (par(alloc)) */
	template <typename Alloc> device_execution_policy operator()(Alloc &&) const;
};
struct host_execution_policy : execution_policy_base {
	template <typename Alloc> host_execution_policy operator()(Alloc &&) const;
};
static constexpr device_execution_policy device{};
static constexpr host_execution_policy host{};
static constexpr host_execution_policy seq{};
namespace cuda {
static constexpr device_execution_policy par{};
static constexpr device_execution_policy par_nosync{};
}
namespace system { namespace cuda { using thrust::cuda::par; using thrust::cuda::par_nosync; } }
namespace detail {
template <typename P>
using if_policy = typename std::enable_if<
	std::is_base_of<execution_policy_base, typename std::decay<P>::type>::value, int>::type;
template <typename P>
using if_not_policy = typename std::enable_if<
	!std::is_base_of<execution_policy_base, typename std::decay<P>::type>::value, int>::type;
template <typename It> using value_of = typename std::iterator_traits<It>::value_type;
template <typename It> using difference_of = typename std::iterator_traits<It>::difference_type;
}

/* ---- errors: what a failed algorithm throws ------------------------- */

namespace system {
class system_error : public std::runtime_error {
public:
	system_error(int code, const char *what) : std::runtime_error(what), c(code) {}
	int code() const { return c; }
private:
	int c;
};
}
using system::system_error;

/* ---- systems: where an iterator's elements live --------------------- */

struct any_system_tag {};
struct host_system_tag {};
struct device_system_tag {};
template <typename It> struct iterator_system { using type = host_system_tag; };
template <typename It> struct iterator_traits : std::iterator_traits<It> {};
template <typename It> struct iterator_value { using type = typename std::iterator_traits<It>::value_type; };
template <typename It> struct iterator_difference { using type = typename std::iterator_traits<It>::difference_type; };
template <typename It> struct iterator_reference { using type = typename std::iterator_traits<It>::reference; };
template <typename It> struct iterator_pointer { using type = typename std::iterator_traits<It>::pointer; };
template <typename It> struct iterator_traversal { using type = typename std::iterator_traits<It>::iterator_category; };
using std::random_access_iterator_tag;
using std::distance;
using std::advance;
struct random_access_device_iterator_tag : std::random_access_iterator_tag {};
struct random_access_host_iterator_tag : std::random_access_iterator_tag {};
/* the name of Thrust 1.x (still in code written for it) */
template <typename It> struct iterator_space : iterator_system<It> {};

/* ---- pointers and vectors ------------------------------------------ */

/* an element of device memory, as an expression that reads or writes it */
template <typename T> class device_reference {
public:
	using value_type = typename std::remove_cv<T>::type;
	__host__ __device__ explicit device_reference(T *ptr) : p(ptr) {}
	__host__ __device__ operator value_type() const { return *p; }
	__host__ __device__ device_reference &operator=(const value_type &v) { *p = v; return *this; }
	__host__ __device__ device_reference &operator=(const device_reference &o) { *p = *o.p; return *this; }
private:
	T *p;
};
template <typename T> __host__ __device__ T &raw_reference_cast(T &r) { return r; }

template <typename T> class device_ptr {
public:
	using value_type = typename std::remove_cv<T>::type;
	using difference_type = ptrdiff_t;
	using pointer = T *;
	using reference = T &;
	using iterator_category = std::random_access_iterator_tag;
	__host__ __device__ device_ptr() : p(nullptr) {}
	__host__ __device__ explicit device_ptr(T *ptr) : p(ptr) {}
	template <typename U> __host__ __device__ device_ptr(const device_ptr<U> &o) : p(o.get()) {}
	__host__ __device__ T *get() const { return p; }
	__host__ __device__ T &operator*() const { return *p; }
	__host__ __device__ T &operator[](ptrdiff_t i) const { return p[i]; }
	__host__ __device__ device_ptr operator+(ptrdiff_t n) const { return device_ptr(p + n); }
	__host__ __device__ device_ptr operator-(ptrdiff_t n) const { return device_ptr(p - n); }
	__host__ __device__ ptrdiff_t operator-(const device_ptr &o) const { return p - o.p; }
	__host__ __device__ device_ptr &operator++() { ++p; return *this; }
	__host__ __device__ device_ptr operator++(int) { device_ptr t = *this; ++p; return t; }
	__host__ __device__ device_ptr &operator--() { --p; return *this; }
	__host__ __device__ device_ptr &operator+=(ptrdiff_t n) { p += n; return *this; }
	__host__ __device__ device_ptr &operator-=(ptrdiff_t n) { p -= n; return *this; }
	__host__ __device__ bool operator==(const device_ptr &o) const { return p == o.p; }
	__host__ __device__ bool operator!=(const device_ptr &o) const { return p != o.p; }
	__host__ __device__ bool operator<(const device_ptr &o) const { return p < o.p; }
	__host__ __device__ explicit operator bool() const { return p != nullptr; }
private:
	T *p;
};
template <typename T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }
template <typename T> __host__ __device__ T *raw_pointer_cast(T *p) { return p; }
template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <typename T> __host__ __device__ device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return p; }
template <typename T> device_ptr<T> device_malloc(size_t n);
device_ptr<void> device_malloc(size_t bytes);
template <typename T> void device_free(device_ptr<T> p);

template <typename T> class device_ptr;
template <typename T> struct iterator_system<device_ptr<T>> { using type = device_system_tag; };

/* allocators: a vector's second argument, or a Thrust algorithm's
 * temporary storage (thrust::cuda::par(alloc)) */
template <typename T> class device_malloc_allocator {
public:
	using value_type = T;
	using pointer = device_ptr<T>;
	using size_type = size_t;
	pointer allocate(size_type n);
	void deallocate(pointer p, size_type n);
};
template <typename T> class device_allocator : public device_malloc_allocator<T> {};

template <typename T, typename Alloc = std::allocator<T>> class host_vector;
template <typename T, typename Alloc = device_allocator<T>> class device_vector;

namespace detail {
/* what the two vectors share: their size, their elements, their ends */
template <typename T, typename Iter, typename ConstIter, typename Data, typename ConstData>
class vector_model {
public:
	using value_type = T;
	using size_type = size_t;
	using iterator = Iter;
	using const_iterator = ConstIter;
	using reference = T &;
	using const_reference = const T &;
	using pointer = Data;
	size_t size() const;
	size_t capacity() const;
	bool empty() const;
	void resize(size_t n);
	void resize(size_t n, const T &value);
	void reserve(size_t n);
	void clear();
	void shrink_to_fit();
	void push_back(const T &value);
	void pop_back();
	template <typename It> void assign(It first, It last);
	void assign(size_t n, const T &value);
	Data data();
	ConstData data() const;
	Iter begin();
	Iter end();
	ConstIter begin() const;
	ConstIter end() const;
	ConstIter cbegin() const;
	ConstIter cend() const;
	T &operator[](size_t i);
	const T &operator[](size_t i) const;
	T &front();
	T &back();
};

/* Thrust's own base of the vectors, which projects derive containers of
 * their own from (`class array1d : public thrust::detail::vector_base<T,
 * Alloc>`): iterators of the allocator's pointer type */
template <typename T, typename Alloc>
class vector_base : public vector_model<T, typename std::allocator_traits<Alloc>::pointer,
					typename std::allocator_traits<Alloc>::const_pointer,
					typename std::allocator_traits<Alloc>::pointer,
					typename std::allocator_traits<Alloc>::const_pointer> {
public:
	using allocator_type = Alloc;
	vector_base();
	explicit vector_base(size_t n);
	vector_base(size_t n, const T &value);
	vector_base(const vector_base &other);
	template <typename U, typename A> vector_base(const vector_base<U, A> &other);
	template <typename U> vector_base(const std::vector<U> &other);
	template <typename It, if_not_policy<It> = 0> vector_base(It first, It last);
	vector_base &operator=(const vector_base &other);
	template <typename U, typename A> vector_base &operator=(const vector_base<U, A> &other);
	void swap(vector_base &other);
};
}

/* the constructors and assignments of vector V, which converts from
 * Other and std::vector */
#define WARPCHECK_THRUST_VECTOR(V, Other) \
	V(); \
	explicit V(size_t n); \
	V(size_t n, const T &value); \
	V(std::initializer_list<T> values); \
	V(const V &other); \
	template <typename U, typename A> V(const Other<U, A> &other); \
	template <typename U, typename A> V(const V<U, A> &other); \
	template <typename U> V(const std::vector<U> &other); \
	template <typename It, detail::if_not_policy<It> = 0> V(It first, It last); \
	V &operator=(const V &other); \
	template <typename U, typename A> V &operator=(const Other<U, A> &other); \
	template <typename U> V &operator=(const std::vector<U> &other); \
	void swap(V &other);

/* a vector in device memory: its data() is a device_ptr */
template <typename T, typename Alloc>
class device_vector : public detail::vector_base<T, Alloc> {
public:
	WARPCHECK_THRUST_VECTOR(device_vector, host_vector)
};

/* a vector in host memory, as std::vector is */
template <typename T, typename Alloc>
class host_vector : public detail::vector_base<T, Alloc> {
public:
	WARPCHECK_THRUST_VECTOR(host_vector, device_vector)
};
#undef WARPCHECK_THRUST_VECTOR

/* ---- tuples and pairs (libcu++'s, as Thrust's are now) -------------- */

using std::tuple;
using std::make_tuple;
using std::get;
using std::tie;
using std::tuple_element;
using std::tuple_size;
using std::pair;
using std::make_pair;

/* ---- function objects ---------------------------------------------- */

/* the adaptable functors' bases: deprecated in CUDA 12's Thrust, gone from
 * CUDA 13's; code written for 12.x (as CUDART_VERSION here says) still
 * derives its functors from them */
template <typename Argument, typename Result> struct unary_function {
	typedef Argument argument_type;
	typedef Result result_type;
};
template <typename Argument1, typename Argument2, typename Result> struct binary_function {
	typedef Argument1 first_argument_type;
	typedef Argument2 second_argument_type;
	typedef Result result_type;
};

#define WARPCHECK_THRUST_BINARY(name, R, expr) \
	template <typename T = void> struct name { \
		using result_type = R; \
		__host__ __device__ constexpr R operator()(const T &a, const T &b) const { return expr; } \
	}; \
	template <> struct name<void> { \
		template <typename T, typename U> \
		__host__ __device__ constexpr auto operator()(const T &a, const U &b) const { return expr; } \
	};
WARPCHECK_THRUST_BINARY(plus, T, a + b)
WARPCHECK_THRUST_BINARY(minus, T, a - b)
WARPCHECK_THRUST_BINARY(multiplies, T, a * b)
WARPCHECK_THRUST_BINARY(divides, T, a / b)
WARPCHECK_THRUST_BINARY(modulus, T, a % b)
WARPCHECK_THRUST_BINARY(maximum, T, a < b ? b : a)
WARPCHECK_THRUST_BINARY(minimum, T, b < a ? b : a)
WARPCHECK_THRUST_BINARY(equal_to, bool, a == b)
WARPCHECK_THRUST_BINARY(not_equal_to, bool, a != b)
WARPCHECK_THRUST_BINARY(greater, bool, a > b)
WARPCHECK_THRUST_BINARY(less, bool, a < b)
WARPCHECK_THRUST_BINARY(greater_equal, bool, a >= b)
WARPCHECK_THRUST_BINARY(less_equal, bool, a <= b)
WARPCHECK_THRUST_BINARY(logical_and, bool, a && b)
WARPCHECK_THRUST_BINARY(logical_or, bool, a || b)
WARPCHECK_THRUST_BINARY(bit_and, T, a & b)
WARPCHECK_THRUST_BINARY(bit_or, T, a | b)
WARPCHECK_THRUST_BINARY(bit_xor, T, a ^ b)
#undef WARPCHECK_THRUST_BINARY
/* each for one type, and transparent (T = void: any type) */
#define WARPCHECK_THRUST_UNARY(name, R, expr) \
	template <typename T = void> struct name { \
		__host__ __device__ constexpr R operator()(const T &a) const { return expr; } \
	}; \
	template <> struct name<void> { \
		template <typename T> \
		__host__ __device__ constexpr auto operator()(const T &a) const { return expr; } \
	};
WARPCHECK_THRUST_UNARY(negate, T, -a)
WARPCHECK_THRUST_UNARY(logical_not, bool, !a)
WARPCHECK_THRUST_UNARY(square, T, a * a)
template <typename T = void> struct identity {
	__host__ __device__ constexpr const T &operator()(const T &a) const { return a; }
};
template <> struct identity<void> {
	template <typename T> __host__ __device__ constexpr T &&operator()(T &&a) const
	{
		return static_cast<T &&>(a);
	}
};
#undef WARPCHECK_THRUST_UNARY
/* thrust/extrema.h's smaller and larger of two values: CCCL 2's (CUDA
 * 12), gone from 3.0, kept for the projects built against CUDA 12 */
template <typename T> __host__ __device__ constexpr const T &min(const T &a, const T &b) { return b < a ? b : a; }
template <typename T> __host__ __device__ constexpr const T &max(const T &a, const T &b) { return a < b ? b : a; }
template <typename T, typename Less>
__host__ __device__ constexpr const T &min(const T &a, const T &b, Less less) { return less(b, a) ? b : a; }
template <typename T, typename Less>
__host__ __device__ constexpr const T &max(const T &a, const T &b, Less less) { return less(a, b) ? b : a; }

/* ---- fancy iterators ----------------------------------------------- */

template <typename T> class counting_iterator {
public:
	using value_type = T;
	using difference_type = ptrdiff_t;
	using pointer = const T *;
	using reference = T;
	using iterator_category = std::random_access_iterator_tag;
	__host__ __device__ counting_iterator() : v() {}
	__host__ __device__ explicit counting_iterator(T value) : v(value) {}
	__host__ __device__ T operator*() const { return v; }
	__host__ __device__ T operator[](ptrdiff_t i) const { return v + (T)i; }
	__host__ __device__ counting_iterator operator+(ptrdiff_t n) const { return counting_iterator(v + (T)n); }
	__host__ __device__ ptrdiff_t operator-(const counting_iterator &o) const { return (ptrdiff_t)(v - o.v); }
	__host__ __device__ counting_iterator &operator++() { ++v; return *this; }
	__host__ __device__ bool operator==(const counting_iterator &o) const { return v == o.v; }
	__host__ __device__ bool operator!=(const counting_iterator &o) const { return v != o.v; }
private:
	T v;
};
template <typename T> __host__ __device__ counting_iterator<T> make_counting_iterator(T value)
{
	return counting_iterator<T>(value);
}

template <typename T> class constant_iterator {
public:
	using value_type = T;
	using difference_type = ptrdiff_t;
	using pointer = const T *;
	using reference = T;
	using iterator_category = std::random_access_iterator_tag;
	__host__ __device__ explicit constant_iterator(T value, ptrdiff_t index = 0) : v(value), i(index) {}
	__host__ __device__ T operator*() const { return v; }
	__host__ __device__ T operator[](ptrdiff_t) const { return v; }
	__host__ __device__ constant_iterator operator+(ptrdiff_t n) const { return constant_iterator(v, i + n); }
	__host__ __device__ ptrdiff_t operator-(const constant_iterator &o) const { return i - o.i; }
	__host__ __device__ constant_iterator &operator++() { ++i; return *this; }
	__host__ __device__ bool operator==(const constant_iterator &o) const { return i == o.i; }
	__host__ __device__ bool operator!=(const constant_iterator &o) const { return i != o.i; }
private:
	T v;
	ptrdiff_t i;
};
template <typename T> __host__ __device__ constant_iterator<T> make_constant_iterator(T value, ptrdiff_t i = 0)
{
	return constant_iterator<T>(value, i);
}

/* The iterators' optional arguments: "what the adapted parts give". */
struct use_default {};
namespace detail {
template <typename Given, typename Otherwise> struct given_or { using type = Given; };
template <typename Otherwise> struct given_or<use_default, Otherwise> { using type = Otherwise; };
}

template <typename F, typename It, typename Reference = use_default, typename Value = use_default>
class transform_iterator {
	using result = typename std::decay<decltype(std::declval<F>()(*std::declval<It>()))>::type;
public:
	using reference = typename detail::given_or<Reference, result>::type;
	using value_type = typename detail::given_or<Value, typename std::decay<reference>::type>::type;
	using difference_type = ptrdiff_t;
	using pointer = const value_type *;
	using iterator_category = std::random_access_iterator_tag;
	__host__ __device__ transform_iterator(It it, F f) : it(it), f(f) {}
	__host__ __device__ reference operator*() const { return f(*it); }
	__host__ __device__ reference operator[](ptrdiff_t i) const { return f(it[i]); }
	__host__ __device__ transform_iterator operator+(ptrdiff_t n) const { return transform_iterator(it + n, f); }
	__host__ __device__ ptrdiff_t operator-(const transform_iterator &o) const { return it - o.it; }
	__host__ __device__ transform_iterator &operator++() { ++it; return *this; }
	__host__ __device__ bool operator==(const transform_iterator &o) const { return it == o.it; }
	__host__ __device__ bool operator!=(const transform_iterator &o) const { return it != o.it; }
private:
	It it;
	F f;
};
template <typename F, typename It>
__host__ __device__ transform_iterator<F, It> make_transform_iterator(It it, F f)
{
	return transform_iterator<F, It>(it, f);
}

template <typename Tuple> class zip_iterator {
public:
	using value_type = Tuple;
	using difference_type = ptrdiff_t;
	using pointer = const Tuple *;
	using reference = Tuple;
	using iterator_category = std::random_access_iterator_tag;
	__host__ __device__ explicit zip_iterator(Tuple its) : its(its) {}
	Tuple operator*() const;
	zip_iterator operator+(ptrdiff_t n) const;
	ptrdiff_t operator-(const zip_iterator &o) const;
	zip_iterator &operator++();
	bool operator==(const zip_iterator &o) const;
	bool operator!=(const zip_iterator &o) const;
	__host__ __device__ const Tuple &get_iterator_tuple() const { return its; }
private:
	Tuple its;
};
template <typename... Its> zip_iterator<tuple<Its...>> make_zip_iterator(tuple<Its...> its);
template <typename... Its> zip_iterator<tuple<Its...>> make_zip_iterator(Its... its);

template <typename Values, typename Indices> class permutation_iterator {
public:
	using value_type = detail::value_of<Values>;
	using difference_type = ptrdiff_t;
	using pointer = value_type *;
	using reference = value_type &;
	using iterator_category = std::random_access_iterator_tag;
	permutation_iterator(Values v, Indices i);
	reference operator*() const;
	permutation_iterator operator+(ptrdiff_t n) const;
	ptrdiff_t operator-(const permutation_iterator &o) const;
	permutation_iterator &operator++();
	bool operator!=(const permutation_iterator &o) const;
};
template <typename V, typename I> permutation_iterator<V, I> make_permutation_iterator(V v, I i);

struct discard_iterator {
	using value_type = void;
	using difference_type = ptrdiff_t;
	using pointer = void;
	using reference = void;
	using iterator_category = std::random_access_iterator_tag;
	discard_iterator operator+(ptrdiff_t) const;
	ptrdiff_t operator-(const discard_iterator &) const;
};
discard_iterator make_discard_iterator(ptrdiff_t i = 0);

template <typename It> class reverse_iterator : public std::reverse_iterator<It> {
public:
	explicit reverse_iterator(It it);
};
template <typename It> reverse_iterator<It> make_reverse_iterator(It it);

/* ---- algorithms: Thrust's kernels, not modeled --------------------- *
 * Each takes an execution policy first or not; the overloads that do
 * are told apart by detail::if_policy.  Each has an empty body, which
 * returns what the call's type needs, because a template declared only
 * cannot take a lambda (clang: its type has no linkage); no warpcheck
 * count ever comes from one. */

#define WARPCHECK_THRUST_ALGO(R, name) \
	template <typename First, typename... Rest, detail::if_not_policy<First> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ R name(First &&, Rest &&...) { return R(); } \
	template <typename P, typename... Rest, detail::if_policy<P> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ R name(const P &, Rest &&...) { return R(); }
WARPCHECK_THRUST_ALGO(void, fill)
WARPCHECK_THRUST_ALGO(void, sequence)
WARPCHECK_THRUST_ALGO(void, sort)
WARPCHECK_THRUST_ALGO(void, stable_sort)
WARPCHECK_THRUST_ALGO(void, sort_by_key)
WARPCHECK_THRUST_ALGO(void, stable_sort_by_key)
WARPCHECK_THRUST_ALGO(void, generate)
WARPCHECK_THRUST_ALGO(void, tabulate)
WARPCHECK_THRUST_ALGO(void, uninitialized_fill)
WARPCHECK_THRUST_ALGO(bool, is_sorted)
WARPCHECK_THRUST_ALGO(bool, equal)
WARPCHECK_THRUST_ALGO(bool, all_of)
WARPCHECK_THRUST_ALGO(bool, any_of)
WARPCHECK_THRUST_ALGO(bool, none_of)
WARPCHECK_THRUST_ALGO(ptrdiff_t, count)
WARPCHECK_THRUST_ALGO(ptrdiff_t, count_if)
#undef WARPCHECK_THRUST_ALGO

/* those that return an iterator: the one that ends the output, of the
 * type of their last iterator argument */
#define WARPCHECK_THRUST_ITER(name) \
	template <typename It, typename... Rest, detail::if_not_policy<It> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ It name(It first, Rest &&...) { return first; } \
	template <typename P, typename It, typename... Rest, detail::if_policy<P> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ It name(const P &, It first, Rest &&...) { return first; }
WARPCHECK_THRUST_ITER(min_element)
WARPCHECK_THRUST_ITER(max_element)
WARPCHECK_THRUST_ITER(find)
WARPCHECK_THRUST_ITER(find_if)
WARPCHECK_THRUST_ITER(unique)
WARPCHECK_THRUST_ITER(remove)
WARPCHECK_THRUST_ITER(remove_if)
WARPCHECK_THRUST_ITER(partition)
WARPCHECK_THRUST_ITER(lower_bound)
WARPCHECK_THRUST_ITER(upper_bound)
WARPCHECK_THRUST_ITER(for_each)
WARPCHECK_THRUST_ITER(for_each_n)
#undef WARPCHECK_THRUST_ITER
template <typename It, typename... Rest, detail::if_not_policy<It> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ pair<It, It> minmax_element(It first, Rest &&...) { return pair<It, It>(first, first); }
template <typename P, typename It, typename... Rest, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ pair<It, It> minmax_element(const P &, It first, Rest &&...) { return pair<It, It>(first, first); }

/* those whose third iterator is the output: (first, last, out, ...) */
#define WARPCHECK_THRUST_OUT3(name) \
	template <typename In, typename Out, typename... Rest, detail::if_not_policy<In> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ Out name(In, In, Out out, Rest &&...) { return out; } \
	template <typename P, typename In, typename Out, typename... Rest, detail::if_policy<P> = 0> \
	WARPCHECK_THRUST_UNMODELED __host__ __device__ Out name(const P &, In, In, Out out, Rest &&...) { return out; }
WARPCHECK_THRUST_OUT3(copy)
WARPCHECK_THRUST_OUT3(copy_if)
WARPCHECK_THRUST_OUT3(inclusive_scan)
WARPCHECK_THRUST_OUT3(exclusive_scan)
WARPCHECK_THRUST_OUT3(adjacent_difference)
WARPCHECK_THRUST_OUT3(gather)
WARPCHECK_THRUST_OUT3(gather_if)
WARPCHECK_THRUST_OUT3(replace_copy_if)
WARPCHECK_THRUST_OUT3(transform_inclusive_scan)
WARPCHECK_THRUST_OUT3(transform_exclusive_scan)
WARPCHECK_THRUST_OUT3(unique_copy)
WARPCHECK_THRUST_OUT3(remove_copy_if)
#undef WARPCHECK_THRUST_OUT3
template <typename In, typename Size, typename Out, detail::if_not_policy<In> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out copy_n(In, Size, Out out) { return out; }
template <typename P, typename In, typename Size, typename Out, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out copy_n(const P &, In, Size, Out out) { return out; }
template <typename In, typename Out, typename... Rest, detail::if_not_policy<In> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out transform(In, In, Out out, Rest &&...) { return out; }
template <typename In, typename In2, typename Out, typename F, detail::if_not_policy<In> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out transform(In, In, In2, Out out, F) { return out; }
template <typename P, typename In, typename Out, typename F, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out transform(const P &, In, In, Out out, F) { return out; }
template <typename P, typename In, typename In2, typename Out, typename F, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ Out transform(const P &, In, In, In2, Out out, F) { return out; }
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void scatter(Rest &&...) {}
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void scatter_if(Rest &&...) {}
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void replace(Rest &&...) {}
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void replace_if(Rest &&...) {}
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void inclusive_scan_by_key(Rest &&...) {}
template <typename... Rest> WARPCHECK_THRUST_UNMODELED __host__ __device__ void exclusive_scan_by_key(Rest &&...) {}
template <typename... Rest> pair<discard_iterator, discard_iterator> reduce_by_key(Rest &&...);
template <typename... Rest> pair<discard_iterator, discard_iterator> unique_by_key(Rest &&...);

/* reductions: the type of their initial value, or the input's */
template <typename It, detail::if_not_policy<It> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ detail::value_of<It> reduce(It first, It) { return *first; }
template <typename It, typename T, typename... Op, detail::if_not_policy<It> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T reduce(It, It, T init, Op...) { return init; }
template <typename P, typename It, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ detail::value_of<It> reduce(const P &, It first, It) { return *first; }
template <typename P, typename It, typename T, typename... Op, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T reduce(const P &, It, It, T init, Op...) { return init; }
template <typename It, typename F, typename T, typename Op, detail::if_not_policy<It> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T transform_reduce(It, It, F, T init, Op) { return init; }
template <typename P, typename It, typename F, typename T, typename Op, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T transform_reduce(const P &, It, It, F, T init, Op) { return init; }
template <typename It, typename It2, typename T, typename... Ops, detail::if_not_policy<It> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T inner_product(It, It, It2, T init, Ops...) { return init; }
template <typename P, typename It, typename It2, typename T, typename... Ops, detail::if_policy<P> = 0>
WARPCHECK_THRUST_UNMODELED __host__ __device__ T inner_product(const P &, It, It, It2, T init, Ops...) { return init; }

/* ---- complex numbers, usable on the device ------------------------- */

template <typename T> struct alignas(2 * sizeof(T)) complex {
	using value_type = T;
	__host__ __device__ complex(const T &re = T(), const T &im = T()) : re(re), im(im) {}
	template <typename U> __host__ __device__ complex(const complex<U> &o) : re(T(o.real())), im(T(o.imag())) {}
	__host__ __device__ T real() const { return re; }
	__host__ __device__ T imag() const { return im; }
	__host__ __device__ void real(T v) { re = v; }
	__host__ __device__ void imag(T v) { im = v; }
	__host__ __device__ complex &operator+=(const complex &o) { re += o.re; im += o.im; return *this; }
	__host__ __device__ complex &operator-=(const complex &o) { re -= o.re; im -= o.im; return *this; }
	__host__ __device__ complex &operator*=(const complex &o)
	{
		T r = re * o.re - im * o.im;
		im = re * o.im + im * o.re;
		re = r;
		return *this;
	}
	__host__ __device__ complex &operator*=(const T &s) { re *= s; im *= s; return *this; }
	__host__ __device__ complex &operator/=(const T &s) { re /= s; im /= s; return *this; }
private:
	T re, im;
};
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const complex<T> &b)
{
	return complex<T>(a.real() + b.real(), a.imag() + b.imag());
}
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a, const complex<T> &b)
{
	return complex<T>(a.real() - b.real(), a.imag() - b.imag());
}
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const complex<T> &b)
{
	return complex<T>(a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real());
}
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const T &s)
{
	return complex<T>(a.real() * s, a.imag() * s);
}
template <typename T> __host__ __device__ complex<T> operator*(const T &s, const complex<T> &a)
{
	return complex<T>(a.real() * s, a.imag() * s);
}
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const T &s)
{
	return complex<T>(a.real() / s, a.imag() / s);
}
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a)
{
	return complex<T>(-a.real(), -a.imag());
}
template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const complex<T> &b)
{
	return a.real() == b.real() && a.imag() == b.imag();
}
template <typename T> __host__ __device__ bool operator!=(const complex<T> &a, const complex<T> &b)
{
	return !(a == b);
}
template <typename T> __host__ __device__ complex<T> conj(const complex<T> &a)
{
	return complex<T>(a.real(), -a.imag());
}
template <typename T> __host__ __device__ T norm(const complex<T> &a)
{
	return a.real() * a.real() + a.imag() * a.imag();
}
template <typename T> __host__ __device__ T abs(const complex<T> &a);
template <typename T> __host__ __device__ T arg(const complex<T> &a);
template <typename T> __host__ __device__ complex<T> exp(const complex<T> &a);
template <typename T> __host__ __device__ complex<T> log(const complex<T> &a);
template <typename T> __host__ __device__ complex<T> sqrt(const complex<T> &a);
template <typename T> __host__ __device__ complex<T> pow(const complex<T> &a, const T &e);
template <typename T> __host__ __device__ complex<T> polar(const T &m, const T &theta = T());

/* ---- random numbers, usable on the device -------------------------- */

namespace random {
template <typename UInt, UInt a, UInt c, UInt m> class linear_congruential_engine {
public:
	using result_type = UInt;
	__host__ __device__ explicit linear_congruential_engine(UInt seed = 1u);
	__host__ __device__ void seed(UInt s = 1u);
	__host__ __device__ UInt operator()(void);
	__host__ __device__ void discard(unsigned long long z);
	static const UInt min = c == 0u ? 1u : 0u;
	static const UInt max = m - 1u;
};
using minstd_rand0 = linear_congruential_engine<unsigned, 16807u, 0u, 2147483647u>;
using minstd_rand = linear_congruential_engine<unsigned, 48271u, 0u, 2147483647u>;
using default_random_engine = minstd_rand;
using taus88 = minstd_rand;
using ranlux24 = minstd_rand;
using ranlux48 = minstd_rand;
template <typename T = float> class uniform_real_distribution {
public:
	using result_type = T;
	__host__ __device__ explicit uniform_real_distribution(T a = 0, T b = 1);
	template <typename Engine> __host__ __device__ T operator()(Engine &e);
	__host__ __device__ void reset();
};
template <typename T = int> class uniform_int_distribution {
public:
	using result_type = T;
	__host__ __device__ explicit uniform_int_distribution(T a = 0, T b = 2147483647);
	template <typename Engine> __host__ __device__ T operator()(Engine &e);
	__host__ __device__ void reset();
};
template <typename T = float> class normal_distribution {
public:
	using result_type = T;
	__host__ __device__ explicit normal_distribution(T mean = 0, T stddev = 1);
	template <typename Engine> __host__ __device__ T operator()(Engine &e);
	__host__ __device__ void reset();
};
}
using random::default_random_engine;
using random::minstd_rand;
using random::uniform_int_distribution;
using random::uniform_real_distribution;
using random::normal_distribution;

THRUST_NAMESPACE_END /* namespace thrust */

/* Thrust's CUDA algorithms are written over CUB, so a program that
 * includes a Thrust header may name cub:: with no include of its own. */
#include <cub/cub.cuh>

#endif
