/*
 * ir_dump.c - the IR as text, for `warpcheck dump-ir`: one line per
 * statement, expressions fully parenthesized with their C types, so that
 * a wrong prediction can be traced to the front end or to the simulator.
 * Each access says the form nvcc gives it (emit.c).
 */
#include "ir.h"
#include "emit.h"

#include <stdio.h>

#include "arena.h"

void ir_dump_expr(FILE *out, const struct ir_kernel *k, const struct ir_expr *e)
{
	switch (e->op) {
	case IR_CONST:
		fprintf(out, "%lld", (long long)e->value);
		if (e->type != CT_I32)
			fprintf(out, "%s", e->type == CT_U32 ? "u" :
				e->type == CT_I64 ? "l" : "ul");
		return;
	case IR_SPECIAL:
		fprintf(out, "%s", ir_special_name(e->index));
		return;
	case IR_PARAM:
		fprintf(out, "$%s", k ? k->params[e->index].name : "param");
		return;
	case IR_LOCAL:
		fprintf(out, "%%%s", k ? k->local_names[e->index] : "local");
		return;
	case IR_UNKNOWN:
		fprintf(out, "unknown(\"%s\")", e->reason);
		return;
	case IR_CAST:
		fprintf(out, "(%s)", ctype_name(e->type));
		ir_dump_expr(out, k, e->a);
		return;
	case IR_NEG: case IR_NOT: case IR_LNOT:
		fprintf(out, "%s", ir_op_spelling(e->op));
		ir_dump_expr(out, k, e->a);
		return;
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV: case IR_WARP_OR:
		fprintf(out, "%s(", ir_op_bits(e->op) ? ir_bit_op_name(e) : ir_op_spelling(e->op));
		ir_dump_expr(out, k, e->a);
		fprintf(out, ")");
		return;
	case IR_MIN: case IR_MAX: case IR_SHFL:
		fprintf(out, "%s(", ir_op_spelling(e->op));
		ir_dump_expr(out, k, e->a);
		fprintf(out, ", ");
		ir_dump_expr(out, k, e->b);
		fprintf(out, ")");
		return;
	case IR_COND:
		fprintf(out, "(");
		ir_dump_expr(out, k, e->a);
		fprintf(out, " ? ");
		ir_dump_expr(out, k, e->b);
		fprintf(out, " : ");
		ir_dump_expr(out, k, e->c);
		fprintf(out, ")");
		return;
	default:
		fprintf(out, "(");
		ir_dump_expr(out, k, e->a);
		fprintf(out, " %s ", ir_op_spelling(e->op));
		ir_dump_expr(out, k, e->b);
		fprintf(out, ")");
		return;
	}
}

