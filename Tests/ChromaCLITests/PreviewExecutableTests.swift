import Foundation
import Testing

/// `chroma preview` runs the separate `chroma-preview` executable, so that `chroma` itself never
/// links the preview's HTTP server (FlyingFox) or the networking half of Foundation it brings
/// (libcurl, OpenSSL and the rest): checked on the built binaries, and the command's behaviour
/// when the server executable is missing.
@Suite struct PreviewExecutableTests {
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
