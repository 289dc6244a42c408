/* An index that inserts a bit: the pair of amplitudes that differ in
 * bit `qubit`, as state-vector simulators write it.  qubit is a shift
 * count; num is a size. */
__device__ __forceinline__ long long insert_zero_bit(long long i, int bit)
{
	long long low = i & ((1LL << bit) - 1);

	return ((i >> bit) << (bit + 1)) | low;
}

__global__ void apply_x(float2 *amps, long long num, int qubit)
{
	long long n = blockIdx.x * (long long)blockDim.x + threadIdx.x;

	if (n >= num)
		return;
	long long i0 = insert_zero_bit(n, qubit);
	long long i1 = i0 | (1LL << qubit);
	float2 a = amps[i0];
	amps[i0] = amps[i1];
	amps[i1] = a;
}

void run(float2 *amps, long long num, int qubit)
{
	apply_x<<<(num + 255) / 256, 256>>>(amps, num, qubit);
}
