import ChromaTestSupport
import Foundation
import Testing

/// `chroma preview` runs the separate `chroma-preview` executable, so that `chroma` itself never
/// links the preview's HTTP server (FlyingFox) or the networking half of Foundation it brings
/// (libcurl, OpenSSL and the rest): checked on the built binaries, and the command's behaviour
/// when the server executable is missing.
@Suite(.tags(.process), .unlessProcessesSkipped) struct PreviewExecutableTests {
    static var folder: URL { CommandLineTests.executable.deletingLastPathComponent() }

    /// Whether `needle` occurs in the file's bytes (symbol names, library names).
    static func contains(_ file: URL, _ needle: String) throws -> Bool {
        let data = try Data(contentsOf: file)
        return data.range(of: Data(needle.utf8)) != nil
    }

    @Test func chromaLinksNoServerAndNoNetworking() throws {
        let chroma = CommandLineTests.executable
        // Swift symbols of a module carry its name; dynamic dependencies are named in the binary.
        for needle in ["FlyingFox", "FlyingSocks", "FoundationNetworking", "libcurl"] {
            #expect(try !Self.contains(chroma, needle), "chroma contains \(needle)")
        }
        // The check can fail: the server executable does contain them.
        let server = Self.folder.appendingPathComponent("chroma-preview")
        #expect(try Self.contains(server, "FlyingFox"))
    }

    @Test func previewWithoutTheServerBesideItExits69AndSaysWhere() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let alone = scratch.appendingPathComponent("chroma")
        try FileManager.default.copyItem(at: CommandLineTests.executable, to: alone)
        let document = scratch.appendingPathComponent("doc.json")
        try Data(#"{"width": 8, "height": 8, "background": "red"}"#.utf8).write(to: document)
        for port in ["0", "8017"] {
            let process = Process()
            process.executableURL = alone
            process.arguments = ["preview", document.path, "--port", port]
            let err = Pipe()
            process.standardOutput = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 69, "\(message)")
            #expect(message.contains("chroma-preview") && message.contains(scratch.lastPathComponent), "\(message)")
        }
        // A missing document is still the usual 66, found before the server is looked for.
        let process = Process()
        process.executableURL = alone
        process.arguments = ["preview", scratch.appendingPathComponent("missing.json").path]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 66)
    }

    @Test func theServerAloneServesThePageAsPreviewDoes() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let document = scratch.appendingPathComponent("doc.json")
        try Data(#"{"width": 8, "height": 8, "background": "red"}"#.utf8).write(to: document)
        for executable in [Self.folder.appendingPathComponent("chroma-preview"), CommandLineTests.executable] {
            let process = Process()
            process.executableURL = executable
            process.arguments = executable.lastPathComponent == "chroma" ? ["preview", document.path, "--quiet"] : [document.path, "--quiet"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = Pipe()
            try process.run()
            defer { if process.isRunning { process.terminate() } }
            // The first line is the URL; the same process serves it (exec keeps the pid).
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/"), "\(executable.lastPathComponent): \(url)")
            process.terminate()
            process.waitUntilExit()
            #expect(process.terminationStatus == 143, "\(executable.lastPathComponent) stopped with \(process.terminationStatus)")
        }
    }
}

