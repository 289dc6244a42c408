/*
 * loaded_rows.cu - addresses from a value the warp loads from one place:
 * a row id, an expert id, a slot read through another table.  Every lane
 * reads the id at the same address, so all have the same value; it is
 * not known, but a row of C floats starts a multiple of 4 C bytes into
 * the table, and where that multiple is one of 128 bytes the row's
 * requests cost the same whatever the id (simulator/value.h, granule).
 *
 *   lr_embed     out[t C + c] = table[ids[t] C + c], C = 768: a row
 *                starts 3072 ids[t] bytes in, a multiple of 128
 *   lr_embed_odd the same one float on (table[ids[t] C + c + 1]): every
 *                row request is 4 bytes past a sector
 *   lr_expert    an expert's 1024 weights, read two floats apart
 *                (w[(2 lane) & 1023]), the expert from experts[blockIdx.x]
 *   lr_indirect  the row through a second table (slot = map[ids[t]]),
 *                whose load is one address for the warp too
 *   lr_shared    a shared row picked by the loaded id: s[r 64 + 2 lane]
 *                written, the next lane's read back, two words a lane apart
 *   lr_moe       an expert's weights through a table of pointers picked
 *                by a loaded id: w = weights[experts[b]], w[lane]
 *   lr_stride3   rows of 771 floats: a row starts 3084 ids[t] bytes in,
 *                not a multiple of 128 (nor of 32): its requests are not
 *                known, and warpcheck says so
 *
 * Counts by hand, per warp (all 32 lanes active, blocks of 256 threads
 * but lr_shared's 32):
 *
 *   lr_embed     ids[t]: 1 LDG of 1 sector; C = 768 is 3 rounds of the
 *                block's 256 lanes: 3 LDG of 4 sectors, 3 STG of 4
 *   lr_embed_odd as lr_embed, each row LDG 5 sectors
 *   lr_expert    experts[b]: 1 LDG of 1 sector; w[...]: 1 LDG, 64 floats
 *                in 256 bytes, 8 sectors; out[i]: 1 STG of 4
 *   lr_indirect  ids[t] 1 LDG 1 sector, map[...] 1 LDG 1 sector, then
 *                as lr_embed's rows: 3 LDG and 3 STG of 4 sectors
 *   lr_moe       experts[b] 1 LDG 1 sector, weights[e] 1 LDG 1 sector
 *                (an 8-byte pointer), w[lane] 1 LDG of 4; out 1 STG of 4
 *   lr_shared    rows[b]: 1 LDG 1 sector; s[r 64 + 2 lane] 1 STS (and
 *                the lane's s[...] 1 LDS), 64 words apart by 2: banks
 *                0, 2, .., 62 -> 2-way, 2 wavefronts each; out 1 STG of 4
 */
#define C_ROW 768
#define EXPERT_W 1024

__global__ void lr_embed(float *out, const float *table, const int *ids, int C)
{
	int t = blockIdx.x;
	int ix = ids[t];
	const float *row = table + ix * C;

	for (int c = threadIdx.x; c < C; c += blockDim.x)
		out[t * C + c] = row[c];
}

__global__ void lr_embed_odd(float *out, const float *table, const int *ids, int C)
{
	int t = blockIdx.x;
	int ix = ids[t];

	for (int c = threadIdx.x; c < C; c += blockDim.x)
		out[t * C + c] = table[ix * C + c + 1];
}

__global__ void lr_expert(float *out, const float *weights, const int *experts)
{
	int e = experts[blockIdx.x];
	const float *w = weights + (size_t)e * EXPERT_W;
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = w[(threadIdx.x * 2) & (EXPERT_W - 1)];
}

__global__ void lr_indirect(float *out, const float *table, const int *ids, const int *map, int C)
{
	int t = blockIdx.x;
	int slot = map[ids[t]];

	for (int c = threadIdx.x; c < C; c += blockDim.x)
		out[t * C + c] = table[slot * C + c];
}

__global__ void lr_moe(float *out, const float *const *weights, const int *experts)
{
	const float *w = weights[experts[blockIdx.x]];

	out[blockIdx.x * blockDim.x + threadIdx.x] = w[threadIdx.x];
}

__global__ void lr_shared(float *out, const int *rows)
{
	__shared__ float s[32 * 64];
	int r = rows[blockIdx.x];

	s[r * 64 + threadIdx.x * 2] = (float)threadIdx.x;
	__syncwarp();
	out[blockIdx.x * 32 + threadIdx.x] = s[r * 64 + (threadIdx.x + 1) % 32 * 2];
}

