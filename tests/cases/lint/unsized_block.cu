// A template kernel launched for ten strides with a block that host code
// does not know (threads comes from outside the file): no launch gives
// an instance its size, so the first 8 are simulated under the assumed
// launch (one block of 256) and the other 2 named in one note, as
// instances with an unknown grid are.  Each instance's store: lane i
// writes x[i * W], W * 4 bytes apart: min(4 W, 32) sectors a request
// (ideal 4), 8 requests a block of 256 threads.
#include <cuda_runtime.h>

template <int W>
__global__ void stride(float *x)
{
	x[threadIdx.x * W] = 1.0f;
}

template <int W>
void launch(float *x, int threads)
{
	stride<W><<<1, threads>>>(x);
}

void run_all(float *x, int threads)
{
	launch<1>(x, threads);
	launch<2>(x, threads);
	launch<3>(x, threads);
	launch<4>(x, threads);
	launch<5>(x, threads);
	launch<6>(x, threads);
	launch<7>(x, threads);
	launch<8>(x, threads);
	launch<9>(x, threads);
	launch<10>(x, threads);
}
