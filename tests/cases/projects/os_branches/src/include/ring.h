#pragma once
#include "os.h"

struct ring {
	descriptor_t fd;
	float *slots;
};
