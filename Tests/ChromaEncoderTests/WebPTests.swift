import ChromaAnimation
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaWebP

@Suite(.tags(.external), .unlessExternalToolsSkipped) struct WebPTests {
    static let decoders = ExternalDecoders.python != nil
    static let hint = Comment(rawValue: ExternalDecoders.pillowHint)

    func encode(_ frames: [AnimationFrame], fps: Int, quality: Int? = nil, loop: Int = 0, threads: Int? = nil) throws -> (bytes: [UInt8], encoder: WebPAnimationEncoder) {
        let encoder = try WebPAnimationEncoder(width: frames[0].width, height: frames[0].height, frameCount: frames.count,
                                               frameDuration: FrameDuration(fps: fps), quality: quality, loopCount: loop, threads: threads)
        for frame in frames { try encoder.add(frame) }
        return (try encoder.finish(), encoder)
    }

    @Test(.enabled(if: decoders, hint), arguments: [false, true])
    func losslessFramesDecodeToTheirInputExactly(transparent: Bool) throws {
        let frames = TestFrames.sequence(7, transparent: transparent)
        let (bytes, _) = try encode(frames, fps: 30)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.webp")
        #expect(decoded.format == "WEBP")
        #expect(decoded.size == [48, 32])
        try #require(decoded.frames == 7)
        for i in 0..<7 { #expect(decoded.pixels(i) == frames[i].bytes, "frame \(i)") }
    }

    @Test(.enabled(if: decoders, hint), arguments: [24, 30, 60, 120], [1, 2, 7, 240])
    func framesAndTotalDurationAreExact(fps: Int, count: Int) throws {
        let frames = TestFrames.sequence(count, width: 24, height: 16)
        let (bytes, encoder) = try encode(frames, fps: fps)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.webp")
        // The total is the count's duration rounded to the millisecond; no delay is 10 ms or less.
        let total = (count * 1000 * 2 + fps) / (2 * fps)
        let durations = try #require(decoded.stored).map(\.duration)
        guard encoder.schedule.entries.count > 1 else {
            // One shown frame: libwebpmux stores it as a still image, which has no duration.
            #expect(decoded.frames == 1 && durations.isEmpty)
            #expect(decoded.pixels(0) == frames[count - 1].bytes)
            return
        }
        #expect(durations.reduce(0, +) == total, "\(fps) fps, \(count) frames: \(durations)")
        #expect(durations.allSatisfy { $0 > 10 } || total <= 10, "\(durations)")
        if decoded.frames > 1 { #expect(decoded.durations == durations, "Pillow reads the same durations") }
        try #require(decoded.frames == encoder.schedule.entries.count)
        // Every frame shown is its input, and the last one is the last input.
        for (k, entry) in encoder.schedule.entries.enumerated() { #expect(decoded.pixels(k) == frames[entry.frame].bytes) }
        #expect(encoder.schedule.entries.last?.frame == count - 1)
        if fps <= 60 { #expect(decoded.frames == count, "every frame shown at \(fps) fps") }
    }

    @Test(.enabled(if: decoders, hint))
    func holdsAreStoredOnceWithTheirWholeDuration() throws {
        // Five frames: a, a, a, b, b at 10 fps: two stored frames of 300 and 200 ms.
        let a = TestFrames.card(width: 20, height: 10, progress: 0.2), b = TestFrames.card(width: 20, height: 10, progress: 0.8)
        let (bytes, _) = try encode([a, a, a, b, b], fps: 10)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.webp")
        #expect(decoded.frames == 2)
        #expect(decoded.durations == [300, 200])
        #expect(decoded.pixels(0) == a.bytes)
        #expect(decoded.pixels(1) == b.bytes)
    }

    @Test(.enabled(if: decoders, hint), arguments: [0, 1, 3, 65535])
    func theLoopCountIsStored(loop: Int) throws {
        let (bytes, _) = try encode(TestFrames.sequence(2, width: 8, height: 8), fps: 10, loop: loop)
        #expect(try ExternalDecoders.pillow(bytes: bytes, name: "a.webp").loop == loop)
    }

    @Test(.enabled(if: decoders, hint), arguments: [0, 50, 75, 100])
    func lossyFramesStayCloseToTheirInput(quality: Int) throws {
        let frames = TestFrames.sequence(5, width: 64, height: 48)
        let (bytes, _) = try encode(frames, fps: 10, quality: quality)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.webp")
        try #require(decoded.frames == 5)
        let worst = (0..<5).map { TestFrames.psnr(frames[$0].bytes, decoded.pixels($0)) }.min()!
        // libwebp's VP8 at quality 0 still keeps the picture (about 25 dB); 75 about 35 dB.
        print("WebP quality \(quality), 64×48 card: worst frame PSNR \(String(format: "%.1f", worst)) dB, \(bytes.count) bytes")
        #expect(worst > (quality >= 75 ? 28 : 20), "quality \(quality): \(worst) dB")
    }

    @Test func theBytesDoNotDependOnTheThreads() throws {
        let frames = TestFrames.sequence(9)
        #expect(try encode(frames, fps: 30, threads: 1).bytes == encode(frames, fps: 30, threads: 4).bytes)
    }

    @Test(.enabled(if: decoders, hint))
    func aStillIsLosslessWithColorUnderTransparency() throws {
        let frame = TestFrames.card(width: 33, height: 17, progress: 0.5, transparent: true)
        let decoded = try ExternalDecoders.pillow(bytes: try WebPImageEncoder.encode(frame), name: "a.webp")
        #expect(decoded.frames == 1)
        #expect(decoded.pixels(0) == frame.bytes)
    }

    @Test(.enabled(if: decoders, hint))
    func sixteenBitFramesAreRoundedToEightBits() throws {
        var wide = [UInt8]()
        for value: UInt16 in [0, 128, 129, 257, 65535, 32896, 40000, 65535] { withUnsafeBytes(of: value) { wide += $0 } }
        let frame = try AnimationFrame(width: 2, height: 1, depth: .sixteen, bytes: wide)
        let decoded = try ExternalDecoders.pillow(bytes: try WebPImageEncoder.encode(frame), name: "a.webp")
        #expect(decoded.pixels(0) == [0, 0, 1, 1, 255, 128, 156, 255])
    }

    @Test func badNumbersAreRefusedByName() throws {
        let duration = try FrameDuration(fps: 30)
        #expect(throws: WebPError.invalidQuality(101)) { try WebPAnimationEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration, quality: 101) }
        #expect(throws: WebPError.invalidQuality(-1)) { try WebPImageEncoder.encode(TestFrames.card(width: 2, height: 2, progress: 0), quality: -1) }
        #expect(throws: WebPError.canvasTooLarge(width: 16384, height: 8)) { try WebPAnimationEncoder(width: 16384, height: 8, frameCount: 1, frameDuration: duration) }
        #expect(throws: AnimationError.invalidSize(width: 0, height: 8)) { try WebPAnimationEncoder(width: 0, height: 8, frameCount: 1, frameDuration: duration) }
        #expect(throws: AnimationError.invalidFrameCount(0)) { try WebPAnimationEncoder(width: 8, height: 8, frameCount: 0, frameDuration: duration) }
        #expect(throws: AnimationError.invalidLoopCount(-1)) { try WebPAnimationEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration, loopCount: -1) }
        #expect(throws: AnimationError.invalidLoopCount(65536)) { try WebPAnimationEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration, loopCount: 65536) }
        let encoder = try WebPAnimationEncoder(width: 8, height: 8, frameCount: 2, frameDuration: duration)
        #expect(throws: WebPError.frameSizeMismatch(expected: (8, 8), found: (9, 8))) { try encoder.add(TestFrames.card(width: 9, height: 8, progress: 0)) }
        try encoder.add(TestFrames.card(width: 8, height: 8, progress: 0))
        #expect(throws: WebPError.missingFrames(announced: 2, added: 1)) { try encoder.finish() }
        #expect(throws: WebPError.finished) { try encoder.finish() }
        let full = try WebPAnimationEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration)
        try full.add(TestFrames.card(width: 8, height: 8, progress: 0))
        #expect(throws: WebPError.tooManyFrames(announced: 1)) { try full.add(TestFrames.card(width: 8, height: 8, progress: 0)) }
    }

    @Test(.enabled(if: decoders, hint))
    func aHoldLongerThanAWebPFrameContinuesInEmptyFrames() throws {
        // Two frames of 5 hours each: 18 000 000 ms is more than a frame's 24-bit duration.
        let frames = [TestFrames.card(width: 4, height: 4, progress: 0), TestFrames.card(width: 4, height: 4, progress: 1)]
        let encoder = try WebPAnimationEncoder(width: 4, height: 4, frameCount: 2, frameDuration: FrameDuration(numerator: 18000, denominator: 1))
        for frame in frames { try encoder.add(frame) }
        let decoded = try ExternalDecoders.pillow(bytes: try encoder.finish(), name: "a.webp")
        #expect(decoded.durations.reduce(0, +) == 36_000_000)
        #expect(decoded.durations.allSatisfy { $0 < 1 << 24 })
        #expect(decoded.pixels(decoded.frames - 1) == frames[1].bytes)
        #expect(decoded.pixels(1) == frames[0].bytes)
    }
}
