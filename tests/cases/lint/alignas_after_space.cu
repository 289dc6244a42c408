// An alignment after the memory space, as nvcc takes it and clang
// refuses it: on one line ("an attribute list cannot appear here") and
// with the declarator on the next ("'alignas' attribute cannot be
// applied to types", TransformerEngine's tiles).  Both are read with the
// two words swapped in place, so every position stays the file's own.
//
// Derived by hand, one block of 64 threads, 2 warps, each access 32
// consecutive floats: shared, 4 stores and 4 loads of one wavefront each;
// global, 2 loads and 2 stores of 4 sectors each, 8 sectors each way.
__global__ void reverse(const float *in, float *out)
{
	__shared__ alignas(16) float a[64];
	__shared__ alignas(128)
		float b[64];

	a[threadIdx.x] = in[threadIdx.x];
	__syncthreads();
	b[threadIdx.x] = a[63 - threadIdx.x];
	__syncthreads();
	out[threadIdx.x] = b[threadIdx.x];
}

int main()
{
	float *in, *out;

	reverse<<<1, 64>>>(in, out);
	return 0;
}
