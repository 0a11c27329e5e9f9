/// A CSS `<length-percentage>` as gradients use it: pixels or a percentage of a reference.
enum CSSLength: Hashable, Sendable {
    /// Absolute pixels (other absolute units and `em` are converted when read).
    case pixels(Double)
    /// A percentage, 100 = the whole reference.
    case percent(Double)

    /// The length in pixels against a reference length in pixels (the box side, the gradient line).
    func resolved(against reference: Double) -> Double {
        switch self {
        case .pixels(let px): return px
        case .percent(let p): return p / 100 * reference
        }
    }

    /// Pixels per unit for the absolute units CSS Values 4 defines, and `em`/`rem` at the
    /// browsers' default 16px font size.
    static func pixelsPerUnit(_ unit: String) -> Double? {
        switch unit {
        case "px": return 1
        case "in": return 96
        case "cm": return 96 / 2.54
        case "mm": return 96 / 25.4
        case "q": return 96 / 101.6
        case "pt": return 96 / 72
        case "pc": return 16
        case "em", "rem": return 16
        default: return nil
        }
    }

    /// Degrees per unit for CSS angles.
    static func degreesPerUnit(_ unit: String) -> Double? {
        switch unit {
        case "deg": return 1
        case "grad": return 0.9
        case "rad": return 180 / .pi
        case "turn": return 360
        default: return nil
        }
    }
}

/// Where a color stop or hint sits, before the gradient's size is known.
enum CSSStopPosition: Hashable, Sendable {
    /// A fraction of the gradient line (a percentage / 100, or a unitless 0).
    case fraction(Double)
    /// Pixels along the gradient line or ray (linear and radial gradients).
    case pixels(Double)
    /// Degrees around the center (conic gradients).
    case degrees(Double)

    /// The position as a fraction of the gradient line: `length` pixels long, or a full turn.
    func fraction(lineLength length: Double) -> Double {
        switch self {
        case .fraction(let f): return f
        case .pixels(let px): return px / length
        case .degrees(let d): return d / 360
        }
    }

    /// The position as CSS writes it, for messages: `2000%`, `12px`, `90deg` (a length given in
    /// another unit is shown in the pixels it stands for).
    var written: String {
        switch self {
        case .fraction(let f): TokenCursor.shown(f * 100) + "%"
        case .pixels(let px): TokenCursor.shown(px) + "px"
        case .degrees(let d): TokenCursor.shown(d) + "deg"
        }
    }
}
