import Foundation
import Testing
import CFiles
@testable import ChromaFiles

/// Batches of files made durable together: nothing under a final name before the commit, every
/// file complete after it, and nothing left behind by a failure or an abandoned batch.
@Suite struct FileBatchTests {
    static func bytes(_ seed: Int, count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) } }

    @Test(arguments: [0, 1, 7, 100])
    func filesAppearUnderTheirNamesOnlyAtTheCommit(_ count: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let batch = try FileBatch(folder: folder.url.path)
        let names = (0..<count).map { "f\($0).png" }
        for (i, name) in names.enumerated() { try batch.add(Self.bytes(i, count: i * 37), name: name) }
        #expect(batch.count == count && batch.byteCount == (0..<count).reduce(0) { $0 + $1 * 37 })
        // Before the commit: temporary names only, none of the targets.
        #expect(folder.contents.count == count)
        #expect(folder.contents.allSatisfy { $0.hasPrefix(".") && $0.contains(".chroma-") })
        try batch.commit()
        #expect(folder.contents == names.sorted())
        #expect(batch.count == 0 && batch.byteCount == 0)
        for (i, name) in names.enumerated() {
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path(name)))) == Self.bytes(i, count: i * 37), "\(name)")
        }
        try batch.commit()  // an empty commit does nothing
        #expect(folder.contents == names.sorted())
    }

    @Test(arguments: [0, 1, 3, 12])
    func batchesCommittedTogetherAppearTogether(_ folders: Int) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        var batches: [FileBatch] = []
        for index in 0..<folders {
            let folder = root.path("f\(index)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            try AtomicFile.write([0], to: folder + "/old.png")
            let batch = try FileBatch(folder: folder)
            // Folder i holds i files (the first an empty batch), one of them replacing old.png.
            for file in 0..<index { try batch.add(Self.bytes(file, count: 10 + file), name: file == 0 ? "old.png" : "n\(file).png") }
            batches.append(batch)
        }
        for index in 0..<folders {  // before: old bytes, temporary names only
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: root.path("f\(index)/old.png")))) == [0])
        }
        try FileBatch.commitTogether(batches)
        for (index, batch) in batches.enumerated() {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path("f\(index)")).sorted()
            #expect(names == (["old.png"] + (1..<max(1, index)).map { "n\($0).png" }).sorted(), "folder \(index)")
            #expect(batch.count == 0)
            let old = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root.path("f\(index)/old.png"))))
            #expect(old == (index == 0 ? [0] : Self.bytes(0, count: 10)), "folder \(index)")
        }
        try FileBatch.commitTogether(batches)  // nothing pending: nothing changes
        try FileBatch.commitTogether([])
    }

    @Test func aReplacedFileKeepsItsOldBytesUntilTheCommitAndItsPermissionsAfter() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("kept.png")
        try AtomicFile.write([1, 2, 3], to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let batch = try FileBatch(folder: folder.url.path)
        try batch.add([9, 8, 7, 6], name: "kept.png")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == [1, 2, 3])
        try batch.commit()
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == [9, 8, 7, 6])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(folder.contents == ["kept.png"])
    }

    @Test func anAbandonedBatchLeavesEarlierFilesAndOldTargetsIntact() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let batch = try FileBatch(folder: folder.url.path)
            try batch.add([1], name: "a.png")
            try batch.commit()
            try batch.add([2, 2], name: "a.png")
            try batch.add([3], name: "b.png")
            batch.discard()
            #expect(folder.contents == ["a.png"])
            try batch.add([4], name: "c.png")
            // Released with a file pending (the caller threw): its temporary file goes too.
        }
        #expect(folder.contents == ["a.png"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("a.png")))) == [1])
    }

    @Test func aFailedAddLeavesNothingAndTheRestStillCommits() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("dir.png"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.png"), withDestinationPath: "dir.png")
        let batch = try FileBatch(folder: folder.url.path)
        try batch.add([5], name: "ok.png")
        #expect { try batch.add([6], name: "dir.png") } throws: {
            ($0 as? FileError)?.message == "cannot write '\(folder.path("dir.png"))': it is a folder"
        }
        #expect { try batch.add([6], name: "missing/x.png") } throws: {
            ($0 as? FileError)?.message == "cannot write '\(folder.path("missing/x.png"))': the folder '\(folder.path("missing"))' does not exist"
        }
        #expect(batch.count == 1)
        try batch.commit()
        #expect(folder.contents == ["dir.png", "link.png", "ok.png"])
        // A full disk: /dev/full takes the open and fails the write; nothing is added.
        let devices = try FileBatch(folder: "/dev")
        #expect { try devices.add([1, 2, 3], name: "full") } throws: {
            ($0 as? FileError)?.code == ENOSPC
        }
        #expect(devices.count == 0)
    }

    @Test func aMissingFolderIsAClearError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.path("nowhere")
        #expect { try FileBatch(folder: missing) } throws: {
            ($0 as? FileError)?.message == "cannot write files into '\(missing)': No such file or directory"
        }
        _ = FileManager.default.createFile(atPath: folder.path("file"), contents: Data([1]))
        #expect { try FileBatch(folder: folder.path("file")) } throws: {
            ($0 as? FileError)?.message == "cannot write files into '\(folder.path("file"))': Not a directory"
        }
    }

    @Test(arguments: [1, 2, 8])
    func filesAddedFromManyThreadsAllCommit(_ threads: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let batch = try FileBatch(folder: folder.url.path)
        let count = 64
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for i in stride(from: t, to: count, by: threads) { try! batch.add(Self.bytes(i, count: 100 + i), name: "f\(i)") }
        }
        #expect(batch.count == count)
        try batch.commit()
        #expect(folder.contents.count == count)
        for i in 0..<count {
            #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("f\(i)")))) == Self.bytes(i, count: 100 + i))
        }
    }

    @Test(arguments: [1, 5, 40])
    func backgroundCommitsFinishInOrderBeforeTheLastCommit(_ groups: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let batch = try FileBatch(folder: folder.url.path)
        for g in 0..<groups {
            for i in 0..<3 { try batch.add(Self.bytes(g * 3 + i, count: 50), name: "g\(g)-\(i)") }
            try batch.commitInBackground()
        }
        try batch.add([7], name: "last")
        try batch.commit()
        #expect(folder.contents.count == groups * 3 + 1)
        #expect(folder.contents.allSatisfy { !$0.hasPrefix(".") })
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("g\(groups - 1)-2")))) == Self.bytes(groups * 3 - 1, count: 50))
    }

    @Test func aBackgroundFailureIsThrownAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let batch = try FileBatch(folder: folder.url.path)
        try batch.add([1], name: "a.png")
        try batch.commitInBackground()
        try batch.add([2], name: "b.png")
        // A folder (not empty) takes the target's name after the write: the rename must fail.
        try FileManager.default.createDirectory(atPath: folder.path("b.png/inside"), withIntermediateDirectories: true)
        try batch.commitInBackground()
        try batch.add([3], name: "c.png")
        #expect { try batch.commit() } throws: {
            ($0 as? FileError)?.message.hasPrefix("cannot move the finished file to '\(folder.path("b.png"))'") == true
        }
        batch.discardAfterCommits()
        #expect(folder.contents == ["a.png", "b.png"])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("a.png")))) == [1])
    }

    @Test func theAllocatorSettingsForFramesAreAppliedWithinTheirRange() {
        #if canImport(Glibc)
        #expect(chroma_reuse_freed_memory(4 << 20, 16 << 20) == 1)
        #else
        #expect(chroma_reuse_freed_memory(4 << 20, 16 << 20) == 0)
        #endif
        // Over glibc's 32 MiB mmap ceiling or a 1 GiB trim threshold: refused, nothing changed.
        #expect(chroma_reuse_freed_memory(64 << 20, 16 << 20) == 0)
        #expect(chroma_reuse_freed_memory(4 << 20, 2 << 30) == 0)
    }
}
