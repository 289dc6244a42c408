/*
 * helper_timer.h - the CUDA samples' host timers (Common/), declared for
 * when a project includes them and they are not on the include path
 * (searched after every -I: the project's own copy wins).
 */
#ifndef COMMON_HELPER_TIMER_H_
#define COMMON_HELPER_TIMER_H_

class StopWatchInterface {
public:
	StopWatchInterface() {}
	virtual ~StopWatchInterface() {}
	virtual void start() = 0;
	virtual void stop() = 0;
	virtual void reset() = 0;
	virtual float getTime() = 0;
	virtual float getAverageTime() = 0;
};

inline bool sdkCreateTimer(StopWatchInterface **timer_interface);
inline bool sdkDeleteTimer(StopWatchInterface **timer_interface);
inline bool sdkStartTimer(StopWatchInterface **timer_interface);
inline bool sdkStopTimer(StopWatchInterface **timer_interface);
inline bool sdkResetTimer(StopWatchInterface **timer_interface);
inline float sdkGetAverageTimerValue(StopWatchInterface **timer_interface);
inline float sdkGetTimerValue(StopWatchInterface **timer_interface);

#endif
