import Foundation
import Testing
import ChromaFiles
@testable import ChromaPNG

/// The PNG reader and writer when an allocation, a read or a write fails at any point (the
/// seam the fuzz targets arm, ``FaultInjection``): every failure is an error or (an allocation
/// libpng can do without) the right image, never a crash or wrong pixels; a failed write leaves
/// the old file and no temporary; once the faults stop the same call succeeds.
@Suite struct PNGFaultTests {
    let pixels = TestImages.gradient(width: 32, height: 32)

    @Test(arguments: [FaultInjection.Kind.allocation, .write])
    func writingFailsCleanlyAtEveryAllocationAndWrite(_ kind: FaultInjection.Kind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("out.png")
        let old = try PNGEncoder().encode(rgba8: pixels.map { 255 - $0 }, width: 32, height: 32)
        try AtomicFile.write(old, to: path)
        var failures = 0
        for nth in 1...400 {
            let before = FaultInjection.injected(kind)
            FaultInjection.arm(kind, nth: nth)
            let result = Result { try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(path)) }
            FaultInjection.disarm()
            #expect(folder.contents == ["out.png"], "\(kind) \(nth)")
            guard FaultInjection.injected(kind) > before else {
                // The armed operation was never reached: the write went through.
                #expect(try PNGReader.read(contentsOf: path).samples == pixels.map(UInt16.init))
                break
            }
            failures += 1
            #expect(throws: (any Error).self, "\(kind) \(nth) failed but the write reported success") { try result.get() }
            #expect(try InputFile.bytes(path) == old, "\(kind) \(nth) touched the old file")
        }
        #expect(failures > 0, "no \(kind) was ever made")
        #expect(failures < 400, "the writer kept failing")
    }

    @Test(arguments: [FaultInjection.Kind.allocation, .read])
    func readingFailsCleanlyAtEveryAllocationAndRead(_ kind: FaultInjection.Kind) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("in.png")
        try PNGEncoder().write(rgba8: pixels, width: 32, height: 32, to: .file(path))
        var failures = 0
        for nth in 1...400 {
            let before = FaultInjection.injected(kind)
            FaultInjection.arm(kind, nth: nth)
            let sampled = Result { try PNGReader.read(contentsOf: path, maximumPixels: 1 << 20).image }
            FaultInjection.disarm()
            guard FaultInjection.injected(kind) > before else {
                #expect(try sampled.get().samples == pixels.map(UInt16.init))
                break
            }
            failures += 1
            // libpng gives up an ancillary chunk whose memory it cannot get (with a warning) and
            // reads on: then the image must be the right one; any other failure is an error.
            if case .success(let image) = sampled {
                #expect(kind == .allocation && image.samples == pixels.map(UInt16.init), "\(kind) \(nth) gave a wrong image")
            }
        }
        #expect(failures > 0, "no \(kind) was ever made")
        #expect(failures < 400, "the reader kept failing")
    }
}
