/*
 * cusparse_v2.h - the toolkit's header of this name (cuSPARSE): what it
 * declares is in the bundled cusparse.h; a file that includes it by name
 * finds it here, with its guard.
 */
#ifndef CUSPARSE_V2_H_
#define CUSPARSE_V2_H_
#include "cusparse.h"
#endif
