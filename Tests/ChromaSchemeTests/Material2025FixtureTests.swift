import Foundation
import Testing
import ColorCore
@testable import ChromaScheme

/// Material's 2025 color spec against materialyoucolor 3.0.4 set to Google's behavior (spec 2025,
/// phone, rounding halves up, Google's getHct): Fixtures/material-2025-vectors.json, made by
/// Fixtures/make_material_2025_fixtures.py. Every tone 0…100 of every palette (light, and dark
/// where it differs), every role of the four variants the spec defines, light and dark, at
/// contrast −1, 0, 0.5, 1.
@Suite struct Material2025FixtureTests {
    typealias Fixture = MaterialFixture

    static let fixture = MaterialFixture.load("material-2025-vectors")

    static let variants: [MaterialVariant] = MaterialVariant.allCases.filter(\.isDefinedBySpec2025)

    @Test func fixtureCoversTheIssuesSweep() {
        let fixture = Self.fixture
        #expect(fixture.seeds.count >= 20)
        #expect(fixture.variants == Self.variants.map(\.rawValue))
        #expect(fixture.roles == MaterialRole.roles(in: .spec2025).map(\.rawValue))
        #expect(fixture.palettes == MaterialPaletteName.allCases.map(\.rawValue))
        #expect(fixture.contrastLevels == [-1, 0, 0.5, 1])
        let seeds = fixture.seeds.map { MaterialFixtureTests.seed($0.seed) }
        #expect(Set(seeds.filter { $0.chroma > 20 }.map { Int($0.hue / 30) }).count >= 10)
        #expect(seeds.contains { $0.chroma < 1 } && seeds.contains { $0.chroma > 80 })
        // The spec's dark palettes differ somewhere (tonal spot's primary, expressive's).
        #expect(fixture.seeds.allSatisfy { $0.variants["tonalSpot"]!.darkPalettes?["primary"] != nil })
    }

    @Test func everyPaletteToneEqualsTheFixture() {
        var compared = 0, equal = 0, firstMismatches: [String] = []
        for entry in Self.fixture.seeds {
            let seed = MaterialFixtureTests.seed(entry.seed)
            for variant in Self.variants {
                let expectedVariant = entry.variants[variant.rawValue]!
                for dark in [false, true] {
                    let palettes = MaterialPalettes(seed: seed, variant: variant, spec: .spec2025, isDark: dark)
                    for name in MaterialPaletteName.allCases {
                        let packed = (dark ? expectedVariant.darkPalettes?[name.rawValue] : nil) ?? expectedVariant.palettes[name.rawValue]!
                        let expected = MaterialFixtureTests.hexes(packed)
                        #expect(expected.count == 101)
                        for tone in 0...100 {
                            let got = palettes[name].tone(tone).hex
                            compared += 1
                            if got == expected[tone] { equal += 1 } else if firstMismatches.count < 10 {
                                firstMismatches.append("\(entry.seed) \(variant) \(dark ? "dark" : "light") \(name) tone \(tone): \(got), expected \(expected[tone])")
                            }
                        }
                    }
                }
            }
        }
        print("Material 2025 palettes: \(equal) of \(compared) hex values equal")
        #expect(equal == compared, "\(firstMismatches.joined(separator: "\n"))")
        #expect(compared == Self.fixture.seeds.count * Self.variants.count * 2 * 6 * 101)
    }

