import ChromaCharts
import ChromaText

/// Warnings: one line each on standard error, `chroma: warning: …`, for output that is written
/// but is not what was asked for. They are printed with --quiet too; the exit status stays 0.
enum Warning {
    /// Writes one warning line.
    static func write(_ message: String) {
        StandardError.write("chroma: warning: \(TerminalText.line(message))\n")
    }

    /// One line for the labels whose font lacks some of their characters, or nothing.
    static func missingGlyphs(in labels: [Chart.Label]) {
        let lacking = labels.filter { !$0.missingCharacters.isEmpty }
        guard let first = lacking.first else { return }
        var characters: [Unicode.Scalar] = []
        for label in lacking {
            for scalar in label.missingCharacters where !characters.contains(scalar) { characters.append(scalar) }
        }
        let fonts = Set(lacking.map(\.font)).sorted().joined(separator: " and ")
        let place = lacking.count == 1 ? "the label '\(first.text)'" : "\(lacking.count) labels, the first '\(first.text)'"
        write("\(fonts) has no glyph for \(Font.describe(characters)) in \(place); they are drawn as boxes. "
            + "Give --font (or a document's \"font\") a font file that has them")
    }
}
