/*
 * A test harness that keeps the sizes in an object: the constructor's
 * initializer list and in-class initializers set its members, a setter
 * changes one, and a templated method passes them to the launcher it is
 * given, through a private method and `this->`.
 *
 * Counts by hand, per warp (32 lanes, 4-byte floats, lanes `stride`
 * floats apart, each access 32 * 4 * stride bytes wide):
 *   launch_a: a(4096, 2): stride 2, 256 bytes, 8 sectors (ideal 4);
 *             32 blocks of 128 = 128 warps, 128 loads and 128 stores.
 *   launch_b: b(4096, 1) then set_stride(4): 512 bytes, 16 sectors.
 *   launch_c: c.shuffle() runs a loop that is not followed, so c's
 *             m_stride is unknown after it; m_n is const, still 4096.
 *             The stride is simulated as the assumed size, 1024: lanes
 *             4096 bytes apart, 32 sectors a request (ideal 4), 128
 *             loads and 128 stores, 4096 sectors each.
 */
#include <cstdlib>

__global__ void copy_strided(float *out, const float *in, int n, int stride)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i * stride] = in[i * stride];
}

void launch_a(float *out, const float *in, int n, int stride)
{
	copy_strided<<<n / 128, 128>>>(out, in, n, stride);
}

void launch_b(float *out, const float *in, int n, int stride)
{
	copy_strided<<<n / 128, 128>>>(out, in, n, stride);
}

void launch_c(float *out, const float *in, int n, int stride)
{
	copy_strided<<<n / 128, 128>>>(out, in, n, stride);
}

class Bench {
public:
	Bench(int n, int stride) : m_n(n), m_stride(stride)
	{
		m_bytes = (size_t)m_n * m_stride * sizeof(float);
		cudaMalloc(&m_in, m_bytes);
		cudaMalloc(&m_out, m_bytes);
	}
	void set_stride(int s) { m_stride = s; }
	void shuffle()
	{
		for (int i = 0; i < m_reps; ++i)
			m_stride = rand() % 4 + 1;
	}
	template <typename F> void run(F &&launch)
	{
		for (int r = 0; r < m_reps; ++r)
			time_one(launch);
	}

private:
	template <typename F> void time_one(F &&launch) { launch(m_out, m_in, this->m_n, m_stride); }

	const int m_n;
	int m_stride = 1;
	int m_reps = 2;
	size_t m_bytes = 0;
	float *m_in = nullptr, *m_out = nullptr;
};

int main()
{
	Bench a(4096, 2);
	a.run(launch_a);
	Bench b(4096, 1);
	b.set_stride(4);
	b.run(launch_b);
	Bench c(4096, 1);
	c.shuffle();
	c.run(launch_c);
	return 0;
}
