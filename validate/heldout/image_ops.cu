/*
 * image_ops.cu - the kernels of a small image-processing tool: luminance
 * from RGBA and from float RGB pixels, a separable Gaussian blur through
 * shared-memory tiles with halos, a Sobel edge filter, a 2x downsample, a
 * 256-bin luma histogram, row prefix sums (the first pass of an integral
 * image), row and column projections, and a gamma curve.  Sizes from the
 * command line with defaults; most kernels tried at several block shapes in
 * a host loop; every launch timed with events; a few outputs of each launch
 * checked on the host against a reference.
 *
 * Held out: nothing in warpcheck's time model was fitted on it
 * (validate/heldout.sh runs it, validate/heldout.py scores it).
 *
 * usage: image_ops [WIDTH] [HEIGHT]      (default 7680 4320)
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <cuda_runtime.h>

#define REPEATS 21
#define RADIUS 4		/* blur taps: 2 * RADIUS + 1 */
#define SOBEL_BX 32
#define SOBEL_BY 8
#define HIST_BINS 256
#define COL_STRIP 256		/* rows summed by one block of sum_cols_tiled */

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "image_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

static int ceil_div(int a, int b)
{
	return (a + b - 1) / b;
}

__constant__ float c_gauss[2 * RADIUS + 1];

/* ---- kernels ------------------------------------------------------------ */

/* BT.601 luma of 8-bit RGBA pixels, as floats in 0..255 */
__global__ void gray_rgba(const uchar4 *in, float *gray, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x >= w || y >= h)
		return;
	uchar4 p = in[y * w + x];
	gray[y * w + x] = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
}

/* the same from an interleaved float RGB image (12-byte pixels) */
__global__ void gray_float3(const float3 *in, float *gray, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		float3 p = in[i];
		gray[i] = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
	}
}

/* horizontal pass: a block covers blockDim.x pixels of one row, staged in
 * shared memory with RADIUS pixels of halo either side (edges clamped) */
__global__ void blur_rows(const float *in, float *out, int w, int h)
{
	extern __shared__ float line[];
	int t = threadIdx.x;
	int x = blockIdx.x * blockDim.x + t;
	const float *row = in + blockIdx.y * w;

	line[t + RADIUS] = row[min(x, w - 1)];
	if (t < RADIUS) {
		line[t] = row[max(x - RADIUS, 0)];
		line[t + blockDim.x + RADIUS] = row[min(x + (int)blockDim.x, w - 1)];
	}
	__syncthreads();
	if (x >= w)
		return;
	float acc = 0.0f;
	for (int k = 0; k <= 2 * RADIUS; k++)
		acc += c_gauss[k] * line[t + k];
	out[blockIdx.y * w + x] = acc;
}

/* vertical pass: a 2D tile of blockDim.y rows plus RADIUS rows above and
 * below; needs blockDim.y >= RADIUS */
__global__ void blur_cols(const float *in, float *out, int w, int h)
{
	extern __shared__ float tile[];
	int tx = threadIdx.x, ty = threadIdx.y, bw = blockDim.x;
	int x = blockIdx.x * blockDim.x + tx;
	int y = blockIdx.y * blockDim.y + ty;
	int cx = min(x, w - 1);

	tile[(ty + RADIUS) * bw + tx] = in[min(y, h - 1) * w + cx];
	if (ty < RADIUS) {
		tile[ty * bw + tx] = in[max(y - RADIUS, 0) * w + cx];
		tile[(ty + blockDim.y + RADIUS) * bw + tx] = in[min(y + (int)blockDim.y, h - 1) * w + cx];
	}
	__syncthreads();
	if (x >= w || y >= h)
		return;
	float acc = 0.0f;
	for (int k = 0; k <= 2 * RADIUS; k++)
		acc += c_gauss[k] * tile[(ty + k) * bw + tx];
	out[y * w + x] = acc;
}

