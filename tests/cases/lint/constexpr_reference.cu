// A constexpr local initialized from a static constexpr member read
// through a reference: nvcc compiles it (as C++23 allows), clang 19 does
// not; warpcheck says so in a note and goes on with the value unknown.
struct Lens {
	static constexpr float SCALE = 4.f;
	float focal;
};

__device__ float project(const Lens &lens, float x)
{
	const Lens &l = lens;
	constexpr float k = 1.f / l.SCALE;
	return x * k * lens.focal;
}

__global__ void rays(Lens lens, const float *x, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = project(lens, x[i]);
}

int main()
{
	Lens lens = { 35.f };
	float *x, *out;
	rays<<<64, 256>>>(lens, x, out, 64 * 256);
	return 0;
}
