// A vendored header, on the path only through CMake's include_directories.
#pragma once
struct RingSlot {
	float value;
	int tag;
};
