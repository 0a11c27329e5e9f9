import ChromaLimits
import Foundation
import Testing
@testable import ChromaFiles

/// The one guarded way in: regular files only (after links), at most the cap of bytes (checked
/// on the opened file, so a link to a big file is refused too), no NUL in text, and messages that
/// name the path but never the contents.
@Suite struct InputFileTests {
    @Test func readsRegularFilesAtEverySizeUpToTheCap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for size in [0, 1, 65535, 65536, 65537, 1 << 20, (1 << 20) + 1, 3_000_001] {
            let path = folder.path("f\(size)")
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 1) }
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            #expect(try InputFile.bytes(path) == bytes, "\(size)")
            #expect(try InputFile.bytes(path, cap: size) == bytes, "\(size) at its own size")
            if size > 0 {
                #expect(throws: InputError(.tooLarge, name: "'\(path)'", cap: size - 1)) { try InputFile.bytes(path, cap: size - 1) }
            }
        }
    }

    @Test func theCapAppliesToWhatALinkLeadsTo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let big = folder.path("big")
        _ = FileManager.default.createFile(atPath: big, contents: Data(count: 4096))
        try FileManager.default.createSymbolicLink(atPath: folder.path("small-looking.json"), withDestinationPath: big)
        #expect { try InputFile.bytes(folder.path("small-looking.json"), cap: 1024) } throws: { ($0 as? InputError)?.kind == .tooLarge }
    }

    @Test func specialFilesAreRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, what) in [(fifo, "a FIFO"), (folder.url.path, "a folder"), ("/dev/zero", "a device")] {
            #expect { try InputFile.bytes(path) } throws: { error in
                guard let error = error as? FileError else { return false }
                return error.kind == .cannotRead && error.message == "cannot read '\(path)': it is \(what); expected a regular file"
            }
        }
        #expect { try InputFile.bytes(folder.path("missing")) } throws: { ($0 as? FileError)?.code == ENOENT }
        #expect { try InputFile.requireRegularFile("/dev/null") } throws: { ($0 as? FileError)?.kind == .cannotRead }
    }

    @Test func textRefusesNULWithoutQuotingTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("secret.txt")
        _ = FileManager.default.createFile(atPath: path, contents: Data("TOKEN=hunter2\u{0}more".utf8))
        #expect(throws: InputError(.notText, name: "'\(path)'")) { try InputFile.text(path) }
        #expect(!InputError(.notText, name: "'\(path)'").description.contains("hunter2"))
        #expect(try InputFile.bytes(path).count == 18)
    }

    @Test func aPrefixIsReadWithoutConsumingTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("p")
        let bytes = (0..<100).map { UInt8($0) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let file = try InputFile(path)
        #expect(try file.prefix(8) == Array(bytes[0..<8]))
        #expect(try file.prefix(200) == bytes)
        #expect(try file.readAll(cap: 100) == bytes)
        #expect(file.size == 100)
    }

    @Test func theDefaultCapFollowsTheMemoryLimit() throws {
        #expect(InputFile.cap == min(64 << 20, ResourceLimits.current.memory))
    }
}
