/*
 * Reduction with cooperative groups
 *
 * Each block reduces with cg::reduce over 32-thread tiles; a second
 * kernel is launched cooperatively and finishes with a grid-wide sync.
 */

#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include <helper_cuda.h>

namespace cg = cooperative_groups;

__device__ int sumReduction(cg::thread_group g, int *x, int val) {
  int lane = g.thread_rank();

  for (int i = g.size() / 2; i > 0; i /= 2) {
    x[lane] = val;
    g.sync();
    if (lane < i) val += x[lane + i];
    g.sync();
  }

  if (g.thread_rank() == 0)
    return val;
  else
    return -1;
}

__global__ void cgkernel() {
  extern __shared__ int workspace[];

  cg::thread_block threadBlockGroup = cg::this_thread_block();
  int threadBlockGroupSize = threadBlockGroup.size();

  int input = threadBlockGroup.thread_rank();
  int expectedOutput = (threadBlockGroupSize - 1) * threadBlockGroupSize / 2;
  int output = sumReduction(threadBlockGroup, workspace, input);

  if (threadBlockGroup.thread_rank() == 0) {
    printf(" Sum of all ranks 0..%d in threadBlockGroup is %d (expected %d)\n\n",
           (int)threadBlockGroup.size() - 1, output, expectedOutput);
    printf(" Now creating %d groups, each of size 16 threads:\n\n",
           (int)threadBlockGroup.size() / 16);
  }

  threadBlockGroup.sync();

  cg::thread_block_tile<16> tiledPartition16 =
      cg::tiled_partition<16>(threadBlockGroup);

  int workspaceOffset =
      threadBlockGroup.thread_rank() - tiledPartition16.thread_rank();

  input = tiledPartition16.thread_rank();
  expectedOutput = 15 * 16 / 2;
  output = sumReduction(tiledPartition16, workspace + workspaceOffset, input);

  if (tiledPartition16.thread_rank() == 0)
    printf("   Sum of all ranks 0..15 in this tiledPartition16 group is %d "
           "(expected %d)\n", output, expectedOutput);
}

template <int TILE>
__global__ void reduceTiles(const float *__restrict__ in, float *__restrict__ out,
                            int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  __shared__ float partial[1024 / TILE];

  float v = 0.0f;
  for (int i = block.group_index().x * block.size() + block.thread_rank(); i < n;
       i += gridDim.x * block.size()) {
    v += in[i];
  }
  v = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = v;
  block.sync();

  if (tile.meta_group_rank() == 0) {
    v = tile.thread_rank() < tile.meta_group_size() ? partial[tile.thread_rank()]
                                                    : 0.0f;
    v = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) out[block.group_index().x] = v;
  }
}

__global__ void gridReduce(float *partials, float *result, int numBlocks) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  grid.sync();
  if (grid.thread_rank() == 0) {
    float s = 0.0f;
    for (int i = 0; i < numBlocks; i++) s += partials[i];
    *result = s;
  }
}

int main() {
  int blocksPerGrid = 1;
  int threadsPerBlock = 64;

  printf("\nLaunching a single block with %d threads...\n\n", threadsPerBlock);
  cgkernel<<<blocksPerGrid, threadsPerBlock, threadsPerBlock * sizeof(int)>>>();
  checkCudaErrors(cudaDeviceSynchronize());

  const int n = 1 << 20;
  const int threads = 256;
  int blocks = 0;
  checkCudaErrors(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks, gridReduce, threads, 0));
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  blocks *= prop.multiProcessorCount;

  float *d_in, *d_partials, *d_result;
  checkCudaErrors(cudaMalloc(&d_in, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_partials, blocks * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_result, sizeof(float)));
  checkCudaErrors(cudaMemset(d_in, 0, n * sizeof(float)));

  reduceTiles<32><<<blocks, threads>>>(d_in, d_partials, n);
  getLastCudaError("reduceTiles failed");

  int numBlocks = blocks;
  void *args[] = {&d_partials, &d_result, &numBlocks};
  checkCudaErrors(cudaLaunchCooperativeKernel((void *)gridReduce, dim3(blocks),
                                              dim3(threads), args, 0, 0));
  checkCudaErrors(cudaDeviceSynchronize());

  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_partials));
  checkCudaErrors(cudaFree(d_result));
  printf("\n...Done.\n\n");
  return 0;
}
