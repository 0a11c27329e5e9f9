import Foundation

/// A request's head as the preview reads it: the method, the path (without its query), the
/// version and the header lines, read within ``PreviewServerLimits``.
struct PreviewRequest: Sendable {
    var method: String
    var path: String
    var version: String
    /// The header lines in order, each name lowercased, each value without surrounding blanks.
    var headers: [(name: String, value: String)]

    /// Why a head is refused.
    enum Refusal: Error, Equatable {
        /// Longer than `headerBytes`, or more than `headerCount` header lines: 431.
        case tooLarge
        /// Not an HTTP/1 request line or header line: 400.
        case malformed
    }

    /// The value of the header `name` (lowercase), the first one when it repeats.
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// How many times the header `name` (lowercase) is given.
    func count(_ name: String) -> Int {
        headers.reduce(0) { $0 + ($1.name == name ? 1 : 0) }
    }

    /// Whether the header `name`'s comma-separated value lists `token` (case-insensitive).
    func lists(_ name: String, _ token: String) -> Bool {
        headers.contains { $0.name == name && $0.value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == token } }
    }

    /// Whether the client asked to close after this response (HTTP/1.0 without keep-alive, or
    /// `Connection: close`).
    var wantsClose: Bool {
        lists("connection", "close") || (version == "HTTP/1.0" && !lists("connection", "keep-alive"))
    }

    /// Whether the request carries a body (the preview takes none).
    var hasBody: Bool {
        header("transfer-encoding") != nil || (header("content-length").map { $0 != "0" } ?? false)
    }

    /// Where a head ends in `bytes`, scanning from `start` (0 or where the last scan stopped):
    /// the index just past its empty line, or nil when it has not ended yet. `lines` counts the
    /// lines met so far and `lineStart` where the current one began; both carry over between
    /// scans, so reading a head is linear in its length.
    static func end(of bytes: [UInt8], from start: Int, lines: inout Int, lineStart: inout Int, limits: PreviewServerLimits) throws(Refusal) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                var length = index - lineStart
                if length > 0, bytes[index - 1] == UInt8(ascii: "\r") { length -= 1 }
                if length == 0, lines > 0 {
                    guard index < limits.headerBytes else { throw .tooLarge }
                    return index + 1
                }
                if length > 0 { lines += 1 }
                // The request line and `headerCount` header lines.
                if lines > limits.headerCount + 1 { throw .tooLarge }
                lineStart = index + 1
            }
            index += 1
        }
        if bytes.count > limits.headerBytes { throw .tooLarge }
        return nil
    }

    /// Parses a complete head (its bytes up to and with the empty line).
    static func parse(_ head: ArraySlice<UInt8>) throws(Refusal) -> PreviewRequest {
        // Lines split as bytes: in a String, "\r\n" is one character.
        var lines: [String] = []
        for line in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard !bytes.isEmpty else { continue }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed }
            lines.append(text)
        }
        guard !lines.isEmpty else { throw .malformed }
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { throw .malformed }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed }
            headers.append((String(line[..<colon]).lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let target = parts[1]
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "/"
        return PreviewRequest(method: String(parts[0]), path: path, version: String(parts[2]), headers: headers)
    }
}
