import ChromaTestSupport
import Foundation
import Testing

/// The layers are checked, not hoped for: `Scripts/check-layers.py` passes on the repository and
/// fails, naming the file, the module and the import, on a bad import planted in a copy of a
/// module, on a module it does not know, on a Package.swift dependency its table does not allow
/// (or an allowance the package does not declare, or a dependency nothing imports), and on an
/// ARCHITECTURE.md that disagrees with it or misses a module's row.
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

    /// A copy of Sources/<module>, Package.swift and docs/ARCHITECTURE.md in a fresh folder.
    static func copy(_ modules: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)").path
        for module in modules {
            try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: root + "/Sources/" + module, toPath: folder + "/Sources/" + module)
        }
        try FileManager.default.copyItem(atPath: root + "/Package.swift", toPath: folder + "/Package.swift")
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/docs/ARCHITECTURE.md", toPath: folder + "/docs/ARCHITECTURE.md")
        return folder
    }

    /// Runs `body` on a fresh copy of `modules` (see ``copy(_:)``), removed afterwards.
    static func inCopy(_ modules: [String], _ body: (String) throws -> Void) throws {
        let folder = try copy(modules)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// Rewrites the text file at `path` through `change`.
    static func rewrite(_ path: String, _ change: (String) throws -> String) throws {
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Expects the check of `folder` to fail with a line containing `fragment`.
    static func expectFailure(_ folder: String, _ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try check(root: folder)
        #expect(run.status == 1 && run.output.contains(fragment), "\(run.output)", sourceLocation: sourceLocation)
    }

    @Test func theRepositoryPasses() throws {
        let run = try Self.check(root: Self.root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("every import and dependency allowed"), "\(run.output)")
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
        try Self.inCopy([module]) { folder in
            #expect(try Self.check(root: folder).status == 0)
            let planted = "/// A planted import.\n\(line)\n\nenum Planted {}\n"
            try planted.write(toFile: folder + "/Sources/\(module)/Planted.swift", atomically: true, encoding: .utf8)
            let run = try Self.check(root: folder)
            let imported = line.split(separator: " ").last!.split(separator: ".").first!
            #expect(run.status == 1)
            #expect(run.output.contains("Sources/\(module)/Planted.swift:2: \(module) imports \(imported)"), "\(run.output)")
        }
    }

    /// An import inside a comment is not an import; a platform module is always allowed.
    @Test func commentsAndThePlatformPass() throws {
        try Self.inCopy(["ChromaAssetModel"]) { folder in
            let text = "/* import ChromaOutput\n import ChromaPNG */\n// import ChromaWebP\nimport Foundation\nimport Glibc\nenum Fine {}\n"
            try text.write(toFile: folder + "/Sources/ChromaAssetModel/Fine.swift", atomically: true, encoding: .utf8)
            let run = try Self.check(root: folder)
            #expect(run.status == 0, "\(run.output)")
        }
    }

    @Test func anUnknownModuleFails() throws {
        try Self.inCopy(["ColorCore"]) { folder in
            try FileManager.default.createDirectory(atPath: folder + "/Sources/ChromaNew", withIntermediateDirectories: true)
            try "enum New {}\n".write(toFile: folder + "/Sources/ChromaNew/New.swift", atomically: true, encoding: .utf8)
            try Self.expectFailure(folder, "Sources/ChromaNew: a module with no entry")
        }
    }

    /// ARCHITECTURE.md's table and generated diagram are held to the script.
    @Test func aDriftedArchitectureFails() throws {
        try Self.inCopy(["ColorCore"]) { folder in
            let path = folder + "/docs/ARCHITECTURE.md"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            // A table row that names an edge the code does not have (the one that once slipped).
            let row = text.split(separator: "\n").first { $0.hasPrefix("| `ChromaDocument` |") }!
            try text.replacingOccurrences(of: row, with: row.dropLast(2) + ", ChromaOutput |").write(toFile: path, atomically: true, encoding: .utf8)
            try Self.expectFailure(folder, "the ChromaDocument row's 'depends on' differs from Scripts/check-layers.py (missing: none; not allowed: ChromaOutput)")
            // A hand-edited diagram.
            try text.replacingOccurrences(of: "ChromaLimits      → -", with: "ChromaLimits      → ColorCore").write(toFile: path, atomically: true, encoding: .utf8)
            try Self.expectFailure(folder, "the layer diagram is not the one")
        }
    }

    /// Package.swift with `dependency` added first to the `dependencies:` of the target `target`
    /// (in `targets:`, not the product of that name); the line it lands on.
    static func plant(_ dependency: String, in target: String, folder: String) throws -> Int {
        let path = folder + "/Package.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let targets = try #require(text.range(of: "\n    targets: ["))
        let named = try #require(text.range(of: "name: \"\(target)\"", range: targets.upperBound..<text.endIndex))
        let list = try #require(text.range(of: "dependencies: [", range: named.upperBound..<text.endIndex))
        try (text[..<list.upperBound] + dependency + ", " + text[list.upperBound...]).write(toFile: path, atomically: true, encoding: .utf8)
        return text[..<list.upperBound].filter { $0 == "\n" }.count + 1
    }

    /// A dependency the table does not allow, planted in Package.swift, fails on its line, naming
    /// the target, the dependency and what is allowed; so does an outside package's product.
    @Test(arguments: [
        ("ChromaDocument", "\"ChromaOutput\"", "ChromaOutput"),
        ("ChromaDocument", ".product(name: \"ArgumentParser\", package: \"swift-argument-parser\")", "ArgumentParser"),
        ("ChromaAssetModel", ".target(name: \"ChromaPNG\")", "ChromaPNG"),
        ("ChromaVectorAnimation", "\"ChromaOutput\"", "ChromaOutput"),
    ])
    func aPlantedDependencyFails(_ target: String, _ dependency: String, _ name: String) throws {
        try Self.inCopy([target]) { folder in
            #expect(try Self.check(root: folder).status == 0)
            let line = try Self.plant(dependency, in: target, folder: folder)
            try Self.expectFailure(folder, "Package.swift:\(line): \(target) depends on \(name); it may depend on ")
        }
    }

    /// An allowance Package.swift does not declare fails, and so does a dependency that no file of
    /// the target imports.
    @Test func allowancesAndDependenciesMatch() throws {
        try Self.inCopy(["ChromaPreview"]) { folder in
            let package = folder + "/Package.swift"
            let text = try String(contentsOfFile: package, encoding: .utf8)
            let declared = "dependencies: [\"ChromaPreviewBoard\", \"ChromaJSON\", "
            try #require(text.contains(declared))
            try text.replacingOccurrences(of: declared, with: "dependencies: [\"ChromaPreviewBoard\", ").write(toFile: package, atomically: true, encoding: .utf8)
            try Self.expectFailure(folder, "ChromaPreview does not depend on ChromaJSON, which Scripts/check-layers.py allows it")
            try text.write(toFile: package, atomically: true, encoding: .utf8)
            let state = folder + "/Sources/ChromaPreview/PreviewState.swift"
            try Self.rewrite(state) { $0.replacingOccurrences(of: "import ChromaJSON\n", with: "") }
            try Self.expectFailure(folder, "ChromaPreview depends on ChromaJSON, which no file in Sources/ChromaPreview imports")
        }
    }

    /// A module of the package with no row in ARCHITECTURE.md's table fails, naming it (a C shim
    /// and the zlib that lives under Tests/ included); so does a package the script cannot read.
    @Test(arguments: ["CZlib", "CPNG", "ChromaPreview", "ColorCore", "chroma"])
    func aMissingRowFails(_ module: String) throws {
        try Self.inCopy(["ColorCore"]) { folder in
            try Self.rewrite(folder + "/docs/ARCHITECTURE.md") { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let kept = lines.filter { !$0.hasPrefix("| `\(module)` |") }
                #expect(kept.count == lines.count - 1)
                return kept.joined(separator: "\n")
            }
            try Self.expectFailure(folder, "docs/ARCHITECTURE.md: the module table has no row for \(module);")
        }
    }

    @Test func anUnreadablePackageFails() throws {
        try Self.inCopy(["ColorCore"]) { folder in
            let package = folder + "/Package.swift"
            try Self.rewrite(package) { $0.replacingOccurrences(of: ".target(name: \"ChromaWatch\")", with: ".target(name: \"ChromaWatch\", dependencies: shared)") }
            try Self.expectFailure(folder, "a dependency of ChromaWatch the check cannot read")
            try FileManager.default.removeItem(atPath: package)
            try Self.expectFailure(folder, "no Package.swift")
        }
    }
}
