/*
 * ir_pass.h - passes over the access IR that need no C syntax: how much a
 * branch guards, and whether a loop condition's loads can be hoisted.
 */
#ifndef WARPCHECK_IR_PASS_H
#define WARPCHECK_IR_PASS_H

#include "ir.h"

/*
 * How much a list of statements weighs when nvcc decides whether to
 * predicate the branch guarding it: a memory access counts one, a nested
 * branch three plus what it guards, a loop a hundred plus its body.
 */
int ir_pass_work(const struct ir_stmt *s);

/*
 * Whether the statements of a loop's condition (`pre`: accesses and
 * assignments only) can run once before the loop, as nvcc makes them:
 * true when `body` and `step` write no global memory and change nothing
 * `pre` reads, and `pre` changes nothing itself.  `nslots` is the
 * kernel's count of local slots.
 */
int ir_pass_invariant(const struct ir_stmt *pre, const struct ir_stmt *body,
		      const struct ir_stmt *step, int nslots);

/*
 * Marks the `if`s of a kernel's body (its top-level list) whose lanes on
 * one side have nothing left to do: a bounds guard that is the kernel's
 * last statement (`if (i < n) { ... }`, nothing but returns after it, no
 * else), recursively the last `if` of such a guard, and `if (c) return;`.
 * nvcc ends those lanes with a predicated EXIT, so the warp never
 * diverges there (kernels/divergence.cu div_bounds: 0 divergent SASS
 * branch targets, h200-2026-11-30).
 */
void ir_pass_exits(struct ir_stmt *body);

/*
 * Which of the parameters param[j] (for each bit j of `bits`) each access
 * and branch of k rests on: through its address or condition, a local set
 * from them (in any order a loop can run its statements), or a condition
 * it runs under.  Bit j of access[acc->id] and branch[b->id] is set; the
 * caller zeroes them (naccesses and nbranches entries).
 */
void ir_pass_param_deps(const struct ir_kernel *k, uint64_t bits, const int *param,
			uint64_t *access, uint64_t *branch);

/*
 * Is parameter `param` of k a shift count: the right operand of a << or
 * >>, itself or a local copied from it (cast or not; a helper's
 * parameter bound to it)?  1 or 0.
 */
int ir_pass_shift_count(const struct ir_kernel *k, int param);

/*
 * Constants in locals: a local assigned once in the kernel, where it is
 * declared, to a value that folds (`int stride = threads / 4;` of
 * template arguments), is that constant wherever it is read, as nvcc
 * propagates it: a loop stepping by it has a constant trip count, is
 * unrolled, and an array its counter indexes stays in registers.  The
 * reads become IR_CONST in place.  Then the side of an `if` that a
 * constant condition never takes is dropped, as nvcc drops it (`if
 * (VARIANT == 2)` of a template's other instance): its stores kill no
 * reuse and its accesses put no array in local memory.
 */
void ir_pass_const_locals(struct ir_kernel *k);

#endif
