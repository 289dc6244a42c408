/*
 * spawn.c - fork and exec without a shell, so that file names need no
 * quoting, with the child's output read through one pipe.
 */
#define _GNU_SOURCE     /* pipe2 */
#include "spawn.h"

#include "../../simulator/simulator.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int spawn_capture(const char *const argv[], char **output)
{
	char *text = NULL;
	size_t len = 0, cap = 0;
	int fd[2], status;
	pid_t pid;

	*output = NULL;
	/* close-on-exec: a child started by another thread must not hold
	 * this pipe open (dup2 onto 1 and 2 clears the flag there) */
	if (pipe2(fd, O_CLOEXEC) < 0)
		return -1;
	if ((pid = fork()) < 0) {
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		dup2(fd[1], 1);
		dup2(fd[1], 2);
		close(fd[0]);
		close(fd[1]);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(fd[1]);
	for (;;) {
		ssize_t got;
		if (len + 4096 > cap) {
			text = xrealloc(text, cap = cap ? cap * 2 : 65536);
		}
		got = read(fd[0], text + len, cap - len - 1);
		if (got <= 0)
			break;
		len += (size_t)got;
	}
	close(fd[0]);
	if (waitpid(pid, &status, 0) < 0)
		status = -1;
	if (text)
		text[len] = '\0';
	*output = text;
	if (status == -1)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

const char *spawn_find(const char *name, const char *fallback, char *buf, size_t size)
{
	const char *path = getenv("PATH");

	while (path && *path) {
		const char *colon = strchr(path, ':');
		size_t n = colon ? (size_t)(colon - path) : strlen(path);
		snprintf(buf, size, "%.*s/%s", (int)n, path, name);
		if (n && access(buf, X_OK) == 0)
			return buf;
		path = colon ? colon + 1 : NULL;
	}
	return fallback && access(fallback, X_OK) == 0 ? fallback : NULL;
}
