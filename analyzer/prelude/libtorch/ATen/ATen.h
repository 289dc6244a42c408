/*
 * ATen/ATen.h - the part of libtorch's tensor library that PyTorch
 * extension launchers use, declared for warpcheck's front end when no
 * libtorch is on the include path (these headers are searched after
 * every -I, so a real libtorch wins).  A launcher reads its tensors'
 * shapes (x.size(0), x.numel()), takes their data (x.data_ptr<float>()),
 * checks them (TORCH_CHECK) and launches; these declarations let it
 * parse, and nothing here is ever executed.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_H
#define WARPCHECK_PRELUDE_ATEN_H

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <stddef.h>
/* C10_WARP_SIZE, C10_HOST_DEVICE, CUDA_KERNEL_ASSERT: ATen brings them */
#include <c10/macros/Macros.h>
/* the standard library libtorch's own headers bring to an extension */
#include <algorithm>
#include <cmath>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#define TORCH_VERSION_MAJOR 2
#define TORCH_VERSION_MINOR 5
#define TORCH_VERSION_PATCH 0

namespace c10 {

enum class ScalarType : int8_t {
	Byte, Char, Short, Int, Long, Half, Float, Double, ComplexHalf, ComplexFloat,
	ComplexDouble, Bool, QInt8, QUInt8, QInt32, BFloat16, QUInt4x2, QUInt2x4, Bits1x8,
	Bits2x4, Bits4x2, Bits8, Bits16, Float8_e5m2, Float8_e4m3fn, Float8_e5m2fnuz,
	Float8_e4m3fnuz, UInt16, UInt32, UInt64, Undefined,
};

/* libtorch's numbering (c10/core/DeviceType.h); a registry sizes its table
 * by COMPILE_TIME_MAX_DEVICE_TYPES */
enum class DeviceType : int8_t {
	CPU = 0, CUDA = 1, MKLDNN = 2, OPENGL = 3, OPENCL = 4, IDEEP = 5, HIP = 6, FPGA = 7,
	MAIA = 8, XLA = 9, Vulkan = 10, Metal = 11, XPU = 12, MPS = 13, Meta = 14, HPU = 15,
	VE = 16, Lazy = 17, IPU = 18, MTIA = 19, PrivateUse1 = 20,
	COMPILE_TIME_MAX_DEVICE_TYPES = 21
};
constexpr DeviceType kCPU = DeviceType::CPU;
constexpr DeviceType kCUDA = DeviceType::CUDA;

enum class Layout : int8_t { Strided, Sparse };
enum class MemoryFormat : int8_t { Contiguous, Preserve, ChannelsLast, ChannelsLast3d };

using DeviceIndex = int8_t;
struct Device {
	Device(DeviceType type, int index = -1);
	Device(const char *name);
	DeviceType type() const;
	int index() const;
	bool is_cuda() const;
	bool is_cpu() const;
	bool has_index() const;
};

/* the 16-bit floats, with the same layout as CUDA's */
struct Half {
	unsigned short x;
	Half() = default;
	__host__ __device__ Half(float value);
	__host__ __device__ Half(__half value);
	__host__ __device__ operator float() const;
	__host__ __device__ operator __half() const;
};
struct BFloat16 {
	unsigned short x;
	BFloat16() = default;
	__host__ __device__ BFloat16(float value);
	__host__ __device__ BFloat16(__nv_bfloat16 value);
	__host__ __device__ operator float() const;
	__host__ __device__ operator __nv_bfloat16() const;
};
/* their arithmetic, as libtorch defines it: a Half and a Half make a
 * Half (not ambiguous between float and __half) */
#define WARPCHECK_TORCH_ARITH(T) \
	__host__ __device__ T operator+(const T &a, const T &b); \
	__host__ __device__ T operator-(const T &a, const T &b); \
	__host__ __device__ T operator*(const T &a, const T &b); \
	__host__ __device__ T operator/(const T &a, const T &b); \
	__host__ __device__ T operator-(const T &a); \
	__host__ __device__ T &operator+=(T &a, const T &b); \
	__host__ __device__ T &operator-=(T &a, const T &b); \
	__host__ __device__ T &operator*=(T &a, const T &b); \
	__host__ __device__ T &operator/=(T &a, const T &b); \
	__host__ __device__ float operator+(T a, float b); \
	__host__ __device__ float operator-(T a, float b); \
	__host__ __device__ float operator*(T a, float b); \
	__host__ __device__ float operator/(T a, float b); \
	__host__ __device__ float operator+(float a, T b); \
	__host__ __device__ float operator-(float a, T b); \
	__host__ __device__ float operator*(float a, T b); \
	__host__ __device__ float operator/(float a, T b); \
	__host__ __device__ bool operator<(const T &a, const T &b); \
	__host__ __device__ bool operator>(const T &a, const T &b); \
	__host__ __device__ bool operator<=(const T &a, const T &b); \
	__host__ __device__ bool operator>=(const T &a, const T &b); \
	__host__ __device__ bool operator==(const T &a, const T &b); \
	__host__ __device__ bool operator!=(const T &a, const T &b); \
	WARPCHECK_TORCH_MIXED(T, double, double) \
	WARPCHECK_TORCH_MIXED(T, int, T) \
	WARPCHECK_TORCH_MIXED(T, int64_t, T) \
	WARPCHECK_TORCH_COMPARE(T, float) \
	__host__ __device__ float &operator+=(float &a, const T &b); \
	__host__ __device__ float &operator-=(float &a, const T &b); \
	__host__ __device__ float &operator*=(float &a, const T &b); \
	__host__ __device__ float &operator/=(float &a, const T &b);
/* with a double the result is a double, with an int or int64_t a T */
#define WARPCHECK_TORCH_MIXED(T, U, R) \
	__host__ __device__ R operator+(T a, U b); __host__ __device__ R operator-(T a, U b); \
	__host__ __device__ R operator*(T a, U b); __host__ __device__ R operator/(T a, U b); \
	__host__ __device__ R operator+(U a, T b); __host__ __device__ R operator-(U a, T b); \
	__host__ __device__ R operator*(U a, T b); __host__ __device__ R operator/(U a, T b); \
	WARPCHECK_TORCH_COMPARE(T, U)
#define WARPCHECK_TORCH_COMPARE(T, U) \
	__host__ __device__ bool operator<(T a, U b); __host__ __device__ bool operator>(T a, U b); \
	__host__ __device__ bool operator<=(T a, U b); __host__ __device__ bool operator>=(T a, U b); \
	__host__ __device__ bool operator==(T a, U b); __host__ __device__ bool operator!=(T a, U b); \
	__host__ __device__ bool operator<(U a, T b); __host__ __device__ bool operator>(U a, T b); \
	__host__ __device__ bool operator<=(U a, T b); __host__ __device__ bool operator>=(U a, T b); \
	__host__ __device__ bool operator==(U a, T b); __host__ __device__ bool operator!=(U a, T b);
WARPCHECK_TORCH_ARITH(Half)
WARPCHECK_TORCH_ARITH(BFloat16)
#undef WARPCHECK_TORCH_ARITH
#undef WARPCHECK_TORCH_MIXED
#undef WARPCHECK_TORCH_COMPARE

template <typename T> struct complex {
	T real_, imag_;
	constexpr __host__ __device__ complex(const T &re = T(), const T &im = T()) : real_(re), imag_(im) {}
	__host__ __device__ T real() const { return real_; }
	__host__ __device__ T imag() const { return imag_; }
	__host__ __device__ complex &operator+=(const complex &other);
	__host__ __device__ complex &operator*=(const complex &other);
};
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator/(const complex<T> &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator*(const complex<T> &a, const T &b);
template <typename T> __host__ __device__ complex<T> operator*(const T &a, const complex<T> &b);
template <typename T> __host__ __device__ complex<T> operator+(const complex<T> &a, const T &b);
template <typename T> __host__ __device__ complex<T> operator-(const complex<T> &a);
template <typename T> __host__ __device__ bool operator==(const complex<T> &a, const complex<T> &b);

/* a view of a list of sizes: x.sizes(), {4096, 1024} */
template <typename T> class ArrayRef {
public:
	ArrayRef() = default;
	ArrayRef(const T &one);
	ArrayRef(const T *data, size_t length);
	ArrayRef(std::initializer_list<T> list);
	template <typename Container> ArrayRef(const Container &c);
	const T *begin() const;
	const T *end() const;
	const T *data() const;
	size_t size() const;
	bool empty() const;
	const T &operator[](size_t i) const;
	const T &front() const;
	const T &back() const;
	bool equals(ArrayRef other) const;
	bool operator==(ArrayRef other) const;
	bool operator!=(ArrayRef other) const;
	std::vector<T> vec() const;
	ArrayRef slice(size_t start, size_t length) const;
	ArrayRef slice(size_t start) const;
private:
	const T *data_;
	size_t length_;
};
using IntArrayRef = ArrayRef<int64_t>;
using SymIntArrayRef = ArrayRef<int64_t>;

/* libtorch's optional is the standard library's (c10/util/Optional.h) */
using std::make_optional;
using std::nullopt;
using std::nullopt_t;
using std::optional;

struct TensorOptions {
	TensorOptions();
	TensorOptions(ScalarType dtype);
	TensorOptions(DeviceType device);
	TensorOptions(Device device);
	TensorOptions dtype(ScalarType dtype) const;
	TensorOptions device(Device device) const;
	TensorOptions device(DeviceType type, int index = -1) const;
	TensorOptions layout(Layout layout) const;
	TensorOptions requires_grad(bool yes = true) const;
	TensorOptions memory_format(MemoryFormat format) const;
	ScalarType dtype() const;
	Device device() const;
};

const char *toString(ScalarType t);
size_t elementSize(ScalarType t);
/* printed as libtorch prints them, in error messages host code builds */
std::ostream &operator<<(std::ostream &os, ScalarType t);
std::ostream &operator<<(std::ostream &os, DeviceType t);
std::ostream &operator<<(std::ostream &os, const Device &d);
std::ostream &operator<<(std::ostream &os, const Half &h);
std::ostream &operator<<(std::ostream &os, const BFloat16 &h);
template <typename T> std::ostream &operator<<(std::ostream &os, ArrayRef<T> list);

namespace cuda {
class CUDAStream {
public:
	cudaStream_t stream() const;
	operator cudaStream_t() const;
	Device device() const;
	int device_index() const;
	void synchronize() const;
};
CUDAStream getCurrentCUDAStream(int device = -1);
CUDAStream getDefaultCUDAStream(int device = -1);
CUDAStream getStreamFromPool(bool high_priority = false, int device = -1);
void setCurrentCUDAStream(CUDAStream stream);
struct CUDAGuard {
	explicit CUDAGuard(int device);
	explicit CUDAGuard(Device device);
	void set_device(Device device);
};
struct OptionalCUDAGuard {
	OptionalCUDAGuard();
	explicit OptionalCUDAGuard(int device);
	explicit OptionalCUDAGuard(Device device);
	explicit OptionalCUDAGuard(optional<Device> device);
};
struct CUDAStreamGuard {
	explicit CUDAStreamGuard(CUDAStream stream);
};
int device_count();
int current_device();
void set_device(int device);
void MaybeSetDevice(int device);
} /* namespace cuda */

struct DeviceGuard {
	explicit DeviceGuard(Device device);
};

/* a list of values as operators take them (c10::List<at::Tensor>) */
template <typename T> class List {
public:
	List();
	List(std::initializer_list<T> values);
	size_t size() const;
	bool empty() const;
	T get(size_t i) const;
	T operator[](size_t i) const;
	void push_back(const T &value);
	void reserve(size_t n);
	std::vector<T> vec() const;
};

/* reference-counted objects (custom classes held by Python) */
class intrusive_ptr_target {
public:
	virtual ~intrusive_ptr_target() = default;
};
template <typename T> class intrusive_ptr {
public:
	intrusive_ptr();
	intrusive_ptr(std::nullptr_t);
	template <typename U> intrusive_ptr(const intrusive_ptr<U> &other);
	T *get() const;
	T *operator->() const;
	T &operator*() const;
	explicit operator bool() const;
	bool defined() const;
};
template <typename T, typename... Args> intrusive_ptr<T> make_intrusive(Args &&...args);

/* for (auto i : c10::irange(n)): the integers of [begin, end) */
template <typename I> class integer_range {
public:
	struct iterator {
		I v;
		__host__ __device__ I operator*() const { return v; }
		__host__ __device__ iterator &operator++() { ++v; return *this; }
		__host__ __device__ bool operator!=(const iterator &o) const { return v != o.v; }
		__host__ __device__ bool operator==(const iterator &o) const { return v == o.v; }
	};
	__host__ __device__ integer_range(I b, I e) : b(b), e(e < b ? b : e) {}
	__host__ __device__ iterator begin() const { return iterator{b}; }
	__host__ __device__ iterator end() const { return iterator{e}; }
private:
	I b, e;
};
template <typename I> __host__ __device__ integer_range<I> irange(I end) { return integer_range<I>(I(), end); }
template <typename I, typename J>
__host__ __device__ integer_range<I> irange(I begin, J end) { return integer_range<I>(begin, I(end)); }

namespace detail {
/* TORCH_CHECK's failure: the launcher stops there */
template <typename... Args> void torch_check_fail(const Args &...args) __attribute__((noreturn));
} /* namespace detail */

} /* namespace c10 */

/* the standard functions PyTorch gives its complex type */
namespace std {
template <typename T> __host__ __device__ c10::complex<T> conj(const c10::complex<T> &z)
{ return c10::complex<T>(z.real(), -z.imag()); }
template <typename T> __host__ __device__ T real(const c10::complex<T> &z) { return z.real(); }
template <typename T> __host__ __device__ T imag(const c10::complex<T> &z) { return z.imag(); }
template <typename T> __host__ __device__ T abs(const c10::complex<T> &z);
template <typename T> __host__ __device__ c10::complex<T> exp(const c10::complex<T> &z);
} /* namespace std */

/* the checks: a failed one throws, so the code after it runs only when
 * the condition holds */
#define TORCH_CHECK(cond, ...) \
	do { \
		if (!(cond)) \
			::c10::detail::torch_check_fail("", ##__VA_ARGS__); \
	} while (0)
#define TORCH_CHECK_EQ(a, b) TORCH_CHECK((a) == (b))
#define TORCH_CHECK_NE(a, b) TORCH_CHECK((a) != (b))
#define TORCH_CHECK_LE(a, b) TORCH_CHECK((a) <= (b))
#define TORCH_CHECK_LT(a, b) TORCH_CHECK((a) < (b))
#define TORCH_CHECK_GE(a, b) TORCH_CHECK((a) >= (b))
#define TORCH_CHECK_GT(a, b) TORCH_CHECK((a) > (b))
#define TORCH_CHECK_VALUE(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define TORCH_CHECK_TYPE(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define TORCH_CHECK_INDEX(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define TORCH_CHECK_NOT_IMPLEMENTED(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define TORCH_INTERNAL_ASSERT(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define TORCH_INTERNAL_ASSERT_DEBUG_ONLY(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define AT_ASSERT(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define AT_ASSERTM(cond, ...) TORCH_CHECK(cond, __VA_ARGS__)
#define AT_ERROR(...) ::c10::detail::torch_check_fail(__VA_ARGS__)
#define TORCH_WARN(...) ((void)0)
#define TORCH_WARN_ONCE(...) ((void)0)
#define C10_CUDA_CHECK(call) ((void)(call))
#define C10_CUDA_CHECK_WARN(call) ((void)(call))
#define C10_CUDA_KERNEL_LAUNCH_CHECK() ((void)0)
#define AT_CUDA_CHECK(call) ((void)(call))

namespace at {

using c10::ArrayRef;
using c10::elementSize;
using c10::toString;
using c10::BFloat16;
using c10::Device;
using c10::DeviceType;
using c10::Half;
using c10::IntArrayRef;
using c10::SymIntArrayRef;
using c10::Layout;
using c10::MemoryFormat;
using c10::ScalarType;
using c10::TensorOptions;
using c10::kCPU;
using c10::kCUDA;
using c10::nullopt;
using c10::optional;

constexpr ScalarType kByte = ScalarType::Byte, kUInt8 = ScalarType::Byte;
constexpr ScalarType kChar = ScalarType::Char, kInt8 = ScalarType::Char;
constexpr ScalarType kShort = ScalarType::Short, kInt16 = ScalarType::Short;
constexpr ScalarType kInt = ScalarType::Int, kInt32 = ScalarType::Int;
constexpr ScalarType kLong = ScalarType::Long, kInt64 = ScalarType::Long;
constexpr ScalarType kHalf = ScalarType::Half, kFloat16 = ScalarType::Half;
constexpr ScalarType kFloat = ScalarType::Float, kFloat32 = ScalarType::Float;
constexpr ScalarType kDouble = ScalarType::Double, kFloat64 = ScalarType::Double;
constexpr ScalarType kBFloat16 = ScalarType::BFloat16;
constexpr ScalarType kBool = ScalarType::Bool;
constexpr ScalarType kComplexFloat = ScalarType::ComplexFloat;
constexpr ScalarType kComplexDouble = ScalarType::ComplexDouble;
constexpr ScalarType kFloat8_e4m3fn = ScalarType::Float8_e4m3fn;
constexpr ScalarType kFloat8_e5m2 = ScalarType::Float8_e5m2;
constexpr ScalarType kUInt16 = ScalarType::UInt16;
constexpr ScalarType kUInt32 = ScalarType::UInt32;
constexpr ScalarType kUInt64 = ScalarType::UInt64;
constexpr Layout kStrided = Layout::Strided;

struct Scalar {
	Scalar(double v);
	Scalar(int64_t v);
	Scalar(int v);
	Scalar(float v);
	Scalar(bool v);
	template <typename T> T to() const;
};

/* traits a PackedTensorAccessor's pointer takes */
template <typename T> struct DefaultPtrTraits { typedef T *PtrType; };
template <typename T> struct RestrictPtrTraits { typedef T *__restrict__ PtrType; };

/*
 * The accessors keep their sizes and strides as scalar members, six
 * dimensions at most, where libtorch's keep arrays of N (or pointers into
 * the packed accessor's): a kernel's `acc[b][i]` then reads members of
 * its parameter, whose values the launch gives (the tensor's shape), and
 * `acc[b]` is a row accessor with the same members one dimension on.
 */
#define WARPCHECK_ACCESSOR_MEMBERS(index_t) \
	index_t size0, size1, size2, size3, size4, size5; \
	index_t stride0, stride1, stride2, stride3, stride4, stride5;
#define WARPCHECK_ACCESSOR_QUERIES(T, index_t) \
	__host__ __device__ index_t size(index_t i) const \
	{ \
		return i == 0 ? size0 : i == 1 ? size1 : i == 2 ? size2 : \
		       i == 3 ? size3 : i == 4 ? size4 : size5; \
	} \
	__host__ __device__ index_t stride(index_t i) const \
	{ \
		return i == 0 ? stride0 : i == 1 ? stride1 : i == 2 ? stride2 : \
		       i == 3 ? stride3 : i == 4 ? stride4 : stride5; \
	} \
	__host__ __device__ T *data() const { return data_; }
/* a row accessor, built from its parent's members one dimension on */
#define WARPCHECK_ACCESSOR_ROW_OF(index_t) \
	__host__ __device__ TensorAccessor(PtrType data, index_t size_1, index_t size_2, \
					   index_t size_3, index_t size_4, index_t size_5, \
					   index_t stride_1, index_t stride_2, index_t stride_3, \
					   index_t stride_4, index_t stride_5) \
		: data_(data), size0(size_1), size1(size_2), size2(size_3), size3(size_4), \
		  size4(size_5), size5(0), stride0(stride_1), stride1(stride_2), \
		  stride2(stride_3), stride3(stride_4), stride4(stride_5), stride5(0) {}
/* the row accessor of element i: one dimension on (the members past the
 * rank are not read, so a launch does not name them) */
#define WARPCHECK_ACCESSOR_ROW(T, N, PtrTraits, index_t) \
	__host__ __device__ TensorAccessor<T, N - 1, PtrTraits, index_t> operator[](index_t i) const \
	{ \
		return TensorAccessor<T, N - 1, PtrTraits, index_t>( \
			data_ + stride0 * i, N > 1 ? size1 : 0, N > 2 ? size2 : 0, \
			N > 3 ? size3 : 0, N > 4 ? size4 : 0, N > 5 ? size5 : 0, \
			N > 1 ? stride1 : 0, N > 2 ? stride2 : 0, N > 3 ? stride3 : 0, \
			N > 4 ? stride4 : 0, N > 5 ? stride5 : 0); \
	}

template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits,
	  typename index_t = int64_t>
class TensorAccessor {
public:
	typedef typename PtrTraits<T>::PtrType PtrType;
	WARPCHECK_ACCESSOR_ROW_OF(index_t)
	WARPCHECK_ACCESSOR_QUERIES(T, index_t)
	WARPCHECK_ACCESSOR_ROW(T, N, PtrTraits, index_t)
protected:
	PtrType data_;
	WARPCHECK_ACCESSOR_MEMBERS(index_t)
};
template <typename T, template <typename U> class PtrTraits, typename index_t>
class TensorAccessor<T, 1, PtrTraits, index_t> {
public:
	typedef typename PtrTraits<T>::PtrType PtrType;
	WARPCHECK_ACCESSOR_ROW_OF(index_t)
	WARPCHECK_ACCESSOR_QUERIES(T, index_t)
	__host__ __device__ T &operator[](index_t i) const { return data_[stride0 * i]; }
protected:
	PtrType data_;
	WARPCHECK_ACCESSOR_MEMBERS(index_t)
};

/* what a tensor's packed_accessor32/64() gives a kernel, by value */
template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits,
	  typename index_t = int64_t>
class GenericPackedTensorAccessor {
public:
	typedef typename PtrTraits<T>::PtrType PtrType;
	WARPCHECK_ACCESSOR_QUERIES(T, index_t)
	WARPCHECK_ACCESSOR_ROW(T, N, PtrTraits, index_t)
protected:
	PtrType data_;
	WARPCHECK_ACCESSOR_MEMBERS(index_t)
};
template <typename T, template <typename U> class PtrTraits, typename index_t>
class GenericPackedTensorAccessor<T, 1, PtrTraits, index_t> {
public:
	typedef typename PtrTraits<T>::PtrType PtrType;
	WARPCHECK_ACCESSOR_QUERIES(T, index_t)
	__host__ __device__ T &operator[](index_t i) const { return data_[stride0 * i]; }
protected:
	PtrType data_;
	WARPCHECK_ACCESSOR_MEMBERS(index_t)
};
template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits>
using PackedTensorAccessor32 = GenericPackedTensorAccessor<T, N, PtrTraits, int32_t>;
template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits>
using PackedTensorAccessor64 = GenericPackedTensorAccessor<T, N, PtrTraits, int64_t>;
/* the older name, with its index type as a parameter */
template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits,
	  typename index_t = int64_t>
using PackedTensorAccessor = GenericPackedTensorAccessor<T, N, PtrTraits, index_t>;

class Tensor {
public:
	Tensor();
	int64_t size(int64_t dim) const;
	IntArrayRef sizes() const;
	int64_t stride(int64_t dim) const;
	IntArrayRef strides() const;
	int64_t numel() const;
	int64_t dim() const;
	int64_t ndimension() const;
	int64_t element_size() const;
	size_t nbytes() const;
	int64_t storage_offset() const;
	bool defined() const;
	bool is_contiguous(MemoryFormat format = MemoryFormat::Contiguous) const;
	bool is_cuda() const;
	bool is_cpu() const;
	bool requires_grad() const;
	Device device() const;
	int get_device() const;
	TensorOptions options() const;
	ScalarType scalar_type() const;
	ScalarType dtype() const;
	Layout layout() const;
	void *data_ptr() const;
	template <typename T> T *data_ptr() const;
	template <typename T> T *mutable_data_ptr() const;
	template <typename T> const T *const_data_ptr() const;
	const void *const_data_ptr() const;
	void *mutable_data_ptr() const;
	template <typename T> T item() const;
	Scalar item() const;
	template <typename T, size_t N> TensorAccessor<T, N> accessor() const;
	template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits,
		  typename index_t = int64_t>
	GenericPackedTensorAccessor<T, N, PtrTraits, index_t> packed_accessor() const;
	template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits>
	PackedTensorAccessor32<T, N, PtrTraits> packed_accessor32() const;
	template <typename T, size_t N, template <typename U> class PtrTraits = DefaultPtrTraits>
	PackedTensorAccessor64<T, N, PtrTraits> packed_accessor64() const;
	Tensor contiguous(MemoryFormat format = MemoryFormat::Contiguous) const;
	Tensor to(ScalarType dtype) const;
	Tensor to(Device device) const;
	Tensor to(TensorOptions options) const;
	Tensor to(Device device, ScalarType dtype) const;
	Tensor cuda() const;
	Tensor cpu() const;
	Tensor clone() const;
	Tensor detach() const;
	Tensor view(IntArrayRef sizes) const;
	Tensor reshape(IntArrayRef sizes) const;
	Tensor flatten(int64_t start = 0, int64_t end = -1) const;
	Tensor transpose(int64_t a, int64_t b) const;
	Tensor permute(IntArrayRef dims) const;
	Tensor squeeze(int64_t dim) const;
	Tensor unsqueeze(int64_t dim) const;
	Tensor narrow(int64_t dim, int64_t start, int64_t length) const;
	Tensor select(int64_t dim, int64_t index) const;
	Tensor slice(int64_t dim = 0, int64_t start = 0, int64_t end = INT64_MAX, int64_t step = 1) const;
	Tensor expand(IntArrayRef sizes) const;
	Tensor t() const;
	Tensor sum() const;
	Tensor sum(int64_t dim, bool keepdim = false) const;
	Tensor mean() const;
	Tensor max() const;
	Tensor abs() const;
	Tensor exp() const;
	Tensor sqrt() const;
	Tensor matmul(const Tensor &other) const;
	Tensor &zero_();
	Tensor &fill_(Scalar value);
	Tensor &copy_(const Tensor &src, bool non_blocking = false);
	Tensor &add_(const Tensor &other, Scalar alpha = 1);
	Tensor &mul_(Scalar value);
	Tensor &div_(Scalar value);
	Tensor &resize_(IntArrayRef sizes);
	Tensor operator[](int64_t index) const;
	Tensor operator-() const;
	bool equal(const Tensor &other) const;
	bool allclose(const Tensor &other, double rtol = 1e-5, double atol = 1e-8) const;
};

/* whether autograd records operations, and the guards that switch it */
struct GradMode {
	static bool is_enabled();
	static void set_enabled(bool enabled);
};
struct AutoGradMode {
	AutoGradMode(bool enabled);
};
struct NoGradGuard {
	NoGradGuard();
};
struct InferenceMode {
	InferenceMode(bool enabled = true);
};

/* a list of tensors as operators take one (torch::cat's) */
using TensorList = ArrayRef<Tensor>;
using ITensorListRef = ArrayRef<Tensor>;

Tensor operator+(const Tensor &a, const Tensor &b);
Tensor operator-(const Tensor &a, const Tensor &b);
Tensor operator*(const Tensor &a, const Tensor &b);
Tensor operator/(const Tensor &a, const Tensor &b);
Tensor operator+(const Tensor &a, Scalar b);
Tensor operator-(const Tensor &a, Scalar b);
Tensor operator*(const Tensor &a, Scalar b);
Tensor operator/(const Tensor &a, Scalar b);

Tensor empty(IntArrayRef sizes, TensorOptions options = {});
Tensor empty_strided(IntArrayRef sizes, IntArrayRef strides, TensorOptions options = {});
Tensor zeros(IntArrayRef sizes, TensorOptions options = {});
Tensor ones(IntArrayRef sizes, TensorOptions options = {});
Tensor full(IntArrayRef sizes, Scalar value, TensorOptions options = {});
Tensor rand(IntArrayRef sizes, TensorOptions options = {});
Tensor randn(IntArrayRef sizes, TensorOptions options = {});
Tensor randint(int64_t high, IntArrayRef sizes, TensorOptions options = {});
Tensor arange(Scalar end, TensorOptions options = {});
Tensor arange(Scalar start, Scalar end, TensorOptions options = {});
Tensor empty_like(const Tensor &t, TensorOptions options = {});
Tensor zeros_like(const Tensor &t, TensorOptions options = {});
Tensor ones_like(const Tensor &t, TensorOptions options = {});
Tensor full_like(const Tensor &t, Scalar value, TensorOptions options = {});
Tensor rand_like(const Tensor &t, TensorOptions options = {});
Tensor randn_like(const Tensor &t, TensorOptions options = {});
Tensor from_blob(void *data, IntArrayRef sizes, TensorOptions options = {});
Tensor matmul(const Tensor &a, const Tensor &b);
Tensor mm(const Tensor &a, const Tensor &b);
Tensor cat(ArrayRef<Tensor> tensors, int64_t dim = 0);
Tensor stack(ArrayRef<Tensor> tensors, int64_t dim = 0);
Tensor gather(const Tensor &t, int64_t dim, const Tensor &index);
Tensor softmax(const Tensor &t, int64_t dim);
Tensor relu(const Tensor &t);
bool allclose(const Tensor &a, const Tensor &b, double rtol = 1e-5, double atol = 1e-8);
/* the device a tensor is on, for a device guard (ATen/DeviceGuard.h):
 * found by its argument, `device_of(t)` unqualified */
optional<Device> device_of(const Tensor &t);
optional<Device> device_of(const optional<Tensor> &t);
optional<Device> device_of(ITensorListRef list);

namespace cuda {
using c10::cuda::CUDAGuard;
using c10::cuda::CUDAStream;
using c10::cuda::CUDAStreamGuard;
using c10::cuda::OptionalCUDAGuard;
using c10::cuda::getCurrentCUDAStream;
using c10::cuda::getDefaultCUDAStream;
using c10::cuda::getStreamFromPool;
cudaDeviceProp *getCurrentDeviceProperties();
cudaDeviceProp *getDeviceProperties(int device);
} /* namespace cuda */

} /* namespace at */

namespace torch {
using namespace at;
using Dtype = at::ScalarType;
/* a class bound to Python with torch::class_ */
struct CustomClassHolder : c10::intrusive_ptr_target {};
using c10::intrusive_ptr;
using c10::make_intrusive;
using at::kCPU;
using at::kCUDA;
} /* namespace torch */

#endif
