// A loop nest bounded by a size no launch gives, simulated at the
// assumed 1024: its rounds cannot run at once (the index (i * i + j * j)
// % 61 is not linear in either loop's rounds), so a warp would take
// 1024 * 1024 rounds one by one.  Under assumed sizes the simulation
// stops after 2^16 statements and says so in a note: the counts are of
// the part simulated, and a finding's rate (sectors a request) holds.
// Launch: --block 32 (one warp); n has no value.
#include <cuda_runtime.h>

__global__ void residues(const float *in, float *out, int n)
{
	float acc = 0.0f;

	// lane t reads in[r * 32 + t]: 32 consecutive floats, 4 sectors a
	// request, whatever r: the loads' sectors are 4 times their requests,
	// however many ran before the stop (how many is the simulator's
	// statement accounting, pinned here, not derived)
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			acc += in[(i * i + j * j) % 61 * 32 + threadIdx.x];
	// not reached before the stop, and not reported as unreached
	out[threadIdx.x] = acc;
}
