// Warp-aggregated atomics written by hand: the lanes elect a leader with
// __ffs(__activemask()) or __ballot_sync, and only the leader adds the
// warp's count.  Derived by hand for --grid 2 --block 96 --param n=150.
//
// count_shared: 6 warps (3 a block), all 32 lanes active where the mask
// is read, so each elects lane 0: 6 shared atomics of one lane, one
// wavefront each (measured alike on an H200: kernels/atomic_forms.cu
// at_sh_aggr, 8 warps, 8 wavefronts).  The store of thread 0: 2 requests.
//
// compact: i = blockIdx.x * 96 + threadIdx.x < 150 keeps block 0 whole
// and, in block 1, warp 0 and lanes 0-21 of warp 1: 5 warps.  Even i are
// the even lanes (96 is even): the ballot is 0x55555555 in a full warp,
// 0x00155555 in the one of 22 lanes.  An even lane l's rank, the even
// lanes below it, is l / 2: its store goes to word 32 * warp + l / 2,
// 16 consecutive words, 1 wavefront (5 requests, 5 wavefronts).  The
// leader is lane 0 in every warp: 5 global atomics of one lane, 1 sector.
// Nothing costs more than ideal: what is reported is the branches.
// explain_aggregated explains the global atomic (lane 0 alone in warp 0);
// dump_aggregated shows the IR the built-ins become.
__global__ void count_shared(int *out)
{
	__shared__ int total;
	unsigned lane = threadIdx.x % 32;
	unsigned mask = __activemask();
	int leader = __ffs(mask) - 1;

	if (threadIdx.x == 0)
		total = 0;
	__syncthreads();
	if (lane == leader)
		atomicAdd(&total, __popc(mask));
}

__global__ void compact(int *count, int n)
{
	__shared__ int kept[96];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned lane = threadIdx.x % 32;

	if (i >= n)
		return;
	unsigned mask = __ballot_sync(__activemask(), i % 2 == 0);
	int rank = __popc(mask & ((1u << lane) - 1));
	if (i % 2 == 0)
		kept[threadIdx.x / 32 * 32 + rank] = i;
	if (lane == __ffs(mask) - 1)
		atomicAdd(count, __popc(mask));
}
