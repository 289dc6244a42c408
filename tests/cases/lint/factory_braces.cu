// A shared-memory layout object made by a static factory that returns it
// in braces (`return Smem{base};`), as attention kernels carve their
// dynamic shared memory: the members are what the braces set, so the
// accesses through the object's methods reach the array.
//
// Derived by hand, 4 blocks of 256 threads (32 warps).  a()[tid * 2]:
// consecutive lanes 2 words apart, 16 banks twice, 2 wavefronts a store
// request: 32 stores, 64 wavefronts.  b()[tid] starts 4,096 bytes in (a
// multiple of 128): one wavefront a load, 32 loads and 32 wavefronts.
// The store to out: 32 requests of 32 consecutive floats, 4 sectors each,
// 128 sectors.  Before: both shared accesses were "pointer member
// 'init.return.base' is set by an initializer that is not followed".
template <int N>
struct Smem {
	char *base;
	__device__ static Smem init(char *b) { return Smem{b}; }
	__device__ float *a() const { return reinterpret_cast<float *>(base); }
	__device__ float *b() const { return reinterpret_cast<float *>(base + N * 4); }
};

__global__ void carve(float *out)
{
	extern __shared__ char raw[];
	auto sm = Smem<1024>::init(raw);

	sm.a()[threadIdx.x * 2] = 1.0f;
	__syncthreads();
	out[blockIdx.x * 256 + threadIdx.x] = sm.b()[threadIdx.x];
}

int main()
{
	float *out;

	carve<<<4, 256, 8192>>>(out);
	return 0;
}
