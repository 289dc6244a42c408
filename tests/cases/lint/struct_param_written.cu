// A struct parameter the kernel writes: reads after the write see it.
struct Walk {
	int n;
	int stride;
	float *out;
};

__global__ void rewalk(Walk w)
{
	w.stride = 33;                       // host passes 1
	w.out[threadIdx.x * w.stride] = 1.0f;
	w.out += 8;
	w.n = w.n + 1;                       // host passes 0
	w.out[threadIdx.x + w.n] = 2.0f;
}

// ... or hands to a helper that writes them through its reference
__device__ void widen(Walk &w) { w.stride = 2; }

__global__ void rewiden(Walk w)
{
	widen(w);
	w.out[threadIdx.x * w.stride] = 1.0f;
}

int main()
{
	Walk w;
	w.n = 0;
	w.stride = 1;
	w.out = 0;
	rewalk<<<1, 32>>>(w);
	rewiden<<<1, 32>>>(w);
	return 0;
}
