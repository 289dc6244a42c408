/*
 * signal_ops.cu - the GPU kernels of a small signal-processing and PDE code:
 * a 64-tap low-pass FIR filter over a long sampled signal (taps and samples
 * read straight from global memory, and a shared-memory tile with a halo
 * and the taps in constant memory), decimation by 4 through a 16-tap
 * anti-alias filter, the accumulation of a cross-spectrum (spectra stored
 * as interleaved complex values, and as split real and imaginary arrays),
 * a multichannel radix-2 Stockham FFT done one butterfly stage a launch in
 * global memory, a short-time Fourier transform of the filtered signal
 * (a Hann-windowed 1024-point FFT a block, entirely in shared memory),
 * magnitude and phase of the spectrogram, a histogram of the magnitudes in
 * decibels (private to each block), the spectral peak (a block max/argmax
 * merged with a 64-bit atomicMax), the bin-major copy of the magnitude
 * spectrogram (naive, and through padded shared-memory tiles), a Jacobi
 * step of a 2D Poisson problem (global memory, and shared-memory tiles with
 * a halo), an explicit 3D heat-equation step marching over z with a
 * register queue, and a beamformer matrix-vector product (a thread a row on
 * row-major and column-major weights, and a warp a row).  Sizes from the
 * command line with defaults; most kernels tried at several block sizes in
 * a host loop; every launch run once untimed and then timed with events; a
 * few results checked on the host.
 *
 * usage: signal_ops [SAMPLES] [FRAMES] [GRID] [VOLUME]
 *                                     (default 33554432 16384 4096 256)
 *   SAMPLES   samples of the input signal (FIR, decimation)
 *   FRAMES    frames of the spectrogram (FRAME samples, hop HOP); the
 *             cross-spectrum has FRAMES * FRAME bins as well
 *   GRID      side of the square Poisson grid
 *   VOLUME    side of the cubic heat-equation volume
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstring>
#include <algorithm>
#include <cuda_runtime.h>

#define REPEATS 21
#define NTAPS 64			/* low-pass FIR taps */
#define DTAPS 16			/* anti-alias taps of the decimator */
#define DECIM 4				/* decimation factor */
#define FRAME 1024			/* STFT frame, samples (power of two) */
#define FRAME_LOG2 10
#define HOP 512				/* STFT hop, samples */
#define FFT_LOG2 18			/* length of the multichannel FFT, log2 */
#define FFT_LEN (1 << FFT_LOG2)
#define FFT_CHANNELS 16			/* channels transformed side by side */
#define FFT_BLOCK 256			/* butterflies a block of a global FFT stage */
#define TILE 32				/* transpose tile */
#define HIST_BINS 256
#define HIST_ITEMS 32			/* magnitudes a thread bins, on average */
#define DB_MIN (-60.0f)			/* histogram covers [DB_MIN, DB_MAX) dB */
#define DB_MAX 60.0f
#define MV_ROWS 16384			/* beams of the beamformer */
#define MV_COLS 2048			/* sensor samples a beam combines */
#define HEAT_ALPHA 0.1f			/* diffusion number of the heat step */

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "signal_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

static int ceil_div(int a, int b)
{
	return (a + b - 1) / b;
}

__constant__ float c_taps[NTAPS];	/* low-pass taps, for the tiled FIR */
__constant__ float c_dec[DTAPS];	/* anti-alias taps of the decimator */

/* the histogram bin of a magnitude, on the device and on the host alike */
__host__ __device__ inline int db_bin(float m)
{
	float db = 20.0f * log10f(fmaxf(m, 1e-30f));
	float t = (db - DB_MIN) * ((float)HIST_BINS / (DB_MAX - DB_MIN));
	t = fminf(fmaxf(t, 0.0f), (float)(HIST_BINS - 1));
	return (int)t;
}

/* ---- device: filtering ---------------------------------------------------- */

/* y[i] = sum_k h[k] x[i - k], samples before the start taken as zero; a
 * thread an output, taps and samples read from global memory */
__global__ void fir_naive(const float *x, const float *taps, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float acc = 0.0f;
	for (int k = 0; k < NTAPS; k++) {
		int j = i - k;
		if (j >= 0)
			acc += taps[k] * x[j];
	}
	y[i] = acc;
}

/* the same filter, a block staging its blockDim.x samples and the NTAPS - 1
 * before them in shared memory; taps from constant memory */
__global__ void fir_tiled(const float *__restrict__ x, float *__restrict__ y, int n)
{
	extern __shared__ float tile[];		/* blockDim.x + NTAPS - 1 */
	int base = blockIdx.x * blockDim.x;
	int span = blockDim.x + NTAPS - 1;
	for (int t = threadIdx.x; t < span; t += blockDim.x) {
		int j = base - (NTAPS - 1) + t;
		tile[t] = (j >= 0 && j < n) ? x[j] : 0.0f;
	}
	__syncthreads();
	float acc = 0.0f;
#pragma unroll 16
	for (int k = 0; k < NTAPS; k++)
		acc += c_taps[k] * tile[threadIdx.x + NTAPS - 1 - k];
	int i = base + threadIdx.x;
	if (i < n)
		y[i] = acc;
}

/* d[j] = sum_k g[k] y[DECIM j - k]: anti-alias filter and keep every fourth
 * sample; neighbouring threads read windows DECIM samples apart */
__global__ void decimate4(const float *__restrict__ y, float *__restrict__ d, int nd)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	if (j >= nd)
		return;
	int i = DECIM * j;
	float acc = 0.0f;
#pragma unroll
	for (int k = 0; k < DTAPS; k++) {
		int m = i - k;
		if (m >= 0)
			acc += c_dec[k] * y[m];
	}
	d[j] = acc;
}

/* ---- device: spectra ------------------------------------------------------ */

/* acc += a conj(b), complex values interleaved */
__global__ void cmac_interleaved(const float2 *__restrict__ a, const float2 *__restrict__ b,
				 float2 *__restrict__ acc, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float2 p = a[i], q = b[i], s = acc[i];
	s.x += p.x * q.x + p.y * q.y;
	s.y += p.y * q.x - p.x * q.y;
	acc[i] = s;
}

/* the same with real and imaginary parts in separate arrays */
__global__ void cmac_split(const float *__restrict__ ar, const float *__restrict__ ai,
			   const float *__restrict__ br, const float *__restrict__ bi,
			   float *__restrict__ accr, float *__restrict__ acci, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float pr = ar[i], pi = ai[i], qr = br[i], qi = bi[i];
	accr[i] += pr * qr + pi * qi;
	acci[i] += pi * qr - pr * qi;
}

/* one radix-2 Stockham stage of an n-point FFT of every channel (blockIdx.z):
 * sub-transforms of ns points become sub-transforms of 2 ns points.  x of
 * the grid runs over the butterflies within a sub-transform, y over the
 * sub-transforms; out of place, the output in natural order after the
 * last stage */
