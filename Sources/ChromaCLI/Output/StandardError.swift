import ChromaFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard error with write(2), ignoring failures: a closed or full standard error
/// must never stop `chroma` (Foundation's `FileHandle.write` traps on EPIPE and EBADF).
enum StandardError {
    /// Writes `text` as UTF-8, as much as standard error takes.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(2, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// The system's write(2), outside ``StandardError`` whose own `write(_:)` hides it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Writing the result of a command to standard output with write(2), every failure reported: a
/// full disk or a device error is ``FileError`` `.cannotWrite` (exit 74), a reader that went away
/// is EPIPE (exit 141, quietly). `print` would drop both and exit 0.
enum StandardOutput {
    /// Writes `text` and a newline.
    /// - Throws: ``FileError`` `.cannotWrite` with the errno.
    static func line(_ text: String) throws {
        try write(text + "\n")
    }

    /// Writes `text` as UTF-8, all of it.
    /// - Throws: ``FileError`` `.cannotWrite` with the errno.
    static func write(_ text: String) throws {
        var bytes = Array(text.utf8)
        try bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written < 0 { throw FileError.system(.cannotWrite, "cannot write to standard output", path: nil, code: errno) }
                if written == 0 { throw FileError(.cannotWrite, path: nil, code: EIO, message: "cannot write to standard output: it takes no more bytes") }
                offset += written
            }
        }
    }
}
