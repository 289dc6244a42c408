// References bound to memory: binding one reads nothing, and its uses
// read and write the memory it names (CUB-style `auto &tmp =
// reinterpret_cast<TempStorage &>(smem_)`, `float &mine = out[i]`, a
// helper's `float &acc` bound to an element of global memory).
struct Storage {
	float buf[256];
};

__device__ void add(float &acc, float v)
{
	acc += v;
}

__global__ void staged(const float *in, const int *idx, float *out, float *sums)
{
	extern __shared__ char smem_[];
	auto &st = reinterpret_cast<Storage &>(smem_);
	float &mine = out[blockIdx.x * 256 + threadIdx.x];
	int k0 = 0;
	int &k = k0;      /* a local: no memory */

	st.buf[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
	__syncthreads();
	mine = st.buf[255 - threadIdx.x];
	k += idx[blockIdx.x * 256 + threadIdx.x];
	add(sums[blockIdx.x * 256 + threadIdx.x], 1.0f);
}

int main()
{
	float *a, *b, *c;
	int *i;

	staged<<<4, 256, sizeof(Storage)>>>(a, i, b, c);
}
