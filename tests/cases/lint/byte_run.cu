// Eight one-byte stores side by side, as a packing kernel writes its
// bytes: the pass that merges adjacent accesses (simulator/emit.c) looks
// at up to 16 of them; it kept 4 and wrote past its list.
__global__ void pack8(const unsigned *in, unsigned char *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	unsigned v = in[i];
	unsigned char *o = out + 8 * i;
	o[0] = v;
	o[1] = v >> 1;
	o[2] = v >> 2;
	o[3] = v >> 3;
	o[4] = v >> 4;
	o[5] = v >> 5;
	o[6] = v >> 6;
	o[7] = v >> 7;
}

int main()
{
	unsigned *in;
	unsigned char *out;
	pack8<<<32, 256>>>(in, out, 8192);
	return 0;
}
