/*
 * sim_ops.cu - the kernels of a small scientific simulation code: Jacobi
 * sweeps of a 2-D Poisson problem (plain, and through shared-memory tiles
 * with a one-cell halo), explicit heat steps on a 3-D box (a thread a
 * point, and a z-march that keeps the column in registers), a CSR sparse
 * matrix-vector product (a thread a row, and a warp a row), the vector
 * work of a conjugate-gradient step (axpy, a dot product, a grid-stride
 * norm), all-pairs n-body accelerations, a counting sort of particles into
 * cells, a Boris push of charged particles kept as an array of structs and
 * as a structure of arrays, and the pointwise complex product of a spectral
 * Poisson solve.  Sizes from the command line with defaults; most kernels
 * tried at several block sizes or shapes in a host loop; every launch run
 * once untimed and then timed with events; a few results checked on the
 * host.
 *
 * Held out: nothing in warpcheck's time model was fitted on it
 * (validate/heldout.sh runs it, validate/heldout.py scores it).
 *
 * usage: sim_ops [N] [PARTICLES] [BODIES]      (default 4096 4194304 16384)
 *   N          the 2-D grid is N x N, the 3-D box N/8 x N/8 x N/32, the
 *              sparse matrix has (N/2)^2 rows, the CG vectors N^2 entries
 *              and the spectrum N x (N/2 + 1) modes
 *   PARTICLES  charged particles pushed and binned
 *   BODIES     bodies of the all-pairs force
 * prints: kernel,grid,block,median_ms
 */
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <algorithm>
#include <cuda_runtime.h>

#define REPEATS 21
#define CELLS 16			/* binning cells a side of the unit box */
#define NCELLS (CELLS * CELLS * CELLS)
#define MAX_ROW_NZ 12			/* most entries a row of the sparse matrix has */
#define NORM_MAX_BLOCKS 1024		/* grid cap of the grid-stride norm */
#define SOFTENING2 1e-4f		/* n-body softening length, squared */

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "sim_ops: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

static int ceil_div(int a, int b)
{
	return (a + b - 1) / b;
}

/* ---- kernels: structured grids ------------------------------------------ */

/* one Jacobi sweep of -lap(u) = f on the interior: the new value is the mean
 * of the four neighbours plus h^2 f / 4; boundary values are never written */
__global__ void jacobi_naive(const float *u, float *u_new, const float *f, int nx, int ny,
			     float h2)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int j = blockIdx.y * blockDim.y + threadIdx.y;
	if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1)
		return;
	int c = j * nx + i;
	u_new[c] = 0.25f * (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] + h2 * f[c]);
}

/* the same sweep, the block's patch of u and a one-cell halo staged in
 * shared memory first: (blockDim.x + 2) x (blockDim.y + 2) floats */
__global__ void jacobi_tiled(const float *u, float *u_new, const float *f, int nx, int ny,
			     float h2)
{
	extern __shared__ float patch[];
	int pw = blockDim.x + 2, ph = blockDim.y + 2;
	int x0 = (int)(blockIdx.x * blockDim.x) - 1;
	int y0 = (int)(blockIdx.y * blockDim.y) - 1;
	int nthreads = blockDim.x * blockDim.y;

	for (int k = threadIdx.y * blockDim.x + threadIdx.x; k < pw * ph; k += nthreads) {
		int gx = x0 + k % pw, gy = y0 + k / pw;
		patch[k] = (gx >= 0 && gx < nx && gy >= 0 && gy < ny) ? u[gy * nx + gx] : 0.0f;
	}
	__syncthreads();

	int i = x0 + 1 + threadIdx.x, j = y0 + 1 + threadIdx.y;
	if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1)
		return;
	int p = (threadIdx.y + 1) * pw + threadIdx.x + 1;
	int c = j * nx + i;
	u_new[c] = 0.25f * (patch[p - 1] + patch[p + 1] + patch[p - pw] + patch[p + pw] + h2 * f[c]);
}

/* explicit heat step on a 3-D box, 7-point Laplacian, a thread a point */
__global__ void stencil3d_naive(const float *u, float *u_new, int nx, int ny, int nz, float alpha)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int j = blockIdx.y * blockDim.y + threadIdx.y;
	int k = blockIdx.z * blockDim.z + threadIdx.z;
	if (i < 1 || j < 1 || k < 1 || i >= nx - 1 || j >= ny - 1 || k >= nz - 1)
		return;
	size_t sxy = (size_t)nx * ny;
	size_t c = k * sxy + (size_t)j * nx + i;
	float uc = u[c];
	u_new[c] = uc + alpha * (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] +
				 u[c - sxy] + u[c + sxy] - 6.0f * uc);
}

/* the same step, a thread a column: it marches up z holding the values
 * below, at and above the current plane in registers */
