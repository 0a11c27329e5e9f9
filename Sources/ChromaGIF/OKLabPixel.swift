import Foundation

/// A color in OKLab (L 0…1, a and b about ±0.4), the perceptual space the GIF palette is chosen
/// and matched in: equal distances look about equally different.
struct OKLabPixel: Equatable {
    var l: Float, a: Float, b: Float

    /// sRGB's transfer function undone, for each 8-bit value: linear light 0…1.
    static let linear: [Float] = (0..<256).map { value in
        let c = Double(value) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// The OKLab of an 8-bit sRGB color (Björn Ottosson's matrices, from linear sRGB through LMS).
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let table = Self.linear
        self.init(linearRed: table[Int(red)], green: table[Int(green)], blue: table[Int(blue)])
    }

    /// The OKLab of a linear-light sRGB color.
    init(linearRed r: Float, green g: Float, blue b: Float) {
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    init(l: Float, a: Float, b: Float) {
        (self.l, self.a, self.b) = (l, a, b)
    }

    /// Squared Euclidean distance (ΔEOK²).
    @inline(__always) func distanceSquared(_ o: OKLabPixel) -> Float {
        let dl = l - o.l, da = a - o.a, db = b - o.b
        return dl * dl + da * da + db * db
    }
}
