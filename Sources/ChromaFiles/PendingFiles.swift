internal import CFiles
import ChromaLimits
import Foundation

/// The temporary files of writes in progress, so that a process stopped by a signal can remove
/// them and leave only complete files behind (the targets are replaced by rename only when a
/// write finishes, so they are never partial).
///
/// A temporary file is created under the same lock that records it (``create(_:)``), and after
/// ``removeAll()`` no new one can be created, so no file slips in between the cleanup and the exit.
public enum PendingFiles {
    // Recursive: the renames of ``finishTogether(_:)`` untrack their files under it.
    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var stopping = false
    /// Ordinary folders a write in progress created for its files (in the order made), removed
    /// (when empty) on a stop so an interrupted run leaves none of them behind.
    nonisolated(unsafe) private static var madeFolders: [String] = []

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

    /// Makes a temporary folder beside `path` (for a write that makes a folder, such as an asset
    /// catalog), named `.NAME.chroma-HOST-PID-XXXXXX` as ``StaleTemporaryFiles`` describes so a
    /// later run sweeps it after a kill, and records it so that a signal removes it with what it
    /// holds. Call ``finishFolder(_:)`` once it has been renamed into place or removed.
    /// - Throws: ``FileError`` `.cannotCreate`.
    public static func makeFolder(beside path: String) throws -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        let folder = parent.isEmpty ? "/" : parent
        StaleTemporaryFiles.remove(in: folder)
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { throw FileError(.cannotCreate, path: path, message: "cannot write '\(path)': the process is stopping") }
        var template = Array(StaleTemporaryFiles.template(folder: folder, target: name).utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw FileError.system(.cannotCreate, "cannot create a folder in '\(folder)'", path: path, code: errno)
        }
        let made = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkdtemp makes the folder 0700; the folder it becomes is the user's, as mkdir makes it.
        chmod(made, 0o777 & ~creationMask)
        folders.insert(made)
        return made
    }

    /// The process's umask, read without changing it (Linux's /proc/self/status; elsewhere set
    /// and restored once, at first use).
    public static let creationMask: mode_t = {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst(6).trimmedOfSpaces, radix: 8) {
            return value
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// Creates the folder `path` (its parent must exist) for a write's files and records it, in
    /// one step with respect to ``removeAll()``: a stop either comes first, and the folder is
    /// never made, or after, and removes it if it is empty by then (its files go first). Call
    /// ``forgetMadeFolders(_:)`` once the write has finished or removed it.
    /// - Returns: true when it made the folder; false when one was there already (not recorded).
    /// - Throws: ``FileError`` `.cannotCreate` when `mkdir` fails otherwise, or the process is
    ///   stopping.
    public static func createFolder(_ path: String) throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { throw FileError(.cannotCreate, path: path, message: "cannot write '\(path)': the process is stopping") }
        guard mkdir(path, 0o777) == 0 else {
            guard errno == EEXIST else { throw FileError.system(.cannotCreate, "cannot create the folder '\(path)'", path: path, code: errno) }
            return false
        }
        madeFolders.append(path)
        return true
    }

    /// Stops tracking folders made by ``createFolder(_:)``: the write finished, or
    /// removed them itself.
    public static func forgetMadeFolders(_ paths: [String]) {
        lock.lock()
        let gone = Set(paths)
        madeFolders.removeAll { gone.contains($0) }
        lock.unlock()
    }

    /// Stops tracking a temporary folder made by ``makeFolder(beside:)``: it has been renamed into
    /// place, or removed.
    public static func finishFolder(_ path: String) {
        lock.lock()
        folders.remove(path)
        lock.unlock()
    }

    /// Runs `renames`, the last step of a write of several files (renaming the finished files
    /// over their targets), in one step with respect to ``removeAll()``: a stop comes either
    /// before, and `renames` is not run (no target changes), or after they are all made.
    /// - Throws: ``FileError`` `.cannotWrite` when the process is stopping; what `renames` throws.
    public static func finishTogether(_ renames: () throws -> Void) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !stopping else { throw FileError(.cannotWrite, path: nil, message: "cannot finish the files: the process is stopping") }
        try renames()
    }

    /// Swaps two existing paths in one step where the system can (Linux `renameat2` with
    /// `RENAME_EXCHANGE`): a finished folder takes the place of the old one, which takes the
    /// temporary name, so there is no moment without a target and nothing to lose to a signal.
    /// - Returns: false when the system or file system cannot swap (the caller falls back to
    ///   two renames).
    public static func exchange(_ a: String, _ b: String) -> Bool {
        chroma_exchange_paths(a, b) == 0
    }

    /// Removes every temporary file still being written, and lets no new one be created. Call
    /// it from a signal handler's queue (not from the signal handler itself), or on the way out
    /// after a failure, just before exiting.
    public static func removeAll() {
        lock.lock()
        stopping = true
        for path in paths { unlink(path) }
        paths.removeAll()
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        folders.removeAll()
        for folder in madeFolders.reversed() { rmdir(folder) }
        madeFolders.removeAll()
        lock.unlock()
    }
}