__global__ void stencil3d_zmarch(const float *u, float *u_new, int nx, int ny, int nz, float alpha)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int j = blockIdx.y * blockDim.y + threadIdx.y;
	if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1)
		return;
	size_t sxy = (size_t)nx * ny;
	size_t c = (size_t)j * nx + i;
	float below = u[c];
	float here = u[c + sxy];
	for (int k = 1; k < nz - 1; k++) {
		size_t ck = c + k * sxy;
		float above = u[ck + sxy];
		u_new[ck] = here + alpha * (u[ck - 1] + u[ck + 1] + u[ck - nx] + u[ck + nx] +
					    below + above - 6.0f * here);
		below = here;
		here = above;
	}
}

/* ---- kernels: sparse and vector algebra --------------------------------- */

/* y = A x, A in CSR; a thread a row */
__global__ void spmv_scalar(const int *row_ptr, const int *col, const float *val, const float *x,
			    float *y, int rows)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	if (r >= rows)
		return;
	float sum = 0.0f;
	int end = row_ptr[r + 1];
	for (int p = row_ptr[r]; p < end; p++)
		sum += val[p] * x[col[p]];
	y[r] = sum;
}

/* y = A x, a warp a row: the lanes stride the row, then a shuffle reduction.
 * blockDim.x is a multiple of 32, so a warp never straddles two rows */
__global__ void spmv_vector(const int *row_ptr, const int *col, const float *val, const float *x,
			    float *y, int rows)
{
	int lane = threadIdx.x & 31;
	int r = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
	if (r >= rows)
		return;
	int begin = row_ptr[r], end = row_ptr[r + 1];
	float sum = 0.0f;
	for (int p = begin + lane; p < end; p += 32)
		sum += val[p] * x[col[p]];
	for (int o = 16; o > 0; o >>= 1)
		sum += __shfl_down_sync(0xffffffffu, sum, o);
	if (lane == 0)
		y[r] = sum;
}

/* y += a x */
__global__ void axpy(float *y, const float *x, float a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		y[i] += a * x[i];
}

/* <a, b>: an element a thread, a tree in shared memory (blockDim.x floats,
 * blockDim.x a power of two), one atomicAdd a block */
__global__ void dot_blocksum(const float *a, const float *b, float *result, int n)
{
	extern __shared__ float part[];
	int t = threadIdx.x;
	int i = blockIdx.x * blockDim.x + t;
	part[t] = i < n ? a[i] * b[i] : 0.0f;
	__syncthreads();
	for (int s = blockDim.x / 2; s > 0; s >>= 1) {
		if (t < s)
			part[t] += part[t + s];
		__syncthreads();
	}
	if (t == 0)
		atomicAdd(result, part[0]);
}

/* |a - b|^2 over two whole fields (the change of a time step, for a
 * convergence test): grid-stride loop, shuffles within warps, the warps'
 * sums through shared memory, one double atomicAdd a block */
__global__ void norm_gridstride(const float *a, const float *b, double *result, size_t n)
{
	__shared__ float warp_sum[32];
	float s = 0.0f;
	size_t stride = (size_t)gridDim.x * blockDim.x;
	for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		float d = a[i] - b[i];
		s += d * d;
	}
	for (int o = 16; o > 0; o >>= 1)
		s += __shfl_down_sync(0xffffffffu, s, o);
	int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
	if (lane == 0)
		warp_sum[warp] = s;
	__syncthreads();
	if (warp == 0) {
		s = lane < (int)(blockDim.x >> 5) ? warp_sum[lane] : 0.0f;
		for (int o = 16; o > 0; o >>= 1)
			s += __shfl_down_sync(0xffffffffu, s, o);
		if (lane == 0)
			atomicAdd(result, (double)s);
	}
}

/* ---- kernels: particles ------------------------------------------------- */

/* gravitational acceleration on every body from all the others, positions
 * (x, y, z, mass) read straight from global memory */
__global__ void nbody_naive(const float4 *pos, float4 *acc, int n, float eps2)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float4 pi = pos[i];
	float ax = 0.0f, ay = 0.0f, az = 0.0f;
	for (int j = 0; j < n; j++) {
		float4 pj = pos[j];
		float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
		float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
		float s = pj.w * inv * inv * inv;
		ax += dx * s;
		ay += dy * s;
		az += dz * s;
	}
	acc[i] = make_float4(ax, ay, az, 0.0f);
}

/* the same, the positions staged a block-sized tile at a time in shared
 * memory (blockDim.x float4s); bodies past n are padded with zero mass */
