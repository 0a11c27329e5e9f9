import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaCLI

/// Where `chroma splash -o` puts numbered frames: folders given by relative names of any length
/// (made when their parent exists; a missing parent is refused, as for every output), and `-`
/// refused in one line.
@Suite(.tags(.process), .unlessProcessesSkipped) struct SplashOutputFolderTests {
    static let splash = ["splash", "--size", "12x6", "--colors", "red,blue", "--fps", "10", "--duration", "0.2", "--quiet"]

    /// Runs `chroma` in `folder`, so relative -o names are resolved there.
    func run(_ arguments: [String], in folder: URL) throws -> CommandLineTests.Result {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test(arguments: ["a", "ab", "a/", "x/y", "x/y/", "./f", "é", "deep/er/f"])
    func relativeFoldersAreMade(name: String) throws {
        let root = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // The parents exist; the frames folder itself is made.
        let parent = FrameSequenceOutputParent.of(name)
        if !parent.isEmpty { try FileManager.default.createDirectory(at: root.appendingPathComponent(parent), withIntermediateDirectories: true) }
        let result = try run(Self.splash + ["-o", name], in: root)
        #expect(result.status == 0, "-o \(name): \(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)
        #expect(frames.count == 3 && frames.allSatisfy { $0.hasPrefix("frame-") }, "-o \(name): \(frames)")
    }

    @Test(arguments: ["x/y", "x/y/", "deep/er/f", "./missing/f"])
    func aMissingParentIsRefusedAndNothingIsMade(name: String) throws {
        let root = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(Self.splash + ["-o", name], in: root)
        #expect(result.status == 73, "-o \(name): \(result.stderr)")
        #expect(result.stderr.contains("its folder '\(FrameSequenceOutputParent.of(name))' does not exist"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func standardOutputIsRefusedForNumberedFrames() throws {
        let root = try ShardCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        for extra in [[], ["--shard", "1/2"]] {
            let result = try run(Self.splash + ["-o", "-"] + extra, in: root)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("-o - would send numbered frames to standard output"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }
}

/// The folder holding a relative path ("" for a bare name), trailing slashes ignored.
enum FrameSequenceOutputParent {
    static func of(_ name: String) -> String {
        var trimmed = Substring(name)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return String(trimmed[..<slash])
    }
}
