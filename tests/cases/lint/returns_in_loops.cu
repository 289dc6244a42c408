/* Helpers that return from inside a loop or a switch, and a value set
 * under a condition on loaded data. */
__device__ int pick(int k, int a)
{
	switch (k) {
	case 0:
		return a;
	case 1:
		return a * 2;
	default:
		break;
	}
	return a * 4;
}

__device__ int row_of(int n)
{
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++)
			if (i * 4 + j == n)
				return i;
	return -1;
}

__device__ bool dense(int nd, const int *dims, const int *strides)
{
	int acc = 1;

	for (int d = nd - 1; d >= 0; d--) {
		if (dims[d] > 1 && strides[d] != acc)
			return false;
		acc *= dims[d];
	}
	return true;
}

__global__ void helpers(const float *in, float *out, const int *info, int nd, int mode)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[pick(mode, i)];
	out[4096 + row_of(threadIdx.x % 16) * 32 + threadIdx.x] = 1.0f;
	if (dense(nd, info, info + nd))
		out[8192 + i] = 2.0f;
}

__global__ void flagged(const int *keys, float *out)
{
	int idx = 0;

	if (keys[threadIdx.x] == 3)
		idx = 5;
	out[idx * 32 + threadIdx.x] = 1.0f;
}

int main(void)
{
	float *in, *out;
	int *info, *keys;

	helpers<<<4, 256>>>(in, out, info, 2, 1);
	flagged<<<1, 32>>>(keys, out);
	return 0;
}
