/*
 * cooperative_groups/details/functional.h - the operators that the
 * groups' reductions and scans take (cg::plus<T>() and friends), declared
 * by reduce.h and scan.h as in the toolkit.
 */
#ifndef WARPCHECK_PRELUDE_CG_FUNCTIONAL_H
#define WARPCHECK_PRELUDE_CG_FUNCTIONAL_H

namespace cooperative_groups {

template <typename T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T> struct less { __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
template <typename T> struct greater { __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
template <typename T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <typename T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <typename T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };

}

#endif
