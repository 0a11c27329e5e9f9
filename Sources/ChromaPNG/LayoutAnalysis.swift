/// Finds the smallest lossless PNG layout for an image: no alpha when every pixel is opaque,
/// gray when every pixel is neutral (r = g = b after removing premultiplication).
enum LayoutAnalysis {
    static func smallestColorType(of pixels: PixelRows) -> PNGColorType {
        switch pixels.format.sample {
        case .uint8: return scan(pixels, UInt8.self)
        case .uint16: return scan(pixels, UInt16.self)
        }
    }

    private static func scan<Sample: FixedWidthInteger & UnsignedInteger>(_ pixels: PixelRows, _: Sample.Type) -> PNGColorType {
        var opaque = true
        var neutral = true
        for y in 0..<pixels.height {
            let row = pixels.row(y).assumingMemoryBound(to: Sample.self)
            for x in 0..<pixels.width {
                let r = row[4 &* x], g = row[4 &* x &+ 1], b = row[4 &* x &+ 2], a = row[4 &* x &+ 3]
                // Premultiplied neutral pixels stay neutral once divided by the same alpha.
                if r != g || g != b { neutral = false }
                if a != Sample.max { opaque = false }
            }
            if !opaque && !neutral { return .rgba }
        }
        switch (neutral, opaque) {
        case (true, true): return .gray
        case (true, false): return .grayAlpha
        case (false, true): return .rgb
        case (false, false): return .rgba
        }
    }
}
