// Compiled as CUDA by the build (set_source_files_properties(... LANGUAGE CUDA)).
#include "../core/config.hpp"
#include "amp_kernels.cuh"

void scale_all(float2 *amps, float f)
{
	const size_t n = 1 << 20;
	scale_amps<<<n / THREADS, THREADS>>>(amps, f, n);
}
