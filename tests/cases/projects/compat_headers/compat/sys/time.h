/* a Windows build's stand-in for the POSIX header */
#pragma once
typedef __int64 useconds_t;
int gettimeofday(struct timeval *tv, void *tz);
