#ifndef CHROMA_EXCHANGE_H
#define CHROMA_EXCHANGE_H

/// Swaps two existing paths atomically (Linux renameat2 with RENAME_EXCHANGE): 0 on success,
/// -1 with errno set otherwise (ENOSYS or EINVAL where the system or file system cannot).
int chroma_exchange_paths(const char *a, const char *b);

#endif
