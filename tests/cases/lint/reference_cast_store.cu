// Vector stores written through a reference cast, as tiled kernels stage
// a float4 at a time: `reinterpret_cast<float4 &>(tile[...]) = v`.  Both
// the plain assignment and the compound one store (the latter loads too).
__global__ void stage(const float *in, float *out)
{
	__shared__ float tile[4 * 256];
	float4 v = reinterpret_cast<const float4 &>(in[4 * threadIdx.x]);

	reinterpret_cast<float4 &>(tile[4 * threadIdx.x]) = v;
	reinterpret_cast<float2 &>(tile[2 * threadIdx.x]).x += 1.0f;
	__syncthreads();
	out[threadIdx.x] = tile[threadIdx.x];
}

int main()
{
	stage<<<1, 256>>>(nullptr, nullptr);
}
