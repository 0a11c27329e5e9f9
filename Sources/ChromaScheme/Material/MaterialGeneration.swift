import ColorCore

/// Material 3 from a seed, as ``GeneratedPalette``: the six tonal palettes at chosen tones and the
/// light and dark schemes of one variant, color spec and contrast level.
public enum MaterialGeneration {
    /// The tones written by default: Material's standard set.
    public static let defaultTones = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100]

    /// The suffix of a dark scheme's palette where it differs from the light one (2025 spec:
    /// tonal spot's primary, expressive's primary, secondary and neutrals), e.g. `primaryDark`.
    public static let darkPaletteSuffix = "Dark"

    /// - Parameters:
    ///   - seed: the seed color (mapped into sRGB and rounded to 8 bits first, as Material takes it).
    ///   - variant: the scheme variant.
    ///   - spec: the color spec; 2025 applies to the variants it defines, the others keep 2021.
    ///   - contrastLevel: −1 … 1, finite.
    ///   - tones: the palette tones to list, each 0 … 100.
    ///   - keyColors: whether the schemes list the six palette key colors too.
    /// - Returns: the light scheme's six palettes, then (2025) each dark palette that differs,
    ///   named with ``darkPaletteSuffix``; the light and dark schemes' roles (2025 adds the four
    ///   Dim roles).
    public static func generate(seed: Color, variant: MaterialVariant = .tonalSpot, spec: MaterialSpec = .spec2021,
                                contrastLevel: Double = 0, tones: [Int] = defaultTones, keyColors: Bool = false) throws -> GeneratedPalette {
        guard contrastLevel.isFinite, MaterialScheme.validContrastLevels.contains(contrastLevel) else {
            throw ScaleError("invalid contrast level \(contrastLevel); expected a number from -1 to 1")
        }
        guard !tones.isEmpty, tones.count <= 101 else { throw ScaleError("\(tones.count) tones; expected 1 to 101") }
        for tone in tones where !(0...100).contains(tone) {
            throw ScaleError("invalid tone \(tone); expected a whole number from 0 to 100")
        }
        let seedHCT = HCT(seed)
        let lightPalettes = MaterialPalettes(seed: seedHCT, variant: variant, spec: spec, isDark: false)
        let darkPalettes = MaterialPalettes(seed: seedHCT, variant: variant, spec: spec, isDark: true)
        func ramp(_ name: String, _ palette: TonalPalette) -> GeneratedPalette.Ramp {
            GeneratedPalette.Ramp(name: name, steps: tones.map { (String($0), palette.tone($0).color) })
        }
        var ramps = MaterialPaletteName.allCases.map { ramp($0.rawValue, lightPalettes[$0]) }
        for name in MaterialPaletteName.allCases where !lightPalettes[name].isSame(as: darkPalettes[name]) {
            ramps.append(ramp(name.rawValue + darkPaletteSuffix, darkPalettes[name]))
        }
        func scheme(dark: Bool) -> GeneratedPalette.Scheme {
            let scheme = MaterialScheme(seed: seedHCT, variant: variant, spec: spec, isDark: dark, contrastLevel: contrastLevel,
                                        palettes: dark ? darkPalettes : lightPalettes)
            return GeneratedPalette.Scheme(roles: scheme.colors.filter { keyColors || !$0.role.isKeyColor }.map { ($0.role.rawValue, $0.color.color) })
        }
        return GeneratedPalette(palettes: ramps, light: scheme(dark: false), dark: scheme(dark: true))
    }
}

extension ARGB {
    /// The color as a ColorCore sRGB color.
    public var color: Color { Color(rgb: rgb) }
}

extension TonalPalette {
    /// Whether two palettes have the same hue and chroma (and so the same tones).
    func isSame(as other: TonalPalette) -> Bool { hue == other.hue && chroma == other.chroma }
}
