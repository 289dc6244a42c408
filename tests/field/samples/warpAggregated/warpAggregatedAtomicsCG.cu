/*
 * Warp-aggregated atomics
 *
 * Filters positive elements into a compacted array: the threads of a
 * coalesced group elect a leader that does one atomicAdd for them all.
 */

#include <stdio.h>
#include <cooperative_groups.h>

#include <helper_cuda.h>

#define NUM_ELEMS 10000000
#define NUM_THREADS_PER_BLOCK 512

namespace cg = cooperative_groups;

__device__ int atomicAggInc(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();

  int mask = active.ballot(1);
  int leader = __ffs(mask) - 1;

  int res;
  if (active.thread_rank() == leader) {
    res = atomicAdd(counter, __popc(mask));
  }

  res = active.shfl(res, leader);
  return res + __popc(mask & ((1 << active.thread_rank()) - 1));
}

__global__ void filter_arr(int *dst, int *nres, const int *src, int n) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;

  for (int i = id; i < n; i += gridDim.x * blockDim.x) {
    if (src[i] > 0) dst[atomicAggInc(nres)] = src[i];
  }
}

__global__ void mapToBuckets(const int *src, int *bucket_sizes, int n,
                             int num_buckets) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  if (id < n) {
    int bucket = src[id] % num_buckets;
    atomicAdd(&bucket_sizes[bucket], 1);
  }
}

int main(int argc, char **argv) {
  int *data_to_filter, *filtered_data, nres = 0;
  int *d_data_to_filter, *d_filtered_data, *d_nres;

  int numOfBuckets = 5;
  data_to_filter = reinterpret_cast<int *>(malloc(sizeof(int) * NUM_ELEMS));

  for (int i = 0; i < NUM_ELEMS; i++) {
    data_to_filter[i] = rand() % 20;
  }

  int devId = findCudaDevice(argc, (const char **)argv);
  (void)devId;

  checkCudaErrors(cudaMalloc(&d_data_to_filter, sizeof(int) * NUM_ELEMS));
  checkCudaErrors(cudaMalloc(&d_filtered_data, sizeof(int) * NUM_ELEMS));
  checkCudaErrors(cudaMalloc(&d_nres, sizeof(int)));

  checkCudaErrors(cudaMemcpy(d_data_to_filter, data_to_filter,
                             sizeof(int) * NUM_ELEMS, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(d_nres, 0, sizeof(int)));

  dim3 dimBlock(NUM_THREADS_PER_BLOCK, 1, 1);
  dim3 dimGrid((NUM_ELEMS / NUM_THREADS_PER_BLOCK) + 1, 1, 1);

  filter_arr<<<dimGrid, dimBlock>>>(d_filtered_data, d_nres, d_data_to_filter,
                                    NUM_ELEMS);

  checkCudaErrors(cudaMemcpy(&nres, d_nres, sizeof(int), cudaMemcpyDeviceToHost));
  filtered_data = reinterpret_cast<int *>(malloc(sizeof(int) * nres));
  checkCudaErrors(cudaMemcpy(filtered_data, d_filtered_data, sizeof(int) * nres,
                             cudaMemcpyDeviceToHost));

  int *d_bucket_sizes;
  checkCudaErrors(cudaMalloc(&d_bucket_sizes, sizeof(int) * numOfBuckets));
  checkCudaErrors(cudaMemset(d_bucket_sizes, 0, sizeof(int) * numOfBuckets));
  mapToBuckets<<<dimGrid, dimBlock>>>(d_data_to_filter, d_bucket_sizes,
                                      NUM_ELEMS, numOfBuckets);
  checkCudaErrors(cudaDeviceSynchronize());

  printf("\nWarp Aggregated Atomics %s \n", nres > 0 ? "PASSED" : "FAILED");

  checkCudaErrors(cudaFree(d_data_to_filter));
  checkCudaErrors(cudaFree(d_filtered_data));
  checkCudaErrors(cudaFree(d_nres));
  checkCudaErrors(cudaFree(d_bucket_sizes));
  free(data_to_filter);
  free(filtered_data);
  return 0;
}
