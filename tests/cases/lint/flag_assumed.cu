// A bool parameter no launch gives a value (argc > 1) is a flag: taken as
// true, so the transposed store it guards is simulated and its cost
// reported; what only its false side reaches is said to be unreached.
__global__ void flagged(float *out, const float *in, bool transpose, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (transpose)
		out[(i % 32) * n + i / 32] = in[i];
	else
		out[i] = in[i];
}
int main(int argc, char **argv)
{
	float *a, *b;
	cudaMalloc(&a, 1 << 24); cudaMalloc(&b, 1 << 24);
	flagged<<<64, 256>>>(a, b, argc > 1, 4096);
}
