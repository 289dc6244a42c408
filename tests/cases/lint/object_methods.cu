/*
 * Device objects that keep an index between calls of their methods: a
 * loader that walks a column, its stride held in a base class template
 * (named `this->stride`, a dependent base), its position in the class.
 * A method that cannot be followed leaves the members unknown.
 */
template <typename T, bool CHECKED>
struct Io {
	int end;
	int stride;
};

template <typename T, bool CHECKED>
class Loader : public Io<T, CHECKED> {
	int last;

public:
	__device__ void init(int first, int s)
	{
		this->stride = s;
		this->end = CHECKED ? 4 * s : 0;
		last = first - s;
	}
	__device__ T next(const T *in)
	{
		last += this->stride;
		return in[last];
	}
};

struct Scanner {
	int pos;
	__device__ int find(const int *keys, int k)
	{
		for (int i = 0; i < 4; i++)
			if (keys[pos + i] == k)
				return i;
		return -1;
	}
};

__global__ void columns(const float *in, float *out, int width)
{
	Loader<float, true> col;
	float s = 0.0f;

	col.init(blockIdx.x * blockDim.x + threadIdx.x, width);
	for (int r = 0; r < 4; r++)
		s += col.next(in);
	out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void rows(const float *in, float *out, int width)
{
	Loader<float, false> row;

	row.init(threadIdx.x * width, 1);
	out[threadIdx.x] = row.next(in);
}

__global__ void unfollowed(const int *keys, int *out)
{
	Scanner sc = { (int)threadIdx.x };

	if (sc.find(keys, 3) < 0)
		out[sc.pos] = 1;
}

int main(void)
{
	float *in, *out;
	int *keys, *hits;

	columns<<<2, 64>>>(in, out, 1024);
	rows<<<1, 32>>>(in, out, 1024);
	unfollowed<<<1, 32>>>(keys, hits);
	return 0;
}
