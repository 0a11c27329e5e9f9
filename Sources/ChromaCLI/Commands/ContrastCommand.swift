import ArgumentParser
import ChromaJSON
import ColorCore

/// `chroma contrast A B`: the WCAG 2 contrast ratio.
struct ContrastCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Print the WCAG 2 contrast ratio of two colors, 1 to 21.",
        discussion: """
            4.5 is WCAG's AA minimum for body text, 3 for large text, 7 for AAA. The order of the \
            colors does not matter. WCAG 2 defines the ratio for opaque colors: a translucent one is \
            refused (mix it with its background first: chroma mix).

            Example: chroma contrast '#777' white
            """
    )

    @Argument(help: "The first color.")
    var first: String

    @Argument(help: "The second color.")
    var second: String

    @Flag(help: "Print a JSON object: the ratio, both luminances, and the WCAG levels passed.")
    var json = false

    func output() throws -> String {
        let a = try ArgumentReading.color(first), b = try ArgumentReading.color(second)
        for (text, color) in [(first, a), (second, b)] { try ArgumentReading.requireOpaqueForContrast(color, text) }
        let ratio = a.contrastRatio(with: b)
        if json {
            return JSON.object([
                ("ratio", .number(ratio)), ("luminance1", .number(a.relativeLuminance)), ("luminance2", .number(b.relativeLuminance)),
                ("AA", .bool(ratio >= 4.5)), ("AALarge", .bool(ratio >= 3)), ("AAA", .bool(ratio >= 7)),
            ]).serialized()
        }
        return DecimalFormat.string(ratio, maxFractionDigits: 4)
    }
}