__global__ void fft_radix2_stage(const float2 *__restrict__ src, float2 *__restrict__ dst, int n,
				 int ns)
{
	int k = blockIdx.x * blockDim.x + threadIdx.x;
	int g = blockIdx.y * blockDim.y + threadIdx.y;
	if (k >= ns || g >= n / (2 * ns))
		return;
	size_t base = (size_t)blockIdx.z * n;
	int j = g * ns + k;
	float2 a = src[base + j];
	float2 b = src[base + j + n / 2];
	float sn, cs;
	sincospif(-(float)k / (float)ns, &sn, &cs);
	float2 t = make_float2(b.x * cs - b.y * sn, b.x * sn + b.y * cs);
	int d = 2 * g * ns + k;
	dst[base + d] = make_float2(a.x + t.x, a.y + t.y);
	dst[base + d + ns] = make_float2(a.x - t.x, a.y - t.y);
}

/* a block a frame: Hann-windowed FRAME samples from sig + frame * hop, loaded
 * in bit-reversed order into shared memory, transformed by FRAME_LOG2
 * in-place radix-2 stages with a shared twiddle table, and written out */
__global__ void stft_frames(const float *__restrict__ sig, const float *__restrict__ window,
			    float2 *__restrict__ spec, int hop)
{
	__shared__ float2 buf[FRAME];
	__shared__ float2 tw[FRAME / 2];
	const float *in = sig + (size_t)blockIdx.x * hop;
	for (int m = threadIdx.x; m < FRAME / 2; m += blockDim.x) {
		float sn, cs;
		sincospif(-(float)m / (float)(FRAME / 2), &sn, &cs);
		tw[m] = make_float2(cs, sn);
	}
	for (int i = threadIdx.x; i < FRAME; i += blockDim.x) {
		unsigned r = __brev((unsigned)i) >> (32 - FRAME_LOG2);
		buf[r] = make_float2(in[i] * window[i], 0.0f);
	}
	__syncthreads();
	for (int ns = 1; ns < FRAME; ns <<= 1) {
		int step = FRAME / (2 * ns);
		for (int t = threadIdx.x; t < FRAME / 2; t += blockDim.x) {
			int k = t & (ns - 1);
			int i0 = ((t - k) << 1) + k;
			int i1 = i0 + ns;
			float2 w = tw[k * step];
			float2 a = buf[i0], b = buf[i1];
			float2 p = make_float2(b.x * w.x - b.y * w.y, b.x * w.y + b.y * w.x);
			buf[i0] = make_float2(a.x + p.x, a.y + p.y);
			buf[i1] = make_float2(a.x - p.x, a.y - p.y);
		}
		__syncthreads();
	}
	float2 *out = spec + (size_t)blockIdx.x * FRAME;
	for (int i = threadIdx.x; i < FRAME; i += blockDim.x)
		out[i] = buf[i];
}

/* magnitude and phase of every bin */
__global__ void mag_phase(const float2 *__restrict__ spec, float *__restrict__ mag,
			  float *__restrict__ phase, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float2 z = spec[i];
	mag[i] = sqrtf(z.x * z.x + z.y * z.y);
	phase[i] = atan2f(z.y, z.x);
}

/* histogram of 20 log10 |X| in a block-private shared histogram, merged into
 * the global one at the end; grid-stride over the bins */
__global__ void hist_db(const float *__restrict__ mag, unsigned *__restrict__ hist, int n)
{
	__shared__ unsigned local[HIST_BINS];
	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		local[b] = 0;
	__syncthreads();
	int stride = gridDim.x * blockDim.x;
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
		atomicAdd(&local[db_bin(mag[i])], 1u);
	__syncthreads();
	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		if (local[b])
			atomicAdd(&hist[b], local[b]);
}

/* the largest magnitude and its first index, as (bits of the value, ~index)
 * packed into 64 bits: a grid-stride scan, a warp and a block reduction,
 * and one atomicMax a block */
__global__ void peak_argmax(const float *__restrict__ mag, int n, unsigned long long *best)
{
	__shared__ unsigned long long warp_best[32];
	unsigned long long key = 0ull;
	int stride = gridDim.x * blockDim.x;
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		unsigned long long k = ((unsigned long long)__float_as_uint(mag[i]) << 32) |
				       (unsigned long long)(0xffffffffu - (unsigned)i);
		key = k > key ? k : key;
	}
	for (int off = 16; off > 0; off >>= 1) {
		unsigned long long o = __shfl_down_sync(0xffffffffu, key, off);
		key = o > key ? o : key;
	}
	int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
	if (lane == 0)
		warp_best[warp] = key;
	__syncthreads();
	if (warp == 0) {
		key = lane < (int)(blockDim.x >> 5) ? warp_best[lane] : 0ull;
		for (int off = 16; off > 0; off >>= 1) {
			unsigned long long o = __shfl_down_sync(0xffffffffu, key, off);
			key = o > key ? o : key;
		}
		if (lane == 0)
			atomicMax(best, key);
	}
}

/* out[c][r] = in[r][c], a thread an element */
__global__ void transpose_naive(const float *__restrict__ in, float *__restrict__ out, int rows,
				int cols)
{
	int c = blockIdx.x * blockDim.x + threadIdx.x;
	int r = blockIdx.y * blockDim.y + threadIdx.y;
	if (r < rows && c < cols)
		out[(size_t)c * rows + r] = in[(size_t)r * cols + c];
}

/* the same through a padded TILE x TILE shared tile; blockDim.x == TILE,
 * each thread moving TILE / blockDim.y elements */
__global__ void transpose_tiled(const float *__restrict__ in, float *__restrict__ out, int rows,
				int cols)
{
	__shared__ float tile[TILE][TILE + 1];
	int c0 = blockIdx.x * TILE, r0 = blockIdx.y * TILE;
	for (int dy = threadIdx.y; dy < TILE; dy += blockDim.y) {
		int r = r0 + dy, c = c0 + threadIdx.x;
		if (r < rows && c < cols)
			tile[dy][threadIdx.x] = in[(size_t)r * cols + c];
	}
	__syncthreads();
	for (int dy = threadIdx.y; dy < TILE; dy += blockDim.y) {
		int c = c0 + dy, r = r0 + threadIdx.x;
		if (r < rows && c < cols)
			out[(size_t)c * rows + r] = tile[threadIdx.x][dy];
	}
}

/* ---- device: PDE ---------------------------------------------------------- */

/* one Jacobi step of -lap u = f on the interior of an nx x ny grid, the
 * boundary left alone; neighbours read from global memory */
__global__ void jacobi_global(const float *__restrict__ u, const float *__restrict__ f,
			      float *__restrict__ unew, int nx, int ny, float h2)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
		return;
	size_t i = (size_t)y * nx + x;
	unew[i] = 0.25f * ((u[i - 1] + u[i + 1]) + (u[i - nx] + u[i + nx]) + h2 * f[i]);
}

/* the same step, a block staging its tile and a one-point halo in shared
 * memory first */
