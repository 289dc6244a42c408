__global__ void count_all(int *count) { atomicAdd(count, 1); }
__global__ void count_if(const float *x, int *count, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n && x[i] > 0.5f) atomicAdd(count, 1); }
__global__ void add_all(int *count, int v) { atomicAdd(count, v); }
__global__ void fadd_all(float *s) { atomicAdd(s, 1.0f); }
#include <cstdio>
int main() {
  int *c; float *x, *s; cudaMalloc(&c, 4); cudaMalloc(&x, 4<<22); cudaMalloc(&s, 4); cudaMemset(x, 0x40, 4<<22);
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b); float ms;
  for (int k = 0; k < 4; k++) { for (int r = 0; r < 3; r++) { cudaEventRecord(a);
    if (k == 0) count_all<<<16384, 256>>>(c); else if (k == 1) count_if<<<16384, 256>>>(x, c, 1<<22); else if (k == 2) add_all<<<16384, 256>>>(c, 3); else fadd_all<<<16384, 256>>>(s);
    cudaEventRecord(b); cudaEventSynchronize(b); cudaEventElapsedTime(&ms, a, b); } printf("kernel %d: %.4f ms\n", k, ms); }
  return 0; }
