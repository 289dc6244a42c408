/*
 * stl_histogram.cu - a byte histogram in shared memory, with host code
 * written in standard C++: vectors, random numbers, algorithms and
 * streams.
 *
 * build: nvcc -O3 -arch=sm_90 stl_histogram.cu
 */
#include <vector>
#include <algorithm>
#include <iostream>
#include <random>
#include <numeric>
#include <chrono>
#include <cstdint>
#include <cuda_runtime.h>

#define BINS 256

__global__ void histogram(const uint8_t *data, unsigned *bins, int n)
{
	__shared__ unsigned local[BINS];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	local[threadIdx.x] = 0;
	__syncthreads();
	for (int j = i; j < n; j += gridDim.x * blockDim.x)
		atomicAdd(&local[data[j]], 1u);
	__syncthreads();
	atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

__global__ void normalize(const unsigned *bins, float *freq, int n)
{
	int b = threadIdx.x;
	freq[b] = static_cast<float>(bins[b]) / static_cast<float>(max(n, 1));
}

int main(int argc, char **argv)
{
	const int n = 1 << 22;
	std::vector<uint8_t> data(n);
	std::mt19937 gen(2024);
	std::uniform_int_distribution<int> dist(0, BINS - 1);
	std::generate(data.begin(), data.end(), [&] { return static_cast<uint8_t>(dist(gen)); });

	uint8_t *d_data;
	unsigned *d_bins;
	float *d_freq;
	cudaMalloc(&d_data, n);
	cudaMalloc(&d_bins, BINS * sizeof(unsigned));
	cudaMalloc(&d_freq, BINS * sizeof(float));
	cudaMemcpy(d_data, data.data(), n, cudaMemcpyHostToDevice);
	cudaMemset(d_bins, 0, BINS * sizeof(unsigned));

	auto start = std::chrono::steady_clock::now();
	histogram<<<120, BINS>>>(d_data, d_bins, n);
	normalize<<<1, BINS>>>(d_bins, d_freq, n);
	cudaDeviceSynchronize();
	auto stop = std::chrono::steady_clock::now();

	std::vector<unsigned> bins(BINS);
	cudaMemcpy(bins.data(), d_bins, BINS * sizeof(unsigned), cudaMemcpyDeviceToHost);
	unsigned long long total = std::accumulate(bins.begin(), bins.end(), 0ull);
	auto most = std::max_element(bins.begin(), bins.end());
	std::cout << "total " << total << " (expected " << n << "), fullest bin "
		  << std::distance(bins.begin(), most) << ", "
		  << std::chrono::duration<double, std::milli>(stop - start).count() << " ms"
		  << std::endl;
	cudaFree(d_data);
	cudaFree(d_bins);
	cudaFree(d_freq);
	return total == static_cast<unsigned long long>(n) ? 0 : 1;
}