    @Test func everyRoleOfEveryVariantEqualsTheFixture() {
        var compared = 0, equal = 0, firstMismatches: [String] = []
        var byVariant: [MaterialVariant: (Int, Int)] = [:]
        for entry in Self.fixture.seeds {
            let seed = MaterialFixtureTests.seed(entry.seed)
            for variant in Self.variants {
                for dark in [false, true] {
                    let palettes = MaterialPalettes(seed: seed, variant: variant, spec: .spec2025, isDark: dark)
                    for level in Self.fixture.contrastLevels {
                        let packed = entry.variants[variant.rawValue]!.schemes[String(level)]![dark ? "dark" : "light"]!
                        let expected = MaterialFixtureTests.hexes(packed)
                        let scheme = MaterialScheme(seed: seed, variant: variant, spec: .spec2025, isDark: dark,
                                                    contrastLevel: level, palettes: palettes)
                        let colors = scheme.colors
                        #expect(colors.count == expected.count)
                        for (index, pair) in colors.enumerated() where index < expected.count {
                            compared += 1
                            byVariant[variant, default: (0, 0)].1 += 1
                            if pair.color.hex == expected[index] {
                                equal += 1
                                byVariant[variant, default: (0, 0)].0 += 1
                            } else if firstMismatches.count < 12 {
                                firstMismatches.append("\(entry.seed) \(variant) \(dark ? "dark" : "light") contrast \(level) \(pair.role): \(pair.color.hex), expected \(expected[index])")
                            }
                        }
                    }
                }
            }
        }
        print("Material 2025 scheme roles: \(equal) of \(compared) hex values equal; by variant "
              + Self.variants.map { "\($0.rawValue): \(byVariant[$0]!.0)/\(byVariant[$0]!.1)" }.joined(separator: ", "))
        #expect(equal == compared, "\(firstMismatches.joined(separator: "\n"))")
        #expect(compared == Self.fixture.seeds.count * Self.variants.count * 4 * 2 * MaterialRole.roles(in: .spec2025).count)
    }

    /// The variants the 2025 spec does not define keep the 2021 spec whole: palettes, roles, and
    /// no Dim roles.
    @Test func otherVariantsFallBackTo2021() {
        for hex in ["#6750a4", "#ff8000", "#00ffff", "#808080"] {
            let seed = MaterialFixtureTests.seed(hex)
            for variant in MaterialVariant.allCases where !variant.isDefinedBySpec2025 {
                for dark in [false, true] {
                    let asked = MaterialScheme(seed: seed, variant: variant, spec: .spec2025, isDark: dark, contrastLevel: 0.5)
                    let old = MaterialScheme(seed: seed, variant: variant, spec: .spec2021, isDark: dark, contrastLevel: 0.5)
                    #expect(asked.spec == .spec2021)
                    #expect(asked.colors.map(\.color.hex) == old.colors.map(\.color.hex), "\(hex) \(variant)")
                    #expect(asked.colors.count == MaterialRole.roles(in: .spec2021).count)
                    #expect(asked.color(.primaryDim) == nil)
                }
            }
        }
    }

    /// The 2025 spec changes what it defines: its schemes differ from 2021's and carry the Dim
    /// roles; its dark and light palettes can differ.
    @Test func spec2025DiffersFrom2021AndAddsDimRoles() throws {
        let seed = MaterialFixtureTests.seed("#6750a4")
        for variant in Self.variants {
            let new = MaterialScheme(seed: seed, variant: variant, spec: .spec2025, isDark: false)
            let old = MaterialScheme(seed: seed, variant: variant, spec: .spec2021, isDark: false)
            #expect(new.spec == .spec2025)
            #expect(new.color(.primary) != old.color(.primary), "\(variant)")
            for role in [MaterialRole.primaryDim, .secondaryDim, .tertiaryDim, .errorDim] {
                #expect(new.color(role) != nil)
                #expect(old.color(role) == nil)
            }
        }
        let generated = try MaterialGeneration.generate(seed: .init(rgb: 0x6750a4), variant: .tonalSpot, spec: .spec2025)
        #expect(generated.palettes.map(\.name) == MaterialPaletteName.allCases.map(\.rawValue) + ["primaryDark"])
        #expect(generated.light?.roles.count == MaterialRole.roles(in: .spec2025).filter { !$0.isKeyColor }.count)
        let old = try MaterialGeneration.generate(seed: .init(rgb: 0x6750a4), variant: .tonalSpot)
        #expect(old.palettes.map(\.name) == MaterialPaletteName.allCases.map(\.rawValue))
        #expect(!old.light!.roles.contains { $0.role.hasSuffix("Dim") && !$0.role.hasPrefix("surface") && !$0.role.contains("Fixed") })
    }

    /// Hostile contrast levels clamp in 2025 as in 2021.
    @Test func hostileContrastLevelsClamp() {
        let seed = MaterialFixtureTests.seed("#b33b15")
        func colors(_ level: Double) -> [String] {
            MaterialScheme(seed: seed, variant: .vibrant, spec: .spec2025, isDark: true, contrastLevel: level).colors.map(\.color.hex)
        }
        #expect(colors(.nan) == colors(0))
        #expect(colors(1e308) == colors(1))
        #expect(colors(-.infinity) == colors(-1))
    }
}
