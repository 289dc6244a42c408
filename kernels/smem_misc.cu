/*
 * smem_misc.cu - shared-memory patterns the stride kernels do not cover:
 * 1- and 2-byte elements, lane permutations, quarter-warp repeats, a start
 * that is not on a 32-word boundary, and shared atomics.
 *
 * Every kernel runs 2 blocks of 128 threads (8 warps), fills its shared
 * array from global memory with a stride-1 loop, waits at a barrier, makes
 * one measured shared access per thread (outside any loop), and writes what
 * it read to out[gid], one coalesced 4-byte store per thread (8 requests,
 * 32 sectors per launch). Bank of a byte address a: (a / 4) % 32
 * (HARDWARE.md, shared memory rules 1-3); for 1-, 2- and 4-byte accesses
 * the whole warp is one phase, and lanes on one word share it.
 *
 * Hand-derived wavefronts of one full-warp measured load (per warp; every
 * warp has the same pattern, so per launch it is 8 times this):
 *
 *   1 byte, lane l reads byte S * (l / G) of its warp's run:
 *     S=1:   bytes 0..31, words 0..7, 4 lanes per word            1
 *     S=2:   words 0..15, 2 lanes per word                        1
 *     S=3:   bytes 3l, words 0..23 (3l / 4), all in distinct banks 1
 *     S=4:   words 0..31, one per lane                             1
 *     S=5:   words 5l / 4 = 0,1,2,3,5,..,38 (32 distinct); words
 *            32,33,35,37,38 meet words 0,1,3,5,6 in their banks    2
 *     S=8:   words 2l: banks 0,2,..,30, 2 words each               2
 *     S=32:  words 8l: banks 0,8,16,24, 8 words each               8
 *     S=128: words 32l: all 32 words in bank 0                    32
 *   2 bytes, lane l reads element S * (l / G), bytes 2 * that:
 *     S=1:   words l / 2 = 0..15, 2 lanes per word                 1
 *     S=1,G=2: words l / 4 = 0..7, 4 lanes per word                1
 *     S=2:   words l = 0..31                                       1
 *     S=3:   bytes 6l, words 3l / 2 = 0,1,3,4,..,45,46 (32
 *            distinct); words 33,36,39,42,45 meet words 1,4,7,10,
 *            13 in their banks                                     2
 *     S=4:   words 2l: 16 banks, 2 words each                      2
 *     S=16:  words 8l: 4 banks, 8 words each                       8
 *     S=64:  words 32l: bank 0, 32 words                          32
 *   4 bytes, lane l reads word (l * M) % D (smem_ld_lanemap):
 *     M=1,D=32:   the identity                                     1
 *     M=7,D=32:   7 is odd, so 7l % 32 is a permutation of 0..31   1
 *     M=1,D=8:    words 0..7, 4 lanes each (broadcast)             1
 *     M=32,D=256: (32l) % 256 = 32 * (l % 8): words 0,32,..,224,
 *                 8 distinct words all in bank 0, 4 lanes each     8
 *   4 bytes, lane l reads word l ^ X (smem_ld_xor), X < 32: a
 *   permutation of the warp's own 32 words                         1
 *   4 bytes, s[threadIdx.x + offset] (smem_ld_offset): words
 *   32w + O .. 32w + O + 31 are 32 consecutive words, one per bank,
 *   whatever O is: a start off the 32-word boundary costs nothing  1
 *   (a float2 at an odd float offset would be a misaligned 8-byte access,
 *   which faults: not measured)
 *
 * Shared atomics (smem_atomic_add, ATOMS.ADD, HARDWARE.md rule 6, OPEN):
 * lane l adds to int word (l * M) % D. Three candidate rules: the word
 * rule (lanes on one word count once, as for a load: the most distinct
 * words in a bank), a per-word rule (every lane's update of a word is its
 * own read-modify-write, but different words of one bank are served
 * together with them: the larger of the most words in a bank and the most
 * lanes on one word), and a per-lane rule (a bank costs as many passes as
 * lanes address it):
 *                                      word   per-word   per-lane
 *     M=1,D=32    s[lane]                1        1          1
 *     M=32,D=1024 s[lane * 32]          32       32         32
 *     M=0,D=32    s[0]                   1       32         32
 *     M=1,D=4     s[lane % 4]            1        8          8
 *     M=32,D=64   s[32 * (lane % 2)]     2       16         32
 *                 (words 0 and 32, both bank 0, 16 lanes each)
 * Which rule holds on sm_90 is what these variants settle. Measured on an
 * H200 (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom, 8 requests
 * each, 2026-11-29): 8, 256, 256, 64, 256 per launch: the per-lane rule.
 */

