/*
 * fuzz_flags.c - libFuzzer target: any text as the value of --grid,
 * --block, --block-index, --param and --fail-on.  Each must parse or be
 * refused; what parses must be in range.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../analyzer/lint/policy.h"
#include "../../simulator/launch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	struct launch l;
	struct policy p;
	uint32_t dim[3];
	int64_t v;

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (launch_parse_dim(dim, text) == 0 &&
	    (dim[0] < 1 || dim[1] < 1 || dim[2] < 1 || dim[0] > 0x7fffffff))
		abort();
	launch_parse_index(dim, text);
	launch_init(&l);
	if (launch_parse_param(&l, text) == 0) {
		size_t n = strcspn(text, "=");
		char *name = strndup(text, n);
		if (!name || launch_param_lookup(&l, name, &v) != 0)
			abort();    /* what was set must be found again */
		free(name);
	}
	launch_release(&l);
	policy_init(&p);
	policy_parse_fail_on(&p, text);
	free(text);
	return 0;
}
