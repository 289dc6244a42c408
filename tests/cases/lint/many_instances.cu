// A template kernel instantiated for many strides, launched by a launcher
// whose grid only its caller knows (n comes from outside the file): the
// first 8 instances with no sized launch are simulated under the assumed
// launch, the other 4 are named in one note.  An instance whose launch
// gives its grid (scale<13>, built after them all) is simulated all the
// same.  Each instance's store: lane i writes x[i * W], W * 4 bytes
// apart: min(4 W, 32) sectors a request (ideal 4), 8 requests a block
// of 256 threads.
// Launch: none on the command line.
#include <cuda_runtime.h>

template <int W>
__global__ void scale(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i * W] = 2.0f;
}

template <int W>
void launch(float *x, int n)
{
	scale<W><<<(n + 255) / 256, 256>>>(x, n);
}

void run_all(float *x, int n)
{
	launch<1>(x, n);
	launch<2>(x, n);
	launch<3>(x, n);
	launch<4>(x, n);
	launch<5>(x, n);
	launch<6>(x, n);
	launch<7>(x, n);
	launch<8>(x, n);
	launch<9>(x, n);
	launch<10>(x, n);
	launch<11>(x, n);
	launch<12>(x, n);
	scale<13><<<4, 256>>>(x, 1024);
}
