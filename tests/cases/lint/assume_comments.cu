// Data-dependent indices, and what the user tells warpcheck to assume.
// Launch: --grid 2 --block 64 --param n=128 (4 warps).
#include <curand_kernel.h>

#define BINS 256

__global__ void histogram_assumed(const unsigned char *data, unsigned *hist, int n)
{
	__shared__ unsigned bins[BINS];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	bins[threadIdx.x] = 0;
	__syncthreads();
	const uchar4 v = reinterpret_cast<const uchar4 *>(data)[i];
	// bytes that differ lane to lane: lane l's bin is l, one bank each:
	// 1 wavefront per request, no finding
	// warpcheck: assume v.x = threadIdx.x % 32
	atomicAdd(&bins[v.x], 1u);
	// bins 0, 32, 64, 96, all in bank 0: an increment by 1 whose result is
	// dropped is ATOMS.POPC.INC, a word once (shared rule 6): 4 per request
	// warpcheck: assume v.y = threadIdx.x % 4 * 32
	atomicAdd(&bins[v.y], 1u);
	// no assumption: unknown, and said so
	atomicAdd(&bins[v.z], 1u);
	__syncthreads();
	// a flag the data sets for the first 48 threads of a block: warp 1
	// splits 16/16, but this guard is the kernel's last statement, so
	// lanes 16-31 end here (nvcc's @P EXIT) and no warp diverges; the
	// store runs under it and names it
	int ok = data[n + i]; // warpcheck: assume ok = threadIdx.x < 48
	if (ok) {
		// stride 2 words: 2 lanes a bank, 2 wavefronts per request
		bins[threadIdx.x * 2] += 1u;
		hist[i] = bins[threadIdx.x];
	}
}

__global__ void random_walk(float *grid, int width, unsigned long long seed)
{
	curandState st;
	curand_init(seed, blockIdx.x * blockDim.x + threadIdx.x, 0, &st);
	// a random column: unknown unless assumed; assumed to land 32 floats
	// (128 bytes, 4 sectors) apart: 32 sectors per request, ideal 4
	unsigned col = curand(&st) % width; // warpcheck: assume col = threadIdx.x * 32
	grid[blockIdx.x * width + col] += 1.0f;
	// warpcheck: assume colour = 1
	grid[threadIdx.x] = 0.0f;
}

__device__ int twice(int x)
{
	int v = x * 2;     // not the caller's v: assumptions stay in their statement
	return v;
}

__global__ void assumed_forms(const int *data, float *out, unsigned *hist)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int v = data[i];
	// data[i] is v's load again, no store between: read once (emitted
	// rule 6); hist[...] is lane l at 128 l bytes: 32 sectors
	// warpcheck: assume data[i] = threadIdx.x * 32
	hist[data[i]] = 1;
	// through a helper: out[2 l], 8 bytes apart, 8 sectors (ideal 4)
	// warpcheck: assume v = threadIdx.x
	out[twice(v)] = 1.0f;
	// a constant is named too: all lanes on one address, 1 sector
	/* warpcheck: assume v = 0 */ out[v] = 2.0f;
	// a pointer holds an offset, never an assumed value: not used
	// warpcheck: assume p = 5
	float *p = out + i;
	*p = 3.0f;
}

__global__ void assumed_loop(const int *data, unsigned *hist)
{
	__shared__ unsigned s[256];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	// a loop variable gets its first value from the assumption and then
	// changes as the loop says: b = 2 l, one round (b += 1000 ends it);
	// s[b % 256]: 2 words apart, 2-way
	// warpcheck: assume b = threadIdx.x * 2
	for (int b = data[i]; b < 1000; b += 1000) {
		// a nested statement's own assumption: c = l, 1 wavefront
		// warpcheck: assume c = threadIdx.x
		int c = data[i + 1];
		atomicAdd(&s[b % 256], 1u);
		atomicAdd(&s[c], 1u);
	}
	hist[i] = s[threadIdx.x];
}
