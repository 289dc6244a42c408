// alpha's kernel file, #included by alpha/main.cu as beta's is by beta's:
// the same name in a sibling folder, which says nothing of beta's.
__global__ void scale(float *x, float s)
{
	x[blockIdx.x * blockDim.x + threadIdx.x] *= s;
}
