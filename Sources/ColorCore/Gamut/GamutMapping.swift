/// How a color outside a gamut is brought in.
public enum GamutMappingMethod: String, CaseIterable, Hashable, Sendable {
    /// CSS Color 4 §13.2: reduce OKLCH chroma at constant lightness and hue by binary search,
    /// until clipping the result moves it less than the just-noticeable ΔEOK of 0.02.
    case css
    /// Clamp each RGB channel to 0…1.
    case clip
}

extension Color {
    /// Whether the color lies within an RGB space's gamut, with a tolerance in channel units.
    /// Spaces without a gamut (Lab, XYZ, …) contain every color. Missing components count as 0.
    public func isInGamut(of space: ColorSpace = .srgb, tolerance: Double = 1e-7) -> Bool {
        let gamutSpace = space.gamutSpace
        guard let gamutSpace else { return true }
        let c = components(in: gamutSpace)
        return all(c .>= -tolerance) && all(c .<= 1 + tolerance)
    }

    /// The color mapped into an RGB space's gamut, expressed in that space.
    ///
    /// For ``GamutMappingMethod/css``: a lightness of 1 or more gives white, of 0 or less black,
    /// as CSS Color 4 does. Opacity is kept. A destination without a gamut returns the plain
    /// conversion. HSL, HWB and HSB map through sRGB.
    public func gamutMapped(to space: ColorSpace = .srgb, method: GamutMappingMethod = .css) -> Color {
        guard let rgbSpace = space.gamutSpace else { return converted(to: space) }
        let result: Color
        if isInGamut(of: rgbSpace) {
            result = converted(to: rgbSpace).clipped()
        } else {
            switch method {
            case .clip: result = converted(to: rgbSpace).clipped()
            case .css: result = cssGamutMapped(into: rgbSpace)
            }
        }
        return space == rgbSpace ? result : result.converted(to: space)
    }

    /// CSS Color 4's binary search on OKLCH chroma.
    private func cssGamutMapped(into rgbSpace: ColorSpace) -> Color {
        let jnd = 0.02
        let epsilon = 0.0001
        let origin = converted(to: .oklch)
        let lightness = origin.components.x
        if lightness >= 1 { return Color.white.converted(to: rgbSpace).opacity(opacity) }
        if lightness <= 0 { return Color.black.converted(to: rgbSpace).opacity(opacity) }

        var current = origin
        func clip(_ color: Color) -> Color { color.converted(to: rgbSpace).clipped() }
        var clipped = clip(current)
        if clipped.deltaEOK(current) < jnd { return clipped }

        var low = 0.0
        var high = origin.components.y
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.components.y = chroma
            if lowInGamut && current.isInGamut(of: rgbSpace) {
                low = chroma
                continue
            }
            clipped = clip(current)
            let error = clipped.deltaEOK(current)
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// The components clamped to 0…1 (for RGB spaces); missing components become 0.
    private func clipped() -> Color {
        let c = components.replacing(with: 0, where: .!(components .== components))
        return Color(space, c.clamped(lowerBound: .zero, upperBound: .one), opacity: opacity)
    }
}

extension ColorSpace {
    /// The RGB space whose cube bounds this space's gamut, or nil when it has none.
    var gamutSpace: ColorSpace? {
        switch self {
        case .hsl, .hwb, .hsb: return .srgb
        default: return isRGB ? self : nil
        }
    }
}
