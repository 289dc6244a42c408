/*
 * finance_ops.cu - the GPU kernels of a small quantitative-finance and risk
 * code: Black-Scholes prices of a book of European options (the inputs as a
 * structure of arrays, and as an array of option records), Monte Carlo
 * pricing of one European call with a counter-based hash generator (the
 * payoffs summed through a shared-memory tree, and through warp shuffles),
 * American puts on a binomial tree (a block an option), daily log returns
 * of a price history, rolling-window mean and variance of the returns (a
 * thread walking each asset's series, and shared-memory tiles with a halo),
 * a time-major copy of the returns, the covariance matrix of the lookback
 * window (a thread an entry, and shared-memory tiles), a histogram of the
 * returns of the last quarter of the history (global atomics, and a
 * histogram private to each block), the portfolio value under a set of
 * scenarios (shocks stored scenario-major and asset-major), and a bitonic
 * sort of each asset's lookback returns for historical value-at-risk.  Sizes from the command line with defaults;
 * most kernels tried at several block sizes in a host loop; every launch
 * run once untimed and then timed with events; a few results checked on
 * the host.
 *
 * usage: finance_ops [OPTIONS] [ASSETS] [DAYS] [SCENARIOS]
 *                                        (default 4194304 1024 16384 32768)
 *   OPTIONS    options priced in closed form; the Monte Carlo runs
 *              OPTIONS / 4 threads of PATHS_PER_THREAD paths, the binomial
 *              tree prices OPTIONS / 1024 American puts
 *   ASSETS     assets of the price history and of the portfolio
 *   DAYS       daily returns an asset (the history has DAYS + 1 prices)
 *   SCENARIOS  scenarios of the portfolio revaluation
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <cuda_runtime.h>

#define REPEATS 21
#define PATHS_PER_THREAD 64		/* Monte Carlo paths a thread simulates (even) */
#define NSTEPS 1024			/* time steps of the binomial tree */
#define WINDOW 20			/* rolling window, trading days */
#define LOOKBACK 1024			/* days of the covariance and VaR window (power of two) */
#define TILE 32				/* transpose tile */
#define HIST_BINS 256
#define HIST_RANGE 0.1f			/* histogram covers returns in [-0.1, 0.1) */
#define HIST_ITEMS 16			/* returns a thread bins in the private histogram */
#define VAR_QUANTILE 0.01		/* one-day historical VaR at 99% */

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "finance_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

static int ceil_div(int a, int b)
{
	return (a + b - 1) / b;
}

/* one option of the book; the layout of the records the pricing service
 * hands over */
struct OptionRecord {
	float strike;
	float spot;
	float vol;
	float rate;
	float maturity;
};

/* ---- random numbers ------------------------------------------------------ */

/* a 32-bit integer hash with good avalanche; the generator is this hash of
 * a counter, so a path's numbers depend only on its index */
__host__ __device__ inline unsigned hash32(unsigned x)
{
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return x;
}

/* a uniform in (0, 1] from the top 24 bits of a hash (never 0, for logf) */
__host__ __device__ inline float hash_unit(unsigned h)
{
	return (float)((h >> 8) + 1u) * (1.0f / 16777216.0f);
}

/* ---- kernels: option pricing --------------------------------------------- */

__device__ inline float norm_cdf(float x)
{
	return 0.5f * erfcf(-x * 0.70710678f);
}

/* Black-Scholes call and put of a European option on a non-dividend stock */
__device__ inline void bs_price(float spot, float strike, float vol, float rate, float maturity,
				float *call, float *put)
{
	float vsqrt = vol * sqrtf(maturity);
	float d1 = (logf(spot / strike) + (rate + 0.5f * vol * vol) * maturity) / vsqrt;
	float d2 = d1 - vsqrt;
	float kdf = strike * expf(-rate * maturity);
	float n1 = norm_cdf(d1), n2 = norm_cdf(d2);
	*call = spot * n1 - kdf * n2;
	*put = kdf * (1.0f - n2) - spot * (1.0f - n1);
}

/* the book's prices, inputs and outputs as separate arrays; a thread an option */
__global__ void bs_soa(const float *__restrict__ spot, const float *__restrict__ strike,
		       const float *__restrict__ vol, const float *__restrict__ rate,
		       const float *__restrict__ maturity, float *__restrict__ call,
		       float *__restrict__ put, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float c, p;
	bs_price(spot[i], strike[i], vol[i], rate[i], maturity[i], &c, &p);
	call[i] = c;
	put[i] = p;
}

/* the same from the option records; the quote is (call, put) */
__global__ void bs_aos(const OptionRecord *__restrict__ book, float2 *__restrict__ quote, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	OptionRecord o = book[i];
	float c, p;
	bs_price(o.spot, o.strike, o.vol, o.rate, o.maturity, &c, &p);
	quote[i] = make_float2(c, p);
}

/* the summed call payoffs of one thread's PATHS_PER_THREAD paths of a
 * geometric Brownian motion sampled at expiry: S_T = S_0 exp(drift + vsqrt z),
 * z standard normal, two paths a Box-Muller pair */
__device__ inline float mc_thread_payoffs(float spot, float strike, float drift, float vsqrt,
					  unsigned seed, int tid)
{
	float sum = 0.0f;
	unsigned counter = (unsigned)tid * (PATHS_PER_THREAD / 2);
	for (int p = 0; p < PATHS_PER_THREAD / 2; p++) {
		unsigned h1 = hash32(counter + p + seed * 0x9e3779b9u);
		unsigned h2 = hash32(h1 ^ 0x5bd1e995u);
		float rad = sqrtf(-2.0f * logf(hash_unit(h1)));
		float sn, cs;
		sincospif(2.0f * hash_unit(h2), &sn, &cs);
		float st1 = spot * expf(drift + vsqrt * rad * cs);
		float st2 = spot * expf(drift + vsqrt * rad * sn);
		sum += fmaxf(st1 - strike, 0.0f) + fmaxf(st2 - strike, 0.0f);
	}
	return sum;
}

