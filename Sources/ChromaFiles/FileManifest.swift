import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list of files a run wrote into a folder (a dotfile in the folder), so that the next run
/// into it can remove the files it no longer writes and leave the folder as a run into an empty
/// folder would, without touching any file it did not write.
///
/// The file is UTF-8 text: the line ``header``, then one path per line, relative to the folder,
/// sorted. Reading is strict and bounded: a file larger than ``maximumBytes``, with another first
/// line, or with a path that is empty, absolute, or has an empty, `.` or `..` component is not
/// used at all (``Reading/ignored(_:)``). Removing never follows a symbolic link: each folder on
/// the way is opened without following links, and only a regular file is removed.
public struct FileManifest: Sendable, Equatable {
    /// The manifest's file name in its folder.
    public static let name = ".chroma-files"
    /// Its first line: the format and its version.
    public static let header = "chroma files 1"
    /// The largest manifest read, in bytes (4 MiB: some 50 000 paths).
    public static let maximumBytes = 4 << 20

    /// The paths listed, relative to the folder, sorted, each once.
    public let paths: [String]

    /// A manifest listing `paths` (relative to its folder; sorted and deduplicated here). A path
    /// with a control character (a line break above all) is left out: one line holds one path,
    /// so `a\nb.png` would list a file `a` the run never wrote, which the next run would remove.
    /// A file left out is never removed by a later run; it stays as any file of the user's does.
    public init(paths: [String]) {
        self.paths = Array(Set(paths.filter(Self.isListable))).sorted()
    }

    /// Whether `path` can be one line of the list: no control character (U+0000–U+001F, U+007F).
    static func isListable(_ path: String) -> Bool {
        !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// The manifest's text as bytes.
    public var bytes: [UInt8] {
        Array(([Self.header] + paths).map { $0 + "\n" }.joined().utf8)
    }

    /// What reading a folder's manifest found.
    public enum Reading: Sendable, Equatable {
        /// No manifest in the folder (a first run, or a folder Chroma never wrote).
        case none
        /// A manifest, read whole.
        case listed(FileManifest)
        /// A manifest that cannot be used, and why (its files are left alone).
        case ignored(String)
    }

    /// Reads the manifest in `folder`, without following a symbolic link at its name.
    public static func read(in folder: String) -> Reading {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .none : .ignored("it cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .ignored("it is not a regular file") }
        guard Int(status.st_size) <= maximumBytes else { return .ignored("it is \(status.st_size) bytes, more than the \(maximumBytes) a list of files is") }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return .ignored("it cannot be read (\(String(cString: strerror(errno))))") }
            if read == 0 { break }
            count += read
        }
        guard count <= maximumBytes else { return .ignored("it is more than the \(maximumBytes) bytes a list of files is") }
        return parse(Array(bytes[..<count]))
    }

    /// Reads a manifest's bytes.
    public static func parse(_ bytes: [UInt8]) -> Reading {
        guard bytes.count <= maximumBytes else { return .ignored("it is more than the \(maximumBytes) bytes a list of files is") }
        guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") else { return .ignored("it is not UTF-8 text") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == Substring(header) else {
            return .ignored("its first line is not '\(header)'")
        }
        var paths: [String] = []
        for (index, line) in lines.enumerated().dropFirst() {
            guard let path = relativePath(line) else {
                let shown = line.count > 80 ? line.prefix(80) + "…" : line
                return .ignored("line \(index + 1) '\(shown)' is not a path inside the folder")
            }
            paths.append(path)
        }
        return .listed(FileManifest(paths: paths))
    }

    /// `line` as a path inside the folder, or nil when it is empty, absolute, or has an empty,
    /// `.` or `..` component.
    static func relativePath(_ line: Substring) -> String? {
        guard !line.isEmpty, !line.hasPrefix("/"), !line.contains("\r") else { return nil }
        let parts = line.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return String(line)
    }

    /// `path` relative to `folder` (both as given to the system: absolute, or from the current
    /// folder; `//` and `/./` folded), or nil when it is not inside it.
    public static func relative(_ path: String, to folder: String) -> String? {
        func parts(_ text: String) -> [Substring] { text.split(separator: "/").filter { $0 != "." } }
        guard path.hasPrefix("/") == folder.hasPrefix("/") else { return nil }
        let (inside, base) = (parts(path), parts(folder))
        guard inside.count > base.count, Array(inside.prefix(base.count)) == base, !inside.contains("..") else { return nil }
        return inside.dropFirst(base.count).joined(separator: "/")
    }

    /// Removes the regular files `paths` (relative, as a manifest lists them) below `folder`,
    /// then each folder of theirs left empty, up to `folder` itself (kept). A path whose folders
    /// or file is a symbolic link, whose file is not a regular file, or that is missing is
    /// skipped: nothing outside `folder` is ever reached.
    /// - Returns: the paths removed.
    @discardableResult
    public static func remove(_ paths: [String], below folder: String) -> [String] {
        let root = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return [] }
        defer { close(root) }
        var removed: [String] = []
        var emptied = Set<String>()
        for path in paths {
            guard let relative = relativePath(Substring(path)) else { continue }
            let parts = relative.split(separator: "/").map(String.init)
            guard let parent = openFolder(parts.dropLast(), in: root) else { continue }
            var status = stat()
            if fstatat(parent, parts.last!, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG,
               unlinkat(parent, parts.last!, 0) == 0 {
                removed.append(relative)
                if parts.count > 1 { emptied.insert(parts.dropLast().joined(separator: "/")) }
                _ = fsync(parent)
            }
            if parent != root { close(parent) }
        }
        // Deepest first, so a folder holding only emptied folders goes too.
        var folders = Set<String>()
        for folder in emptied {
            var parts = folder.split(separator: "/").map(String.init)
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        for folder in folders.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count || ($0.split(separator: "/").count == $1.split(separator: "/").count && $0 < $1) }) {
            let parts = folder.split(separator: "/").map(String.init)
            guard let parent = openFolder(parts.dropLast(), in: root) else { continue }
            // Fails (and keeps it) unless it is an empty folder; a link is not a folder here.
            if unlinkat(parent, parts.last!, AT_REMOVEDIR) == 0 { _ = fsync(parent) }
            if parent != root { close(parent) }
        }
        return removed
    }

    /// Opens the folder `parts` below `root`, following no symbolic link; `root` itself for none.
    private static func openFolder(_ parts: ArraySlice<String>, in root: Int32) -> Int32? {
        var current = root
        for part in parts {
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if current != root { close(current) }
            guard next >= 0 else { return nil }
            current = next
        }
        return current
    }
}

/// `read(2)`, named apart from ``FileManifest/read(in:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
