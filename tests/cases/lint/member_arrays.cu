// A struct that keeps a small array of pointers or integers as a member:
// a double buffer's two stages chosen by a phase, and a table of row
// offsets.  Each element is a value of the thread's own, in registers.
//
// Derived by hand, one warp each.  stages (rounds = 4): buf_[0] is
// tile + lane * 4 and buf_[1] tile + (32 + lane) * 4; each round stores
// dst[0..3] into the stage next() picks, lanes 4 words apart: 4 STS of
// 4 wavefronts (16 stores, 64 wavefronts), and loads current()[0], lanes
// 4 words apart: 1 LDS of 4 wavefronts (4 loads, 16 wavefronts); src:
// lanes 16 bytes apart, 16 sectors a load (16 loads, 256 sectors); out:
// 4 stores of 4 sectors.  offsets: o.at_[k] + lane * 33, words 33 apart:
// 4 STS of 1 wavefront; in: 4 loads of 4 sectors; s[lane]: 1 LDS of 1
// wavefront.  p.at_ is set by a subscript that is not a constant (the
// loop's k): its elements are not followed, and the store to out is
// unknown, said so.  decayed: o.at_ is handed to fill() as a pointer,
// which rewrites it: the elements are not followed from there, and the
// store to out is unknown, said so (the stores in fill() are the
// thread's own memory, no global request); in: 1 load of 4 sectors.
template <typename T>
struct Stages {
	__device__ Stages(T *base, int lane, int count) : phase_(0)
	{
		buf_[0] = base + lane * count;
		buf_[1] = base + (32 + lane) * count;
	}
	__device__ T *current() { return buf_[phase_]; }
	__device__ T *next() { return buf_[phase_ ^ 1]; }
	__device__ void flip() { phase_ ^= 1; }
	T *buf_[2];
	int phase_;
};

__global__ void stages(const float *src, float *out, int rounds)
{
	__shared__ float tile[64 * 4];
	Stages<float> s(tile, threadIdx.x, 4);

	for (int r = 0; r < rounds; r++) {
		float *dst = s.next();
		for (int i = 0; i < 4; i++)
			dst[i] = src[(r * 32 + threadIdx.x) * 4 + i];
		__syncwarp();
		out[r * 32 + threadIdx.x] = s.current()[0];
		s.flip();
	}
}

struct Offsets {
	int at_[4];
};

__global__ void offsets(const float *in, float *out)
{
	__shared__ float s[32 * 33 + 99];
	Offsets o, p;

	o.at_[0] = 0;
	o.at_[1] = 33;
	o.at_[2] = 66;
	o.at_[3] = 99;
	for (int k = 0; k < 4; k++)
		s[o.at_[k] + threadIdx.x * 33] = in[k * 32 + threadIdx.x];
	__syncwarp();
	for (int k = 0; k < 4; k++)
		p.at_[k] = k * 32;
	out[p.at_[threadIdx.x % 4] + threadIdx.x] = s[threadIdx.x];
}

__device__ void fill(int *to, int lane)
{
	for (int k = 0; k < 4; k++)
		to[k] = k * 33 + lane;
}

__global__ void decayed(const float *in, float *out)
{
	Offsets o;

	o.at_[0] = 0;
	o.at_[1] = 32;
	o.at_[2] = 64;
	o.at_[3] = 96;
	fill(o.at_, threadIdx.x);
	out[o.at_[1] + threadIdx.x] = in[threadIdx.x];
}

int main()
{
	float *a, *b;

	stages<<<1, 32>>>(a, b, 4);
	offsets<<<1, 32>>>(a, b);
	decayed<<<1, 32>>>(a, b);
	return 0;
}
