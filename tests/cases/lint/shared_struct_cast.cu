// A 16-byte struct of ints read through a cast pointer: one 16-byte load
// from a shared int4 array (nvcc proves the alignment), four 4-byte
// loads from a global pointer parameter (it cannot).
struct Quad {
	int v[4];
};

__global__ void quads(const int4 *in, int *out)
{
	__shared__ int4 sh[128];
	Quad a, b;

	sh[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	a = *reinterpret_cast<const Quad *>(&sh[threadIdx.x ^ 1]);
	b = *reinterpret_cast<const Quad *>(&in[threadIdx.x]);
	out[threadIdx.x] = a.v[0] + a.v[1] + a.v[2] + a.v[3] + b.v[0] + b.v[1] + b.v[2] + b.v[3];
}

int main()
{
	quads<<<1, 128>>>(nullptr, nullptr);
}
