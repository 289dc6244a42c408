// The project's API header, which includes the vendored one by name.
#pragma once
#include "ringbuf_slots.h"
