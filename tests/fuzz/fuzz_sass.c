/*
 * fuzz_sass.c - libFuzzer target: any text as an nvdisasm or cuobjdump
 * dump.  It must parse without fault, and what it yields must hold
 * together: every row counts at least one instruction of a known width.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../analyzer/nvcc/sass.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct arena a;
	struct sass_file f;
	char *text = malloc(size + 1);
	int i, j;

	memcpy(text, data, size);
	text[size] = '\0';
	arena_init(&a, 0);
	sass_parse(&f, text, &a);
	for (i = 0; i < f.nfunctions; i++) {
		for (j = 0; j < f.functions[i].nrows; j++) {
			const struct sass_row *r = &f.functions[i].rows[j];
			if (r->count < 1 || (r->width != 1 && r->width != 2 && r->width != 4 &&
					     r->width != 8 && r->width != 16) || (unsigned)r->op >= SASS_OP_COUNT)
				abort();
		}
		sass_count(&f.functions[i], SASS_LDS, 0, -1, NULL, 0);
	}
	arena_release(&a);
	free(text);
	return 0;
}
