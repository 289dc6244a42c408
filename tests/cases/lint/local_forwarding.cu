// A thread's array in local memory (indexed by a loop counter the loop
// does not unroll away), written and then read back at once: nvcc keeps
// what the thread stored, and what it loaded, in registers.  nvcc 13.0's
// PTX for this kernel (nvcc -arch=sm_90 -ptx) has, in the loop, the
// st.local.v4.f32 of data[i] and the st.local.f32 of data[i].x, and no
// ld.local; after it, one ld.local.f32 of data[iters - 1].y.
//
// Derived by hand, 1 block of 256 threads (8 warps), iters = 8: each of
// the two stores 8 * 8 = 64 requests; the loads of data[i].x in the
// loop none; data[iters - 1].y 8 requests; in[...] 64 loads of 16
// bytes a lane, out[...] 8 stores.
__global__ void running_max(const float4 *in, float *out, int iters)
{
	float4 data[8];
	float m = -1e30f;

	for (int i = 0; i < iters; i++) {
		data[i] = in[i * 256 + threadIdx.x];
		data[i].x += 1.0f;
		m = (data[i].x > m ? data[i].x : m);
	}
	out[threadIdx.x] = m + data[iters - 1].y;
}

int main()
{
	float4 *in;
	float *out;
	running_max<<<1, 256>>>(in, out, 8);
	return 0;
}