__global__ void nbody_tiled(const float4 *pos, float4 *acc, int n, float eps2)
{
	extern __shared__ float4 body[];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float4 pi = i < n ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
	float ax = 0.0f, ay = 0.0f, az = 0.0f;

	for (int base = 0; base < n; base += blockDim.x) {
		int j = base + threadIdx.x;
		body[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
		__syncthreads();
#pragma unroll 4
		for (int k = 0; k < (int)blockDim.x; k++) {
			float4 pj = body[k];
			float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
			float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
			float s = pj.w * inv * inv * inv;
			ax += dx * s;
			ay += dy * s;
			az += dz * s;
		}
		__syncthreads();
	}
	if (i < n)
		acc[i] = make_float4(ax, ay, az, 0.0f);
}

/* counting sort, pass 1: each particle's cell of the unit box, and how many
 * particles each cell holds */
__global__ void count_cells(const float *px, const float *py, const float *pz, int *cell_of,
			    int *count, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	int cx = min(max((int)(px[i] * CELLS), 0), CELLS - 1);
	int cy = min(max((int)(py[i] * CELLS), 0), CELLS - 1);
	int cz = min(max((int)(pz[i] * CELLS), 0), CELLS - 1);
	int c = (cz * CELLS + cy) * CELLS + cx;
	cell_of[i] = c;
	atomicAdd(&count[c], 1);
}

/* counting sort, pass 2 (after an exclusive scan of the counts into cursor):
 * each particle takes the next slot of its cell */
__global__ void scatter_cells(const float *px, const float *py, const float *pz, const float *mass,
			      const int *cell_of, int *cursor, int *sorted_id, float4 *sorted_pos,
			      int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	int slot = atomicAdd(&cursor[cell_of[i]], 1);
	sorted_id[slot] = i;
	sorted_pos[slot] = make_float4(px[i], py[i], pz[i], mass[i]);
}

struct Particle {
	float3 pos;
	float3 vel;
	float mass;
};

/* Boris rotation: half an electric kick, a rotation about B, the other half
 * kick; k = q dt / (2 m) */
__device__ inline float3 boris_velocity(float3 v, float k, float3 E, float3 B)
{
	float3 vm = make_float3(v.x + k * E.x, v.y + k * E.y, v.z + k * E.z);
	float3 t = make_float3(k * B.x, k * B.y, k * B.z);
	float f = 2.0f / (1.0f + t.x * t.x + t.y * t.y + t.z * t.z);
	float3 s = make_float3(f * t.x, f * t.y, f * t.z);
	float3 vp = make_float3(vm.x + (vm.y * t.z - vm.z * t.y),
				vm.y + (vm.z * t.x - vm.x * t.z),
				vm.z + (vm.x * t.y - vm.y * t.x));
	float3 vr = make_float3(vm.x + (vp.y * s.z - vp.z * s.y),
				vm.y + (vp.z * s.x - vp.x * s.z),
				vm.z + (vp.x * s.y - vp.y * s.x));
	return make_float3(vr.x + k * E.x, vr.y + k * E.y, vr.z + k * E.z);
}

/* one Boris step of every particle, particles as an array of structs */
__global__ void push_aos(Particle *p, int n, float q, float dt, float3 E, float3 B)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float3 x = p[i].pos;
	float k = 0.5f * q * dt / p[i].mass;
	float3 v = boris_velocity(p[i].vel, k, E, B);
	p[i].vel = v;
	p[i].pos = make_float3(x.x + dt * v.x, x.y + dt * v.y, x.z + dt * v.z);
}

/* the same step, particles as a structure of arrays */
__global__ void push_soa(float *px, float *py, float *pz, float *vx, float *vy, float *vz,
			 const float *mass, int n, float q, float dt, float3 E, float3 B)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float k = 0.5f * q * dt / mass[i];
	float3 v = boris_velocity(make_float3(vx[i], vy[i], vz[i]), k, E, B);
	vx[i] = v.x;
	vy[i] = v.y;
	vz[i] = v.z;
	px[i] += dt * v.x;
	py[i] += dt * v.y;
	pz[i] += dt * v.z;
}

/* ---- kernels: spectral -------------------------------------------------- */

/* phi_hat = scale * rho_hat * G_hat, mode by mode (complex float2) */
__global__ void cmul_spectrum(const float2 *rho_hat, const float2 *green, float2 *phi_hat, int n,
			      float scale)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float2 a = rho_hat[i], g = green[i];
	phi_hat[i] = make_float2(scale * (a.x * g.x - a.y * g.y), scale * (a.x * g.y + a.y * g.x));
}

/* ---- host: set-up ------------------------------------------------------- */

static unsigned mix(unsigned x)
{
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return x;
}

