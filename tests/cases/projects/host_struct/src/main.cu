// A small image tool: sizes from the command line with defaults, the
// parameters gathered in structs and passed down by reference.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include "imgproc/kernels.cuh"

#define CHECK(call)                                                          \
	do {                                                                 \
		cudaError_t err_ = (call);                                   \
		if (err_ != cudaSuccess) {                                   \
			fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_)); \
			exit(1);                                             \
		}                                                            \
	} while (0)

static ImageShape parse_shape(int argc, char **argv)
{
	ImageShape s;
	s.width = argc > 1 ? atoi(argv[1]) : 1920;
	s.height = argc > 2 ? atoi(argv[2]) : 1080;
	s.pitch = (s.width + 31) / 32 * 32;
	return s;
}

static void run_blur(const BlurParams &p)
{
	dim3 block(32, 8);
	dim3 grid((p.shape.width + block.x - 1) / block.x,
		  (p.shape.height + block.y - 1) / block.y);
	blur_rows<<<grid, block>>>(p);
	CHECK(cudaGetLastError());
	dim3 tgrid((p.shape.height + block.x - 1) / block.x,
		   (p.shape.width + block.y - 1) / block.y);
	blur_cols<<<tgrid, block>>>(p);
	CHECK(cudaGetLastError());
}

int main(int argc, char **argv)
{
	BlurParams p;
	p.shape = parse_shape(argc, argv);
	p.radius = 2;
	p.weight = 1.0f / (2 * p.radius + 1);
	size_t bytes = (size_t)p.shape.pitch * p.shape.height * sizeof(float);
	float *src, *dst;
	CHECK(cudaMalloc(&src, bytes));
	CHECK(cudaMalloc(&dst, bytes));
	p.src = src;
	p.dst = dst;
	run_blur(p);

	ScaleParams s = { 1 << 20, 4, 0.5f, nullptr };
	CHECK(cudaMalloc(&s.data, (size_t)s.n * s.stride * sizeof(float)));
	scale_strided<<<(s.n + 255) / 256, 256>>>(s);
	CHECK(cudaDeviceSynchronize());
	printf("done\n");
	return 0;
}
