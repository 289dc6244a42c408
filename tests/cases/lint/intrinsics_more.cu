/* device intrinsics a public attention kernel and others call: the
 * rounding modes of the conversions and SIMD-in-a-word arithmetic */
__global__ void dequant(float *out, const int *q, const unsigned *packed, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		unsigned p = __vadd4(packed[i], 0x01010101u);
		out[i] = __int2float_rz(q[i]) + __uint2float_rd(__vabsdiffu2(p, 7u));
	}
}

int main(void)
{
	float *out;
	int *q;
	unsigned *packed;
	dequant<<<4, 256>>>(out, q, packed, 1024);
	return 0;
}
