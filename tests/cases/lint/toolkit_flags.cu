#include <cuda_runtime.h>
#include <math_constants.h>
#include <cstdio>

/* a stream callback, written as the runtime's samples write it */
static void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data)
{
	(void)stream;
	(void)status;
	printf("%s\n", (const char *)data);
}

__global__ void scale(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i] * CUDART_PI_F + CUDART_SQRT_HALF_F;
}

int main()
{
	const int n = 1 << 16;
	float *in, *out;
	cudaStream_t s;
	cudaEvent_t e;

	cudaSetDeviceFlags(cudaDeviceBlockingSync | cudaDeviceLmemResizeToMax);
	cudaMallocManaged(&in, n * sizeof(float), cudaMemAttachSingle);
	cudaMallocManaged(&out, n * sizeof(float), cudaMemAttachGlobal);
	cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	cudaEventCreate(&e);
	scale<<<n / 256, 256, 0, s>>>(out, in, n);
	cudaEventRecordWithFlags(e, s, cudaEventRecordDefault);
	cudaStreamAddCallback(s, done, (void *)"done", 0);
	cudaStreamSynchronize(s);
	return 0;
}