static void dump_stmts(FILE *out, const struct ir_kernel *k,
		       const struct ir_stmt *s, int depth)
{
	for (; s; s = s->next) {
		fprintf(out, "%*s", depth * 2, "");
		switch (s->kind) {
		case ST_ASSIGN:
			fprintf(out, "%%%s = ", k->local_names[s->slot]);
			ir_dump_expr(out, k, s->expr);
			fprintf(out, "\n");
			break;
		case ST_ACCESS: {
			const struct ir_access *acc = s->access;
			fprintf(out, "%s.%s.b%u %s[", mem_space_name(acc->space),
				mem_op_name(acc->op), acc->bytes, acc->object);
			if (s->expr)
				ir_dump_expr(out, k, s->expr);
			else
				fprintf(out, "?");
			fprintf(out, "]  ; line %u:%u", acc->loc.line, acc->loc.col);
			if (acc->emit) {
				struct arena scratch;
				arena_init(&scratch, 0);
				fprintf(out, ", %s", emit_describe(acc, &scratch));
				arena_release(&scratch);
			}
			if (acc->unsupported)
				fprintf(out, ", not analyzed: %s", acc->unsupported);
			fprintf(out, "\n");
			break;
		}
		case ST_IF:
			fprintf(out, "if ");
			ir_dump_expr(out, k, s->expr);
			if (s->branch)
				fprintf(out, "  ; branch %d, line %u:%u", s->branch->id,
					s->branch->loc.line, s->branch->loc.col);
			fprintf(out, "\n");
			dump_stmts(out, k, s->body, depth + 1);
			if (s->other) {
				fprintf(out, "%*selse\n", depth * 2, "");
				dump_stmts(out, k, s->other, depth + 1);
			}
			break;
		case ST_LOOP:
			fprintf(out, "%s ", s->once ? "once" : s->test_first ? "while" : "do-while");
			if (s->expr)
				ir_dump_expr(out, k, s->expr);
			else
				fprintf(out, "1");
			if (s->branch)
				fprintf(out, "  ; branch %d, line %u:%u", s->branch->id,
					s->branch->loc.line, s->branch->loc.col);
			if (s->unroll)
				fprintf(out, s->unroll < 0 ? ", #pragma unroll" : ", #pragma unroll %d",
					s->unroll);
			fprintf(out, "\n");
			dump_stmts(out, k, s->body, depth + 1);
			if (s->other) {
				fprintf(out, "%*s  step:\n", depth * 2, "");
				dump_stmts(out, k, s->other, depth + 2);
			}
			break;
		case ST_RETURN: fprintf(out, "return\n"); break;
		case ST_BREAK: fprintf(out, "break\n"); break;
		case ST_CONTINUE: fprintf(out, "continue\n"); break;
		case ST_WORK: {
			static const char *const types[MMA_TYPES] = { "f16", "tf32", "i8", "f64" };
			const char *sep = "";
			if (s->work) {
				fprintf(out, "work %u", s->work);
				sep = ", ";
			}
			if (s->mma) {
				fprintf(out, "%smma x%u (%s, %u operations)", sep, s->mma,
					types[s->mma_type], s->mma_flops);
				sep = ", ";
			}
			if (s->barriers) {
				fprintf(out, "%sbarrier x%u", sep, s->barriers);
				sep = ", ";
			}
			if (s->async_wait == 1)
				fprintf(out, "%swait for every copy", sep);
			else if (s->async_wait)
				fprintf(out, "%swait for copies but the newest %u group%s", sep,
					s->async_wait - 1, s->async_wait == 2 ? "" : "s");
			if (s->async_wait)
				sep = ", ";
			if (s->fence)
				fprintf(out, "%sfence", sep);
			fprintf(out, "\n");
			break;
		}
		}
	}
}

void ir_dump_kernel(FILE *out, const struct ir_kernel *k)
{
	int i;

	fprintf(out, "kernel %s  ; %s:%u\n", k->name, k->loc.file, k->loc.line);
	if (k->launch_bounds[0])
		fprintf(out, "  __launch_bounds__(%d, %d)\n", k->launch_bounds[0], k->launch_bounds[1]);
	if (k->cluster[0])
		fprintf(out, "  __cluster_dims__(%d, %d, %d)\n", k->cluster[0], k->cluster[1], k->cluster[2]);
	for (i = 0; i < k->nparams; i++) {
		const struct ir_param *p = &k->params[i];
		if (p->null_of)
			fprintf(out, "  param $%s: the pointer's null test (0: the launch passes null)\n",
				p->name);
		else if (p->is_pointer)
			fprintf(out, "  param $%s: pointer to %u-byte elements\n",
				p->name, p->elem_bytes);
		else
			fprintf(out, "  param $%s: %s\n", p->name, ctype_name(p->type));
	}
	for (i = 0; i < k->nshared; i++) {
		const struct ir_shared *sh = &k->shared[i];
		int d;
		fprintf(out, "  shared %s %s", sh->elem_type, sh->name);
		for (d = 0; d < sh->ndims; d++)
			fprintf(out, "[%lld]", (long long)sh->dims[d]);
		fprintf(out, "  ; %lld bytes%s\n", (long long)sh->bytes,
			sh->is_dynamic ? ", dynamic" : "");
	}
	dump_stmts(out, k, k->body, 1);
}
