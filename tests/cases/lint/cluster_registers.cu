/* Cluster registers with the clusters' shape from __cluster_dims__,
 * written with the instance's template parameters, and a block from
 * __launch_bounds__ written the same way. */
#define ROW 1024

template <int CM, int CN>
__global__ void __launch_bounds__(128) __cluster_dims__(CM * CN, 1, 1) ranks(float *out, int pad)
{
	unsigned rank, cid, n;

	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
	asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
	asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
	out[cid * n * ROW + rank * pad + threadIdx.x] = 1.0f;
}

/* no __cluster_dims__: the shape is the launch's, not known here */
template <int THREADS>
__global__ void __launch_bounds__(THREADS) unshaped(float *out)
{
	unsigned rank;

	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
	out[rank * 128 + threadIdx.x] = 1.0f;
}

template __global__ void unshaped<64>(float *);

/* the shape from a namespace's constant and an enumerator before the
 * return type: clang 19 does not parse cluster_dims' arguments, so the
 * names are looked up where the kernel is declared */
namespace cfg {
static constexpr int CLUSTER = 2;
enum { SPAN = 1 };

__global__
__cluster_dims__(CLUSTER, SPAN, 1)
void named(float *out)
{
	unsigned rank;

	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
	out[(blockIdx.x / CLUSTER) * ROW + rank * 9 + threadIdx.x] = 1.0f;
}
}

int main()
{
	float *out;

	ranks<2, 2><<<8, 128>>>(out, 9);
	cfg::named<<<8, 32>>>(out);
	return 0;
}
