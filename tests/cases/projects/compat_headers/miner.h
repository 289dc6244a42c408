/* the project's shared header: a POSIX header, a generated config found
 * in compat/, and a host library that is not installed */
#pragma once
#include <miner-config.h>
#include <sys/time.h>
#include <stdint.h>
#include <netlib/client.h>

/* host only: its pool connection, a type of the missing library */
struct pool_conn {
	net_client *client;
	struct timeval last_seen;
	int retries;
};

/* the kernel's argument: an error in it is one for the kernel */
struct hash_args {
	net_word_t salt;
	uint32_t *scratch;
};
