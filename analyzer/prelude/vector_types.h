/*
 * vector_types.h - dim3 and CUDA's vector types (float4, int2, ...), with
 * the alignments CUDA gives them: a float4 load is one 16-byte access.
 */
#ifndef WARPCHECK_PRELUDE_VECTOR_TYPES_H
#define WARPCHECK_PRELUDE_VECTOR_TYPES_H
/* the toolkit's own guard and macros, which includers test */
#define __VECTOR_TYPES_H__

#include <cuda_runtime.h>

struct uint3 { unsigned int x, y, z; };
struct dim3 {
	unsigned int x, y, z;
	__host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
					   unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
	__host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
	__host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct uint3 uint3;
typedef struct dim3 dim3;

#define WARPCHECK_VEC2(T, N, A) \
	struct __attribute__((aligned(A))) N##2 { T x, y; }; \
	__host__ __device__ inline N##2 make_##N##2(T x, T y) { N##2 v = {x, y}; return v; }
#define WARPCHECK_VEC3(T, N) \
	struct N##3 { T x, y, z; }; \
	__host__ __device__ inline N##3 make_##N##3(T x, T y, T z) { N##3 v = {x, y, z}; return v; }
#define WARPCHECK_VEC4(T, N, A) \
	struct __attribute__((aligned(A))) N##4 { T x, y, z, w; }; \
	__host__ __device__ inline N##4 make_##N##4(T x, T y, T z, T w) { N##4 v = {x, y, z, w}; return v; }

#define WARPCHECK_VEC1(T, N) \
	struct N##1 { T x; }; \
	__host__ __device__ inline N##1 make_##N##1(T x) { N##1 v = {x}; return v; }
/* a 4-vector of 8-byte elements under a name of its own (CUDA 13's
 * long4_16a, double4_32a, ...) */
#define WARPCHECK_VEC4N(T, N, A) \
	struct __attribute__((aligned(A))) N { T x, y, z, w; }; \
	__host__ __device__ inline N make_##N(T x, T y, T z, T w) { N v = {x, y, z, w}; return v; }

WARPCHECK_VEC1(signed char, char) WARPCHECK_VEC2(signed char, char, 2) WARPCHECK_VEC3(signed char, char)
WARPCHECK_VEC4(signed char, char, 4)
WARPCHECK_VEC1(unsigned char, uchar) WARPCHECK_VEC2(unsigned char, uchar, 2) WARPCHECK_VEC3(unsigned char, uchar)
WARPCHECK_VEC4(unsigned char, uchar, 4)
WARPCHECK_VEC1(short, short) WARPCHECK_VEC2(short, short, 4) WARPCHECK_VEC3(short, short)
WARPCHECK_VEC4(short, short, 8)
WARPCHECK_VEC1(unsigned short, ushort) WARPCHECK_VEC2(unsigned short, ushort, 4)
WARPCHECK_VEC3(unsigned short, ushort) WARPCHECK_VEC4(unsigned short, ushort, 8)
WARPCHECK_VEC1(int, int) WARPCHECK_VEC2(int, int, 8) WARPCHECK_VEC3(int, int) WARPCHECK_VEC4(int, int, 16)
WARPCHECK_VEC1(unsigned int, uint) WARPCHECK_VEC2(unsigned int, uint, 8) WARPCHECK_VEC4(unsigned int, uint, 16)
__host__ __device__ inline uint3 make_uint3(unsigned x, unsigned y, unsigned z) { uint3 v = {x, y, z}; return v; }
WARPCHECK_VEC1(float, float) WARPCHECK_VEC2(float, float, 8) WARPCHECK_VEC3(float, float)
WARPCHECK_VEC4(float, float, 16)
/* the 8-byte elements: 4-vectors aligned to 16 bytes, as the toolkit
 * aligns them (two 16-byte accesses each), with CUDA 13's _16a and _32a
 * names beside the older ones */
WARPCHECK_VEC1(long, long) WARPCHECK_VEC2(long, long, 16) WARPCHECK_VEC3(long, long)
WARPCHECK_VEC4(long, long, 16)
WARPCHECK_VEC1(unsigned long, ulong) WARPCHECK_VEC2(unsigned long, ulong, 16) WARPCHECK_VEC3(unsigned long, ulong)
WARPCHECK_VEC4(unsigned long, ulong, 16)
WARPCHECK_VEC1(long long, longlong) WARPCHECK_VEC2(long long, longlong, 16) WARPCHECK_VEC3(long long, longlong)
WARPCHECK_VEC4(long long, longlong, 16)
WARPCHECK_VEC1(unsigned long long, ulonglong) WARPCHECK_VEC2(unsigned long long, ulonglong, 16)
WARPCHECK_VEC3(unsigned long long, ulonglong) WARPCHECK_VEC4(unsigned long long, ulonglong, 16)
WARPCHECK_VEC1(double, double) WARPCHECK_VEC2(double, double, 16) WARPCHECK_VEC3(double, double)
WARPCHECK_VEC4(double, double, 16)
WARPCHECK_VEC4N(long, long4_16a, 16) WARPCHECK_VEC4N(long, long4_32a, 32)
WARPCHECK_VEC4N(unsigned long, ulong4_16a, 16) WARPCHECK_VEC4N(unsigned long, ulong4_32a, 32)
WARPCHECK_VEC4N(long long, longlong4_16a, 16) WARPCHECK_VEC4N(long long, longlong4_32a, 32)
WARPCHECK_VEC4N(unsigned long long, ulonglong4_16a, 16)
WARPCHECK_VEC4N(unsigned long long, ulonglong4_32a, 32)
WARPCHECK_VEC4N(double, double4_16a, 16) WARPCHECK_VEC4N(double, double4_32a, 32)
#undef WARPCHECK_VEC1
#undef WARPCHECK_VEC2
#undef WARPCHECK_VEC3
#undef WARPCHECK_VEC4
#undef WARPCHECK_VEC4N

#endif
