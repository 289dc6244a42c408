#pragma once
typedef int descriptor_t;
