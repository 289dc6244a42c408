/* A helper that copies a row and one that advances the caller's pointer
 * and offset through their addresses (out-parameters), as staged copies
 * in attention kernels are written. */
__device__ __forceinline__ void copy_row(float *smem, const unsigned *offset, const float **src)
{
	smem[*offset + threadIdx.x] = (*src)[threadIdx.x];
}

__device__ __forceinline__ void produce(float *smem, unsigned *offset, const float **src,
					int stride)
{
	for (int r = 0; r < 4; r++) {
		copy_row(smem, offset, src);
		*offset += 33;   /* rows padded to 33 words */
		*src += stride;
	}
}

__global__ void stage(const float *in, float *out, int stride)
{
	__shared__ float tile[4 * 33];
	const float *src = in + blockIdx.x * 4 * stride;
	unsigned offset = 0;

	produce(tile, &offset, &src, stride);
	__syncthreads();
	out[blockIdx.x * 32 + threadIdx.x] = tile[threadIdx.x % 4 * 33 + threadIdx.x / 4];
}

void run(const float *in, float *out)
{
	stage<<<128, 32>>>(in, out, 1024);
}
