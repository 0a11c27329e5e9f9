import Foundation

/// A Material fixture as the fixture scripts write it (material-vectors.json for the 2021 spec,
/// material-2025-vectors.json for 2025): per seed and variant, the palettes as strings of 101
/// hex tones, the dark palettes that differ (2025), and the roles of every scheme.
struct MaterialFixture: Decodable {
    struct Seed: Decodable {
        struct Variant: Decodable {
            let palettes: [String: String]
            /// The palettes of the dark scheme that differ from the light one (2025 only).
            let darkPalettes: [String: String]?
            let schemes: [String: [String: String]]
        }
        let seed: String
        let variants: [String: Variant]
    }
    let palettes: [String]
    let contrastLevels: [Double]
    let roles: [String]
    let variants: [String]
    let seeds: [Seed]

    /// The fixture named `name` (without `.json`) in the test bundle.
    static func load(_ name: String) -> MaterialFixture {
        let url = Bundle.module.url(forResource: name, withExtension: "json")!
        return try! JSONDecoder().decode(MaterialFixture.self, from: Data(contentsOf: url))
    }
}
