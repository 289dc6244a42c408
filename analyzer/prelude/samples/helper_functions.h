/*
 * helper_functions.h - the CUDA samples' host helpers (Common/): strings,
 * timers and images, declared for when a project includes them and they
 * are not on the include path (searched after every -I: the project's
 * own copy wins).
 */
#ifndef COMMON_HELPER_FUNCTIONS_H_
#define COMMON_HELPER_FUNCTIONS_H_

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <algorithm>
#include <string>

#include <helper_image.h>
#include <helper_string.h>
#include <helper_timer.h>

#endif
