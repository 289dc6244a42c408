// A kernel that lives in a header: its accesses have no text in the main
// file, so --time names them by their array.
__global__ void col_store(float *out, const float *in)
{
	__shared__ float t[32][32];
	t[threadIdx.x][threadIdx.y] = in[threadIdx.y * 32 + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * 32 + threadIdx.x] = t[threadIdx.y][threadIdx.x];
}
