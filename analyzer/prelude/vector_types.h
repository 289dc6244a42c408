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

WARPCHECK_VEC2(signed char, char, 2) WARPCHECK_VEC3(signed char, char) WARPCHECK_VEC4(signed char, char, 4)
WARPCHECK_VEC2(unsigned char, uchar, 2) WARPCHECK_VEC3(unsigned char, uchar) WARPCHECK_VEC4(unsigned char, uchar, 4)
WARPCHECK_VEC2(short, short, 4) WARPCHECK_VEC3(short, short) WARPCHECK_VEC4(short, short, 8)
WARPCHECK_VEC2(unsigned short, ushort, 4) WARPCHECK_VEC3(unsigned short, ushort) WARPCHECK_VEC4(unsigned short, ushort, 8)
WARPCHECK_VEC2(int, int, 8) WARPCHECK_VEC3(int, int) WARPCHECK_VEC4(int, int, 16)
WARPCHECK_VEC2(unsigned int, uint, 8) WARPCHECK_VEC4(unsigned int, uint, 16)
__host__ __device__ inline uint3 make_uint3(unsigned x, unsigned y, unsigned z) { uint3 v = {x, y, z}; return v; }
WARPCHECK_VEC2(long long, longlong, 16) WARPCHECK_VEC2(unsigned long long, ulonglong, 16)
WARPCHECK_VEC2(float, float, 8) WARPCHECK_VEC3(float, float) WARPCHECK_VEC4(float, float, 16)
WARPCHECK_VEC2(double, double, 16) WARPCHECK_VEC3(double, double)
struct __attribute__((aligned(16))) double4 { double x, y, z, w; };
__host__ __device__ inline double4 make_double4(double x, double y, double z, double w)
{ double4 v = {x, y, z, w}; return v; }
WARPCHECK_VEC3(unsigned long long, ulonglong) WARPCHECK_VEC4(long long, longlong, 32)
WARPCHECK_VEC4(unsigned long long, ulonglong, 32)
WARPCHECK_VEC2(long, long, 16) WARPCHECK_VEC2(unsigned long, ulong, 16)

#endif
