import Foundation
import Testing
@testable import ChromaFiles

/// Folders written whole: nothing at the target before the commit, the whole new folder after
/// it (an old one replaced, not merged), and nothing left behind by a discard or a failure.
@Suite struct AtomicFolderTests {
    static func bytes(_ seed: Int, count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ seed) } }

    /// Every file under the folder, relative paths, sorted.
    static func tree(_ path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: [(0, 0), (1, 0), (3, 1), (40, 3)])
    func theFolderAppearsWholeAtTheCommit(_ count: Int, _ depth: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.path("Colors.xcassets")
        let atomic = try AtomicFolder(replacing: target + "/")
        #expect(atomic.path == target)
        let names = (0..<count).map { i in (0..<(i % (depth + 1))).map { "d\($0).colorset/" }.joined() + "f\(i).json" }
        for (i, name) in names.enumerated() { try atomic.add(Self.bytes(i, count: i * 11), at: name) }
        #expect(!FileManager.default.fileExists(atPath: target), "the target exists before the commit")
        try atomic.commit()
        let files = Set(names)
        #expect(Set(Self.tree(target).filter { !$0.hasSuffix(".colorset") }) == files)
        for (i, name) in names.enumerated() {
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: target + "/" + name))) == Self.bytes(i, count: i * 11), "\(name)")
        }
        // Only the target is left beside it: no temporary folder.
        #expect(folder.contents == ["Colors.xcassets"])
    }

    @Test func anOldFolderIsReplacedWholeNotMerged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.path("A.xcassets")
        try FileManager.default.createDirectory(atPath: target + "/Old.colorset", withIntermediateDirectories: true)
        try AtomicFile.write([1, 2, 3], to: target + "/Old.colorset/Contents.json")
        let atomic = try AtomicFolder(replacing: target)
        try atomic.add([7], at: "New.colorset/Contents.json")
        try atomic.add([8, 9], at: "Contents.json")
        // Until the commit the old folder is as it was.
        #expect(Self.tree(target) == ["Old.colorset", "Old.colorset/Contents.json"])
        try atomic.commit()
        #expect(Self.tree(target) == ["Contents.json", "New.colorset", "New.colorset/Contents.json"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: target + "/Contents.json"))) == [8, 9])
        #expect(folder.contents == ["A.xcassets"])
    }

    @Test func aDiscardedFolderLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let atomic = try AtomicFolder(replacing: folder.path("B.xcassets"))
            try atomic.add([1], at: "x/y/z.json")
            #expect(folder.contents.count == 1 && folder.contents[0].hasPrefix(".") && folder.contents[0].contains(".chroma-"))
            atomic.discard()
            #expect(folder.contents.isEmpty)
        }
        do {
            // Dropped without a commit or a discard: removed all the same.
            let atomic = try AtomicFolder(replacing: folder.path("C.xcassets"))
            try atomic.add([1], at: "z.json")
        }
        #expect(folder.contents.isEmpty)
    }

    @Test func aPlaceThatCannotHoldAFolderIsRefusedWithItsErrno() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try AtomicFile.write([0], to: folder.path("file"))
        do {
            _ = try AtomicFolder(replacing: folder.path("file") + "/Colors.xcassets")
            Issue.record("a folder made inside a file")
        } catch let error as FileError {
            #expect(error.kind == .cannotCreate && error.code == ENOTDIR, "\(error)")
            #expect(error.message.contains(String(cString: strerror(ENOTDIR))), "\(error)")
        }
        // A file where the folder goes: the swap fails, the file stays, nothing is left beside it.
        let atomic = try AtomicFolder(replacing: folder.path("file"))
        try atomic.add([5], at: "Contents.json")
        #expect(throws: FileError.self) { try atomic.commit() }
        #expect(folder.contents == ["file"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("file")))) == [0])
    }
}
