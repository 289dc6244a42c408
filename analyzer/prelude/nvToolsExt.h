/* nvToolsExt.h - NVTX, under its older name */
#include <nvtx3/nvToolsExt.h>
