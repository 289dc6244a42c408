/*
 * cufft.h - cuFFT's plans and transforms as host code calls them.
 * Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUFFT_H
#define WARPCHECK_PRELUDE_CUFFT_H
/* the toolkit's own guard and macros, which includers test */
#define _CUFFT_H_
#define CUFFTAPI
#define CUFFT_VER_MAJOR 11
#define CUFFT_VER_MINOR 3
#define CUFFT_VER_PATCH 3
#define CUFFT_VER_BUILD 0

#include <cuda_runtime.h>
#include <cuComplex.h>
#include <library_types.h>

#define CUFFT_VERSION 11000
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1
#define MAX_CUFFT_ERROR 0x15
#define MAX_SHIM_RANK 3
#define CUFFT_PLAN_NULL -1
typedef enum cufftCompatibility_t { CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01 } cufftCompatibility;
#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING

typedef enum cufftResult_t {
	CUFFT_SUCCESS = 0,
	CUFFT_INVALID_PLAN = 1,
	CUFFT_ALLOC_FAILED = 2,
	CUFFT_INVALID_TYPE = 3,
	CUFFT_INVALID_VALUE = 4,
	CUFFT_INTERNAL_ERROR = 5,
	CUFFT_EXEC_FAILED = 6,
	CUFFT_SETUP_FAILED = 7,
	CUFFT_INVALID_SIZE = 8,
	CUFFT_UNALIGNED_DATA = 9,
	CUFFT_NOT_SUPPORTED = 16
} cufftResult;
typedef enum cufftType_t {
	CUFFT_R2C = 0x2a,
	CUFFT_C2R = 0x2c,
	CUFFT_C2C = 0x29,
	CUFFT_D2Z = 0x6a,
	CUFFT_Z2D = 0x6c,
	CUFFT_Z2Z = 0x69
} cufftType;

typedef int cufftHandle;
typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

cufftResult cufftCreate(cufftHandle *plan);
cufftResult cufftDestroy(cufftHandle plan);
cufftResult cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
cufftResult cufftCreate(cufftHandle *plan);
cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch,
			    size_t *work_size);
cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *work_size);
cufftResult cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
			    size_t *work_size);
cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed, int istride,
			      int idist, int *onembed, int ostride, int odist, cufftType type,
			      int batch, size_t *work_size);
cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long *n, long long *inembed,
				long long istride, long long idist, long long *onembed,
				long long ostride, long long odist, cufftType type,
				long long batch, size_t *work_size);
cufftResult cufftGetSize(cufftHandle plan, size_t *work_size);
cufftResult cufftSetAutoAllocation(cufftHandle plan, int auto_allocate);
cufftResult cufftSetWorkArea(cufftHandle plan, void *work_area);
cufftResult cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
cufftResult cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
cufftResult cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride,
			  int idist, int *onembed, int ostride, int odist, cufftType type, int batch);
cufftResult cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch, size_t *work_size);
cufftResult cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type, size_t *work_size);
cufftResult cufftGetSize(cufftHandle plan, size_t *work_size);
cufftResult cufftSetWorkArea(cufftHandle plan, void *work_area);
cufftResult cufftSetAutoAllocation(cufftHandle plan, int auto_allocate);
cufftResult cufftSetStream(cufftHandle plan, cudaStream_t stream);
cufftResult cufftGetVersion(int *version);
cufftResult cufftExecC2C(cufftHandle plan, cufftComplex *in, cufftComplex *out, int direction);
cufftResult cufftExecR2C(cufftHandle plan, cufftReal *in, cufftComplex *out);
cufftResult cufftExecC2R(cufftHandle plan, cufftComplex *in, cufftReal *out);
cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *in, cufftDoubleComplex *out,
			 int direction);
cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal *in, cufftDoubleComplex *out);
cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *in, cufftDoubleReal *out);

#endif
