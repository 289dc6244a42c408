// A helper given the kernel's struct table in one call and a struct of
// the thread's own in the next: only the first is the kernel's table.
struct Rows {
	int row[4];
};

__device__ float pick(const Rows &r, const float *in)
{
	return in[r.row[blockIdx.x % 4] * 32 + threadIdx.x];
}

__global__ void rebound(Rows table, float *out, const float *in)
{
	Rows mine;

	mine.row[0] = threadIdx.x;
	mine.row[1] = threadIdx.x;
	mine.row[2] = threadIdx.x;
	mine.row[3] = threadIdx.x;
	out[blockIdx.x * 32 + threadIdx.x] = pick(table, in) + pick(mine, in);
}

int main()
{
	Rows t;
	float *out, *in;

	rebound<<<8, 32>>>(t, out, in);
	return 0;
}
