// Wide accesses: float2 and float4 on shared memory, and double tiles
// padded by one and by two (one is right for double; two is 2-way).
__global__ void wide(float *out, double *dout)
{
	__shared__ float2 s2[64];
	__shared__ float4 s4[64];
	__shared__ double d33[32][33];
	__shared__ double d34[32][34];
	int t = threadIdx.x;

	s2[t] = make_float2(t, t);
	s4[t] = make_float4(t, t, t, t);
	d33[t][0] = t;
	d34[t][0] = t;
	__syncthreads();
	float2 a = s2[t * 2];
	float4 b = s4[t];
	out[t] = a.x + b.y;
	dout[t] = d33[t][1] + d34[t][1];
}
