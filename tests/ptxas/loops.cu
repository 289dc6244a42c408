/*
 * loops.cu - how many passes of a loop of run-time trips nvcc and ptxas
 * unroll, which is how many loads a warp has in flight (the time model's
 * load rounds: simulator/time_walk.c, unroll_factor).  Each kernel sums a
 * column down h rows.  nvcc unrolls each loop by 4 in the PTX; ptxas
 * unrolls some of them 4 times again.  Above each kernel, `ldg:` is the
 * LDG count of its SASS with nvcc 13.0 for sm_90 (-O3): 4 + 1 a load
 * where ptxas kept nvcc's loop, 16 + 8 + 4 + 1 where it unrolled it again.
 * tests/ptxas/unroll.sh compiles the file, counts again, and scores
 * warpcheck's rule against the count.
 *
 * The rule (simulator/time_walk.c, ptxas_unrolls): ptxas unrolls again
 * where the counter is a signed int and nothing of the body computes with
 * it in unsigned 32-bit arithmetic (`y * w + threadIdx.x` is unsigned).
 * `missed`: kernels it gets wrong.  An int index of the counter times a
 * constant plus an offset (`y * 256 + x`, `(y << 8) + x`, `y * 7 + x`,
 * `p[y * 256]` with p moved by the lane) is left as nvcc unrolled it,
 * though `y * 256` alone, `2 * y + x` and the same index widened
 * (`(long)y * 256 + x`) are unrolled again: no rule of the expression's
 * form seen here separates them.
 */

// ldg: 29
__global__ void int_runtime_stride(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 5
__global__ void long_runtime_stride(const float *in, float *out, long w, long h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (long y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_long_stride(const float *in, float *out, long w, int h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 5
__global__ void long_int_bound(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (long y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 5
__global__ void unsigned_counter(const float *in, float *out, unsigned w, unsigned h)
{
	unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (unsigned y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 5
__global__ void size_t_counter(const float *in, float *out, size_t w, size_t h)
{
	size_t x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (size_t y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_float2(const float2 *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x].x + in[y * w + x].y;
	out[x] = s;
}

// ldg: 58
__global__ void int_two_loads(const float *in, const float *in2, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x] * in2[y * w + x];
	out[x] = s;
}

// ldg: 10
__global__ void long_two_loads(const float *in, const float *in2, float *out, long w, long h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (long y = 0; y < h; y++)
		s += in[y * w + x] * in2[y * w + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_thread_index(const float *in, float *out, int w, int h)
{
	int x = threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

// ldg: 5
__global__ void int_unsigned_index(const float *in, float *out, int w, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + threadIdx.x];
	out[threadIdx.x] = s;
}

// ldg: 29
__global__ void int_contiguous(const float *in, float *out, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y];
	out[threadIdx.x] = s;
}

// ldg: 29
__global__ void int_pointer_step(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	const float *p = in + x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += p[(long)y * w];
	out[x] = s;
}

// ldg: 29
__global__ void int_wide_index(const float *in, float *out, int w, int h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[(long)y * w + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_row_of_thread(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[x * w + y];
	out[x] = s;
}

// ldg: 29
__global__ void int_const_stride_wide(const float *in, float *out, int h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[(long)y * 256 + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_const_stride_2(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[2 * y + x];
	out[x] = s;
}

// ldg: 29
__global__ void int_const_stride_uniform(const float *in, float *out, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 256];
	out[threadIdx.x] = s;
}

// ldg: 5
__global__ void int_const_stride_block(const float *in, float *out, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 256 + blockIdx.x];
	out[threadIdx.x] = s;
}

// ldg: 5
__global__ void int_const_stride_tid(const float *in, float *out, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 256 + threadIdx.x];
	out[threadIdx.x] = s;
}

// ldg: 5
__global__ void int_const_stride_lane(const float *in, float *out, int h)
{
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 32 + threadIdx.x % 32];
	out[threadIdx.x] = s;
}

// ldg: 5, missed
__global__ void int_const_stride(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 256 + x];
	out[x] = s;
}

// ldg: 5, missed
__global__ void int_const_stride_7(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 7 + x];
	out[x] = s;
}

// ldg: 5, missed
__global__ void int_const_shift(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[(y << 8) + x];
	out[x] = s;
}

// ldg: 5, missed
__global__ void int_const_stride_base(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	const float *p = in + x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += p[y * 256];
	out[x] = s;
}

// ldg: 10, missed
__global__ void int_const_stride_two(const float *in, const float *in2, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 256 + x] * in2[y * 256 + x];
	out[x] = s;
}



// ldg: 58
__global__ void gemm_signed_row_const_col(const float *in, const float *in2, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, row = blockIdx.y;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[row * h + y] * in2[y * 256 + x];
	out[x] = s;
}

struct view {
	const float *data;
	long stride, rows;
};

// ldg: 29
__global__ void struct_int(const struct view v, float *out)
{
	long c = threadIdx.x;
	float s = 0.0f;

	for (int r = 0; r < (int)v.rows; r++)
		s += v.data[r * v.stride + c];
	out[c] = s;
}

// ldg: 5
__global__ void struct_long(const struct view v, float *out)
{
	long c = threadIdx.x;
	float s = 0.0f;

	for (long r = 0; r < v.rows; r++)
		s += v.data[r * v.stride + c];
	out[c] = s;
}