/*
 * unsigned char load (LDS.U8) of byte ((threadIdx.x / group) * stride) %
 * 4096. Warp w starts at byte 32 * w * stride / group, a multiple of 4
 * bytes for every variant used (a shift by whole words renames banks and
 * changes no count), and no warp wraps past byte 4096.
 * Expected per launch (D from the table above):
 *   shared ld: 8 instructions, 8 * D wavefronts
 *   shared st (fill): 32 iterations per warp of 32 consecutive bytes
 *   (8 words): 256 instructions, 256 wavefronts
 *   global ld (fill): 256 requests, 32 aligned bytes each: 256 sectors
 *   global st: 8 requests, 32 sectors
 */
__global__ void smem_ld_u8(unsigned int *out, const unsigned char *in,
			   int stride, int group)
{
	__shared__ unsigned char s[4096];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 4096; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[((threadIdx.x / group) * stride) % 4096];
}

/*
 * unsigned short load (LDS.U16) of element ((threadIdx.x / group) *
 * stride) % 2048. Expected per launch (D from the table above):
 *   shared ld: 8 instructions, 8 * D wavefronts
 *   shared st (fill): 16 iterations per warp of 64 bytes (16 words):
 *   128 instructions, 128 wavefronts
 *   global ld (fill): 128 requests, 64 aligned bytes each: 256 sectors
 *   global st: 8 requests, 32 sectors
 */
__global__ void smem_ld_u16(unsigned int *out, const unsigned short *in,
			    int stride, int group)
{
	__shared__ unsigned short s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[((threadIdx.x / group) * stride) % 2048];
}

/*
 * float load of word (lane * mul) % mod, lane = threadIdx.x % 32; every
 * warp reads the same words (mod <= 1024). Expected per launch (D from
 * the lanemap rows above):
 *   shared ld: 8 instructions, 8 * D wavefronts
 *   shared st (fill): 8 iterations per warp: 64 instructions, 64 wavefronts
 *   global ld (fill): 64 requests, 256 sectors; global st: 8 requests,
 *   32 sectors
 */
__global__ void smem_ld_lanemap(float *out, const float *in, int mul, int mod)
{
	__shared__ float s[1024];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int lane = threadIdx.x % 32;

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(lane * mul) % mod];
}

/*
 * float load of word threadIdx.x ^ mask, mask < 32: a permutation of the
 * warp's own 32 words. Expected per launch: shared ld 8 instructions,
 * 8 wavefronts; fill and global traffic as smem_ld_lanemap.
 */
__global__ void smem_ld_xor(float *out, const float *in, int mask)
{
	__shared__ float s[1024];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[threadIdx.x ^ mask];
}

/*
 * float load of word threadIdx.x + offset (offset <= 896): a run of 32
 * consecutive words that starts off a 32-word boundary. Expected per
 * launch: shared ld 8 instructions, 8 wavefronts; fill and global traffic
 * as smem_ld_lanemap.
 */
__global__ void smem_ld_offset(float *out, const float *in, int offset)
{
	__shared__ float s[1024];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[threadIdx.x + offset];
}

