import ChromaAnimation
import ChromaTestSupport
import Foundation
import Testing
@testable import ChromaVideo

/// The 4:2:0 planes Chroma pipes to ffmpeg, against BT.709's published values and against
/// ffmpeg's own conversion of the same frames (the scale filter RGB is still piped through).
@Suite(.serialized, .tags(.external), .unlessExternalToolsSkipped) struct YUV420PlanesTests {
    static let hint = Comment(rawValue: ExternalDecoders.ffmpegHint)

    /// One RGBA frame of a single color.
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255, width: Int = 4, height: Int = 4) -> [UInt8] {
        [UInt8]((0..<(width * height)).map { _ in [r, g, b, a] }.joined())
    }

    /// Samples of noise (a fixed linear congruential sequence): what shows every tap and rounding of a filter.
    static func noise(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<(width * height * 4)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    func planes(_ rgba: [UInt8], width: Int, height: Int, alpha: Bool = false, overWhite: Bool = false) -> [UInt8] {
        rgba.withUnsafeBufferPointer { YUV420Planes.planes(rgba: $0, width: width, height: height, keepsAlpha: alpha, overWhite: overWhite) }
    }

    @Test func primariesAndGraysHaveBT709LimitedRangeValues() {
        // (R, G, B) → (Y, Cb, Cr), BT.709 in limited range (ITU-R BT.709 table of 8-bit values).
        let cases: [([UInt8], [UInt8])] = [([0, 0, 0], [16, 128, 128]), ([255, 255, 255], [235, 128, 128]), ([255, 0, 0], [63, 102, 240]),
                                           ([0, 255, 0], [173, 42, 26]), ([0, 0, 255], [32, 240, 118]), ([128, 128, 128], [126, 128, 128])]
        for (rgb, yuv) in cases {
            let out = planes(Self.solid(rgb[0], rgb[1], rgb[2]), width: 4, height: 4)
            #expect(out.count == 16 + 4 + 4)
            #expect(Set(out[0..<16]) == [yuv[0]], "Y of \(rgb)")
            #expect(Set(out[16..<20]) == [yuv[1]] && Set(out[20..<24]) == [yuv[2]], "Cb, Cr of \(rgb): \(Array(out[16..<24]))")
        }
    }

    @Test func oddSidesArePaddedAndAlphaIsKeptOrComposited() {
        #expect(YUV420Planes.byteCount(width: 1, height: 1, alpha: false) == 6)
        #expect(YUV420Planes.byteCount(width: 33, height: 17, alpha: true) == 34 * 18 * 2 + 2 * 17 * 9)
        // A 3×3 frame padded to 4×4 converts as the 4×4 frame repeating its last column and row.
        let small = Self.noise(width: 3, height: 3, seed: 7)
        var padded: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { let i = (min(y, 2) * 3 + min(x, 2)) * 4; padded += small[i..<(i + 4)] } }
        #expect(planes(small, width: 3, height: 3, alpha: true) == planes(padded, width: 4, height: 4, alpha: true))
        // The alpha plane is the alpha; colors of a kept alpha are not composited.
        let translucent = Self.solid(255, 0, 0, 64, width: 2, height: 2)
        #expect(planes(translucent, width: 2, height: 2, alpha: true) == [63, 63, 63, 63, 102, 240, 64, 64, 64, 64])
        // Over white: half-transparent black is mid gray, clear anything is white; without: as if opaque.
        #expect(planes(Self.solid(0, 0, 0, 128, width: 2, height: 2), width: 2, height: 2, overWhite: true) == planes(Self.solid(127, 127, 127, width: 2, height: 2), width: 2, height: 2))
        #expect(planes(Self.solid(9, 200, 3, 0, width: 2, height: 2), width: 2, height: 2, overWhite: true) == [235, 235, 235, 235, 128, 128])
        #expect(planes(translucent, width: 2, height: 2) == [63, 63, 63, 63, 102, 240])
    }

    @Test func chromaRowsUseSwscalesBicubicTaps() {
        // Nine taps from 11 rows on: the fixed weights on rows 2j − 3 … 2j + 4 (and a ninth of 0).
        let taps = YUV420Planes.rowTaps(chromaRow: 5, height: 32)
        #expect(taps.map(\.row) == Array(7...15))
        for (tap, weight) in zip(taps, YUV420Planes.rowWeights + [0]) { #expect(abs(tap.weight - weight) < 1e-12, "\(taps)") }
        #expect(YUV420Planes.bicubic(0) == 1 && YUV420Planes.bicubic(1) == 0 && YUV420Planes.bicubic(2) == 0 && YUV420Planes.bicubic(-7) == 0)
        // Rows beyond the frame are its edge rows; short frames get fewer taps, each set summing to 1.
        #expect(YUV420Planes.rowTaps(chromaRow: 0, height: 32).map(\.row) == [0, 0, 0, 0, 1, 2, 3, 4, 5])
        #expect(YUV420Planes.rowTaps(chromaRow: 0, height: 2).map(\.row) == [1])
        #expect(YUV420Planes.rowTaps(chromaRow: 1, height: 6).map(\.row) == [1, 2, 3, 4])
        for height in stride(from: 2, through: 14, by: 2) {
            for j in 0..<(height / 2) {
                let sum = YUV420Planes.rowTaps(chromaRow: j, height: height).reduce(0) { $0 + $1.weight }
                #expect(abs(sum - 1) < 1e-12, "row \(j) of \(height)")
            }
        }
    }

    /// ffmpeg's conversion of RGB(A) frames piped the way RGB is piped (``VideoSettings/pipingRGB()``),
    /// through the same scale filter, written as raw planes.
    func ffmpegPlanes(_ rgba: [UInt8], width: Int, height: Int, alpha: Bool, folder: TemporaryFolder) throws -> [UInt8] {
        let settings = try VideoSettings(format: .webm, width: width, height: height, frameCount: 1, frameDuration: FrameDuration(fps: 30),
                                         tenBit: false, keepsAlpha: alpha, padsToEven: true)
        // Only a video keeping alpha is piped as planes; an opaque one leaves the conversion to
        // ffmpeg, whose planes the converter must still match.
        #expect(settings.pipesYUV == alpha && (!alpha || settings.pixelFormat == "yuva420p"))
        #expect(settings.arguments(output: "out").contains("-vf") == !alpha, "planes need no filter")
        let rgb = settings.pipingRGB()
        let arguments = rgb.arguments(output: "out")
        let filter = arguments[try #require(arguments.firstIndex(of: "-vf")) + 1]
        let input = folder.path("frame.raw")
        try Data(rgb.piped(rgba: rgba)).write(to: URL(fileURLWithPath: input))
        let size = "\(width + width % 2)x\(height + height % 2)"
        let result = try ExternalDecoders.run("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", rgb.pixelFormat, "-s", size, "-i", input,
                                                         "-vf", filter, "-f", "rawvideo", "-pix_fmt", alpha ? "yuva420p" : "yuv420p", "-"])
        try #require(result.status == 0, "\(result.stderr)")
        return [UInt8](result.data)
    }

    /// Chroma's planes and ffmpeg's (the scale filter with `accurate_rnd`) differ by at most one
    /// level in every sample of every plane, on noise, hard edges and a drawn card, even and odd sizes.
    @Test(.enabled(if: ExternalDecoders.ffmpeg, hint), arguments: [(64, 32), (33, 17), (2, 2), (1, 1), (400, 6), (17, 9), (6, 10), (8, 11), (5, 4)])
    func planesMatchFfmpegsOwnConversion(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stripes = (0..<(width * height)).flatMap { i -> [UInt8] in (i % width) / 3 % 2 == (i / width) % 2 ? [255, 0, 255, 255] : [0, 255, 0, 0] }
        let card = TestFrames.card(width: width, height: height, progress: 0.6, transparent: true).bytes
        for (name, rgba) in [("noise", Self.noise(width: width, height: height, seed: 38)), ("stripes", stripes), ("card", card)] {
            for alpha in [false, true] {
                let ours = planes(rgba, width: width, height: height, alpha: alpha)
                let theirs = try ffmpegPlanes(rgba, width: width, height: height, alpha: alpha, folder: folder)
                try #require(ours.count == theirs.count, "\(name) \(width)×\(height): \(ours.count) bytes, ffmpeg \(theirs.count)")
                let w = width + width % 2, h = height + height % 2, chroma = (w / 2) * (h / 2)
                let bounds = [("Y", 0, w * h), ("Cb", w * h, w * h + chroma), ("Cr", w * h + chroma, w * h + 2 * chroma)]
                    + (alpha ? [("A", w * h + 2 * chroma, ours.count)] : [])
                for (plane, start, end) in bounds {
                    let differences = (start..<end).map { abs(Int(ours[$0]) - Int(theirs[$0])) }
                    let worst = differences.max() ?? 0, off = differences.filter { $0 > 0 }.count
                    if worst > 0 { print("\(name) \(width)×\(height) \(plane): \(off) of \(end - start) samples differ, at most \(worst) level") }
                    #expect(worst <= 1, "\(name) \(width)×\(height) alpha \(alpha) \(plane): \(off) samples differ, at most \(worst) levels")
                }
            }
        }
    }
}
