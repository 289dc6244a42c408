// A math function of a value read from memory: a bilinear sampler's
// floorf(loc[i]) (as deformable-attention kernels take a sampling
// point's cell), an index no tool knows before the kernel runs.  The
// note says why: the value was loaded from memory (data), not that
// floorf is "known only at run time".
__global__ void sample(const float *loc, const float *img, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int x = floorf(loc[i]);
	out[i] = img[x];
}

int main()
{
	float *loc, *img, *out;
	sample<<<4, 256>>>(loc, img, out);
}