/* Monte Carlo European call: the threads' payoff sums reduced by a tree in
 * shared memory (blockDim.x floats, blockDim.x a power of two), one
 * atomicAdd a block into the undiscounted total */
__global__ void mc_call_blocksum(float spot, float strike, float drift, float vsqrt, unsigned seed,
				 int nthreads, float *total)
{
	extern __shared__ float part[];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;
	part[t] = gid < nthreads ? mc_thread_payoffs(spot, strike, drift, vsqrt, seed, gid) : 0.0f;
	__syncthreads();
	for (int s = blockDim.x / 2; s > 0; s >>= 1) {
		if (t < s)
			part[t] += part[t + s];
		__syncthreads();
	}
	if (t == 0)
		atomicAdd(total, part[0]);
}

/* the same pricing, the sums reduced within each warp by shuffles and one
 * atomicAdd a warp */
__global__ void mc_call_warpsum(float spot, float strike, float drift, float vsqrt, unsigned seed,
				int nthreads, float *total)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float v = gid < nthreads ? mc_thread_payoffs(spot, strike, drift, vsqrt, seed, gid) : 0.0f;
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_down_sync(0xffffffffu, v, o);
	if ((threadIdx.x & 31) == 0)
		atomicAdd(total, v);
}

/* American put on a Cox-Ross-Rubinstein tree of NSTEPS steps, a block an
 * option.  The option values of a level are held in shared memory (two
 * levels, ping-ponged) and the block steps back from expiry to today, one
 * __syncthreads a level; a node is worth the larger of holding (the
 * discounted expectation of its two successors) and exercising */
__global__ void binomial_american_put(const OptionRecord *__restrict__ book,
				      float *__restrict__ price)
{
	__shared__ float level[2][NSTEPS + 1];
	OptionRecord o = book[blockIdx.x];
	float dt = o.maturity / NSTEPS;
	float lnu = o.vol * sqrtf(dt);
	float u = expf(lnu), d = 1.0f / u;
	float growth = expf(o.rate * dt);
	float pu = (growth - d) / (u - d);
	float up_disc = pu / growth, down_disc = (1.0f - pu) / growth;
	float lns = logf(o.spot);

	for (int i = threadIdx.x; i <= NSTEPS; i += blockDim.x)
		level[0][i] = fmaxf(o.strike - expf(lns + (float)(2 * i - NSTEPS) * lnu), 0.0f);
	__syncthreads();
	int cur = 0;
	for (int j = NSTEPS - 1; j >= 0; j--) {
		for (int i = threadIdx.x; i <= j; i += blockDim.x) {
			float hold = up_disc * level[cur][i + 1] + down_disc * level[cur][i];
			float exercise = o.strike - expf(lns + (float)(2 * i - j) * lnu);
			level[cur ^ 1][i] = fmaxf(hold, exercise);
		}
		cur ^= 1;
		__syncthreads();
	}
	if (threadIdx.x == 0)
		price[blockIdx.x] = level[cur][0];
}

/* ---- kernels: time series ------------------------------------------------ */

/* r[a][t] = log(p[a][t + 1] / p[a][t]); prices are assets x (days + 1),
 * returns assets x days, both row-major; a thread a return */
__global__ void log_returns(const float *__restrict__ price, float *__restrict__ ret, int assets,
			    int days)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= assets * days)
		return;
	int a = i / days, t = i - a * days;
	const float *p = price + (size_t)a * (days + 1) + t;
	ret[i] = logf(p[1] / p[0]);
}

/* rolling mean and (population) variance of the last WINDOW returns, the
 * window truncated at the start of the series; a thread an asset, walking
 * its series with running sums and writing both values every day */
__global__ void rolling_walk(const float *__restrict__ ret, float *__restrict__ mean,
			     float *__restrict__ var, int assets, int days)
{
	int a = blockIdx.x * blockDim.x + threadIdx.x;
	if (a >= assets)
		return;
	size_t row = (size_t)a * days;
	float s = 0.0f, s2 = 0.0f;
	for (int t = 0; t < days; t++) {
		float x = ret[row + t];
		s += x;
		s2 += x * x;
		if (t >= WINDOW) {
			float y = ret[row + t - WINDOW];
			s -= y;
			s2 -= y * y;
		}
		float inv = 1.0f / (float)min(t + 1, WINDOW);
		float mu = s * inv;
		mean[row + t] = mu;
		var[row + t] = fmaxf(s2 * inv - mu * mu, 0.0f);
	}
}

/* the same statistics, a block a tile of blockDim.y assets by blockDim.x
 * days: the tile's returns and the WINDOW - 1 days before it are staged in
 * shared memory (blockDim.y rows of blockDim.x + WINDOW - 1 floats, zeros
 * before the first day), and each thread sums its window from there */
__global__ void rolling_tiled(const float *__restrict__ ret, float *__restrict__ mean,
			      float *__restrict__ var, int assets, int days)
{
	extern __shared__ float stage[];
	int width = blockDim.x + WINDOW - 1;
	int a = blockIdx.y * blockDim.y + threadIdx.y;
	int t0 = blockIdx.x * blockDim.x;
	float *row = stage + threadIdx.y * width;
	for (int k = threadIdx.x; k < width; k += blockDim.x) {
		int t = t0 - (WINDOW - 1) + k;
		row[k] = (a < assets && t >= 0 && t < days) ? ret[(size_t)a * days + t] : 0.0f;
	}
	__syncthreads();

	int t = t0 + threadIdx.x;
	if (a >= assets || t >= days)
		return;
	float s = 0.0f, s2 = 0.0f;
#pragma unroll
	for (int k = 0; k < WINDOW; k++) {
		float x = row[threadIdx.x + k];
		s += x;
		s2 += x * x;
	}
	float inv = 1.0f / (float)min(t + 1, WINDOW);
	float mu = s * inv;
	size_t c = (size_t)a * days + t;
	mean[c] = mu;
	var[c] = fmaxf(s2 * inv - mu * mu, 0.0f);
}

