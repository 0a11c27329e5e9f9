internal import CFiles
import ChromaLimits
import Foundation

/// The one way Chroma reads a file: documents, palettes of every format, asset catalogs'
/// `Contents.json`, PNG images, fonts and the files a document names all come in here.
///
/// - Only a regular file (after symbolic links: the opened descriptor is `fstat`ed), or standard
///   input for "-". A FIFO, a device or a folder is refused before it is read, so a path can never
///   block Chroma or feed it without end.
/// - At most a cap of bytes, checked against the opened file's size before anything is read, and
///   again while reading (a file that grows is cut off at the cap plus one byte).
/// - Text (``text(_:cap:)``) holds no NUL byte.
/// - Errors name the path, never the contents.
///
/// Errors: ``FileError`` `.cannotRead` (a missing, unreadable or special file: exit 66) and
/// ``InputError`` (over the cap, or not text: exit 65).
public final class InputFile {
    /// The most bytes one text input may hold: 64 MiB, or the memory limit (`CHROMA_MAX_MEMORY`)
    /// when that is lower. A palette of the largest allowed size (10 000 colors) takes under 1 MiB.
    public static var cap: Int { min(64 << 20, ResourceLimits.current.memory) }

    /// The path, or "-" for standard input.
    public let path: String
    /// How the input is named in messages: `'PATH'` or `standard input`.
    public let name: String
    /// The size of a regular file when it was opened, in bytes; nil for standard input.
    public let size: Int?
    /// The open descriptor, positioned at the start for a regular file; valid while this
    /// object lives. For readers that stream the file themselves (the PNG decoder).
    public let descriptor: Int32
    private let owned: Bool

