// The board the server shows is its own module (linked into `chroma` too); the server's users
// see it through this one.
@_exported import ChromaPreviewBoard
import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server: the page, its state, the images and a WebSocket of changes, on
/// 127.0.0.1 only, within ``PreviewServerLimits``.
///
/// It serves exactly these paths, nothing from the file system: `/` (the page), `/page.js`,
/// `/page.css` (from the module's resources), `/state.json`, `/image/INDEX/VERSION/1x.png` and
/// `2x.png`, and `/events` (a WebSocket that sends the board's version at each change, to this
/// server's own page only: a foreign `Origin` is 403). Any other path is 404, a path with `..`
/// is 400, a method other than GET or HEAD is 405, a request whose `Host` is not this server's
/// loopback address (a DNS-rebinding page) is 421, a request head over the limits 431.
///
/// The connections are FlyingSocks' (FlyingFox's socket layer) on its event pool; the requests
/// are read here, as bytes arrive, so that every bound holds (FlyingFox's own server bounds
/// neither its connections nor a request's headers nor an idle client). The listener outlives
/// any shortage of file descriptors: when the system refuses a connection for want of them, it
/// closes the connection idle for longest and accepts again.
public final class PreviewServer: Sendable {
    /// The board the server shows.
    public let board: PreviewBoard
    /// The bounds the server keeps.
    public let limits: PreviewServerLimits
    /// The port it listens on (1…65535), the one asked for or the one the system chose.
    public let port: UInt16
    private let listener: Socket
    private let pool: any AsyncSocketPool
    private let connections: PreviewConnections
    private let executor = PreviewExecutor()

    /// Creates a server for `board` listening on 127.0.0.1 at `port` (0: a free port, chosen by
    /// the system), within `limits`.
    /// - Throws: ``PreviewServerError/portInUse(_:)`` when another program listens on `port`,
    ///   ``PreviewServerError/cannotListen(step:port:reason:)`` for any other refusal.
    public init(board: PreviewBoard, port: UInt16, limits: PreviewServerLimits = PreviewServerLimits()) throws {
        self.board = board
        // Never more connections than descriptors: keep 32 for the renders' files and the pipes.
        var files = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
        var bounded = limits
        if files.rlim_cur < rlim_t(bounded.connections + 64) {
            bounded = PreviewServerLimits(connections: max(1, Int(files.rlim_cur) - 32), webSockets: limits.webSockets, headerBytes: limits.headerBytes,
                                          headerCount: limits.headerCount, timeout: limits.timeout, frameBytes: limits.frameBytes)
        }
        self.limits = bounded
        connections = PreviewConnections(capacity: bounded.connections, webSockets: bounded.webSockets)
        pool = HTTPServer.defaultPool()
        var step = "open a socket"
        do {
            let socket = try Socket(domain: AF_INET, type: .stream)
            step = "listen"
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
            try socket.listen(maxPendingConnection: 128)
            listener = socket
            guard case let .ip4(_, bound) = try socket.sockname() else { throw SocketError.unsupportedAddress }
            self.port = bound
        } catch SocketError.failed(_, let code, _) where code == EADDRINUSE {
            throw PreviewServerError.portInUse(port)
        } catch SocketError.failed(_, let code, _) {
            throw PreviewServerError.cannotListen(step: step, port: port, reason: String(cString: strerror(code)))
        } catch {
            throw PreviewServerError.cannotListen(step: step, port: port, reason: "\(error)")
        }
    }

    /// The page's URL, `http://127.0.0.1:PORT/`.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Returns the page's URL (the server listens from its creation; kept for callers that wait).
    public func waitUntilListening() async throws -> String { url }

    /// How many connections are open now (for tests and diagnostics).
    public var openConnections: Int { connections.count }

    /// Serves until the task is cancelled, on a thread of its own (``PreviewExecutor``).
    public func run() async throws {
        try await withTaskExecutorPreference(executor) { try await self.serve() }
    }

    /// Starts serving at once on the server's own thread and returns the task that serves: cancel
    /// it to stop. Unlike `Task { try await server.run() }`, it never waits for a thread of the
    /// shared pool to begin, so a process whose pool is busy with blocking work (a render, a wait
    /// on a child process) still answers its first client at once.
    @discardableResult
    public func start() -> Task<Void, any Error> {
        Task(executorPreference: executor) { try await self.serve() }
    }

    private func serve() async throws {
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        let routes = PreviewRoutes(board: board, port: port)
        // Deadlines are checked ten times a second (or faster under short timeouts) on a thread
        // of their own: a slow client is cut off (shutdown(2) sends its FIN at once) however
        // busy the rest of the process is.
        let period = min(0.1, limits.timeout / 4)
        connections.resume()
        Thread.detachNewThread { [connections] in
            while connections.isServing {
                Thread.sleep(forTimeInterval: period)
                connections.expire()
            }
        }
        defer { connections.stop() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [pool] in try await pool.run() }
            group.addTask { [connections, limits] in
                try await withThrowingDiscardingTaskGroup { clients in
                    while !Task.isCancelled {
                        let client: AsyncSocket
                        do {
                            client = try await listening.accept()
                        } catch SocketError.failed(_, let code, _) where code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                            // Out of descriptors: make room, and try again shortly.
                            connections.closeOldestIdle()
                            try await Task.sleep(for: .milliseconds(20))
                            continue
                        } catch let error as SocketError {
                            if case .disconnected = error { throw error }
                            try await Task.sleep(for: .milliseconds(5))  // a connection reset before it was taken
                            continue
                        }
                        let connection = PreviewConnection(socket: client, list: connections, routes: routes, limits: limits)
                        guard connections.admit(connection.file, deadline: connection.deadline) else {
                            var busy = PreviewResponse.text(503, "Service Unavailable", "the preview is serving \(limits.connections) connections; try again")
                            busy.closes = true
                            _ = try? client.socket.write(busy.encoded(head: false))
                            try? client.close()
                            continue
                        }
                        clients.addTask { await connection.serve() }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }
}
