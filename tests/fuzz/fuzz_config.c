/*
 * fuzz_config.c - libFuzzer target: any bytes as .warpcheck.yaml.  The
 * parser must accept or reject them with a message, never crash or leak;
 * accepted entries are then applied as the command line would apply them.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../analyzer/cli/config.h"
#include "../../analyzer/lint/policy.h"
#include "../../simulator/launch.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct config c;
	struct launch l;
	struct policy p;
	uint32_t dim[3];
	int i;

	launch_init(&l);
	policy_init(&p);
	if (config_parse(&c, "fuzz.yaml", data, size) == 0) {
		for (i = 0; i < c.n; i++) {
			const char *k = c.entries[i].key, *v = c.entries[i].value;
			if (!strcmp(k, "grid") || !strcmp(k, "block"))
				launch_parse_dim(dim, v);
			else if (!strcmp(k, "param"))
				launch_parse_param(&l, v);
			else if (!strcmp(k, "fail-on"))
				policy_parse_fail_on(&p, v);
		}
	}
	launch_release(&l);
	config_release(&c);
	return 0;
}
