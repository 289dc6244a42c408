// A template kernel is analyzed once per instance the file makes: one by
// explicit instantiation, one by a launch.  Each is named with its
// arguments and selected with --kernel 'name<...>'.
template <int BLOCK, typename T>
__global__ void scale(T *out, const T *in)
{
	__shared__ T s[BLOCK * 2];

	s[threadIdx.x * 2] = in[blockIdx.x * BLOCK + threadIdx.x];
	__syncthreads();
	out[blockIdx.x * BLOCK + threadIdx.x] = s[threadIdx.x * 2] * 2;
}

template __global__ void scale<64, float>(float *, const float *);

void run(double *out, const double *in)
{
	scale<128, double><<<16, 128>>>(out, in);
}
