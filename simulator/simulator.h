/*
 * simulator.h - the simulator as the analyzer sees it: the one header
 * analyzer/ includes.
 *
 * The front end builds a kernel's IR and hands it over; the analyzer then
 * asks for a launch, a simulation, a time and, for its explanations, what
 * one request costs.  What stays inside (per-lane values, the replay's
 * plan and events, the sector walk, the time walk) has headers of its own
 * that only simulator/ includes: value.h, plan.h, gmem.h, copy.h,
 * sim_internal.h and timing_internal.h.
 */
#ifndef WARPCHECK_SIMULATOR_H
#define WARPCHECK_SIMULATOR_H

/* memory: allocation that cannot fail, arenas, and the one way to stop */
#include "alloc.h"
#include "arena.h"
#include "bug.h"
/* C's integer rules, and the architecture tables */
#include "cint.h"
#include "hw.h"
/* the IR the front end builds, and the passes it runs while building */
#include "ir.h"
#include "ir_pass.h"
/* a built kernel made into what nvcc emits: wide and folded accesses,
 * thread arrays in registers or local memory */
#include "emit.h"
#include "local.h"
/* a launch, its simulation and counts, and the time they predict */
#include "launch.h"
#include "sim.h"
#include "timing.h"
/* one request's cost, for explaining a count: shared wavefronts and the
 * turns atomics take */
#include "smem.h"
#include "atomic.h"

#endif
