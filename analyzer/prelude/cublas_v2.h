/*
 * cublas_v2.h - cuBLAS with a handle (the API of cublas_api.h, which
 * declares each routine under the name this header gives it, and the
 * library's versioned names as macros for them)
 */
#ifndef WARPCHECK_PRELUDE_CUBLAS_V2_H
#define WARPCHECK_PRELUDE_CUBLAS_V2_H
/* the toolkit's own guard and macros, which includers test */
#define CUBLAS_V2_H_
#include <cublas_api.h>
#endif
