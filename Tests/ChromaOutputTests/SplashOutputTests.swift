import ChromaFiles
import ChromaOutput
import ChromaPNG
import ChromaRaster
import ColorCore
import Foundation
import Testing
import PNGSpecDecoder
@testable import ChromaSplash

/// A splash timeline through the output wing: numbered frames, the animated PNG, ranges, holds
/// and failures.
@Suite struct SplashOutputTests {
    let timeline = SplashTimeline(
        fills: ["#0000ff", "#ff0000", "#00ff00", "#ffa500"].map { .solid(try! Color(parsing: $0)) },
        animation: .circle(origin: nil), duration: 0.5, fps: 30, card: SplashCard(width: 60, height: 30, cornerRadius: 6))

    /// Renders `frames` of `timeline` into `folder` and/or `animation`.
    func write(_ timeline: SplashTimeline, frames: ClosedRange<Int>? = nil, folder: String?, animation: String? = nil,
               threads: Int = 2, progress: ((Int) -> Void)? = nil) throws {
        try FrameSequenceOutput(folder: folder, animation: animation, threads: threads).write(timeline, frames: frames, progress: progress)
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chroma-splash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRangeRenderedAloneIsByteIdenticalToAFullRun() throws {
        let full = try folder(), part = try folder()
        defer { try? FileManager.default.removeItem(at: full); try? FileManager.default.removeItem(at: part) }
        try write(timeline, folder: full.path, threads: 2)
        try write(timeline, frames: 13...27, folder: part.path, threads: 1)
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
        try write(held, folder: dir.path, threads: 2)
        func bytes(_ folder: URL, _ frame: Int) throws -> Data {
            try Data(contentsOf: folder.appendingPathComponent(NumberedFrames.fileName(frame: frame, of: held.frameCount)))
        }
        #expect(held.scene(atFrame: 16) == held.scene(atFrame: 21) && held.scene(atFrame: 21) != held.scene(atFrame: 22))
        for frame in 17...21 { #expect(try bytes(dir, frame) == bytes(dir, 16), "frame \(frame)") }
        #expect(try bytes(dir, 22) != bytes(dir, 21))
        // Each held frame, rendered on its own, is what the run reused.
        for frame in [18, 21] {
            try write(held, frames: frame...frame, folder: reference.path, threads: 1)
            #expect(try bytes(reference, frame) == bytes(dir, frame))
        }
    }

    @Test func framesReachTheirNamesInGroupsAndAFailureLeavesEarlierGroupsComplete() throws {
        // 91 frames at 60 fps: more than one group of NumberedFrames.framesPerCommit.
        var long = timeline
        long.fps = 60
        #expect(long.frameCount == 91 && NumberedFrames.framesPerCommit < 91)
        let full = try folder(), failed = try folder()
        defer { try? FileManager.default.removeItem(at: full); try? FileManager.default.removeItem(at: failed) }
        try write(long, folder: full.path, threads: 2)
        let names = (0..<91).map { NumberedFrames.fileName(frame: $0, of: 91) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: full.path).sorted() == names)
        // Frame 70's name is taken by a folder: the render fails in the second group.
        let blocked = NumberedFrames.fileName(frame: 70, of: 91)
        try FileManager.default.createDirectory(at: failed.appendingPathComponent(blocked), withIntermediateDirectories: false)
        #expect { try write(long, folder: failed.path, threads: 2) } throws: {
            ($0 as? FileError)?.kind == .cannotCreate && ($0 as? FileError)?.path == failed.appendingPathComponent(blocked).path
        }
        // The groups committed before the failure are complete, byte for byte: a run of frames
        // from the first, at most framesPerCommit of them (fewer when a slow machine commits a
        // group after a second of work); nothing of the failed group is under a final name, and
        // no temporary file is left.
        let left = try FileManager.default.contentsOfDirectory(atPath: failed.path).sorted()
        let committed = left.count - 1
        #expect(committed <= NumberedFrames.framesPerCommit && committed < 70)
        #expect(left == Array(names[0..<committed]) + [blocked])
        for name in names[0..<committed] {
            #expect(try Data(contentsOf: failed.appendingPathComponent(name)) == Data(contentsOf: full.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func theAnimatedPNGHasEveryFrameWithItsDelay() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("splash.png").path
        var reported: [Int] = []
        try write(timeline, folder: dir.path, animation: apng) { reported.append($0) }
        #expect(reported == Array(0..<timeline.frameCount))
        let animation = try APNGReader.read(contentsOf: apng)
        #expect(timeline.frameCount == 46)  // 1.5 s at 30 fps, and frame 0
        // The frames after the first are the rectangles that changed; each stored frame shows
        // from its start, and the delays are whole 1/30 s frames adding up to 46 of them; a frame
        // disposed to the previous canvas (a moving edge) leaves the canvas as it found it.
        let controls = animation.frames.map(\.control)
        #expect(controls.allSatisfy { $0.delayDenominator == 30 || 30 % Int($0.delayDenominator) == 0 })
        #expect(controls.map { Int($0.delayNumerator) * 30 / Int($0.delayDenominator) }.reduce(0, +) == 46)
        // The tests' own decoder, written from the specification, composes each stored frame;
        // the canvas at every input frame's time is the numbered frame.
        let independent = try SpecPNG.read(contentsOf: apng)
        #expect(independent.frames.count == animation.frames.count && independent.loopCount == animation.loopCount)
        let width = independent.header.width
        var canvas = [UInt16](repeating: 0, count: width * independent.header.height * 4)
        var input = 0
        for (k, frame) in independent.frames.enumerated() {
            let control = try #require(frame.control)
            #expect(control.dispose <= 2 && (control.blend == 0 || control.blend == 1))
            // APNG_DISPOSE_OP_PREVIOUS restores the canvas as it was before this frame; on the
            // first frame the specification reads it as APNG_DISPOSE_OP_BACKGROUND.
            let dispose = k == 0 && control.dispose == 2 ? 1 : control.dispose
            let before = canvas
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let s = (y * frame.width + x) * 4, d = ((control.yOffset + y) * width + control.xOffset + x) * 4
                    if control.blend == 1 && frame.samples[s + 3] == 0 { continue }
                    for c in 0..<4 { canvas[d + c] = frame.samples[s + c] }
                }
            }
            #expect(frame.samples == animation.frames[k].image.samples, "stored frame \(k): both decoders agree")
            for _ in 0..<(control.delayNumerator * 30 / control.delayDenominator) {
                let file = try SpecPNG.read(contentsOf: dir.appendingPathComponent(NumberedFrames.fileName(frame: input, of: 46)).path)
                #expect(canvas == file.defaultImage.samples, "input frame \(input)")
                input += 1
            }
            if dispose == 2 {
                canvas = before
            } else if dispose == 1 {
                for y in 0..<frame.height {
                    let d = ((control.yOffset + y) * width + control.xOffset) * 4
                    for i in d..<(d + frame.width * 4) { canvas[i] = 0 }
                }
            }
        }
        #expect(input == 46)
        #expect(canvas.count > 30 * 15 * 4)
    }

    @Test(arguments: [0, 1, 3, 65535])
    func theLoopCountReachesTheAnimation(_ loops: Int) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let apng = dir.appendingPathComponent("loop.apng").path
        try FrameSequenceOutput(folder: nil, animation: apng, loopCount: loops, threads: 2).write(timeline, frames: 0...4)
        let animation = try APNGReader.read(contentsOf: apng)
        #expect(animation.loopCount == loops && animation.frames.count == 5)
        #expect(try SpecPNG.read(contentsOf: apng).loopCount == loops)
    }

    @Test func badTimelinesAndRangesAreRefused() throws {
        var t = timeline
        t.fills = [t.fills[0]]
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message == "a splash needs at least two colors, found 1" }
        t = timeline
        t.duration = 0
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message == "duration: expected a number above 0, up to 3600 seconds, found 0" }
        t = timeline
        t.starts = [0, 1]
        #expect { try t.validate() } throws: { ($0 as? SplashError)?.message.hasPrefix("2 start times for 3 transitions") == true }
        #expect {
            try write(timeline, frames: 40...60, folder: "/tmp")
        } throws: { ($0 as? OutputError) == .framesOutside(40...60, count: 46) }
        #expect { try write(timeline, folder: nil) } throws: { ($0 as? OutputError) == .nothingToWrite }
        #expect { try write(timeline, folder: nil, animation: "/tmp/x.tiff") } throws: {
            ($0 as? OutputError) == .unknownFormat(option: "--animated", path: "/tmp/x.tiff", suffix: "tiff", known: OutputFormat.knownSuffixes(for: .animation))
        }
        // A folder that cannot be made (its parent is a file) is a file-system error naming it.
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file").path
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        #expect { try write(timeline, folder: file + "/frames") } throws: {
            ($0 as? FileError)?.kind == .cannotCreate && ($0 as? FileError)?.path == file + "/frames"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["file"])
    }
}
