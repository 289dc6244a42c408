#pragma once
struct Stats {
	float mean, var;
};
