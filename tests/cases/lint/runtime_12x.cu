// Host code written for CUDA 12.3 to 12.9 and for 13: a graph's edge
// query by the name each version gives it, CUDA 11's five-argument
// cudaGraphInstantiate (cuda_runtime.h still has it), and a part of
// curand_kernel.h included by its own name.
#include <cuda_runtime.h>
#include <curand_philox4x32_x.h>

__global__ void scale(float *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] *= 2.0f;
}

static size_t dependencies(cudaGraphNode_t node)
{
	size_t count = 0;
#if CUDART_VERSION >= 13000
	cudaGraphNodeGetDependencies(node, nullptr, nullptr, &count);
#elif CUDART_VERSION >= 12030
	cudaGraphNodeGetDependencies_v2(node, nullptr, nullptr, &count);
#else
	cudaGraphNodeGetDependencies(node, nullptr, &count);
#endif
	return count;
}

int main()
{
	const int n = 1 << 20;
	float *x;
	cudaStream_t s;
	cudaGraph_t graph;
	cudaGraphExec_t exec;
	cudaGraphNode_t node = nullptr;

	cudaMalloc(&x, n * sizeof(float));
	cudaStreamCreate(&s);
	cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
	scale<<<n / 256, 256, 0, s>>>(x, n);
	cudaStreamEndCapture(s, &graph);
	cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0);
	cudaGraphLaunch(exec, s);
	return (int)dependencies(node);
}
