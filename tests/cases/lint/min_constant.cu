/* A hash's 64-bit constant with only its top bit set, INT64_MIN as a
 * signed number: the alignment pass took its lowest bit through its
 * negation, which a signed 64-bit number cannot hold (undefined; the
 * sanitized build stops at it). */
#include <cstdint>

__global__ void mix(const uint64_t *in, uint64_t *out)
{
	uint64_t h = 0x8000000000000000ull;
	h ^= threadIdx.x;
	out[threadIdx.x] = in[(h & 63) + 64 * blockIdx.x];
}
