// A loop nest bounded by a size no launch gives, simulated at the
// assumed 1024: its rounds cannot run at once (the index (i * i + j * j)
// % 61 is not linear in either loop's rounds), so a warp would take
// 1024 * 1024 rounds one by one.  Under assumed sizes the simulation
// stops after 2^18 statements and says so in a note: the counts are of
// the part simulated, and a finding's rate (sectors a request) holds.
// Launch: --block 32 (one warp); n has no value.
#include <cuda_runtime.h>

__global__ void residues(const float *in, float *out, int n)
{
	float acc = 0.0f;

	// lane t reads in[r * 32 + t]: 32 consecutive floats, 4 sectors a
	// request, whatever r.  How many run before the stop, from the
	// statements the simulation counts: i = 0 and the outer loop (2);
	// each outer round j = 0, the inner loop, 1024 inner rounds of 3
	// (the load, j's two step statements) and i's step (2): 3076; 85
	// outer rounds end at statement 261,460.  Runs of rounds tried and
	// undone cost 24 more: in its first entry the inner loop tries runs
	// of each of the six periods (1, 2, 3, 4, 6 and 8 rounds), 1
	// statement each (the load, whose index is not linear in j), and
	// having failed thrice is not tried again; the outer loop tries the
	// six too, 3 statements each (j = 0, the inner loop, the load).  Of
	// the 262,144 statements, 656 are left in round 86 after its first
	// two: 218 inner rounds and the 219th's load; its step is past the
	// stop.  So 85 * 1024 + 219 = 87,259 loads, 349,036 sectors
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			acc += in[(i * i + j * j) % 61 * 32 + threadIdx.x];
	// not reached before the stop, and not reported as unreached
	out[threadIdx.x] = acc;
}