/*
 * int atomicAdd on word (lane * mul) % mod (mod <= 1024), adding
 * threadIdx.x (not a constant, so that nvcc emits ATOMS.ADD and not
 * ATOMS.POPC.INC); the old value is the output. Expected per launch:
 *   shared atomic: 8 instructions, 8 * D wavefronts (D from the atomic
 *   table above, by the rule that holds)
 *   shared st (fill): 64 instructions, 64 wavefronts; shared ld: none
 *   global ld (fill): 64 requests, 256 sectors; global st: 8 requests,
 *   32 sectors
 */
__global__ void smem_atomic_add(int *out, const int *in, int mul, int mod)
{
	__shared__ int s[1024];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int lane = threadIdx.x % 32;

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = atomicAdd(&s[(lane * mul) % mod], (int)threadIdx.x);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BYTES 4096   /* the largest shared array, in bytes */
#define THREADS 256  /* 2 blocks of 128 */

static void *g_in;
static void *g_out;

static void launch_ld_u8(const struct variant *v)
{
	smem_ld_u8<<<v->grid, v->block>>>((unsigned int *)g_out,
					  (const unsigned char *)g_in,
					  v->arg0, v->arg1);
}

static void launch_ld_u16(const struct variant *v)
{
	smem_ld_u16<<<v->grid, v->block>>>((unsigned int *)g_out,
					   (const unsigned short *)g_in,
					   v->arg0, v->arg1);
}

static void launch_ld_lanemap(const struct variant *v)
{
	smem_ld_lanemap<<<v->grid, v->block>>>((float *)g_out,
					       (const float *)g_in,
					       v->arg0, v->arg1);
}

static void launch_ld_xor(const struct variant *v)
{
	smem_ld_xor<<<v->grid, v->block>>>((float *)g_out, (const float *)g_in,
					   v->arg0);
}

static void launch_ld_offset(const struct variant *v)
{
	smem_ld_offset<<<v->grid, v->block>>>((float *)g_out,
					      (const float *)g_in, v->arg0);
}

static void launch_atomic_add(const struct variant *v)
{
	smem_atomic_add<<<v->grid, v->block>>>((int *)g_out, (const int *)g_in,
					       v->arg0, v->arg1);
}

#define U8(s, g)  { "smem_ld_u8", "stride=" #s ";group=" #g, dim3(2), \
		    dim3(128), s, g, launch_ld_u8, NULL }
#define U16(s, g) { "smem_ld_u16", "stride=" #s ";group=" #g, dim3(2), \
		    dim3(128), s, g, launch_ld_u16, NULL }
#define MAP(m, d) { "smem_ld_lanemap", "mul=" #m ";mod=" #d, dim3(2), \
		    dim3(128), m, d, launch_ld_lanemap, NULL }
#define XOR(x)    { "smem_ld_xor", "mask=" #x, dim3(2), dim3(128), x, 0, \
		    launch_ld_xor, NULL }
#define OFF(o)    { "smem_ld_offset", "offset=" #o, dim3(2), dim3(128), o, 0, \
		    launch_ld_offset, NULL }
#define ATOM(m, d) { "smem_atomic_add", "mul=" #m ";mod=" #d, dim3(2), \
		     dim3(128), m, d, launch_atomic_add, NULL }

static struct variant table[] = {
	U8(1, 1), U8(2, 1), U8(3, 1), U8(4, 1), U8(5, 1), U8(8, 1), U8(32, 1),
	U8(128, 1),
	U16(1, 1), U16(1, 2), U16(2, 1), U16(3, 1), U16(4, 1), U16(16, 1),
	U16(64, 1),
	MAP(1, 32), MAP(7, 32), MAP(1, 8), MAP(32, 256),
	XOR(1), XOR(31),
	OFF(0), OFF(1), OFF(17),
	ATOM(1, 32), ATOM(32, 1024), ATOM(0, 32), ATOM(1, 4), ATOM(32, 64),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = bench_alloc(BYTES);
	g_out = bench_alloc(THREADS * sizeof(float));
	bench_fill_float(g_in, BYTES / sizeof(float), 21);
	bench_poison(g_out, THREADS * sizeof(float));

	rc = bench_main(argc, argv, "smem_misc", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
