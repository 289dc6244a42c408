// A launcher that nothing in the files read calls: its parameters have no
// value, and the notes say that no call gives them (not that a caller was
// left unfollowed); n is simulated as the assumed size, 1024, so every
// thread passes the guard. One block of 256 threads is simulated: 8 warps, each a
// 4-byte load and store of consecutive floats, 4 sectors a request (by
// hand): 8 loads, 32 sectors; 8 stores, 32 sectors.
__global__ void scale(float *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] *= 2.0f;
}

void run_scale(float *a, int n)
{
	scale<<<(n + 255) / 256, 256>>>(a, n);
}
