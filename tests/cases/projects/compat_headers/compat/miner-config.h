/* what the build's configure step writes on other systems */
#pragma once
#define MINER_THREADS 256
