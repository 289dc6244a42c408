// A file with a template kernel of its own, which nothing here
// instantiates, that also calls a launcher another file defines: it is
// reported as it is, not replaced by the file that defines the launcher.
#include "api.h"

template <int N>
__global__ void own(float *x)
{
	x[N * threadIdx.x] = 0.0f;
}

int main()
{
	float *x = nullptr;
	launch(64, x);
	return 0;
}
