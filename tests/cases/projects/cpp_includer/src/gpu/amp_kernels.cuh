// Kernels that rely on config.hpp, included before them by the one
// source file that uses them: a .cpp the build compiles as CUDA.
#pragma once

__global__ void scale_amps(float2 *amps, float f, size_t n)
{
	size_t i = INDEX(threadIdx.x);
	if (i < n) {
		amps[i].x *= f;
		amps[i].y *= f;
	}
}