/* gradient magnitude, the 3x3 neighbourhood read straight from global */
__global__ void sobel_global(const float *in, float *mag, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x >= w || y >= h)
		return;
	int xl = max(x - 1, 0), xr = min(x + 1, w - 1);
	int yu = max(y - 1, 0), yd = min(y + 1, h - 1);
	float nw = in[yu * w + xl], n = in[yu * w + x], ne = in[yu * w + xr];
	float we = in[y * w + xl], ea = in[y * w + xr];
	float sw = in[yd * w + xl], s = in[yd * w + x], se = in[yd * w + xr];
	float gx = (ne + 2.0f * ea + se) - (nw + 2.0f * we + sw);
	float gy = (sw + 2.0f * s + se) - (nw + 2.0f * n + ne);
	mag[y * w + x] = sqrtf(gx * gx + gy * gy);
}

/* the same from a shared tile with a one-pixel apron, loaded by a loop so
 * that the block's threads also fetch the apron */
__global__ void sobel_shared(const float *in, float *mag, int w, int h)
{
	__shared__ float tile[SOBEL_BY + 2][SOBEL_BX + 2];
	int x0 = blockIdx.x * SOBEL_BX - 1, y0 = blockIdx.y * SOBEL_BY - 1;

	for (int j = threadIdx.y; j < SOBEL_BY + 2; j += SOBEL_BY)
		for (int i = threadIdx.x; i < SOBEL_BX + 2; i += SOBEL_BX) {
			int gx = min(max(x0 + i, 0), w - 1);
			int gy = min(max(y0 + j, 0), h - 1);
			tile[j][i] = in[gy * w + gx];
		}
	__syncthreads();
	int x = x0 + 1 + threadIdx.x, y = y0 + 1 + threadIdx.y;
	if (x >= w || y >= h)
		return;
	int i = threadIdx.x + 1, j = threadIdx.y + 1;
	float gx = (tile[j - 1][i + 1] + 2.0f * tile[j][i + 1] + tile[j + 1][i + 1]) -
		   (tile[j - 1][i - 1] + 2.0f * tile[j][i - 1] + tile[j + 1][i - 1]);
	float gy = (tile[j + 1][i - 1] + 2.0f * tile[j + 1][i] + tile[j + 1][i + 1]) -
		   (tile[j - 1][i - 1] + 2.0f * tile[j - 1][i] + tile[j - 1][i + 1]);
	mag[y * w + x] = sqrtf(gx * gx + gy * gy);
}

/* a 2x2 box average: one output pixel a thread */
__global__ void downsample2x(const float *in, float *out, int w, int h)
{
	int ox = blockIdx.x * blockDim.x + threadIdx.x;
	int oy = blockIdx.y * blockDim.y + threadIdx.y;
	int ow = w / 2, oh = h / 2;
	if (ox >= ow || oy >= oh)
		return;
	const float *p = in + 2 * oy * w + 2 * ox;
	out[oy * ow + ox] = 0.25f * (p[0] + p[1] + p[w] + p[w + 1]);
}

/* the same reading each pair of pixels as one float2 (w even) */
__global__ void downsample2x_vec(const float *in, float *out, int w, int h)
{
	int ox = blockIdx.x * blockDim.x + threadIdx.x;
	int oy = blockIdx.y * blockDim.y + threadIdx.y;
	int ow = w / 2, oh = h / 2;
	if (ox >= ow || oy >= oh)
		return;
	const float2 *r0 = (const float2 *)(in + 2 * oy * w);
	const float2 *r1 = (const float2 *)(in + (2 * oy + 1) * w);
	float2 a = r0[ox], b = r1[ox];
	out[oy * ow + ox] = 0.25f * (a.x + a.y + b.x + b.y);
}

/* 8-bit luma in integer arithmetic: weights sum to 256 */
__device__ __forceinline__ int luma8(uchar4 p)
{
	return (77 * p.x + 150 * p.y + 29 * p.z) >> 8;
}

