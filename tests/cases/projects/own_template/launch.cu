#include "api.h"
__global__ void scaled(float *x) { x[2 * threadIdx.x] = 1.0f; }
void launch(int n, float *x) { scaled<<<1, n>>>(x); }
