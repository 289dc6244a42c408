/*
 * cuda/std/__cccl/version.h - the version of CCCL (CUB, Thrust, libcu++)
 * that the bundled headers stand for, as every CCCL header gives it its
 * includers: the installed toolkit's, CUDA 13.0's CCCL 3.0.1 (CUB_VERSION
 * and THRUST_VERSION say the same).
 */
#ifndef WARPCHECK_PRELUDE_CCCL_VERSION_H
#define WARPCHECK_PRELUDE_CCCL_VERSION_H
#define __CCCL_VERSION_H

#define CCCL_VERSION 3000001
#define CCCL_MAJOR_VERSION (CCCL_VERSION / 1000000)
#define CCCL_MINOR_VERSION (((CCCL_VERSION / 1000) % 1000))
#define CCCL_PATCH_VERSION (CCCL_VERSION % 1000)

#endif
