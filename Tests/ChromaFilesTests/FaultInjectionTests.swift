import Foundation
import Testing
@testable import ChromaFiles

/// The fault-injection seam the fuzz targets arm: the nth read or write on the arming thread
/// fails once with EIO, and the file code turns it into its ordinary error with nothing left
/// behind. Arming is per thread, so these tests never touch others running beside them.
@Suite struct FaultInjectionTests {
    @Test func aFailedReadAtAnyPointIsCannotReadAndTheNextReadSucceeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("in")
        let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        // A 3 MiB file is read in 1 MiB chunks and an end: four reads; the fifth is never made.
        for nth in 1...5 {
            let before = FaultInjection.injected(.read)
            FaultInjection.arm(.read, nth: nth)
            defer { FaultInjection.disarm() }
            if nth <= 4 {
                #expect { try InputFile.bytes(path) } throws: { error in
                    guard let error = error as? FileError else { return false }
                    return error.kind == .cannotRead && error.code == EIO && "\(error)".contains(path)
                }
                #expect(FaultInjection.injected(.read) == before + 1, "read \(nth)")
            } else {
                #expect(try InputFile.bytes(path) == bytes)
                #expect(FaultInjection.injected(.read) == before, "read \(nth) is never made")
            }
            FaultInjection.disarm()
            #expect(try InputFile.bytes(path) == bytes, "after read \(nth) failed")
        }
    }

    @Test func aFailedWriteKeepsTheOldFileAndLeavesNoTemporary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out.txt")
        try AtomicFile.write(Array("old".utf8), to: path)
        for nth in [1, 2] {
            FaultInjection.arm(.write, nth: nth)
            defer { FaultInjection.disarm() }
            let new = [UInt8](repeating: 65, count: 1 << 16)
            if nth == 1 {
                #expect { try AtomicFile.write(new, to: path) } throws: { error in
                    (error as? FileError)?.kind == .cannotWrite && (error as? FileError)?.code == EIO
                }
                #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
            } else {
                // One write(2) takes the whole 64 KiB; the second write, armed, is never made.
                try AtomicFile.write(new, to: path)
                #expect(FileManager.default.contents(atPath: path) == Data(new))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["out.txt"], "write \(nth)")
        }
    }

    @Test func armingIsPerThread() throws {
        FaultInjection.arm(.write, nth: 1)
        defer { FaultInjection.disarm() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("other-thread.txt")
        let thread = Thread { try? AtomicFile.write([1, 2, 3], to: path) }
        thread.start()
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: path) { usleep(10_000) }
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
    }
}
