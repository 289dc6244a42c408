/*
 * A kernel's parameter struct that is a template instance with a template
 * base, as routing kernels write theirs: the base's pointer members and
 * sizes, some of them of its template's types (OutputT *), come first.
 * By hand: host code sets p.mStride = 2 and launches 4 blocks of 128
 * threads, 16 warps.  mIds[i]: 32 consecutive ints, 4 sectors; mOut[i *
 * mStride]: floats 8 bytes apart over 256 bytes, 8 sectors (ideal 4);
 * mPacked[i]: 32 consecutive 8-byte doubles, 8 sectors.  16 requests of
 * each: 16 loads of 64 sectors; 32 stores, 128 + 128 sectors.
 */
template <typename InputT_, typename OutputT_, int N_> struct ParamsBase {
	using OutputT = OutputT_;
	int *mIds = nullptr;
	OutputT *mOut = nullptr;
	const InputT_ *mIn = nullptr;
	int mStride = 1;
};

template <typename InputT_, typename OutputT_, int N_, bool Groups_>
struct Params : public ParamsBase<InputT_, OutputT_, N_> {
	InputT_ *mPacked = nullptr;
};

template <typename P> __global__ void route(P params)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int id = params.mIds[i];
	params.mOut[i * params.mStride] = 1.0f;
	params.mPacked[i] = id;
}

void run(int *ids, float *out, double *packed)
{
	Params<double, float, 8, true> p;
	p.mIds = ids;
	p.mOut = out;
	p.mPacked = packed;
	p.mStride = 2;
	route<<<4, 128>>>(p);
}
