/*
 * profile_copy.cu - a profiler's main() as GEMM and copy projects write
 * them: launchers handed to a timing helper as a function pointer, held
 * in a std::function, and in a table of {name, std::function} pairs
 * walked by a range-for.  Every launch takes its sizes from main() through
 * the value that holds its launcher.  Counts by hand:
 *
 * copy_rows (through time_ptr, n = 1 << 16, block 256, grid 256): 2048
 * warps, in[i] and out[i] contiguous: 2048 loads and 2048 stores of 4
 * sectors, 8192 sectors each.
 * copy_cols (through time_fn's std::function, width 512 and height 512,
 * block 32 x 8, grid 16 x 64): 1024 blocks of 8 warps, 8192 warps;
 * in[y * 512 + x] is a row of 32 floats, 4 sectors; out[x * 512 + y]
 * puts lanes 2048 bytes apart: 32 sectors, ideal 4; 8192 requests each,
 * 32768 load sectors and 262144 store sectors (ideal 32768).
 * scale_strided (from the table, n = 1 << 20, block 128, grid 8192):
 * 32768 warps; in[2 * i] spans 256 bytes: 8 sectors, ideal 4; out[i]
 * 4 sectors; 32768 requests each.
 */
#include <cstdio>
#include <functional>
#include <string>
#include <utility>
#include <vector>
#include <cuda_runtime.h>

__global__ void copy_rows(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = in[i];
}

__global__ void copy_cols(const float *in, float *out, int width, int height)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x < width && y < height)
		out[x * height + y] = in[y * width + x];
}

__global__ void scale_strided(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = 2.0f * in[2 * i];
}

void launch_rows(const float *in, float *out, int n)
{
	copy_rows<<<(n + 255) / 256, 256>>>(in, out, n);
}

void launch_cols(const float *in, float *out, int width, int height)
{
	dim3 block{32, 8};
	dim3 grid{(unsigned)(width + 31) / 32, (unsigned)(height + 7) / 8};
	copy_cols<<<grid, block>>>(in, out, width, height);
}

void launch_strided(const float *in, float *out, int n)
{
	scale_strided<<<(n + 127) / 128, 128>>>(in, out, n);
}

/* a timing helper given the launcher as a function pointer */
static float time_ptr(void (*launch)(const float *, float *, int), const float *in, float *out,
		      int n, int repeats)
{
	cudaEvent_t start, stop;
	float ms = 0.0f;

	cudaEventCreate(&start);
	cudaEventCreate(&stop);
	cudaEventRecord(start);
	for (int r = 0; r < repeats; ++r)
		launch(in, out, n);
	cudaEventRecord(stop);
	cudaEventSynchronize(stop);
	cudaEventElapsedTime(&ms, start, stop);
	return ms / repeats;
}

/* and one given a std::function */
static float time_fn(std::function<void(const float *, float *, int, int)> const &launch,
		     const float *in, float *out, int width, int height)
{
	launch(in, out, width, height);
	return cudaDeviceSynchronize() == cudaSuccess ? 0.0f : -1.0f;
}

int main()
{
	constexpr int n{1 << 16};
	constexpr int width{512}, height{512};
	constexpr int big{1 << 20};
	float *in = nullptr, *out = nullptr;

	cudaMalloc(&in, 2 * big * sizeof(float));
	cudaMalloc(&out, big * sizeof(float));
	printf("rows: %.3f ms\n", time_ptr(launch_rows, in, out, n, 10));
	std::function<void(const float *, float *, int, int)> cols = launch_cols;
	printf("cols: %.3f ms\n", time_fn(cols, in, out, width, height));
	std::vector<std::pair<std::string, std::function<void(const float *, float *, int)>>> table{
		{"strided", launch_strided},
	};
	for (auto const &entry : table) {
		entry.second(in, out, big);
		printf("%s: %s\n", entry.first.c_str(), cudaGetErrorString(cudaDeviceSynchronize()));
	}
	cudaFree(in);
	cudaFree(out);
	return 0;
}
