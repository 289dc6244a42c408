// A kernel file with no #include of its own: it compiles only as part of
// main.cu, which includes defs.h first.  Linted alone, `real` and `p` are
// unknown; read through main.cu, its launch gives it a size.
__constant__ params p;

// Lane l of a warp reads column 16 * l of a row-major ROWS x 32 tile of
// floats (pitch 32 words): lanes 16 words apart, so lanes l and l + 2 share
// a bank; 16 lanes on each of banks 0 and 16: 16-way, derived by hand.
__global__ void column_sum(real *out)
{
	__shared__ real tile[ROWS][32];
	int t = threadIdx.x;

	for (int r = 0; r < ROWS; r++)
		tile[r][t] = p.data[r * p.pitch + t];
	__syncthreads();
	out[t] = tile[t % ROWS][(16 * t) % 32];
}
