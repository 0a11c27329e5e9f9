import Foundation

/// The WebSocket of changes (RFC 6455, after the handshake): the board's version now, then at
/// every change, as text frames. The client's frames are read within
/// ``PreviewServerLimits/frameBytes``: a ping gets its pong, a close its close, a frame that is
/// too large or unmasked closes the connection.
struct ChangeFeed {
    let connection: PreviewConnection
    let board: PreviewBoard

    /// The opcodes of RFC 6455 §5.2.
    enum Opcode: UInt8 {
        case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA
    }

    /// Runs the feed until either side closes.
    func run() async {
        let changes = board.changes()
        let first = board.currentVersion
        // Only the newest versions matter: the page fetches the state whatever it was told.
        let (frames, out) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(32))
        out.yield(Self.frame(.text, Array(String(first).utf8)))
        // Child tasks, so that they run on the server's own thread as the connection does.
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await version in changes { out.yield(Self.frame(.text, Array(String(version).utf8))) }
            }
            group.addTask { [connection] in
                defer { out.finish() }
                await Self.readFrames(from: connection, into: out)
            }
            for await frame in frames {
                guard await connection.write(frame), frame.first != 0x80 | Opcode.close.rawValue else { break }
            }
            group.cancelAll()
            shutdown(connection.file, Int32(SHUT_RDWR))
        }
    }

    /// Reads the client's frames, answering pings and a close, until it closes or breaks the
    /// protocol.
    static func readFrames(from connection: PreviewConnection, into out: AsyncStream<Data>.Continuation) async {
        do {
            while true {
                let start = try await connection.read(2)
                let opcode = start[0] & 0x0F, masked = start[1] & 0x80 != 0
                var length = UInt64(start[1] & 0x7F)
                if length == 126 {
                    length = try await connection.read(2).reduce(0) { $0 << 8 | UInt64($1) }
                } else if length == 127 {
                    length = try await connection.read(8).reduce(0) { $0 << 8 | UInt64($1) }
                }
                guard masked else { out.yield(close(1002, "client frames must be masked")); return }
                guard length <= UInt64(connection.limits.frameBytes) else {
                    out.yield(close(1009, "frame over \(connection.limits.frameBytes) bytes"))
                    return
                }
                let mask = try await connection.read(4)
                var payload = try await connection.read(Int(length))
                for index in payload.indices { payload[index] ^= mask[index & 3] }
                switch Opcode(rawValue: opcode) {
                case .close?:
                    out.yield(frame(.close, Array(payload.prefix(2))))
                    return
                case .ping?:
                    out.yield(frame(.pong, payload))
                case .pong?, .text?, .binary?, .continuation?:
                    continue
                case nil:
                    out.yield(close(1002, "unknown opcode \(opcode)"))
                    return
                }
            }
        } catch {
            return  // the client has gone
        }
    }

    /// A close frame with its status code and reason.
    static func close(_ code: UInt16, _ reason: String) -> Data {
        frame(.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(120)))
    }

    /// A whole, unmasked frame (a server's).
    static func frame(_ opcode: Opcode, _ payload: [UInt8]) -> Data {
        var bytes = Data([0x80 | opcode.rawValue])
        if payload.count < 126 {
            bytes.append(UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            bytes.append(contentsOf: [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)])
        } else {
            bytes.append(127)
            bytes.append(contentsOf: (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) })
        }
        bytes.append(contentsOf: payload)
        return bytes
    }
}
