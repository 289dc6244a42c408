/*
 * pipeline.c - the model's stages on one file (pipeline.h).
 */
#include "pipeline.h"

#include <string.h>

#include "../simulator/emit.h"
#include "../simulator/local.h"
#include "sass_run.h"

int pipeline_load(struct pipeline *p, const char *path, const struct pipeline_options *o,
		  struct diag_list *diags)
{
	memset(p, 0, sizeof(*p));
	p->sass_why = "turned off (--no-sass)";
	return frontend_load(&p->tu, path, o->fe, diags) < 0 ? -1 : 0;
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

	if (regs)
		local_add_spills(st, regs->spill_loads, regs->spill_stores, regs->stack_frame);
	return rc;
}

void pipeline_release(struct pipeline *p)
{
	ir_tu_release(p->tu);
	memset(p, 0, sizeof(*p));
}