__global__ void lr_stride3(float *out, const float *table, const int *ids, int C)
{
	int t = blockIdx.x;
	int ix = ids[t];

	for (int c = threadIdx.x; c < C; c += blockDim.x)
		out[t * C + c] = table[ix * C + c];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define ROWS 4096
#define TOKENS 4096

static float *g_out, *g_table;
static int *g_ids, *g_map, *g_rows;
static float **g_experts;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "lr_embed"))
		lr_embed<<<v->grid, v->block>>>(g_out, g_table, g_ids, v->arg0);
	else if (!strcmp(v->kernel, "lr_embed_odd"))
		lr_embed_odd<<<v->grid, v->block>>>(g_out, g_table, g_ids, v->arg0);
	else if (!strcmp(v->kernel, "lr_expert"))
		lr_expert<<<v->grid, v->block>>>(g_out, g_table, g_ids);
	else if (!strcmp(v->kernel, "lr_indirect"))
		lr_indirect<<<v->grid, v->block>>>(g_out, g_table, g_ids, g_map, v->arg0);
	else if (!strcmp(v->kernel, "lr_moe"))
		lr_moe<<<v->grid, v->block>>>(g_out, g_experts, g_rows);
	else if (!strcmp(v->kernel, "lr_shared"))
		lr_shared<<<v->grid, v->block>>>(g_out, g_rows);
	else if (!strcmp(v->kernel, "lr_stride3"))
		lr_stride3<<<v->grid, v->block>>>(g_out, g_table, g_ids, v->arg0);
	else {
		fprintf(stderr, "loaded_rows: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "lr_embed", "C=768", dim3(TOKENS), dim3(256), C_ROW, 0, launch, NULL },
	{ "lr_embed_odd", "C=768", dim3(TOKENS), dim3(256), C_ROW, 0, launch, NULL },
	{ "lr_expert", "", dim3(TOKENS), dim3(256), 0, 0, launch, NULL },
	{ "lr_indirect", "C=768", dim3(TOKENS), dim3(256), C_ROW, 0, launch, NULL },
	{ "lr_moe", "", dim3(TOKENS), dim3(256), 0, 0, launch, NULL },
	{ "lr_shared", "", dim3(TOKENS), dim3(32), 0, 0, launch, NULL },
	{ "lr_stride3", "C=771", dim3(TOKENS), dim3(256), 771, 0, launch, NULL },
};

/* ids in [0, n), spread by a multiplicative hash (every row id in range:
 * the rows any kernel reads lie inside the table) */
static int *ids_upload(int count, int n, unsigned seed)
{
	int *host = (int *)malloc((size_t)count * sizeof(int)), *dev;

	if (!host) {
		fprintf(stderr, "loaded_rows: out of host memory\n");
		exit(100);
	}
	for (int i = 0; i < count; i++)
		host[i] = (int)(((unsigned)i * 2654435761u + seed) % (unsigned)n);
	dev = (int *)bench_alloc((size_t)count * sizeof(int));
	cudaMemcpy(dev, host, (size_t)count * sizeof(int), cudaMemcpyHostToDevice);
	free(host);
	return dev;
}

int main(int argc, char **argv)
{
	/* rows of up to 771 floats, plus one for lr_embed_odd's last */
	size_t n = (size_t)ROWS * 771 + 1;

	g_table = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_table, n, 1);
	g_out = (float *)bench_alloc((size_t)TOKENS * 771 * sizeof(float));
	/* token ids and expert ids below ROWS / 4 (an expert's 1024 floats
	 * are 4 rows of 256: 1024 experts fit the table); map: a permutation */
	g_ids = ids_upload(TOKENS, ROWS / 4, 17);
	g_map = ids_upload(ROWS, ROWS / 4, 5);
	g_rows = ids_upload(TOKENS, 32, 3);
	/* 32 experts of 256 floats each, one allocation apiece */
	{
		float *host[32];
		for (int e = 0; e < 32; e++) {
			host[e] = (float *)bench_alloc(256 * sizeof(float));
			bench_fill_float(host[e], 256, (unsigned)e + 2);
		}
		g_experts = (float **)bench_alloc(sizeof(host));
		cudaMemcpy(g_experts, host, sizeof(host), cudaMemcpyHostToDevice);
	}
	return bench_main(argc, argv, "loaded_rows", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
