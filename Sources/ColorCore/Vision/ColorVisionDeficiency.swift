/// A color vision deficiency, simulated with the model of Machado, Oliveira and Fernandes (2009).
///
/// The simulation multiplies linear-sRGB components by the paper's matrix for the severity
/// (`MachadoMatrices`). The paper publishes matrices for severities 0.0, 0.1 … 1.0; a severity
/// between two of them blends the two simulated colors linearly (the same as blending the two
/// matrices), as coloraide does. Severity 1.0 is the dichromacy (protanopia, deuteranopia,
/// tritanopia); lower severities are the anomalous trichromacies (protanomaly, deuteranomaly,
/// tritanomaly). The authors warn that the tritan model is an approximation.
public enum ColorVisionDeficiency: String, CaseIterable, Hashable, Sendable {
    /// Missing or anomalous L (long-wavelength, "red") cones.
    case protanopia
    /// Missing or anomalous M (medium-wavelength, "green") cones.
    case deuteranopia
    /// Missing or anomalous S (short-wavelength, "blue") cones.
    case tritanopia

    /// The simulation matrix for a severity in 0 … 1 (clamped; NaN reads as 1), applied to
    /// linear sRGB, interpolated linearly between the two published rows around it.
    public func matrix(severity: Double = 1) -> Matrix3 {
        let table: [Matrix3]
        switch self {
        case .protanopia: table = MachadoMatrices.protanomaly
        case .deuteranopia: table = MachadoMatrices.deuteranomaly
        case .tritanopia: table = MachadoMatrices.tritanomaly
        }
        let scaled = (severity.isNaN ? 1 : min(max(severity, 0), 1)) * 10
        let lower = min(Int(scaled.rounded(.down)), 9)
        let weight = scaled - Double(lower)
        let a = table[lower], b = table[lower + 1]
        func mix(_ x: SIMD3<Double>, _ y: SIMD3<Double>) -> SIMD3<Double> { x + (y - x) * weight }
        return Matrix3(mix(a.rows.0, b.rows.0), mix(a.rows.1, b.rows.1), mix(a.rows.2, b.rows.2))
    }

    /// Linear-sRGB components as this deficiency sees them, at a severity in 0 … 1. The result
    /// is not clipped: a simulated color may lie slightly outside sRGB.
    public func simulate(linearSRGB components: SIMD3<Double>, severity: Double = 1) -> SIMD3<Double> {
        matrix(severity: severity) * components
    }
}

extension Color {
    /// How this color looks with a color vision deficiency (Machado et al. 2009), at a severity
    /// in 0 … 1 (1, the default, is the dichromacy). The result is in linear sRGB, unclipped,
    /// with the same opacity; missing components read as 0.
    public func simulating(_ deficiency: ColorVisionDeficiency, severity: Double = 1) -> Color {
        let linear = components(in: .srgbLinear)
        let clean = SIMD3(linear.x.isNaN ? 0 : linear.x, linear.y.isNaN ? 0 : linear.y, linear.z.isNaN ? 0 : linear.z)
        return Color(.srgbLinear, deficiency.simulate(linearSRGB: clean, severity: severity), opacity: opacity)
    }
}
