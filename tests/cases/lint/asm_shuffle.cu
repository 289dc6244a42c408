/* Shuffles written in inline PTX, as generated kernels and CUTLASS-style
 * helpers write them. */
__device__ __forceinline__ int uniform(int x)
{
	int r;
	asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x1F, 0xFFFFFFFF;" : "=r"(r) : "r"(x));
	return r;
}
__device__ __forceinline__ int down(int x, int d)
{
	int r;
	asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x1F, 0xFFFFFFFF;" : "=r"(r) : "r"(x), "r"(d));
	return r;
}
__device__ __forceinline__ int bfly8(int x)
{
	int r;
	asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 0x181F, 0xFFFFFFFF;" : "=r"(r) : "r"(x));
	return r;
}
/* a warp-uniform value (the warp's number), a shuffle down by one, and
 * a butterfly within groups of 8 lanes (segment mask 0x18) */
__global__ void shuffles(float *a)
{
	int w = uniform(threadIdx.x / 32 + threadIdx.x % 32);
	a[w * 32 + threadIdx.x % 32] = 1.f;
	int l = down(threadIdx.x % 32, 1);
	a[4096 + l] = 2.f;
	int b = bfly8(threadIdx.x % 32);
	a[8192 + b * 2] = 3.f;
}
int main() { float *d; shuffles<<<1, 128>>>(d); }
