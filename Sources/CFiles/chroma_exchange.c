#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "chroma_exchange.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

int chroma_exchange_paths(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
    /* RENAME_EXCHANGE is 2 (linux/fs.h); the syscall avoids needing a recent glibc wrapper. */
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 2);
#else
    errno = ENOSYS;
    return -1;
#endif
}
