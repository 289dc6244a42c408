/*
 * ATen/Dispatch_v2.h - AT_DISPATCH_V2(TYPE, NAME, AT_WRAP(body), types...):
 * a switch on the element type TYPE names, a case for each type listed
 * (one by one, or in groups: AT_EXPAND(AT_FLOATING_TYPES)), each running
 * the body with scalar_t bound to its type, as libtorch's does: Dispatch.h's
 * AT_DISPATCH_SWITCH and AT_DISPATCH_CASE (which say which case the front
 * end takes).  AT_WRAP keeps the body in parentheses, so that its commas
 * (a kernel's template arguments) pass through the macros that write the
 * cases; a lambda in parentheses is called as one.  Up to 16 types.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_DISPATCH_V2_H
#define WARPCHECK_PRELUDE_ATEN_DISPATCH_V2_H

#include <ATen/Dispatch.h>

#define AT_WRAP(...) (__VA_ARGS__)
#define AT_EXPAND(...) __VA_ARGS__
#define AT_FLOATING_TYPES ::at::ScalarType::Double, ::at::ScalarType::Float
#define AT_INTEGRAL_TYPES \
	::at::ScalarType::Byte, ::at::ScalarType::Char, ::at::ScalarType::Int, \
	::at::ScalarType::Long, ::at::ScalarType::Short
#define AT_ALL_TYPES AT_INTEGRAL_TYPES, AT_FLOATING_TYPES
#define AT_COMPLEX_TYPES ::at::ScalarType::ComplexDouble, ::at::ScalarType::ComplexFloat
#define AT_ALL_TYPES_AND_COMPLEX AT_ALL_TYPES, AT_COMPLEX_TYPES

#define WARPCHECK_V2_1(B, T) AT_DISPATCH_CASE(T, B)
#define WARPCHECK_V2_2(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_1(B, __VA_ARGS__)
#define WARPCHECK_V2_3(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_2(B, __VA_ARGS__)
#define WARPCHECK_V2_4(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_3(B, __VA_ARGS__)
#define WARPCHECK_V2_5(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_4(B, __VA_ARGS__)
#define WARPCHECK_V2_6(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_5(B, __VA_ARGS__)
#define WARPCHECK_V2_7(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_6(B, __VA_ARGS__)
#define WARPCHECK_V2_8(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_7(B, __VA_ARGS__)
#define WARPCHECK_V2_9(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_8(B, __VA_ARGS__)
#define WARPCHECK_V2_10(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_9(B, __VA_ARGS__)
#define WARPCHECK_V2_11(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_10(B, __VA_ARGS__)
#define WARPCHECK_V2_12(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_11(B, __VA_ARGS__)
#define WARPCHECK_V2_13(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_12(B, __VA_ARGS__)
#define WARPCHECK_V2_14(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_13(B, __VA_ARGS__)
#define WARPCHECK_V2_15(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_14(B, __VA_ARGS__)
#define WARPCHECK_V2_16(B, T, ...) AT_DISPATCH_CASE(T, B) WARPCHECK_V2_15(B, __VA_ARGS__)
#define WARPCHECK_V2_PICK(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, N, ...) N
#define WARPCHECK_V2_CASES(B, ...) \
	WARPCHECK_V2_PICK(__VA_ARGS__, WARPCHECK_V2_16, WARPCHECK_V2_15, WARPCHECK_V2_14, WARPCHECK_V2_13, WARPCHECK_V2_12, WARPCHECK_V2_11, WARPCHECK_V2_10, WARPCHECK_V2_9, WARPCHECK_V2_8, WARPCHECK_V2_7, WARPCHECK_V2_6, WARPCHECK_V2_5, WARPCHECK_V2_4, WARPCHECK_V2_3, WARPCHECK_V2_2, WARPCHECK_V2_1)(B, __VA_ARGS__)

#define AT_DISPATCH_V2(TYPE, NAME, BODY, ...) \
	AT_DISPATCH_SWITCH(TYPE, NAME, WARPCHECK_V2_CASES(BODY, __VA_ARGS__))

#endif
