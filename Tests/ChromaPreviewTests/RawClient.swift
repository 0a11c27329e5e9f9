import Foundation

/// A client on a plain blocking socket, to talk to the server the way a hostile or broken
/// client would (partial heads, endless headers, silence); each blocking call runs on a thread
/// of its own.
struct RawClient: Sendable {
    let file: Int32

    /// Connects to 127.0.0.1 at `port`; reads wait at most `timeout` seconds.
    init(port: UInt16, timeout: Double = 30) throws {
        file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard file >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(file)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(file, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(file, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `bytes`; false when the server closed or stopped reading.
    @discardableResult
    func send(_ bytes: [UInt8]) async -> Bool { await Self.offPool { sendNow(bytes) } }

    func sendNow(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) async -> Bool { await send(Array(text.utf8)) }

    /// Reads until the server closes, `limit` bytes arrive, or a read times out.
    func readAll(limit: Int = 1 << 20) async -> [UInt8] { await Self.offPool { readAllNow(limit: limit) } }

    func readAllNow(limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { recv(file, $0.baseAddress, wanted, 0) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// Reads until `bytes` holds a whole response head and its `Content-Length` body (or the
    /// server closes, or a read times out).
    func readResponse() async -> String { await Self.offPool { readResponseNow() } }

    func readResponseNow() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let head = text[..<end.lowerBound].lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if bytes.count - text[..<end.upperBound].utf8.count >= length { return text }
            }
            let count = chunk.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return text }
            bytes += chunk[..<count]
        }
    }

    /// Whether the server has closed the connection: a read gives end of file (or a reset)
    /// within the read timeout.
    func isClosedByServer() async -> Bool { await Self.offPool { isClosedByServerNow() } }

    func isClosedByServerNow() -> Bool {
        var byte: UInt8 = 0
        while true {
            let count = recv(file, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    func close() { Glibc.close(file) }

    /// Runs blocking socket calls on a thread of their own: the server under test runs on the
    /// cooperative pool (two threads here), which a blocked `recv` would starve.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