/// The preview's server as a process: a port in use is refused at once, by name; and a server
/// short of file descriptors keeps answering whatever idle connections hold.
@Suite(.tags(.process), .unlessProcessesSkipped) struct PreviewServerProcessTests {
    static func document() throws -> (folder: URL, path: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let document = scratch.appendingPathComponent("doc.json")
        try Data(#"{"width": 8, "height": 8, "background": "red"}"#.utf8).write(to: document)
        return (scratch, document.path)
    }

    /// Starts a preview and reads the port of the URL it prints first (nil when it prints none).
    static func serve(_ executable: URL, _ arguments: [String]) throws -> (Process, UInt16?) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let url = firstLine(out)
        return (process, UInt16(url.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))
    }

    /// The URL line of a running preview.
    static func firstLine(_ pipe: Pipe) -> String {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line += byte
        }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aPortInUseExits73NamingItAtOnce() throws {
        let (scratch, document) = try Self.document()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The first preview takes a port; a second one on it must not wait.
        let (first, listening) = try Self.serve(CommandLineTests.executable, ["preview", document, "--quiet"])
        defer { if first.isRunning { first.terminate(); first.waitUntilExit() } }
        let port = String(try #require(listening))
        for executable in [CommandLineTests.executable, PreviewExecutableTests.folder.appendingPathComponent("chroma-preview")] {
            let second = Process()
            second.executableURL = executable
            second.arguments = (executable.lastPathComponent == "chroma" ? ["preview"] : []) + [document, "--port", port]
            let err = Pipe(), secondOut = Pipe()
            second.standardOutput = secondOut
            second.standardError = err
            let start = Date()
            try second.run()
            let killer = DispatchWorkItem { if second.isRunning { second.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: killer)
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            second.waitUntilExit()
            killer.cancel()
            #expect(second.terminationStatus == 73, "\(executable.lastPathComponent): \(second.terminationStatus) \(message)")
            #expect(Date().timeIntervalSince(start) < 5, "took \(Date().timeIntervalSince(start)) s")
            #expect(message.hasPrefix("chroma: port \(port) on 127.0.0.1 is already in use") && message.contains("--port"), "\(message)")
            // Nothing on standard output: no URL of a server that is not there.
            #expect(secondOut.fileHandleForReading.readDataToEndOfFile().isEmpty)
        }
    }

    @Test func aServerShortOfDescriptorsStillAnswersPastIdleConnections() throws {
        let (scratch, document) = try Self.document()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // 40 descriptors: a handful of connections at most.
        let (server, listening) = try Self.serve(URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -n 40 && exec \"$0\" \"$1\" --quiet",
                                                 PreviewExecutableTests.folder.appendingPathComponent("chroma-preview").path, document])
        defer { if server.isRunning { server.terminate(); server.waitUntilExit() } }
        let port = try #require(listening)
        // 200 clients that connect and say nothing.
        var idle: [Int32] = []
        for _ in 0..<200 { if let file = Self.connect(port) { idle.append(file) } }
        #expect(idle.count == 200)
        #expect(Self.get(port).hasPrefix("HTTP/1.1 200 OK"), "with 200 idle connections")
        idle.forEach { close($0) }
        // Once they are gone, every new client is answered.
        for index in 0..<30 { #expect(Self.get(port).hasPrefix("HTTP/1.1 200 OK"), "request \(index) after the idle ones closed") }
        #expect(server.isRunning)
    }

    @Test func threeMillionHeadersLeaveTheServersMemoryAsItWas() throws {
        let (scratch, document) = try Self.document()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (server, listening) = try Self.serve(PreviewExecutableTests.folder.appendingPathComponent("chroma-preview"), [document, "--quiet"])
        defer { if server.isRunning { server.terminate(); server.waitUntilExit() } }
        let port = try #require(listening)
        #expect(Self.get(port).hasPrefix("HTTP/1.1 200 OK"))
        let before = Self.peakResident(server.processIdentifier)
        // 3,000,000 header lines (18 MB) over 4 connections; each is cut off after 16 KiB.
        let line = Array(Array(repeating: "X: 1\r\n", count: 10_000).joined().utf8)
        var refused = 0
        for _ in 0..<4 {
            guard let file = Self.connect(port) else { continue }
            defer { close(file) }
            let start = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8)
            _ = start.withUnsafeBytes { send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            for _ in 0..<75 {
                let sent = line.withUnsafeBytes { send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent < 0 { refused += 1; break }
            }
        }
        #expect(refused == 4, "\(4 - refused) connections took 750,000 headers")
        #expect(Self.get(port).hasPrefix("HTTP/1.1 200 OK"))
        let after = Self.peakResident(server.processIdentifier)
        #expect(before > 0 && after - before < 8 << 20, "peak resident memory grew from \(before >> 20) MiB by \((after - before) >> 10) KiB")
    }

    @Test func silentAndSlowClientsAreDroppedAfterTheTimeout() throws {
        let (scratch, document) = try Self.document()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (server, listening) = try Self.serve(PreviewExecutableTests.folder.appendingPathComponent("chroma-preview"), [document, "--quiet"])
        defer { if server.isRunning { server.terminate(); server.waitUntilExit() } }
        let port = try #require(listening)
        let silent = try #require(Self.connect(port, timeout: 30))
        defer { close(silent) }
        let slow = try #require(Self.connect(port, timeout: 30))
        defer { close(slow) }
        let start = Date()
        // A byte of a request head every second, on a thread of its own: never a whole head in 10 s.
        let trickling = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var slowClosedAfter: Double?
        Thread.detachNewThread {
            defer { trickling.signal() }
            for byte in Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1234567890\r\n\r\n".utf8) {
                var probe: UInt8 = 0
                if recv(slow, &probe, 1, Int32(MSG_DONTWAIT | MSG_PEEK)) == 0 { break }
                var value = byte
                if send(slow, &value, 1, Int32(MSG_NOSIGNAL)) < 0 { break }
                Thread.sleep(forTimeInterval: 1)
            }
            if Self.closedByServer(slow) { slowClosedAfter = Date().timeIntervalSince(start) }
        }
        #expect(Self.closedByServer(silent))
        let silentAfter = Date().timeIntervalSince(start)
        #expect(silentAfter > 9 && silentAfter < 20, "a silent client was dropped after \(silentAfter) s (timeout 10 s)")
        trickling.wait()
        let slowAfter = try #require(slowClosedAfter, "a client sending a byte a second was never dropped")
        #expect(slowAfter > 9 && slowAfter < 20, "a slow client was dropped after \(slowAfter) s (timeout 10 s)")
        #expect(Self.get(port).hasPrefix("HTTP/1.1 200 OK"))
    }

    /// Whether the server closes the connection (a read sees its end) within the read timeout.
    static func closedByServer(_ file: Int32) -> Bool {
        var byte: UInt8 = 0
        while true {
            let count = recv(file, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    /// A process's peak resident memory in bytes (VmHWM).
    static func peakResident(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (Int(line.split(separator: " ")[1]) ?? 0) * 1024
    }

    static func connect(_ port: UInt16, timeout: Int = 5) -> Int32? {
        let file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(file); return nil }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(file, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        return file
    }

    /// `GET /state.json`, its whole answer (the server closes after it).
    static func get(_ port: UInt16) -> String {
        guard let file = connect(port) else { return "cannot connect" }
        defer { close(file) }
        let request = Array("GET /state.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(file, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
