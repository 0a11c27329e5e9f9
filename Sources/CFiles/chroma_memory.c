#include "chroma_memory.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int chroma_reuse_freed_memory(size_t mmap_threshold, size_t trim_threshold) {
#if defined(__GLIBC__)
    if (mmap_threshold > (size_t)32 << 20 || trim_threshold > (size_t)1 << 30) return 0;
    return mallopt(M_MMAP_THRESHOLD, (int)mmap_threshold) == 1 && mallopt(M_TRIM_THRESHOLD, (int)trim_threshold) == 1;
#else
    (void)mmap_threshold;
    (void)trim_threshold;
    return 0;
#endif
}
