// cub::BlockAdjacentDifference, as CUDA 13's CUB declares it (flashinfer's
// sampling kernels): its calls parse, and are said to be unmodelled.
#include <cub/block/block_adjacent_difference.cuh>
struct Diff { __device__ bool operator()(bool a, bool b) const { return a != b; } };
__global__ void k(const bool *in, bool *out)
{
	using AD = cub::BlockAdjacentDifference<bool, 128>;
	__shared__ typename AD::TempStorage tmp;
	bool v[4], d[4];
	for (int j = 0; j < 4; j++) v[j] = in[threadIdx.x * 4 + j];
	AD(tmp).SubtractLeft<4>(v, d, Diff());
	for (int j = 0; j < 4; j++) out[threadIdx.x * 4 + j] = d[j];
}

int main() { bool *in, *out; k<<<1, 128>>>(in, out); return 0; }
