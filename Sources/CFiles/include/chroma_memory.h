#ifndef CHROMA_MEMORY_H
#define CHROMA_MEMORY_H

#include <stddef.h>

/// Asks the C allocator to serve blocks up to `mmap_threshold` bytes from its heap and to keep
/// up to `trim_threshold` bytes of freed heap, so buffers freed and allocated again (one frame's
/// after another's) reuse their pages. glibc's mallopt(M_MMAP_THRESHOLD / M_TRIM_THRESHOLD);
/// nothing elsewhere. Returns 1 when applied, 0 otherwise.
int chroma_reuse_freed_memory(size_t mmap_threshold, size_t trim_threshold);

#endif
