// Indices written through macros, as real projects write them: the thread
// index, a lane, a 2-D tile's index, and a whole fill loop in a
// do { ... } while (0).  Counts derived by hand (block 32 x 8, 8 warps):
//  - copy_macro: out[TID] 32 consecutive floats a warp, 4 sectors a
//    request, 32 in all; in[TID * 2] 8 bytes apart, 8 sectors, 64 in all
//  - tile_macro: t[IDX2(LANE, ROW)] puts lane l at word 32 l + y, all in
//    one bank: 32 wavefronts a request, 256; t[IDX2(ROW, LANE)] one word a
//    bank: 8
//  - fill_macro: 2048 floats by 256 threads, 8 trips of 8 warps: 64
//    stores, 1 wavefront each
#define TID (blockIdx.x * blockDim.x + threadIdx.x + threadIdx.y * blockDim.x)
#define LANE (threadIdx.x % 32)
#define IDX2(r, c) ((r) * 32 + (c))
#define ROW threadIdx.y
#define FILL(s, n)                                                       \
	do {                                                             \
		for (int i_ = threadIdx.y * blockDim.x + threadIdx.x; i_ < (n); \
		     i_ += blockDim.x * blockDim.y)                      \
			s[i_] = 1.0f;                                    \
		__syncthreads();                                         \
	} while (0)

__global__ void copy_macro(float *out, const float *in)
{
	out[TID] = in[TID * 2];
}

__global__ void tile_macro(float *out)
{
	__shared__ float t[32 * 32];

	t[IDX2(LANE, ROW)] = 1.0f;
	__syncthreads();
	out[TID] = t[IDX2(ROW, LANE)];
}

__global__ void fill_macro(float *out)
{
	__shared__ float s[2048];

	FILL(s, 2048);
	out[TID] = s[TID];
}
