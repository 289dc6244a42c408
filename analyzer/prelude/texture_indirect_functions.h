/*
 * texture_indirect_functions.h - the toolkit's
 * texture_indirect_functions.h is one part of what the bundled
 * <device_functions.h> declares (that header defines its guard,
 * __TEXTURE_INDIRECT_FUNCTIONS_H__): included by name, it includes that
 * header.
 */
#include <device_functions.h>