/* every pixel an atomic on the global histogram */
__global__ void hist_global(const uchar4 *in, unsigned *hist, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		atomicAdd(&hist[luma8(in[i])], 1u);
}

/* a private histogram per block in shared memory over a grid-stride loop,
 * merged into the global one at the end */
__global__ void hist_shared(const uchar4 *in, unsigned *hist, int n)
{
	__shared__ unsigned bins[HIST_BINS];

	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		bins[b] = 0;
	__syncthreads();
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
		atomicAdd(&bins[luma8(in[i])], 1u);
	__syncthreads();
	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		if (bins[b])
			atomicAdd(&hist[b], bins[b]);
}

/* inclusive prefix sum of each row, one block a row: the row is taken
 * blockDim.x pixels at a time, each chunk scanned Hillis-Steele style in
 * shared memory, and the chunk's total carried into the next */
__global__ void scan_rows_shared(const float *in, float *out, int w)
{
	extern __shared__ float buf[];
	int t = threadIdx.x, n = blockDim.x;
	const float *row = in + blockIdx.x * w;
	float *orow = out + blockIdx.x * w;
	float carry = 0.0f;

	for (int base = 0; base < w; base += n) {
		int x = base + t;
		buf[t] = x < w ? row[x] : 0.0f;
		__syncthreads();
		for (int off = 1; off < n; off *= 2) {
			float add = t >= off ? buf[t - off] : 0.0f;
			__syncthreads();
			buf[t] += add;
			__syncthreads();
		}
		if (x < w)
			orow[x] = buf[t] + carry;
		carry += buf[n - 1];
		__syncthreads();
	}
}

/* the same scan with shuffles: each warp scans its 32 values, warp 0 scans
 * the warps' totals, and every thread adds the totals of the warps before
 * its own */
__global__ void scan_rows_warp(const float *in, float *out, int w)
{
	__shared__ float warp_sum[32];
	int t = threadIdx.x, lane = t % 32, wid = t / 32, nwarps = blockDim.x / 32;
	const float *row = in + blockIdx.x * w;
	float *orow = out + blockIdx.x * w;
	float carry = 0.0f;

	for (int base = 0; base < w; base += blockDim.x) {
		int x = base + t;
		float v = x < w ? row[x] : 0.0f;
		for (int o = 1; o < 32; o *= 2) {
			float u = __shfl_up_sync(0xffffffff, v, o);
			if (lane >= o)
				v += u;
		}
		if (lane == 31)
			warp_sum[wid] = v;
		__syncthreads();
		if (wid == 0) {
			float s = lane < nwarps ? warp_sum[lane] : 0.0f;
			for (int o = 1; o < 32; o *= 2) {
				float u = __shfl_up_sync(0xffffffff, s, o);
				if (lane >= o)
					s += u;
			}
			warp_sum[lane] = s;
		}
		__syncthreads();
		if (wid > 0)
			v += warp_sum[wid - 1];
		if (x < w)
			orow[x] = v + carry;
		carry += warp_sum[nwarps - 1];
		__syncthreads();
	}
}

/* prefix sum down each column: a thread a column walks every row */
__global__ void scan_cols(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	if (x >= w)
		return;
	float s = 0.0f;
	for (int y = 0; y < h; y++) {
		s += in[y * w + x];
		out[y * w + x] = s;
	}
}

/* horizontal projection: a warp a row, reduced with shuffles */
__global__ void sum_rows(const float *in, float *out, int w, int h)
{
	int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	int lane = threadIdx.x % 32;
	if (row >= h)
		return;
	float s = 0.0f;
	for (int x = lane; x < w; x += 32)
		s += in[row * w + x];
	for (int o = 16; o > 0; o /= 2)
		s += __shfl_down_sync(0xffffffff, s, o);
	if (lane == 0)
		out[row] = s;
}

