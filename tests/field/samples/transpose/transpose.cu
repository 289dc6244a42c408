/*
 * Matrix transpose
 *
 * Compares a copy, a naive transpose, a transpose through a shared tile
 * and the same with a padded tile, timing each.
 */

#include <stdio.h>
#include <stdlib.h>

#include <cooperative_groups.h>
#include <helper_cuda.h>
#include <helper_functions.h>

namespace cg = cooperative_groups;

#define TILE_DIM 16
#define BLOCK_ROWS 16

int MATRIX_SIZE_X = 1024;
int MATRIX_SIZE_Y = 1024;
int MUL_FACTOR = TILE_DIM;

#define FLOOR(a, b) (a - (a % b))

__global__ void copy(float *odata, float *idata, int width, int height) {
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index = xIndex + width * yIndex;

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    odata[index + i * width] = idata[index + i * width];
  }
}

__global__ void transposeNaive(float *odata, float *idata, int width,
                               int height) {
  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;

  int index_in = xIndex + width * yIndex;
  int index_out = yIndex + height * xIndex;

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    odata[index_out + i] = idata[index_in + i * width];
  }
}

__global__ void transposeCoalesced(float *odata, float *idata, int width,
                                   int height) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ float tile[TILE_DIM][TILE_DIM];

  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;

  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  }

  cg::sync(cta);

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
  }
}

__global__ void transposeNoBankConflicts(float *odata, float *idata, int width,
                                         int height) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];

  int xIndex = blockIdx.x * TILE_DIM + threadIdx.x;
  int yIndex = blockIdx.y * TILE_DIM + threadIdx.y;
  int index_in = xIndex + (yIndex)*width;

  xIndex = blockIdx.y * TILE_DIM + threadIdx.x;
  yIndex = blockIdx.x * TILE_DIM + threadIdx.y;
  int index_out = xIndex + (yIndex)*height;

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    tile[threadIdx.y + i][threadIdx.x] = idata[index_in + i * width];
  }

  cg::sync(cta);

  for (int i = 0; i < TILE_DIM; i += BLOCK_ROWS) {
    odata[index_out + i * height] = tile[threadIdx.x][threadIdx.y + i];
  }
}

void computeTransposeGold(float *gold, float *idata, const int size_x,
                          const int size_y) {
  for (int y = 0; y < size_y; ++y) {
    for (int x = 0; x < size_x; ++x) {
      gold[(x * size_y) + y] = idata[(y * size_x) + x];
    }
  }
}

int main(int argc, char **argv) {
  const int nreps = 100;
  printf("%s Starting...\n\n", argv[0]);

  int devID = findCudaDevice(argc, (const char **)argv);
  cudaDeviceProp deviceProp;
  checkCudaErrors(cudaGetDevice(&devID));
  checkCudaErrors(cudaGetDeviceProperties(&deviceProp, devID));

  int size_x = MATRIX_SIZE_X;
  int size_y = MATRIX_SIZE_Y;
  if (checkCmdLineFlag(argc, (const char **)argv, "dimX")) {
    size_x = getCmdLineArgumentInt(argc, (const char **)argv, "dimX");
  }
  if (checkCmdLineFlag(argc, (const char **)argv, "dimY")) {
    size_y = getCmdLineArgumentInt(argc, (const char **)argv, "dimY");
  }
  size_x = FLOOR(size_x, 512);
  size_y = FLOOR(size_y, 512);

  dim3 grid(size_x / TILE_DIM, size_y / TILE_DIM), threads(TILE_DIM, BLOCK_ROWS);
  const unsigned int mem_size = sizeof(float) * size_x * size_y;

  float *h_idata = (float *)malloc(mem_size);
  float *h_odata = (float *)malloc(mem_size);
  float *gold = (float *)malloc(mem_size);
  float *d_idata, *d_odata;
  checkCudaErrors(cudaMalloc((void **)&d_idata, mem_size));
  checkCudaErrors(cudaMalloc((void **)&d_odata, mem_size));

  for (int i = 0; i < (size_x * size_y); ++i) h_idata[i] = (float)i;
  checkCudaErrors(cudaMemcpy(d_idata, h_idata, mem_size, cudaMemcpyHostToDevice));
  computeTransposeGold(gold, h_idata, size_x, size_y);

  void (*kernel)(float *, float *, int, int);
  const char *kernelName;
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));

  for (int k = 0; k < 4; k++) {
    switch (k) {
      case 0:
        kernel = &copy;
        kernelName = "simple copy       ";
        break;
      case 1:
        kernel = &transposeNaive;
        kernelName = "naive             ";
        break;
      case 2:
        kernel = &transposeCoalesced;
        kernelName = "coalesced         ";
        break;
      default:
        kernel = &transposeNoBankConflicts;
        kernelName = "optimized         ";
        break;
    }

    kernel<<<grid, threads>>>(d_odata, d_idata, size_x, size_y);
    checkCudaErrors(cudaEventRecord(start, 0));
    for (int i = 0; i < nreps; i++) {
      kernel<<<grid, threads>>>(d_odata, d_idata, size_x, size_y);
    }
    checkCudaErrors(cudaEventRecord(stop, 0));
    checkCudaErrors(cudaEventSynchronize(stop));
    float kernelTime;
    checkCudaErrors(cudaEventElapsedTime(&kernelTime, start, stop));
    checkCudaErrors(cudaMemcpy(h_odata, d_odata, mem_size, cudaMemcpyDeviceToHost));
    bool res = compareData(gold, h_odata, size_x * size_y, 0.01f, 0.0f);
    printf("transpose %s, %.4f ms%s\n", kernelName, kernelTime / nreps,
           (k == 0 || res) ? "" : " *** FAILED ***");
  }

  free(h_idata);
  free(h_odata);
  free(gold);
  cudaFree(d_idata);
  cudaFree(d_odata);
  return 0;
}
