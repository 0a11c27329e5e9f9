import ChromaPNG
import ColorCore
import Testing
@testable import ChromaRaster

/// Banding, measured. A band is a run of one 8-bit value wide enough to see: its error against
/// the exact color is up to half a level, the same across the whole run. Dithering replaces the
/// runs with a fine pattern whose local mean follows the exact color. The measure: the mean of
/// every 4×4 block of the 8-bit output against the exact mean (from a 16-bit render of the same
/// scene), in 8-bit levels; the largest over the image and the channels. Blocks where the exact
/// color changes by more than a level are left out: there every pixel steps anyway, and no band
/// can form.
@Suite struct BandingTests {
    /// Slow ramps, a level every 10 to 40 pixels: where banding shows.
    static let scenes: [(String, Paint)] = {
        let ramp = Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0x2c4a88)])
        return [
            ("diagonal linear", .linear(LinearGradient(gradient: ramp, startPoint: .unit(.topLeading), endPoint: .unit(.bottomTrailing)))),
            ("horizontal linear", .linear(LinearGradient(gradient: ramp, startPoint: .unit(.leading), endPoint: .unit(.trailing)))),
            ("radial", .radial(RadialGradient(gradient: ramp, center: .unit(.center), endRadius: 256))),
            ("angular", .angular(AngularGradient(gradient: Gradient(colors: [Color(rgb: 0x1e3c72), Color(rgb: 0x2c4a88), Color(rgb: 0x1e3c72)])))),
        ]
    }()

    func scene(_ paint: Paint, depth: ColorDepth = .eight, dither: Bool) -> Scene {
        Scene(width: 512, height: 512, background: .black, depth: depth, dither: dither, layers: [Layer(paint: paint)])
    }

    /// The largest error of a 4×4 block's mean, in 8-bit levels.
    func blockError(_ paint: Paint, dither: Bool) -> Double {
        let eight = Renderer().renderPixels(scene(paint, dither: dither))
        let exact = Renderer().renderPixels(scene(paint, depth: .sixteen, dither: false))
        var worst = 0.0
        for by in stride(from: 0, to: 512, by: 4) {
            for bx in stride(from: 0, to: 512, by: 4) {
                for channel in 0..<3 {
                    var sum = 0.0, reference = 0.0, low = Double.infinity, high = -Double.infinity
                    for y in by..<(by + 4) {
                        for x in bx..<(bx + 4) {
                            let i = (y * 512 + x) * 4 + channel
                            let value = Double(exact[i]) / 257
                            sum += Double(eight[i])
                            reference += value
                            low = min(low, value)
                            high = max(high, value)
                        }
                    }
                    if high - low <= 1 { worst = max(worst, abs(sum - reference) / 16) }
                }
            }
        }
        return worst
    }

    @Test(arguments: scenes.map(\.0))
    func theDefaultOutputHasNoBands(name: String) {
        let paint = Self.scenes.first { $0.0 == name }!.1
        let plain = blockError(paint, dither: false)
        let dithered = blockError(paint, dither: true)
        // Without dithering the measure sees the bands: close to half a level.
        #expect(plain > 0.4, "\(name): \(plain)")
        // Dithered, every block's mean is within a quarter level (what 10-bit output would give).
        #expect(dithered <= 0.25, "\(name): \(dithered)")
    }

    @Test func ditheredRunsAlongTheGradientAreShort() {
        // A horizontal ramp whose red channel climbs 14 levels over 512 pixels: bands about 37
        // pixels wide. A run is a stretch of columns where two neighbouring rows (the dither's
        // period) all hold one red value.
        let paint = Self.scenes.first { $0.0 == "horizontal linear" }!.1
        func longestRun(_ pixels: [UInt16], rows y: Int) -> Int {
            func red(_ x: Int, _ y: Int) -> UInt16 { pixels[(y * 512 + x) * 4] }
            func uniform(_ x: Int) -> Bool { red(x, y) == red(x, y + 1) }
            var longest = 0, run = 0
            for x in 0..<512 {
                run = uniform(x) && (run == 0 || red(x, y) == red(x - 1, y)) ? run + 1 : (uniform(x) ? 1 : 0)
                longest = max(longest, run)
            }
            return longest
        }
        let plain = Renderer().renderPixels(scene(paint, dither: false))
        let dithered = Renderer().renderPixels(scene(paint, dither: true))
        let plainRun = stride(from: 0, to: 8, by: 2).map { longestRun(plain, rows: $0) }.max()!
        let ditheredRun = stride(from: 0, to: 8, by: 2).map { longestRun(dithered, rows: $0) }.max()!
        #expect(plainRun >= 30, "\(plainRun)")
        // One value holds only where the color is within 1/8 level of a level: a quarter band.
        #expect(ditheredRun * 3 <= plainRun, "dithered \(ditheredRun), plain \(plainRun)")
    }
}
