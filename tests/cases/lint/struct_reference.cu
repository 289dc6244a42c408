// A small struct of indices handed to helpers by reference, which move
// it and read it, as a loader object is: its members stay followed.
struct Cursor {
	int row, col;
};

__device__ void advance(Cursor &c, int step)
{
	c.row += step;
	c.col = threadIdx.x;
}

__device__ int flat(const Cursor &c)
{
	return c.row * 32 + c.col;
}

__global__ void walk(const float *in, float *out)
{
	__shared__ float tile[8][32];
	Cursor c = { 0, 0 };

	for (int i = 0; i < 8; i++) {
		advance(c, i == 0 ? 0 : 1);
		tile[c.row][c.col] = in[flat(c)];
	}
	__syncthreads();
	out[threadIdx.x] = tile[threadIdx.x % 8][threadIdx.x];
}

int main()
{
	walk<<<1, 32>>>(nullptr, nullptr);
}
