#ifndef CHROMA_FAULT_H
#define CHROMA_FAULT_H

#include <stddef.h>

/// Fault injection, for the libFuzzer targets in Fuzz/ and the tests of the seam (the command
/// line never arms it). Chroma's C allocations (CPNG's buffers and libpng's own structures) and
/// the reads and writes of files (ChromaFiles, CPNG) go through the functions below. A kind
/// armed with `nth` > 0 makes the nth operation of that kind on the arming thread fail once (an
/// allocation returns NULL; a read or write returns -1 with errno EIO); 0, the default, never
/// fails. Arming is per thread, so other threads (other tests in the same process) are never
/// touched. Unarmed, each call costs one load of a thread-local counter.
typedef enum {
    CHROMA_FAULT_ALLOCATION = 0,
    CHROMA_FAULT_READ = 1,
    CHROMA_FAULT_WRITE = 2,
} chroma_fault_kind;

/// Arms (`nth` > 0: the nth operation from now on this thread fails) or disarms (0) one kind.
void chroma_fault_arm(chroma_fault_kind kind, unsigned long nth);

/// How many operations of `kind` failed by injection since the process started.
unsigned long chroma_fault_count(chroma_fault_kind kind);

/// malloc(3), calloc(3) and realloc(3), failing when an armed allocation countdown runs out.
void *chroma_fault_malloc(size_t size);
void *chroma_fault_calloc(size_t count, size_t size);
void *chroma_fault_realloc(void *pointer, size_t size);

/// read(2), pread(2) and write(2), failing with EIO when an armed countdown runs out. (Their
/// results are ssize_t and the offset off_t, spelled `long` and `long long` here so that the
/// header pulls in no system type that would clash with the platform module's.)
long chroma_fault_read(int fd, void *buffer, size_t count);
long chroma_fault_pread(int fd, void *buffer, size_t count, long long offset);
long chroma_fault_write(int fd, const void *buffer, size_t count);

#endif
