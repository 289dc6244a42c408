/*
 * A kernel's parameter struct that is a template instance with a template
 * base, as routing kernels write theirs: the base's pointer members and
 * sizes, some of them of its template's types (OutputT *), come first.
 * The base has a template base of its own (ParamsRoot), whose member's
 * type comes through both.
 * By hand: host code sets p.mStride = 2 and launches 4 blocks of 128
 * threads, 16 warps.  mIds[i]: 32 consecutive ints, 4 sectors; mScale[0]:
 * one double for the whole warp, 1 sector; mOut[i * mStride]: floats 8
 * bytes apart over 256 bytes, 8 sectors (ideal 4); mPacked[i]: 32
 * consecutive 8-byte doubles, 8 sectors.  16 requests of each: 32 loads
 * of 64 + 16 sectors; 32 stores, 128 + 128 sectors.
 */
template <typename T> struct ParamsRoot {
	const T *mScale = nullptr;
};

template <typename InputT_, typename OutputT_, int N_> struct ParamsBase : ParamsRoot<InputT_> {
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
	params.mPacked[i] = id * params.mScale[0];
}

void run(int *ids, float *out, double *packed, const double *scale)
{
	Params<double, float, 8, true> p;
	p.mScale = scale;
	p.mIds = ids;
	p.mOut = out;
	p.mPacked = packed;
	p.mStride = 2;
	route<<<4, 128>>>(p);
}
