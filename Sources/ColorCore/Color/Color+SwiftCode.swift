/// A color as the SwiftUI expression that makes it: what `chroma convert --swift` prints and
/// what palettes converted to `.swift` hold.
extension Color {
    /// The Swift expression for the color, which compiles against SwiftUI and against Chroma:
    ///
    /// - one of SwiftUI's named colors: `Color.blue`;
    /// - a color inside sRGB: `Color(red: 1, green: 0.533333, blue: 0)` (with `opacity:` when not 1);
    /// - outside sRGB but inside Display P3: `Color(.displayP3, red: …, green: …, blue: …)`;
    /// - beyond Display P3: `Color(.sRGB, red: …)` with extended components (outside 0…1);
    /// - an adaptive color: `Color(light: …, dark: …)` (and the two increased-contrast values
    ///   when they differ) — Chroma's initialiser; SwiftUI has none of its own, so an app defines
    ///   it or uses an asset catalog (`chroma palette convert brand.gpl Brand.xcassets`).
    ///
    /// Components carry up to `decimals` fraction digits (6 by default, which 8-bit colors read
    /// back exactly). A missing component reads as 0.
    public func swiftUICode(decimals: Int = 6) -> String {
        if let appearances {
            if let name = appearances.name { return "Color." + name }
            let light = appearances.light.swiftUICode(decimals: decimals), dark = appearances.dark.swiftUICode(decimals: decimals)
            if appearances.lightIncreased == appearances.light && appearances.darkIncreased == appearances.dark {
                return "Color(light: \(light), dark: \(dark))"
            }
            return "Color(light: \(light), dark: \(dark), lightIncreasedContrast: \(appearances.lightIncreased.swiftUICode(decimals: decimals)), "
                + "darkIncreasedContrast: \(appearances.darkIncreased.swiftUICode(decimals: decimals)))"
        }
        func n(_ v: Double) -> String { DecimalFormat.string(v.isNaN ? 0 : v, maxFractionDigits: decimals) }
        func inUnit(_ c: SIMD3<Double>) -> Bool {
            [c.x, c.y, c.z].allSatisfy { $0.isNaN || (-1e-9...1 + 1e-9).contains($0) }
        }
        let alpha = resolvedOpacity == 1 ? "" : ", opacity: \(n(resolvedOpacity))"
        let srgb = components(in: .srgb)
        if inUnit(srgb) {
            return "Color(red: \(n(srgb.x)), green: \(n(srgb.y)), blue: \(n(srgb.z))\(alpha))"
        }
        let p3 = components(in: .displayP3)
        if inUnit(p3) {
            return "Color(.displayP3, red: \(n(p3.x)), green: \(n(p3.y)), blue: \(n(p3.z))\(alpha))"
        }
        return "Color(.sRGB, red: \(n(srgb.x)), green: \(n(srgb.y)), blue: \(n(srgb.z))\(alpha))"
    }
}
