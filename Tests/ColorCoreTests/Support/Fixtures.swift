import Foundation
@testable import ColorCore

/// The committed reference vectors (see Fixtures/make_fixtures.py) decoded for the tests.
struct ColoraideVectors: Decodable {
    struct Conversion: Decodable {
        var space: String
        var components: [Double?]
        var expected: [String: [Double?]]
    }
    struct Mix: Decodable {
        var a: [Double?]
        var b: [Double?]
        var t: Double
        var space: String
        var hue: String
        var expected: [Double?]
    }
    struct Gamut: Decodable {
        var oklch: [Double?]
        var css: [Double?]
        var clip: [Double?]
        var inGamut: Bool
    }
    struct Difference: Decodable {
        var a: [Double?]
        var b: [Double?]
        var de76: Double
        var de2000: Double
        var ok: Double
        var contrast: Double
        var luminanceA: Double

        enum CodingKeys: String, CodingKey {
            case a, b, ok, contrast, luminanceA
            case de76 = "76"
            case de2000 = "2000"
        }
    }

    /// A CSS string with `none` somewhere: as parsed, and as used (missing read as 0).
    struct Missing: Decodable {
        var css: String
        var space: String
        var components: [Double?]
        var alpha: Double?
        var used: [Double]
        var usedAlpha: Double
        var srgb: [Double]
    }
    /// A mix of colors with `none` components.
    struct MissingMix: Decodable {
        var a: String
        var b: String
        var space: String
        var t: Double
        var expected: [Double?]
        var usedAlpha: Double
    }

    var generator: String
    var conversions: [Conversion]
    var mixes: [Mix]
    var gamut: [Gamut]
    var differences: [Difference]
    var missing: [Missing]
    var missingMixes: [MissingMix]

    static let shared: ColoraideVectors = load("coloraide-vectors.json")
}

struct SharmaTable: Decodable {
    var source: String
    var pairs: [[Double]]

    static let shared: SharmaTable = load("sharma-2005.json")
}

func load<T: Decodable>(_ name: String) -> T {
    let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
    do {
        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
    } catch {
        fatalError("cannot read fixture \(name): \(error)")
    }
}

extension Array where Element == Double? {
    /// The values as a SIMD vector, null read as NaN.
    var simd3: SIMD3<Double> { SIMD3(self[0] ?? .nan, self[1] ?? .nan, self[2] ?? .nan) }
}
