/* An integer parameter by reference bound to a member of the thread's own
 * object: the const one reads the member, the other writes it. */
template <typename T>
struct Strides {
	int down;
	int across;
};

template <typename T>
class Walker : public Strides<T> {
	int at;

	__device__ T step(const T *in, const int &by)
	{
		at += by;
		return in[at];
	}
	__device__ void bump(int &by) { by += 1; }

public:
	__device__ void init(int x, int pitch)
	{
		this->down = pitch;
		this->across = 1;
		at = x;
	}
	__device__ T down_one(const T *in) { return step(in, this->down); }
	__device__ T across_one(const T *in) { return step(in, this->across); }
	__device__ void widen() { bump(this->across); }
};

__global__ void walk(const float *in, float *out)
{
	Walker<float> w;
	float a, b;

	w.init(threadIdx.x, 1024);
	a = w.down_one(in);
	w.widen();
	b = w.across_one(in);
	out[threadIdx.x] = a + b;
}

int main()
{
	float *in, *out;
	walk<<<1, 32>>>(in, out);
	return 0;
}
