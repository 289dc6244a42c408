/* loads read twice: a plain one is read once (emitted rule 6), the
 * cache-hinted ones as written */
__global__ void hinted(float *out, const float *x)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = x[i] * x[i] + __ldcs(&x[i]) + __ldcs(&x[i]) + __ldg(&x[i]) + __ldg(&x[i]);
}

int main(void)
{
	float *out, *x;
	hinted<<<4, 256>>>(out, x);
	return 0;
}
