import Foundation

/// The temporary files of writes in progress, so that a process stopped by a signal can remove
/// them and leave only complete files behind (the targets are replaced by rename only when a
/// write finishes, so they are never partial).
///
/// A temporary file is created under the same lock that records it (``create(_:)``), and after
/// ``removeAll()`` no new one can be created, so no file slips in between the cleanup and the exit.
public enum PendingFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var stopping = false

    /// Runs `make`, which creates a temporary file and returns its descriptor and path, and
    /// records the path, atomically with respect to ``removeAll()``.
    /// - Returns: what `make` returned, or nil once the process is stopping (nothing created).
    static func create(_ make: () -> (descriptor: Int32, path: String?)) -> (descriptor: Int32, path: String?)? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { return nil }
        let made = make()
        if let path = made.path { paths.insert(path) }
        return made
    }

    static func remove(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Removes every temporary file still being written, and lets no new one be created. Call
    /// it from a signal handler's queue (not from the signal handler itself), or on the way out
    /// after a failure, just before exiting.
    public static func removeAll() {
        lock.lock()
        stopping = true
        for path in paths { unlink(path) }
        paths.removeAll()
        lock.unlock()
    }
}
