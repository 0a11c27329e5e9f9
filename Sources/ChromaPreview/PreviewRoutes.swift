import FlyingFox
import Foundation

/// The routes, dispatched by hand so that every request passes the same checks first.
struct PreviewRoutes: Sendable {
    /// What a request gets: a response, or the WebSocket of changes with its handshake's
    /// `Sec-WebSocket-Accept` value.
    enum Answer {
        case response(PreviewResponse)
        case webSocket(accept: String)
    }

    let board: PreviewBoard
    /// The port the server listens on, for the origins it accepts.
    let port: UInt16

    func answer(_ request: PreviewRequest) async -> Answer {
        guard request.count("host") == 1, let host = request.header("host"), Self.isLoopback(host: host) else {
            return .response(.text(421, "Misdirected Request", "this server answers requests for 127.0.0.1 or localhost only"))
        }
        let path = request.path
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }), !path.contains("%2e"), !path.contains("%2E") else {
            return .response(.text(400, "Bad Request", "bad path"))
        }
        if path == "/events" { return await webSocket(request) }
        guard request.method == "GET" || request.method == "HEAD" else { return .response(.text(405, "Method Not Allowed", "GET only")) }
        switch path {
        case "/", "/index.html": return .response(Self.resource("index.html", type: "text/html; charset=utf-8"))
        case "/page.js": return .response(Self.resource("page.js", type: "text/javascript; charset=utf-8"))
        case "/page.css": return .response(Self.resource("page.css", type: "text/css; charset=utf-8"))
        case "/state.json": return .response(Self.data(Data(PreviewState.json(board).utf8), type: "application/json", cache: "no-store"))
        default: break
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 5, parts[1] == "image", let index = Int(parts[2]), let version = Int(parts[3]),
           parts[4] == "1x.png" || parts[4] == "2x.png", let image = board.image(at: index, version: version),
           let bytes = parts[4] == "1x.png" ? image.image1x : image.image2x {
            return .response(Self.data(Data(bytes), type: "image/png", cache: "max-age=31536000, immutable"))
        }
        return .response(.text(404, "Not Found", "not found"))
    }

    /// `/events`: a WebSocket handshake from this server's own page (or from a client that is no
    /// browser, which sends no `Origin`), checked and answered by FlyingFox's handshake.
    func webSocket(_ request: PreviewRequest) async -> Answer {
        guard request.method == "GET" else { return .response(.text(405, "Method Not Allowed", "GET only")) }
        // A browser always names the page that opens a WebSocket; only this server's own page
        // may watch the saves. A client with no Origin is not a page in a browser (curl, a
        // script on this machine, which could read the files itself).
        if request.count("origin") > 0 {
            guard request.count("origin") == 1, let origin = request.header("origin"), allowedOrigins.contains(origin.lowercased()) else {
                return .response(.text(403, "Forbidden", "the events of this preview are for its own page only (origin \(allowedOrigins.joined(separator: " or ")))"))
            }
        }
        var headers: [HTTPHeader: String] = [:]
        for (name, value) in request.headers { headers[HTTPHeader(name)] = value }
        let handshake = HTTPRequest(method: .GET, version: .http11, path: request.path, query: [], headers: headers, body: Data())
        let checked = await Self.handshake.checked(handshake)
        guard let accept = checked else {
            return .response(.text(400, "Bad Request", "not a WebSocket handshake (version 13 with a key)"))
        }
        return .webSocket(accept: accept)
    }

    /// The origins of this server's own page.
    var allowedOrigins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

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

    static func resource(_ name: String, type: String) -> PreviewResponse {
        guard let url = Bundle.module.url(forResource: "Page/" + name, withExtension: nil)
                ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page"),
              let bytes = try? Data(contentsOf: url) else {
            return .text(404, "Not Found", "not found")
        }
        return data(bytes, type: type, cache: "no-store")
    }

    static func data(_ body: Data, type: String, cache: String) -> PreviewResponse {
        PreviewResponse(status: 200, reason: "OK", headers: [("Content-Type", type), ("Cache-Control", cache), ("X-Content-Type-Options", "nosniff")], body: body)
    }

    static let handshake = Handshake()
}

/// FlyingFox's WebSocket handshake: it checks the request's upgrade headers and version and
/// computes the `Sec-WebSocket-Accept` value; the frames are the server's own (``ChangeFeed``).
struct Handshake: Sendable {
    private let handler = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: EchoWSMessageHandler()))

    /// The accept value for a valid handshake, nil for any other request.
    func checked(_ request: HTTPRequest) async -> String? {
        guard let response = try? await handler.handleRequest(request), response.statusCode == .switchingProtocols else { return nil }
        return response.headers[.webSocketAccept]
    }
}
