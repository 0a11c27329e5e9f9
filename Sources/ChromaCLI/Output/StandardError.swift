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
