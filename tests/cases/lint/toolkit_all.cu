/* every bundled header at once, and host code using the runtime's graph,
 * external-memory and access-policy types: a header that fails to parse
 * shows as a note "errors in system or bundled headers" */
#include <cooperative_groups.h>
#include <cuComplex.h>
#include <cublas.h>
#include <cublasLt.h>
#include <cublas_api.h>
#include <cublas_v2.h>
#include <cuda.h>
#include <cudaTypedefs.h>
#include <cuda_awbarrier.h>
#include <cuda_awbarrier_primitives.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#include <cuda_pipeline.h>
#include <cuda_pipeline_primitives.h>
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <cudnn.h>
#include <cufft.h>
#include <curand.h>
#include <curand_kernel.h>
#include <cusolverDn.h>
#include <cusparse.h>
#include <device_functions.h>
#include <device_launch_parameters.h>
#include <driver_types.h>
#include <library_types.h>
#include <math_constants.h>
#include <math_functions.h>
#include <mma.h>
#include <nccl.h>
#include <nvToolsExt.h>
#include <vector_types.h>
#include <cuda_gl_interop.h>
#include <nvrtc.h>
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <cooperative_groups/reduce.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <ATen/ATen.h>
#include <ATen/AccumulateType.h>
#include <ATen/cuda/DeviceUtils.cuh>
#include <torch/extension.h>
#include <c10/macros/Macros.h>

__global__ void fill(float *x)
{
	x[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}

int main(void)
{
	cudaGraph_t graph;
	cudaGraphExec_t exec;
	cudaGraphNode_t node;
	cudaStream_t stream;
	float *x;
	void *args[] = { &x };
	cudaMalloc(&x, 4096 * sizeof(float));
	cudaStreamCreate(&stream);
	cudaKernelNodeParams p = {};
	p.func = (void *)fill;
	p.gridDim = dim3(16);
	p.blockDim = dim3(256);
	p.kernelParams = args;
	cudaGraphCreate(&graph, 0);
	cudaGraphAddKernelNode(&node, graph, NULL, 0, &p);
	cudaGraphInstantiateWithFlags(&exec, graph, 0);
	cudaStreamAttrValue v = {};
	v.accessPolicyWindow.base_ptr = x;
	v.accessPolicyWindow.num_bytes = 4096 * sizeof(float);
	v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
	cudaStreamSetAttribute(stream, cudaStreamAttributeAccessPolicyWindow, &v);
	cudaExternalMemoryHandleDesc desc = {};
	desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
	desc.handle.fd = 3;
	cudaMemcpy3DParms copy = {};
	copy.extent = make_cudaExtent(4, 4, 4);
	copy.kind = cudaMemcpyDeviceToDevice;
	cudaMemcpy3D(&copy);
	fill<<<16, 256, 0, stream>>>(x);
	return 0;
}
