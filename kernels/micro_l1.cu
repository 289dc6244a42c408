/*
 * micro_l1.cu - what one global load request costs in L1 when the lanes
 * of a warp walk rows of their own (each lane one word of its own line,
 * as a row-per-thread kernel reads), apart by the things that may change
 * it: lines a request (1 to 32), warps an SM (1 to 64), sectors a line,
 * whether the lines hit L1, and loads issued together, as nvcc unrolls a
 * plain loop, or each waiting for the one before.
 *
 * The time model charges L1 one line a cycle per SM (micro_l1_ld: 8 and
 * 32 lines a request, 64 warps an SM, all lanes of the GPU on one 16 KB),
 * but one-line requests ran 1.82 cycles each (micro_l1_pair), and with a
 * few warps an SM a row-per-lane kernel runs slower than the model.
 *
 * Layout, every kernel: 256 rows of 4096 floats (16 KB, 128 lines each;
 * 4 MB, which L2 holds).  Lane l of global warp w reads row
 * (w % 8) * 32 + l % lines: `lines` rows a warp, the lanes that share a
 * row reading the same word (micro_l1_sect aside), so a request touches
 * `lines` lines of one sector each.  grid is blocks an SM times 132.
 *
 * Predicted before the run, in us: warpcheck lint --time (the model of
 * 2026-11-30: L1 one line a cycle; it takes the 4 MB array as too big
 * for L1, so it has no hits, and it cannot follow micro_l1_dep's
 * loaded index), then by hand.  By hand, with launch 6.4 us and 1.98
 * GHz: a request costs L1 max(1.84, lines) cycles (micro_l1_ld stride 1,
 * 2, 8, 32: 1.84, 2.04, 8.0, 32 cycles at 64 warps), and one warp keeps
 * L1 busy as long as its loads are independent; an L1 hit's round trip
 * some 35 cycles beyond the request's own tag cycles; a missed line
 * (wrap 4064, 4095) costs L1 no more than a hit, only an L2 round trip
 * (313 cycles) that other warps hide.  So 1 line: 122 us of L1 at 64
 * warps; 2 to 16 lines (the same lines a launch): 132; 32 lines: 265.
 * One warp, 32 lines, 4096 loads: 66 us of L1 and a hit's wait each
 * pass of 32 (128 x 40 cycles).  rows at 1 line and 1 warp: issue and
 * waits, some 115 cycles a pass of 32 loads.  sum at one warp: per 4
 * loads (nvcc's unroll) 128 cycles of L1, the wait, 4 dependent FADD:
 * 180 cycles.  dep at one warp: hit round trip 35 + address ops 15 +
 * the request's tag cycles: 52, 59, 83 cycles at 1, 8, 32 lines.
 * If those hold, the gap in row-per-lane kernels is not in L1 hits.
 *
 *   kernel params                           grid  warps warpcheck     by hand
 *                                                    (us, bound)
 *   rows lines=1;wrap=0;iters=2048          8x256  64   83.8 latency  128
 *   rows lines=2;wrap=0;iters=2048          8x256  64  139.5 l1       139
 *   rows lines=4;wrap=0;iters=1024          8x256  64  138.9 l1       139
 *   rows lines=8;wrap=0;iters=512           8x256  64  138.9 l1       139
 *   rows lines=16;wrap=0;iters=256          8x256  64  138.9 l1       139
 *   rows lines=32;wrap=0;iters=256          8x256  64  271.4 l1       271
 *   rows lines=32;wrap=0;iters=4096         1x32    1  213.9 latency   75
 *   rows lines=32;wrap=0;iters=4096         1x64    2  280.2 latency  139
 *   rows lines=32;wrap=0;iters=2048         1x128   4  187.1 l1       139
 *   rows lines=32;wrap=0;iters=1024         1x256   8  150.9 l1       139
 *   rows lines=32;wrap=0;iters=512          1x512  16  140.9 l1       139
 *   rows lines=32;wrap=0;iters=256          1x1024 32  138.9 l1       139
 *   rows lines=1;wrap=0;iters=8192          1x32    1  293.2 latency   21
 *   rows lines=1;wrap=0;iters=8192          1x128   4  295.6 latency   37
 *   rows lines=1;wrap=0;iters=2048          1x1024 32   77.2 latency   67
 *   rows lines=4;wrap=0;iters=4096          1x128   4  165.8 latency   39
 *   rows lines=8;wrap=0;iters=4096          1x128   4  190.0 latency   72
 *   rows lines=8;wrap=0;iters=4096          1x32    1  164.2 latency   25
 *   rows lines=32;wrap=4064;iters=4096      1x32    1  213.9 latency   93
 *   rows lines=32;wrap=4064;iters=2048      1x128   4  187.1 l1       139
 *   rows lines=32;wrap=4064;iters=1024      1x256   8  150.9 l1       139
 *   rows lines=32;wrap=4064;iters=256       1x1024 32  138.9 l1       139
 *   rows lines=32;wrap=4064;iters=256       8x256  64  271.4 l1       271
 *   rows lines=8;wrap=4064;iters=512        8x256  64  138.9 l1       139
 *   sect lines=2;spread=0;wrap=0;iters=2048 8x256  64  138.9 l1       139
 *   sect lines=2;spread=1;wrap=0;iters=2048 8x256  64  145.4 l1       139
 *   sect lines=8;spread=0;wrap=0;iters=512  8x256  64  138.8 l1       139
 *   sect lines=8;spread=1;wrap=0;iters=512  8x256  64  145.2 l1       139
 *   sum  lines=32;wrap=31;iters=2048        1x32    1  180.9 latency   53
 *   sum  lines=32;wrap=31;iters=2048        1x128   4  312.3 l2       139
 *   sum  lines=32;wrap=31;iters=512         1x512  16  232.3 l2       139
 *   sum  lines=32;wrap=31;iters=256         8x256  64  437.5 l2       271
 *   sum  lines=32;wrap=4095;iters=2048      1x32    1  180.9 latency   63
 *   sum  lines=32;wrap=4095;iters=2048      1x128   4  312.3 l2       145
 *   sum  lines=32;wrap=4095;iters=512       1x512  16  232.3 l2       145
 *   sum  lines=32;wrap=4095;iters=256       8x256  64  437.5 l2       280
 *   dep  lines=1;wrap=0;iters=2048          1x32    1    7.6 launch    60
 *   dep  lines=8;wrap=0;iters=2048          1x32    1    7.6 launch    67
 *   dep  lines=32;wrap=0;iters=2048         1x32    1    7.6 launch    92
 *   dep  lines=32;wrap=0;iters=1024         1x128   4    8.8 launch    72
 *   dep  lines=32;wrap=0;iters=256          1x1024 32   11.4 launch   139
 */

