// A local array declared without an initializer, `int off[2];`: its
// elements hold nothing until set.  The declaration's only expression is
// the array's size, 2, which was read as the first element's value, so
// off[0] counted as 2 in every block that never set it.
__global__ void shift(const float *in, float *out)
{
	int off[2];
	if (blockIdx.x == 0)
		off[0] = 0;
	out[blockIdx.x * blockDim.x + threadIdx.x] = in[off[0] + threadIdx.x];
}

int main()
{
	float *in, *out;
	cudaMalloc(&in, 4096 * sizeof(float));
	cudaMalloc(&out, 4096 * sizeof(float));
	shift<<<16, 256>>>(in, out);
	return 0;
}