__global__ void jacobi_tiled(const float *__restrict__ u, const float *__restrict__ f,
			     float *__restrict__ unew, int nx, int ny, float h2)
{
	extern __shared__ float s[];		/* (blockDim.x + 2) x (blockDim.y + 2) */
	int pw = blockDim.x + 2, ph = blockDim.y + 2;
	int x0 = blockIdx.x * blockDim.x - 1, y0 = blockIdx.y * blockDim.y - 1;
	for (int t = threadIdx.y * blockDim.x + threadIdx.x; t < pw * ph;
	     t += blockDim.x * blockDim.y) {
		int gx = x0 + t % pw, gy = y0 + t / pw;
		s[t] = (gx >= 0 && gx < nx && gy >= 0 && gy < ny) ? u[(size_t)gy * nx + gx] : 0.0f;
	}
	__syncthreads();
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
		return;
	int c = (threadIdx.y + 1) * pw + threadIdx.x + 1;
	size_t i = (size_t)y * nx + x;
	unew[i] = 0.25f * ((s[c - 1] + s[c + 1]) + (s[c - pw] + s[c + pw]) + h2 * f[i]);
}

/* one explicit step of the heat equation, 7-point Laplacian, on the interior
 * of an nx x ny x nz volume: a block an xy tile marching up z, the points
 * below and above in registers and the current plane with its halo in
 * shared memory */
__global__ void heat7_zmarch(const float *__restrict__ in, float *__restrict__ out, int nx, int ny,
			     int nz, float alpha)
{
	extern __shared__ float plane[];	/* (blockDim.x + 2) x (blockDim.y + 2) */
	int pw = blockDim.x + 2, ph = blockDim.y + 2;
	int x0 = blockIdx.x * blockDim.x - 1, y0 = blockIdx.y * blockDim.y - 1;
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	bool valid = x < nx && y < ny;
	bool inside = x >= 1 && y >= 1 && x < nx - 1 && y < ny - 1;
	size_t slab = (size_t)nx * ny;
	size_t idx = (size_t)y * nx + x;
	int c = (threadIdx.y + 1) * pw + threadIdx.x + 1;
	float below = 0.0f, cur = 0.0f, above = 0.0f;
	if (valid) {
		below = in[idx];
		cur = in[slab + idx];
	}
	for (int z = 1; z < nz - 1; z++) {
		if (valid)
			above = in[(size_t)(z + 1) * slab + idx];
		const float *pz = in + (size_t)z * slab;
		for (int t = threadIdx.y * blockDim.x + threadIdx.x; t < pw * ph;
		     t += blockDim.x * blockDim.y) {
			int gx = x0 + t % pw, gy = y0 + t / pw;
			plane[t] = (gx >= 0 && gx < nx && gy >= 0 && gy < ny) ?
					   pz[(size_t)gy * nx + gx] : 0.0f;
		}
		__syncthreads();
		if (inside) {
			float lap = (plane[c - 1] + plane[c + 1]) + (plane[c - pw] + plane[c + pw]) +
				    (below + above) - 6.0f * cur;
			out[(size_t)z * slab + idx] = cur + alpha * lap;
		}
		__syncthreads();
		below = cur;
		cur = above;
	}
}

/* ---- device: beamforming -------------------------------------------------- */

/* y = W x, W rows x cols row-major, a thread a row */
__global__ void matvec_row_thread(const float *__restrict__ w, const float *__restrict__ x,
				  float *__restrict__ y, int rows, int cols)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	if (r >= rows)
		return;
	const float *row = w + (size_t)r * cols;
	float acc = 0.0f;
	for (int c = 0; c < cols; c++)
		acc += row[c] * x[c];
	y[r] = acc;
}

/* y = W x, W stored column-major, a thread a row */
__global__ void matvec_col_thread(const float *__restrict__ w, const float *__restrict__ x,
				  float *__restrict__ y, int rows, int cols)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	if (r >= rows)
		return;
	float acc = 0.0f;
	for (int c = 0; c < cols; c++)
		acc += w[(size_t)c * rows + r] * x[c];
	y[r] = acc;
}

/* y = W x, W row-major, a warp a row, the partial sums combined by shuffles */
__global__ void matvec_row_warp(const float *__restrict__ w, const float *__restrict__ x,
				float *__restrict__ y, int rows, int cols)
{
	int lane = threadIdx.x & 31;
	int r = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
	if (r >= rows)
		return;
	const float *row = w + (size_t)r * cols;
	float acc = 0.0f;
	for (int c = lane; c < cols; c += 32)
		acc += row[c] * x[c];
	for (int off = 16; off > 0; off >>= 1)
		acc += __shfl_down_sync(0xffffffffu, acc, off);
	if (lane == 0)
		y[r] = acc;
}

/* ---- host: data ----------------------------------------------------------- */

static unsigned mix32(unsigned x)
{
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return x;
}

/* a reproducible uniform in [0, 1) for item i of stream `stream` */
static float unit(unsigned i, unsigned stream)
{
	return (float)(mix32(i * 0x9e3779b9u ^ mix32(stream * 0x85ebca6bu + 0x165667b1u)) >> 8) *
	       (1.0f / 16777216.0f);
}

/* a Hamming-windowed sinc low-pass of `ntaps` taps, cutoff fc cycles a
 * sample, unit gain at DC */
static void lowpass(float *h, int ntaps, double fc)
{
	double sum = 0.0, mid = 0.5 * (ntaps - 1);
	for (int k = 0; k < ntaps; k++) {
		double t = k - mid;
		double s = t == 0.0 ? 2.0 * fc : sin(2.0 * M_PI * fc * t) / (M_PI * t);
		double w = 0.54 - 0.46 * cos(2.0 * M_PI * k / (ntaps - 1));
		h[k] = (float)(s * w);
		sum += h[k];
	}
	for (int k = 0; k < ntaps; k++)
		h[k] = (float)(h[k] / sum);
}

static void *dev_alloc(size_t bytes)
{
	void *d;
	check(cudaMalloc(&d, bytes), "cudaMalloc");
	return d;
}

