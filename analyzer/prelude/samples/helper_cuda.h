/*
 * helper_cuda.h - the CUDA samples' error checks and device choice
 * (Common/), declared for when a project includes them and they are not
 * on the include path (searched after every -I: the project's own copy
 * wins).  checkCudaErrors(call) makes the call; the device is device 0.
 */
#ifndef COMMON_HELPER_CUDA_H_
#define COMMON_HELPER_CUDA_H_

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>

#include <helper_string.h>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif

template <typename T>
const char *_cudaGetErrorEnum(T error);

template <typename T>
void check(T result, char const *const func, const char *const file, int const line);

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
#define printLastCudaError(msg) __printLastCudaError(msg, __FILE__, __LINE__)

inline void __getLastCudaError(const char *errorMessage, const char *file, const int line);
inline void __printLastCudaError(const char *errorMessage, const char *file, const int line);

#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif
#ifndef MIN
#define MIN(a, b) (a < b ? a : b)
#endif

inline int ftoi(float value);
inline int _ConvertSMVer2Cores(int major, int minor);
inline const char *_ConvertSMVer2ArchName(int major, int minor);
inline int gpuDeviceInit(int devID);
inline int gpuGetMaxGflopsDeviceId();
inline int findCudaDevice(int argc, const char **argv);
inline int findIntegratedGPU();
inline bool checkCudaCapabilities(int major_version, int minor_version);

#endif
