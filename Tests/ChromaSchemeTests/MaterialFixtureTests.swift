import Foundation
import Testing
@testable import ChromaScheme

/// Material 3 against materialyoucolor 3.0.4 set to Google's defaults (spec 2021, rounding halves
/// up): Fixtures/material-vectors.json, made by Fixtures/make_material_fixtures.py. Every tone
/// 0…100 of every palette, every role of every variant, light and dark, at contrast −1, 0, 0.5, 1.
@Suite struct MaterialFixtureTests {
    typealias Fixture = MaterialFixture

    static let fixture = MaterialFixture.load("material-vectors")

    static func hexes(_ packed: String) -> [String] {
        let characters = Array(packed)
        return stride(from: 0, to: characters.count, by: 6).map { "#" + String(characters[$0..<$0 + 6]) }
    }

    static func seed(_ hex: String) -> HCT { HCT(ARGB(rgb: UInt32(hex.dropFirst(), radix: 16)!)) }

    @Test func fixtureCoversTheIssuesSweep() {
        let fixture = Self.fixture
        #expect(fixture.seeds.count >= 20)
        #expect(Set(fixture.variants) == Set(MaterialVariant.allCases.map(\.rawValue)))
        #expect(fixture.roles == MaterialRole.roles(in: .spec2021).map(\.rawValue))
        #expect(fixture.palettes == MaterialPaletteName.allCases.map(\.rawValue))
        #expect(fixture.contrastLevels == [-1, 0, 0.5, 1])
        // Across the hue circle and from gray to the most colorful.
        let seeds = fixture.seeds.map { Self.seed($0.seed) }
        #expect(Set(seeds.filter { $0.chroma > 20 }.map { Int($0.hue / 30) }).count >= 10)
        #expect(seeds.contains { $0.chroma < 1 } && seeds.contains { $0.chroma > 80 })
    }

    @Test func everyPaletteToneEqualsTheFixture() {
        var compared = 0, equal = 0, firstMismatches: [String] = []
        for entry in Self.fixture.seeds {
            let seed = Self.seed(entry.seed)
            for variant in MaterialVariant.allCases {
                let palettes = MaterialPalettes(seed: seed, variant: variant)
                for name in MaterialPaletteName.allCases {
                    let expected = Self.hexes(entry.variants[variant.rawValue]!.palettes[name.rawValue]!)
                    #expect(expected.count == 101)
                    for tone in 0...100 {
                        let got = palettes[name].tone(tone).hex
                        compared += 1
                        if got == expected[tone] { equal += 1 } else if firstMismatches.count < 10 {
                            firstMismatches.append("\(entry.seed) \(variant) \(name) tone \(tone): \(got), expected \(expected[tone])")
                        }
                    }
                }
            }
        }
        print("Material palettes: \(equal) of \(compared) hex values equal")
        #expect(equal == compared, "\(firstMismatches.joined(separator: "\n"))")
        #expect(compared == Self.fixture.seeds.count * 9 * 6 * 101)
    }

    @Test func everyRoleOfEveryVariantEqualsTheFixture() {
        var compared = 0, equal = 0, firstMismatches: [String] = []
        var byLevel: [Double: (Int, Int)] = [:]
        for entry in Self.fixture.seeds {
            let seed = Self.seed(entry.seed)
            for variant in MaterialVariant.allCases {
                let palettes = MaterialPalettes(seed: seed, variant: variant)
                for level in Self.fixture.contrastLevels {
                    for dark in [false, true] {
                        let packed = entry.variants[variant.rawValue]!.schemes[String(level)]![dark ? "dark" : "light"]!
                        let expected = Self.hexes(packed)
                        let scheme = MaterialScheme(seed: seed, variant: variant, isDark: dark, contrastLevel: level, palettes: palettes)
                        let colors = scheme.colors
                        #expect(colors.count == expected.count)
                        for (index, pair) in colors.enumerated() {
                            compared += 1
                            byLevel[level, default: (0, 0)].1 += 1
                            if pair.color.hex == expected[index] {
                                equal += 1
                                byLevel[level, default: (0, 0)].0 += 1
                            } else if firstMismatches.count < 10 {
                                firstMismatches.append("\(entry.seed) \(variant) \(dark ? "dark" : "light") contrast \(level) \(pair.role): \(pair.color.hex), expected \(expected[index])")
                            }
                        }
                    }
                }
            }
        }
        print("Material scheme roles: \(equal) of \(compared) hex values equal; by contrast level "
              + byLevel.keys.sorted().map { "\($0): \(byLevel[$0]!.0)/\(byLevel[$0]!.1)" }.joined(separator: ", "))
        #expect(equal == compared, "\(firstMismatches.joined(separator: "\n"))")
        #expect(compared == Self.fixture.seeds.count * 9 * 4 * 2 * MaterialRole.roles(in: .spec2021).count)
    }

    /// The values Google's own scheme tests assert (material-color-utilities, Swift tests), kept
    /// in the fixture: the reference and this implementation both meet them.
    @Test func googlesOwnExpectations() throws {
        struct Google: Decodable { let google: [[GoogleValue]] }
        enum GoogleValue: Decodable {
            case string(String), bool(Bool), number(Double)
            init(from decoder: Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let b = try? c.decode(Bool.self) { self = .bool(b) } else if let d = try? c.decode(Double.self) { self = .number(d) } else { self = .string(try c.decode(String.self)) }
            }
            var string: String { if case .string(let s) = self { return s }; return "" }
        }
        let url = try #require(Bundle.module.url(forResource: "material-vectors", withExtension: "json"))
        let rows = try JSONDecoder().decode(Google.self, from: Data(contentsOf: url)).google
        #expect(rows.count > 300)
        var equal = 0
        for row in rows {
            guard case .bool(let dark) = row[2], case .number(let level) = row[3] else { Issue.record("malformed row"); return }
            let variant = try #require(MaterialVariant(rawValue: row[0].string))
            let role = try #require(MaterialRole(rawValue: row[4].string))
            let got = MaterialScheme(seed: Self.seed(row[1].string), variant: variant, isDark: dark, contrastLevel: level).color(role)?.hex
            #expect(got == row[5].string, "\(row[0].string) \(row[1].string) \(dark) \(level) \(role)")
            if got == row[5].string { equal += 1 }
        }
        print("Google's scheme test expectations: \(equal) of \(rows.count) equal")
    }
}
