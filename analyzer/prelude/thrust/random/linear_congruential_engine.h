/* thrust/random/linear_congruential_engine.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
