// cudaLaunchKernelEx with a configuration host code fills in member by
// member (a programmatic-serialization attribute beside it): the grid,
// block and shared bytes from the members, the arguments after it.
__global__ void scale_rows(float *out, const float *in, int n, int pitch)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = 2.0f * in[i * pitch];
}
int main()
{
	int n = 1 << 20;
	float *a, *b;
	cudaMalloc(&a, n * 4);
	cudaMalloc(&b, n * 8);
	cudaLaunchAttribute attr[1];
	attr[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
	attr[0].val.programmaticStreamSerializationAllowed = 1;
	cudaLaunchConfig_t config = {};
	config.gridDim = dim3((n + 255) / 256);
	config.blockDim = dim3(256);
	config.dynamicSmemBytes = 0;
	config.attrs = attr;
	config.numAttrs = 1;
	cudaLaunchKernelEx(&config, scale_rows, a, (const float *)b, n, 2);
	cudaDeviceSynchronize();
	return 0;
}
