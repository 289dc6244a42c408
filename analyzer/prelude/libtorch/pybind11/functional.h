/* pybind11/functional.h - declared with the rest of pybind11 (pybind11/pybind11.h) */
#ifndef WARPCHECK_PRELUDE_PYBIND11_FUNCTIONAL_H
#define WARPCHECK_PRELUDE_PYBIND11_FUNCTIONAL_H
#include <pybind11/pybind11.h>
#endif
