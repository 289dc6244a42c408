#pragma once
/* each platform's header declares the descriptor type */
#if defined(OS_WINDOWS)
#include "os/windows.h"
#elif defined(OS_LINUX)
#include "os/linux.h"
#endif
