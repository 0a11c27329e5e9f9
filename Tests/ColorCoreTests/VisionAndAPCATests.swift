import Foundation
import Testing
@testable import ColorCore

/// Color-vision-deficiency simulation against coloraide (Fixtures/vision-vectors.json), APCA
/// against its authors' published values (Fixtures/apca-published.json), WCAG verdicts.
@Suite struct VisionAndAPCATests {
    struct VisionVectors: Decodable {
        struct Simulation: Decodable {
            var hex: String
            var severity: Double
            var linear: [String: [Double]]
        }
        struct Pair: Decodable {
            var a: String, b: String
            var wcag2: Double, deltaE2000: Double, deltaEOK: Double
            var deltaEOKSimulated: [String: Double]
        }
        var simulations: [Simulation]
        var pairs: [Pair]
        static let shared: VisionVectors = load("vision-vectors.json")
    }

    struct APCAValues: Decodable {
        struct Pair: Decodable { var text: String, background: String, lc: Double }
        var version: String
        var pairs: [Pair]
    }

    @Test func simulationsAgreeWithColoraideAtEverySeverity() throws {
        let vectors = VisionVectors.shared.simulations
        #expect(vectors.count > 200)
        for vector in vectors {
            let color = try Color(parsingHex: vector.hex)
            for deficiency in ColorVisionDeficiency.allCases {
                let want = try #require(vector.linear[deficiency.rawValue])
                let got = color.simulating(deficiency, severity: vector.severity)
                #expect(got.space == .srgbLinear)
                let error = componentError(got.components, SIMD3(want[0], want[1], want[2]))
                #expect(error < 1e-12, "\(vector.hex) \(deficiency) at \(vector.severity): got \(got.components), want \(want)")
            }
        }
    }

    @Test func severityEndsAndOutOfRangeValues() throws {
        let color = try Color(parsingHex: "#3a7bd5")
        for deficiency in ColorVisionDeficiency.allCases {
            // Severity 0 is the identity; below 0 clamps to it, above 1 to the dichromacy, NaN reads as 1.
            #expect(componentError(color.simulating(deficiency, severity: 0).components, color.components(in: .srgbLinear)) < 1e-12)
            #expect(color.simulating(deficiency, severity: -3) == color.simulating(deficiency, severity: 0))
            #expect(color.simulating(deficiency, severity: 1e308) == color.simulating(deficiency, severity: 1))
            #expect(color.simulating(deficiency, severity: .nan) == color.simulating(deficiency))
            // Interpolation between rows is linear: the midpoint of 0.3 and 0.4 is 0.35.
            let mid = color.simulating(deficiency, severity: 0.35).components
            let ends = (color.simulating(deficiency, severity: 0.3).components + color.simulating(deficiency, severity: 0.4).components) / 2
            #expect(componentError(mid, ends) < 1e-12)
            // Every published row keeps white white (each row of each matrix sums to about 1).
            for step in 0...10 {
                let white = Color.white.simulating(deficiency, severity: Double(step) / 10).components
                #expect(componentError(white, SIMD3(1, 1, 1)) < 2e-3, "\(deficiency) at \(step): \(white)")
            }
        }
        // Missing components read as 0 rather than spreading NaN.
        let missing = Color(.srgb, .nan, 0.5, 0.5)
        #expect(!missing.simulating(.protanopia).hasMissingComponents)
    }

    @Test func redAndGreenMergeForProtanopesAndDeuteranopes() throws {
        // Matplotlib's red and green: 0.34 apart in OKLab, under 0.21 for both red-green deficiencies.
        let red = try Color(parsingHex: "#d62728"), green = try Color(parsingHex: "#2ca02c")
        let normal = red.deltaEOK(green)
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
            let seen = red.simulating(deficiency).deltaEOK(green.simulating(deficiency))
            #expect(seen < normal * 0.65, "\(deficiency): \(seen) against \(normal)")
        }
    }

    @Test func apcaMatchesThePublishedValues() throws {
        let values: APCAValues = load("apca-published.json")
        #expect(values.version == APCA.version)
        #expect(values.pairs.count == 8)
        for pair in values.pairs {
            let lc = try Color(parsingHex: pair.text).apcaContrast(on: Color(parsingHex: pair.background))
            #expect(abs(lc - pair.lc) < 1e-9, Comment(rawValue: "\(pair.text) on \(pair.background): \(lc), want \(pair.lc)"))
        }
    }

    @Test func apcaEdges() throws {
        // The same color, and colors closer than the 10% clamp, give 0.
        for hex in ["#000000", "#777777", "#ffffff"] {
            let c = try Color(parsingHex: hex)
            #expect(c.apcaContrast(on: c) == 0)
        }
        #expect(try Color(parsingHex: "#fafafa").apcaContrast(on: .white) == 0)
        // Black on white and white on black are the extremes.
        let max = Color.black.apcaContrast(on: .white), min = Color.white.apcaContrast(on: .black)
        #expect(max > 105 && max < 107)
        #expect(min < -107 && min > -109)
        // Luminances outside 0…1, NaN and huge values are clamped, never NaN.
        for y in [-1.0, .nan, 1e308, -1e308, 2] {
            let lc = APCA.lightnessContrast(textLuminance: y, backgroundLuminance: 0.5)
            #expect(lc.isFinite)
        }
        // Wide-gamut colors are clipped to sRGB first.
        let p3Red = Color(.displayP3, 1, 0, 0)
        #expect(APCA.screenLuminance(p3Red) == APCA.screenLuminance(Color(.srgb, 1, 0, 0)))
    }

    @Test func wcagVerdictsAndPalettePairsAgreeWithColoraide() throws {
        for pair in VisionVectors.shared.pairs {
            let a = try Color(parsingHex: pair.a), b = try Color(parsingHex: pair.b)
            // WCAG's rounded luminance coefficients against coloraide's exact ones: 1e-3, as in FixtureVectorTests.
            #expect(abs(a.contrastRatio(with: b) - pair.wcag2) < 1e-3)
            #expect(abs(a.deltaE(b, method: .ciede2000) - pair.deltaE2000) < 1e-7)
            #expect(abs(a.deltaEOK(b) - pair.deltaEOK) < 1e-9)
            for deficiency in ColorVisionDeficiency.allCases {
                let want = try #require(pair.deltaEOKSimulated[deficiency.rawValue])
                let got = a.simulating(deficiency).deltaEOK(b.simulating(deficiency))
                #expect(abs(got - want) < 1e-9, "\(pair.a) \(pair.b) \(deficiency)")
            }
        }
        // The thresholds, at and around each.
        let cases: [(Double, String)] = [(1, "fail"), (2.99, "fail"), (3, "AA Large"), (4.49, "AA Large"), (4.5, "AA"), (6.99, "AA"), (7, "AAA"), (21, "AAA")]
        for (ratio, badge) in cases { #expect(WCAGVerdict(ratio: ratio).badge == badge, "\(ratio)") }
        let v = WCAGVerdict(ratio: 4.5)
        #expect(v.aa && v.aaLargeText && v.aaaLargeText && !v.aaa)
        #expect(!WCAGVerdict(ratio: .nan).aaLargeText)
        #expect(WCAGVerdict(.black, .white).ratio == 21)
    }
}
