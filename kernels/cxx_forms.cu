/*
 * cxx_forms.cu - C++ as device code is written, where the front end must
 * tell memory from the thread's registers and must not lose the lanes.
 *
 * Counts by hand, per warp, grid 1024 of 128 (4,096 warps),
 * i = blockIdx.x * 128 + threadIdx.x:
 *
 *   cf_steps   a row walked by a pointer's steps: *p++, *p++, *++p, *--p
 *              from p = in + 4 i read in[4i], in[4i+1], in[4i+3],
 *              in[4i+2]: 4 LDG, lanes 16 bytes apart over 512 bytes, 16
 *              sectors each (64 a warp); out[i] 1 STG of 4 sectors
 *   cf_switch  an activation chosen by a code read from memory, each arm
 *              of a switch returning: codes[0] 1 LDG of 1 sector, in[i]
 *              1 LDG of 4; out[i], after the switch, 1 STG of 4 in every
 *              lane
 *   cf_camera  a camera object in the CRTP style (the base reaches the
 *              derived one through static_cast<const Derived *>(this)),
 *              its lens a std::array walked by rbegin()/rend(), a
 *              std::clamp of temporaries, a distortion member whose
 *              coefficients a static method reads through
 *              std::array::data(): all of it in registers, from
 *              the kernel's parameter (the constant bank); in[i] 1 LDG
 *              of 4 sectors, out[i] 1 STG of 4
 *
 * libstdc++'s std::array and std::clamp are constexpr host functions:
 * nvcc compiles them for the device with --expt-relaxed-constexpr, as
 * the projects that use them in kernels build.
 * measure-arch: -arch=sm_90 --expt-relaxed-constexpr
 */
#include <algorithm>
#include <array>

#define BLOCKS 1024

__global__ void cf_steps(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float *p = in + 4 * i;
	float s = *p++;

	s += 2.0f * *p++;
	s += 3.0f * *++p;
	s += 4.0f * *--p;
	out[i] = s;
}

__device__ float activate(float x, int code)
{
	switch (code) {
	case 0:
		return x > 0.0f ? x : 0.0f;
	case 1:
		return tanhf(x);
	default:
		return x;
	}
}

__global__ void cf_switch(const float *in, const int *codes, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = activate(in[i], codes[0]);
}

__device__ float horner(const float *c, int n, float x)
{
	float y = 0.0f;

	for (int k = n - 1; k >= 0; k--)
		y = y * x + c[k];
	return y;
}

/* a distortion model held in the lens, its coefficients handed on by
 * std::array::data() */
struct Distortion {
	std::array<float, 3> forward;
	static __device__ float apply(float x, const float *c) { return x * horner(c, 3, x); }
	__device__ float distort(float x) const { return apply(x, forward.data()); }
};

struct Lens {
	std::array<float, 4> poly;
	float scale;
	Distortion dist;
};

template <class Derived>
struct CameraBase {
	__device__ float shade(float x) const
	{
		const Derived *derived = static_cast<const Derived *>(this);
		return derived->lens.scale > 0.0f ? derived->lens.dist.distort(derived->ray(x)) : x;
	}
};

struct Fisheye : CameraBase<Fisheye> {
	Lens lens;
	__device__ explicit Fisheye(const Lens &l) : lens(l) {}
	__device__ float ray(float x) const
	{
		float y = 0.0f;
		for (auto it = lens.poly.rbegin(); it != lens.poly.rend(); ++it)
			y = y * x + *it;
		return std::clamp(y / lens.scale, -1.0f, 1.0f);
	}
};

__global__ void cf_camera(const float *in, float *out, Lens lens)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Fisheye cam(lens);

	out[i] = cam.shade(in[i]);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;
static int *g_codes;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "cf_steps")) {
		cf_steps<<<v->grid, v->block>>>(g_in, g_out);
	} else if (!strcmp(v->kernel, "cf_switch")) {
		cf_switch<<<v->grid, v->block>>>(g_in, g_codes, g_out);
	} else if (!strcmp(v->kernel, "cf_camera")) {
		Lens lens = { { 1.0f, 0.5f, 0.25f, 0.125f }, 2.0f, { { 1.0f, 0.0625f, 0.03125f } } };
		cf_camera<<<v->grid, v->block>>>(g_in, g_out, lens);
	} else {
		fprintf(stderr, "cxx_forms: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "cf_steps", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "cf_switch", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "cf_camera", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 128 * 4;
	int code = 1;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	g_codes = (int *)bench_alloc(sizeof(int));
	BENCH_CHECK(cudaMemcpy(g_codes, &code, sizeof(int), cudaMemcpyHostToDevice));
	return bench_main(argc, argv, "cxx_forms", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
