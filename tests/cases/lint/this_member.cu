/*
 * `this->m` in a method of a class template whose member comes from a
 * dependent base (`IO<const T>`): the member of the object the method is
 * called on, a local here, so no memory access; it was counted as a load
 * through a pointer that led nowhere.  The only accesses are in[last]
 * and the store out[threadIdx.x].  The loader is a struct member of the
 * local c, whose members are followed through its methods: last =
 * threadIdx.x + 32 (stride 32; 1000 is never met), in[32 .. 63], 128
 * bytes from 128: 1 request of 4 sectors, as the store, by hand.
 */
template <typename T> class IO {
protected:
	int end;
	int stride;
	__device__ void setup(int s) { end = 1000; stride = s; }
};

template <typename T> class Loader : public IO<const T> {
	int last;

public:
	__device__ void init(int s) { this->setup(s); last = threadIdx.x; }
	__device__ T load(const T *in)
	{
		last += this->stride;
		if (last == this->end)
			last -= this->stride;
		return in[last];
	}
};

template <int W> struct Column {
	Loader<float> loader;
	int offset;
};

template <int W> __global__ void column_load(const float *in, float *out)
{
	Column<W> c;
	c.loader.init(32);
	out[threadIdx.x] = c.loader.load(in);
}

int main()
{
	float *a = 0, *b = 0;
	column_load<64><<<1, 32>>>(a, b);
	return 0;
}
