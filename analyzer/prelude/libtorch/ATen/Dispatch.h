/*
 * ATen/Dispatch.h - AT_DISPATCH_*: a switch on the tensor's element type
 * with a case for each type the macro names, each running the lambda
 * given with scalar_t bound to that type, as libtorch's do.  The front
 * end takes a tensor's type from its shape (`--shape f.x=4096:half`), or
 * float when none is given: the macros send the types they do not list
 * to float, or to the first they list where float is not one.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_DISPATCH_H
#define WARPCHECK_PRELUDE_ATEN_DISPATCH_H

#include <ATen/ATen.h>

namespace c10 {
/* the C++ type of each element type */
template <ScalarType S> struct WarpcheckCppType;
#define WARPCHECK_CPP_TYPE(S, T) \
	template <> struct WarpcheckCppType<ScalarType::S> { typedef T type; };
WARPCHECK_CPP_TYPE(Byte, uint8_t)
WARPCHECK_CPP_TYPE(Char, int8_t)
WARPCHECK_CPP_TYPE(Short, int16_t)
WARPCHECK_CPP_TYPE(Int, int)
WARPCHECK_CPP_TYPE(Long, int64_t)
WARPCHECK_CPP_TYPE(Half, Half)
WARPCHECK_CPP_TYPE(Float, float)
WARPCHECK_CPP_TYPE(Double, double)
WARPCHECK_CPP_TYPE(Bool, bool)
WARPCHECK_CPP_TYPE(BFloat16, BFloat16)
WARPCHECK_CPP_TYPE(ComplexFloat, complex<float>)
WARPCHECK_CPP_TYPE(ComplexDouble, complex<double>)
#undef WARPCHECK_CPP_TYPE
} /* namespace c10 */

/* one case: scalar_t is S's type */
#define WARPCHECK_CASE(S, ...) \
	case S: { \
		using scalar_t [[maybe_unused]] = typename ::c10::WarpcheckCppType<S>::type; \
		return __VA_ARGS__(); \
	}
#define WARPCHECK_FLOAT_LAST(...) \
	default: \
	WARPCHECK_CASE(::at::ScalarType::Float, __VA_ARGS__)

#define AT_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...) \
	AT_DISPATCH_FLOATING_TYPES_AND(::at::ScalarType::Half, TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND(T1, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_FLOATING_TYPES_AND2(T1, T2, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_CASE(T2, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_FLOATING_TYPES_AND3(T1, T2, T3, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_CASE(T2, __VA_ARGS__) \
		WARPCHECK_CASE(T3, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_REDUCED_FLOATING_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::BFloat16, __VA_ARGS__) \
		default: \
		WARPCHECK_CASE(::at::ScalarType::Half, __VA_ARGS__) \
		} \
	}()
#define WARPCHECK_INTEGRAL_CASES(...) \
	WARPCHECK_CASE(::at::ScalarType::Byte, __VA_ARGS__) \
	WARPCHECK_CASE(::at::ScalarType::Char, __VA_ARGS__) \
	WARPCHECK_CASE(::at::ScalarType::Short, __VA_ARGS__) \
	WARPCHECK_CASE(::at::ScalarType::Int, __VA_ARGS__) \
	WARPCHECK_CASE(::at::ScalarType::Long, __VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Byte, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Char, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Short, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Long, __VA_ARGS__) \
		default: \
		WARPCHECK_CASE(::at::ScalarType::Int, __VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_INTEGRAL_CASES(__VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES_AND(T1, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_INTEGRAL_CASES(__VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES_AND2(T1, T2, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_INTEGRAL_CASES(__VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_CASE(T2, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES_AND3(T1, T2, T3, TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_INTEGRAL_CASES(__VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(T1, __VA_ARGS__) \
		WARPCHECK_CASE(T2, __VA_ARGS__) \
		WARPCHECK_CASE(T3, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES_AND_HALF(TYPE, NAME, ...) \
	AT_DISPATCH_ALL_TYPES_AND(::at::ScalarType::Half, TYPE, NAME, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::ComplexFloat, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::ComplexDouble, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		WARPCHECK_INTEGRAL_CASES(__VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::Double, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::ComplexFloat, __VA_ARGS__) \
		WARPCHECK_CASE(::at::ScalarType::ComplexDouble, __VA_ARGS__) \
		WARPCHECK_FLOAT_LAST(__VA_ARGS__) \
		} \
	}()
#define AT_DISPATCH_INDEX_TYPES(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
		case ::at::ScalarType::Int: { \
			using index_t [[maybe_unused]] = int32_t; \
			return __VA_ARGS__(); \
		} \
		default: { \
			using index_t [[maybe_unused]] = int64_t; \
			return __VA_ARGS__(); \
		} \
		} \
	}()
/* AT_DISPATCH_SWITCH(TYPE, NAME, AT_DISPATCH_CASE(at::kFloat, ...) ...) */
#define AT_DISPATCH_SWITCH(TYPE, NAME, ...) \
	[&] { \
		switch (TYPE) { \
			__VA_ARGS__ \
		default: \
			break; \
		} \
	}()
#define AT_DISPATCH_CASE(ENUM, ...) \
	case ENUM: { \
		using scalar_t [[maybe_unused]] = typename ::c10::WarpcheckCppType<ENUM>::type; \
		__VA_ARGS__(); \
		break; \
	}
#define AT_DISPATCH_CASE_FLOATING_TYPES(...) \
	AT_DISPATCH_CASE(::at::ScalarType::Double, __VA_ARGS__) \
	AT_DISPATCH_CASE(::at::ScalarType::Float, __VA_ARGS__)
#define AT_DISPATCH_CASE_FLOATING_TYPES_AND_HALF(...) \
	AT_DISPATCH_CASE_FLOATING_TYPES(__VA_ARGS__) \
	AT_DISPATCH_CASE(::at::ScalarType::Half, __VA_ARGS__)

#endif
