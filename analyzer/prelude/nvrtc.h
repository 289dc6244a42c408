/*
 * nvrtc.h - compiling CUDA source at run time (host code).  Declarations
 * only: warpcheck does not see the source such a program compiles.
 */
#ifndef WARPCHECK_PRELUDE_NVRTC_H
#define WARPCHECK_PRELUDE_NVRTC_H
/* the toolkit's own guard and macros, which includers test */
#define __NVRTC_H__

#include <stddef.h>

typedef enum {
	NVRTC_SUCCESS = 0,
	NVRTC_ERROR_OUT_OF_MEMORY = 1,
	NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
	NVRTC_ERROR_INVALID_INPUT = 3,
	NVRTC_ERROR_INVALID_PROGRAM = 4,
	NVRTC_ERROR_INVALID_OPTION = 5,
	NVRTC_ERROR_COMPILATION = 6,
	NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
	NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
	NVRTC_ERROR_INTERNAL_ERROR = 11
} nvrtcResult;
typedef struct _nvrtcProgram *nvrtcProgram;

#ifdef __cplusplus
extern "C" {
#endif
const char *nvrtcGetErrorString(nvrtcResult result);
nvrtcResult nvrtcVersion(int *major, int *minor);
nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name,
			       int num_headers, const char *const *headers,
			       const char *const *include_names);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int num_options, const char *const *options);
nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *size);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *size);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);
nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *size);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);
nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *name_expression,
				const char **lowered_name);
#ifdef __cplusplus
}
#endif

#endif
