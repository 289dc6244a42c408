/*
 * asm_text.h - an inline asm statement's text, read where it is spelled
 * (asm_text.c), for asm.c to lower.
 */
#ifndef WARPCHECK_FRONTEND_ASM_TEXT_H
#define WARPCHECK_FRONTEND_ASM_TEXT_H

#include "fe.h"

/* a wgmma m64n256k16 with f32 accumulators has 128 outputs and its inputs */
#define MAX_OPERANDS 160
#define MAX_TEMPLATE 8192

struct asm_text {
	char tmpl[MAX_TEMPLATE];
	int nout, nin;
	char constraint[MAX_OPERANDS][16];
	int memory;               /* a "memory" clobber */
};

/* The statement's template and constraints, from where it is spelled (in
 * the macro's definition when it comes from one): 0, or -1 when it
 * cannot be read. */
int asm_read(struct fe *fe, CXCursor stmt, struct asm_text *t);

/* Why the outputs of the instructions in tmpl are not known: a load's or
 * an atomic's are data, any other's a value the assembly computes. */
const char *asm_output_why(const char *tmpl);

#endif
