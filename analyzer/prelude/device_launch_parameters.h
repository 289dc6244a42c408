/* device_launch_parameters.h - everything is in the base prelude */
#include <cuda_runtime.h>
/* the toolkit's own guard and macros, which includers test */
#define __DEVICE_LAUNCH_PARAMETERS_H__
