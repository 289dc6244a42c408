/* A template kernel launched at two strides: `--kernel scale` names the
 * template and picks both instances. */
template <int STRIDE>
__global__ void scale(float *x)
{
	x[threadIdx.x * STRIDE] *= 2.0f;
}

int main(void)
{
	float *x = 0;

	scale<1><<<1, 32>>>(x);
	scale<32><<<1, 32>>>(x);
	return 0;
}
