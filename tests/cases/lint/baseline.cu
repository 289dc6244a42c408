// --baseline against tests/cases/lint/baseline.json, the --format json result of
// this file before the second read of 'tile' (line 14) was added: the first
// read is as before and left out; the new one is reported.  The saved
// result's fix note has "key": null, which every new finding is compared
// with.  Counts derived by hand: lane l of a warp reads word 32l + y (the
// first read) or 32l + 2y (the second), all in one bank: 32-way.
__global__ void k(float *out)
{
	__shared__ float tile[32][32];

	tile[threadIdx.y][threadIdx.x] = 1.0f;
	__syncthreads();
	out[threadIdx.x] = tile[threadIdx.x][threadIdx.y];
	out[threadIdx.x + 32] = tile[threadIdx.x][threadIdx.y * 2];
}
