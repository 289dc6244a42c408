/*
 * work.c - what the time model counts besides memory: floating-point
 * work, mma and wgmma, barriers, fences and waits for asynchronous
 * copies, each a statement at the kernel's tail (a run of arithmetic is
 * one statement), in program order with its accesses.
 */
#include "fe.h"

#include <string.h>

#include "../../simulator/simulator.h"

/*
 * Floating-point work, which no index needs but the time model does: one
 * per float +, -, *, and an add whose operand is a product counts nothing
 * more, since nvcc contracts the pair into one FFMA; a division is a
 * reciprocal and its refinement, counted 10 (measured: math_costs).  An
 * H200 does half as many double operations a cycle, so those count 2.
 */
unsigned expr_fp_cost(CXType t)
{
	switch (cx_canon(t).kind) {
	case CXType_Float: case CXType_Half: case CXType_Float16:
		return 1;
	case CXType_Double:
		return 2;
	default:
		return 0;
	}
}

/*
 * The work statement to add to: the one at the kernel's tail (a run of
 * arithmetic is one statement), or a new one.  One statement holds mma of
 * one operand type: mma_type, or -1 when none is added.
 */
static struct ir_stmt *work_stmt(struct fe *fe, CXCursor c, int mma_type)
{
	struct fe_kernel *kn = fe->kn;
	struct ir_stmt *s = kn->last_work;

	if (s && kn->tail == &s->next &&
	    (mma_type < 0 || !s->mma || s->mma_type == (enum mma_type)mma_type))
		return s;
	s = ir_stmt_new(fe->A, ST_WORK);
	s->loc = cx_loc(fe, c);
	scope_emit(fe, s);
	kn->last_work = s;
	return s;
}

void expr_fp_work(struct fe *fe, CXCursor c, unsigned ops)
{
	if (!ops || !fe->kn)
		return;
	work_stmt(fe, c, -1)->work += ops;
}

/* A statement of its own at c for a barrier or a wait, emitted. */
static struct ir_stmt *sync_stmt(struct fe *fe, CXCursor c)
{
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_WORK);

	s->loc = cx_loc(fe, c);
	scope_emit(fe, s);
	return s;
}

void expr_barrier(struct fe *fe, CXCursor c)
{
	if (!fe->kn)
		return;
	fe->kn->last_work = sync_stmt(fe, c);
	fe->kn->last_work->barriers = 1;
}

/*
 * What nvcc must assume writes memory: a fence (__threadfence, __syncwarp),
 * a call it cannot see into, an asm statement with a "memory" clobber.
 * Loads after it are read again (emit.c's reuse).
 */
void expr_fence(struct fe *fe, CXCursor c)
{
	if (fe->kn)
		sync_stmt(fe, c)->fence = 1;
}

/* A wait for the thread's copies, `pending` groups left in flight. */
void expr_async_wait(struct fe *fe, CXCursor c, unsigned pending)
{
	if (fe->kn)
		sync_stmt(fe, c)->async_wait = pending + 1;
}

/*
 * The operations of one SASS instruction of each type, as ptxas emits them
 * for sm_90 (kernels/micro_mma.cu's SASS, h200-2026-12-02-mma): an
 * m16n8k16 f16 mma is one HMMA.16816 (4,096), tf32 m16n8k8 one
 * HMMA.1688.F32.TF32 (2,048), s8 m16n8k32 one IMMA.16832 (8,192), f64
 * m8n8k4 one DMMA.8x8x4 (512); an e4m3 m16n8k32 two HMMA.16816 after
 * F2FP unpacks, and a wmma 16x16x16 of halves two HMMA.16816
 * (mma_gemm.cu).  A smaller shape is still one instruction.
 */
/* 0: one instruction a call whatever its shape (a wgmma's HGMMA, a warp's
 * share of its warpgroup's) */
static const unsigned mma_native_flops[MMA_TYPES] = {
	[MMA_F16] = 4096, [MMA_TF32] = 2048, [MMA_I8] = 8192, [MMA_F64] = 512,
};

void expr_mma(struct fe *fe, CXCursor c, enum mma_type t, unsigned m, unsigned n, unsigned k)
{
	unsigned flops = 2 * m * n * k;
	unsigned insns = mma_native_flops[t] ? flops / mma_native_flops[t] : 1;
	struct ir_stmt *s;

	if (!fe->kn || !flops)
		return;
	if (!insns)
		insns = 1;
	s = work_stmt(fe, c, (int)t);
	s->mma += insns;
	s->mma_flops += flops;
	s->mma_type = t;
}

/*
 * wgmma.mma_async (kernels/wgmma_rate.cu, h200-2026-12-02-wgmma): each
 * of the warpgroup's 4 warps runs one HGMMA (smsp__inst_executed_pipe_tensor
 * counts 4 a wgmma) and a quarter of its work, and the tensor cores read
 * its operands from shared memory in 128-byte wavefronts
 * (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_gmma: 32 a m64n64k16 with
 * A and B there, 4,096 bytes; 48 a m64n128k16, 6,144), a quarter a warp.
 * Measured with descriptors of 128-byte core matrices, no swizzle.
 */
void expr_wgmma(struct fe *fe, CXCursor c, unsigned n, unsigned k, unsigned shared_bytes)
{
	struct ir_stmt *s;

	if (!fe->kn)
		return;
	s = work_stmt(fe, c, MMA_GMMA_F16);
	s->mma += 1;
	s->mma_flops += 2 * 16 * n * k;
	s->mma_type = MMA_GMMA_F16;
	s->gmma_wavefronts += shared_bytes / (4 * 128);
}

/*
 * The instructions one call of a float math function runs: smsp__inst_executed
 * of kernels/micro_math.cu on the H200 (nvcc 13.0 -O3, 64 calls a thread,
 * validate/results/h200-2026-11-30-math), less its FFMA baseline's, over
 * the calls.  The common path only: every argument there is in [1, 4.3], so
 * no slow path (a huge sinf argument, a powf of a negative) is taken.  A
 * function not measured counts nothing.
 */
static const struct { const char *name; unsigned instructions; } math_costs[] = {
	{ "expf", 7 }, { "__expf", 5 }, { "exp2f", 4 },
	{ "logf", 25 }, { "__logf", 4 },
	{ "powf", 71 }, { "tanhf", 15 }, { "erff", 23 },
	{ "sinf", 28 }, { "__sinf", 2 },
	{ "sqrtf", 10 }, { "rsqrtf", 4 }, { "__fdividef", 4 },
};

unsigned expr_math_cost(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(math_costs) / sizeof(math_costs[0]); i++)
		if (!strcmp(math_costs[i].name, name))
			return math_costs[i].instructions;
	return 0;
}
