/*
 * cusolver_common.h - the toolkit's cusolver_common.h is one part of
 * what the bundled <cusolverDn.h> declares (that header defines its
 * guard, CUSOLVER_COMMON_H_): included by name, it includes that header.
 */
#include <cusolverDn.h>
