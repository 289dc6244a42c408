// A sample in the style of NVIDIA's CUDA samples, whose helper headers
// (helper_cuda.h, helper_functions.h from the samples' Common/ folder) are
// not on the include path: warpcheck's own declarations of them stand in
// (analyzer/prelude/samples/), so the host code parses with no error and
// main()'s sizes reach the launch. No command line is read, so the flag
// is not given and n keeps its default.
//
// By hand: n = 1 << 20 floats, 4096 blocks of 256 threads, 32768 warps;
// each warp one coalesced load of 128 bytes (4 sectors) and one store:
// 32768 loads, 131072 sectors; 32768 stores, 131072 sectors.
#include <helper_cuda.h>
#include <helper_functions.h>

__global__ void scale(const float *in, float *out, float s, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = s * in[i];
}

int main(int argc, char **argv)
{
	int n = 1 << 20;
	float *in, *out;
	StopWatchInterface *timer = NULL;

	if (checkCmdLineFlag(argc, (const char **)argv, "n"))
		n = getCmdLineArgumentInt(argc, (const char **)argv, "n");
	findCudaDevice(argc, (const char **)argv);
	checkCudaErrors(cudaMalloc(&in, n * sizeof(float)));
	checkCudaErrors(cudaMalloc(&out, n * sizeof(float)));
	sdkCreateTimer(&timer);
	sdkStartTimer(&timer);
	scale<<<n / 256, 256>>>(in, out, 2.0f, n);
	getLastCudaError("scale failed");
	sdkStopTimer(&timer);
	printf("%f ms\n", sdkGetTimerValue(&timer));
	sdkDeleteTimer(&timer);
	return 0;
}
