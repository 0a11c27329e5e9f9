import FlyingSocks
import Foundation

/// One client's connection: requests read within the limits, answered in turn (keep-alive,
/// pipelined requests kept in order), until the client closes, asks to, is too slow, or turns
/// to the WebSocket of changes.
final class PreviewConnection: @unchecked Sendable {
    let socket: AsyncSocket
    let file: Int32
    let list: PreviewConnections
    let routes: PreviewRoutes
    let limits: PreviewServerLimits
    /// Bytes read and not yet used (the start of a pipelined request, of a WebSocket frame);
    /// used by one task at a time.
    private var buffer: [UInt8] = []
    private let clock = ContinuousClock()

    init(socket: AsyncSocket, list: PreviewConnections, routes: PreviewRoutes, limits: PreviewServerLimits) {
        self.socket = socket
        file = socket.socket.file.rawValue
        self.list = list
        self.routes = routes
        self.limits = limits
    }

    /// When a wait on the client that starts now must end.
    var deadline: ContinuousClock.Instant { clock.now.advanced(by: .milliseconds(Int64(limits.timeout * 1000))) }

    /// Serves the connection to its end, then closes it. It is already on the list, idle.
    func serve() async {
        defer {
            list.remove(file)
            try? socket.close()
        }
        while true {
            let request: PreviewRequest
            do {
                request = try await readHead()
            } catch let refusal as PreviewRequest.Refusal {
                var response = refusal == .tooLarge
                    ? PreviewResponse.text(431, "Request Header Fields Too Large",
                                           "the request's head is over \(limits.headerBytes) bytes or \(limits.headerCount) header lines")
                    : PreviewResponse.text(400, "Bad Request", "not an HTTP/1.1 request")
                response.closes = true
                _ = await write(response.encoded(head: false))
                return
            } catch {
                return  // closed, or too slow
            }
            list.mark(file, .busy, deadline: nil)
            if request.hasBody {
                var response = PreviewResponse.text(413, "Content Too Large", "this server takes no request body")
                response.closes = true
                _ = await write(response.encoded(head: false))
                return
            }
            switch await routes.answer(request) {
            case .response(var response):
                if request.wantsClose { response.closes = true }
                guard await write(response.encoded(head: request.method == "HEAD")), !response.closes else { return }
            case .webSocket(let accept):
                guard list.mark(file, .webSocket, deadline: nil) else {
                    var response = PreviewResponse.text(503, "Service Unavailable", "too many pages are open on this preview (\(limits.webSockets)); close one")
                    response.closes = true
                    _ = await write(response.encoded(head: false))
                    return
                }
                let head = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: \(accept)\r\n\r\n"
                guard await write(Data(head.utf8)) else { return }
                await ChangeFeed(connection: self, board: routes.board).run()
                return
            }
            list.mark(file, .idle, deadline: deadline)
        }
    }

    /// Reads the next request's head, within the size, line and time limits.
    private func readHead() async throws -> PreviewRequest {
        var lines = 0, lineStart = 0, scanned = 0
        while true {
            if let end = try PreviewRequest.end(of: buffer, from: scanned, lines: &lines, lineStart: &lineStart, limits: limits) {
                let request = try PreviewRequest.parse(buffer[..<end])
                buffer.removeFirst(end)
                return request
            }
            scanned = buffer.count
            buffer += try await socket.read(atMost: 4096)
        }
    }

    /// Reads exactly `count` bytes (a WebSocket frame's parts); no deadline: the page may stay
    /// silent as long as it is open.
    func read(_ count: Int) async throws -> [UInt8] {
        while buffer.count < count {
            buffer += try await socket.read(atMost: 4096)
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Writes `bytes`, which the client must take within the timeout; false when it did not
    /// (or has gone).
    func write(_ bytes: Data) async -> Bool {
        list.wait(file, until: deadline)
        defer { list.wait(file, until: nil) }
        do {
            try await socket.write(bytes)
            return true
        } catch {
            return false
        }
    }
}
