/*
 * ATen/Dispatch.h - AT_DISPATCH_*: runs the lambda given with scalar_t
 * bound to the tensor's element type.  Which type the tensor holds is
 * known only at run time; the front end runs the lambda once, with the
 * first type the macro lists (float for the floating types, as most
 * launches are), where libtorch instantiates one per type.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_DISPATCH_H
#define WARPCHECK_PRELUDE_ATEN_DISPATCH_H

#include <ATen/ATen.h>

#define WARPCHECK_DISPATCH_AS(T, ...) \
	[&] { \
		using scalar_t = T; \
		return __VA_ARGS__(); \
	}()

#define AT_DISPATCH_FLOATING_TYPES(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND(T1, TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND2(T1, T2, TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_FLOATING_TYPES_AND3(T1, T2, T3, TYPE, NAME, ...) \
	WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_REDUCED_FLOATING_TYPES(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(at::Half, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND(T1, TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND2(T1, T2, TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_HALF(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_INTEGRAL_TYPES(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(int, __VA_ARGS__)
#define AT_DISPATCH_INDEX_TYPES(TYPE, NAME, ...) \
	[&] { \
		using index_t = int64_t; \
		return __VA_ARGS__(); \
	}()
#define AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
#define AT_DISPATCH_ALL_TYPES_AND_COMPLEX(TYPE, NAME, ...) WARPCHECK_DISPATCH_AS(float, __VA_ARGS__)
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
		using scalar_t = float; \
		__VA_ARGS__(); \
		break; \
	}
#define AT_DISPATCH_CASE_FLOATING_TYPES(...) AT_DISPATCH_CASE(at::ScalarType::Float, __VA_ARGS__)

#endif
