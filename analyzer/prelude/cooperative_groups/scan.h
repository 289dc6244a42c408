/*
 * cooperative_groups/scan.h - a group's scans (inclusive_scan, exclusive_scan).
 * As in the toolkit, <cooperative_groups.h> alone does not declare them:
 * code that names a function of its own alike (`reduce(g, tmp, v)` with
 * a group argument) must not find this one by its argument's namespace.
 */
#ifndef WARPCHECK_PRELUDE_CG_SCAN_H
#define WARPCHECK_PRELUDE_CG_SCAN_H
#include <cooperative_groups.h>
#include <cooperative_groups/details/functional.h>
/* the toolkit's own guard */
#define _COOPERATIVE_GROUPS_SCAN_H

namespace cooperative_groups {

template <typename Group, typename T, typename Op>
__device__ T inclusive_scan(const Group &g, T v, Op op);
template <typename Group, typename T, typename Op>
__device__ T exclusive_scan(const Group &g, T v, Op op);
template <typename Group, typename T>
__device__ T inclusive_scan(const Group &g, T v);
template <typename Group, typename T>
__device__ T exclusive_scan(const Group &g, T v);

}

#endif
