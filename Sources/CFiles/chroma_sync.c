#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "chroma_sync.h"

#include <unistd.h>

int chroma_sync_file_system(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    return fsync(fd);
#endif
}
