// `s.template put(off, v)`: the template keyword before a method that is
// no template. nvcc warns (#946) and makes the call; clang 19 rejects it
// and drops the call. warpcheck blanks the keyword, in the file and in
// the headers it includes, so that the shared store is counted.
struct Smem {
	float *base;
	template <int S> __device__ int offset(int r, int c) { return r * S + c; }
	__device__ void put(int off, float v) { base[off] = v; }
};
template <int S>
__device__ void store(Smem s, int r, int c, float v)
{
	int off = s.template offset<S>(r, c);
	s.template put(off, v);
}
__global__ void k(float *out)
{
	__shared__ float tile[32 * 33];
	Smem s = { tile };
	store<33>(s, threadIdx.x, 0, 1.f);
	__syncthreads();
	out[threadIdx.x] = tile[threadIdx.x];
}
int main()
{
	float *o;
	k<<<1, 32>>>(o);
	return 0;
}