/* the returns transposed to time-major (days x assets) for the
 * cross-sectional work, through TILE x TILE tiles in shared memory (padded
 * a column against bank conflicts); blockDim.x = TILE, each thread moves
 * TILE / blockDim.y values; assets and days multiples of TILE */
__global__ void transpose_returns(const float *__restrict__ ret, float *__restrict__ ret_t,
				  int assets, int days)
{
	__shared__ float tile[TILE][TILE + 1];
	int t0 = blockIdx.x * TILE, a0 = blockIdx.y * TILE;
	for (int y = threadIdx.y; y < TILE; y += blockDim.y)
		tile[y][threadIdx.x] = ret[(size_t)(a0 + y) * days + t0 + threadIdx.x];
	__syncthreads();
	for (int y = threadIdx.y; y < TILE; y += blockDim.y)
		ret_t[(size_t)(t0 + y) * assets + a0 + threadIdx.x] = tile[threadIdx.x][y];
}

/* ---- kernels: risk ------------------------------------------------------- */

/* covariance of daily returns over a window of len days, the mean taken as
 * zero: C = X^T X / len, X the window's time-major returns (len x assets);
 * a thread an entry, looping over the days */
__global__ void cov_naive(const float *__restrict__ x, float *__restrict__ cov, int assets,
			  int len)
{
	int j = blockIdx.x * blockDim.x + threadIdx.x;
	int i = blockIdx.y * blockDim.y + threadIdx.y;
	if (i >= assets || j >= assets)
		return;
	float s = 0.0f;
	for (int t = 0; t < len; t++)
		s += x[(size_t)t * assets + i] * x[(size_t)t * assets + j];
	cov[(size_t)i * assets + j] = s / (float)len;
}

/* the same, a TS x TS block a TS x TS tile of C: the two TS-day slabs of
 * columns i and j are staged in shared memory each step; assets and len
 * multiples of TS */
template <int TS>
__global__ void cov_tiled(const float *__restrict__ x, float *__restrict__ cov, int assets, int len)
{
	__shared__ float xi[TS][TS];
	__shared__ float xj[TS][TS];
	int tx = threadIdx.x, ty = threadIdx.y;
	int i0 = blockIdx.y * TS, j0 = blockIdx.x * TS;
	float s = 0.0f;
	for (int t0 = 0; t0 < len; t0 += TS) {
		const float *slab = x + (size_t)(t0 + ty) * assets;
		xi[ty][tx] = slab[i0 + tx];
		xj[ty][tx] = slab[j0 + tx];
		__syncthreads();
#pragma unroll
		for (int k = 0; k < TS; k++)
			s += xi[k][ty] * xj[k][tx];
		__syncthreads();
	}
	cov[(size_t)(i0 + ty) * assets + j0 + tx] = s / (float)len;
}

/* the histogram bin of a return, out-of-range returns in the end bins */
__host__ __device__ inline int hist_bin(float r)
{
	int b = (int)floorf((r + HIST_RANGE) * (HIST_BINS / (2.0f * HIST_RANGE)));
	return b < 0 ? 0 : (b >= HIST_BINS ? HIST_BINS - 1 : b);
}

/* histogram of all returns, one global atomicAdd a return */
__global__ void hist_global(const float *__restrict__ ret, unsigned *hist, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		atomicAdd(&hist[hist_bin(ret[i])], 1u);
}

/* the same histogram, each block counting into its own copy in shared
 * memory over a grid-stride loop, then adding its non-zero bins to the
 * global one */
__global__ void hist_shared(const float *__restrict__ ret, unsigned *hist, int n)
{
	__shared__ unsigned local[HIST_BINS];
	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		local[b] = 0;
	__syncthreads();
	int stride = gridDim.x * blockDim.x;
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
		atomicAdd(&local[hist_bin(ret[i])], 1u);
	__syncthreads();
	for (int b = threadIdx.x; b < HIST_BINS; b += blockDim.x)
		if (local[b])
			atomicAdd(&hist[b], local[b]);
}

/* portfolio P&L under each scenario, value[s] = sum_a w[a] shock[s][a],
 * shocks stored scenario-major (a scenario's row contiguous); a thread a
 * scenario */
__global__ void portfolio_scenario_major(const float *__restrict__ shock,
					 const float *__restrict__ w, float *__restrict__ value,
					 int scenarios, int assets)
{
	int s = blockIdx.x * blockDim.x + threadIdx.x;
	if (s >= scenarios)
		return;
	const float *row = shock + (size_t)s * assets;
	float v = 0.0f;
	for (int a = 0; a < assets; a++)
		v += w[a] * row[a];
	value[s] = v;
}

/* the same with the shocks stored asset-major, shock[a][s] */
__global__ void portfolio_asset_major(const float *__restrict__ shock,
				      const float *__restrict__ w, float *__restrict__ value,
				      int scenarios, int assets)
{
	int s = blockIdx.x * blockDim.x + threadIdx.x;
	if (s >= scenarios)
		return;
	float v = 0.0f;
	for (int a = 0; a < assets; a++)
		v += w[a] * shock[(size_t)a * scenarios + s];
	value[s] = v;
}

