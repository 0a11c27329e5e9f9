import ChromaJSON
import ChromaPalette
import ColorCore

/// The text and JSON forms of a ``PaletteCheck``.
enum PaletteCheckReport {
    /// `{"colors": [{name, hex, simulated: {protanopia, deuteranopia, tritanopia}}], "pairs":
    /// [{a, b, wcag2, apca, deltaE2000, deltaEOK, …}]}`.
    static func json(_ check: PaletteCheck) -> String {
        let colors = check.swatches.map { swatch in
            JSON.object([
                ("name", .string(swatch.name)), ("hex", .string(swatch.color.hexString)),
                ("simulated", .object(JSONObject(ColorVisionDeficiency.allCases.map { ($0.rawValue, JSON.string(PaletteCheck.displayHex(swatch.simulated[$0]!))) }))),
                ("background", .bool(swatch.isBackground)),
            ])
        }
        let pairs = check.pairs.map { pair in
            JSON.object([
                ("a", .string(check.swatches[pair.a].name)), ("b", .string(check.swatches[pair.b].name)),
                ("wcag2", .finite(pair.wcag.ratio)), ("apca", .finite(pair.apca)),
                ("deltaE2000", .finite(pair.deltaE2000)), ("deltaEOK", .finite(pair.deltaEOK)),
                ("apcaReversed", .finite(pair.apcaReversed)),
                ("AA", .bool(pair.wcag.aa)), ("AALarge", .bool(pair.wcag.aaLargeText)),
                ("AAA", .bool(pair.wcag.aaa)), ("AAALarge", .bool(pair.wcag.aaaLargeText)),
                ("simulatedDeltaEOK", .object(JSONObject(ColorVisionDeficiency.allCases.map { ($0.rawValue, JSON.finite(pair.simulatedDeltaEOK[$0]!)) }))),
                ("hardToTellApart", .array(check.hardToTellApart(pair).map { .string($0.rawValue) })),
                ("required", .bool(pair.isRequired)),
            ])
        }
        return JSON.object([("colors", .array(colors)), ("pairs", .array(pairs))]).serialized()
    }

    /// A table for a terminal: the colors with their simulations, then the pairs.
    static func table(_ check: PaletteCheck) -> String {
        func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
            let gap = String(repeating: " ", count: max(0, width - s.count))
            return right ? gap + s : s + gap
        }
        func number(_ v: Double, _ digits: Int) -> String { v.isFinite ? PrintfFormat.string("%.\(digits)f", v) : "—" }
        // Names come from palette files: escaped, so an escape sequence in a name cannot clear
        // the screen or retitle the window.
        let names = check.swatches.map { TerminalText.escaped($0.name) }
        let nameWidth = min(24, max(5, names.map(\.count).max() ?? 5))
        func name(_ s: String) -> String { s.count > nameWidth ? String(s.prefix(nameWidth - 1)) + "…" : s }
        let palette = check.swatches.filter { !$0.isBackground }.count
        var lines = ["\(palette) colors\(palette == check.swatches.count ? "" : ", \(check.swatches.count - palette) backgrounds"); "
            + "simulation: Machado et al. 2009 at severity \(number(check.severity, 2)); "
            + "hard to tell apart: ΔEOK < \(number(check.confusionThreshold, 3)) after simulation", ""]
        lines.append(pad("color", nameWidth) + "  hex        protanopia  deuteranopia  tritanopia")
        for (index, swatch) in check.swatches.enumerated() {
            let sims = ColorVisionDeficiency.allCases.map { PaletteCheck.displayHex(swatch.simulated[$0]!) }
            lines.append(pad(name(names[index]), nameWidth) + "  " + pad(swatch.color.hexString, 9) + "  " + pad(sims[0], 10) + "  "
                + pad(sims[1], 12) + "  " + sims[2])
        }
        lines.append("")
        let pairWidth = 2 * nameWidth + 3
        lines.append(pad("pair (a / b)", pairWidth) + "   WCAG  AA  AAA  AA-L  AAA-L  APCA a/b   ΔE00   ΔEOK  hard to tell apart")
        func mark(_ ok: Bool) -> String { ok ? "✓" : "✗" }
        for pair in check.pairs {
            let label = name(names[pair.a]) + " / " + name(names[pair.b])
            let hard = check.hardToTellApart(pair).map(\.rawValue).joined(separator: ", ")
            lines.append(pad(label, pairWidth) + pad(number(pair.wcag.ratio, 2), 7, right: true)
                + "   " + mark(pair.wcag.aa) + "   " + mark(pair.wcag.aaa) + "    " + mark(pair.wcag.aaLargeText)
                + "     " + mark(pair.wcag.aaaLargeText) + pad(number(pair.apca, 1), 10, right: true)
                + pad(number(pair.deltaE2000, 1), 7, right: true) + pad(number(pair.deltaEOK, 3), 7, right: true)
                + "  " + (hard.isEmpty ? "—" : hard))
        }
        return lines.joined(separator: "\n")
    }
}
