/*
 * layernorm.cu - a row normalization and a 2D scale, in the style of an
 * LLM training code base's kernel variants: main() sets the sizes (some
 * from argv with defaults), a host forward function computes the grid
 * with ceil_div, and main() tries every block size of a list.  Every
 * size the kernels see comes from host code.
 *
 * The counts, by hand, for layernorm_kernel at each block size: B * T =
 * 2 * 64 = 128 rows, one a thread, so 4 warps whatever the block (grid
 * ceil_div(128, bs) = 4, 2, 1 for bs = 32, 64, 128).  Each thread reads
 * its row twice (2 * C = 2 * 64 loads) and writes it once (64 stores):
 * 4 warps * 128 = 512 load requests and 4 * 64 = 256 store requests.  A
 * warp's lanes are rows C * 4 = 256 bytes apart, so each request touches
 * 32 sectors where 128 contiguous bytes would touch 4: 512 * 32 = 16384
 * load sectors (ideal 2048), 256 * 32 = 8192 store sectors (ideal 1024).
 *
 * scale2d_kernel: W = 96 (argv[2]'s default), H = 64, block (32, 8),
 * grid (ceil_div(96, 32), ceil_div(64, 32)) = (3, 2): 6 blocks of 8
 * warps, each thread 32 / 8 = 4 rows, all in bounds: 48 * 4 = 192 load
 * and 192 store requests of 128 aligned bytes, 4 sectors each: 768 load
 * and 768 store sectors, as ideal.
 *
 * bias_kernel's stride comes from argv[3] with no default: the one value
 * host code cannot give, named in a note, and simulated as the assumed
 * size 1024: lanes 4096 bytes apart, 32 sectors a request (ideal 4); 24
 * blocks of 8 warps, 192 loads and 192 stores, 6144 sectors each.
 *
 * build: nvcc -O3 -arch=sm_90 layernorm.cu
 */
#include <stdlib.h>
#include <stdio.h>
#include <cuda_runtime.h>

#define TILE 32
constexpr int ROWS = 8;

template <class T> __host__ __device__ T ceil_div(T dividend, T divisor)
{
	return (dividend + divisor - 1) / divisor;
}

__global__ void layernorm_kernel(float *out, const float *inp, int N, int C)
{
	int row = blockIdx.x * blockDim.x + threadIdx.x;
	if (row >= N)
		return;
	const float *x = inp + row * C;
	float sum = 0.0f;
	for (int i = 0; i < C; i++)
		sum += x[i];
	float mean = sum / C;
	for (int i = 0; i < C; i++)
		out[row * C + i] = x[i] - mean;
}

__global__ void scale2d_kernel(float *m, int width, int height)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;
	for (int j = 0; j < TILE; j += ROWS)
		if (x < width && y + j < height)
			m[(y + j) * width + x] *= 2.0f;
}

__global__ void bias_kernel(float *out, int n, int stride)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i * stride] += 1.0f;
}

void layernorm_forward(float *out, const float *inp, int B, int T, int C, int block_size)
{
	const int N = B * T;
	layernorm_kernel<<<ceil_div(N, block_size), block_size>>>(out, inp, N, C);
	cudaGetLastError();
}

int main(int argc, char **argv)
{
	int B = 2;
	int T = 64;
	int C = argc > 1 ? atoi(argv[1]) : 64;
	int W = 96, H = 64;
	if (argc > 2)
		W = atoi(argv[2]);
	if (argc > 4) {
		printf("usage: %s [C] [W] [stride]\n", argv[0]);
		exit(1);
	}

	float *d_out, *d_inp;
	cudaMalloc(&d_out, B * T * C * sizeof(float));
	cudaMalloc(&d_inp, B * T * C * sizeof(float));

	int block_sizes[] = {32, 64, 128};
	for (int j = 0; j < (int)(sizeof(block_sizes) / sizeof(int)); j++) {
		int block_size = block_sizes[j];
		layernorm_forward(d_out, d_inp, B, T, C, block_size);
		printf("block_size %4d: done\n", block_size);
	}

	dim3 block(TILE, ROWS);
	dim3 grid(ceil_div(W, TILE), ceil_div(H, TILE));
	scale2d_kernel<<<grid, block>>>(d_out, W, H);

	int stride = atoi(argv[3]);
	bias_kernel<<<ceil_div(W * H, 256), 256>>>(d_out, W * H, stride);

	cudaFree(d_out);
	cudaFree(d_inp);
	return 0;
}
