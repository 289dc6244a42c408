#pragma once
namespace tinyvec {
struct vec3 {
	float x, y, z;
};
__host__ __device__ inline float dot(const vec3 &a, const vec3 &b)
{
	return a.x * b.x + a.y * b.y + a.z * b.z;
}
} // namespace tinyvec