/*
 * Loads issued together: per pass of 32 loads, lane l reads the 32 words
 * of one line of its row, p[0] .. p[31], into 4 sums (nvcc unrolls it:
 * 32 LDG with immediate offsets, 32 FADD).  p = row + (k & wrap):
 *   wrap = 0:   the same line every pass (each lane one line; at most
 *               8 x 32 lines = 32 KB an SM): every load hits L1 after the
 *               first touch.  wrap is a parameter only so that nvcc cannot
 *               hoist the loads out of the loop.
 *   wrap = 4064: the next line of the row every pass, cycling its 128
 *               lines (16 KB): the first load of a pass finds its line
 *               new, the 31 after it hit it, as a row walk does; an SM's
 *               rows hold min(warps, 8) x lines x 16 KB, 512 KB or more in
 *               every walk below (above L1), so those first loads go to L2.
 */
__global__ void micro_l1_rows(float *out, const float *in, int lines, int wrap,
			      int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * 4096;
	float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

	for (int k = 0; k < iters; k += 32) {
		const float *p = row + (k & wrap);

#pragma unroll
		for (int c = 0; c < 32; c += 4) {
			a0 += p[c];
			a1 += p[c + 1];
			a2 += p[c + 2];
			a3 += p[c + 3];
		}
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3;
}

/*
 * Sectors a line: as micro_l1_rows at wrap = 0, 8 loads a pass (p[0] ..
 * p[7], one sector's words), but the lanes that share a row start
 * spread * 8 * ((lane / lines) % 4) words in: spread = 1 puts them on
 * 4 sectors of the line (2 at lines = 16, 1 at 32), spread = 0 on one.
 * The same lines a request, 1 or 4 sectors each.
 */
__global__ void micro_l1_sect(float *out, const float *in, int lines, int spread,
			      int wrap, int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * 4096 +
			   spread * 8 * (lane / lines % 4);
	float a0 = 0.0f, a1 = 0.0f;

	for (int k = 0; k < iters; k += 8) {
		const float *p = row + (k & wrap);

#pragma unroll
		for (int c = 0; c < 8; c += 2) {
			a0 += p[c];
			a1 += p[c + 1];
		}
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1;
}

/*
 * A row sum as a row-per-thread kernel writes it, `s += x[i]`, left to
 * nvcc (which unrolls it 4 deep: 4 loads in flight a warp, then 4 FADD
 * on one chain).  wrap = 31: the lane's one line over and over (hits);
 * wrap = 4095: the whole 16 KB row, a new line each 32 loads, each SM's
 * rows at least 512 KB (32 rows of the warps' groups), above L1.
 */
__global__ void micro_l1_sum(float *out, const float *in, int lines, int wrap,
			     int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * 4096;
	float s = 0.0f;

	for (int i = 0; i < iters; i++)
		s += row[i & wrap];
	out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

/*
 * Loads one after another: each load's word depends on the value the load
 * before returned (bits & wrap, wrap = 0 at run time, so the word is
 * always k % 32 of the lane's one line: all L1 hits).  With one warp an
 * SM this is the round trip of an L1 hit of `lines` lines.
 */
__global__ void micro_l1_dep(float *out, const float *in, int lines, int wrap,
			     int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * 4096;
	float v = 0.0f;

	for (int k = 0; k < iters; k++)
		v = row[(k + (__float_as_int(v) & wrap)) & 31];
	out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

/*
 * Run 2: a row walk the model can follow, s += row[i], i < iters (no
 * wrap: each lane's 4096-float row from its start, a new line each 32
 * loads), left to nvcc's unrolling; and micro_l1_rows at wrap = 0 with a
 * row pitch of our choosing: pitch 4097 puts the 32 lanes' words on 32
 * different banks of L1's data, where 4096 put all on one.  Is one warp's
 * 2 cycles a line its tag lookups and data one after another (any
 * pitch), or the data's bank conflict (at 4097 some 1 cycle a line)?
 * Predicted before run 2:
 *
 * Predicted before run 2, in us: warpcheck before the rule fitted on run 1
 * (one line a cycle), after it (one warp's requests in L1 one after
 * another, 2 L + 3 cycles each, at least 8: simulator/timing.c), and by
 * hand from run 1 (micro_l1_rows' walk at one warp, 131 us, below its
 * hits; micro_l1_sum, loads spaced by their address arithmetic, at one
 * line a cycle from 4 warps; two warps between 1 and 1.5 cycles a line).
 * At pitch 4097 the rule says no change; if the bank conflict is the
 * cause, one warp runs some 35 cycles a request there: 79 us.
 *
 *   kernel params (pitch: and wrap=0)  grid  warps before  after  by hand
 *   walk  lines=32;iters=4096          1x32    1  107.9  180.3   130
 *   walk  lines=32;iters=4096          2x32    2  174.1  180.3   150
 *   walk  lines=32;iters=4096          1x64    2  174.1  180.3   150
 *   walk  lines=32;iters=4096          1x128   4  288.8  288.8   271
 *   walk  lines=32;iters=2048          1x256   8  272.9  272.9   271
 *   walk  lines=32;iters=1024          1x512  16  271.2  271.2   271
 *   walk  lines=32;iters=256           8x256  64  271.2  271.2   271
 *   walk  lines=8;iters=4096           1x32    1   58.3   81.0    44
 *   walk  lines=4;iters=4096           1x128   4   66.0   66.0    44
 *   pitch lines=32;pitch=4096;iters=4096 1x32    1  213.9  286.3   146
 *   pitch lines=32;pitch=4097;iters=4096 1x32    1  213.9  286.3   146
 *   pitch lines=32;pitch=4097;iters=4096 1x64    2  280.2  286.4   145
 *   pitch lines=32;pitch=4097;iters=2048 1x128   4  187.1  187.1   139
 *   pitch lines=8;pitch=4097;iters=4096 1x32    1  164.2  187.0    46
 */
__global__ void micro_l1_walk(float *out, const float *in, int lines, int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * 4096;
	float s = 0.0f;

	for (int i = 0; i < iters; i++)
		s += row[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void micro_l1_pitch(float *out, const float *in, int lines, int pitch,
			       int wrap, int iters)
{
	int lane = threadIdx.x % 32;
	int warp = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
	const float *row = in + ((warp % 8) * 32 + lane % lines) * pitch;
	float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

	for (int k = 0; k < iters; k += 32) {
		const float *p = row + (k & wrap);

#pragma unroll
		for (int c = 0; c < 32; c += 4) {
			a0 += p[c];
			a1 += p[c + 1];
			a2 += p[c + 2];
			a3 += p[c + 3];
		}
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* 256 rows of 4096 floats: 4 MB, which L2 holds (and a row more, for
 * micro_l1_pitch at pitch 4097) */
#define ROWS_WORDS (257 * 4096)

static float *g_in;
static float *g_out;

/* the int named `name` in the params text ("lines=8;wrap=0;iters=512") */
static int param(const struct variant *v, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = v->params; p && *p; p = strchr(p, ';')) {
		if (*p == ';')
			p++;
		if (!strncmp(p, name, n) && p[n] == '=')
			return atoi(p + n + 1);
	}
	fprintf(stderr, "micro_l1: %s has no %s\n", v->params, name);
	exit(100);
}

static void launch(const struct variant *v)
{
	int lines = param(v, "lines");
	int wrap = strstr(v->params, "wrap=") ? param(v, "wrap") : 0;
	int iters = param(v, "iters");

	if (!strcmp(v->kernel, "micro_l1_rows"))
		micro_l1_rows<<<v->grid, v->block>>>(g_out, g_in, lines, wrap, iters);
	else if (!strcmp(v->kernel, "micro_l1_sect"))
		micro_l1_sect<<<v->grid, v->block>>>(g_out, g_in, lines,
						     param(v, "spread"), wrap, iters);
	else if (!strcmp(v->kernel, "micro_l1_walk"))
		micro_l1_walk<<<v->grid, v->block>>>(g_out, g_in, lines, iters);
	else if (!strcmp(v->kernel, "micro_l1_pitch"))
		micro_l1_pitch<<<v->grid, v->block>>>(g_out, g_in, lines,
						      param(v, "pitch"), wrap, iters);
	else if (!strcmp(v->kernel, "micro_l1_sum"))
		micro_l1_sum<<<v->grid, v->block>>>(g_out, g_in, lines, wrap, iters);
	else
		micro_l1_dep<<<v->grid, v->block>>>(g_out, g_in, lines, wrap, iters);
}

/* grid.x is blocks an SM here; main() multiplies it by the SM count */
#define V(k, params, b, th) { k, params, dim3(b), dim3(th), 0, 0, launch, NULL }
#define HIT(l, b, th, it) V("micro_l1_rows", "lines=" #l ";wrap=0;iters=" #it, b, th)
#define WALK(l, b, th, it) V("micro_l1_rows", "lines=" #l ";wrap=4064;iters=" #it, b, th)
#define SECT(l, sp, b, th, it) V("micro_l1_sect", "lines=" #l ";spread=" #sp \
				 ";wrap=0;iters=" #it, b, th)
#define SUM(l, w, b, th, it) V("micro_l1_sum", "lines=" #l ";wrap=" #w ";iters=" #it, \
			       b, th)
#define DEP(l, b, th, it) V("micro_l1_dep", "lines=" #l ";wrap=0;iters=" #it, b, th)
#define WALK2(l, b, th, it) V("micro_l1_walk", "lines=" #l ";iters=" #it, b, th)
#define PITCH(l, pi, b, th, it) V("micro_l1_pitch", "lines=" #l ";pitch=" #pi \
				  ";wrap=0;iters=" #it, b, th)

static struct variant table[] = {
	/* lines a request, 64 warps an SM (8 blocks of 256) */
	HIT(1, 8, 256, 2048), HIT(2, 8, 256, 2048), HIT(4, 8, 256, 1024),
	HIT(8, 8, 256, 512), HIT(16, 8, 256, 256), HIT(32, 8, 256, 256),
	/* 32 lines, warps an SM: one block of 32 .. 1024 */
	HIT(32, 1, 32, 4096), HIT(32, 1, 64, 4096), HIT(32, 1, 128, 2048),
	HIT(32, 1, 256, 1024), HIT(32, 1, 512, 512), HIT(32, 1, 1024, 256),
	/* fewer lines at few and middling warps */
	HIT(1, 1, 32, 8192), HIT(1, 1, 128, 8192), HIT(1, 1, 1024, 2048),
	HIT(4, 1, 128, 4096), HIT(8, 1, 128, 4096), HIT(8, 1, 32, 4096),
	/* a row walk: a new line each 32 loads */
	WALK(32, 1, 32, 4096), WALK(32, 1, 128, 2048), WALK(32, 1, 256, 1024),
	WALK(32, 1, 1024, 256), WALK(32, 8, 256, 256), WALK(8, 8, 256, 512),
	/* sectors a line */
	SECT(2, 0, 8, 256, 2048), SECT(2, 1, 8, 256, 2048),
	SECT(8, 0, 8, 256, 512), SECT(8, 1, 8, 256, 512),
	/* the row sum nvcc unrolls itself */
	SUM(32, 31, 1, 32, 2048), SUM(32, 31, 1, 128, 2048),
	SUM(32, 31, 1, 512, 512), SUM(32, 31, 8, 256, 256),
	SUM(32, 4095, 1, 32, 2048), SUM(32, 4095, 1, 128, 2048),
	SUM(32, 4095, 1, 512, 512), SUM(32, 4095, 8, 256, 256),
	/* one after another */
	DEP(1, 1, 32, 2048), DEP(8, 1, 32, 2048), DEP(32, 1, 32, 2048),
	DEP(32, 1, 128, 1024), DEP(32, 1, 1024, 256),
	/* run 2: a row walk the model follows; pitch and L1's banks */
	WALK2(32, 1, 32, 4096), WALK2(32, 2, 32, 4096), WALK2(32, 1, 64, 4096),
	WALK2(32, 1, 128, 4096), WALK2(32, 1, 256, 2048), WALK2(32, 1, 512, 1024),
	WALK2(32, 8, 256, 256), WALK2(8, 1, 32, 4096), WALK2(4, 1, 128, 4096),
	PITCH(32, 4096, 1, 32, 4096), PITCH(32, 4097, 1, 32, 4096),
	PITCH(32, 4097, 1, 64, 4096), PITCH(32, 4097, 1, 128, 2048),
	PITCH(8, 4097, 1, 32, 4096),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, most = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		table[i].grid = dim3(table[i].grid.x * sms);
		if ((int)(table[i].grid.x * table[i].block.x) > most)
			most = table[i].grid.x * table[i].block.x;
	}
	g_in = (float *)bench_alloc(ROWS_WORDS * sizeof(float));
	g_out = (float *)bench_alloc((size_t)most * sizeof(float));
	bench_fill_float(g_in, ROWS_WORDS, 11);
	bench_poison(g_out, (size_t)most * sizeof(float));

	rc = bench_main(argc, argv, "micro_l1", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
