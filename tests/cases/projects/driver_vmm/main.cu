/*
 * main.cu - copies a buffer between two allocations made through the
 * driver's virtual memory management (physical memory from cuMemCreate,
 * mapped into a range from cuMemAddressReserve, opened with
 * cuMemSetAccess), multiplies a corner of the copy with cuBLAS and, where
 * NCCL can allocate (2.19 and later), stages it in memory from
 * ncclMemAlloc.
 */
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <nccl.h>

#define THREADS 256
#define TILE 16

#define CHECK_CU(call)                                                              \
	do {                                                                        \
		CUresult rc_ = (call);                                              \
		if (rc_ != CUDA_SUCCESS) {                                          \
			const char *msg_ = "unknown error";                         \
			cuGetErrorString(rc_, &msg_);                               \
			fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, msg_);   \
			exit(1);                                                    \
		}                                                                   \
	} while (0)

__global__ void copy_floats(float *dst, const float *src, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		dst[i] = src[i];
}

/* physical memory for `bytes`, rounded up to the granularity, mapped
 * read-write for `device` at an address range of its own */
struct vmm_buffer {
	CUdeviceptr ptr;
	size_t size;
	CUmemGenericAllocationHandle handle;
};

static void vmm_alloc(struct vmm_buffer *b, size_t bytes, CUdevice device)
{
	CUmemAllocationProp prop = {};
	CUmemAccessDesc access = {};
	size_t granularity = 0;

	prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
	prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
	prop.location.id = device;
	CHECK_CU(cuMemGetAllocationGranularity(&granularity, &prop,
					       CU_MEM_ALLOC_GRANULARITY_MINIMUM));
	b->size = (bytes + granularity - 1) / granularity * granularity;
	CHECK_CU(cuMemCreate(&b->handle, b->size, &prop, 0));
	CHECK_CU(cuMemAddressReserve(&b->ptr, b->size, granularity, 0, 0));
	CHECK_CU(cuMemMap(b->ptr, b->size, 0, b->handle, 0));
	access.location = prop.location;
	access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
	CHECK_CU(cuMemSetAccess(b->ptr, b->size, &access, 1));
}

static void vmm_free(struct vmm_buffer *b)
{
	CHECK_CU(cuMemUnmap(b->ptr, b->size));
	CHECK_CU(cuMemRelease(b->handle));
	CHECK_CU(cuMemAddressFree(b->ptr, b->size));
}

int main(void)
{
	const int n = 1 << 20;
	struct vmm_buffer src, dst;
	CUdevice device;
	CUcontext ctx;
	CUdeviceptr base;
	size_t range;
	float product[TILE * TILE];
	int bad = 0;

	CHECK_CU(cuInit(0));
	CHECK_CU(cuDeviceGet(&device, 0));
	CHECK_CU(cuDevicePrimaryCtxRetain(&ctx, device));
	CHECK_CU(cuCtxSetCurrent(ctx));
	vmm_alloc(&src, n * sizeof(float), device);
	vmm_alloc(&dst, n * sizeof(float), device);
	CHECK_CU(cuMemGetAddressRange(&base, &range, src.ptr + sizeof(float)));
	if (base != src.ptr || range != src.size)
		fprintf(stderr, "address range of the source: %zu bytes\n", range);
	CHECK_CU(cuMemsetD32(src.ptr, 0x3f800000, n));   /* 1.0f */

	copy_floats<<<n / THREADS, THREADS>>>((float *)dst.ptr, (const float *)src.ptr, n);
	CHECK_CU(cuCtxSynchronize());

	/* the first TILE x TILE of the copy times itself: every element TILE */
	cublasHandle_t blas;
	if (cublasCreate(&blas) == CUBLAS_STATUS_SUCCESS) {
		const float alpha = 1.0f, beta = 0.0f;
		cublasStatus_t status = cublasGemmEx(
			blas, CUBLAS_OP_N, CUBLAS_OP_N, TILE, TILE, TILE, &alpha,
			(const void *)dst.ptr, CUDA_R_32F, TILE, (const void *)dst.ptr, CUDA_R_32F,
			TILE, &beta, (void *)src.ptr, CUDA_R_32F, TILE, CUBLAS_COMPUTE_32F,
			CUBLAS_GEMM_DEFAULT);
		if (status == CUBLAS_STATUS_SUCCESS) {
			CHECK_CU(cuMemcpyDtoH(product, src.ptr, sizeof(product)));
			for (int i = 0; i < TILE * TILE; i++)
				bad += product[i] != (float)TILE;
		}
		cublasDestroy(blas);
	}

#ifdef NCCL_VERSION
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 19, 0)
	void *staging = NULL;
	if (ncclMemAlloc(&staging, n * sizeof(float)) == ncclSuccess) {
		CHECK_CU(cuMemcpyDtoD((CUdeviceptr)staging, dst.ptr, n * sizeof(float)));
		ncclMemFree(staging);
	}
#endif
#endif

	vmm_free(&dst);
	vmm_free(&src);
	CHECK_CU(cuDevicePrimaryCtxRelease(device));
	printf("%s\n", bad ? "FAILED" : "ok");
	return bad != 0;
}
