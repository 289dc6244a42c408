// How many floats a vector type holds; the wide types only where the
// build asks for them.
template <typename T> struct lanes;
template <> struct lanes<float> {
	static constexpr int value = 1;
};
#ifdef USE_WIDE_ACCESS
template <> struct lanes<float4> {
	static constexpr int value = 4;
};
#endif
// a tracing build's header, not here: its test names nothing the
// file's error quotes, so the build's -DTRACE_CALLS is not taken
#ifdef TRACE_CALLS
#include "trace_calls.h"
#endif
