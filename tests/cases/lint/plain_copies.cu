// memcpy and memset in device code: a vector built from a pointer with
// memcpy, as header-only math libraries write make_vec3(const float *),
// a copy into a shared array, a fill, and copies whose size is known
// only at run time (one with a constant inside it).
#include <cstring>

struct vec3 {
	float x, y, z;
};

__device__ vec3 make_vec3(const float *p)
{
	vec3 v;
	memcpy(&v, p, sizeof(vec3));
	return v;
}

__global__ void copies(const float *pos, float *out, int n)
{
	__shared__ float tile[256];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	vec3 p = make_vec3(pos + 3 * i);

	memcpy(&tile[threadIdx.x], pos + i, sizeof(float));
	__syncthreads();
	memset(out + 4 * i, 0, 4 * sizeof(float));
	out[4 * i] = p.x + tile[threadIdx.x ^ 1];
	memcpy(out + 4 * i + 1, pos + i, n);
	memcpy(out + 4 * i + 2, pos + i, n * sizeof(float));
}

void run(const float *pos, float *out, int n)
{
	copies<<<2, 256>>>(pos, out, n);
}
