// A thread's own arrays: which nvcc keeps in registers (every index a
// constant once loops are unrolled) and which live in local memory, and
// what a warp's requests to local memory cost. Run with --grid 1
// --block 64 --param n=4 --param s=3: 2 warps. Every count below is
// derived by hand from the rule in simulator/local.h (word w of lane l at
// w * 128 + l * 4).

// Registers: k is a constant in each unrolled trip. No local traffic.
__global__ void in_registers(float *out, const float *in)
{
	float r[8];

	for (int k = 0; k < 8; k++)
		r[k] = in[k * 64 + threadIdx.x];
	float s = 0.0f;
	for (int k = 0; k < 8; k++)
		s += r[k] * r[7 - k];
	out[threadIdx.x] = s;
}

// A helper writes through a pointer, at constants: still registers.
__device__ void fill(float *p, float v)
{
	for (int k = 0; k < 4; k++)
		p[k] = v + k;
}

__global__ void through_helper(float *out)
{
	float r[4];

	fill(r, 1.0f);
	out[threadIdx.x] = r[0] + r[3];
}

// Each lane its own index: local memory. The 8 stores r[k] merge into 2
// 16-byte stores (16 sectors each, every lane at one offset); the load
// r[threadIdx.x & 7] puts lanes 0-7 at words 0-7, lanes 8-15 at words 0-7
// again, ...: each (word, group of 8 lanes) pair its own sector, 8 words
// times 4 groups = 32 sectors. Per warp: 1 load (32 sectors) and 2 stores
// (32 sectors); 2 warps: 2 loads, 64 sectors; 4 stores, 64 sectors.
__global__ void lane_index(float *out)
{
	float r[8];

	for (int k = 0; k < 8; k++)
		r[k] = (float)k;
	out[threadIdx.x] = r[threadIdx.x & 7];
}

// A loop whose trip count is a parameter stays a loop: its variable is a
// run-time value, so r is local memory. n = 4: the store loop runs 4
// trips of one 4-byte store each, the whole warp at one word: 4 sectors.
// Then a constant-index load (r[0]) after run-time-index stores reads
// memory: 1 load, 4 sectors. Per warp 4 stores, 16 sectors, 1 load, 4
// sectors; 2 warps: 8 stores, 32 sectors, 2 loads, 8 sectors.
__global__ void runtime_trips(float *out, int n)
{
	float r[16];

	for (int k = 0; k < n; k++)
		r[k] = (float)k;
	out[threadIdx.x] = r[0];
}

// A parameter's index is one word for the whole warp: 4 sectors, the
// ideal. The 4 constant-index stores of an 8 x 4 array (row 1) are one
// 16-byte store (16 sectors); the load r[s & 7][1] (s = 3: row 3, word
// 13) is 4 sectors, and it may reach any of the 8 rows, too many for
// nvcc's selects (at most 5). 2 warps: 2 stores, 32 sectors; 2 loads, 8
// sectors.
__global__ void param_row(float *out, int s)
{
	float r[8][4];

	for (int k = 0; k < 4; k++)
		r[1][k] = (float)k;
	out[threadIdx.x] = r[s & 7][1];
}

// `#pragma unroll 1` keeps the loop: k is a run-time value, any of 8
// words. 8 trips, a uniform 4-byte load each (4 sectors); the stores
// r[k] in the unrolled loop above are constant-index, merged 4 at a time
// into two 16-byte stores (16 sectors each). 2 warps: 16 loads, 64
// sectors; 4 stores, 64 sectors.
__global__ void unroll_off(float *out)
{
	float r[8];
	float s = 0.0f;

	for (int k = 0; k < 8; k++)
		r[k] = (float)(k * 3);
#pragma unroll 1
	for (int k = 0; k < 8; k++)
		s += r[k];
	out[threadIdx.x] = s;
}

// An index read from memory, any of 16 words: local memory, and which
// words the lanes use is not known, so the load's sectors are not
// counted (2 warps: 2 loads, 0 sectors). The initializer's stores are
// not counted either.
__global__ void data_index(float *out, const int *idx)
{
	float r[16] = {1.0f, 2.0f, 3.0f, 4.0f};

	out[threadIdx.x] = r[idx[threadIdx.x] & 15];
}

// A double buffer: the stage toggles in a loop that stays a loop, so
// r[st][k] is a run-time index, but it reaches one of only 2 words (k is
// a constant in each unrolled trip): nvcc selects between them and keeps
// r in registers (at most 5 candidates a load, 3 a store; ptxas -v gives
// this kernel no stack frame). No local traffic.
__global__ void double_buffer(float *out, const float *in, int n)
{
	float r[2][4];
	int st = 0;
	float s = 0.0f;

	for (int k = 0; k < 4; k++)
		r[0][k] = in[k];
	for (int t = 1; t < n; t++) {
		for (int k = 0; k < 4; k++)
			r[st ^ 1][k] = in[t * 4 + k];
		for (int k = 0; k < 4; k++)
			s += r[st][k];
		st ^= 1;
	}
	out[threadIdx.x] = s;
}
