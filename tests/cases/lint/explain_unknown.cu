// explain on accesses it cannot count, with --block 64 (two warps) and no
// --param: each must say why instead of printing empty counts.
//   line 12: the index needs 'size', which has no value: 2 of 2 requests
//            unknown (derived by hand: one request a warp)
//   line 14: no thread has threadIdx.x >= 64: no warp reaches it
//   line 16: the pointer leads to no parameter or shared array: not analyzed
__global__ void k(float *out, int size, unsigned long long address)
{
	__shared__ float s[256];
	float *p = (float *)address;

	s[threadIdx.x % size] = 1;
	if (threadIdx.x >= 64)
		s[threadIdx.x] = 2;
	__syncthreads();
	out[threadIdx.x] = p[threadIdx.x];
}
