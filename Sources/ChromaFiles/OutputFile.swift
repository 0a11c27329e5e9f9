internal import CFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Chroma writes an output: a file written atomically, standard output, or memory.
/// Encoders write through ``write(_:)`` (the PNG writer hands ``descriptor`` to libpng);
/// ``AtomicFile`` writes bytes assembled in memory.
///
/// A file is written to a temporary file in the target's folder, named
/// `.NAME.chroma-HOST-PID-XXXXXX` (HOST: ``StaleTemporaryFiles/host``), which is flushed, synced and renamed over the target only when
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
public final class OutputFile {
    /// The descriptor libpng writes to; -1 for memory.
    public let descriptor: Int32
    /// The target path, nil for standard output and memory.
    public let path: String?
    /// The bytes written to a memory destination.
    public private(set) var memory: [UInt8] = []
    private let isMemory: Bool
    /// The temporary path, or nil when writing directly.
    private var temporaryPath: String?

    /// The path the data goes to until ``commit()``: the temporary file, or the target itself
    /// when it is written directly (not a regular file); nil for standard output and memory.
    /// For a writer that is another process (ffmpeg writes a video here, then ``commit()``
    /// syncs and renames it).
    public var writingPath: String? { temporaryPath ?? path }
    private var closed = false

    /// Opens a destination.
    /// - Throws: ``FileError`` `.cannotCreate` naming the path and the reason: a missing folder, a
    ///   folder or symbolic link as the target, no permission.
    public init(_ destination: FileDestination) throws {
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
                if (target.st_mode & S_IFMT) == S_IFDIR { throw Self.isFolder(path) }
                let fd = open(path, O_WRONLY | O_CLOEXEC)
                guard fd >= 0 else { throw FileError.system(.cannotCreate, "cannot open '\(path)'", path: path, code: errno) }
                descriptor = fd
                return
            }
            if isLink { throw Self.isLink(path) }
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
    /// - Throws: ``FileError`` `.cannotCreate`, as ``init(_:)`` would.
    public static func check(_ path: String) throws {
        var link = stat()
        var target = stat()
        let exists = lstat(path, &link) == 0
        if exists, stat(path, &target) == 0, (target.st_mode & S_IFMT) != S_IFREG {
            if (target.st_mode & S_IFMT) == S_IFDIR { throw Self.isFolder(path) }
            guard access(path, W_OK) == 0 else { throw FileError.system(.cannotCreate, "cannot open '\(path)'", path: path, code: errno) }
            return
        }
        if exists, (link.st_mode & S_IFMT) == S_IFLNK { throw Self.isLink(path) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Self.namesFolder(path) }
        var folderStatus = stat()
        guard stat(folder.isEmpty ? "/" : folder, &folderStatus) == 0, (folderStatus.st_mode & S_IFMT) == S_IFDIR else {
            throw Self.missingFolder(path, folder)
        }
        guard access(folder.isEmpty ? "/" : folder, W_OK | X_OK) == 0 else {
            throw FileError.system(.cannotCreate, "cannot create a file in '\(folder)'", path: path, code: errno)
        }
    }

