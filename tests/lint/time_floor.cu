/*
 * A CSR matrix-vector product a thread a row: the row's bounds and its
 * columns are loaded from memory, so the loop's trips and the gathered
 * addresses are data.  The time is a floor, and says so.
 */
__global__ void spmv_rows(const int *row_ptr, const int *col, const float *val,
			  const float *x, float *y, int rows)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;

	if (r >= rows)
		return;
	float sum = 0.0f;
	int end = row_ptr[r + 1];
	for (int p = row_ptr[r]; p < end; p++)
		sum += val[p] * x[col[p]];
	y[r] = sum;
}
