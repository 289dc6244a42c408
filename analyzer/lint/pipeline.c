/*
 * pipeline.c - the model's stages on one file (pipeline.h).
 */
#include "pipeline.h"

#include <string.h>

#include "../../simulator/simulator.h"
#include "lint.h"
#include "../nvcc/sass_run.h"

void pipeline_emit(struct ir_tu *tu)
{
	struct ir_kernel *k;

	for (k = tu->kernels; k; k = k->next) {
		ir_pass_const_locals(k);
		local_classify(k);
		emit_kernel(k, &tu->arena);
	}
}

int pipeline_load(struct pipeline *p, const char *path, const struct pipeline_options *o,
		  struct diag_list *diags)
{
	memset(p, 0, sizeof(*p));
	p->sass_why = "turned off (--no-sass)";
	if (frontend_load(&p->tu, path, o->fe, diags) < 0)
		return -1;
	pipeline_emit(p->tu);
	return 0;
}

void pipeline_nvcc(struct pipeline *p, const char *path, const struct pipeline_options *o,
		   struct diag_list *diags)
{
	if (o->ptxas) {
		struct ptxas_options po = { o->nvcc, o->arch, p->tu->flags, p->tu->nflags,
					    o->maxrregcount };
		p->registers = arena_alloc(&p->tu->arena, sizeof(*p->registers));
		if (ptxas_run(p->registers, path, &po, &p->tu->arena, diags) < 0)
			p->registers = NULL;
	}
	if (o->sass && p->tu->kernels) {
		struct sass_options so = { o->nvcc, o->arch, p->tu->flags, p->tu->nflags,
					   p->tu->inputs, p->tu->ninputs, o->sass_dump, o->sass > 0 };
		p->sass = sass_load_file(path, &so, &p->tu->arena, diags, &p->sass_why);
	}
}

struct sass_status pipeline_kernel(struct pipeline *p, struct ir_kernel *k,
				   const struct sass_function **fn)
{
	struct sass_status ss = sass_kernel(fn, k, p->sass, p->sass_why, &p->tu->arena);

	/* the widths read from nvcc's code decide where they were read */
	emit_apply(k);
	return ss;
}

const struct ptxas_function *pipeline_registers(const struct pipeline *p,
						const struct ir_kernel *k)
{
	return p->registers ? ptxas_find(p->registers, k->mangled) : NULL;
}

int pipeline_simulate(struct kernel_stats *st, const struct ir_kernel *k, const struct launch *l,
		      const struct hw *hw, const struct sim_options *so,
		      const struct ptxas_function *regs)
{
	int rc = sim_kernel(st, k, l, hw, so);

	pipeline_spills(st, regs);
	return rc;
}

void pipeline_spills(struct kernel_stats *st, const struct ptxas_function *regs)
{
	if (regs)
		local_add_spills(st, regs->spill_loads, regs->spill_stores, regs->stack_frame);
}

/*
 * What accesses first .. first + n - 1 (one access, or the pieces of one
 * value) cost above their ideal together, or 0.
 */
static double excess(const struct kernel_stats *st, const struct pipeline_time *t,
		     const struct hw *hw, int first, int n)
{
	double without;
	int j, over = 0;

	for (j = first; j < first + n; j++) {
		const struct ir_access *acc = st->kernel->accesses[j];
		const struct access_stats *as = &st->access[acc->id];

		over |= acc->space == SPACE_SHARED ? as->wavefronts > as->ideal_wavefronts
						   : as->sectors > as->ideal_sectors;
	}
	if (!over)
		return 0;
	without = time_if_accesses(st, first, n, hw, t->registers);
	return t->est.seconds > without ? t->est.seconds - without : 0;
}

int pipeline_time(struct pipeline_time *t, const struct kernel_stats *st, const struct hw *hw,
		  int registers, struct arena *a)
{
	int j, n = st->kernel->naccesses;

	memset(t, 0, sizeof(*t));
	t->registers = registers;
	if (time_kernel(&t->est, &t->in, st, hw, registers) < 0)
		return -1;
	t->known = 1;
	t->alone = arena_alloc(a, ((size_t)n + 1) * sizeof(*t->alone));
	t->pieces = arena_alloc(a, ((size_t)n + 1) * sizeof(*t->pieces));
	for (j = 0; j < n; j++) {
		int parts = lint_pieces(st->kernel, j);
		t->alone[j] = excess(st, t, hw, j, 1);
		t->pieces[j] = lint_first_piece(st->kernel, j) != j ? 0
			     : parts == 1 ? t->alone[j] : excess(st, t, hw, j, parts);
	}
	return 0;
}

void pipeline_release(struct pipeline *p)
{
	ir_tu_release(p->tu);
	memset(p, 0, sizeof(*p));
}
