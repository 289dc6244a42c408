// The tensor pipe in the time model: a warp's mma.sync in inline PTX and
// wmma::mma_sync, counted as tensor-core work at the H200's measured rates.
#include <mma.h>

// 4 independent m16n8k16 f16 mma a round, `reps` rounds a warp
__global__ void ptx_mma(float *out, int reps)
{
	unsigned a = threadIdx.x, b = threadIdx.x + 1;
	float d[4][4] = {};

	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < 4; c++)
			asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
				     : "r"(a), "r"(a), "r"(b), "r"(b), "r"(a), "r"(b));
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = d[0][0] + d[1][1] + d[2][2] + d[3][3];
}

// one wmma 16x16x16 of halves a round: two HMMA.16816 in SASS
__global__ void wmma_mma(float *out, int reps)
{
	using namespace nvcuda;
	wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
	wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> d;

	wmma::fill_fragment(a, __float2half(1.0f));
	wmma::fill_fragment(b, __float2half(2.0f));
	wmma::fill_fragment(d, 0.0f);
	for (int r = 0; r < reps; r++)
		wmma::mma_sync(d, a, b, d);
	out[blockIdx.x * blockDim.x + threadIdx.x] = d.x[0];
}

// m8n8k4 f64 and m16n8k8 tf32: their own rates
__global__ void other_types(double *out, int reps)
{
	double x = threadIdx.x, y = 2.0, e[2] = {};
	float f[4] = {};
	unsigned a = threadIdx.x;

	for (int r = 0; r < reps; r++) {
		asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};\n"
			     : "+d"(e[0]), "+d"(e[1]) : "d"(x), "d"(y));
		asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
			     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
			     : "+f"(f[0]), "+f"(f[1]), "+f"(f[2]), "+f"(f[3])
			     : "r"(a), "r"(a), "r"(a), "r"(a), "r"(a), "r"(a));
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = e[0] + f[0];
}
