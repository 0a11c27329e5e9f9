#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file looks like from outside at one moment: enough to tell that it changed, however
/// an editor saved it. Written in place, the modification time or size changes; renamed over
/// (vim, JetBrains' safe write, `sed -i`), the inode changes; deleted and created again, it is
/// missing for a while, then new. The file's contents are never read.
public struct FileStamp: Hashable, Sendable {
    /// Whether the path named anything (after symbolic links).
    public var exists: Bool
    /// The device and inode: a file renamed over the path is another file.
    public var device: UInt64
    public var inode: UInt64
    /// Bytes.
    public var size: Int64
    /// Modification time, nanoseconds since 1970.
    public var modified: Int64
    /// Status-change time, nanoseconds since 1970 (a `touch -m` to an old time still moves it).
    public var changed: Int64

    /// The stamp of `path` now; a missing or unreadable path is `exists == false`.
    public init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self.init(exists: false, device: 0, inode: 0, size: 0, modified: 0, changed: 0)
            return
        }
        #if canImport(Darwin)
        let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        let changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #endif
        self.init(exists: true, device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modified: modified, changed: changed)
    }

    init(exists: Bool, device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.exists = exists
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}
