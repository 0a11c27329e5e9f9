import FlyingFox
import Foundation

/// The preview's HTTP server: the page, its state, the images and a WebSocket of changes, on
/// 127.0.0.1 only.
///
/// It serves exactly these paths, nothing from the file system: `/` (the page), `/page.js`,
/// `/page.css` (from the module's resources), `/state.json`, `/image/INDEX/VERSION/1x.png` and
/// `2x.png`, and `/events` (a WebSocket that sends the board's version at each change). Any
/// other path is 404, a path with `..` is 400, a method other than GET or HEAD is 405, and a
/// request whose `Host` is not this server's loopback address (a DNS-rebinding page) is 421.
public final class PreviewServer: Sendable {
    /// The board the server shows.
    public let board: PreviewBoard
    private let server: HTTPServer
    private let requestedPort: UInt16

    /// Creates a server for `board` on 127.0.0.1 at `port` (0: a free port, chosen by the system).
    /// - Throws: when the address cannot be made.
    public init(board: PreviewBoard, port: UInt16) throws {
        self.board = board
        requestedPort = port
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled,
                            handler: PreviewRoutes(board: board))
    }

    /// Runs the server until its task is cancelled.
    public func run() async throws {
        try await server.run()
    }

    /// Waits until the server listens, and returns its URL (`http://127.0.0.1:PORT/`).
    public func waitUntilListening() async throws -> String {
        try await server.waitUntilListening(timeout: 10)
        guard case let .ip4(_, port)? = await server.listeningAddress else { return "http://127.0.0.1:\(requestedPort)/" }
        return "http://127.0.0.1:\(port)/"
    }
}

/// The routes, dispatched by hand so that every request passes the same checks first.
struct PreviewRoutes: HTTPHandler {
    let board: PreviewBoard

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let host = request.headers[.host], Self.isLoopback(host: host) else {
            return Self.text(.init(421, phrase: "Misdirected Request"), "this server answers requests for 127.0.0.1 or localhost only")
        }
        let path = request.path
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }), !path.contains("%2e"), !path.contains("%2E") else {
            return Self.text(.badRequest, "bad path")
        }
        if path == "/events" {
            return try await WebSocketHTTPHandler.webSocket(ChangeFeed(board: board)).handleRequest(request)
        }
        guard request.method == .GET || request.method == .HEAD else { return Self.text(.methodNotAllowed, "GET only") }
        switch path {
        case "/", "/index.html": return try Self.resource("index.html", type: "text/html; charset=utf-8")
        case "/page.js": return try Self.resource("page.js", type: "text/javascript; charset=utf-8")
        case "/page.css": return try Self.resource("page.css", type: "text/css; charset=utf-8")
        case "/state.json": return Self.data(Data(PreviewState.json(board).utf8), type: "application/json", cache: "no-store")
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 5, parts[1] == "image", let index = Int(parts[2]), let version = Int(parts[3]),
           parts[4] == "1x.png" || parts[4] == "2x.png", let image = board.image(at: index, version: version),
           let bytes = parts[4] == "1x.png" ? image.image1x : image.image2x {
            return Self.data(Data(bytes), type: "image/png", cache: "max-age=31536000, immutable")
        }
        return Self.text(.notFound, "not found")
    }

    /// Whether a `Host` header names this machine's loopback (with any port).
    static func isLoopback(host: String) -> Bool {
        let name: Substring
        if host.hasPrefix("[") {
            name = host.split(separator: "]").first.map { $0.dropFirst() } ?? ""
            return name == "::1"
        }
        name = host.split(separator: ":", maxSplits: 1).first ?? ""
        return name == "127.0.0.1" || name.lowercased() == "localhost"
    }

    static func resource(_ name: String, type: String) throws -> HTTPResponse {
        guard let url = Bundle.module.url(forResource: "Page/" + name, withExtension: nil)
                ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page") else {
            return text(.notFound, "not found")
        }
        return data(try Data(contentsOf: url), type: type, cache: "no-store")
    }

    static func data(_ body: Data, type: String, cache: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: type, HTTPHeader("Cache-Control"): cache,
                                                HTTPHeader("X-Content-Type-Options"): "nosniff"], body: body)
    }

    static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((message + "\n").utf8))
    }
}

/// The WebSocket of changes: the board's version now, then at every change.
struct ChangeFeed: WSMessageHandler {
    let board: PreviewBoard

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let changes = board.changes()
        let first = board.currentVersion
        return AsyncStream { continuation in
            continuation.yield(.text(String(first)))
            let task = Task {
                for await version in changes { continuation.yield(.text(String(version))) }
                continuation.finish()
            }
            let reader = Task {
                for await message in client { if case .close = message { break } }
                task.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in
                task.cancel()
                reader.cancel()
            }
        }
    }
}
