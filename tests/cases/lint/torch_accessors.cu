// A PyTorch extension's kernel reading its tensors through packed
// accessors: `points[b][p][0]` is the row accessor of batch b, then of
// point p, then element 0, at data + b * stride0 + p * stride1 + 0, the
// strides those of a contiguous [8, 4096, 3] tensor (12288, 3, 1) and
// the loop's bound its size(1), all from the shape the comment gives.
//
// Derived by hand: 8 blocks of 8 warps, 4096 / 256 = 16 passes each, so
// every access site issues 8 * 8 * 16 = 1024 requests.  A warp's 32
// points are 32 consecutive 12-byte rows starting on a 384-byte (so
// 32-byte) boundary: lane l reads byte 12 l + 4 k for coordinate k, all
// within bytes 0..383, 12 sectors a request, 12288 for each coordinate.
// dist[b][p] is 32 consecutive floats from a 128-byte boundary: 4
// sectors a request, 4096.
#include <torch/extension.h>

__global__ void squared_norms(const at::PackedTensorAccessor64<float, 3, at::RestrictPtrTraits> points,
			      at::PackedTensorAccessor64<float, 2, at::RestrictPtrTraits> dist)
{
	const int64_t b = blockIdx.x;

	for (int64_t p = threadIdx.x; p < points.size(1); p += blockDim.x) {
		const float x = points[b][p][0];
		const float y = points[b][p][1];
		const float z = points[b][p][2];
		dist[b][p] = x * x + y * y + z * z;
	}
}

// warpcheck: shape points=[8, 4096, 3]
torch::Tensor norms(torch::Tensor points)
{
	auto dist = torch::empty({points.size(0), points.size(1)}, points.options());

	squared_norms<<<points.size(0), 256>>>(points.packed_accessor64<float, 3, at::RestrictPtrTraits>(),
						dist.packed_accessor64<float, 2, at::RestrictPtrTraits>());
	return dist;
}
