/// The versions of Material's color spec: how a seed becomes palettes and how roles pick their
/// tones. Google's material-color-utilities defaults to 2021, and so does Chroma.
public enum MaterialSpec: String, CaseIterable, Hashable, Sendable {
    /// The spec of Material 3 as launched: fixed palette chromas, roles at fixed tones.
    case spec2021 = "2021"
    /// Material 3 Expressive: palettes by hue region and light or dark, roles at the tone of the
    /// most chroma, surfaces at raised chroma, new Dim roles. Defined for tonal spot, neutral,
    /// vibrant and expressive; the other variants keep the 2021 spec.
    case spec2025 = "2025"

    /// The year, as the command line and documents spell it.
    public var name: String { rawValue }

    /// The names accepted on the command line, for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The spec a scheme of a variant follows when this one is asked for: the 2025 spec falls
    /// back to 2021 for the variants it does not define (as Google's DynamicScheme does).
    public func effective(for variant: MaterialVariant) -> MaterialSpec {
        self == .spec2025 && variant.isDefinedBySpec2025 ? .spec2025 : .spec2021
    }
}

extension MaterialVariant {
    /// Whether the 2025 spec defines the variant (tonal spot, neutral, vibrant, expressive).
    public var isDefinedBySpec2025: Bool {
        switch self {
        case .tonalSpot, .neutral, .vibrant, .expressive: return true
        case .content, .fidelity, .monochrome, .rainbow, .fruitSalad: return false
        }
    }
}
