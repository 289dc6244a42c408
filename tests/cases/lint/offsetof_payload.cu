// offsetof(T, member) in an index: a constant, as sizeof is, also where T
// is a template's instance and where the offsetof is in a helper
// template.  Before: "expression 'MemberRef' is not modeled", and every
// access indexed by it unknown.
//
// Derived by hand.  Msg<64>: src, dst (4 bytes each), seq (8), then
// payload: offsetof(Msg<64>, payload) = 16, sizeof(Msg<64>) = 16 + 256
// = 272.  4 blocks of 64 threads, 8 warps.  Warp w of block b reads 32
// floats from byte b * 272 + 16 + w * 128 of msgs (a 256-byte aligned
// allocation): that start is 16 past a sector boundary where b is even
// (5 sectors), on one where b is odd (4 sectors): 8 loads, 4 * 5 + 4 * 4
// = 36 sectors.  out[b * 64 + t]: 8 stores of 4 sectors, 32.
#include <cstddef>

template <int N>
struct Msg {
	int src, dst;
	long long seq;
	float payload[N];
};

template <int N>
__device__ size_t payload_at()
{
	return offsetof(Msg<N>, payload);
}

__global__ void unpack(const char *msgs, float *out)
{
	const float *p = reinterpret_cast<const float *>(msgs + blockIdx.x * sizeof(Msg<64>) +
							 payload_at<64>());

	out[blockIdx.x * 64 + threadIdx.x] = p[threadIdx.x];
}

int main()
{
	char *msgs;
	float *out;

	unpack<<<4, 64>>>(msgs, out);
	return 0;
}
