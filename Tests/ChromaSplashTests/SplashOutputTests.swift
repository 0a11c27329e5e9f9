import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation
import Testing
import PNGSpecDecoder
@testable import ChromaSplash

@Suite struct SplashOutputTests {
    let timeline = SplashTimeline(
        fills: ["#0000ff", "#ff0000", "#00ff00", "#ffa500"].map { .solid(try! Color(parsing: $0)) },
        animation: .circle(origin: nil), duration: 0.5, fps: 30, card: SplashCard(width: 60, height: 30, cornerRadius: 6))

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-splash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRangeRenderedAloneIsByteIdenticalToAFullRun() throws {
        let full = try folder(), part = try folder()
        defer { try? FileManager.default.removeItem(at: full); try? FileManager.default.removeItem(at: part) }
        try SplashRenderer(timeline: timeline, threads: 2).render(toFolder: full.path, apng: nil)
        try SplashRenderer(timeline: timeline, threads: 1).render(frames: 13...27, toFolder: part.path, apng: nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: part.path).sorted()
        #expect(names.count == 15 && names.first == "frame-00013.png" && names.last == "frame-00027.png")
        for name in names {
            #expect(try Data(contentsOf: part.appendingPathComponent(name)) == Data(contentsOf: full.appendingPathComponent(name)), "\(name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: full.path).count == timeline.frameCount)
    }

    @Test func heldFramesAreTheFramesBeforeThem() throws {
        // Holds of 0.2 s after each transition: frames 16…21 show the settled second color.
        var held = timeline
        held.hold = 0.2
        let dir = try folder(), reference = try folder()
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: reference) }
        try SplashRenderer(timeline: held, threads: 2).render(toFolder: dir.path, apng: nil)
        func bytes(_ folder: URL, _ frame: Int) throws -> Data {
            try Data(contentsOf: folder.appendingPathComponent(SplashRenderer.fileName(frame: frame, of: held.frameCount)))
        }
        #expect(held.scene(atFrame: 16) == held.scene(atFrame: 21) && held.scene(atFrame: 21) != held.scene(atFrame: 22))
        for frame in 17...21 { #expect(try bytes(dir, frame) == bytes(dir, 16), "frame \(frame)") }
        #expect(try bytes(dir, 22) != bytes(dir, 21))
        // Each held frame, rendered on its own, is what the run reused.
        for frame in [18, 21] {
            try SplashRenderer(timeline: held, threads: 1).render(frames: frame...frame, toFolder: reference.path, apng: nil)
            #expect(try bytes(reference, frame) == bytes(dir, frame))
        }
    }

    @Test func framesReachTheirNamesInGroupsAndAFailureLeavesEarlierGroupsComplete() throws {
        // 91 frames at 60 fps: more than one group of SplashRenderer.framesPerCommit.
        var long = timeline
        long.fps = 60
        #expect(long.frameCount == 91 && SplashRenderer.framesPerCommit < 91)
        let full = try folder(), failed = try folder()
        defer { try? FileManager.default.removeItem(at: full); try? FileManager.default.removeItem(at: failed) }
        try SplashRenderer(timeline: long, threads: 2).render(toFolder: full.path, apng: nil)
        let names = (0..<91).map { SplashRenderer.fileName(frame: $0, of: 91) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: full.path).sorted() == names)
        // Frame 70's name is taken by a folder: the render fails in the second group.
        let blocked = SplashRenderer.fileName(frame: 70, of: 91)
        try FileManager.default.createDirectory(at: failed.appendingPathComponent(blocked), withIntermediateDirectories: false)
        #expect(throws: PNGError.self) { try SplashRenderer(timeline: long, threads: 2).render(toFolder: failed.path, apng: nil) }
        // The first group is complete, byte for byte; nothing of the second is under a final
        // name, and no temporary file is left.
        let left = try FileManager.default.contentsOfDirectory(atPath: failed.path).sorted()
        #expect(left == Array(names[0..<SplashRenderer.framesPerCommit]) + [blocked])
        for name in names[0..<SplashRenderer.framesPerCommit] {
            #expect(try Data(contentsOf: failed.appendingPathComponent(name)) == Data(contentsOf: full.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func theAnimatedPNGHasEveryFrameWithItsDelay() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("splash.png").path
        var reported: [Int] = []
        try SplashRenderer(timeline: timeline).render(toFolder: dir.path, apng: apng) { reported.append($0) }
        #expect(reported == Array(0..<timeline.frameCount))
        let animation = try APNGReader.read(contentsOf: apng)
        #expect(animation.frames.count == 46 && timeline.frameCount == 46)  // 1.5 s at 30 fps, and frame 0
        #expect(animation.frames.allSatisfy { $0.control.delayNumerator == 1 && $0.control.delayDenominator == 30 })
        // Each APNG frame is the numbered frame.
        for i in [0, 20, 45] {
            let file = try PNGReader.read(contentsOf: dir.appendingPathComponent(SplashRenderer.fileName(frame: i, of: 46)).path)
            #expect(animation.frames[i].image.samples == file.samples)
        }
        #expect(animation.frames[0].image[30, 15] == SIMD4(0, 0, 255, 255))
        #expect(animation.frames[45].image[30, 15] == SIMD4(255, 165, 0, 255))
        // The tests' own decoder, written from the specification, reads the same animation.
        let independent = try SpecPNG.read(contentsOf: apng)
        #expect(independent.frames.count == 46 && independent.loopCount == animation.loopCount)
        for i in [0, 20, 45] { #expect(independent.frames[i].samples == animation.frames[i].image.samples, "frame \(i)") }
    }

    @Test func badTimelinesAndRangesAreRefused() throws {
        var t = timeline
        t.fills = [t.fills[0]]
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message == "a splash needs at least two colors, found 1" }
        t = timeline
        t.duration = 0
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message.hasPrefix("invalid duration 0.0") == true }
        t = timeline
        t.starts = [0, 1]
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message.hasPrefix("2 start times for 3 transitions") == true }
        #expect {
            try SplashRenderer(timeline: timeline).render(frames: 40...60, toFolder: "/tmp", apng: nil)
        } throws: { ($0 as? SplashError)?.message == "frames 40-60 are outside the animation's 0-45" }
        #expect(throws: PNGError.self) {
            try SplashRenderer(timeline: timeline).render(toFolder: "/nonexistent-chroma", apng: nil)
        }
    }
}
