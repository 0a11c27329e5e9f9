/// The ordered dither applied when 8-bit output is quantised: an 8×8 Bayer matrix of offsets in
/// (−0.5, 0.5) levels, indexed by absolute pixel position, so the result never depends on
/// threads or bands. Adding less than half a level never moves a value already on a level.
enum Dither {
    static let bayer8: [Float] = {
        let order: [Float] = [0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
                              12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
                              3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
                              15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21]
        return order.map { ($0 + 0.5) / 64 - 0.5 }
    }()
}
