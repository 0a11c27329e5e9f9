import Foundation
import Testing
@testable import ChromaPNG
import PNGSpecDecoder

@Suite struct APNGTests {
    /// Four frames: three full frames of a moving bar and one partial frame placed at an offset.
    static let size = (width: 20, height: 12)

    static func frame(_ n: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let i = (y * size.width + x) * 4
                let inBar = x >= n * 5 && x < n * 5 + 5
                pixels[i] = inBar ? 255 : 20
                pixels[i + 1] = UInt8(y * 20)
                pixels[i + 2] = inBar ? 0 : 200
                pixels[i + 3] = 255
            }
        }
        return pixels
    }

    @Test func framesRoundTripThroughTwoDecoders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("anim.png")
        let (width, height) = Self.size
        let writer = try APNGWriter(to: .file(path), configuration: .init(width: width, height: height, colorType: .rgb),
                                    frameCount: 4, loopCount: 3)
        let controls = [
            APNGFrameControl(delayNumerator: 1, delayDenominator: 30),
            APNGFrameControl(delayNumerator: 1, delayDenominator: 30, dispose: .background),
            APNGFrameControl(delayNumerator: 50, delayDenominator: 1000, blend: .over),
        ]
        for n in 0..<3 {
            let pixels = Self.frame(n)
            try pixels.withUnsafeBytes {
                try writer.addFrame(PixelRows(base: $0.baseAddress!, width: width, height: height, format: .rgba8), control: controls[n])
            }
        }
        let patch = [UInt8](repeating: 255, count: 4 * 3 * 4)  // a white 4×3 patch at (6, 5)
        try patch.withUnsafeBytes {
            try writer.addFrame(PixelRows(base: $0.baseAddress!, width: 4, height: 3, format: .rgba8),
                                control: APNGFrameControl(xOffset: 6, yOffset: 5))
        }
        #expect(try writer.finish() == nil)
        #expect(folder.contents == ["anim.png"])

        let animation = try APNGReader.read(contentsOf: path)
        #expect(animation.loopCount == 3 && animation.frames.count == 4)
        for n in 0..<3 {
            #expect(animation.frames[n].image.samples == Self.frame(n).map(UInt16.init), "frame \(n)")
            #expect(animation.frames[n].control == controls[n])
        }
        #expect(animation.frames[3].image.width == 4 && animation.frames[3].image.samples.allSatisfy { $0 == 255 })
        #expect(animation.frames[3].control.xOffset == 6 && animation.frames[3].control.yOffset == 5)
        #expect(abs(animation.frames[2].control.delay - 0.05) < 1e-12)
        // The default image is the first frame.
        #expect(try PNGReader.read(contentsOf: path).samples == Self.frame(0).map(UInt16.init))

        // The tests' own decoder reads the same frames and controls.
        let independent = try SpecPNG.read(contentsOf: path)
        #expect(independent.loopCount == 3 && independent.frames.count == 4)
        #expect(independent.chunkTypes.prefix(2) == ["IHDR", "acTL"] && independent.chunkTypes.contains("sRGB"))
        for n in 0..<3 {
            #expect(independent.frames[n].samples == Self.frame(n).map(UInt16.init), "frame \(n)")
            #expect(independent.frames[n].control?.delayNumerator == Int(controls[n].delayNumerator))
            #expect(independent.frames[n].control?.dispose == Int(controls[n].dispose.rawValue))
            #expect(independent.frames[n].control?.blend == Int(controls[n].blend.rawValue))
        }
        #expect(independent.frames[3].control?.xOffset == 6 && independent.frames[3].control?.yOffset == 5)
        #expect(independent.frames[3].width == 4 && independent.frames[3].samples.allSatisfy { $0 == 255 })
        #expect(independent.defaultImage.samples == Self.frame(0).map(UInt16.init))
    }

    @Test func frameCountsAndPlacementAreChecked() throws {
        let (width, height) = Self.size
        let pixels = Self.frame(0)
        let rows = { (body: (PixelRows) throws -> Void) in
            try pixels.withUnsafeBytes { try body(PixelRows(base: $0.baseAddress!, width: width, height: height, format: .rgba8)) }
        }
        let noFrames = #expect(throws: PNGError.self) { try APNGWriter(to: .memory, configuration: .init(width: width, height: height), frameCount: 0) }
        #expect(noFrames?.kind == .invalidArgument, "\(noFrames?.message ?? "")")
        let writer = try APNGWriter(to: .memory, configuration: .init(width: width, height: height), frameCount: 2)
        let offsetFirstFrame = #expect(throws: PNGError.self) {  // the first frame must be at (0, 0)
            try rows { try writer.addFrame($0, control: APNGFrameControl(xOffset: 1)) }
        }
        #expect(offsetFirstFrame?.kind == .invalidArgument, "\(offsetFirstFrame?.message ?? "")")
        let second = try APNGWriter(to: .memory, configuration: .init(width: width, height: height), frameCount: 2)
        try rows { try second.addFrame($0) }
        let pastTheCanvas = #expect(throws: PNGError.self) {  // past the canvas
            try rows { try second.addFrame($0, control: APNGFrameControl(xOffset: 1)) }
        }
        #expect(pastTheCanvas?.kind == .invalidArgument, "\(pastTheCanvas?.message ?? "")")
        let short = try APNGWriter(to: .memory, configuration: .init(width: width, height: height), frameCount: 3)
        try rows { try short.addFrame($0) }
        #expect {
            try short.finish()
        } throws: { error in
            (error as? PNGError)?.message == "the APNG announced 3 frames but 1 were added"
        }
    }

    @Test func aPlainPNGIsNotAnAnimation() throws {
        let png = try PNGEncoder().encode(rgba8: Self.frame(0), width: Self.size.width, height: Self.size.height)
        #expect {
            try APNGReader.decode(png)
        } throws: { error in
            (error as? PNGError)?.message == "not an animated PNG: there is no acTL chunk"
        }
    }
}
