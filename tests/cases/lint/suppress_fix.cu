// A suppressed bank conflict takes its fix notes with it: 'hidden' has its
// only conflicting read suppressed, so no padding note is printed for it;
// 'shown' keeps its finding and its fix.  Both reads are 32-way (lane l
// reads word 32l + y, all in one bank; derived by hand).
__global__ void k(float *out)
{
	__shared__ float hidden[32][32];
	__shared__ float shown[32][32];

	hidden[threadIdx.y][threadIdx.x] = 1.0f;
	shown[threadIdx.y][threadIdx.x] = 1.0f;
	__syncthreads();
	out[threadIdx.x] = hidden[threadIdx.x][threadIdx.y]; // warpcheck: ignore[bank-conflict]
	out[threadIdx.x + 32] = shown[threadIdx.x][threadIdx.y];
}
