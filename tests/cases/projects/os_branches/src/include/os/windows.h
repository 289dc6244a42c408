#pragma once
#include <windows.h>
typedef SOCKET descriptor_t;
