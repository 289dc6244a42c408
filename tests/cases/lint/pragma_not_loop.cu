// `#pragma unroll` before a statement that is no loop: nvcc warns
// ("the #pragma unroll must precede a loop") and compiles it; clang
// refuses the file.
__global__ void scale(float *a, const float *b, float x)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
	a[i] = b[i] * x;
#pragma unroll 4
	for (int k = 1; k < 4; k++)
		a[i + k * 4096] = b[i] * x;
}

void launch(float *a, const float *b) { scale<<<16, 256>>>(a, b, 2.0f); }
