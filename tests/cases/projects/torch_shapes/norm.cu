/*
 * norm.cu - PyTorch launchers whose tensors' shapes are given three
 * ways: a comment at the launcher (rms_norm), the command line
 * (add_bias, with its element type: torch_shapes.case), and a check that
 * ties one tensor's size to another's (rms_norm's weight, through
 * TORCH_CHECK).  transpose_tiles has none, and a note says how to give
 * it.  Counts by hand:
 *
 * rms_norm_rows: x is 4096 x 1024 floats, one block of 256 threads a row
 * (grid 4096): 32768 warps.  Each thread reads x[row * 1024 + c] for c =
 * tid, tid + 256, tid + 512, tid + 768, twice (a loop for the sum, one
 * for the output): 8 loads a warp, each 128 contiguous bytes, 4 sectors:
 * 262144 loads, 1048576 sectors; w[c] in the second loop, 131072 loads
 * and 524288 sectors: 393216 loads and 1572864 sectors in all; the 4
 * stores of y a warp likewise, 131072 and 524288; the shared partial
 * sums, sum[tid] stored and sum[0] read: 32768 stores of 1 wavefront,
 * 32768 loads of a broadcast word, 1 wavefront.  w's size is not given:
 * the check that it has one weight a column gives it x's 1024.
 * add_bias_rows<at::Half> (--shape add_bias.x=2048x512:half): 2048 x 512
 * halves, block 128, grid (4, 2048): 8192 blocks of 4 warps, 32768 warps;
 * x, b and y are read or written as 64 contiguous bytes a warp, 2
 * sectors: 32768 requests each, 65536 sectors each.
 * transpose_tiles: rows and cols are the assumed size, 1024; its grid is
 * not known, so one block of 32 x 32 is simulated, 32 warps: a warp reads
 * 32 consecutive floats of a row, 4 sectors (128 sectors in all), and
 * writes a column, lanes 4096 bytes apart, 32 sectors (1024, ideal 128).
 */
#include <torch/extension.h>

__global__ void rms_norm_rows(const float *x, const float *w, float *y, int cols)
{
	__shared__ float sum[256];
	const float *row = x + blockIdx.x * cols;
	float s = 0.0f;

	for (int c = threadIdx.x; c < cols; c += blockDim.x) {
		float v = row[c];
		s += v * v;
	}
	sum[threadIdx.x] = s;
	__syncthreads();
	float scale = rsqrtf(sum[0] / cols + 1e-6f);
	for (int c = threadIdx.x; c < cols; c += blockDim.x)
		y[blockIdx.x * cols + c] = row[c] * scale * w[c];
}

template <typename scalar_t>
__global__ void add_bias_rows(const scalar_t *x, const scalar_t *b, scalar_t *y, int cols)
{
	int c = blockIdx.x * blockDim.x + threadIdx.x;
	if (c < cols)
		y[blockIdx.y * cols + c] = x[blockIdx.y * cols + c] + b[c];
}

__global__ void transpose_tiles(const float *in, float *out, int rows, int cols)
{
	int r = blockIdx.y * 32 + threadIdx.y, c = blockIdx.x * 32 + threadIdx.x;
	if (r < rows && c < cols)
		out[c * rows + r] = in[r * cols + c];
}

// warpcheck: shape x=[4096, 1024]
torch::Tensor rms_norm(torch::Tensor x, torch::Tensor w)
{
	TORCH_CHECK(x.dim() == 2, "x is rows by columns");
	TORCH_CHECK(w.dim() == 1, "w is one weight a column");
	TORCH_CHECK(w.size(0) == x.size(1), "one weight a column");
	auto y = torch::empty({x.size(0), x.size(1)}, x.options());
	rms_norm_rows<<<x.size(0), 256>>>(x.data_ptr<float>(), w.data_ptr<float>(),
					   y.data_ptr<float>(), (int)w.size(0));
	return y;
}

torch::Tensor add_bias(torch::Tensor x, torch::Tensor b)
{
	auto y = torch::empty_like(x);
	const int rows = x.sizes()[0], cols = x.sizes()[1];
	dim3 grid((cols + 127) / 128, rows);
	AT_DISPATCH_FLOATING_TYPES_AND_HALF(x.scalar_type(), "add_bias", [&] {
		add_bias_rows<scalar_t><<<grid, 128>>>(x.data_ptr<scalar_t>(), b.data_ptr<scalar_t>(),
						       y.data_ptr<scalar_t>(), cols);
	});
	return y;
}

torch::Tensor transpose(torch::Tensor in)
{
	auto out = torch::empty({in.size(1), in.size(0)}, in.options());
	dim3 block(32, 32);
	dim3 grid((in.size(1) + 31) / 32, (in.size(0) + 31) / 32);
	transpose_tiles<<<grid, block>>>(in.data_ptr<float>(), out.data_ptr<float>(), in.size(0),
					 in.size(1));
	return out;
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m)
{
	m.def("rms_norm", &rms_norm);
	m.def("add_bias", &add_bias);
	m.def("transpose", &transpose);
}
