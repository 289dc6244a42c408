/*
 * cublas.h - the legacy cuBLAS API, without a handle, beside the handle
 * API (its routines take a character for the operation, so in C++ the
 * two overload one another).
 */
#ifndef WARPCHECK_PRELUDE_CUBLAS_H
#define WARPCHECK_PRELUDE_CUBLAS_H
/* the toolkit's own guard and macros, which includers test */
#define CUBLAS_H_
#include <cublas_api.h>

typedef cublasStatus_t cublasStatus;
cublasStatus cublasInit(void);
cublasStatus cublasShutdown(void);
cublasStatus cublasGetError(void);
cublasStatus cublasAlloc(int n, int elem_size, void **p);
cublasStatus cublasFree(void *p);
void cublasSaxpy(int n, float alpha, const float *x, int incx, float *y, int incy);
float cublasSdot(int n, const float *x, int incx, const float *y, int incy);
void cublasSscal(int n, float alpha, float *x, int incx);
void cublasSgemv(char trans, int m, int n, float alpha, const float *a, int lda, const float *x,
		 int incx, float beta, float *y, int incy);
void cublasSgemm(char transa, char transb, int m, int n, int k, float alpha, const float *a, int lda,
		 const float *b, int ldb, float beta, float *c, int ldc);
void cublasDgemm(char transa, char transb, int m, int n, int k, double alpha, const double *a,
		 int lda, const double *b, int ldb, double beta, double *c, int ldc);
#endif
