/*
 * CSR sparse matrix-vector product, one thread per row (the "scalar"
 * kernel).  Where each row starts and which columns it holds come from
 * memory, so without help warpcheck can only say the accesses are unknown.
 * For a banded matrix with 8 nonzeros a row, the assume comments say so,
 * and the report shows why this kernel is slow on such a matrix: the lanes
 * of a warp read val[] and col[] 8 elements apart.
 */
#include <cuda_runtime.h>

__global__ void spmv_csr_scalar(int rows, const int *rowptr, const int *col,
				const float *val, const float *x, float *y)
{
	int row = blockIdx.x * blockDim.x + threadIdx.x;

	if (row < rows) {
		float sum = 0.0f;
		// warpcheck: assume rowptr[row] = row * 8; rowptr[row + 1] = row * 8 + 8
		for (int j = rowptr[row]; j < rowptr[row + 1]; j++)
			// warpcheck: assume col[j] = row + j % 8
			sum += val[j] * x[col[j]];
		y[row] = sum;
	}
}
