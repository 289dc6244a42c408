// The kernels, in a header as a library keeps them.
#pragma once
#include "params.h"

// One thread a pixel, a row of the window at a time: loads along a row are
// coalesced, the rows above and below are whole rows apart.
__global__ void blur_rows(BlurParams p)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x >= p.shape.width || y >= p.shape.height)
		return;
	float acc = 0.0f;
	for (int dy = -p.radius; dy <= p.radius; dy++) {
		int yy = min(max(y + dy, 0), p.shape.height - 1);
		acc += p.src[yy * p.shape.pitch + x];
	}
	p.dst[y * p.shape.pitch + x] = acc * p.weight;
}

// The same walk with x and y swapped by mistake: a lane a row.
__global__ void blur_cols(BlurParams p)
{
	int y = blockIdx.x * blockDim.x + threadIdx.x;
	int x = blockIdx.y * blockDim.y + threadIdx.y;
	if (x >= p.shape.width || y >= p.shape.height)
		return;
	p.dst[y * p.shape.pitch + x] = p.src[y * p.shape.pitch + x] * p.weight;
}

// A strided scale, the stride set by the caller.
__global__ void scale_strided(ScaleParams s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < s.n)
		s.data[i * s.stride] *= s.factor;
}
