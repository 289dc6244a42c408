#include <cub/cub.cuh>

/*
 * A warp's tile through cub::WarpLoad (striped: item i of lane l is
 * tile[i * 32 + l]) and cub::WarpStore (blocked: lane l's items are
 * tile[l * 4 .. l * 4 + 3]); a block histogram of the items, which is
 * declared and named in a note.
 */
__global__ void warp_tiles(const int *in, int *out, unsigned *hist)
{
	using Load = cub::WarpLoad<int, 4, cub::WARP_LOAD_STRIPED>;
	using Store = cub::WarpStore<int, 4, cub::WARP_STORE_DIRECT>;
	using Histo = cub::BlockHistogram<int, 128, 4, 64>;
	__shared__ typename Load::TempStorage load_storage[4];
	__shared__ typename Store::TempStorage store_storage[4];
	__shared__ typename Histo::TempStorage histo_storage;
	__shared__ unsigned bins[64];
	int warp = threadIdx.x / 32;
	int tile = (blockIdx.x * 4 + warp) * 128;
	int items[4];

	Load(load_storage[warp]).Load(in + tile, items);
	Histo(histo_storage).Histogram(items, bins);
	Store(store_storage[warp]).Store(out + tile, items);
	if (threadIdx.x < 64)
		hist[blockIdx.x * 64 + threadIdx.x] = bins[threadIdx.x];
}

void run(const int *in, int *out, unsigned *hist)
{
	warp_tiles<<<16, 128>>>(in, out, hist);
}
