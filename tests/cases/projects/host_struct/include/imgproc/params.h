// Launch parameters shared by the host side and the kernels: an image's
// shape, nested, and the buffers, passed to each kernel by value.
#pragma once

struct ImageShape {
	int width;
	int height;
	int pitch;       // elements between the starts of two rows
};

struct BlurParams {
	ImageShape shape;
	int radius;
	float weight;    // not an index: stays unknown, and that is fine
	const float *src;
	float *dst;
};

struct ScaleParams {
	int n;
	int stride;
	float factor;
	float *data;
};
