#include "chroma_fault.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

/* Per kind: operations of this thread left before the armed one (0: unarmed), and failures
   injected so far by any thread. */
static _Thread_local unsigned long countdown[3];
static _Atomic unsigned long injected[3];

void chroma_fault_arm(chroma_fault_kind kind, unsigned long nth) {
    countdown[kind] = nth;
}

unsigned long chroma_fault_count(chroma_fault_kind kind) {
    return atomic_load(&injected[kind]);
}

/* 1 when this operation of `kind` is the armed one (the countdown goes from 1 to 0). */
static int fails(chroma_fault_kind kind) {
    if (countdown[kind] == 0) return 0;
    if (--countdown[kind] != 0) return 0;
    atomic_fetch_add(&injected[kind], 1);
    return 1;
}

void *chroma_fault_malloc(size_t size) {
    return fails(CHROMA_FAULT_ALLOCATION) ? NULL : malloc(size);
}

void *chroma_fault_calloc(size_t count, size_t size) {
    return fails(CHROMA_FAULT_ALLOCATION) ? NULL : calloc(count, size);
}

void *chroma_fault_realloc(void *pointer, size_t size) {
    return fails(CHROMA_FAULT_ALLOCATION) ? NULL : realloc(pointer, size);
}

long chroma_fault_read(int fd, void *buffer, size_t count) {
    if (fails(CHROMA_FAULT_READ)) {
        errno = EIO;
        return -1;
    }
    return read(fd, buffer, count);
}

long chroma_fault_pread(int fd, void *buffer, size_t count, long long offset) {
    if (fails(CHROMA_FAULT_READ)) {
        errno = EIO;
        return -1;
    }
    return pread(fd, buffer, count, (off_t)offset);
}

long chroma_fault_write(int fd, const void *buffer, size_t count) {
    if (fails(CHROMA_FAULT_WRITE)) {
        errno = EIO;
        return -1;
    }
    return write(fd, buffer, count);
}
