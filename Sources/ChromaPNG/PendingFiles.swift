import Foundation

/// The temporary files of writes in progress, so that a process stopped by a signal can remove
/// them and leave only complete files behind (the targets are replaced by rename only when a
/// write finishes, so they are never partial).
public enum PendingFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []

    static func add(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    static func remove(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Removes every temporary file still being written. Call it from a signal handler's queue
    /// (not from the signal handler itself) just before exiting.
    public static func removeAll() {
        lock.lock()
        for path in paths { unlink(path) }
        paths.removeAll()
        lock.unlock()
    }
}
