/* pybind11/numpy.h - declared with the rest of pybind11 (pybind11/pybind11.h) */
#ifndef WARPCHECK_PRELUDE_PYBIND11_NUMPY_H
#define WARPCHECK_PRELUDE_PYBIND11_NUMPY_H
#include <pybind11/pybind11.h>
#endif
