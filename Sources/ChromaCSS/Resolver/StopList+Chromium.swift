import ColorCore

/// Two steps where the resolver follows Chromium rather than ChromaRaster's defaults, so that
/// renders agree with the browser pixel for pixel.
extension StopList {
    /// Replaces each color hint with nine color stops on the hint's curve, as Chromium does
    /// (Blink's `ReplaceColorHintsWithColorStops`): two stops on the shorter side of the hint,
    /// at thirds, and seven on the longer side, from its middle to the hint. A hint in the middle
    /// is dropped; a hint on a stop makes a hard stop. CSS Images 4 asks for the exact curve;
    /// this piecewise-linear form is what browsers paint.
    mutating func replaceHintsAsChromium() {
        guard hints.contains(where: { $0 != nil }) else { return }
        var newLocations: [Double] = [locations[0]]
        var newColors: [Color] = [colors[0]]
        for i in 0..<(locations.count - 1) {
            let left = locations[i], right = locations[i + 1]
            if let hint = hints[i] {
                let leftDistance = hint - left, rightDistance = right - hint, total = right - left
                func nearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }
                if total > 0 && !nearlyEqual(leftDistance, rightDistance) {
                    if nearlyEqual(leftDistance, 0) {
                        newLocations.append(hint)
                        newColors.append(colors[i + 1])
                    } else if nearlyEqual(rightDistance, 0) {
                        newLocations.append(hint)
                        newColors.append(colors[i])
                    } else {
                        var offsets: [Double] = []
                        if leftDistance > rightDistance {
                            for y in 0..<7 { offsets.append(left + leftDistance * (7 + Double(y)) / 13) }
                            offsets.append(hint + rightDistance / 3)
                            offsets.append(hint + rightDistance * 2 / 3)
                        } else {
                            offsets.append(left + leftDistance / 3)
                            offsets.append(left + leftDistance * 2 / 3)
                            for y in 0..<7 { offsets.append(hint + rightDistance * Double(y) / 13) }
                        }
                        for offset in offsets {
                            newLocations.append(offset)
                            newColors.append(colors[i].mix(with: colors[i + 1], by: Self.hinted((offset - left) / total, leftDistance / total),
                                                           using: interpolation))
                        }
                    }
                }
            }
            newLocations.append(right)
            newColors.append(colors[i + 1])
        }
        locations = newLocations
        colors = newColors
        hints = Array(repeating: nil, count: newLocations.count - 1)
    }

    /// Fills each stop's missing (`none`) components from its neighbours, as CSS Color 4 §12.2
    /// interpolation does: the stop becomes two stops at one location, the one seen from the left
    /// filled from the left neighbour, the one seen from the right filled from the right one
    /// (the same color unless both neighbours differ in that component). ChromaRaster fills them
    /// between stops but paints a stop's own location, and the padding beyond the end stops, with
    /// a missing component as 0; Chromium fills them everywhere.
    mutating func fillMissingComponents() {
        guard colors.contains(where: \.hasMissingComponents) else { return }
        var newLocations: [Double] = []
        var newColors: [Color] = []
        var newHints: [Double?] = []
        for i in locations.indices {
            let color = colors[i]
            var versions: [Color] = []
            if color.hasMissingComponents && locations.count > 1 {
                if i > 0 { versions.append(colors[i - 1].mix(with: color, by: 1, using: interpolation)) }
                if i < locations.count - 1 { versions.append(color.mix(with: colors[i + 1], by: 0, using: interpolation)) }
                if versions.count == 2, versions[0] == versions[1] { versions.removeLast() }
            } else {
                versions = [color]
            }
            for (k, version) in versions.enumerated() {
                if !newLocations.isEmpty { newHints.append(k == 0 && i > 0 ? hints[i - 1] : nil) }
                newLocations.append(locations[i])
                newColors.append(version)
            }
        }
        locations = newLocations
        colors = newColors
        hints = newHints
    }
}

extension StopList {
    /// Most intervals a list may have for ``subdivided()`` to split it.
    static let subdivisionBudget = 1024

    /// The stops with exact colors added inside every interval that ChromaRaster would sample
    /// (any interpolation but premultiplied sRGB, and no hints left), so that its ramp follows
    /// the curve within 1/255, per pixel, as Chromium evaluates it. Each interval is split into
    /// 3 to 8 pieces; a step of a third of the path is under 180°, so the pieces interpolate with
    /// the shorter hue and the list's interpolation says so. Lists longer than
    /// ``subdivisionBudget`` intervals are returned as they are.
    func subdivided() -> StopList {
        let intervals = locations.count - 1
        guard intervals > 0, intervals * 3 <= Self.subdivisionBudget, interpolation.space != .srgb,
              hints.allSatisfy({ $0 == nil })
        else { return self }
        let pieces = Swift.max(3, Swift.min(8, Self.subdivisionBudget / intervals))
        var out = StopList(locations: [locations[0]], colors: [colors[0]], hints: [], interpolation: interpolation)
        out.interpolation.hue = .shorter
        for i in 0..<intervals {
            if locations[i + 1] > locations[i] {
                for k in 1..<pieces {
                    let f = Double(k) / Double(pieces)
                    out.locations.append(locations[i] + (locations[i + 1] - locations[i]) * f)
                    out.colors.append(colors[i].mix(with: colors[i + 1], by: f, using: interpolation))
                    out.hints.append(nil)
                }
            }
            out.locations.append(locations[i + 1])
            out.colors.append(colors[i + 1])
            out.hints.append(nil)
        }
        return out
    }
}
