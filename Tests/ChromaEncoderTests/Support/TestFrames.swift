import ChromaAnimation
import Foundation

/// Frames for the encoder tests, computed here so every test knows the exact input.
enum TestFrames {
    /// A card like a splash frame: a diagonal two-color ramp, a disc of another color grown to
    /// `progress` (0…1) with an anti-aliased edge; every frame differs from the one before.
    /// With `transparent`, the corners outside a rounded card are transparent and a band of
    /// the card is half transparent.
    static func card(width: Int, height: Int, progress: Double, transparent: Bool = false) -> AnimationFrame {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        // From 1 pixel to 1 pixel short of the corners: every frame differs from the one before.
        let halfDiagonal = (Double(width * width + height * height)).squareRoot() / 2
        let radius = 1 + progress * (halfDiagonal - 2)
        for y in 0..<height {
            for x in 0..<width {
                let t = (Double(x) / Double(max(1, width - 1)) + Double(y) / Double(max(1, height - 1))) / 2
                var r = 30 + 200 * t, g = 60 + 80 * t, b = 114 - 60 * t
                let d = ((Double(x) + 0.5 - Double(width) / 2) * (Double(x) + 0.5 - Double(width) / 2)
                    + (Double(y) + 0.5 - Double(height) / 2) * (Double(y) + 0.5 - Double(height) / 2)).squareRoot()
                let cover = max(0, min(1, radius - d + 0.5))
                r = r * (1 - cover) + 255 * cover
                g = g * (1 - cover) + 165 * cover
                b = b * (1 - cover) + 0 * cover
                var a = 255.0
                if transparent {
                    let inset = Double(min(width, height)) / 5
                    let cx = max(inset - Double(x), 0, Double(x) - (Double(width) - 1 - inset))
                    let cy = max(inset - Double(y), 0, Double(y) - (Double(height) - 1 - inset))
                    if (cx * cx + cy * cy).squareRoot() > inset { a = 0 }
                    else if y >= height / 3 && y < height / 2 { a = 128 }
                }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(r.rounded()); bytes[i + 1] = UInt8(g.rounded()); bytes[i + 2] = UInt8(b.rounded()); bytes[i + 3] = UInt8(a)
                if a == 0 { bytes[i] = UInt8(x % 256); bytes[i + 1] = UInt8(y % 256); bytes[i + 2] = 7 }
            }
        }
        return try! AnimationFrame(width: width, height: height, bytes: bytes)
    }

    /// `count` card frames, the disc growing from nothing to covering the card.
    static func sequence(_ count: Int, width: Int = 48, height: Int = 32, transparent: Bool = false) -> [AnimationFrame] {
        (0..<count).map { card(width: width, height: height, progress: count == 1 ? 1 : Double($0) / Double(count - 1), transparent: transparent) }
    }

    /// A horizontal ramp between two colors, `width × height`.
    static func ramp(width: Int, height: Int, from a: (Double, Double, Double), to b: (Double, Double, Double)) -> AnimationFrame {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let t = Double(x) / Double(width - 1)
                let i = (y * width + x) * 4
                bytes[i] = UInt8((a.0 + (b.0 - a.0) * t).rounded())
                bytes[i + 1] = UInt8((a.1 + (b.1 - a.1) * t).rounded())
                bytes[i + 2] = UInt8((a.2 + (b.2 - a.2) * t).rounded())
            }
        }
        return try! AnimationFrame(width: width, height: height, bytes: bytes)
    }

    /// PSNR in dB of `b` against `a` over the RGB channels (infinite when equal).
    static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0.0, count = 0
        for i in 0..<min(a.count, b.count) where i % 4 != 3 {
            let d = Double(a[i]) - Double(b[i])
            sum += d * d
            count += 1
        }
        return sum == 0 ? .infinity : 10 * log10(255 * 255 / (sum / Double(count)))
    }
}
