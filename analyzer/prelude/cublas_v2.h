/* cublas_v2.h - cuBLAS with a handle (the API of cublas_api.h) */
#ifndef WARPCHECK_PRELUDE_CUBLAS_V2_H
#define WARPCHECK_PRELUDE_CUBLAS_V2_H
/* the toolkit's own guard and macros, which includers test */
#define CUBLAS_V2_H_
#include <cublas_api.h>
/* the versioned names the library exports, which some code calls */
#define cublasCreate_v2 cublasCreate
#define cublasDestroy_v2 cublasDestroy
#define cublasSetStream_v2 cublasSetStream
#define cublasSgemm_v2 cublasSgemm
#define cublasDgemm_v2 cublasDgemm
#endif
