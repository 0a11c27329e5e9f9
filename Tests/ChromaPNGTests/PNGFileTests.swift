import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaFiles
@testable import ChromaPNG
import PNGSpecDecoder

/// Files: atomic writes, the destinations, and the failures of the file system.
@Suite(.tags(.process), .unlessProcessesSkipped) struct PNGFileTests {
    let pixels = TestImages.gradient(width: 32, height: 32)

    @Test func writesAFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out.png")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        #expect(folder.contents == ["out.png"])
        #expect(try PNGReader.read(contentsOf: path).samples == pixels.map(UInt16.init))
        // Replacing an existing file.
        try PNGEncoder(compression: .fast).write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        #expect(folder.contents == ["out.png"])
        #expect(try SpecPNG.read(contentsOf: path).defaultImage.samples == pixels.map(UInt16.init))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o044 != 0 || mode & 0o600 == 0o600)  // not left at mkstemp's 0600 unless the umask says so
    }

    @Test(arguments: [0o640, 0o600, 0o644, 0o444, 0o755])
    func aReplacedFileKeepsItsPermissions(_ mode: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("kept.png")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        // Through both write paths: libpng's descriptor and whole bytes.
        try PNGEncoder(compression: .fast).write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)
        try AtomicFile.write(PNGEncoder().encode(rgba8: pixels, width: 32, height: 32), to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)
        #expect(folder.contents == ["kept.png"])
    }

    @Test func aSymbolicLinkTargetIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let real = folder.path("real.png"), link = folder.path("link.png"), dangling = folder.path("dangling.png")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(real))
        let before = try Data(contentsOf: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.png")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "nowhere/x.png")
        for target in [link, dangling] {
            #expect {
                try PNGEncoder().write(rgba8: pixels, width: 16, height: 16, to: .file(target))
            } throws: { error in
                (error as? FileError)?.message == "cannot write '\(target)': it is a symbolic link; give the path of the file itself"
            }
            #expect { try AtomicFile.write([1, 2, 3], to: target) } throws: { ($0 as? FileError)?.kind == .cannotCreate }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target).isEmpty == false)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == before)
        #expect(folder.contents == ["dangling.png", "link.png", "real.png"])
        // A link to something that is not a regular file (as /dev/stdout is) is written through.
        let null = folder.path("null.png")
        try FileManager.default.createSymbolicLink(atPath: null, withDestinationPath: "/dev/null")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(null))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: null) == "/dev/null")
    }

    @Test func staleTemporaryFilesOfDeadWritersAreRemoved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A process id that has ended.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier, live = getppid()
        let host = StaleTemporaryFiles.host
        let other = host == "00000000" ? "00000001" : "00000000"
        let names = [
            ".out.png.chroma-\(host)-\(dead)-a1B2c3",      // stale: removed
            ".out.png.chroma-\(host)-\(live)-a1B2c3",      // a live writer's: kept
            ".out.png.chroma-\(other)-\(dead)-a1B2c3",     // another host's or PID namespace's: kept
            ".out.png.chroma-\(dead)-a1B2c3",              // no host (an earlier version): kept
            ".out.png.chroma-\(host)-\(dead)-a1B2c",       // not the naming (five characters): kept
            ".other.png.chroma-\(host)-\(dead)-a1B2c3",    // another target's, stale too: removed
            ".out.png.chroma-\(host)-x\(dead)-a1B2c3",     // not a process id: kept
            "out.png.chroma-\(host)-\(dead)-a1B2c3",       // not hidden: kept
        ]
        for name in names { FileManager.default.createFile(atPath: folder.path(name), contents: Data([1])) }
        // A stale folder (an unfinished asset catalog) is removed with what it holds; a link is
        // not something a writer made: kept.
        try FileManager.default.createDirectory(atPath: folder.path(".cat.xcassets.chroma-\(host)-\(dead)-dir000/a.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path(".out.png.chroma-\(host)-\(dead)-link00"), withDestinationPath: "/etc/hostname")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(folder.path("out.png")))
        let removed: Set = [".out.png.chroma-\(host)-\(dead)-a1B2c3", ".other.png.chroma-\(host)-\(dead)-a1B2c3"]
        let expected = (names.filter { !removed.contains($0) } + ["out.png", ".out.png.chroma-\(host)-\(dead)-link00"]).sorted()
        #expect(folder.contents == expected)
        #expect(StaleTemporaryFiles.owner(inName: ".out.png.chroma-0123abcd-123-abcdef")?.pid == 123)
        #expect(StaleTemporaryFiles.owner(inName: ".a.chroma-b.chroma-0123abcd-7-abcdef")?.host == "0123abcd")
        for bad in [".out.png.chroma-0123abcd-123-abcde", ".out.png.chroma-0123abcd--abcdef", ".out.png.chroma-0123abcd-0-abcdef",
                    ".out.png.chroma-0123abcd-12a-abcdef", ".out.png.chroma-0123abcd-99999999999999999999-abcdef",
                    "out.png.chroma-0123abcd-123-abcdef", "..chroma-0123abcd-123-abcdef", ".chroma-0123abcd-1-abcdef",
                    ".out.png.chroma-123-abcdef", ".out.png.chroma-0123ABCD-123-abcdef", ".out.png.chroma-0123abc-123-abcdef"] {
            #expect(StaleTemporaryFiles.owner(inName: bad) == nil, "\(bad)")
        }
        #expect(StaleTemporaryFiles.host.count == 8)
    }

    @Test func anInterruptedWriteKeepsTheOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("keep.png")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        // Half the rows, then the writer is abandoned (the caller failed or was interrupted).
        do {
            let writer = try PNGWriter(to: .file(path), configuration: .init(width: 32, height: 32))
            try pixels.withUnsafeBytes { try writer.write(PixelRows(base: $0.baseAddress!, width: 32, height: 16, format: .rgba8)) }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(folder.contents == ["keep.png"])

        // Finishing with rows missing fails, and also keeps the old file.
        let writer = try PNGWriter(to: .file(path), configuration: .init(width: 32, height: 32))
        try pixels.withUnsafeBytes { try writer.write(PixelRows(base: $0.baseAddress!, width: 32, height: 10, format: .rgba8)) }
        #expect {
            try writer.finish()
        } throws: { error in
            (error as? PNGError)?.message == "only 10 of the image's 32 rows were written"
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(folder.contents == ["keep.png"])
    }

    @Test func aFullDiskIsALibpngErrorTheProcessSurvives() throws {
        // /dev/full accepts the open and fails every write with ENOSPC; libpng's write callback
        // raises png_error, which the C guard turns into a returned message.
        #expect {
            try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file("/dev/full"))
        } throws: { error in
            let error = error as? FileError
            return error?.kind == .cannotWrite && error?.code == ENOSPC && error?.path == "/dev/full"
        }
        // The process lives on and the next write works.
        #expect(try PNGEncoder().encode(rgba8: pixels, width: 32, height: 32).count > 0)
    }

    @Test func missingFoldersAndFoldersAsTargetsAreClearErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect {
            try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(folder.path("nope/out.png")))
        } throws: { error in
            (error as? FileError)?.message == "cannot write '\(folder.path("nope/out.png"))': the folder '\(folder.path("nope"))' does not exist"
        }
        #expect {
            try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(folder.url.path))
        } throws: { error in
            (error as? FileError)?.kind == .cannotCreate && (error as? FileError)?.message.contains("it is a folder") == true
        }
        // A file where a folder should be.
        _ = FileManager.default.createFile(atPath: folder.path("plain"), contents: Data())
        #expect {
            try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(folder.path("plain/out.png")))
        } throws: { error in
            (error as? FileError)?.kind == .cannotCreate
        }
        #expect(folder.contents == ["plain"])
    }

    @Test func invalidSizesAndShortBuffersAreRejectedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("never.png")
        let cases: [(Int, Int, Int, String)] = [
            (0, 10, 0, "invalid PNG size 0×10"),
            (10, -1, 0, "invalid PNG size 10×-1"),
            (1 << 31, 1, 1 << 33, "invalid PNG size 2147483648×1"),
            (10, 10, 399, "pixel buffer of 399 samples is too short for 10×10 RGBA: expected 400"),
        ]
        for (width, height, count, message) in cases {
            #expect {
                try PNGEncoder().write(rgba8: [UInt8](repeating: 0, count: min(count, 1000)), width: width, height: height, to: .file(path))
            } throws: { error in
                (error as? PNGError)?.message.hasPrefix(message) == true || (count > 1000 && (error as? PNGError)?.kind == .invalidArgument)
            }
        }
        let zeroWidth = #expect(throws: PNGError.self) { try PNGWriter(to: .file(path), configuration: .init(width: 0, height: 5)) }
        #expect(zeroWidth?.kind == .invalidArgument, "\(zeroWidth?.message ?? "")")
        let tooWide = #expect(throws: PNGError.self) {
            try PNGWriter(to: .file(path), configuration: .init(width: PNGWriter.Configuration.maximumDimension + 1, height: 5))
        }
        #expect(tooWide?.kind == .invalidArgument, "\(tooWide?.message ?? "")")
        for size in [0, PNGCompression.maximumSegmentSize + 1] {
            #expect {
                try PNGWriter(to: .file(path), configuration: .init(width: 4, height: 4, compression: PNGCompression(segmentSize: size)))
            } throws: { ($0 as? PNGError)?.message.hasPrefix("invalid segment size \(size) bytes: expected 1 to") == true }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        let writer = try PNGWriter(to: .memory, configuration: .init(width: 4, height: 2))
        let row = [UInt8](repeating: 0, count: 3 * 4 * 4)
        let wrongWidth = #expect(throws: PNGError.self) {  // wrong width
            try row.withUnsafeBytes { try writer.write(PixelRows(base: $0.baseAddress!, width: 3, height: 1, format: .rgba8)) }
        }
        #expect(wrongWidth?.kind == .invalidArgument, "\(wrongWidth?.message ?? "")")
        let tooManyRows = #expect(throws: PNGError.self) {  // too many rows
            try row.withUnsafeBytes { try writer.write(PixelRows(base: $0.baseAddress!, width: 4, height: 3, format: .rgba8)) }
        }
        #expect(tooManyRows?.kind == .invalidArgument, "\(tooManyRows?.message ?? "")")
        #expect(folder.contents.isEmpty)
    }

    @Test func writesToStandardOutput() throws {
        // Standard output is pointed at a pipe for the duration of the write, then restored.
        let pipe = Pipe()
        let saved = dup(1)
        dup2(pipe.fileHandleForWriting.fileDescriptor, 1)
        let result = Result { try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .standardOutput) }
        dup2(saved, 1)
        close(saved)
        try pipe.fileHandleForWriting.close()
        _ = try result.get()
        let bytes = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        #expect(try PNGReader.decode(bytes).samples == pixels.map(UInt16.init))
    }
}