/* vertical projection: a thread a column */
__global__ void sum_cols(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	if (x >= w)
		return;
	float s = 0.0f;
	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

/* the same over strips of COL_STRIP rows: a 32 x 8 block sums a strip of 32
 * columns, its 8 partial sums of a column added in shared memory, and the
 * strips' sums added into out with atomics (out zeroed before) */
__global__ void sum_cols_tiled(const float *in, float *out, int w, int h)
{
	__shared__ float part[8][32];
	int x = blockIdx.x * 32 + threadIdx.x;
	int y0 = blockIdx.y * COL_STRIP;
	int y1 = min(y0 + COL_STRIP, h);
	float s = 0.0f;

	if (x < w)
		for (int y = y0 + threadIdx.y; y < y1; y += 8)
			s += in[y * w + x];
	part[threadIdx.y][threadIdx.x] = s;
	__syncthreads();
	if (threadIdx.y == 0 && x < w) {
		for (int k = 1; k < 8; k++)
			s += part[k][threadIdx.x];
		atomicAdd(&out[x], s);
	}
}

/* display gamma on a 0..255 float image */
__global__ void gamma_map(const float *in, float *out, int n, float inv_gamma)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = 255.0f * powf(in[i] * (1.0f / 255.0f), inv_gamma);
}

/* ---- timing ------------------------------------------------------------- */

static cudaEvent_t t_start, t_stop;
static float t_ms[REPEATS];

static void tic(void)
{
	check(cudaEventRecord(t_start), "cudaEventRecord");
}

static void toc(int r, const char *kernel, dim3 grid, dim3 block)
{
	check(cudaEventRecord(t_stop), "cudaEventRecord");
	check(cudaEventSynchronize(t_stop), kernel);
	check(cudaGetLastError(), kernel);
	check(cudaEventElapsedTime(&t_ms[r], t_start, t_stop), "cudaEventElapsedTime");
	if (r == REPEATS - 1) {
		std::sort(t_ms, t_ms + REPEATS);
		printf("%s,%ux%ux%u,%ux%ux%u,%.4f\n", kernel, grid.x, grid.y, grid.z,
		       block.x, block.y, block.z, t_ms[REPEATS / 2]);
	}
}

/* ---- host reference, evaluated only at the pixels checked ---------------- */

static int W, H;
static uchar4 *h_rgba;
static float h_gauss[2 * RADIUS + 1];
static int failures;

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static double ref_gray(int x, int y)
{
	uchar4 p = h_rgba[y * W + clampi(x, 0, W - 1)];
	return 0.299 * p.x + 0.587 * p.y + 0.114 * p.z;
}

static double ref_blur_row(int x, int y)
{
	double s = 0.0;
	for (int k = -RADIUS; k <= RADIUS; k++)
		s += h_gauss[k + RADIUS] * ref_gray(clampi(x + k, 0, W - 1), y);
	return s;
}

static double ref_blur(int x, int y)
{
	double s = 0.0;
	for (int k = -RADIUS; k <= RADIUS; k++)
		s += h_gauss[k + RADIUS] * ref_blur_row(x, clampi(y + k, 0, H - 1));
	return s;
}

static double ref_sobel(int x, int y)
{
	double v[3][3];
	for (int j = -1; j <= 1; j++)
		for (int i = -1; i <= 1; i++)
			v[j + 1][i + 1] = ref_blur(clampi(x + i, 0, W - 1), clampi(y + j, 0, H - 1));
	double gx = (v[0][2] + 2 * v[1][2] + v[2][2]) - (v[0][0] + 2 * v[1][0] + v[2][0]);
	double gy = (v[2][0] + 2 * v[2][1] + v[2][2]) - (v[0][0] + 2 * v[0][1] + v[0][2]);
	return sqrt(gx * gx + gy * gy);
}

