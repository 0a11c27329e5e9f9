/// A scheme of matching colors, as hsb-palettes-and-charts.txt builds them from one hue.
public enum HarmonyScheme: String, CaseIterable, Hashable, Sendable {
    /// The same hue at saturation (or OKLCH chroma) × 1, 0.8, 0.6 and 0.4.
    case monochromatic
    /// The hue and its neighbours 4% of a turn (14.4°) either side: h, h + 14.4°, h − 14.4°.
    case analogous
    /// The hue and its opposite: h, h + 180°.
    case complementary
    /// The hue and the two neighbours of its opposite: h, h + 150°, h + 210°.
    case splitComplementary = "split-complementary"
    /// Three hues a third of a turn apart: h, h + 120°, h + 240°.
    case triadic
    /// A rectangle on the wheel: h, h + 60°, h + 180°, h + 240°.
    case tetradic
    /// A square on the wheel: h, h + 90°, h + 180°, h + 270°.
    case square

    /// The hue offsets in degrees, base first.
    var hueOffsets: [Double] {
        switch self {
        case .monochromatic: return [0, 0, 0, 0]
        case .analogous: return [0, 14.4, -14.4]
        case .complementary: return [0, 180]
        case .splitComplementary: return [0, 150, 210]
        case .triadic: return [0, 120, 240]
        case .tetradic: return [0, 60, 180, 240]
        case .square: return [0, 90, 180, 270]
        }
    }

    /// The factors on saturation (HSB) or chroma (OKLCH), base first.
    var colorfulnessFactors: [Double] {
        self == .monochromatic ? [1, 0.8, 0.6, 0.4] : Array(repeating: 1, count: hueOffsets.count)
    }
}

/// The model a harmony turns its hues in.
public enum HarmonyModel: String, CaseIterable, Hashable, Sendable {
    /// HSB, as the reference article: saturation and brightness kept.
    case hsb
    /// OKLCH: lightness and chroma kept, so the colors have a more even perceived lightness.
    case oklch
}

extension Color {
    /// The colors of a harmony scheme built on this color's hue, this color's own first.
    ///
    /// Hues wrap into 0…360°. In OKLCH the results may lie outside sRGB; they are gamut-mapped
    /// only at output. A gray (powerless hue) turns with hue 0, giving grays.
    public func harmony(_ scheme: HarmonyScheme, in model: HarmonyModel = .hsb) -> [Color] {
        let space: ColorSpace = model == .hsb ? .hsb : .oklch
        let hueIndex = space.hueIndex!
        let colorfulIndex = 1
        var base = components(in: space)
        if base[hueIndex].isNaN { base[hueIndex] = 0 }
        return zip(scheme.hueOffsets, scheme.colorfulnessFactors).map { offset, factor in
            var c = base
            c[hueIndex] = Hue.normalized(base[hueIndex] + offset)
            c[colorfulIndex] = base[colorfulIndex] * factor
            return Color(space, c, opacity: opacity)
        }
    }
}
