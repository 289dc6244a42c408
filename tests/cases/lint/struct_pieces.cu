/*
 * Values copied in pieces (simulator/HARDWARE.md, global rule 4): a
 * float3 (12 bytes, aligned to 4) is three 4-byte loads, a struct of two
 * floats two.  Each piece is a request of its own; lint reports the
 * pieces of one access as one finding.  Counts derived by hand, as in
 * kernels/gmem_struct.cu (whose float3 and pair variants the H200
 * measured: 3 requests of 12 sectors a warp, 2 of 8):
 *
 * --grid 1 --block 64: 2 warps.
 * gray3, in[i]: lane l's element at 12 l; the piece at offset 0, 4 or 8
 *   of 32 lanes spans bytes 0 .. 383 of the warp's 384, sectors 0-11:
 *   12 sectors a request, ideal 4 (its 128 bytes).  3 pieces x 2 warps =
 *   6 requests, 72 sectors, ideal 24.  Together the three pieces of a
 *   warp use all 384 bytes of the 12 sectors: 100%; each one 128 of 384,
 *   33.3%.
 * pair2, in[i]: pieces at 8 l and 8 l + 4, bytes 0 .. 255, 8 sectors a
 *   request, ideal 4: 2 x 2 = 4 requests, 32 sectors, ideal 16.
 * The stores out[i]: 4 sectors a request, 2 requests, in each kernel.
 */
struct two {
	float a, b;
};

__global__ void gray3(const float3 *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float3 p = in[i];
	out[i] = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
}

__global__ void pair2(const struct two *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	struct two t = in[i];
	out[i] = t.a + t.b;
}
