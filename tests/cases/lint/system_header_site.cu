// An access made inside the system's headers (std::array's operator[],
// libstdc++'s array:219) is reported at the user's own call that leads
// there, with what that call reads: `rows[i][1]`, not '_S_ref' at a
// line of /usr/include.
#include <array>

__device__ float second(const std::array<float, 4> &row)
{
	return row[1];
}

__global__ void pick(const std::array<float, 4> *rows, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = rows[i][1] + second(rows[i]);
}

int main()
{
	std::array<float, 4> *rows;
	float *out;
	pick<<<4, 256>>>(rows, out, 1024);
}
