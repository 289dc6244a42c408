/*
 * Indices built from the members of struct values, which are not tracked
 * member by member: where the struct is a copy of memory, the index is
 * data loaded from memory, and the note says which assumption could
 * state it (only an expression of the kernel's own statement: inside a
 * helper, the kernel's call of it, when that is an integer).
 *
 * --grid 1 --block 32: one warp, one request an access.  luma_assumed's
 * atomic, assumed at bin threadIdx.x, touches 32 consecutive unsigneds:
 * 128 bytes, 4 sectors, 1 request (derived by hand); each load of in[i]
 * (uchar4, 4 bytes a lane, consecutive) is 1 request of 4 sectors.
 */
struct pair {
	int a, b;
};

__device__ int luma8(uchar4 p)
{
	return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

__device__ void bump(unsigned *hist, uchar4 p)
{
	atomicAdd(&hist[p.w], 1u);
}

/* through a helper: data from memory; the call can be assumed */
__global__ void luma_helper(const uchar4 *in, unsigned *hist)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	atomicAdd(&hist[luma8(in[i])], 1u);
}

/* the suggested assumption, applied: exact */
__global__ void luma_assumed(const uchar4 *in, unsigned *hist)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	// warpcheck: assume luma8(in[i]) = threadIdx.x
	atomicAdd(&hist[luma8(in[i])], 1u);
}

/* a copy in the kernel, then passed on to a helper that returns nothing:
 * no assumption reaches the helper's index */
__global__ void copy_then_helper(const uchar4 *in, unsigned *hist)
{
	uchar4 v = in[blockIdx.x * blockDim.x + threadIdx.x];
	atomicAdd(&hist[v.x], 1u);
	bump(hist, v);
}

/* a struct of the thread's own, not from memory: its members tracked;
 * one that held memory and then had a member set is no longer a copy */
__global__ void own_struct(const uchar4 *in, unsigned *hist)
{
	pair q;
	q.a = threadIdx.x;
	hist[q.a] = 0;
	uchar4 v = in[threadIdx.x];
	v.y = 3;
	hist[v.y] = 0;
}

/* what a struct holds follows its assignments: v ends as constants, u as
 * a copy of memory */
__global__ void reassigned(const uchar4 *in, unsigned *hist)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	uchar4 v = in[i];
	v = make_uchar4(1, 2, 3, 4);
	hist[v.x] = 0;
	uchar4 u = make_uchar4(1, 2, 3, 4);
	u = in[i];
	hist[u.x] = 0;
}
