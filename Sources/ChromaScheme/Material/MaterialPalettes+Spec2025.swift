/// The 2025 spec's palettes (phone platform): hues rotated by the seed's hue region, chromas
/// by variant, some by light or dark, and an error palette whose hue follows the seed.
extension MaterialPalettes {
    static func spec2025(seed: HCT, variant: MaterialVariant, isDark: Bool) -> MaterialPalettes {
        let hue = seed.hue
        func palette(_ hue: Double, _ chroma: Double) -> TonalPalette { TonalPalette(hue: hue, chroma: chroma) }
        func rotated(_ breakpoints: [Double], _ rotations: [Double]) -> Double { rotatedHue(seed, breakpoints, rotations) }
        let errorHue = piecewise(seed, [0, 3, 13, 23, 33, 43, 153, 273, 360], [12, 22, 32, 12, 22, 32, 22, 12]) ?? hue
        let isBlue = HCT.isBlue(hue)
        switch variant {
        case .neutral:
            return MaterialPalettes(
                primary: palette(hue, isBlue ? 12 : 8),
                secondary: palette(hue, isBlue ? 6 : 4),
                tertiary: palette(rotated([0, 38, 105, 161, 204, 278, 333, 360], [-32, 26, 10, -39, 24, -15, -32]), 20),
                neutral: palette(hue, 1.4),
                neutralVariant: palette(hue, 1.4 * 2.2),
                error: palette(errorHue, 50))
        case .tonalSpot:
            return MaterialPalettes(
                primary: palette(hue, isDark ? 26 : 32),
                secondary: palette(hue, 16),
                tertiary: palette(rotated([0, 20, 71, 161, 333, 360], [-40, 48, -32, 40, -32]), 28),
                neutral: palette(hue, 5),
                neutralVariant: palette(hue, 5 * 1.7),
                error: palette(errorHue, 60))
        case .expressive:
            let neutralHue = rotated([0, 71, 124, 253, 278, 300, 360], [10, 0, 10, 0, 10, 0])
            let neutralChroma: Double = isDark ? (HCT.isYellow(neutralHue) ? 6 : 14) : 18
            return MaterialPalettes(
                primary: palette(hue, isDark ? 36 : 48),
                secondary: palette(rotated([0, 105, 140, 204, 253, 278, 300, 333, 360], [-160, 155, -100, 96, -96, -156, -165, -160]),
                                   isDark ? 16 : 24),
                tertiary: palette(rotated([0, 105, 140, 204, 253, 278, 300, 333, 360], [-165, 160, -105, 101, -101, -160, -170, -165]), 48),
                neutral: palette(neutralHue, neutralChroma),
                neutralVariant: palette(neutralHue, neutralChroma * (HCT.isYellow(neutralHue) ? 1.6 : 2.3)),
                error: palette(errorHue, 64))
        case .vibrant:
            let neutralHue = rotated([0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
            return MaterialPalettes(
                primary: palette(hue, 74),
                secondary: palette(rotated([0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14]), 56),
                tertiary: palette(rotated([0, 38, 71, 105, 140, 161, 253, 333, 360], [-72, 35, 24, -24, 62, 50, 62, -72]), 56),
                neutral: palette(neutralHue, 28),
                neutralVariant: palette(neutralHue, 28 * 1.29),
                error: palette(errorHue, 80))
        case .content, .fidelity, .monochrome, .rainbow, .fruitSalad:
            preconditionFailure("the 2025 spec does not define \(variant.rawValue); MaterialSpec.effective(for:) falls back to 2021")
        }
    }
}
