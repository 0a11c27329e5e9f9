/// The ordered dither applied when 8-bit output is quantised: a 2×2 Bayer matrix of offsets in
/// (−0.5, 0.5) levels, indexed by absolute pixel position, so the result never depends on
/// threads or bands. Adding less than half a level never moves a value already on a level.
///
/// Four thresholds give the local mean of every 2×2 block a precision of a quarter level (as
/// 10-bit output would), which removes visible banding: the mean over any 4×4 pixels stays
/// within 1/8 level of the exact value, against 1/2 without dithering (`BandingTests`). A
/// larger matrix adds nothing visible and costs the PNG dearly: its pattern repeats only every
/// 4 or 8 rows, beyond deflate's 32 KiB window on wide images, so a 4096² diagonal ramp grows
/// from about 0.4 MB to 4.4 MB with an 8×8 matrix and to 0.4 MB with this one (docs/PNG.md).
enum Dither {
    /// Offsets for row (y mod 2) × 2 + (x mod 2).
    static let bayer2: [Float] = [0, 2, 3, 1].map { ($0 + 0.5) / 4 - 0.5 }
}
