/* the project's own gemm.h, which is not acme's acme/util/gemm.h */
#pragma once
#error "not the header acme/util/gemm.h names"