/* each asset's last LOOKBACK returns sorted ascending, a block an asset: a
 * bitonic network in shared memory, one __syncthreads a stage, the threads
 * striding over the LOOKBACK / 2 compare-exchange pairs of a stage.  Entry
 * VAR_QUANTILE * LOOKBACK of a sorted row is the asset's historical VaR */
__global__ void bitonic_sort_rows(const float *__restrict__ ret, float *__restrict__ sorted,
				  int days)
{
	__shared__ float key[LOOKBACK];
	const float *src = ret + (size_t)blockIdx.x * days + (days - LOOKBACK);
	for (int i = threadIdx.x; i < LOOKBACK; i += blockDim.x)
		key[i] = src[i];
	__syncthreads();
	for (int k = 2; k <= LOOKBACK; k <<= 1) {
		for (int j = k >> 1; j > 0; j >>= 1) {
			for (int p = threadIdx.x; p < LOOKBACK / 2; p += blockDim.x) {
				int lo = 2 * p - (p & (j - 1));
				int hi = lo + j;
				float x = key[lo], y = key[hi];
				bool ascending = (lo & k) == 0;
				if ((x > y) == ascending) {
					key[lo] = y;
					key[hi] = x;
				}
			}
			__syncthreads();
		}
	}
	float *dst = sorted + (size_t)blockIdx.x * LOOKBACK;
	for (int i = threadIdx.x; i < LOOKBACK; i += blockDim.x)
		dst[i] = key[i];
}

/* ---- host: data ---------------------------------------------------------- */

/* a reproducible uniform in [0, 1) for item i of stream `stream` */
static float unit(unsigned i, unsigned stream)
{
	return (float)(hash32(i * 2654435761u + hash32(stream + 0x632be5abu)) >> 8) *
	       (1.0f / 16777216.0f);
}

