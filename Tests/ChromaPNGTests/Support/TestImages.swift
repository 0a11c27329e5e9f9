import ColorCore
@testable import ChromaPNG

/// Random test images whose content fits a layout exactly (gray where the layout is gray,
/// opaque where it has no alpha), so a round trip must be bit-exact.
enum TestImages {
    static func rgba8(width: Int, height: Int, fitting colorType: PNGColorType, seed: UInt64) -> [UInt8] {
        samples(width: width, height: height, fitting: colorType, maxValue: 255, seed: seed).map { UInt8($0) }
    }

    static func rgba16(width: Int, height: Int, fitting colorType: PNGColorType, seed: UInt64) -> [UInt16] {
        samples(width: width, height: height, fitting: colorType, maxValue: 65535, seed: seed).map { UInt16($0) }
    }

    private static func samples(width: Int, height: Int, fitting colorType: PNGColorType, maxValue: UInt64, seed: UInt64) -> [UInt64] {
        var rng = SplitMix64(seed: seed)
        var out: [UInt64] = []
        out.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            let r = rng.next() % (maxValue + 1)
            let g = colorType.isGray ? r : rng.next() % (maxValue + 1)
            let b = colorType.isGray ? r : rng.next() % (maxValue + 1)
            let a = colorType.hasAlpha ? rng.next() % (maxValue + 1) : maxValue
            out += [r, g, b, a]
        }
        return out
    }

    /// A smooth diagonal gradient, 8-bit RGBA, opaque.
    static func gradient(width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(x + y) / Double(max(1, width + height - 2))
                let i = (y * width + x) * 4
                out[i] = UInt8((255 * (1 - t)).rounded())
                out[i + 1] = UInt8((128 * t + 40).rounded())
                out[i + 2] = UInt8((255 * t).rounded())
            }
        }
        return out
    }
}
