/* a helper's optional pointer, left to its default nullptr, read after
 * a long loop that the simulation stops in */
__device__ float offset(const float *m, const float *rs = nullptr)
{
	float t = m[3];
	if (rs != nullptr)
		t += rs[3] + rs[7];
	return t;
}

__global__ void accumulate(const float *m, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;
	for (int j = 0; j < n; j++)
		acc += m[(j * j) % 61 * 32 + threadIdx.x];
	out[i] = acc + offset(m + 16 * i);
}

int main()
{
	float *m, *out;
	accumulate<<<1, 32>>>(m, out, 1000);
}
