#pragma once
// One thread a pair of floats: a stride of 8 bytes, 8 sectors a request.
__global__ void ka(float *x) { x[2 * threadIdx.x] = 1.0f; }