/* an approximately standard normal: the centred sum of four uniforms */
static float gauss(unsigned i, unsigned stream)
{
	float s = unit(i, stream) + unit(i, stream + 1) + unit(i, stream + 2) + unit(i, stream + 3);
	return (s - 2.0f) * 1.7320508f;
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

static double bs_call_ref(double s, double k, double v, double r, double t)
{
	double vs = v * sqrt(t);
	double d1 = (log(s / k) + (r + 0.5 * v * v) * t) / vs;
	double d2 = d1 - vs;
	return s * 0.5 * erfc(-d1 / sqrt(2.0)) - k * exp(-r * t) * 0.5 * erfc(-d2 / sqrt(2.0));
}

static double bs_put_ref(double s, double k, double v, double r, double t)
{
	return bs_call_ref(s, k, v, r, t) - s + k * exp(-r * t);
}

/* the binomial American put of an option, in double */
static double binomial_ref(const OptionRecord &o)
{
	static double v[NSTEPS + 1];
	double dt = (double)o.maturity / NSTEPS;
	double lnu = o.vol * sqrt(dt);
	double u = exp(lnu), d = 1.0 / u, g = exp(o.rate * dt);
	double pu = (g - d) / (u - d);
	double lns = log((double)o.spot);
	for (int i = 0; i <= NSTEPS; i++)
		v[i] = std::max(o.strike - exp(lns + (2 * i - NSTEPS) * lnu), 0.0);
	for (int j = NSTEPS - 1; j >= 0; j--)
		for (int i = 0; i <= j; i++)
			v[i] = std::max((pu * v[i + 1] + (1.0 - pu) * v[i]) / g,
					o.strike - exp(lns + (2 * i - j) * lnu));
	return v[0];
}

/* ---- host: timing -------------------------------------------------------- */

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

/* ---- host: checks -------------------------------------------------------- */

static int failures;

static void expect(const char *kernel, const char *what, double got, double want, double tol)
{
	if (!(fabs(got - want) <= tol * std::max(1.0, fabs(want)))) {
		fprintf(stderr, "finance_ops: %s: %s is %g, expected %g\n", kernel, what, got, want);
		failures++;
	}
}

static float fetch(const float *d, size_t i)
{
	float v;
	check(cudaMemcpy(&v, d + i, sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy");
	return v;
}

/* ---- main ---------------------------------------------------------------- */

int main(int argc, char **argv)
{
	int NOPT = argc > 1 ? atoi(argv[1]) : 1 << 22;
	int A = argc > 2 ? atoi(argv[2]) : 1024;
	int T = argc > 3 ? atoi(argv[3]) : 16384;
	int S = argc > 4 ? atoi(argv[4]) : 32768;
	if (NOPT < (1 << 16) || NOPT > (1 << 24) || NOPT % 1024 || A < 64 || A > 4096 || A % 64 ||
	    T < LOOKBACK || T > 65536 || T % LOOKBACK || S < 1024 || S > (1 << 20) || S % 1024 ||
	    (long)A * T > (1L << 26) || (long)A * S > (1L << 26)) {
		fprintf(stderr, "usage: finance_ops [OPTIONS] [ASSETS] [DAYS] [SCENARIOS]: options a "
				"multiple of 1024 in 2^16..2^24, assets a multiple of 64 in 64..4096, days "
				"a multiple of %d up to 65536, scenarios a multiple of 1024 in "
				"1024..2^20, assets x days and assets x scenarios at most 2^26\n",
			LOOKBACK);
		return 2;
	}

	int mc_threads = NOPT / 4;			/* Monte Carlo threads */
	int nbin = NOPT / 1024;				/* options on the binomial tree */
	int nret = A * T;				/* returns */
	int nhist = (T / 4) * A;			/* returns of the histogram: the last T / 4 days */

	check(cudaEventCreate(&ev_start), "cudaEventCreate");
	check(cudaEventCreate(&ev_stop), "cudaEventCreate");

	/* the option book, the same options as arrays and as records: spots in
	 * [50, 150), strikes within 20% of spot, vols 10-50%, rates 1-5%,
	 * maturities 3 months to 2 years */
	float *h_opt = (float *)malloc((size_t)5 * NOPT * sizeof(float));
	OptionRecord *h_book = (OptionRecord *)malloc((size_t)NOPT * sizeof(OptionRecord));
	for (int i = 0; i < NOPT; i++) {
		OptionRecord o;
		o.spot = 50.0f + 100.0f * unit((unsigned)i, 1);
		o.strike = o.spot * (0.8f + 0.4f * unit((unsigned)i, 2));
		o.vol = 0.1f + 0.4f * unit((unsigned)i, 3);
		o.rate = 0.01f + 0.04f * unit((unsigned)i, 4);
		o.maturity = 0.25f + 1.75f * unit((unsigned)i, 5);
		h_book[i] = o;
		h_opt[i] = o.spot;
		h_opt[(size_t)NOPT + i] = o.strike;
		h_opt[2 * (size_t)NOPT + i] = o.vol;
		h_opt[3 * (size_t)NOPT + i] = o.rate;
		h_opt[4 * (size_t)NOPT + i] = o.maturity;
	}
	float *opt = (float *)to_device(h_opt, (size_t)5 * NOPT * sizeof(float));
	float *o_spot = opt, *o_strike = opt + NOPT, *o_vol = opt + 2 * (size_t)NOPT;
	float *o_rate = opt + 3 * (size_t)NOPT, *o_mat = opt + 4 * (size_t)NOPT;
	OptionRecord *book = (OptionRecord *)to_device(h_book, (size_t)NOPT * sizeof(OptionRecord));
	free(h_opt);
	float *call = (float *)dev_alloc((size_t)NOPT * sizeof(float));
	float *put = (float *)dev_alloc((size_t)NOPT * sizeof(float));
	float2 *quote = (float2 *)dev_alloc((size_t)NOPT * sizeof(float2));
	float *bin_price = (float *)dev_alloc((size_t)nbin * sizeof(float));
	float *mc_total = (float *)dev_alloc(sizeof(float));

	/* the Monte Carlo option: at the money forward-ish call, one year */
	const float mc_spot = 100.0f, mc_strike = 105.0f, mc_vol = 0.25f, mc_rate = 0.03f,
		    mc_mat = 1.0f;
	float mc_drift = (mc_rate - 0.5f * mc_vol * mc_vol) * mc_mat;
	float mc_vsqrt = mc_vol * sqrtf(mc_mat);
	double mc_paths = (double)mc_threads * PATHS_PER_THREAD;
	double mc_want = bs_call_ref(mc_spot, mc_strike, mc_vol, mc_rate, mc_mat);

	/* price history: a market factor and an idiosyncratic part, daily vols
	 * 1-3%, starting prices in [20, 200) */
	float *h_mkt = (float *)malloc((size_t)T * sizeof(float));
	for (int t = 0; t < T; t++)
		h_mkt[t] = gauss((unsigned)t, 10);
	float *h_price = (float *)malloc((size_t)A * (T + 1) * sizeof(float));
	for (int a = 0; a < A; a++) {
		float sig = 0.01f + 0.02f * unit((unsigned)a, 20);
		float beta = 0.3f + 0.6f * unit((unsigned)a, 21);
		float *p = h_price + (size_t)a * (T + 1);
		p[0] = 20.0f + 180.0f * unit((unsigned)a, 22);
		for (int t = 0; t < T; t++) {
			float z = beta * h_mkt[t] +
				  sqrtf(1.0f - beta * beta) * gauss((unsigned)(a * T + t), 30);
			p[t + 1] = p[t] * expf(0.0002f + sig * z);
		}
	}
	free(h_mkt);
	float *price = (float *)to_device(h_price, (size_t)A * (T + 1) * sizeof(float));
	float *ret = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *ret_t = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *roll_mean = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *roll_var = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *tile_mean = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *tile_var = (float *)dev_alloc((size_t)nret * sizeof(float));
	float *cov = (float *)dev_alloc((size_t)A * A * sizeof(float));
	float *cov2 = (float *)dev_alloc((size_t)A * A * sizeof(float));
	unsigned *hist = (unsigned *)dev_alloc(HIST_BINS * sizeof(unsigned));
	float *sorted = (float *)dev_alloc((size_t)A * LOOKBACK * sizeof(float));

	/* scenario shocks of up to +-5%, stored both ways, and long-only weights */
	float *h_sm = (float *)malloc((size_t)S * A * sizeof(float));
	float *h_am = (float *)malloc((size_t)S * A * sizeof(float));
	float *h_w = (float *)malloc((size_t)A * sizeof(float));
	for (int s = 0; s < S; s++)
		for (int a = 0; a < A; a++) {
			float x = 0.1f * (unit((unsigned)(s * A + a), 40) - 0.5f);
			h_sm[(size_t)s * A + a] = x;
			h_am[(size_t)a * S + s] = x;
		}
	for (int a = 0; a < A; a++)
		h_w[a] = 2.0f * unit((unsigned)a, 41) / A;
	float *shock_sm = (float *)to_device(h_sm, (size_t)S * A * sizeof(float));
	float *shock_am = (float *)to_device(h_am, (size_t)S * A * sizeof(float));
	float *weight = (float *)to_device(h_w, (size_t)A * sizeof(float));
	float *value = (float *)dev_alloc((size_t)S * sizeof(float));
	float *value2 = (float *)dev_alloc((size_t)S * sizeof(float));
	free(h_am);

	int map_sizes[] = { 128, 256, 512, 1024 };
	int nmap_sizes = (int)(sizeof(map_sizes) / sizeof(map_sizes[0]));
	int row_sizes[] = { 128, 256, 512 };
	int nrow_sizes = (int)(sizeof(row_sizes) / sizeof(row_sizes[0]));
	int reduce_sizes[] = { 256, 512 };
	int nreduce_sizes = (int)(sizeof(reduce_sizes) / sizeof(reduce_sizes[0]));
	int walk_sizes[] = { 32, 64 };
	int nwalk_sizes = (int)(sizeof(walk_sizes) / sizeof(walk_sizes[0]));
	dim3 roll_shapes[] = { dim3(128, 1), dim3(256, 1), dim3(64, 4) };
	int nroll_shapes = (int)(sizeof(roll_shapes) / sizeof(roll_shapes[0]));
	dim3 tr_shapes[] = { dim3(TILE, 8), dim3(TILE, 32) };
	int ntr_shapes = (int)(sizeof(tr_shapes) / sizeof(tr_shapes[0]));
	dim3 cov_shapes[] = { dim3(16, 16), dim3(32, 8) };
	int ncov_shapes = (int)(sizeof(cov_shapes) / sizeof(cov_shapes[0]));

	printf("kernel,grid,block,median_ms\n");

	/* closed-form prices of the book */
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		int blocks = ceil_div(NOPT, bs);
		bs_soa<<<blocks, bs>>>(o_spot, o_strike, o_vol, o_rate, o_mat, call, put, NOPT);
		settle("bs_soa");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			bs_soa<<<blocks, bs>>>(o_spot, o_strike, o_vol, o_rate, o_mat, call, put, NOPT);
			toc(r, "bs_soa", dim3(blocks), dim3(bs));
		}
	}
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(NOPT, bs);
		bs_aos<<<blocks, bs>>>(book, quote, NOPT);
		settle("bs_aos");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			bs_aos<<<blocks, bs>>>(book, quote, NOPT);
			toc(r, "bs_aos", dim3(blocks), dim3(bs));
		}
	}
	{
		int probe[] = { 0, 1, NOPT / 3, NOPT / 2 + 7, NOPT - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			const OptionRecord &o = h_book[probe[a]];
			double c = bs_call_ref(o.spot, o.strike, o.vol, o.rate, o.maturity);
			double p = bs_put_ref(o.spot, o.strike, o.vol, o.rate, o.maturity);
			float2 q;
			check(cudaMemcpy(&q, quote + probe[a], sizeof(q), cudaMemcpyDeviceToHost),
			      "cudaMemcpy");
			char what[48];
			snprintf(what, sizeof(what), "call of option %d", probe[a]);
			expect("bs_soa", what, fetch(call, probe[a]), c, 1e-3);
			expect("bs_aos", what, q.x, c, 1e-3);
			snprintf(what, sizeof(what), "put of option %d", probe[a]);
			expect("bs_soa", what, fetch(put, probe[a]), p, 1e-3);
			expect("bs_aos", what, q.y, p, 1e-3);
		}
	}

	/* Monte Carlo call; the total is cleared before every launch */
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		int blocks = ceil_div(mc_threads, bs);
		size_t smem = bs * sizeof(float);
		check(cudaMemset(mc_total, 0, sizeof(float)), "cudaMemset");
		mc_call_blocksum<<<blocks, bs, smem>>>(mc_spot, mc_strike, mc_drift, mc_vsqrt, 7u,
						       mc_threads, mc_total);
		settle("mc_call_blocksum");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(mc_total, 0, sizeof(float)), "cudaMemset");
			tic();
			mc_call_blocksum<<<blocks, bs, smem>>>(mc_spot, mc_strike, mc_drift, mc_vsqrt,
							       7u, mc_threads, mc_total);
			toc(r, "mc_call_blocksum", dim3(blocks), dim3(bs));
		}
		double got = exp(-(double)mc_rate * mc_mat) * fetch(mc_total, 0) / mc_paths;
		expect("mc_call_blocksum", "the call price", got, mc_want, 1e-2);
	}
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(mc_threads, bs);
		check(cudaMemset(mc_total, 0, sizeof(float)), "cudaMemset");
		mc_call_warpsum<<<blocks, bs>>>(mc_spot, mc_strike, mc_drift, mc_vsqrt, 11u,
						mc_threads, mc_total);
		settle("mc_call_warpsum");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(mc_total, 0, sizeof(float)), "cudaMemset");
			tic();
			mc_call_warpsum<<<blocks, bs>>>(mc_spot, mc_strike, mc_drift, mc_vsqrt, 11u,
							mc_threads, mc_total);
			toc(r, "mc_call_warpsum", dim3(blocks), dim3(bs));
		}
		double got = exp(-(double)mc_rate * mc_mat) * fetch(mc_total, 0) / mc_paths;
		expect("mc_call_warpsum", "the call price", got, mc_want, 1e-2);
	}

	/* American puts on the tree, the first nbin options of the book */
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		binomial_american_put<<<nbin, bs>>>(book, bin_price);
		settle("binomial_american_put");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			binomial_american_put<<<nbin, bs>>>(book, bin_price);
			toc(r, "binomial_american_put", dim3(nbin), dim3(bs));
		}
	}
	{
		int probe[] = { 0, nbin / 2, nbin - 1 };
		for (int a = 0; a < (int)(sizeof(probe) / sizeof(probe[0])); a++) {
			char what[48];
			snprintf(what, sizeof(what), "put of option %d", probe[a]);
			expect("binomial_american_put", what, fetch(bin_price, probe[a]),
			       binomial_ref(h_book[probe[a]]), 5e-3);
		}
	}
	free(h_book);

	/* daily log returns */
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(nret, bs);
		log_returns<<<blocks, bs>>>(price, ret, A, T);
		settle("log_returns");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			log_returns<<<blocks, bs>>>(price, ret, A, T);
			toc(r, "log_returns", dim3(blocks), dim3(bs));
		}
	}
	{
		int pa[] = { 0, A / 2, A - 1 }, pt[] = { 0, T / 3, T - 1 };
		for (int a = 0; a < 3; a++) {
			const float *p = h_price + (size_t)pa[a] * (T + 1) + pt[a];
			expect("log_returns", "a return", fetch(ret, (size_t)pa[a] * T + pt[a]),
			       log((double)p[1] / p[0]), 1e-5);
		}
	}
	free(h_price);

	/* rolling statistics, walked and tiled */
	for (int j = 0; j < nwalk_sizes; j++) {
		int bs = walk_sizes[j];
		int blocks = ceil_div(A, bs);
		rolling_walk<<<blocks, bs>>>(ret, roll_mean, roll_var, A, T);
		settle("rolling_walk");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			rolling_walk<<<blocks, bs>>>(ret, roll_mean, roll_var, A, T);
			toc(r, "rolling_walk", dim3(blocks), dim3(bs));
		}
	}
	for (int s = 0; s < nroll_shapes; s++) {
		dim3 block = roll_shapes[s];
		dim3 grid(ceil_div(T, block.x), ceil_div(A, block.y));
		size_t smem = block.y * (block.x + WINDOW - 1) * sizeof(float);
		rolling_tiled<<<grid, block, smem>>>(ret, tile_mean, tile_var, A, T);
		settle("rolling_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			rolling_tiled<<<grid, block, smem>>>(ret, tile_mean, tile_var, A, T);
			toc(r, "rolling_tiled", grid, block);
		}
	}
	{
		/* one asset's series back on the host, the statistics in double */
		int a = A / 3;
		float *h_row = (float *)malloc((size_t)T * sizeof(float));
		check(cudaMemcpy(h_row, ret + (size_t)a * T, (size_t)T * sizeof(float),
				 cudaMemcpyDeviceToHost), "cudaMemcpy");
		int pt[] = { 0, WINDOW - 2, WINDOW, T / 2 + 3, T - 1 };
		for (int k = 0; k < (int)(sizeof(pt) / sizeof(pt[0])); k++) {
			int t = pt[k];
			int n = std::min(t + 1, WINDOW);
			double s = 0.0, s2 = 0.0;
			for (int q = t - n + 1; q <= t; q++) {
				s += h_row[q];
				s2 += (double)h_row[q] * h_row[q];
			}
			double mu = s / n, var = s2 / n - mu * mu;
			size_t c = (size_t)a * T + t;
			expect("rolling_walk", "a rolling mean", fetch(roll_mean, c), mu, 1e-6);
			expect("rolling_walk", "a rolling variance", fetch(roll_var, c), var, 2e-6);
			expect("rolling_tiled", "a rolling mean", fetch(tile_mean, c), mu, 1e-6);
			expect("rolling_tiled", "a rolling variance", fetch(tile_var, c), var, 2e-6);
		}
		free(h_row);
	}

	/* time-major returns; the covariance uses the last LOOKBACK days */
	for (int s = 0; s < ntr_shapes; s++) {
		dim3 block = tr_shapes[s];
		dim3 grid(T / TILE, A / TILE);
		transpose_returns<<<grid, block>>>(ret, ret_t, A, T);
		settle("transpose_returns");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			transpose_returns<<<grid, block>>>(ret, ret_t, A, T);
			toc(r, "transpose_returns", grid, block);
		}
	}
	{
		int pa[] = { 0, 5, A - 1 }, pt[] = { T - 1, 17, T / 2 };
		for (int k = 0; k < 3; k++)
			expect("transpose_returns", "a moved return",
			       fetch(ret_t, (size_t)pt[k] * A + pa[k]),
			       fetch(ret, (size_t)pa[k] * T + pt[k]), 0.0);
	}
	const float *window = ret_t + (size_t)(T - LOOKBACK) * A;
	for (int s = 0; s < ncov_shapes; s++) {
		dim3 block = cov_shapes[s];
		dim3 grid(ceil_div(A, block.x), ceil_div(A, block.y));
		cov_naive<<<grid, block>>>(window, cov, A, LOOKBACK);
		settle("cov_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cov_naive<<<grid, block>>>(window, cov, A, LOOKBACK);
			toc(r, "cov_naive", grid, block);
		}
	}
	{
		dim3 block(16, 16), grid(A / 16, A / 16);
		cov_tiled<16><<<grid, block>>>(window, cov2, A, LOOKBACK);
		settle("cov_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cov_tiled<16><<<grid, block>>>(window, cov2, A, LOOKBACK);
			toc(r, "cov_tiled", grid, block);
		}
	}
	{
		dim3 block(32, 32), grid(A / 32, A / 32);
		cov_tiled<32><<<grid, block>>>(window, cov2, A, LOOKBACK);
		settle("cov_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cov_tiled<32><<<grid, block>>>(window, cov2, A, LOOKBACK);
			toc(r, "cov_tiled", grid, block);
		}
	}
	{
		float *h_win = (float *)malloc((size_t)LOOKBACK * A * sizeof(float));
		check(cudaMemcpy(h_win, window, (size_t)LOOKBACK * A * sizeof(float),
				 cudaMemcpyDeviceToHost), "cudaMemcpy");
		int pi[] = { 0, 3, A / 2, A - 1 }, pj[] = { 0, A - 2, A / 2, 1 };
		for (int k = 0; k < 4; k++) {
			double s = 0.0;
			for (int t = 0; t < LOOKBACK; t++)
				s += (double)h_win[(size_t)t * A + pi[k]] * h_win[(size_t)t * A + pj[k]];
			s /= LOOKBACK;
			size_t c = (size_t)pi[k] * A + pj[k];
			expect("cov_naive", "a covariance", fetch(cov, c), s, 1e-6);
			expect("cov_tiled", "a covariance", fetch(cov2, c), s, 1e-6);
		}
		free(h_win);
	}

	/* histograms of the returns of the last quarter of the history, read from
	 * the time-major copy, where they are contiguous; cleared before every
	 * launch */
	const float *recent = ret_t + (size_t)(T - T / 4) * A;
	static unsigned h_hist[HIST_BINS], h_hist2[HIST_BINS];
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		int blocks = ceil_div(nhist, bs);
		check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
		hist_global<<<blocks, bs>>>(recent, hist, nhist);
		settle("hist_global");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
			tic();
			hist_global<<<blocks, bs>>>(recent, hist, nhist);
			toc(r, "hist_global", dim3(blocks), dim3(bs));
		}
	}
	check(cudaMemcpy(h_hist, hist, sizeof(h_hist), cudaMemcpyDeviceToHost), "cudaMemcpy");
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(nhist, bs * HIST_ITEMS);
		check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
		hist_shared<<<blocks, bs>>>(recent, hist, nhist);
		settle("hist_shared");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(hist, 0, HIST_BINS * sizeof(unsigned)), "cudaMemset");
			tic();
			hist_shared<<<blocks, bs>>>(recent, hist, nhist);
			toc(r, "hist_shared", dim3(blocks), dim3(bs));
		}
	}
	check(cudaMemcpy(h_hist2, hist, sizeof(h_hist2), cudaMemcpyDeviceToHost), "cudaMemcpy");
	{
		long total = 0;
		int differ = 0;
		for (int b = 0; b < HIST_BINS; b++) {
			total += h_hist[b];
			differ += h_hist[b] != h_hist2[b];
		}
		expect("hist_global", "the returns counted", (double)total, (double)nhist, 0.0);
		expect("hist_shared", "bins unlike hist_global's", differ, 0.0, 0.0);
	}

	/* portfolio revaluation under the scenarios */
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		int blocks = ceil_div(S, bs);
		portfolio_scenario_major<<<blocks, bs>>>(shock_sm, weight, value, S, A);
		settle("portfolio_scenario_major");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			portfolio_scenario_major<<<blocks, bs>>>(shock_sm, weight, value, S, A);
			toc(r, "portfolio_scenario_major", dim3(blocks), dim3(bs));
		}
	}
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(S, bs);
		portfolio_asset_major<<<blocks, bs>>>(shock_am, weight, value2, S, A);
		settle("portfolio_asset_major");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			portfolio_asset_major<<<blocks, bs>>>(shock_am, weight, value2, S, A);
			toc(r, "portfolio_asset_major", dim3(blocks), dim3(bs));
		}
	}
	{
		int ps[] = { 0, S / 2, S - 1 };
		for (int k = 0; k < 3; k++) {
			double v = 0.0;
			for (int a = 0; a < A; a++)
				v += (double)h_w[a] * h_sm[(size_t)ps[k] * A + a];
			expect("portfolio_scenario_major", "a scenario value", fetch(value, ps[k]), v,
			       1e-5);
			expect("portfolio_asset_major", "a scenario value", fetch(value2, ps[k]), v,
			       1e-5);
		}
	}
	free(h_sm);
	free(h_w);

	/* per-asset historical VaR: sort each asset's lookback returns */
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		bitonic_sort_rows<<<A, bs>>>(ret, sorted, T);
		settle("bitonic_sort_rows");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			bitonic_sort_rows<<<A, bs>>>(ret, sorted, T);
			toc(r, "bitonic_sort_rows", dim3(A), dim3(bs));
		}
	}
	{
		int a = A - 7;
		float *h_in = (float *)malloc(LOOKBACK * sizeof(float));
		float *h_out = (float *)malloc(LOOKBACK * sizeof(float));
		check(cudaMemcpy(h_in, ret + (size_t)a * T + (T - LOOKBACK), LOOKBACK * sizeof(float),
				 cudaMemcpyDeviceToHost), "cudaMemcpy");
		check(cudaMemcpy(h_out, sorted + (size_t)a * LOOKBACK, LOOKBACK * sizeof(float),
				 cudaMemcpyDeviceToHost), "cudaMemcpy");
		std::sort(h_in, h_in + LOOKBACK);
		int wrong = 0;
		for (int i = 0; i < LOOKBACK; i++)
			wrong += h_in[i] != h_out[i];
		expect("bitonic_sort_rows", "entries out of place", wrong, 0.0, 0.0);
		int q = (int)(VAR_QUANTILE * LOOKBACK);
		expect("bitonic_sort_rows", "the 99% VaR", -h_out[q], -h_in[q], 0.0);
		free(h_in);
		free(h_out);
	}

	check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
	cudaFree(opt);
	cudaFree(book);
	cudaFree(call);
	cudaFree(put);
	cudaFree(quote);
	cudaFree(bin_price);
	cudaFree(mc_total);
	cudaFree(price);
	cudaFree(ret);
	cudaFree(ret_t);
	cudaFree(roll_mean);
	cudaFree(roll_var);
	cudaFree(tile_mean);
	cudaFree(tile_var);
	cudaFree(cov);
	cudaFree(cov2);
	cudaFree(hist);
	cudaFree(sorted);
	cudaFree(shock_sm);
	cudaFree(shock_am);
	cudaFree(weight);
	cudaFree(value);
	cudaFree(value2);
	cudaEventDestroy(ev_start);
	cudaEventDestroy(ev_stop);
	if (failures) {
		fprintf(stderr, "finance_ops: %d wrong results\n", failures);
		return 1;
	}
	return 0;
}