static void *to_device(const void *h, size_t bytes)
{
	void *d = dev_alloc(bytes);
	check(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
	return d;
}

/* ---- host: timing --------------------------------------------------------- */

static cudaEvent_t ev_start, ev_stop;
static float elapsed[REPEATS];

static void settle(const char *kernel)
{
	check(cudaGetLastError(), kernel);
	check(cudaDeviceSynchronize(), kernel);
}

static void tic(void)
{
	check(cudaEventRecord(ev_start), "cudaEventRecord");
}

static void toc(int r, const char *kernel, dim3 grid, dim3 block)
{
	check(cudaEventRecord(ev_stop), "cudaEventRecord");
	check(cudaEventSynchronize(ev_stop), kernel);
	check(cudaGetLastError(), kernel);
	check(cudaEventElapsedTime(&elapsed[r], ev_start, ev_stop), "cudaEventElapsedTime");
	if (r == REPEATS - 1) {
		std::sort(elapsed, elapsed + REPEATS);
		printf("%s,%ux%ux%u,%ux%ux%u,%.4f\n", kernel, grid.x, grid.y, grid.z, block.x, block.y,
		       block.z, elapsed[REPEATS / 2]);
	}
}

/* ---- host: checks --------------------------------------------------------- */

static int failures;

static void expect(const char *kernel, const char *what, double got, double want, double tol)
{
	if (!(fabs(got - want) <= tol * std::max(1.0, fabs(want)))) {
		fprintf(stderr, "signal_ops: %s: %s is %g, expected %g\n", kernel, what, got, want);
		failures++;
	}
}

static void expect_below(const char *kernel, const char *what, double got, double limit)
{
	if (!(got <= limit)) {
		fprintf(stderr, "signal_ops: %s: %s is %g, expected at most %g\n", kernel, what, got,
			limit);
		failures++;
	}
}

static float fetch(const float *d, size_t i)
{
	float v;
	check(cudaMemcpy(&v, d + i, sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy");
	return v;
}

static float2 fetch2(const float2 *d, size_t i)
{
	float2 v;
	check(cudaMemcpy(&v, d + i, sizeof(float2), cudaMemcpyDeviceToHost), "cudaMemcpy");
	return v;
}

/* residual norm of -lap u = f over the interior, squared */
static double poisson_residual2(const float *u, const float *f, int nx, int ny, double h2)
{
	double sum = 0.0;
	for (int y = 1; y < ny - 1; y++)
		for (int x = 1; x < nx - 1; x++) {
			size_t i = (size_t)y * nx + x;
			double lap = ((double)u[i - 1] + u[i + 1] + u[i - nx] + u[i + nx] - 4.0 * u[i]) / h2;
			double r = f[i] + lap;
			sum += r * r;
		}
	return sum;
}

/* ---- main ----------------------------------------------------------------- */

int main(int argc, char **argv)
{
	int N = argc > 1 ? atoi(argv[1]) : 1 << 25;
	int F = argc > 2 ? atoi(argv[2]) : 16384;
	int G = argc > 3 ? atoi(argv[3]) : 4096;
	int V = argc > 4 ? atoi(argv[4]) : 256;
	if (N < (1 << 20) || N > (1 << 27) || N % 4096 || F < 32 || F > 65536 || F % 32 ||
	    (long)(F - 1) * HOP + FRAME > N || G < 64 || G > 16384 || G % 32 || V < 32 ||
	    V > 512 || V % 32) {
		fprintf(stderr, "usage: signal_ops [SAMPLES] [FRAMES] [GRID] [VOLUME]: samples a "
				"multiple of 4096 in 2^20..2^27, frames a multiple of 32 in 32..65536 "
				"with (frames - 1) * %d + %d <= samples, grid a multiple of 32 in "
				"64..16384, volume a multiple of 32 in 32..512\n",
			HOP, FRAME);
		return 2;
	}

	int nd = N / DECIM;				/* decimated samples */
	int nspec = F * FRAME;				/* bins of the spectrogram */
	size_t npix = (size_t)G * G;			/* points of the Poisson grid */
	size_t nvox = (size_t)V * V * V;		/* points of the volume */
	size_t nfft = (size_t)FFT_CHANNELS * FFT_LEN;	/* points of the multichannel FFT */

	check(cudaEventCreate(&ev_start), "cudaEventCreate");
	check(cudaEventCreate(&ev_stop), "cudaEventCreate");

	/* the signal: two tones and white noise */
	float *h_x = (float *)malloc((size_t)N * sizeof(float));
	for (int i = 0; i < N; i++) {
		double p1 = fmod(0.0123 * i, 1.0), p2 = fmod(0.173 * i, 1.0);
		h_x[i] = (float)(0.8 * sin(2.0 * M_PI * p1) + 0.5 * sin(2.0 * M_PI * p2 + 0.3) +
				 0.3 * (2.0 * unit((unsigned)i, 1) - 1.0));
	}
	float h_taps[NTAPS], h_dec[DTAPS];
	lowpass(h_taps, NTAPS, 0.1);
	lowpass(h_dec, DTAPS, 0.11);
	check(cudaMemcpyToSymbol(c_taps, h_taps, sizeof(h_taps)), "cudaMemcpyToSymbol");
	check(cudaMemcpyToSymbol(c_dec, h_dec, sizeof(h_dec)), "cudaMemcpyToSymbol");
	float *x = (float *)to_device(h_x, (size_t)N * sizeof(float));
	float *taps = (float *)to_device(h_taps, sizeof(h_taps));
	float *y_naive = (float *)dev_alloc((size_t)N * sizeof(float));
	float *y_tiled = (float *)dev_alloc((size_t)N * sizeof(float));
	float *dec = (float *)dev_alloc((size_t)nd * sizeof(float));

	/* two spectra for the cross-spectrum, both layouts */
	float2 *h_a = (float2 *)malloc((size_t)nspec * sizeof(float2));
	float2 *h_b = (float2 *)malloc((size_t)nspec * sizeof(float2));
	float *h_split = (float *)malloc((size_t)nspec * sizeof(float));
	for (int i = 0; i < nspec; i++) {
		h_a[i] = make_float2(2.0f * unit((unsigned)i, 2) - 1.0f, 2.0f * unit((unsigned)i, 3) - 1.0f);
		h_b[i] = make_float2(2.0f * unit((unsigned)i, 4) - 1.0f, 2.0f * unit((unsigned)i, 5) - 1.0f);
	}
	float2 *sa = (float2 *)to_device(h_a, (size_t)nspec * sizeof(float2));
	float2 *sb = (float2 *)to_device(h_b, (size_t)nspec * sizeof(float2));
	float2 *sacc = (float2 *)dev_alloc((size_t)nspec * sizeof(float2));
	float *split[4];
	for (int part = 0; part < 4; part++) {
		const float2 *src = part < 2 ? h_a : h_b;
		for (int i = 0; i < nspec; i++)
			h_split[i] = (part & 1) ? src[i].y : src[i].x;
		split[part] = (float *)to_device(h_split, (size_t)nspec * sizeof(float));
	}
	free(h_split);
	float *acc_re = (float *)dev_alloc((size_t)nspec * sizeof(float));
	float *acc_im = (float *)dev_alloc((size_t)nspec * sizeof(float));
	check(cudaMemset(sacc, 0, (size_t)nspec * sizeof(float2)), "cudaMemset");
	check(cudaMemset(acc_re, 0, (size_t)nspec * sizeof(float)), "cudaMemset");
	check(cudaMemset(acc_im, 0, (size_t)nspec * sizeof(float)), "cudaMemset");

	/* the multichannel FFT input: channel c holds a unit complex tone at bin
	 * tone[c] and a quarter-amplitude one at bin echo[c] */
	int tone[FFT_CHANNELS], echo[FFT_CHANNELS];
	float2 *h_fft = (float2 *)malloc(nfft * sizeof(float2));
	for (int c = 0; c < FFT_CHANNELS; c++) {
		tone[c] = (37 + 15361 * c) % FFT_LEN;
		echo[c] = (tone[c] + 4099 + 311 * c) % FFT_LEN;
		for (int i = 0; i < FFT_LEN; i++) {
			double p1 = 2.0 * M_PI * (double)(((long long)tone[c] * i) % FFT_LEN) / FFT_LEN;
			double p2 = 2.0 * M_PI * (double)(((long long)echo[c] * i) % FFT_LEN) / FFT_LEN;
			h_fft[(size_t)c * FFT_LEN + i] = make_float2((float)(cos(p1) + 0.25 * cos(p2)),
								     (float)(sin(p1) + 0.25 * sin(p2)));
		}
	}
	float2 *fft_buf[2];
	fft_buf[0] = (float2 *)to_device(h_fft, nfft * sizeof(float2));
	fft_buf[1] = (float2 *)dev_alloc(nfft * sizeof(float2));

	/* spectrogram of the filtered signal */
	float h_win[FRAME];
	for (int i = 0; i < FRAME; i++)
		h_win[i] = (float)(0.5 - 0.5 * cos(2.0 * M_PI * i / FRAME));
	float *window = (float *)to_device(h_win, sizeof(h_win));
	float2 *spec = (float2 *)dev_alloc((size_t)nspec * sizeof(float2));
	float *mag = (float *)dev_alloc((size_t)nspec * sizeof(float));
	float *phase = (float *)dev_alloc((size_t)nspec * sizeof(float));
	float *mag_t = (float *)dev_alloc((size_t)nspec * sizeof(float));
	float *mag_t2 = (float *)dev_alloc((size_t)nspec * sizeof(float));
	unsigned *hist = (unsigned *)dev_alloc(HIST_BINS * sizeof(unsigned));
	unsigned long long *peak = (unsigned long long *)dev_alloc(sizeof(unsigned long long));

	/* Poisson grid: a rough first guess inside, zero on the boundary, unit
	 * source, spacing 1 / (G - 1) */
	double h = 1.0 / (G - 1);
	float h2 = (float)(h * h);
	float *h_u = (float *)malloc(npix * sizeof(float));
	float *h_f = (float *)malloc(npix * sizeof(float));
	for (int yy = 0; yy < G; yy++)
		for (int xx = 0; xx < G; xx++) {
			size_t i = (size_t)yy * G + xx;
			bool edge = xx == 0 || yy == 0 || xx == G - 1 || yy == G - 1;
			h_u[i] = edge ? 0.0f : unit((unsigned)i, 6);
			h_f[i] = 1.0f;
		}
	float *u = (float *)to_device(h_u, npix * sizeof(float));
	float *fsrc = (float *)to_device(h_f, npix * sizeof(float));
	float *unew = (float *)to_device(h_u, npix * sizeof(float));
	float *unew2 = (float *)to_device(h_u, npix * sizeof(float));

	/* heat volume: a random temperature field, the step writes a copy */
	float *h_vol = (float *)malloc(nvox * sizeof(float));
	for (size_t i = 0; i < nvox; i++)
		h_vol[i] = unit((unsigned)i, 7);
	float *vol = (float *)to_device(h_vol, nvox * sizeof(float));
	float *vol_out = (float *)to_device(h_vol, nvox * sizeof(float));

	/* beamformer weights, row-major and column-major, and the sensor vector */
	float *h_w = (float *)malloc((size_t)MV_ROWS * MV_COLS * sizeof(float));
	float *h_wc = (float *)malloc((size_t)MV_ROWS * MV_COLS * sizeof(float));
	float h_sv[MV_COLS];
	for (int r = 0; r < MV_ROWS; r++)
		for (int c = 0; c < MV_COLS; c++) {
			float v = 2.0f * unit((unsigned)(r * MV_COLS + c), 8) - 1.0f;
			h_w[(size_t)r * MV_COLS + c] = v;
			h_wc[(size_t)c * MV_ROWS + r] = v;
		}
	for (int c = 0; c < MV_COLS; c++)
		h_sv[c] = 2.0f * unit((unsigned)c, 9) - 1.0f;
	float *wrow = (float *)to_device(h_w, (size_t)MV_ROWS * MV_COLS * sizeof(float));
	float *wcol = (float *)to_device(h_wc, (size_t)MV_ROWS * MV_COLS * sizeof(float));
	free(h_wc);
	float *sv = (float *)to_device(h_sv, sizeof(h_sv));
	float *beam[3];
	for (int k = 0; k < 3; k++)
		beam[k] = (float *)dev_alloc(MV_ROWS * sizeof(float));

	int fir_sizes[] = { 128, 256 };
	int nfir_sizes = (int)(sizeof(fir_sizes) / sizeof(fir_sizes[0]));
	int tile_sizes[] = { 128, 256, 512 };
	int ntile_sizes = (int)(sizeof(tile_sizes) / sizeof(tile_sizes[0]));
	int map_sizes[] = { 256, 512 };
	int nmap_sizes = (int)(sizeof(map_sizes) / sizeof(map_sizes[0]));
	int warp_sizes[] = { 128, 256 };
	int nwarp_sizes = (int)(sizeof(warp_sizes) / sizeof(warp_sizes[0]));
	dim3 grid_shapes[] = { dim3(32, 8), dim3(16, 16) };
	int ngrid_shapes = (int)(sizeof(grid_shapes) / sizeof(grid_shapes[0]));
	dim3 heat_shapes[] = { dim3(32, 8), dim3(64, 4) };
	int nheat_shapes = (int)(sizeof(heat_shapes) / sizeof(heat_shapes[0]));
	dim3 tr_shapes[] = { dim3(TILE, 8), dim3(TILE, 32) };
	int ntr_shapes = (int)(sizeof(tr_shapes) / sizeof(tr_shapes[0]));

	printf("kernel,grid,block,median_ms\n");

	/* low-pass FIR */
	for (int j = 0; j < nfir_sizes; j++) {
		int bs = fir_sizes[j];
		int blocks = ceil_div(N, bs);
		fir_naive<<<blocks, bs>>>(x, taps, y_naive, N);
		settle("fir_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			fir_naive<<<blocks, bs>>>(x, taps, y_naive, N);
			toc(r, "fir_naive", dim3(blocks), dim3(bs));
		}
	}
	for (int j = 0; j < ntile_sizes; j++) {
		int bs = tile_sizes[j];
		int blocks = ceil_div(N, bs);
		size_t smem = (bs + NTAPS - 1) * sizeof(float);
		fir_tiled<<<blocks, bs, smem>>>(x, y_tiled, N);
		settle("fir_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			fir_tiled<<<blocks, bs, smem>>>(x, y_tiled, N);
			toc(r, "fir_tiled", dim3(blocks), dim3(bs));
		}
	}
	{
		int probe[] = { 0, 1, 62, 63, 64, 1000003 % N, N / 2 + 17, N - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			int i = probe[a];
			double want = 0.0;
			for (int k = 0; k < NTAPS && k <= i; k++)
				want += (double)h_taps[k] * h_x[i - k];
			char what[48];
			snprintf(what, sizeof(what), "output %d", i);
			expect("fir_naive", what, fetch(y_naive, i), want, 1e-4);
			expect("fir_tiled", what, fetch(y_tiled, i), want, 1e-4);
		}
	}

	/* decimation of the filtered signal */
	{
		int bs = 256;
		int blocks = ceil_div(nd, bs);
		decimate4<<<blocks, bs>>>(y_tiled, dec, nd);
		settle("decimate4");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			decimate4<<<blocks, bs>>>(y_tiled, dec, nd);
			toc(r, "decimate4", dim3(blocks), dim3(bs));
		}
		int probe[] = { 0, 1, 3, 4, nd / 2 + 1, nd - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			int jd = probe[a];
			double want = 0.0;
			for (int k = 0; k < DTAPS && k <= DECIM * jd; k++)
				want += (double)h_dec[k] * fetch(y_tiled, (size_t)DECIM * jd - k);
			char what[48];
			snprintf(what, sizeof(what), "output %d", jd);
			expect("decimate4", what, fetch(dec, jd), want, 1e-5);
		}
	}
	free(h_x);

	/* cross-spectrum accumulation; every launch adds the product once more */
	int cmac_launches = 0, split_launches = 0;
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		int blocks = ceil_div(nspec, bs);
		cmac_interleaved<<<blocks, bs>>>(sa, sb, sacc, nspec);
		settle("cmac_interleaved");
		cmac_launches++;
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cmac_interleaved<<<blocks, bs>>>(sa, sb, sacc, nspec);
			toc(r, "cmac_interleaved", dim3(blocks), dim3(bs));
			cmac_launches++;
		}
	}
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		int blocks = ceil_div(nspec, bs);
		cmac_split<<<blocks, bs>>>(split[0], split[1], split[2], split[3], acc_re, acc_im, nspec);
		settle("cmac_split");
		split_launches++;
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cmac_split<<<blocks, bs>>>(split[0], split[1], split[2], split[3], acc_re, acc_im,
						   nspec);
			toc(r, "cmac_split", dim3(blocks), dim3(bs));
			split_launches++;
		}
	}
	{
		int probe[] = { 0, 1, nspec / 3, nspec / 2 + 5, nspec - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			int i = probe[a];
			double re = (double)h_a[i].x * h_b[i].x + (double)h_a[i].y * h_b[i].y;
			double im = (double)h_a[i].y * h_b[i].x - (double)h_a[i].x * h_b[i].y;
			float2 got = fetch2(sacc, i);
			char what[48];
			snprintf(what, sizeof(what), "real part of bin %d", i);
			expect("cmac_interleaved", what, got.x, cmac_launches * re, 1e-4);
			expect("cmac_split", what, fetch(acc_re, i), split_launches * re, 1e-4);
			snprintf(what, sizeof(what), "imaginary part of bin %d", i);
			expect("cmac_interleaved", what, got.y, cmac_launches * im, 1e-4);
			expect("cmac_split", what, fetch(acc_im, i), split_launches * im, 1e-4);
		}
	}
	free(h_a);
	free(h_b);

	/* multichannel FFT, a launch a stage, ping-ponging between the buffers */
	for (int s = 0; s < FFT_LOG2; s++) {
		int ns = 1 << s;
		dim3 block, grid;
		if (ns < FFT_BLOCK) {
			block = dim3(ns, FFT_BLOCK / ns);
			grid = dim3(1, FFT_LEN / (2 * FFT_BLOCK), FFT_CHANNELS);
		} else {
			block = dim3(FFT_BLOCK, 1);
			grid = dim3(ns / FFT_BLOCK, FFT_LEN / (2 * ns), FFT_CHANNELS);
		}
		const float2 *src = fft_buf[s & 1];
		float2 *dst = fft_buf[(s + 1) & 1];
		fft_radix2_stage<<<grid, block>>>(src, dst, FFT_LEN, ns);
		settle("fft_radix2_stage");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			fft_radix2_stage<<<grid, block>>>(src, dst, FFT_LEN, ns);
			toc(r, "fft_radix2_stage", grid, block);
		}
	}
	{
		check(cudaMemcpy(h_fft, fft_buf[FFT_LOG2 & 1], nfft * sizeof(float2),
				 cudaMemcpyDeviceToHost),
		      "cudaMemcpy");
		for (int c = 0; c < FFT_CHANNELS; c++) {
			const float2 *X = h_fft + (size_t)c * FFT_LEN;
			int arg = 0;
			double top = -1.0, leak = 0.0;
			for (int k = 0; k < FFT_LEN; k++) {
				double m = hypot((double)X[k].x, (double)X[k].y);
				if (m > top) {
					top = m;
					arg = k;
				}
				if (k != tone[c] && k != echo[c])
					leak = std::max(leak, m);
			}
			char what[64];
			snprintf(what, sizeof(what), "peak bin of channel %d", c);
			expect("fft_radix2_stage", what, arg, tone[c], 0.0);
			snprintf(what, sizeof(what), "peak of channel %d", c);
			expect("fft_radix2_stage", what, X[tone[c]].x, FFT_LEN, 1e-3);
			snprintf(what, sizeof(what), "echo of channel %d", c);
			expect("fft_radix2_stage", what,
			       hypot((double)X[echo[c]].x, (double)X[echo[c]].y), 0.25 * FFT_LEN, 1e-3);
			snprintf(what, sizeof(what), "largest other bin of channel %d", c);
			expect_below("fft_radix2_stage", what, leak, 1e-3 * FFT_LEN);
		}
	}
	free(h_fft);

	/* spectrogram */
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		stft_frames<<<F, bs>>>(y_tiled, window, spec, HOP);
		settle("stft_frames");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			stft_frames<<<F, bs>>>(y_tiled, window, spec, HOP);
			toc(r, "stft_frames", dim3(F), dim3(bs));
		}
	}
	{
		int frames[] = { 0, F / 2 + 1, F - 1 };
		int bins[] = { 0, 3, 13, 177, 511, 512, 900, FRAME - 1 };
		float seg[FRAME];
		for (int a = 0; a < (int)(sizeof(frames) / sizeof(frames[0])); a++) {
			int fr = frames[a];
			check(cudaMemcpy(seg, y_tiled + (size_t)fr * HOP, sizeof(seg),
					 cudaMemcpyDeviceToHost),
			      "cudaMemcpy");
			double norm = 0.0;
			for (int i = 0; i < FRAME; i++)
				norm += (double)h_win[i] * seg[i] * h_win[i] * seg[i];
			norm = std::max(sqrt(norm), 1e-6);
			for (int b = 0; b < (int)(sizeof(bins) / sizeof(bins[0])); b++) {
				int f = bins[b];
				double re = 0.0, im = 0.0;
				for (int i = 0; i < FRAME; i++) {
					double ang = -2.0 * M_PI * (double)((f * i) % FRAME) / FRAME;
					double v = (double)h_win[i] * seg[i];
					re += v * cos(ang);
					im += v * sin(ang);
				}
				float2 got = fetch2(spec, (size_t)fr * FRAME + f);
				char what[64];
				snprintf(what, sizeof(what), "real part of frame %d bin %d", fr, f);
				expect("stft_frames", what, got.x / norm, re / norm, 1e-3);
				snprintf(what, sizeof(what), "imaginary part of frame %d bin %d", fr, f);
				expect("stft_frames", what, got.y / norm, im / norm, 1e-3);
			}
		}
	}

	/* magnitude and phase */
	{
		int bs = 256;
		int blocks = ceil_div(nspec, bs);
		mag_phase<<<blocks, bs>>>(spec, mag, phase, nspec);
		settle("mag_phase");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			mag_phase<<<blocks, bs>>>(spec, mag, phase, nspec);
			toc(r, "mag_phase", dim3(blocks), dim3(bs));
		}
		int probe[] = { 0, 5, FRAME + 13, nspec / 2 + 100, nspec - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			int i = probe[a];
			float2 z = fetch2(spec, i);
			char what[48];
			snprintf(what, sizeof(what), "magnitude of bin %d", i);
			expect("mag_phase", what, fetch(mag, i), hypot((double)z.x, (double)z.y), 1e-5);
			double dp = fetch(phase, i) - atan2((double)z.y, (double)z.x);
			dp = fabs(remainder(dp, 2.0 * M_PI));
			snprintf(what, sizeof(what), "phase error of bin %d", i);
			expect_below("mag_phase", what, dp, 1e-5);
		}
	}

	float *h_mag = (float *)malloc((size_t)nspec * sizeof(float));
	check(cudaMemcpy(h_mag, mag, (size_t)nspec * sizeof(float), cudaMemcpyDeviceToHost),
	      "cudaMemcpy");

	/* decibel histogram; cleared before every launch */
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		int blocks = ceil_div(nspec, bs * HIST_ITEMS);
		check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
		hist_db<<<blocks, bs>>>(mag, hist, nspec);
		settle("hist_db");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
			tic();
			hist_db<<<blocks, bs>>>(mag, hist, nspec);
			toc(r, "hist_db", dim3(blocks), dim3(bs));
		}
	}
	{
		unsigned got[HIST_BINS];
		long want[HIST_BINS] = { 0 };
		check(cudaMemcpy(got, hist, sizeof(got), cudaMemcpyDeviceToHost), "cudaMemcpy");
		for (int i = 0; i < nspec; i++)
			want[db_bin(h_mag[i])]++;
		double total = 0.0, diff = 0.0;
		for (int b = 0; b < HIST_BINS; b++) {
			total += got[b];
			diff += fabs((double)got[b] - (double)want[b]);
		}
		expect("hist_db", "total count", total, nspec, 0.0);
		expect_below("hist_db", "bin counts off the host's by", diff, 1e-4 * nspec + 16);
	}

	/* spectral peak; cleared before every launch */
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		int blocks = ceil_div(nspec, bs * HIST_ITEMS);
		check(cudaMemset(peak, 0, sizeof(unsigned long long)), "cudaMemset");
		peak_argmax<<<blocks, bs>>>(mag, nspec, peak);
		settle("peak_argmax");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(peak, 0, sizeof(unsigned long long)), "cudaMemset");
			tic();
			peak_argmax<<<blocks, bs>>>(mag, nspec, peak);
			toc(r, "peak_argmax", dim3(blocks), dim3(bs));
		}
	}
	{
		unsigned long long key;
		check(cudaMemcpy(&key, peak, sizeof(key), cudaMemcpyDeviceToHost), "cudaMemcpy");
		int arg = 0;
		for (int i = 1; i < nspec; i++)
			if (h_mag[i] > h_mag[arg])
				arg = i;
		unsigned idx = 0xffffffffu - (unsigned)(key & 0xffffffffull);
		unsigned bits = (unsigned)(key >> 32);
		float val;
		memcpy(&val, &bits, sizeof(val));
		expect("peak_argmax", "index of the peak", idx, arg, 0.0);
		expect("peak_argmax", "the peak", val, h_mag[arg], 0.0);
	}

	/* bin-major copy of the magnitude spectrogram (F rows of FRAME bins) */
	{
		dim3 block(32, 8);
		dim3 grid(ceil_div(FRAME, block.x), ceil_div(F, block.y));
		transpose_naive<<<grid, block>>>(mag, mag_t, F, FRAME);
		settle("transpose_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			transpose_naive<<<grid, block>>>(mag, mag_t, F, FRAME);
			toc(r, "transpose_naive", grid, block);
		}
	}
	for (int s = 0; s < ntr_shapes; s++) {
		dim3 block = tr_shapes[s];
		dim3 grid(ceil_div(FRAME, TILE), ceil_div(F, TILE));
		transpose_tiled<<<grid, block>>>(mag, mag_t2, F, FRAME);
		settle("transpose_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			transpose_tiled<<<grid, block>>>(mag, mag_t2, F, FRAME);
			toc(r, "transpose_tiled", grid, block);
		}
	}
	{
		int pr[] = { 0, 1, 31, 33 % F, F / 2 + 7, F - 1 };
		int pc[] = { 0, 1, 32, 511, 700, FRAME - 1 };
		for (int a = 0; a < (int)(sizeof(pr) / sizeof(pr[0])); a++)
			for (int b = 0; b < (int)(sizeof(pc) / sizeof(pc[0])); b++) {
				size_t src = (size_t)pr[a] * FRAME + pc[b];
				size_t dst = (size_t)pc[b] * F + pr[a];
				char what[64];
				snprintf(what, sizeof(what), "element (%d, %d)", pc[b], pr[a]);
				expect("transpose_naive", what, fetch(mag_t, dst), h_mag[src], 0.0);
				expect("transpose_tiled", what, fetch(mag_t2, dst), h_mag[src], 0.0);
			}
	}
	free(h_mag);

	/* Jacobi step of the Poisson problem */
	for (int s = 0; s < ngrid_shapes; s++) {
		dim3 block = grid_shapes[s];
		dim3 grid(ceil_div(G, block.x), ceil_div(G, block.y));
		jacobi_global<<<grid, block>>>(u, fsrc, unew, G, G, h2);
		settle("jacobi_global");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			jacobi_global<<<grid, block>>>(u, fsrc, unew, G, G, h2);
			toc(r, "jacobi_global", grid, block);
		}
	}
	for (int s = 0; s < ngrid_shapes; s++) {
		dim3 block = grid_shapes[s];
		dim3 grid(ceil_div(G, block.x), ceil_div(G, block.y));
		size_t smem = (block.x + 2) * (block.y + 2) * sizeof(float);
		jacobi_tiled<<<grid, block, smem>>>(u, fsrc, unew2, G, G, h2);
		settle("jacobi_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			jacobi_tiled<<<grid, block, smem>>>(u, fsrc, unew2, G, G, h2);
			toc(r, "jacobi_tiled", grid, block);
		}
	}
	{
		int px[] = { 1, 31, 32, G / 2 + 5, G - 2, 0, 7 };
		int py[] = { 1, 7, 8, G / 3, G - 2, 7, G - 1 };
		for (int a = 0; a < (int)(sizeof(px) / sizeof(px[0])); a++) {
			size_t i = (size_t)py[a] * G + px[a];
			bool edge = px[a] == 0 || py[a] == 0 || px[a] == G - 1 || py[a] == G - 1;
			double want = edge ? h_u[i] :
					     0.25 * ((double)h_u[i - 1] + h_u[i + 1] + h_u[i - G] +
						     h_u[i + G] + (double)h2 * h_f[i]);
			char what[48];
			snprintf(what, sizeof(what), "point (%d, %d)", px[a], py[a]);
			expect("jacobi_global", what, fetch(unew, i), want, 1e-5);
			expect("jacobi_tiled", what, fetch(unew2, i), want, 1e-5);
		}
		float *h_un = (float *)malloc(npix * sizeof(float));
		double r0 = poisson_residual2(h_u, h_f, G, G, (double)h2);
		const char *names[] = { "jacobi_global", "jacobi_tiled" };
		float *outs[] = { unew, unew2 };
		for (int k = 0; k < 2; k++) {
			check(cudaMemcpy(h_un, outs[k], npix * sizeof(float), cudaMemcpyDeviceToHost),
			      "cudaMemcpy");
			double r1 = poisson_residual2(h_un, h_f, G, G, (double)h2);
			expect_below(names[k], "residual ratio after one step", sqrt(r1 / r0), 0.99);
		}
		free(h_un);
	}
	free(h_u);
	free(h_f);

	/* heat-equation step */
	for (int s = 0; s < nheat_shapes; s++) {
		dim3 block = heat_shapes[s];
		dim3 grid(ceil_div(V, block.x), ceil_div(V, block.y));
		size_t smem = (block.x + 2) * (block.y + 2) * sizeof(float);
		heat7_zmarch<<<grid, block, smem>>>(vol, vol_out, V, V, V, HEAT_ALPHA);
		settle("heat7_zmarch");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			heat7_zmarch<<<grid, block, smem>>>(vol, vol_out, V, V, V, HEAT_ALPHA);
			toc(r, "heat7_zmarch", grid, block);
		}
	}
	{
		int px[] = { 1, 31, 32, std::min(63, V - 2), V / 2, V - 2, 0, 5 };
		int py[] = { 1, 8, 7, 4, V / 2 + 3, V - 2, 5, 5 };
		int pz[] = { 1, 5, 100 % (V - 2) + 1, V / 2, V / 3, V - 2, 5, 0 };
		size_t slab = (size_t)V * V;
		for (int a = 0; a < (int)(sizeof(px) / sizeof(px[0])); a++) {
			size_t i = (size_t)pz[a] * slab + (size_t)py[a] * V + px[a];
			bool edge = px[a] == 0 || py[a] == 0 || pz[a] == 0 || px[a] == V - 1 ||
				    py[a] == V - 1 || pz[a] == V - 1;
			double want = h_vol[i];
			if (!edge) {
				double lap = (double)h_vol[i - 1] + h_vol[i + 1] + h_vol[i - V] +
					     h_vol[i + V] + h_vol[i - slab] + h_vol[i + slab] -
					     6.0 * h_vol[i];
				want = h_vol[i] + (double)HEAT_ALPHA * lap;
			}
			char what[48];
			snprintf(what, sizeof(what), "point (%d, %d, %d)", px[a], py[a], pz[a]);
			expect("heat7_zmarch", what, fetch(vol_out, i), want, 1e-5);
		}
	}
	free(h_vol);

	/* beamformer */
	{
		int bs = 128;
		int blocks = ceil_div(MV_ROWS, bs);
		matvec_row_thread<<<blocks, bs>>>(wrow, sv, beam[0], MV_ROWS, MV_COLS);
		settle("matvec_row_thread");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			matvec_row_thread<<<blocks, bs>>>(wrow, sv, beam[0], MV_ROWS, MV_COLS);
			toc(r, "matvec_row_thread", dim3(blocks), dim3(bs));
		}
		matvec_col_thread<<<blocks, bs>>>(wcol, sv, beam[1], MV_ROWS, MV_COLS);
		settle("matvec_col_thread");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			matvec_col_thread<<<blocks, bs>>>(wcol, sv, beam[1], MV_ROWS, MV_COLS);
			toc(r, "matvec_col_thread", dim3(blocks), dim3(bs));
		}
	}
	for (int j = 0; j < nwarp_sizes; j++) {
		int bs = warp_sizes[j];
		int blocks = ceil_div(MV_ROWS, bs / 32);
		matvec_row_warp<<<blocks, bs>>>(wrow, sv, beam[2], MV_ROWS, MV_COLS);
		settle("matvec_row_warp");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			matvec_row_warp<<<blocks, bs>>>(wrow, sv, beam[2], MV_ROWS, MV_COLS);
			toc(r, "matvec_row_warp", dim3(blocks), dim3(bs));
		}
	}
	{
		int probe[] = { 0, 1, 777, MV_ROWS / 2, MV_ROWS - 1 };
		const char *names[] = { "matvec_row_thread", "matvec_col_thread", "matvec_row_warp" };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			int r = probe[a];
			double want = 0.0;
			for (int c = 0; c < MV_COLS; c++)
				want += (double)h_w[(size_t)r * MV_COLS + c] * h_sv[c];
			char what[48];
			snprintf(what, sizeof(what), "beam %d", r);
			for (int k = 0; k < 3; k++)
				expect(names[k], what, fetch(beam[k], r), want, 1e-4);
		}
	}
	free(h_w);

	cudaFree(x);
	cudaFree(taps);
	cudaFree(y_naive);
	cudaFree(y_tiled);
	cudaFree(dec);
	cudaFree(sa);
	cudaFree(sb);
	cudaFree(sacc);
	for (int part = 0; part < 4; part++)
		cudaFree(split[part]);
	cudaFree(acc_re);
	cudaFree(acc_im);
	cudaFree(fft_buf[0]);
	cudaFree(fft_buf[1]);
	cudaFree(window);
	cudaFree(spec);
	cudaFree(mag);
	cudaFree(phase);
	cudaFree(mag_t);
	cudaFree(mag_t2);
	cudaFree(hist);
	cudaFree(peak);
	cudaFree(u);
	cudaFree(fsrc);
	cudaFree(unew);
	cudaFree(unew2);
	cudaFree(vol);
	cudaFree(vol_out);
	cudaFree(wrow);
	cudaFree(wcol);
	cudaFree(sv);
	for (int k = 0; k < 3; k++)
		cudaFree(beam[k]);
	cudaEventDestroy(ev_start);
	cudaEventDestroy(ev_stop);
	if (failures) {
		fprintf(stderr, "signal_ops: %d wrong results\n", failures);
		return 1;
	}
	return 0;
}
