/* only the version line of a CUDA 13.0 cuda.h: enough for --cuda-path to
 * decide that clang 19 cannot parse this installation */
#define CUDA_VERSION 13000
