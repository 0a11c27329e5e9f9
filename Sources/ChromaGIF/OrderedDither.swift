/// The GIF's ordered dither: a 4×4 Bayer matrix indexed by the pixel's position on the canvas
/// (never by its place in a frame's rectangle), so patterns line up from frame to frame and the
/// output never depends on threads. Sixteen thresholds mix two palette colors in steps of 1/16.
enum OrderedDither {
    /// Thresholds 0…15, row (y mod 4) × 4 + (x mod 4).
    static let bayer4: [UInt8] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The levels of a mix: a fraction of the second color is kept in 1/16 steps.
    static let levels = 16

    /// The threshold at a canvas position, 0…15.
    @inline(__always) static func threshold(x: Int, y: Int) -> Int { Int(bayer4[(y & 3) << 2 | (x & 3)]) }

    /// Whether a pixel of 8-bit alpha `alpha` shows (GIF has one bit of transparency): the
    /// alpha is dithered like the colors, so 255 always shows, 0 never, and 128 shows on half
    /// of the positions.
    @inline(__always) static func shows(alpha: UInt8, threshold: Int) -> Bool {
        Int(alpha) * 32 > (2 * threshold + 1) * 255
    }
}
