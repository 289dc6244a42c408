/* A struct whose constructor sets its base's members through the base's
 * constructor, in its initializer list. */
struct Layout {
	int ld;
	__device__ Layout(int rows) : ld(rows + 1) {}
};

struct Tile : Layout {
	int col;
	__device__ Tile(int rows, int c) : Layout(rows), col(c) {}
};

__global__ void tiles(float *out)
{
	__shared__ float s[32 * 33];
	Tile padded(32, 0), plain(31, 1);

	s[threadIdx.x * padded.ld + padded.col] = 1.0f;
	s[threadIdx.x * plain.ld + plain.col] = 2.0f;
	__syncthreads();
	out[blockIdx.x * 32 + threadIdx.x] = s[threadIdx.x];
}

int main()
{
	float *out;

	tiles<<<16, 32>>>(out);
	return 0;
}
