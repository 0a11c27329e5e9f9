import ChromaLimits
import ChromaRaster
import ColorCore
import Foundation

/// A gradient's stops after CSS Images 4's fix-up, as fractions of its gradient line, with the
/// operations the resolver needs: mapping a window of the line onto ChromaRaster's 0…1,
/// clipping to a window (conic gradients show exactly one turn) and unrolling a repeating list.
struct StopList {
    /// Stop locations, ascending (fractions of the gradient line; may lie outside 0…1).
    var locations: [Double]
    var colors: [Color]
    /// For each interval, the hint's location or nil.
    var hints: [Double?]
    /// How colors between stops mix; ``subdivided()`` may switch the hue method to shorter.
    var interpolation: ColorInterpolation

    /// Fixes up the positions (lengths divided by `lineLength` pixels) with CSS Images 4 §3.5.3:
    /// missing ends become 0 and 1, a position below an earlier one moves up, runs without
    /// positions are spread evenly.
    init(_ elements: [CSSGradient.Element], lineLength: Double, interpolation: ColorInterpolation, offset: Int) throws(CSSParseError) {
        self.interpolation = interpolation
        var list: [Gradient.Element] = []
        func fraction(_ p: CSSStopPosition) throws(CSSParseError) -> Double {
            let f = p.fraction(lineLength: lineLength)
            guard InputRange.location.contains(f) else {
                throw CSSParseError(offset: offset, "the stop position \(p.written) is out of range: \(InputRange.format(f)) of the gradient line; "
                    + "expected \(InputRange.location.expectation) of it (\(InputRange.format(InputRange.location.lowerBound * 100))% to "
                    + "\(InputRange.format(InputRange.location.upperBound * 100))%)")
            }
            return f
        }
        for element in elements {
            switch element {
            case .color(let color, let positions):
                if positions.isEmpty { list.append(.color(color, location: nil)) }
                for p in positions { list.append(.color(color, location: try fraction(p))) }
            case .hint(let p):
                list.append(.hint(try fraction(p)))
            }
        }
        do {
            try ResourceLimits.check(list.count, .stops, "the gradient")
            let gradient = try Gradient(elements: list)
            locations = gradient.stops.map(\.location)
            colors = gradient.stops.map(\.color)
            hints = gradient.hints
            fillMissingComponents()
            replaceHintsAsChromium()
        } catch let error as GradientError {
            throw CSSParseError(offset: offset, error.message)
        } catch {
            throw CSSParseError(whole: "\(error)").limit()
        }
    }

    var first: Double { locations[0] }
    var last: Double { locations[locations.count - 1] }

    /// The stops with the window [low, high] of the line mapped onto 0…1, as a Gradient.
    func gradient(window low: Double, _ high: Double) -> Gradient {
        let scale = 1 / (high - low)
        var elements: [Gradient.Element] = []
        for i in locations.indices {
            if i > 0, let hint = hints[i - 1] { elements.append(.hint((hint - low) * scale)) }
            elements.append(.color(colors[i], location: (locations[i] - low) * scale))
        }
        return try! Gradient(elements: elements)
    }

    /// CSS Images 4's color-hint curve: the progress at `fraction` of an interval whose hint
    /// lies at `hint` (a fraction of the interval), or `fraction` itself without a hint.
    static func hinted(_ fraction: Double, _ hint: Double?) -> Double {
        guard let hint else { return fraction }
        if hint <= 0 { return fraction > 0 ? 1 : 0 }
        if hint >= 1 { return fraction < 1 ? 0 : 1 }
        return pow(fraction, log(0.5) / log(hint))
    }

    /// The color at location x inside interval i.
    func color(inInterval i: Int, at x: Double) -> Color {
        let a = locations[i], b = locations[i + 1]
        let f = b > a ? (x - a) / (b - a) : 1
        let h = hints[i].map { b > a ? ($0 - a) / (b - a) : 0.5 }
        // mix keeps an adaptive stop adaptive, so each appearance is sampled from its own values.
        return colors[i].mix(with: colors[i + 1], by: Self.hinted(f, h), using: interpolation)
    }

    /// Pieces a cut interval is split into: the colors between are computed exactly at each.
    static let piecesPerCutInterval = 48

    /// The stops seen through the window 0…1 (CSS pads before the first and after the last): an
    /// interval the window cuts is replaced by exact colors at ``piecesPerCutInterval`` points.
    func clipped() -> StopList {
        var out = StopList(locations: [], colors: [], hints: [], interpolation: interpolation)
        func emit(_ x: Double, _ color: Color, hint: Double? = nil) {
            if let l = out.locations.last, l == x, out.colors.last == color { return }
            if !out.locations.isEmpty { out.hints.append(hint) }
            out.locations.append(x)
            out.colors.append(color)
        }
        if last <= 0 || first >= 1 || locations.count == 1 {
            let color = last <= 0 ? colors[colors.count - 1] : colors[0]
            return StopList(locations: [0, 1], colors: [color, color], hints: [nil], interpolation: interpolation)
        }
        if first > 0 { emit(first, colors[0]) }
        for i in 0..<(locations.count - 1) {
            let a = locations[i], b = locations[i + 1]
            if b <= 0 || a >= 1 { continue }
            if a >= 0 && b <= 1 {
                emit(a, colors[i])
                emit(b, colors[i + 1], hint: hints[i])
            } else {
                let x0 = Swift.max(a, 0), x1 = Swift.min(b, 1)
                let pieces = Self.piecesPerCutInterval
                for k in 0...pieces {
                    let x = k == pieces ? x1 : x0 + (x1 - x0) * Double(k) / Double(pieces)
                    emit(x, color(inInterval: i, at: x))
                }
            }
        }
        return out
    }

    init(locations: [Double], colors: [Color], hints: [Double?], interpolation: ColorInterpolation) {
        self.locations = locations
        self.colors = colors
        self.hints = hints
        self.interpolation = interpolation
    }

    /// The repeating list copied end to end over 0…1, to be clipped; nil when the period is zero.
    func unrolled(offset: Int) throws(CSSParseError) -> StopList? {
        let period = last - first
        guard period > 1e-9 else { return nil }
        let k0 = ((0 - first) / period).rounded(.down), k1 = ((1 - first) / period).rounded(.up)
        let copies = k1 - k0
        let total = copies * Double(locations.count)
        do {
            try ResourceLimits.check(total > 1e9 ? Int.max : Int(total), .stops, "the repeating conic gradient, over one turn,")
        } catch {
            throw CSSParseError(offset: offset, "\(error)").limit()
        }
        var out = StopList(locations: [], colors: [], hints: [], interpolation: interpolation)
        for k in stride(from: k0, to: k1, by: 1) {
            let shift = k * period
            for i in locations.indices {
                if !out.locations.isEmpty { out.hints.append(i == 0 ? nil : hints[i - 1].map { $0 + shift }) }
                out.locations.append(locations[i] + shift)
                out.colors.append(colors[i])
            }
        }
        return out
    }

    /// The last stop's color: what Chromium paints for a repeating gradient of zero period and a
    /// radial gradient of zero size.
    var lastColor: Color { colors[colors.count - 1] }
}
