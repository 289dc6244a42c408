// Pointers read from a table in global memory: an expert's weights,
// one element for the whole block (exact, assuming the pointer starts an
// allocation), and one element a lane (unknown: the lanes of a warp read
// different pointers).
__global__ void moe(const float *A, float **weights, float *C, int m)
{
	int expert = blockIdx.y;
	const float *B = weights[expert];
	int row = blockIdx.x;
	float s = 0;
	for (int i = threadIdx.x; i < m; i += blockDim.x)
		s += A[i] * B[(size_t)row * m + i];
	float *lane_ptr = weights[threadIdx.x % 4];
	s += lane_ptr[threadIdx.x];
	C[expert * gridDim.x + row] = s;
}
int main()
{
	float *A, **w, *C;
	moe<<<dim3(64, 8), 128>>>(A, w, C, 1024);
}
