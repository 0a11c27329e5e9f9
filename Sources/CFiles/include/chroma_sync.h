#ifndef CHROMA_SYNC_H
#define CHROMA_SYNC_H

/// Writes back every file system buffer of the file system holding `fd` and waits for the disk
/// (Linux syncfs(2)); elsewhere, where there is no such call, syncs `fd` alone (fsync).
/// Returns 0, or -1 with errno set (on Linux 5.8 and later, any writeback error the file
/// system had since `fd` was opened).
int chroma_sync_file_system(int fd);

#endif