    /// Creates the temporary file beside `path`, after removing stale ones of the same target.
    private static func createTemporary(for path: String) throws -> (Int32, String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Self.namesFolder(path) }
        let folderPath = folder.isEmpty ? "/" : folder
        StaleTemporaryFiles.remove(in: folderPath)
        let made = PendingFiles.create {
            var template = Array(StaleTemporaryFiles.template(folder: folderPath, target: name).utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { return (-errno, nil) }
            return (fd, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        guard let made else { throw FileError(.cannotCreate, path: path, message: "cannot write '\(path)': the process is stopping") }
        guard made.descriptor >= 0, let temporary = made.path else {
            let code = -made.descriptor
            if code == ENOENT || code == ENOTDIR { throw Self.missingFolder(path, folder) }
            throw FileError.system(.cannotCreate, "cannot create a file in '\(folder)'", path: path, code: code)
        }
        let fd = made.descriptor
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return (fd, temporary)
    }

    /// Writes all of `bytes`, retrying after signals; a failure abandons a file.
    /// - Throws: ``FileError`` `.cannotWrite` with the system's error (a full disk, a closed pipe).
    public func write(_ bytes: [UInt8]) throws {
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
                        throw FileError.system(.cannotWrite, "cannot write '\(path ?? "-")'", path: path, code: errno)
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
    /// - Throws: ``FileError`` `.cannotWrite` when the data cannot be synced or moved.
    public func commit() throws {
        try sync()
        try moveIntoPlace(syncingFolder: true)
    }

    /// Flushes a temporary file's data to disk (fsync); nothing to do for other destinations.
    /// A failure abandons the file.
    /// - Throws: ``FileError`` `.cannotWrite` with the system's error.
    public func sync() throws {
        guard !closed, temporaryPath != nil, let path else { return }
        if fsync(descriptor) != 0 {
            let code = errno
            discard()
            throw FileError.system(.cannotWrite, "cannot flush '\(path)'", path: path, code: code)
        }
    }

    /// Closes the file and renames a temporary file over its target, then, if asked, syncs the
    /// target's folder so the rename itself survives a crash. Call it only once the data is on
    /// disk (``sync()``, or a sync of the whole file system, as ``FileBatch`` does).
    /// - Throws: ``FileError`` `.cannotWrite` when the file cannot be moved or closed.
    public func moveIntoPlace(syncingFolder: Bool) throws {
        guard !closed, !isMemory else { return }
        closed = true
        if let temporaryPath, let path {
            self.temporaryPath = nil
            defer { PendingFiles.remove(temporaryPath) }
            close(descriptor)
            if rename(temporaryPath, path) != 0 {
                let code = errno
                unlink(temporaryPath)
                throw FileError.system(.cannotWrite, "cannot move the finished file to '\(path)'", path: path, code: code)
            }
            if syncingFolder { Self.syncFolder(of: path) }
        } else if descriptor != 1, close(descriptor) != 0 {
            throw FileError.system(.cannotWrite, "cannot finish writing '\(path ?? "-")'", path: path, code: errno)
        }
    }

    /// Abandons the write: the temporary file is removed and the target left as it was.
    public func discard() {
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

    private static func isFolder(_ path: String) -> FileError {
        FileError(.cannotCreate, path: path, message: "cannot write '\(path)': it is a folder")
    }

    private static func isLink(_ path: String) -> FileError {
        FileError(.cannotCreate, path: path, message: "cannot write '\(path)': it is a symbolic link; give the path of the file itself")
    }

    private static func namesFolder(_ path: String) -> FileError {
        FileError(.cannotCreate, path: path, message: "cannot write '\(path)': the path names a folder, not a file")
    }

    private static func missingFolder(_ path: String, _ folder: String) -> FileError {
        FileError(.cannotCreate, path: path, code: ENOENT, message: "cannot write '\(path)': the folder '\(folder)' does not exist")
    }
}

/// The system's write(2), outside ``OutputFile`` whose own `write(_:)` hides it (through the
/// fault-injection seam, ``FaultInjection``, which passes every call through unless a fuzz
/// target armed it).
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    chroma_fault_write(descriptor, bytes, count)
}

/// Whole files written atomically from bytes assembled in memory (encoded frames, palette
/// files, reports, catalogs' JSON), through ``OutputFile``'s one write path: the one name for
/// "write these bytes atomically", whatever they are.
public enum AtomicFile {
    /// Writes bytes to a path atomically (a temporary file, synced and renamed; see
    /// ``OutputFile`` for the guarantees); standard output for "-". The old file stays until the
    /// new one is complete.
    /// - Throws: ``FileError`` naming the path and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let file = try OutputFile(path == "-" ? .standardOutput : .file(path))
        try file.write(bytes)
        try file.commit()
    }

    /// Checks, without creating anything, that a file could be written at `path` ("-" is
    /// standard output): its folder exists and is writable, and the path is not a folder or a
    /// symbolic link to a regular file. For callers that must fail before they create other
    /// outputs (a frames folder beside an animation).
    /// - Throws: ``FileError`` `.cannotCreate` with the message the write itself would give.
    public static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        try OutputFile.check(path)
    }
}
