import ChromaTestSupport
import Foundation
import Testing

/// The layers are checked, not hoped for: `Scripts/check-layers.py` passes on the repository and
/// fails, naming the file, the module and the import, on a bad import planted in a copy of a
/// module, on a module it does not know, and on an ARCHITECTURE.md that disagrees with it.
@Suite(.tags(.process), .unlessProcessesSkipped) struct LayerCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Runs the script; its exit status and standard error.
    static func check(root: String, _ extra: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root + "/Scripts/check-layers.py", "--root", root] + extra
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A copy of Sources/<module> (Swift files only) and docs/ARCHITECTURE.md in a fresh folder.
    static func copy(_ modules: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)").path
        for module in modules {
            try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: root + "/Sources/" + module, toPath: folder + "/Sources/" + module)
        }
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/docs/ARCHITECTURE.md", toPath: folder + "/docs/ARCHITECTURE.md")
        return folder
    }

    @Test func theRepositoryPasses() throws {
        let run = try Self.check(root: Self.root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("every import allowed"))
    }

    /// Each planted import, in any spelling Swift accepts, fails and is named.
    @Test(arguments: [
        ("ChromaDocument", "import ChromaOutput"),
        ("ChromaDocument", "@_exported import ChromaPNG"),
        ("ChromaAssetModel", "public import ChromaRaster"),
        ("ColorCore", "@testable import ChromaRaster"),
        ("ChromaRaster", "import struct ChromaPNG.PNGCompression"),
        ("ChromaPalette", "@preconcurrency internal import ChromaOutput"),
        ("ChromaSplash", "  import ChromaWebP"),
    ])
    func aPlantedImportFails(_ module: String, _ line: String) throws {
        let folder = try Self.copy([module])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.check(root: folder).status == 0)
        let planted = "/// A planted import.\n\(line)\n\nenum Planted {}\n"
        try planted.write(toFile: folder + "/Sources/\(module)/Planted.swift", atomically: true, encoding: .utf8)
        let run = try Self.check(root: folder)
        let imported = line.split(separator: " ").last!.split(separator: ".").first!
        #expect(run.status == 1)
        #expect(run.output.contains("Sources/\(module)/Planted.swift:2: \(module) imports \(imported)"), "\(run.output)")
    }

    /// An import inside a comment is not an import; a platform module is always allowed.
    @Test func commentsAndThePlatformPass() throws {
        let folder = try Self.copy(["ChromaAssetModel"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "/* import ChromaOutput\n import ChromaPNG */\n// import ChromaWebP\nimport Foundation\nimport Glibc\nenum Fine {}\n"
        try text.write(toFile: folder + "/Sources/ChromaAssetModel/Fine.swift", atomically: true, encoding: .utf8)
        let run = try Self.check(root: folder)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func anUnknownModuleFails() throws {
        let folder = try Self.copy(["ColorCore"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources/ChromaNew", withIntermediateDirectories: true)
        try "enum New {}\n".write(toFile: folder + "/Sources/ChromaNew/New.swift", atomically: true, encoding: .utf8)
        let run = try Self.check(root: folder)
        #expect(run.status == 1 && run.output.contains("Sources/ChromaNew: a module with no entry"), "\(run.output)")
    }

    /// ARCHITECTURE.md's table and generated diagram are held to the script.
    @Test func aDriftedArchitectureFails() throws {
        let folder = try Self.copy(["ColorCore"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/docs/ARCHITECTURE.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // A table row that names an edge the code does not have (the one that once slipped).
        let row = text.split(separator: "\n").first { $0.hasPrefix("| `ChromaDocument` |") }!
        try text.replacingOccurrences(of: row, with: row.dropLast(2) + ", ChromaOutput |").write(toFile: path, atomically: true, encoding: .utf8)
        var run = try Self.check(root: folder)
        #expect(run.status == 1 && run.output.contains("the ChromaDocument row's 'depends on' differs") && run.output.contains("not allowed: ChromaOutput"),
                "\(run.output)")
        // A hand-edited diagram.
        try text.replacingOccurrences(of: "ChromaLimits      → -", with: "ChromaLimits      → ColorCore").write(toFile: path, atomically: true, encoding: .utf8)
        run = try Self.check(root: folder)
        #expect(run.status == 1 && run.output.contains("the layer diagram is not the one"), "\(run.output)")
    }
}
