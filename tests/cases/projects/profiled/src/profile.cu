/*
 * profile.cu - a profiler's main(), as CMake GEMM projects write it: the
 * sizes set once with brace initialisation, the launchers (defined in
 * src/kernels/, declared in include/launchers.cuh) held in a table of
 * {name, std::function} pairs and handed to a timing template, which
 * binds the sizes with std::bind and times the bound call.
 */
#include <cstdio>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "launchers.cuh"

/* the mean time of `bound` over `repeats` runs on `stream` */
static float measure(std::function<void(cudaStream_t)> const &bound, cudaStream_t stream,
		     int repeats)
{
	cudaEvent_t start, stop;
	float ms{0.0f};

	cudaEventCreate(&start);
	cudaEventCreate(&stop);
	bound(stream);   /* a warm-up */
	cudaEventRecord(start, stream);
	for (int r{0}; r < repeats; ++r)
		bound(stream);
	cudaEventRecord(stop, stream);
	cudaEventSynchronize(stop);
	cudaEventElapsedTime(&ms, start, stop);
	cudaEventDestroy(start);
	cudaEventDestroy(stop);
	return ms / static_cast<float>(repeats);
}

/* a launcher with its sizes and buffers bound, timed on a stream */
template <typename T>
float profile(std::function<void(size_t, size_t, T const *, T *, cudaStream_t)> const &launch,
	      size_t m, size_t n, T const *in, T *out, cudaStream_t stream, int repeats)
{
	std::function<void(cudaStream_t)> const bound{
		std::bind(launch, m, n, in, out, std::placeholders::_1)};
	return measure(bound, stream, repeats);
}

int main()
{
	constexpr size_t m{1024U}, n{2048U};
	constexpr int repeats{10};
	float *in{nullptr}, *out{nullptr};
	cudaStream_t stream;

	cudaStreamCreate(&stream);
	cudaMalloc(&in, m * n * sizeof(float));
	cudaMalloc(&out, m * n * sizeof(float));
	std::vector<std::pair<std::string, std::function<void(size_t, size_t, float const *, float *, cudaStream_t)>>> const
		launchers{
			{"copy rows", launch_copy_rows<float>},
			{"transpose tiled", launch_transpose_tiled<float>},
			{"transpose padded", launch_transpose_padded<float>},
		};
	for (auto const &launcher : launchers) {
		float const ms{profile<float>(launcher.second, m, n, in, out, stream, repeats)};
		std::printf("%-18s %.3f ms\n", launcher.first.c_str(), ms);
	}
	cudaFree(in);
	cudaFree(out);
	cudaStreamDestroy(stream);
	return 0;
}
