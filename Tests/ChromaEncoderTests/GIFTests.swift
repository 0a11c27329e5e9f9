import ChromaAnimation
import ChromaTestSupport
import ColorCore
import Foundation
import Testing
@testable import ChromaGIF

@Suite(.tags(.external), .unlessExternalToolsSkipped) struct GIFTests {
    static let decoders = ExternalDecoders.python != nil
    static let hint = Comment(rawValue: ExternalDecoders.pillowHint)

    func encode(_ frames: [AnimationFrame], fps: Int = 30, palette: GIFPaletteMode = .perFrame, colors: Int = 256,
                loop: Int = 0, threads: Int? = nil) throws -> (bytes: [UInt8], encoder: GIFEncoder) {
        let encoder = try GIFEncoder(width: frames[0].width, height: frames[0].height, frameCount: frames.count,
                                     frameDuration: FrameDuration(fps: fps), paletteMode: palette, maximumColors: colors,
                                     loopCount: loop, threads: threads)
        for frame in frames { try encoder.add(frame) }
        return (try encoder.finish(), encoder)
    }

    /// The mean absolute error of the RGB channels, and the worst error of an 8×8 block's mean
    /// color (any channel), in 8-bit levels, over pixels opaque in `input`.
    static func errors(_ input: [UInt8], _ output: [UInt8], width: Int, height: Int) -> (mean: Double, worstBlock: Double) {
        var total = 0.0, count = 0.0, worst = 0.0
        for by in stride(from: 0, to: height - 7, by: 8) {
            for bx in stride(from: 0, to: width - 7, by: 8) {
                var sums = [0.0, 0.0, 0.0], n = 0.0
                for y in by..<(by + 8) {
                    for x in bx..<(bx + 8) {
                        let i = (y * width + x) * 4
                        guard input[i + 3] == 255 else { continue }
                        for c in 0..<3 {
                            let d = Double(output[i + c]) - Double(input[i + c])
                            sums[c] += d
                            total += abs(d)
                            count += 1
                        }
                        n += 1
                    }
                }
                if n > 0 { worst = max(worst, sums.map { abs($0) / n }.max()!) }
            }
        }
        return (total / max(1, count), worst)
    }

    @Test(.enabled(if: decoders, hint), arguments: GIFPaletteMode.allCases)
    func framesStayWithinTheStatedError(palette: GIFPaletteMode) throws {
        // 256×160: about 400 colors a frame, more than a palette holds.
        let frames = TestFrames.sequence(6, width: 256, height: 160)
        let (bytes, _) = try encode(frames, fps: 10, palette: palette)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.gif")
        try #require(decoded.frames == 6)
        var mean = 0.0, worst = 0.0
        for i in 0..<6 {
            let e = Self.errors(frames[i].bytes, decoded.pixels(i), width: 256, height: 160)
            mean = max(mean, e.mean)
            worst = max(worst, e.worstBlock)
        }
        print("GIF \(palette.rawValue) palette, 256×160 card: mean error \(String(format: "%.2f", mean)) levels, worst 8×8 block mean \(String(format: "%.2f", worst)) levels, \(bytes.count) bytes")
        #expect(mean < (palette == .shared ? 4 : 2.5), "\(mean)")
        #expect(worst < (palette == .shared ? 2.5 : 1.5), "\(worst)")
    }

    /// sRGB's transfer function: an 8-bit value to linear light and back (as a real 0…255 level).
    static func linear(_ v: Double) -> Double { let c = v / 255; return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ l: Double) -> Double { 255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055) }

    @Test(.enabled(if: decoders, hint), arguments: [4, 8, 32, 256])
    func aTwoColorRampShowsNoBandWiderThanTheDitherAllows(colors: Int) throws {
        // A ramp 1024 pixels wide with `colors` palette colors (its two ends and colors − 2 box
        // means): undithered, each palette color would be a band up to 1024/(colors − 2) wide.
        // The dither mixes neighbours in sixteenths, so the mean of a 4×4 block (the pattern's
        // period, averaged in linear light as the eye does) may stay the same for at most 1/16
        // of the spacing, and is within 1/32 of the spacing of the ramp's own mean. The shares are
        // even in linear light and the ramp is even in sRGB values, so over a wide gap (4 colors:
        // 100 levels) a step of the share covers up to 1.5 times its even width: the bounds allow it.
        let width = 1024, height = 8
        let a = (30.0, 60.0, 114.0), b = (230.0, 140.0, 54.0)
        let ramp = TestFrames.ramp(width: width, height: height, from: a, to: b)
        let (bytes, _) = try encode([ramp], colors: colors)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "ramp.gif").pixels(0)
        func blockMean(_ pixels: [UInt8], _ bx: Int, _ channel: Int) -> Double {
            var sum = 0.0
            for y in 0..<4 { for x in (bx * 4)..<(bx * 4 + 4) { sum += Self.linear(Double(pixels[(y * width + x) * 4 + channel])) } }
            return Self.encoded(sum / 16)
        }
        var longest = 0, run = 0, worst = 0.0
        var previous: [Double] = []
        for bx in 0..<(width / 4) {
            let means = (0..<3).map { blockMean(decoded, bx, $0) }
            run = means == previous ? run + 1 : 1
            previous = means
            longest = max(longest, run)
            for c in 0..<3 { worst = max(worst, abs(means[c] - blockMean(ramp.bytes, bx, c))) }
        }
        let spacing = Double(width) / Double(max(1, colors - 2))
        let curve = colors < 8 ? 1.5 : 1
        let allowed = Int((curve * spacing / 16 / 4).rounded(.up)) + 1
        let levels = 200 / Double(max(1, colors - 2))
        print("GIF ramp with \(colors) colors: longest run of equal 4×4 means \(longest) blocks (allowed \(allowed); undithered bands up to \(Int(spacing / 4))), worst 4×4 block mean error \(String(format: "%.2f", worst)) levels (palette step \(String(format: "%.1f", levels)))")
        #expect(longest <= allowed)
        #expect(worst <= curve * levels / 32 + 1.5, "\(worst)")
    }

    @Test func theSameInputGivesTheSameBytesWhateverTheThreads() throws {
        let frames = TestFrames.sequence(11, width: 64, height: 40, transparent: true)
        let one = try encode(frames, threads: 1).bytes
        #expect(try encode(frames, threads: 3).bytes == one)
        #expect(try encode(frames, threads: 1).bytes == one)
        #expect(try encode(frames, palette: .shared, threads: 1).bytes == encode(frames, palette: .shared, threads: 2).bytes)
    }

    @Test(.enabled(if: decoders, hint), arguments: [24, 30, 60, 120], [1, 2, 7, 240])
    func delaysAddUpToTheExactDurationAndNoneIsUnderTwoHundredths(fps: Int, count: Int) throws {
        let frames = TestFrames.sequence(count, width: 16, height: 12)
        let (bytes, encoder) = try encode(frames, fps: fps)
        let decoded = try ExternalDecoders.pillow(bytes: bytes, name: "a.gif")
        let hundredths = (2 * count * 100 + fps) / (2 * fps)
        #expect(decoded.durations.reduce(0, +) == hundredths * 10, "\(decoded.durations)")
        if hundredths >= 2 { #expect(decoded.durations.allSatisfy { $0 >= 20 }, "\(decoded.durations)") }
        try #require(decoded.frames == encoder.schedule.entries.count)
        if fps <= 50 { #expect(decoded.frames == count) }
        // The last frame shown is the last input (16×12 has few colors: exact).
        #expect(decoded.pixels(decoded.frames - 1) == frames[count - 1].bytes)
    }

    @Test(.enabled(if: decoders, hint))
    func transparencyIsKeptAndPixelsCanTurnTransparentAgain() throws {
        // Opaque, then a transparent hole, then opaque again: the second frame must clear pixels.
        let width = 20, height = 10
        func frame(hole: Bool, shift: UInt8) -> AnimationFrame {
            var bytes = [UInt8]()
            for y in 0..<height {
                for x in 0..<width {
                    let inside = hole && x >= 5 && x < 15 && y >= 2 && y < 8
                    bytes += [UInt8(x * 10) &+ shift, UInt8(y * 20), 90, inside ? 0 : 255]
                }
            }
            return try! AnimationFrame(width: width, height: height, bytes: bytes)
        }
        let frames = [frame(hole: false, shift: 0), frame(hole: true, shift: 0), frame(hole: true, shift: 3), frame(hole: false, shift: 3)]
        let decoded = try ExternalDecoders.pillow(bytes: try encode(frames, fps: 10).bytes, name: "a.gif")
        try #require(decoded.frames == 4)
        for (i, input) in frames.enumerated() {
            let out = decoded.pixels(i)
            for p in 0..<(width * height) {
                #expect(out[p * 4 + 3] == input.bytes[p * 4 + 3], "frame \(i) pixel \(p) alpha")
                if input.bytes[p * 4 + 3] == 255 { #expect(Array(out[(p * 4)..<(p * 4 + 3)]) == Array(input.bytes[(p * 4)..<(p * 4 + 3)]), "frame \(i) pixel \(p)") }
            }
        }
    }

    @Test(.enabled(if: decoders, hint))
    func halfTransparentPixelsShowOnHalfThePositions() throws {
        let frame = try AnimationFrame(width: 16, height: 16, bytes: [UInt8]((0..<256).flatMap { _ in [200, 100, 50, 128] }))
        let decoded = try ExternalDecoders.pillow(bytes: try GIFEncoder.encodeImage(frame), name: "a.gif").pixels(0)
        let shown = stride(from: 3, to: decoded.count, by: 4).filter { decoded[$0] == 255 }.count
        #expect(shown == 128)
    }

    @Test(.enabled(if: decoders, hint), arguments: [(0, 0), (1, nil), (2, 1), (5, 4), (65535, 65534)] as [(Int, Int?)])
    func theLoopCountCountsPlays(plays: Int, stored: Int?) throws {
        let (bytes, _) = try encode(TestFrames.sequence(2, width: 8, height: 8), loop: plays)
        #expect(try ExternalDecoders.pillow(bytes: bytes, name: "a.gif").loop == stored)
    }

    @Test(.enabled(if: decoders, hint))
    func holdsAreStoredOnceAndVeryLongOnesContinue() throws {
        let a = TestFrames.card(width: 12, height: 8, progress: 0.3), b = TestFrames.card(width: 12, height: 8, progress: 0.9)
        let decoded = try ExternalDecoders.pillow(bytes: try encode([a, a, a, b, b, b, b], fps: 10).bytes, name: "a.gif")
        #expect(decoded.durations == [300, 400])
        // 1000 s a frame: more than a GIF delay's 655.35 s.
        let encoder = try GIFEncoder(width: 12, height: 8, frameCount: 2, frameDuration: FrameDuration(numerator: 1000, denominator: 1))
        try encoder.add(a)
        try encoder.add(b)
        let long = try ExternalDecoders.pillow(bytes: try encoder.finish(), name: "b.gif")
        #expect(long.durations.reduce(0, +) == 2_000_000)
        #expect(long.pixels(long.frames - 1) == b.bytes)
    }

    @Test func badNumbersAreRefusedByName() throws {
        let duration = try FrameDuration(fps: 30)
        for colors in [-1, 0, 1, 257, Int.max] {
            #expect(throws: GIFError.invalidColorCount(colors)) { try GIFEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration, maximumColors: colors) }
        }
        #expect(throws: AnimationError.invalidLoopCount(65536)) { try GIFEncoder(width: 8, height: 8, frameCount: 1, frameDuration: duration, loopCount: 65536) }
        #expect(throws: AnimationError.invalidSize(width: 8, height: 65536)) { try GIFEncoder(width: 8, height: 65536, frameCount: 1, frameDuration: duration) }
        #expect(throws: AnimationError.invalidFrameCount(0)) { try GIFEncoder(width: 8, height: 8, frameCount: 0, frameDuration: duration) }
        let encoder = try GIFEncoder(width: 8, height: 8, frameCount: 2, frameDuration: duration)
        #expect(throws: GIFError.frameSizeMismatch(expected: (8, 8), found: (8, 9))) { try encoder.add(TestFrames.card(width: 8, height: 9, progress: 0)) }
        try encoder.add(TestFrames.card(width: 8, height: 8, progress: 0))
        #expect(throws: GIFError.missingFrames(announced: 2, added: 1)) { try encoder.finish() }
        #expect(throws: GIFError.finished) { try encoder.add(TestFrames.card(width: 8, height: 8, progress: 0)) }
    }

    @Test func theQuantizersOKLabAgreesWithTheColorCore() {
        // The quantizer's own fast conversion against ColorCore's (CSS Color 4's matrices), on a
        // grid of sRGB colors: within 2e-4, far below the 0.02 ΔEOK that is just noticeable.
        var worst: Float = 0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 15) {
                    let ours = OKLabPixel(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
                    let core = Color(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b)).components(in: .oklab)
                    worst = max(worst, abs(ours.l - Float(core.x)), abs(ours.a - Float(core.y)), abs(ours.b - Float(core.z)))
                }
            }
        }
        #expect(worst < 2e-4, "\(worst)")
    }
}
