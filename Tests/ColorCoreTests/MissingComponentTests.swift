import Testing
@testable import ColorCore

/// `none` in every position, against coloraide (Fixtures/coloraide-vectors.json, `missing` and
/// `missingMixes`): kept as missing when parsed, read as 0 once used (CSS Color 4 §4.4), alpha
/// included, and filled from the other color when mixed.
@Suite struct MissingComponentTests {
    let vectors = ColoraideVectors.shared

    @Test func parsedNoneStaysMissingAndResolvesToZeroWhenUsed() throws {
        #expect(vectors.missing.count >= 20)
        for vector in vectors.missing {
            let color = try Color(parsing: vector.css)
            let space = try #require(ColorSpace(rawValue: vector.space))
            #expect(color.space == space, "\(vector.css)")
            // Parsed: `none` is NaN exactly where coloraide has null.
            #expect(componentError(color.components, vector.components.simd3, hueIndex: space.hueIndex) < 1e-9,
                    "\(vector.css): parsed \(color.components), want \(vector.components)")
            #expect(color.opacity.isNaN == (vector.alpha == nil), "\(vector.css): opacity \(color.opacity)")
            if let alpha = vector.alpha { #expect(abs(color.opacity - alpha) < 1e-12) }
            // Used: every missing value is 0, alpha too.
            #expect(color.resolvedOpacity == vector.usedAlpha, "\(vector.css): used alpha \(color.resolvedOpacity), want \(vector.usedAlpha)")
            let srgb = color.components(in: .srgb)
            #expect(componentError(srgb, SIMD3(vector.srgb[0], vector.srgb[1], vector.srgb[2])) < 1e-7,
                    "\(vector.css) in sRGB: \(srgb), want \(vector.srgb)")
        }
    }

    @Test func noneAlphaIsTransparentWhenDrawn() throws {
        let red = try Color(parsing: "rgb(255 0 0 / none)")
        #expect(red.resolvedOpacity == 0)
        #expect(red.rgba8.a == 0)
        #expect(try Color(parsing: "rgb(255 0 0 / 0.5)").resolvedOpacity == 0.5)
        #expect(try Color(parsing: "rgb(255 0 0)").resolvedOpacity == 1)
    }

    @Test func mixesFillMissingComponentsFromTheOtherColor() throws {
        #expect(vectors.missingMixes.count >= 10)
        for vector in vectors.missingMixes {
            let space = try #require(ColorSpace(rawValue: vector.space))
            let a = try Color(parsing: vector.a), b = try Color(parsing: vector.b)
            let mixed = a.mix(with: b, by: vector.t, in: space)
            #expect(componentError(mixed.components, vector.expected.simd3, hueIndex: space.hueIndex) < 1e-7,
                    "\(vector.a) + \(vector.b) in \(space) at \(vector.t): \(mixed.components), want \(vector.expected)")
            let alpha = vector.expected[3]
            #expect(mixed.opacity.isNaN == (alpha == nil), "\(vector.a) + \(vector.b): opacity \(mixed.opacity)")
            if let alpha { #expect(abs(mixed.opacity - alpha) < 1e-12) }
            #expect(abs(mixed.resolvedOpacity - vector.usedAlpha) < 1e-12)
        }
    }
}
