/* `extern __shared__` with a complete type, as a public sparsity kernel
 * declares its tile: nvcc treats it as a static __shared__ array (its
 * warning 20044), clang rejects the extern */
__global__ void transpose_tile(float *out, const float *in)
{
	extern __shared__ float tile[32][32];
	extern __shared__ float dynamic_rest[];
	tile[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * 32 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
	dynamic_rest[threadIdx.y * 32 + threadIdx.x] = 0.0f;
}

int main(void)
{
	float *out, *in;
	transpose_tile<<<1, dim3(32, 32), 4096>>>(out, in);
	return 0;
}
