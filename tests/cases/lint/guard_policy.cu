// One policy for guards on a value warpcheck does not know (here the size
// `n`, given no --param): a lane whose condition is unknown is counted as
// going on. Each kernel below spells one guard; the counts it must give are
// derived by hand for --grid 2 --block 64 (4 warps of 32 lanes), and every
// access under such a guard carries a note that says it rests on 'n'.
//
// One request of 32 consecutive floats touches 4 sectors (128 bytes).

// 4 warps x 1 store = 4 requests, 16 sectors: the same as guard_if
__global__ void guard_return(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	out[i] = 1.0f;
}

// 4 requests, 16 sectors
__global__ void guard_if(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = 1.0f;
}

// 4 rounds x 4 warps = 16 requests, 64 sectors: the same as guard_loop_if
__global__ void guard_continue(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	for (int k = 0; k < 4; k++) {
		if (i + k * 128 >= n)
			continue;
		out[i + k * 128] = 1.0f;
	}
}

// 16 requests, 64 sectors: the loop's own bound (4) ends it
__global__ void guard_break(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	for (int k = 0; k < 4; k++) {
		if (i + k * 128 >= n)
			break;
		out[i + k * 128] = 1.0f;
	}
}

// 16 requests, 64 sectors
__global__ void guard_loop_if(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	for (int k = 0; k < 4; k++)
		if (i + k * 128 < n)
			out[i + k * 128] = 1.0f;
}

// a loop bound that is unknown runs one round: 4 requests, 16 sectors
__global__ void guard_bound(float *out, int n)
{
	for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += 128)
		out[j] = 1.0f;
}

// the same loop with its bound as a break: a loop with no condition of its
// own would never end, so it too runs one round: 4 requests, 16 sectors
__global__ void guard_endless(float *out, int n)
{
	for (int j = blockIdx.x * blockDim.x + threadIdx.x;; j += 128) {
		if (j >= n)
			break;
		out[j] = 1.0f;
	}
}

// ?: loads only on the side it takes: 4 load requests, 16 sectors, and the
// store (not guarded) 4 requests, 16 sectors
__global__ void guard_select(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = i < n ? in[i] : 0.0f;
}

// an exit decided by a known condition is taken, even inside an unknown
// guard: 2 rounds (k = 0, 1) x 4 warps = 8 requests, 32 sectors
__global__ void guard_nested_break(float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		for (int k = 0; k < 8; k++) {
			if (k == 2)
				break;
			out[i + k * 128] = 1.0f;
		}
	}
}

// a return under an unknown condition in a loop with no bound of its own:
// the lanes stay for the round and then leave, as a break's do: 4 requests,
// 16 sectors
__global__ void guard_return_endless(float *out, int n)
{
	for (int j = blockIdx.x * blockDim.x + threadIdx.x;; j += 128) {
		if (j >= n)
			return;
		out[j] = 1.0f;
	}
}