/* a reproducible number in [0, 1) for index i of stream seed */
static float unit(unsigned i, unsigned seed)
{
	return (float)(mix(i * 2654435761u + seed * 0x9e3779b9u) >> 8) * (1.0f / 16777216.0f);
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

/* the matrix of a 5-point Laplacian on an m x m grid (diagonal 5), plus up
 * to seven weak couplings a row to pseudo-random columns within four grid
 * rows: 5 to 12 entries a row, columns sorted */
static int build_matrix(int m, int *rp, int *ci, float *va)
{
	int rows = m * m;
	int band = 4 * m;
	int nnz = 0;
	for (int r = 0; r < rows; r++) {
		int c[MAX_ROW_NZ];
		float w[MAX_ROW_NZ];
		int k = 0, gx = r % m, gy = r / m;
		c[k] = r;
		w[k++] = 5.0f;
		if (gx > 0) {
			c[k] = r - 1;
			w[k++] = -1.0f;
		}
		if (gx < m - 1) {
			c[k] = r + 1;
			w[k++] = -1.0f;
		}
		if (gy > 0) {
			c[k] = r - m;
			w[k++] = -1.0f;
		}
		if (gy < m - 1) {
			c[k] = r + m;
			w[k++] = -1.0f;
		}
		int extra = (int)(mix((unsigned)r + 17u) % 8u);
		for (int e = 0; e < extra; e++) {
			unsigned h = mix((unsigned)r * 8u + (unsigned)e + 0x51ed27u);
			int cc = r + (int)(h % (unsigned)(2 * band + 1)) - band;
			if (cc < 0 || cc >= rows)
				continue;
			c[k] = cc;
			w[k++] = -0.1f * unit((unsigned)r * 8u + (unsigned)e, 5);
		}
		/* insertion sort by column, then merge repeated columns */
		for (int a = 1; a < k; a++) {
			int cv = c[a];
			float wv = w[a];
			int b = a - 1;
			while (b >= 0 && c[b] > cv) {
				c[b + 1] = c[b];
				w[b + 1] = w[b];
				b--;
			}
			c[b + 1] = cv;
			w[b + 1] = wv;
		}
		rp[r] = nnz;
		for (int a = 0; a < k; a++) {
			if (a > 0 && c[a] == c[a - 1]) {
				va[nnz - 1] += w[a];
			} else {
				ci[nnz] = c[a];
				va[nnz++] = w[a];
			}
		}
	}
	rp[rows] = nnz;
	return nnz;
}

/* ---- host: timing ------------------------------------------------------- */

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

/* ---- host: checks ------------------------------------------------------- */

static int failures;

static void expect(const char *kernel, const char *what, double got, double want, double tol)
{
	if (fabs(got - want) > tol * std::max(1.0, fabs(want))) {
		fprintf(stderr, "sim_ops: %s: %s is %g, expected %g\n", kernel, what, got, want);
		failures++;
	}
}

/* ---- main --------------------------------------------------------------- */

int main(int argc, char **argv)
{
	int N = argc > 1 ? atoi(argv[1]) : 4096;
	int P = argc > 2 ? atoi(argv[2]) : 1 << 22;
	int NB = argc > 3 ? atoi(argv[3]) : 16384;
	if (N < 256 || N > 8192 || N % 64 || P < 1024 || P > (1 << 24) || NB < 256 || NB > (1 << 17)) {
		fprintf(stderr, "usage: sim_ops [N] [PARTICLES] [BODIES]: N a multiple of 64 in "
				"256..8192, 1024..2^24 particles, 256..2^17 bodies\n");
		return 2;
	}

	int n2 = N * N;				/* 2-D grid points, CG vector length */
	int nx = N / 8, ny = N / 8, nz = N / 32;	/* 3-D box */
	int n3 = nx * ny * nz;
	int m = N / 2;				/* sparse matrix: an m x m grid */
	int rows = m * m;
	int nspec = N * (N / 2 + 1);		/* modes of a real-to-complex 2-D transform */

	check(cudaEventCreate(&ev_start), "cudaEventCreate");
	check(cudaEventCreate(&ev_stop), "cudaEventCreate");

	/* 2-D Poisson: u = 1 on the top edge, 0 elsewhere; a noisy source */
	float *h_u = (float *)malloc((size_t)n2 * sizeof(float));
	float *h_f = (float *)malloc((size_t)n2 * sizeof(float));
	for (int j = 0; j < N; j++)
		for (int i = 0; i < N; i++) {
			h_u[j * N + i] = j == N - 1 ? 1.0f : 0.0f;
			h_f[j * N + i] = unit((unsigned)(j * N + i), 1) - 0.5f;
		}
	float *u0 = (float *)to_device(h_u, (size_t)n2 * sizeof(float));
	float *u1 = (float *)to_device(h_u, (size_t)n2 * sizeof(float));
	float *f = (float *)to_device(h_f, (size_t)n2 * sizeof(float));
	float h = 1.0f / (N - 1);
	free(h_u);
	free(h_f);

	/* 3-D heat: a hot block in the middle of a slightly noisy box */
	float *h_t = (float *)malloc((size_t)n3 * sizeof(float));
	for (int k = 0; k < nz; k++)
		for (int j = 0; j < ny; j++)
			for (int i = 0; i < nx; i++) {
				size_t c = ((size_t)k * ny + j) * nx + i;
				bool hot = abs(i - nx / 2) < nx / 8 && abs(j - ny / 2) < ny / 8 &&
					   abs(k - nz / 2) < nz / 4;
				h_t[c] = (hot ? 1.0f : 0.0f) + 0.01f * unit((unsigned)c, 2);
			}
	float *t0 = (float *)to_device(h_t, (size_t)n3 * sizeof(float));
	float *t1 = (float *)to_device(h_t, (size_t)n3 * sizeof(float));
	free(h_t);

	/* the sparse matrix and a vector for it */
	int *h_rp = (int *)malloc((size_t)(rows + 1) * sizeof(int));
	int *h_ci = (int *)malloc((size_t)rows * MAX_ROW_NZ * sizeof(int));
	float *h_va = (float *)malloc((size_t)rows * MAX_ROW_NZ * sizeof(float));
	float *h_xs = (float *)malloc((size_t)rows * sizeof(float));
	int nnz = build_matrix(m, h_rp, h_ci, h_va);
	for (int r = 0; r < rows; r++)
		h_xs[r] = unit((unsigned)r, 3);
	int *rp = (int *)to_device(h_rp, (size_t)(rows + 1) * sizeof(int));
	int *ci = (int *)to_device(h_ci, (size_t)nnz * sizeof(int));
	float *va = (float *)to_device(h_va, (size_t)nnz * sizeof(float));
	float *xs = (float *)to_device(h_xs, (size_t)rows * sizeof(float));
	float *ys = (float *)dev_alloc((size_t)rows * sizeof(float));

	/* CG vectors, entries in [0, 1) */
	float *h_p = (float *)malloc((size_t)n2 * sizeof(float));
	float *h_q = (float *)malloc((size_t)n2 * sizeof(float));
	double dot_ref = 0.0;
	for (int i = 0; i < n2; i++) {
		h_p[i] = unit((unsigned)i, 4);
		h_q[i] = unit((unsigned)i, 6);
		dot_ref += (double)h_p[i] * h_q[i];
	}
	float *cg_p = (float *)to_device(h_p, (size_t)n2 * sizeof(float));
	float *cg_q = (float *)to_device(h_q, (size_t)n2 * sizeof(float));
	free(h_p);
	free(h_q);
	float *d_dot = (float *)dev_alloc(sizeof(float));
	double *d_norm = (double *)dev_alloc(sizeof(double));

	/* charged particles: positions in the unit box, small velocities,
	 * masses in [0.5, 1.5); the same set as structs and as arrays */
	float *h_soa = (float *)malloc((size_t)7 * P * sizeof(float));
	Particle *h_aos = (Particle *)malloc((size_t)P * sizeof(Particle));
	for (int i = 0; i < P; i++) {
		float v[7];
		for (int a = 0; a < 3; a++)
			v[a] = unit((unsigned)i, 10 + a);
		for (int a = 3; a < 6; a++)
			v[a] = 0.1f * (unit((unsigned)i, 10 + a) - 0.5f);
		v[6] = 0.5f + unit((unsigned)i, 16);
		for (int a = 0; a < 7; a++)
			h_soa[(size_t)a * P + i] = v[a];
		h_aos[i].pos = make_float3(v[0], v[1], v[2]);
		h_aos[i].vel = make_float3(v[3], v[4], v[5]);
		h_aos[i].mass = v[6];
	}
	float *soa = (float *)to_device(h_soa, (size_t)7 * P * sizeof(float));
	float *px = soa, *py = soa + P, *pz = soa + 2 * (size_t)P;
	float *vx = soa + 3 * (size_t)P, *vy = soa + 4 * (size_t)P, *vz = soa + 5 * (size_t)P;
	float *pm = soa + 6 * (size_t)P;
	Particle *aos = (Particle *)to_device(h_aos, (size_t)P * sizeof(Particle));
	free(h_soa);
	free(h_aos);
	int *cell_of = (int *)dev_alloc((size_t)P * sizeof(int));
	int *cell_count = (int *)dev_alloc(NCELLS * sizeof(int));
	int *cell_start = (int *)dev_alloc(NCELLS * sizeof(int));
	int *cell_cursor = (int *)dev_alloc(NCELLS * sizeof(int));
	int *sorted_id = (int *)dev_alloc((size_t)P * sizeof(int));
	float4 *sorted_pos = (float4 *)dev_alloc((size_t)P * sizeof(float4));
	float3 E = make_float3(0.0f, 0.0f, 0.05f), B = make_float3(0.0f, 0.0f, 1.0f);

	/* n-body: bodies in the cube [-1, 1)^3, total mass 1 */
	float4 *h_body = (float4 *)malloc((size_t)NB * sizeof(float4));
	for (int i = 0; i < NB; i++)
		h_body[i] = make_float4(2.0f * unit((unsigned)i, 20) - 1.0f,
					2.0f * unit((unsigned)i, 21) - 1.0f,
					2.0f * unit((unsigned)i, 22) - 1.0f, 1.0f / NB);
	float4 *bodies = (float4 *)to_device(h_body, (size_t)NB * sizeof(float4));
	float4 *accel = (float4 *)dev_alloc((size_t)NB * sizeof(float4));
	free(h_body);

	/* spectral Poisson: a random density spectrum and -1/|k|^2 (0 for k = 0)
	 * on N rows of N/2 + 1 modes */
	int kw = N / 2 + 1;
	float2 *h_rho = (float2 *)malloc((size_t)nspec * sizeof(float2));
	float2 *h_green = (float2 *)malloc((size_t)nspec * sizeof(float2));
	for (int j = 0; j < N; j++)
		for (int i = 0; i < kw; i++) {
			int c = j * kw + i;
			float ky = (float)(j < N / 2 ? j : j - N), kx = (float)i;
			float k2 = kx * kx + ky * ky;
			h_rho[c] = make_float2(2.0f * unit((unsigned)c, 30) - 1.0f,
					       2.0f * unit((unsigned)c, 31) - 1.0f);
			h_green[c] = make_float2(k2 > 0.0f ? -1.0f / k2 : 0.0f, 0.0f);
		}
	float2 *rho_hat = (float2 *)to_device(h_rho, (size_t)nspec * sizeof(float2));
	float2 *green = (float2 *)to_device(h_green, (size_t)nspec * sizeof(float2));
	float2 *phi_hat = (float2 *)dev_alloc((size_t)nspec * sizeof(float2));
	free(h_rho);
	free(h_green);

	dim3 shapes2d[] = { dim3(16, 16), dim3(32, 8), dim3(32, 32) };
	int nshapes2d = (int)(sizeof(shapes2d) / sizeof(shapes2d[0]));
	dim3 shapes3d[] = { dim3(32, 8, 1), dim3(32, 4, 4) };
	int nshapes3d = (int)(sizeof(shapes3d) / sizeof(shapes3d[0]));
	dim3 column_shapes[] = { dim3(32, 8), dim3(32, 16) };
	int ncolumn_shapes = (int)(sizeof(column_shapes) / sizeof(column_shapes[0]));
	int map_sizes[] = { 128, 256, 512, 1024 };
	int nmap_sizes = (int)(sizeof(map_sizes) / sizeof(map_sizes[0]));
	int row_sizes[] = { 128, 256, 512 };
	int nrow_sizes = (int)(sizeof(row_sizes) / sizeof(row_sizes[0]));
	int reduce_sizes[] = { 256, 512 };
	int nreduce_sizes = (int)(sizeof(reduce_sizes) / sizeof(reduce_sizes[0]));
	int norm_sizes[] = { 256, 1024 };
	int nnorm_sizes = (int)(sizeof(norm_sizes) / sizeof(norm_sizes[0]));
	int body_sizes[] = { 128, 256 };
	int nbody_sizes = (int)(sizeof(body_sizes) / sizeof(body_sizes[0]));

	printf("kernel,grid,block,median_ms\n");

	/* 2-D Jacobi, ping-ponging between u0 and u1 */
	for (int s = 0; s < nshapes2d; s++) {
		dim3 block = shapes2d[s];
		dim3 grid(ceil_div(N, block.x), ceil_div(N, block.y));
		jacobi_naive<<<grid, block>>>(u0, u1, f, N, N, h * h);
		settle("jacobi_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			jacobi_naive<<<grid, block>>>(u0, u1, f, N, N, h * h);
			toc(r, "jacobi_naive", grid, block);
			std::swap(u0, u1);
		}
	}
	for (int s = 0; s < nshapes2d; s++) {
		dim3 block = shapes2d[s];
		dim3 grid(ceil_div(N, block.x), ceil_div(N, block.y));
		size_t smem = (block.x + 2) * (block.y + 2) * sizeof(float);
		jacobi_tiled<<<grid, block, smem>>>(u0, u1, f, N, N, h * h);
		settle("jacobi_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			jacobi_tiled<<<grid, block, smem>>>(u0, u1, f, N, N, h * h);
			toc(r, "jacobi_tiled", grid, block);
			std::swap(u0, u1);
		}
	}

	/* 3-D heat, ping-ponging between t0 and t1 */
	float alpha = 0.1f;
	for (int s = 0; s < nshapes3d; s++) {
		dim3 block = shapes3d[s];
		dim3 grid(ceil_div(nx, block.x), ceil_div(ny, block.y), ceil_div(nz, block.z));
		stencil3d_naive<<<grid, block>>>(t0, t1, nx, ny, nz, alpha);
		settle("stencil3d_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			stencil3d_naive<<<grid, block>>>(t0, t1, nx, ny, nz, alpha);
			toc(r, "stencil3d_naive", grid, block);
			std::swap(t0, t1);
		}
	}
	for (int s = 0; s < ncolumn_shapes; s++) {
		dim3 block = column_shapes[s];
		dim3 grid(ceil_div(nx, block.x), ceil_div(ny, block.y));
		stencil3d_zmarch<<<grid, block>>>(t0, t1, nx, ny, nz, alpha);
		settle("stencil3d_zmarch");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			stencil3d_zmarch<<<grid, block>>>(t0, t1, nx, ny, nz, alpha);
			toc(r, "stencil3d_zmarch", grid, block);
			std::swap(t0, t1);
		}
	}

	/* how much the last heat step changed the field */
	for (int j = 0; j < nnorm_sizes; j++) {
		int bs = norm_sizes[j];
		int blocks = std::min(ceil_div(n3, bs), NORM_MAX_BLOCKS);
		check(cudaMemset(d_norm, 0, sizeof(double)), "cudaMemset");
		norm_gridstride<<<blocks, bs>>>(t0, t1, d_norm, (size_t)n3);
		settle("norm_gridstride");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(d_norm, 0, sizeof(double)), "cudaMemset");
			tic();
			norm_gridstride<<<blocks, bs>>>(t0, t1, d_norm, (size_t)n3);
			toc(r, "norm_gridstride", dim3(blocks), dim3(bs));
		}
	}

	/* sparse matrix-vector product */
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		spmv_scalar<<<ceil_div(rows, bs), bs>>>(rp, ci, va, xs, ys, rows);
		settle("spmv_scalar");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			spmv_scalar<<<ceil_div(rows, bs), bs>>>(rp, ci, va, xs, ys, rows);
			toc(r, "spmv_scalar", dim3(ceil_div(rows, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		int blocks = ceil_div(rows, bs / 32);
		check(cudaMemset(ys, 0, (size_t)rows * sizeof(float)), "cudaMemset");
		spmv_vector<<<blocks, bs>>>(rp, ci, va, xs, ys, rows);
		settle("spmv_vector");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			spmv_vector<<<blocks, bs>>>(rp, ci, va, xs, ys, rows);
			toc(r, "spmv_vector", dim3(blocks), dim3(bs));
		}
	}
	{
		int probe_rows[] = { 0, 1, m - 1, m, rows / 2 + m / 3, rows - m, rows - 1 };
		for (int a = 0; a < (int)(sizeof(probe_rows) / sizeof(probe_rows[0])); a++) {
			int r = probe_rows[a];
			double want = 0.0;
			for (int p = h_rp[r]; p < h_rp[r + 1]; p++)
				want += (double)h_va[p] * h_xs[h_ci[p]];
			float got;
			check(cudaMemcpy(&got, ys + r, sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy");
			char what[48];
			snprintf(what, sizeof(what), "row %d", r);
			expect("spmv_vector", what, got, want, 1e-4);
		}
	}
	free(h_rp);
	free(h_ci);
	free(h_va);
	free(h_xs);

	/* conjugate-gradient vector work: <p, q>, then q += a p */
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		int blocks = ceil_div(n2, bs);
		size_t smem = bs * sizeof(float);
		check(cudaMemset(d_dot, 0, sizeof(float)), "cudaMemset");
		dot_blocksum<<<blocks, bs, smem>>>(cg_p, cg_q, d_dot, n2);
		settle("dot_blocksum");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(d_dot, 0, sizeof(float)), "cudaMemset");
			tic();
			dot_blocksum<<<blocks, bs, smem>>>(cg_p, cg_q, d_dot, n2);
			toc(r, "dot_blocksum", dim3(blocks), dim3(bs));
		}
		float got;
		check(cudaMemcpy(&got, d_dot, sizeof(float), cudaMemcpyDeviceToHost), "cudaMemcpy");
		expect("dot_blocksum", "<p, q>", got, dot_ref, 1e-3);
	}
	for (int j = 0; j < nmap_sizes; j++) {
		int bs = map_sizes[j];
		axpy<<<ceil_div(n2, bs), bs>>>(cg_q, cg_p, 1e-6f, n2);
		settle("axpy");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			axpy<<<ceil_div(n2, bs), bs>>>(cg_q, cg_p, 1e-6f, n2);
			toc(r, "axpy", dim3(ceil_div(n2, bs)), dim3(bs));
		}
	}

	/* all-pairs gravity */
	{
		int bs = 128;
		nbody_naive<<<ceil_div(NB, bs), bs>>>(bodies, accel, NB, SOFTENING2);
		settle("nbody_naive");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			nbody_naive<<<ceil_div(NB, bs), bs>>>(bodies, accel, NB, SOFTENING2);
			toc(r, "nbody_naive", dim3(ceil_div(NB, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nbody_sizes; j++) {
		int bs = body_sizes[j];
		size_t smem = bs * sizeof(float4);
		nbody_tiled<<<ceil_div(NB, bs), bs, smem>>>(bodies, accel, NB, SOFTENING2);
		settle("nbody_tiled");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			nbody_tiled<<<ceil_div(NB, bs), bs, smem>>>(bodies, accel, NB, SOFTENING2);
			toc(r, "nbody_tiled", dim3(ceil_div(NB, bs)), dim3(bs));
		}
	}

	/* counting sort of the particles into cells: count, scan on the host
	 * (NCELLS entries), scatter; the counters are reset before every launch */
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		check(cudaMemset(cell_count, 0, NCELLS * sizeof(int)), "cudaMemset");
		count_cells<<<ceil_div(P, bs), bs>>>(px, py, pz, cell_of, cell_count, P);
		settle("count_cells");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemset(cell_count, 0, NCELLS * sizeof(int)), "cudaMemset");
			tic();
			count_cells<<<ceil_div(P, bs), bs>>>(px, py, pz, cell_of, cell_count, P);
			toc(r, "count_cells", dim3(ceil_div(P, bs)), dim3(bs));
		}
	}
	{
		static int h_count[NCELLS], h_start[NCELLS];
		check(cudaMemcpy(h_count, cell_count, sizeof(h_count), cudaMemcpyDeviceToHost), "cudaMemcpy");
		long total = 0;
		for (int c = 0; c < NCELLS; c++) {
			h_start[c] = (int)total;
			total += h_count[c];
		}
		expect("count_cells", "the particles counted", (double)total, (double)P, 0.0);
		if (total != P) {
			fprintf(stderr, "sim_ops: cell counts are wrong, not scattering\n");
			return 1;
		}
		check(cudaMemcpy(cell_start, h_start, sizeof(h_start), cudaMemcpyHostToDevice), "cudaMemcpy");
	}
	for (int j = 0; j < nreduce_sizes; j++) {
		int bs = reduce_sizes[j];
		check(cudaMemcpy(cell_cursor, cell_start, NCELLS * sizeof(int), cudaMemcpyDeviceToDevice),
		      "cudaMemcpy");
		scatter_cells<<<ceil_div(P, bs), bs>>>(px, py, pz, pm, cell_of, cell_cursor, sorted_id,
						      sorted_pos, P);
		settle("scatter_cells");
		for (int r = 0; r < REPEATS; r++) {
			check(cudaMemcpy(cell_cursor, cell_start, NCELLS * sizeof(int),
					 cudaMemcpyDeviceToDevice), "cudaMemcpy");
			tic();
			scatter_cells<<<ceil_div(P, bs), bs>>>(px, py, pz, pm, cell_of, cell_cursor,
							      sorted_id, sorted_pos, P);
			toc(r, "scatter_cells", dim3(ceil_div(P, bs)), dim3(bs));
		}
		int last;
		check(cudaMemcpy(&last, cell_cursor + NCELLS - 1, sizeof(int), cudaMemcpyDeviceToHost),
		      "cudaMemcpy");
		expect("scatter_cells", "the last cell's end", last, P, 0.0);
	}

	/* Boris push, the particles as structs and as arrays */
	float q = 1.0f, dt = 1e-3f;
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		push_aos<<<ceil_div(P, bs), bs>>>(aos, P, q, dt, E, B);
		settle("push_aos");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			push_aos<<<ceil_div(P, bs), bs>>>(aos, P, q, dt, E, B);
			toc(r, "push_aos", dim3(ceil_div(P, bs)), dim3(bs));
		}
	}
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		push_soa<<<ceil_div(P, bs), bs>>>(px, py, pz, vx, vy, vz, pm, P, q, dt, E, B);
		settle("push_soa");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			push_soa<<<ceil_div(P, bs), bs>>>(px, py, pz, vx, vy, vz, pm, P, q, dt, E, B);
			toc(r, "push_soa", dim3(ceil_div(P, bs)), dim3(bs));
		}
	}

	/* spectral Poisson: scale by 1/N^2 for the inverse transform */
	for (int j = 0; j < nrow_sizes; j++) {
		int bs = row_sizes[j];
		float scale = 1.0f / ((float)N * N);
		cmul_spectrum<<<ceil_div(nspec, bs), bs>>>(rho_hat, green, phi_hat, nspec, scale);
		settle("cmul_spectrum");
		for (int r = 0; r < REPEATS; r++) {
			tic();
			cmul_spectrum<<<ceil_div(nspec, bs), bs>>>(rho_hat, green, phi_hat, nspec, scale);
			toc(r, "cmul_spectrum", dim3(ceil_div(nspec, bs)), dim3(bs));
		}
	}

	check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
	cudaFree(u0);
	cudaFree(u1);
	cudaFree(f);
	cudaFree(t0);
	cudaFree(t1);
	cudaFree(rp);
	cudaFree(ci);
	cudaFree(va);
	cudaFree(xs);
	cudaFree(ys);
	cudaFree(cg_p);
	cudaFree(cg_q);
	cudaFree(d_dot);
	cudaFree(d_norm);
	cudaFree(soa);
	cudaFree(aos);
	cudaFree(cell_of);
	cudaFree(cell_count);
	cudaFree(cell_start);
	cudaFree(cell_cursor);
	cudaFree(sorted_id);
	cudaFree(sorted_pos);
	cudaFree(bodies);
	cudaFree(accel);
	cudaFree(rho_hat);
	cudaFree(green);
	cudaFree(phi_hat);
	if (failures) {
		fprintf(stderr, "sim_ops: %d wrong results\n", failures);
		return 1;
	}
	return 0;
}
