/*
 * tma_map.h - the tensor maps of tma_bulk.cu and tma_cxx.cu: a 1024x1024
 * float tensor in 32x32 boxes, swizzle none or 128 B.  Outside the files'
 * host-only parts so that warpcheck (which reads device code) sees the
 * box their tensor copies move.  cuTensorMapEncodeTiled comes through
 * cudaGetDriverEntryPointByVersion (no -lcuda).
 */
#ifndef KERNELS_TMA_MAP_H
#define KERNELS_TMA_MAP_H

#include <cuda.h>

#define TMA_TILE 32              /* the box: TMA_TILE x TMA_TILE floats */

typedef CUresult (*encode_fn)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *,
			       const cuuint64_t *, const cuuint64_t *, const cuuint32_t *,
			       const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle,
			       CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

static int encode_map(encode_fn encode, CUtensorMap *map, void *base, CUtensorMapSwizzle swizzle)
{
	cuuint64_t dims[2] = { 1024, 1024 }, strides[1] = { 1024 * sizeof(float) };
	cuuint32_t box[2] = { TMA_TILE, TMA_TILE }, estrides[2] = { 1, 1 };

	return encode(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, base, dims, strides, box, estrides,
		      CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_NONE,
		      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS ? 0 : -1;
}

#ifndef __CUDA_ARCH__
#include <stdio.h>

/* encode_map through the driver's entry point; 0, or -1 said on stderr */
static int encode_maps(const char *who, CUtensorMap *maps, void *const *bases,
		       const CUtensorMapSwizzle *swizzles, int n)
{
	cudaDriverEntryPointQueryResult q;
	void *fn = NULL;
	int i;

	if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
					     cudaEnableDefault, &q) != cudaSuccess || !fn) {
		fprintf(stderr, "%s: no cuTensorMapEncodeTiled\n", who);
		return -1;
	}
	for (i = 0; i < n; i++)
		if (encode_map((encode_fn)fn, &maps[i], bases[i], swizzles[i]) < 0) {
			fprintf(stderr, "%s: cuTensorMapEncodeTiled failed\n", who);
			return -1;
		}
	return 0;
}
#endif

#endif
