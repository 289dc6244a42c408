// A switch whose case declares 32 int locals: more than the front end
// first makes room for, so the locals it keeps for the switch itself (the
// value, and whether a case was reached) must survive that room growing.
// Case 0 stores s[2 * (threadIdx.x + 31) % 64]: consecutive lanes 2 words
// apart, 2-way (gcd(2, 32) = 2); case 1 stores s[threadIdx.x], 1 wavefront.
// Launched with sel = 0 (--param sel=0), one warp (--block 32).
__global__ void many_case_locals(float *out, int sel)
{
	__shared__ float s[64];
	switch (sel) {
	case 0: {
		int a0 = threadIdx.x;
		int a1 = a0 + 1;
		int a2 = a1 + 1;
		int a3 = a2 + 1;
		int a4 = a3 + 1;
		int a5 = a4 + 1;
		int a6 = a5 + 1;
		int a7 = a6 + 1;
		int a8 = a7 + 1;
		int a9 = a8 + 1;
		int a10 = a9 + 1;
		int a11 = a10 + 1;
		int a12 = a11 + 1;
		int a13 = a12 + 1;
		int a14 = a13 + 1;
		int a15 = a14 + 1;
		int a16 = a15 + 1;
		int a17 = a16 + 1;
		int a18 = a17 + 1;
		int a19 = a18 + 1;
		int a20 = a19 + 1;
		int a21 = a20 + 1;
		int a22 = a21 + 1;
		int a23 = a22 + 1;
		int a24 = a23 + 1;
		int a25 = a24 + 1;
		int a26 = a25 + 1;
		int a27 = a26 + 1;
		int a28 = a27 + 1;
		int a29 = a28 + 1;
		int a30 = a29 + 1;
		int a31 = a30 + 1;
		s[2 * a31 % 64] = 1.0f;
		break;
	}
	case 1:
		s[threadIdx.x] = 2.0f;
		break;
	}
	__syncthreads();
	out[threadIdx.x] = s[threadIdx.x];
}
