/*
 * param_tables.cu - tables a kernel is given by value: a struct parameter
 * holding arrays of pointers and integers, one entry per tensor or block
 * (the shape of PyTorch's and apex's multi-tensor kernels).  The struct
 * lies in the kernel's parameter space, the same for every thread, so an
 * element read at an index that is one number for the warp is one value
 * for every lane; a pointer read there is an allocation of its own,
 * taken to start a 32-byte sector as cudaMalloc's do.
 *
 *   pt_scale  out_k[c + i] = 2 in_k[c + i] for the block's tensor k =
 *             t.tensor[blockIdx.x] and chunk c = t.chunk[blockIdx.x] *
 *             CHUNK, the pointers t.ptrs[0][k] and t.ptrs[1][k], read in
 *             a helper given the table by reference
 *   pt_rows   out[b 256 + lane'] = in[t.row[b] * 256 + lane']: a row id
 *             from the table, rows 1024 bytes apart
 *   pt_decayed  a row of the table, t.ptrs[1], handed to a helper as a
 *             pointer (`float *const *outs`), which reads outs[k] and
 *             stores every other float of the block's chunk
 *
 * Counts by hand, per warp (all 32 lanes active, blocks of 256):
 *
 *   pt_scale  CHUNK = 4096 floats, 16 rounds of the block's 256 lanes:
 *             16 LDG and 16 STG, 32 consecutive floats from a multiple
 *             of 4096 floats into the tensor: 4 sectors each
 *   pt_rows   1 LDG, 1 STG of 4 sectors; the table: no request
 *   pt_decayed  CHUNK / 2 = 2048 stores a block, 8 rounds of 256 lanes:
 *             8 STG a warp, 32 floats 8 bytes apart, 256 bytes from a
 *             multiple of 256 bytes into the tensor: 8 sectors each
 *             (512 blocks of 8 warps: 32,768 STG, 262,144 sectors)
 */
#define TENSORS 8
#define BLOCKS 512
#define CHUNK 4096

struct Table {
	float *ptrs[2][TENSORS];
	int tensor[BLOCKS];
	int chunk[BLOCKS];
	int row[BLOCKS];
};

struct Scale {
	__device__ void operator()(const Table &t, float s)
	{
		int k = t.tensor[blockIdx.x];
		const float *in = t.ptrs[0][k] + t.chunk[blockIdx.x] * CHUNK;
		float *out = t.ptrs[1][k] + t.chunk[blockIdx.x] * CHUNK;

		for (int i = threadIdx.x; i < CHUNK; i += blockDim.x)
			out[i] = in[i] * s;
	}
};

__global__ void pt_scale(Table t, float s)
{
	Scale()(t, s);
}

__global__ void pt_rows(float *out, const float *in, Table t)
{
	out[blockIdx.x * 256 + threadIdx.x] = in[t.row[blockIdx.x] * 256 + threadIdx.x];
}

__device__ void fill(float *const *outs, int k, int c)
{
	float *out = outs[k] + c;

	for (int i = threadIdx.x; i < CHUNK / 2; i += blockDim.x)
		out[2 * i] = 1.0f;
}

__global__ void pt_decayed(Table t)
{
	fill(t.ptrs[1], t.tensor[blockIdx.x], t.chunk[blockIdx.x] * CHUNK);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static Table g_table;
static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "pt_scale"))
		pt_scale<<<v->grid, v->block>>>(g_table, 2.0f);
	else if (!strcmp(v->kernel, "pt_rows"))
		pt_rows<<<v->grid, v->block>>>(g_out, g_in, g_table);
	else if (!strcmp(v->kernel, "pt_decayed"))
		pt_decayed<<<v->grid, v->block>>>(g_table);
	else {
		fprintf(stderr, "param_tables: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "pt_scale", "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL },
	{ "pt_rows", "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL },
	{ "pt_decayed", "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	/* each tensor BLOCKS / TENSORS chunks long; block b works on tensor
	 * b % TENSORS, chunk b / TENSORS */
	size_t per = (size_t)BLOCKS / TENSORS * CHUNK;

	for (int k = 0; k < TENSORS; k++) {
		g_table.ptrs[0][k] = (float *)bench_alloc(per * sizeof(float));
		bench_fill_float(g_table.ptrs[0][k], per, (unsigned)k + 1);
		g_table.ptrs[1][k] = (float *)bench_alloc(per * sizeof(float));
	}
	for (int b = 0; b < BLOCKS; b++) {
		g_table.tensor[b] = b % TENSORS;
		g_table.chunk[b] = b / TENSORS;
		g_table.row[b] = (int)(((unsigned)b * 2654435761u) % BLOCKS);
	}
	g_in = (float *)bench_alloc((size_t)BLOCKS * 256 * sizeof(float));
	bench_fill_float(g_in, (size_t)BLOCKS * 256, 9);
	g_out = (float *)bench_alloc((size_t)BLOCKS * 256 * sizeof(float));
	return bench_main(argc, argv, "param_tables", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