static float fetch(const float *d, size_t i)
{
	float v;
	check(cudaMemcpy(&v, d + i, sizeof(v), cudaMemcpyDeviceToHost), "cudaMemcpy");
	return v;
}

static void expect(const char *kernel, dim3 block, const char *what, double got, double want,
		   double tol)
{
	if (fabs(got - want) > tol * std::max(1.0, fabs(want))) {
		fprintf(stderr, "image_ops: %s (block %ux%u): %s is %g, expected %g\n", kernel,
			block.x, block.y, what, got, want);
		failures++;
	}
}

/* a few pixels spread over the image, corners and edges included */
#define NPROBE 8
static void probe(int k, int w, int h, int *x, int *y)
{
	static const int fx[NPROBE] = { 0, 999, 1, 500, 0, 999, 250, 731 };
	static const int fy[NPROBE] = { 0, 999, 500, 1, 999, 0, 333, 618 };
	*x = (int)((long)fx[k] * (w - 1) / 999);
	*y = (int)((long)fy[k] * (h - 1) / 999);
}

static void check_image(const char *kernel, dim3 block, const float *d, int w, int h,
			double (*ref)(int, int), double tol)
{
	char what[64];
	for (int k = 0; k < NPROBE; k++) {
		int x, y;
		probe(k, w, h, &x, &y);
		snprintf(what, sizeof(what), "pixel (%d, %d)", x, y);
		expect(kernel, block, what, fetch(d, (size_t)y * w + x), ref(x, y), tol);
	}
}

static double ref_half(int x, int y)
{
	return 0.25 * (ref_gray(2 * x, 2 * y) + ref_gray(2 * x + 1, 2 * y) +
		       ref_gray(2 * x, 2 * y + 1) + ref_gray(2 * x + 1, 2 * y + 1));
}

static double ref_row_prefix(int x, int y)
{
	double s = 0.0;
	for (int i = 0; i <= x; i++)
		s += ref_gray(i, y);
	return s;
}

static double ref_col_prefix(int x, int y)
{
	double s = 0.0;
	for (int j = 0; j <= y; j++)
		s += ref_gray(x, j);
	return s;
}

static double ref_gamma(int x, int y)
{
	return 255.0 * pow(ref_gray(x, y) / 255.0, 1.0 / 2.2);
}

/* ---- main --------------------------------------------------------------- */

