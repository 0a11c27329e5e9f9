#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written atomically: the bytes go to a temporary file in the target's folder,
/// which is flushed, synced and renamed over the target only when complete. Until then the
/// target keeps whatever it held; a failed or abandoned write removes the temporary file.
///
/// A target that exists and is not a regular file (a terminal, a pipe, `/dev/stdout`,
/// `/dev/full`) is written directly, since it cannot be replaced.
final class OutputFile {
    /// The descriptor to write to.
    let descriptor: Int32
    /// The target path.
    let path: String
    /// The temporary path, or nil when writing directly.
    private var temporaryPath: String?
    private var closed = false

    init(path: String) throws {
        self.path = path
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw PNGError(.io, "cannot write '\(path)': it is a folder")
            }
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw Self.error("cannot open '\(path)'", errno) }
            descriptor = fd
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw PNGError(.io, "cannot write '\(path)': the path names a folder, not a file") }
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).chroma-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw PNGError(.io, "cannot write '\(path)': the folder '\(folder)' does not exist")
            }
            throw Self.error("cannot create a file in '\(folder)'", code)
        }
        // mkstemp creates the file 0600; give it the mode a plain create would (0666 less umask).
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        descriptor = fd
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        temporaryPath = temporary
        PendingFiles.add(temporary)
    }

    /// Flushes the data to disk and moves it into place.
    func commit() throws {
        guard !closed else { return }
        closed = true
        if let temporaryPath {
            if fsync(descriptor) != 0 {
                let code = errno
                close(descriptor)
                unlink(temporaryPath)
                PendingFiles.remove(temporaryPath)
                throw Self.error("cannot flush '\(path)'", code)
            }
            close(descriptor)
            if rename(temporaryPath, path) != 0 {
                let code = errno
                unlink(temporaryPath)
                PendingFiles.remove(temporaryPath)
                throw Self.error("cannot move the finished file to '\(path)'", code)
            }
            PendingFiles.remove(temporaryPath)
            self.temporaryPath = nil
            syncFolder()
        } else if close(descriptor) != 0 {
            throw Self.error("cannot finish writing '\(path)'", errno)
        }
    }

    /// Abandons the write: the temporary file is removed and the target left as it was.
    func discard() {
        guard !closed else { return }
        closed = true
        close(descriptor)
        if let temporaryPath {
            unlink(temporaryPath)
            PendingFiles.remove(temporaryPath)
        }
    }

    deinit {
        discard()
    }

    /// Syncs the folder so the rename itself survives a crash.
    private func syncFolder() {
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

/// Writes all of `bytes` to a descriptor, retrying after signals.
/// - Throws: ``PNGError`` `.io` with the system's reason (a full disk, a closed pipe).
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            throw OutputFile.error("cannot write the PNG", errno)
        }
        offset += written
    }
}