    /// Opens `path` ("-" for standard input) for reading.
    /// - Throws: ``FileError`` `.cannotRead` for a file that is missing, unreadable or not a
    ///   regular file.
    public init(_ path: String) throws {
        self.path = path
        if path == "-" {
            descriptor = 0
            owned = false
            name = "standard input"
            size = nil
            return
        }
        name = "'\(path)'"
        let opened = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard opened >= 0 else {
            let code = errno
            let reason = code == ENOENT || code == ENOTDIR ? "no such file" : String(cString: strerror(code))
            throw FileError(.cannotRead, path: path, code: code, message: "cannot read '\(path)': \(reason)")
        }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let code = errno
            close(opened)
            throw FileError.system(.cannotRead, "cannot read '\(path)'", path: path, code: code)
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(opened)
            let what: String
            switch kind {
            case S_IFDIR: what = "a folder"
            case S_IFIFO: what = "a FIFO"
            case S_IFCHR, S_IFBLK: what = "a device"
            case S_IFSOCK: what = "a socket"
            default: what = "not a regular file"
            }
            throw FileError(.cannotRead, path: path, code: kind == S_IFDIR ? EISDIR : nil,
                            message: "cannot read '\(path)': it is \(what); expected a regular file")
        }
        // Regular files never block; clear the flag so reads behave plainly.
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        descriptor = opened
        owned = true
        size = Int(status.st_size)
    }

    deinit {
        if owned { close(descriptor) }
    }

    /// The bytes of a file (or standard input for "-"), at most `cap`.
    /// - Throws: ``FileError`` `.cannotRead`; ``InputError`` `.tooLarge`.
    public static func bytes(_ path: String, cap: Int = InputFile.cap) throws -> [UInt8] {
        try InputFile(path).readAll(cap: cap)
    }

    /// The bytes of a text file (or standard input for "-"), at most `cap`, with no NUL byte.
    /// - Throws: ``FileError`` `.cannotRead`; ``InputError`` `.tooLarge` or `.notText`.
    public static func text(_ path: String, cap: Int = InputFile.cap) throws -> [UInt8] {
        let file = try InputFile(path)
        let bytes = try file.readAll(cap: cap)
        try InputError.checkText(bytes, name: file.name)
        return bytes
    }

    /// Checks that a path names a regular file this process can read, without blocking on a
    /// FIFO, for readers that open the file themselves (FreeType for a font).
    /// - Throws: ``FileError`` `.cannotRead` naming the path and what it is instead.
    public static func requireRegularFile(_ path: String) throws {
        _ = try InputFile(path)
    }

    /// The first `count` bytes (fewer when the input is shorter), read without consuming them
    /// for a regular file (`pread`); from standard input they are consumed and kept for
    /// ``readAll(cap:)``.
    /// - Throws: ``FileError`` `.cannotRead`.
    public func prefix(_ count: Int) throws -> [UInt8] {
        if owned {
            var bytes = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = bytes.withUnsafeMutableBytes { chroma_fault_pread(descriptor, $0.baseAddress! + done, count - done, Int64(done)) }
                if got < 0, errno == EINTR { continue }
                if got < 0 { throw FileError.system(.cannotRead, "cannot read \(name)", path: path, code: errno) }
                if got == 0 { break }
                done += got
            }
            return Array(bytes[0..<done])
        }
        while pending.count < count {
            let chunk = try readChunk(max: count - pending.count)
            if chunk.isEmpty { break }
            pending += chunk
        }
        return Array(pending.prefix(count))
    }

    /// Bytes read from standard input by ``prefix(_:)``, handed out first by ``readAll(cap:)``.
    private var pending: [UInt8] = []

    /// Reads the whole input, refusing it when it holds more than `cap` bytes (the file's size
    /// is compared first, so an oversized file is refused without reading it).
    /// - Throws: ``FileError`` `.cannotRead`; ``InputError`` `.tooLarge`.
    public func readAll(cap: Int) throws -> [UInt8] {
        if let size, size > cap { throw InputError(.tooLarge, name: name, cap: cap) }
        var data = pending
        pending = []
        if owned { _ = lseek(descriptor, off_t(data.count), SEEK_SET) }
        data.reserveCapacity(min(cap, (size ?? 1 << 16)) + 1)
        while true {
            let chunk = try readChunk(max: min(1 << 20, cap + 1 - data.count))
            if chunk.isEmpty { return data }
            data += chunk
            if data.count > cap { throw InputError(.tooLarge, name: name, cap: cap) }
        }
    }

    /// One read(2) of at most `max` bytes (at least one); empty at the end of the input.
    private func readChunk(max: Int) throws -> [UInt8] {
        let count = Swift.max(1, max)
        var buffer = [UInt8](repeating: 0, count: Swift.min(count, 1 << 20))
        while true {
            let got = buffer.withUnsafeMutableBytes { chroma_fault_read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {  // a non-blocking standard input with nothing yet: wait for it
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw FileError.system(.cannotRead, "cannot read \(name)", path: owned ? path : nil, code: errno)
            }
            return Array(buffer[0..<got])
        }
    }
}

/// An input Chroma refuses for its contents, named but never quoted: more bytes than the cap, or
/// a NUL byte where text is expected. Exit status 65.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the input is refused.
    public enum Kind: Hashable, Sendable {
        /// The input holds more bytes than the cap.
        case tooLarge
        /// The input should be text but holds a NUL byte.
        case notText
    }

    /// Why the input is refused.
    public var kind: Kind
    /// The input as named in messages (`'PATH'` or `standard input`).
    public var name: String
    /// The cap, in bytes, for ``Kind/tooLarge``.
    public var cap: Int

    /// Creates an error.
    public init(_ kind: Kind, name: String, cap: Int = 0) {
        self.kind = kind
        self.name = name
        self.cap = cap
    }

    /// Throws ``Kind/notText`` when `bytes` holds a NUL byte.
    public static func checkText(_ bytes: some Collection<UInt8>, name: String) throws {
        if bytes.contains(0) { throw InputError(.notText, name: name) }
    }

    public var description: String {
        switch kind {
        case .tooLarge:
            cap == InputFile.cap
                ? "\(name) holds more than \(cap) bytes, the most one input may hold (64 MiB, or CHROMA_MAX_MEMORY when lower)"
                : "\(name) holds more than \(cap) bytes, the most this input may hold"
        case .notText:
            "\(name) holds NUL bytes, so it is not text"
        }
    }
}