int main(int argc, char **argv)
{
	int w = argc > 1 ? atoi(argv[1]) : 7680;
	int h = argc > 2 ? atoi(argv[2]) : 4320;
	if (w < 64 || h < 64 || w % 2 || h % 2 || (long)w * h > (1L << 28)) {
		fprintf(stderr, "usage: image_ops [WIDTH] [HEIGHT]: even sizes, each at least 64, 2^28 pixels at most\n");
		return 2;
	}
	int n = w * h;
	W = w;
	H = h;

	/* a synthetic frame: two gradients, a checker pattern and some noise,
	 * so that the luma histogram is spread over most bins */
	srand(7);
	h_rgba = (uchar4 *)malloc((size_t)n * sizeof(uchar4));
	float3 *h_rgb = (float3 *)malloc((size_t)n * sizeof(float3));
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++) {
			int noise = rand() % 32;
			uchar4 p;
			p.x = (unsigned char)((x * 223L / w + noise) & 255);
			p.y = (unsigned char)((y * 223L / h + noise) & 255);
			p.z = (unsigned char)((((x / 64) ^ (y / 64)) & 1) * 160 + noise);
			p.w = 255;
			h_rgba[y * w + x] = p;
			h_rgb[y * w + x] = make_float3(p.x, p.y, p.z);
		}
	double gsum = 0.0;
	for (int k = 0; k <= 2 * RADIUS; k++)
		gsum += h_gauss[k] = expf(-(k - RADIUS) * (k - RADIUS) / (2.0f * 2.0f * 2.0f));
	for (int k = 0; k <= 2 * RADIUS; k++)
		h_gauss[k] /= gsum;
	unsigned h_hist_ref[HIST_BINS] = { 0 };
	for (int i = 0; i < n; i++) {
		uchar4 p = h_rgba[i];
		h_hist_ref[(77 * p.x + 150 * p.y + 29 * p.z) >> 8]++;
	}

	uchar4 *rgba;
	float3 *rgb;
	float *gray, *tmp, *blurred, *edges, *half, *prefix, *proj, *mapped;
	unsigned *hist;
	size_t plane = (size_t)n * sizeof(float);
	check(cudaEventCreate(&t_start), "cudaEventCreate");
	check(cudaEventCreate(&t_stop), "cudaEventCreate");
	check(cudaMalloc(&rgba, (size_t)n * sizeof(uchar4)), "cudaMalloc");
	check(cudaMalloc(&rgb, (size_t)n * sizeof(float3)), "cudaMalloc");
	check(cudaMalloc(&gray, plane), "cudaMalloc");
	check(cudaMalloc(&tmp, plane), "cudaMalloc");
	check(cudaMalloc(&blurred, plane), "cudaMalloc");
	check(cudaMalloc(&edges, plane), "cudaMalloc");
	check(cudaMalloc(&half, plane / 4), "cudaMalloc");
	check(cudaMalloc(&prefix, plane), "cudaMalloc");
	check(cudaMalloc(&mapped, plane), "cudaMalloc");
	check(cudaMalloc(&proj, (size_t)std::max(w, h) * sizeof(float)), "cudaMalloc");
	check(cudaMalloc(&hist, HIST_BINS * sizeof(unsigned)), "cudaMalloc");
	check(cudaMemcpy(rgba, h_rgba, (size_t)n * sizeof(uchar4), cudaMemcpyHostToDevice), "cudaMemcpy");
	check(cudaMemcpy(rgb, h_rgb, (size_t)n * sizeof(float3), cudaMemcpyHostToDevice), "cudaMemcpy");
	check(cudaMemcpyToSymbol(c_gauss, h_gauss, sizeof(h_gauss)), "cudaMemcpyToSymbol");
	free(h_rgb);

	dim3 shapes[] = { dim3(16, 16), dim3(32, 8), dim3(32, 16) };
	int nshapes = sizeof(shapes) / sizeof(shapes[0]);
	int sizes[] = { 128, 256, 512, 1024 };
	int nsizes = sizeof(sizes) / sizeof(sizes[0]);

	printf("kernel,grid,block,median_ms\n");

	/* luminance */
	for (int s = 0; s < nshapes; s++) {
		dim3 block = shapes[s];
		dim3 grid(ceil_div(w, block.x), ceil_div(h, block.y));
		check(cudaMemset(gray, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			gray_rgba<<<grid, block>>>(rgba, gray, w, h);
			toc(r, "gray_rgba", grid, block);
		}
		check_image("gray_rgba", block, gray, w, h, ref_gray, 1e-4);
	}
	for (int j = 0; j < 3; j++) {
		int bs = sizes[j];
		check(cudaMemset(gray, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			gray_float3<<<ceil_div(n, bs), bs>>>(rgb, gray, n);
			toc(r, "gray_float3", dim3(ceil_div(n, bs)), dim3(bs));
		}
		check_image("gray_float3", dim3(bs), gray, w, h, ref_gray, 1e-4);
	}

	/* separable blur: rows into tmp, then columns into blurred */
	for (int j = 0; j < 3; j++) {
		int bs = sizes[j];
		dim3 grid(ceil_div(w, bs), h);
		for (int r = 0; r < REPEATS; r++) {
			tic();
			blur_rows<<<grid, bs, (bs + 2 * RADIUS) * sizeof(float)>>>(gray, tmp, w, h);
			toc(r, "blur_rows", grid, dim3(bs));
		}
		check_image("blur_rows", dim3(bs), tmp, w, h, ref_blur_row, 1e-4);
	}
	for (int s = 0; s < nshapes; s++) {
		dim3 block = shapes[s];
		dim3 grid(ceil_div(w, block.x), ceil_div(h, block.y));
		size_t smem = (block.y + 2 * RADIUS) * block.x * sizeof(float);
		check(cudaMemset(blurred, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			blur_cols<<<grid, block, smem>>>(tmp, blurred, w, h);
			toc(r, "blur_cols", grid, block);
		}
		check_image("blur_cols", block, blurred, w, h, ref_blur, 1e-4);
	}

	/* edges of the blurred frame */
	for (int s = 0; s < 2; s++) {
		dim3 block = shapes[s];
		dim3 grid(ceil_div(w, block.x), ceil_div(h, block.y));
		check(cudaMemset(edges, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			sobel_global<<<grid, block>>>(blurred, edges, w, h);
			toc(r, "sobel_global", grid, block);
		}
		check_image("sobel_global", block, edges, w, h, ref_sobel, 1e-3);
	}
	{
		dim3 block(SOBEL_BX, SOBEL_BY), grid(ceil_div(w, SOBEL_BX), ceil_div(h, SOBEL_BY));
		check(cudaMemset(edges, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			sobel_shared<<<grid, block>>>(blurred, edges, w, h);
			toc(r, "sobel_shared", grid, block);
		}
		check_image("sobel_shared", block, edges, w, h, ref_sobel, 1e-3);
	}

	/* half-resolution copy of the gray frame */
	for (int s = 0; s < 2; s++) {
		dim3 block = shapes[s];
		dim3 grid(ceil_div(w / 2, block.x), ceil_div(h / 2, block.y));
		check(cudaMemset(half, 0, plane / 4), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			downsample2x<<<grid, block>>>(gray, half, w, h);
			toc(r, "downsample2x", grid, block);
		}
		check_image("downsample2x", block, half, w / 2, h / 2, ref_half, 1e-4);
	}
	{
		dim3 block(32, 8), grid(ceil_div(w / 2, 32), ceil_div(h / 2, 8));
		check(cudaMemset(half, 0, plane / 4), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			downsample2x_vec<<<grid, block>>>(gray, half, w, h);
			toc(r, "downsample2x_vec", grid, block);
		}
		check_image("downsample2x_vec", block, half, w / 2, h / 2, ref_half, 1e-4);
	}

	/* luma histogram; zeroed before every launch, outside the timing */
	unsigned got[HIST_BINS];
	{
		int bs = 256;
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
			tic();
			hist_global<<<ceil_div(n, bs), bs>>>(rgba, hist, n);
			toc(r, "hist_global", dim3(ceil_div(n, bs)), dim3(bs));
		}
		check(cudaMemcpy(got, hist, sizeof(got), cudaMemcpyDeviceToHost), "cudaMemcpy");
		for (int b = 0; b < HIST_BINS; b++)
			expect("hist_global", dim3(bs), "a bin", got[b], h_hist_ref[b], 0.0);
	}
	/* the shared-memory version with one full wave of resident blocks */
	int sms = 0;
	check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0), "cudaDeviceGetAttribute");
	for (int j = 1; j < nsizes; j++) {
		int bs = sizes[j];
		int blocks = sms * (2048 / bs);
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
			tic();
			hist_shared<<<blocks, bs>>>(rgba, hist, n);
			toc(r, "hist_shared", dim3(blocks), dim3(bs));
		}
		check(cudaMemcpy(got, hist, sizeof(got), cudaMemcpyDeviceToHost), "cudaMemcpy");
		for (int b = 0; b < HIST_BINS; b++)
			expect("hist_shared", dim3(bs), "a bin", got[b], h_hist_ref[b], 0.0);
	}

	/* row prefix sums of the gray frame, the first pass of an integral image */
	for (int j = 1; j < nsizes; j++) {
		int bs = sizes[j];
		check(cudaMemset(prefix, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			scan_rows_shared<<<h, bs, bs * sizeof(float)>>>(gray, prefix, w);
			toc(r, "scan_rows_shared", dim3(h), dim3(bs));
		}
		check_image("scan_rows_shared", dim3(bs), prefix, w, h, ref_row_prefix, 1e-3);
	}
	for (int j = 1; j < nsizes; j++) {
		int bs = sizes[j];
		check(cudaMemset(prefix, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			scan_rows_warp<<<h, bs>>>(gray, prefix, w);
			toc(r, "scan_rows_warp", dim3(h), dim3(bs));
		}
		check_image("scan_rows_warp", dim3(bs), prefix, w, h, ref_row_prefix, 1e-3);
	}
	{
		int bs = 128;
		check(cudaMemset(prefix, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			scan_cols<<<ceil_div(w, bs), bs>>>(gray, prefix, w, h);
			toc(r, "scan_cols", dim3(ceil_div(w, bs)), dim3(bs));
		}
		check_image("scan_cols", dim3(bs), prefix, w, h, ref_col_prefix, 1e-3);
	}

	/* projections */
	for (int j = 0; j < 3; j++) {
		int bs = sizes[j];
		int blocks = ceil_div(h * 32, bs);
		check(cudaMemset(proj, 0, (size_t)std::max(w, h) * sizeof(float)), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			sum_rows<<<blocks, bs>>>(gray, proj, w, h);
			toc(r, "sum_rows", dim3(blocks), dim3(bs));
		}
		for (int k = 0; k < NPROBE; k++) {
			int x, y;
			probe(k, w, h, &x, &y);
			expect("sum_rows", dim3(bs), "a row's sum", fetch(proj, y), ref_row_prefix(w - 1, y), 1e-3);
		}
	}
	for (int bs = 64; bs <= 128; bs *= 2) {
		check(cudaMemset(proj, 0, (size_t)std::max(w, h) * sizeof(float)), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			sum_cols<<<ceil_div(w, bs), bs>>>(gray, proj, w, h);
			toc(r, "sum_cols", dim3(ceil_div(w, bs)), dim3(bs));
		}
		for (int k = 0; k < NPROBE; k++) {
			int x, y;
			probe(k, w, h, &x, &y);
			expect("sum_cols", dim3(bs), "a column's sum", fetch(proj, x), ref_col_prefix(x, h - 1), 1e-3);
		}
	}
	{
		dim3 block(32, 8), grid(ceil_div(w, 32), ceil_div(h, COL_STRIP));
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(proj, 0, (size_t)std::max(w, h) * sizeof(float)), "cudaMemset");
			tic();
			sum_cols_tiled<<<grid, block>>>(gray, proj, w, h);
			toc(r, "sum_cols_tiled", grid, block);
		}
		for (int k = 0; k < NPROBE; k++) {
			int x, y;
			probe(k, w, h, &x, &y);
			expect("sum_cols_tiled", block, "a column's sum", fetch(proj, x), ref_col_prefix(x, h - 1), 1e-3);
		}
	}

	/* gamma */
	for (int j = 0; j < nsizes; j++) {
		int bs = sizes[j];
		check(cudaMemset(mapped, 0, plane), "cudaMemset");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			gamma_map<<<ceil_div(n, bs), bs>>>(gray, mapped, n, 1.0f / 2.2f);
			toc(r, "gamma_map", dim3(ceil_div(n, bs)), dim3(bs));
		}
		check_image("gamma_map", dim3(bs), mapped, w, h, ref_gamma, 1e-3);
	}

	check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
	free(h_rgba);
	if (failures) {
		fprintf(stderr, "image_ops: %d wrong results\n", failures);
		return 1;
	}
	return 0;
}
