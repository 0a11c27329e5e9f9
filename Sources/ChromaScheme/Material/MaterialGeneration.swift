import ColorCore

/// Material 3 from a seed, as ``GeneratedPalette``: the six tonal palettes at chosen tones and the
/// light and dark schemes of one variant and contrast level.
public enum MaterialGeneration {
    /// The tones written by default: Material's standard set.
    public static let defaultTones = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100]

    /// - Parameters:
    ///   - seed: the seed color (mapped into sRGB and rounded to 8 bits first, as Material takes it).
    ///   - variant: the scheme variant.
    ///   - contrastLevel: −1 … 1, finite.
    ///   - tones: the palette tones to list, each 0 … 100.
    ///   - keyColors: whether the schemes list the six palette key colors too.
    public static func generate(seed: Color, variant: MaterialVariant = .tonalSpot, contrastLevel: Double = 0,
                                tones: [Int] = defaultTones, keyColors: Bool = false) throws -> GeneratedPalette {
        guard contrastLevel.isFinite, MaterialScheme.validContrastLevels.contains(contrastLevel) else {
            throw ScaleError("invalid contrast level \(contrastLevel); expected a number from -1 to 1")
        }
        guard !tones.isEmpty, tones.count <= 101 else { throw ScaleError("\(tones.count) tones; expected 1 to 101") }
        for tone in tones where !(0...100).contains(tone) {
            throw ScaleError("invalid tone \(tone); expected a whole number from 0 to 100")
        }
        let seedHCT = HCT(seed)
        let palettes = MaterialPalettes(seed: seedHCT, variant: variant)
        let ramps = MaterialPaletteName.allCases.map { name in
            GeneratedPalette.Ramp(name: name.rawValue, steps: tones.map { (String($0), palettes[name].tone($0).color) })
        }
        func scheme(dark: Bool) -> GeneratedPalette.Scheme {
            let scheme = MaterialScheme(seed: seedHCT, variant: variant, isDark: dark, contrastLevel: contrastLevel, palettes: palettes)
            return GeneratedPalette.Scheme(roles: scheme.colors.filter { keyColors || !$0.role.isKeyColor }.map { ($0.role.rawValue, $0.color.color) })
        }
        return GeneratedPalette(palettes: ramps, light: scheme(dark: false), dark: scheme(dark: true))
    }
}

extension ARGB {
    /// The color as a ColorCore sRGB color.
    public var color: Color { Color(rgb: rgb) }
}
