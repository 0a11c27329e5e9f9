import ChromaLimits
import Foundation

/// Reading an input file or standard input, bounded: at most ``cap`` bytes, and only from a
/// regular file (or standard input, whatever it is). A FIFO, a device or a folder given as a file
/// path is refused before it is read, so a path can never block `chroma` or feed it without end.
/// Errors name the path but never the contents.
///
/// Scenes, palettes and standard input use ``read(_:)``; paths that another library opens
/// itself (a `--font` for FreeType) are checked with ``requireRegularFile(_:)`` first.
enum BoundedInput {
    /// The most bytes one input may hold: 64 MiB, or the memory limit (`CHROMA_MAX_MEMORY`)
    /// when that is lower. A palette of the largest allowed size (10 000 colors) takes under 1 MiB.
    static var cap: Int { min(64 << 20, ResourceLimits.current.memory) }

    /// The bytes of a file, or of standard input for "-".
    /// - Throws: ``CommandFailure`` 66 (``ExitStatus/noInput``) for a file that is missing,
    ///   unreadable or not a regular file; 65 (``ExitStatus/dataError``) for an input over ``cap``.
    static func read(_ path: String) throws -> Data {
        if path == "-" { return try readAll(descriptor: 0, name: "standard input") }
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, name: "'\(path)'")
    }

    /// Checks that a path names a regular file this process can read, without blocking on a FIFO.
    /// - Throws: ``CommandFailure`` 66 naming the path and what it is instead.
    static func requireRegularFile(_ path: String) throws {
        close(try openRegularFile(path))
    }

    /// Opens a path for reading without blocking (a FIFO's open would wait for a writer) and
    /// refuses anything but a regular file.
    private static func openRegularFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno))
            throw CommandFailure.noInput("cannot read '\(path)': \(reason)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw CommandFailure.noInput("cannot read '\(path)': \(reason)")
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            let what: String
            switch kind {
            case S_IFDIR: what = "a folder"
            case S_IFIFO: what = "a FIFO"
            case S_IFCHR, S_IFBLK: what = "a device"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            throw CommandFailure.noInput("cannot read '\(path)': it is \(what); expected a regular file")
        }
        // Regular files never block; clear the flag so reads behave plainly.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// Reads until the end, refusing past ``cap`` (one byte more is read to tell).
    private static func readAll(descriptor: Int32, name: String) throws -> Data {
        let cap = self.cap
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {  // a non-blocking standard input with nothing yet: wait for it
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw CommandFailure.noInput("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return data }
            guard data.count + count <= cap else {
                throw CommandFailure.dataError("\(name) holds more than \(cap) bytes, the most one input may hold (64 MiB, or CHROMA_MAX_MEMORY when lower)")
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
