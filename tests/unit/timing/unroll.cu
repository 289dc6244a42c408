/*
 * unroll.cu - one read of four consecutive shared words per thread,
 * written three ways, for the instruction count of the time model
 * (tests/unit/check_timing.c).  nvcc unrolls the constant 4-trip loop whole and
 * reads the words with one LDS.128 (kernels/emit_wide.cu ew_sh_ld4,
 * h200-2026-11-30), as it does the four statements written out; under
 * `#pragma unroll 1` the loop stays, with one LDS a trip.
 */
#define WORDS 1024

__global__ void four_in_a_loop(float *out, const float *in)
{
	__shared__ float s[WORDS];
	float reg[4];
	int t = threadIdx.x;

	s[t] = in[t];
	__syncthreads();
	for (int i = 0; i < 4; i++)
		reg[i] = s[4 * t + i];
	out[t] = reg[0] + reg[1] + reg[2] + reg[3];
}

__global__ void four_written_out(float *out, const float *in)
{
	__shared__ float s[WORDS];
	float reg[4];
	int t = threadIdx.x;

	s[t] = in[t];
	__syncthreads();
	reg[0] = s[4 * t + 0];
	reg[1] = s[4 * t + 1];
	reg[2] = s[4 * t + 2];
	reg[3] = s[4 * t + 3];
	out[t] = reg[0] + reg[1] + reg[2] + reg[3];
}

__global__ void four_not_unrolled(float *out, const float *in)
{
	__shared__ float s[WORDS];
	float reg[4];
	int t = threadIdx.x;

	s[t] = in[t];
	__syncthreads();
#pragma unroll 1
	for (int i = 0; i < 4; i++)
		reg[i] = s[4 * t + i];
	out[t] = reg[0] + reg[1] + reg[2] + reg[3];
}
