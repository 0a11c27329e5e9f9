#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ChromaPNG's bytes go, the one way it writes them: a file written atomically, standard
/// output, or memory. ``PNGWriter`` hands ``descriptor`` to libpng; ``APNGWriter`` and
/// ``PNGFile`` call ``write(_:)``.
///
/// A file is written to a temporary file in the target's folder, named
/// `.NAME.chroma-PID-XXXXXX`, which is flushed, synced and renamed over the target only when
/// complete; until then the target keeps whatever it held, and a failed or abandoned write (or
/// SIGINT and SIGTERM, through ``PendingFiles``) removes the temporary file. The guarantee:
/// after ``commit()`` the file is complete and on disk under its name; a killed process or a full
/// disk never leaves a partial file under the target's name. ``FileBatch`` keeps the same
/// guarantee for many files with one wait for the disk (``sync()`` or a file-system sync, then
/// ``moveIntoPlace(syncingFolder:)``). Besides:
/// - A replaced file keeps its permission bits (a 0640 file stays 0640) and, where the process
///   may, its owner and group; a new file gets 0666 less the umask, as a plain create would.
/// - A target that is a symbolic link is refused (the link is never replaced by a regular file,
///   and nothing is written through it into another folder), unless it leads to something that
///   is not a regular file, such as `/dev/stdout`; a target that exists and is not a regular file
///   (a terminal, a pipe, `/dev/full`) is written directly, since it cannot be replaced.
/// - A temporary file left by a writer that was killed (SIGKILL, a power cut) is removed by the
///   next process that writes into the same folder: only files of this exact naming, regular,
///   owned by this user, whose process id no longer runs (see `StaleTemporaryFiles`).
final class OutputFile {
    /// The descriptor libpng writes to; -1 for memory.
    let descriptor: Int32
    /// The target path, nil for standard output and memory.
    let path: String?
    /// The bytes written to a memory destination.
    private(set) var memory: [UInt8] = []
    private let isMemory: Bool
    /// The temporary path, or nil when writing directly.
    private var temporaryPath: String?
    private var closed = false

