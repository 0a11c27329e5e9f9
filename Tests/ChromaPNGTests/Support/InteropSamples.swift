import Foundation
@testable import ChromaPNG
import PNGSpecDecoder

/// The files the interop suites hand to other decoders: every layout and depth, each
/// compression preset, Display P3, text chunks and an animation, each with what the tests' own
/// decoder (`SpecPNG`) reads from it.
struct InteropSamples {
    struct Sample {
        var path: String
        var decoded: SpecPNG.Image
        /// Opaque and sRGB: a browser's canvas must give back exactly these pixels.
        var opaqueSRGB: Bool
    }

    let folder: TemporaryFolder
    let samples: [Sample]

    init() throws {
        let folder = try TemporaryFolder()
        var samples: [Sample] = []
        func add(_ name: String, _ bytes: [UInt8], opaqueSRGB: Bool) throws {
            let path = folder.path(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            samples.append(Sample(path: path, decoded: try SpecPNG.decode(bytes), opaqueSRGB: opaqueSRGB))
        }
        let (width, height) = (37, 23)
        for (index, (colorType, depth)) in PNGRoundTripTests.layouts.enumerated() {
            let encoder = PNGEncoder(layout: .fixed(colorType), compression: .fast)
            let png = depth == .eight
                ? try encoder.encode(rgba8: TestImages.rgba8(width: width, height: height, fitting: colorType, seed: UInt64(index)), width: width, height: height)
                : try encoder.encode(rgba16: TestImages.rgba16(width: width, height: height, fitting: colorType, seed: UInt64(index)), width: width, height: height)
            try add("\(colorType.rawValue)-\(depth.rawValue).png", png, opaqueSRGB: !colorType.hasAlpha)
        }
        let gradient = TestImages.gradient(width: 40, height: 30)
        for (name, preset) in [("standard", PNGCompression.standard), ("fast", .fast), ("small", .small), ("libpng", .libpngDefault)] {
            try add("\(name).png", try PNGEncoder(compression: preset).encode(rgba8: gradient, width: 40, height: 30), opaqueSRGB: true)
        }
        try add("p3.png", try PNGEncoder(colorProfile: .displayP3).encode(rgba8: gradient, width: 40, height: 30), opaqueSRGB: false)
        let metadata = PNGMetadata(title: "Sunset ramp", description: "A gradient", author: "Zoë Ångström", comment: "日本語のコメント")
        try add("meta.png", try PNGEncoder(metadata: metadata).encode(rgba8: gradient, width: 40, height: 30), opaqueSRGB: true)
        let (w, h) = APNGTests.size
        let writer = try APNGWriter(to: .memory, configuration: .init(width: w, height: h, colorType: .rgb), frameCount: 3, loopCount: 2)
        for n in 0..<3 {
            try APNGTests.frame(n).withUnsafeBytes {
                try writer.addFrame(PixelRows(base: $0.baseAddress!, width: w, height: h, format: .rgba8),
                                    control: APNGFrameControl(delayNumerator: 1, delayDenominator: 10))
            }
        }
        try add("anim.png", try writer.finish()!, opaqueSRGB: true)
        self.folder = folder
        self.samples = samples
    }

    /// The pixels of a decoded frame as 8-bit samples (16-bit ones keep their high byte).
    static func eightBit(_ frame: SpecPNG.Frame, depth: Int) -> [Int] {
        frame.samples.map { depth == 16 ? Int($0 >> 8) : Int($0) }
    }
}
