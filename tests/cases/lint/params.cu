// Parameters: --param Q=3 names no parameter of 'k' and is warned about;
// 'm' and 'stride' have no value and are named together, in one note.
// With 'stride' unknown the store's address is unknown: 1 request of 1
// (one warp of --block 32), derived by hand.
__global__ void k(float *out, int n, int m, int stride)
{
	out[threadIdx.x * stride + n + m] = 0;
}