    /// Opens a destination.
    /// - Throws: ``PNGError`` `.io` naming the path and the reason: a missing folder, a folder or
    ///   symbolic link as the target, no permission.
    init(_ destination: PNGDestination) throws {
        switch destination {
        case .memory:
            (descriptor, path, isMemory) = (-1, nil, true)
        case .standardOutput:
            (descriptor, path, isMemory) = (1, nil, false)
        case .file(let path):
            self.path = path
            isMemory = false
            var link = stat()
            var target = stat()
            let exists = lstat(path, &link) == 0
            let isLink = exists && (link.st_mode & S_IFMT) == S_IFLNK
            let resolved = exists && stat(path, &target) == 0
            if resolved, (target.st_mode & S_IFMT) != S_IFREG {
                if (target.st_mode & S_IFMT) == S_IFDIR {
                    throw PNGError(.io, "cannot write '\(path)': it is a folder")
                }
                let fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw Self.error("cannot open '\(path)'", errno) }
                descriptor = fd
                return
            }
            if isLink {
                throw PNGError(.io, "cannot write '\(path)': it is a symbolic link; give the path of the file itself")
            }
            let (fd, temporary) = try Self.createTemporary(for: path)
            // mkstemp creates 0600: keep a replaced file's mode and owner, or give a new file the
            // mode a plain create would (0666 less the umask).
            if resolved {
                fchmod(fd, target.st_mode & 0o7777)
                if target.st_uid != geteuid() || target.st_gid != getegid() { _ = fchown(fd, target.st_uid, target.st_gid) }
            } else {
                let mask = umask(0)
                umask(mask)
                fchmod(fd, 0o666 & ~mask)
            }
            descriptor = fd
            temporaryPath = temporary
        }
    }

    /// Checks a target as ``init(_:)`` would, creating nothing.
    static func check(_ path: String) throws {
        var link = stat()
        var target = stat()
        let exists = lstat(path, &link) == 0
        if exists, stat(path, &target) == 0, (target.st_mode & S_IFMT) != S_IFREG {
            if (target.st_mode & S_IFMT) == S_IFDIR { throw PNGError(.io, "cannot write '\(path)': it is a folder") }
            guard access(path, W_OK) == 0 else { throw Self.error("cannot open '\(path)'", errno) }
            return
        }
        if exists, (link.st_mode & S_IFMT) == S_IFLNK {
            throw PNGError(.io, "cannot write '\(path)': it is a symbolic link; give the path of the file itself")
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw PNGError(.io, "cannot write '\(path)': the path names a folder, not a file") }
        var folderStatus = stat()
        guard stat(folder.isEmpty ? "/" : folder, &folderStatus) == 0, (folderStatus.st_mode & S_IFMT) == S_IFDIR else {
            throw PNGError(.io, "cannot write '\(path)': the folder '\(folder)' does not exist")
        }
        guard access(folder.isEmpty ? "/" : folder, W_OK | X_OK) == 0 else {
            throw Self.error("cannot create a file in '\(folder)'", errno)
        }
    }

    /// Creates the temporary file beside `path`, after removing stale ones of the same target.
    private static func createTemporary(for path: String) throws -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw PNGError(.io, "cannot write '\(path)': the path names a folder, not a file") }
        let folderPath = folder.isEmpty ? "/" : folder
        StaleTemporaryFiles.remove(in: folderPath)
        let made = PendingFiles.create {
            var template = Array("\(folderPath)/\(StaleTemporaryFiles.prefix(target: name))\(getpid())-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return (-errno, nil) }
            return (fd, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard let made else { throw PNGError(.io, "cannot write '\(path)': the process is stopping") }
        guard made.descriptor >= 0, let temporary = made.path else {
            let code = -made.descriptor
            if code == ENOENT || code == ENOTDIR {
                throw PNGError(.io, "cannot write '\(path)': the folder '\(folder)' does not exist")
            }
            throw Self.error("cannot create a file in '\(folder)'", code)
        }
        let fd = made.descriptor
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return (fd, temporary)
    }

    /// Writes all of `bytes`, retrying after signals; a failure abandons a file.
    /// - Throws: ``PNGError`` `.io` with the system's reason (a full disk, a closed pipe).
    func write(_ bytes: [UInt8]) throws {
        if isMemory {
            memory += bytes
            return
        }
        do {
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = writeDescriptor(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw Self.error("cannot write the PNG", errno)
                    }
                    offset += written
                }
            }
        } catch {
            discard()
            throw error
        }
    }

    /// Flushes the data to disk and moves it into place (nothing to do for memory).
    /// - Throws: ``PNGError`` `.io` when the data cannot be synced or moved.
    func commit() throws {
        try sync()
        try moveIntoPlace(syncingFolder: true)
    }

    /// Flushes a temporary file's data to disk (fsync); nothing to do for other destinations.
    /// A failure abandons the file.
    /// - Throws: ``PNGError`` `.io` with the system's reason.
    func sync() throws {
        guard !closed, temporaryPath != nil, let path else { return }
        if fsync(descriptor) != 0 {
            let code = errno
            discard()
            throw Self.error("cannot flush '\(path)'", code)
        }
    }

    /// Closes the file and renames a temporary file over its target, then, if asked, syncs the
    /// target's folder so the rename itself survives a crash. Call it only once the data is on
    /// disk (``sync()``, or a sync of the whole file system, as ``FileBatch`` does).
    /// - Throws: ``PNGError`` `.io` when the file cannot be moved or closed.
    func moveIntoPlace(syncingFolder: Bool) throws {
        guard !closed, !isMemory else { return }
        closed = true
        if let temporaryPath, let path {
            self.temporaryPath = nil
            defer { PendingFiles.remove(temporaryPath) }
            close(descriptor)
            if rename(temporaryPath, path) != 0 {
                let code = errno
                unlink(temporaryPath)
                throw Self.error("cannot move the finished file to '\(path)'", code)
            }
            if syncingFolder { Self.syncFolder(of: path) }
        } else if descriptor != 1, close(descriptor) != 0 {
            throw Self.error("cannot finish writing '\(path ?? "-")'", errno)
        }
    }

    /// Abandons the write: the temporary file is removed and the target left as it was.
    func discard() {
        guard !closed, !isMemory else { return }
        closed = true
        if descriptor != 1 { close(descriptor) }
        if let temporaryPath {
            unlink(temporaryPath)
            PendingFiles.remove(temporaryPath)
            self.temporaryPath = nil
        }
    }

    deinit {
        discard()
    }

    /// Syncs the folder so the rename itself survives a crash.
    private static func syncFolder(of path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let fd = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    static func error(_ what: String, _ code: Int32) -> PNGError {
        PNGError(.io, "\(what): \(String(cString: strerror(code)))")
    }
}

/// The system's write(2), outside ``OutputFile`` whose own `write(_:)` hides it.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Whole files written atomically, for bytes assembled in memory first (encoded frames, palette
/// files), through ``OutputFile``'s one write path.
public enum PNGFile {
    /// Writes bytes to a path atomically (a temporary file, synced and renamed, see ``PNGWriter``
    /// for the guarantees); standard output for "-". The old file stays until the new one is complete.
    /// - Throws: ``PNGError`` `.io` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try writeBytes(bytes, to: path)
    }

    /// Checks, without creating anything, that a file could be written at `path` ("-" is
    /// standard output): its folder exists and is writable, and the path is not a folder or a
    /// symbolic link to a regular file. For callers that must fail before they create other
    /// outputs (a frames folder beside an APNG).
    /// - Throws: ``PNGError`` `.io` with the message the write itself would give.
    public static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        try OutputFile.check(path)
    }

    private static func writeBytes(_ bytes: [UInt8], to path: String) throws {
        let file = try OutputFile(path == "-" ? .standardOutput : .file(path))
        try file.write(bytes)
        try file.commit()
    }
}
