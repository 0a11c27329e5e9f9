import ChromaPreview
import Foundation
import Testing

/// The preview server against real sockets: bounded connections and request heads, a listener
/// that always takes the next client, and a WebSocket for its own page only. (Idle and slow
/// clients are timed against the executable, in PreviewServerProcessTests: in this process,
/// other suites' blocking work would be timed too.)
@Suite struct PreviewServerBoundsTests {
    /// A running server with `limits`, stopped when `body` returns.
    static func serving<T>(_ limits: PreviewServerLimits, _ body: (PreviewServer) async throws -> T) async throws -> T {
        let board = PreviewBoard()
        board.post(PreviewImage(name: "doc.json", width: 8, height: 8, milliseconds: 1, image1x: [1, 2, 3], image2x: [4, 5, 6]))
        let server = try PreviewServer(board: board, port: 0, limits: limits)
        let task = server.start()
        defer { task.cancel() }
        return try await body(server)
    }

    static func get(_ path: String, port: UInt16, headers: String = "") -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)\r\n"
    }

    /// Polls `condition` every 20 ms for up to `seconds`.
    static func eventually(_ seconds: Double, _ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    @Test func manyIdleConnectionsThenANormalRequestIsAnswered() async throws {
        // A long timeout: only making room can let the request through.
        for idle in [1, 7, 8, 9, 50, 200] {
            try await Self.serving(PreviewServerLimits(connections: 8, timeout: 60)) { server in
                var clients: [RawClient] = []
                defer { clients.forEach { $0.close() } }
                for index in 0..<idle {
                    let client = try RawClient(port: server.port)
                    if index % 2 == 0 { await client.send("GET / HTTP/1.1\r\nHost: 127") }  // half a head, then silence
                    clients.append(client)
                }
                #expect(await Self.eventually(15) { server.openConnections <= 8 }, "\(idle) idle: \(server.openConnections) open")
                let client = try RawClient(port: server.port)
                defer { client.close() }
                await client.send(Self.get("/state.json", port: server.port))
                let response = await client.readResponse()
                #expect(response.hasPrefix("HTTP/1.1 200 OK"), "after \(idle) idle connections: \(response.prefix(80))")
                #expect(response.contains("doc.json"))
                #expect(server.openConnections <= 8)
            }
        }
    }

    @Test func afterIdleConnectionsCloseNewOnesAreAccepted() async throws {
        try await Self.serving(PreviewServerLimits(connections: 16, timeout: 60)) { server in
            // 100: within the listen backlog (128), so a slow machine never drops a connect.
            var clients = try (0..<100).map { _ in try RawClient(port: server.port) }
            clients.forEach { $0.close() }
            clients = []
            #expect(await Self.eventually(15) { server.openConnections == 0 }, "\(server.openConnections) still open")
            for _ in 0..<40 {
                let client = try RawClient(port: server.port)
                await client.send(Self.get("/", port: server.port, headers: "Connection: close\r\n"))
                let response = await client.readResponse()
                client.close()
                #expect(response.hasPrefix("HTTP/1.1 200 OK"), "\(response.prefix(80))")
            }
        }
    }

    @Test func aServerStartedWhileTheSharedPoolIsBlockedAnswersAtOnce() async throws {
        // Every thread of the shared pool is held by blocking work until the answer arrives (or
        // 20 s pass); the server, started meanwhile, must answer from its own thread.
        final class Blockers: @unchecked Sendable {
            let lock = NSLock()
            var started = 0, released = false
            func update<T>(_ body: (Blockers) -> T) -> T { lock.withLock { body(self) } }
        }
        let blockers = Blockers()
        let count = ProcessInfo.processInfo.activeProcessorCount  // the pool's width
        for _ in 0..<count {
            Task.detached {
                blockers.update { $0.started += 1 }
                let end = Date().addingTimeInterval(20)
                while !blockers.update({ $0.released }), Date() < end { usleep(1_000) }
            }
        }
        let board = PreviewBoard()
        board.post(PreviewImage(name: "doc.json", width: 8, height: 8, milliseconds: 1, image1x: [1], image2x: [2]))
        let server = try PreviewServer(board: board, port: 0, limits: PreviewServerLimits(timeout: 30))
        let (response, heldThroughout) = await RawClient.offPool { () -> (String, Bool) in
            // Wait (at most 5 s: other suites may hold threads too) until the blockers hold the
            // pool, then start and ask.
            let wait = Date().addingTimeInterval(5)
            while blockers.update({ $0.started < count }), Date() < wait { usleep(1_000) }
            let task = server.start()
            defer { task.cancel() }
            guard let client = try? RawClient(port: server.port, timeout: 10) else { return ("no connection", false) }
            defer { client.close() }
            _ = client.sendNow(Array(Self.get("/state.json", port: server.port).utf8))
            let response = client.readResponseNow()
            // Release the pool here: this test's own code needs a thread of it to go on.
            let held = blockers.update { blockers in
                defer { blockers.released = true }
                return blockers.started == count && !blockers.released
            }
            return (response, held)
        }
        #expect(response.hasPrefix("HTTP/1.1 200 OK"), "pool held throughout: \(heldThroughout); \(response.prefix(80))")
        #expect(response.contains("doc.json"))
    }

    @Test func headsOverTheLimitsAreRefusedWith431() async throws {
        try await Self.serving(PreviewServerLimits(headerBytes: 16_384, headerCount: 100, timeout: 30)) { server in
            // Header lines: at the limit answered, one over refused.
            for (count, status) in [(99, 200), (100, 200), (101, 431), (10_000, 431)] {
                let client = try RawClient(port: server.port)
                defer { client.close() }
                let headers = (0..<(count - 1)).map { "X-H\($0): v\r\n" }.joined()
                await client.send(Self.get("/page.css", port: server.port, headers: headers))
                let response = await client.readResponse()
                if status == 200 {
                    #expect(response.hasPrefix("HTTP/1.1 200 OK"), "\(count) headers: \(response.prefix(80))")
                } else {
                    // 431, or the connection closed while the client was still sending.
                    #expect(response.isEmpty || response.hasPrefix("HTTP/1.1 431"), "\(count) headers: \(response.prefix(80))")
                    #expect(await client.isClosedByServer(), "\(count) headers: still open")
                }
            }
            // Bytes: one header line longer than the head may be.
            let client = try RawClient(port: server.port)
            defer { client.close() }
            await client.send(Self.get("/", port: server.port, headers: "X-Long: " + String(repeating: "a", count: 20_000) + "\r\n"))
            let response = await client.readResponse()
            #expect(response.isEmpty || response.hasPrefix("HTTP/1.1 431"), "\(response.prefix(80))")
            // A line that never ends: refused long before 8 MB are sent.
            let endless = try RawClient(port: server.port)
            defer { endless.close() }
            var accepted = true
            await endless.send("GET / HTTP/1.1\r\nX: ")
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 65_536)
            for _ in 0..<128 where accepted { accepted = await endless.send(chunk) }
            #expect(!accepted, "8 MB of one header line were read")
        }
    }

    @Test func endlessHeadersAreNotRead() async throws {
        try await Self.serving(PreviewServerLimits(timeout: 30)) { server in
            // Three million headers (about 18 MB) offered on 4 connections at once: each is
            // refused after its first 16 KiB (the server's memory is measured in
            // PreviewServerProcessTests, in a process of its own).
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        guard let client = try? RawClient(port: server.port, timeout: 30) else { return false }
                        defer { client.close() }
                        await client.send(Self.get("/", port: server.port).replacingOccurrences(of: "\r\n\r\n", with: "\r\n"))
                        let line = Array(repeating: "X: 1\r\n", count: 10_000).joined()
                        var refused = false
                        for _ in 0..<75 where !refused { refused = !(await client.send(line)) }
                        return refused
                    }
                }
                for await refused in group { #expect(refused, "the server read every header") }
            }
        }
    }

    static func handshake(port: UInt16, origin: String?) -> String {
        "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }

    @Test func theEventsRefuseAForeignOrigin() async throws {
        try await Self.serving(PreviewServerLimits(timeout: 30)) { server in
            let port = server.port
            let foreign = ["http://evil.example", "null", "http://127.0.0.1:\(Int(port) + 1)", "https://127.0.0.1:\(port)",
                           "http://127.0.0.1.evil.example:\(port)", "http://localhost", ""]
            for origin in foreign {
                let client = try RawClient(port: port)
                defer { client.close() }
                await client.send(Self.handshake(port: port, origin: origin))
                let response = await client.readResponse()
                #expect(response.hasPrefix("HTTP/1.1 403"), "\(origin): \(response.prefix(60))")
            }
            // Its own page (either name), and a client that is no browser.
            for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "http://LOCALHOST:\(port)", nil] {
                let client = try RawClient(port: port)
                defer { client.close() }
                await client.send(Self.handshake(port: port, origin: origin))
                let bytes = await client.readAll(limit: 1)
                var all = bytes
                while !String(decoding: all, as: UTF8.self).contains("\r\n\r\n"), all.count < 4096 {
                    let more = await client.readAll(limit: 1)
                    if more.isEmpty { break }
                    all += more
                }
                let text = String(decoding: all, as: UTF8.self)
                #expect(text.hasPrefix("HTTP/1.1 101"), "\(origin ?? "no Origin"): \(text.prefix(60))")
                #expect(text.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo="), "\(text)")
                // The first frame: the board's version as text.
                let frame = await client.readAll(limit: 3)
                #expect(frame.count == 3 && frame[0] == 0x81 && frame[1] == 1 && frame[2] == UInt8(ascii: "1"), "\(frame)")
            }
        }
    }

    @Test func theEventsAnswerPingsPushChangesAndCloseOnAnOversizedFrame() async throws {
        try await Self.serving(PreviewServerLimits(timeout: 30, frameBytes: 4_096)) { server in
            let client = try RawClient(port: server.port)
            defer { client.close() }
            await client.send(Self.handshake(port: server.port, origin: "http://127.0.0.1:\(server.port)"))
            var head: [UInt8] = []
            while !String(decoding: head, as: UTF8.self).hasSuffix("\r\n\r\n") {
                let byte = await client.readAll(limit: 1)
                if byte.isEmpty { break }
                head += byte
            }
            #expect(await client.readAll(limit: 3) == [0x81, 1, UInt8(ascii: "1")])
            server.board.post(PreviewImage(name: "other.json", width: 4, height: 4, milliseconds: 1, image1x: [1], image2x: [2]))
            #expect(await client.readAll(limit: 3) == [0x81, 1, UInt8(ascii: "2")])
            // A masked ping gets its pong, unmasked.
            await client.send([0x89, 0x82, 1, 2, 3, 4, UInt8(ascii: "h") ^ 1, UInt8(ascii: "i") ^ 2])
            #expect(await client.readAll(limit: 4) == [0x8A, 2, UInt8(ascii: "h"), UInt8(ascii: "i")])
            // A frame over the limit: closed with 1009, without its payload being read.
            await client.send([0x82, 0xFF, 0, 0, 0, 1, 0, 0, 0, 0])
            let close = await client.readAll(limit: 4)
            #expect(close.count == 4 && close[0] == 0x88 && close[2] == 0x03 && close[3] == 0xF1, "\(close)")
            #expect(await client.isClosedByServer())
        }
    }

    @Test func aPortInUseIsNamed() throws {
        let first = try PreviewServer(board: PreviewBoard(), port: 0)
        #expect(throws: PreviewServerError.portInUse(first.port)) { try PreviewServer(board: PreviewBoard(), port: first.port) }
        let message = PreviewServerError.portInUse(first.port).description
        #expect(message.contains(String(first.port)) && message.contains("--port"))
    }

    @Test func limitsOutsideTheirRangeMoveToItsEnds() {
        let limits = PreviewServerLimits(connections: -5, webSockets: 1_000, headerBytes: 0, headerCount: -1, timeout: .nan, frameBytes: 0)
        #expect(limits.connections == 1 && limits.webSockets == 1 && limits.headerBytes == 256 && limits.headerCount == 1
                && limits.timeout == 10 && limits.frameBytes == 125)
        #expect(PreviewServerLimits(timeout: 1e308).timeout == 86_400)
        #expect(PreviewServerLimits(timeout: -1).timeout == 10)
    }
}
