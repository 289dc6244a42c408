/* the GEMM's own operand formats, which include the project's types */
#pragma once
#include "src/core/types.h"

namespace app {
struct operand_format { Kind kind; int pitch; };
}
